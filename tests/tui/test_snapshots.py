"""SVG snapshots at fixed sizes: new game, help, table, claim prompt, result — English and Chinese.

Deterministic: fixed seeds, bots at delay 0 (their worker finishes before the shot), no clocks.
Update with ``pytest tests/tui --snapshot-update`` after checking the report.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot

from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.settings import GameSettings
from mahjong_tui.tiles_view import TileStyle
from tests.tui.conftest import act, first_dealer, own_turn, play_until_result, settle, stacked_wall
from tests.tui.result_apps import result_app

BIG = (120, 40)
SMALL = (80, 24)


def table_app(home: Path, **changes: object) -> MahjongApp:
    return make_app(GameSettings(bot_delay=0.0, seed=3, lang="en").with_(**changes), home=home)


def winning_app(home: Path, lang: str) -> MahjongApp:
    """Jinshan, the human deals a complete hand: 天胡 with every scoring line on the result screen."""
    seed = next(s for s in range(50) if first_dealer("jinshan", s) == 0)
    app = make_app(GameSettings(variant="jinshan", seed=seed, bot_delay=0.0, lang=lang), home=home)
    app.stacked_wall = stacked_wall("jinshan", 0, {0: "123m456p789s155z5f"}, dealer_draw="5z")
    return app


async def until_asked(pilot: Pilot[None]) -> None:
    await settle(pilot)


async def nine_turns_in(pilot: Pilot[None]) -> None:
    """The table a few go-arounds in (issue 27): rivers of two rows, a claim, the latest discard lit."""
    from mahjong_tui.screens.claim import ClaimPrompt
    from mahjong_tui.screens.table import TableScreen

    screen = await settle(pilot)
    for _ in range(9):
        if isinstance(screen, ClaimPrompt):
            screen = await act(pilot, "escape")
        elif isinstance(screen, TableScreen):
            screen = await own_turn(pilot, screen)
    await pilot.pause()
    assert isinstance(pilot.app.screen, (TableScreen, ClaimPrompt)), "the hand ended: not the table's picture"


async def win_now(pilot: Pilot[None]) -> None:
    await settle(pilot)
    await pilot.press("w")
    await settle(pilot)


def test_new_game_english(snap_compare, tmp_path: Path) -> None:
    app = make_app(GameSettings(lang="en", seed=7), show_new_game=True, home=tmp_path)
    assert snap_compare(app, terminal_size=(100, 34))


def test_new_game_chinese_shanghai_options(snap_compare, tmp_path: Path) -> None:
    app = make_app(GameSettings(lang="zh", seed=7, variant="shanghai"), show_new_game=True, home=tmp_path)
    assert snap_compare(app, terminal_size=(100, 34))


def test_help_chinese(snap_compare, tmp_path: Path) -> None:
    app = make_app(GameSettings(lang="zh", seed=7), show_new_game=True, home=tmp_path)
    assert snap_compare(app, press=["f1"], terminal_size=(100, 34))


def test_claim_prompt_with_two_chi_choices_english(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(table_app(tmp_path, variant="jinshan", seed=21), terminal_size=BIG,
                        run_before=until_asked)


# the table at the three sizes the issue names (compact tiles, framed tiles, large tiles and the log), in both
# languages; then each other variant at 120×36 (Shanghai, Jinhua with ASCII faces, Cixi in Chinese)
@pytest.mark.parametrize(("size", "lang"), [((80, 24), "zh"), ((120, 36), "en"), ((200, 60), "zh")],
                         ids=["80x24-zh", "120x36-en", "200x60-zh"])
def test_table_jinshan_own_turn(snap_compare, tmp_path: Path, size: tuple[int, int], lang: str) -> None:
    app = table_app(tmp_path, variant="jinshan", seed=7, lang=lang,
                    seats=("human", "normal", "normal", "hard"))
    assert snap_compare(app, terminal_size=size, run_before=nine_turns_in)


@pytest.mark.parametrize(("variant", "changes"), [
    ("shanghai", {}),
    pytest.param("jinhua", {"tile_style": TileStyle.ASCII, "seed": 5}, marks=pytest.mark.slow),
    pytest.param("cixi", {"lang": "zh"}, marks=pytest.mark.slow)])
def test_table_at_120x36(snap_compare, tmp_path: Path, variant: str, changes: dict[str, object]) -> None:
    """Jinhua's seed 3 is won within nine turns (its picture was a result screen): seed 5 is still on."""
    assert snap_compare(table_app(tmp_path, variant=variant, **changes), terminal_size=(120, 36),
                        run_before=nine_turns_in)


# the other variants at the small and the big size: every variant's table at each of the three sizes
@pytest.mark.slow
@pytest.mark.parametrize(("variant", "size", "lang", "seed"), [
    ("shanghai", (80, 24), "en", 3), ("shanghai", (200, 60), "zh", 3), ("jinhua", (80, 24), "zh", 5),
    ("jinhua", (200, 60), "en", 5), ("cixi", (80, 24), "en", 3), ("cixi", (200, 60), "zh-Hant", 3)],
    ids=["shanghai-80x24-en", "shanghai-200x60-zh", "jinhua-80x24-zh", "jinhua-200x60-en", "cixi-80x24-en",
         "cixi-200x60-zh-Hant"])
def test_table_small_and_big(snap_compare, tmp_path: Path, variant: str, size: tuple[int, int],
                             lang: str, seed: int) -> None:
    """Seeds whose hand is still on after nine turns (Jinhua's seed 3 is won sooner)."""
    assert snap_compare(table_app(tmp_path, variant=variant, lang=lang, seed=seed), terminal_size=size,
                        run_before=nine_turns_in)


def test_result_screen_english(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(winning_app(tmp_path, "en"), terminal_size=BIG, run_before=win_now)


@pytest.mark.slow
def test_result_screen_shanghai_played_out(snap_compare, tmp_path: Path) -> None:
    """Shanghai: a hand must knock before it wins (SH-6), so the hand is played out by keys."""

    async def play(pilot: Pilot[None]) -> None:
        await play_until_result(pilot)

    assert snap_compare(table_app(tmp_path, variant="shanghai"), terminal_size=BIG, run_before=play)


def test_result_screen_chinese(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(winning_app(tmp_path, "zh"), terminal_size=BIG, run_before=win_now)


@pytest.mark.parametrize(("variant", "lang"), [("jinhua", "en"), ("cixi", "zh")])
def test_result_screen_dealt_win(snap_compare, tmp_path: Path, variant: str, lang: str) -> None:
    """Jinhua and Cixi let the dealer win on a dealt complete hand (123m 456p 789s 東東東 南 + 南)."""
    seed = next(s for s in range(50) if first_dealer(variant, s) == 0)
    app = make_app(GameSettings(variant=variant, seed=seed, bot_delay=0.0, lang=lang), home=tmp_path)
    app.stacked_wall = stacked_wall(variant, 0, {0: "123m456p789s1112z"}, dealer_draw="2z")
    assert snap_compare(app, terminal_size=BIG, run_before=win_now)


# issue 27: a result of every kind, played through by bots (no table on screen: only the result's own look):
# a win per variant at the three sizes and in the three languages, a drawn hand, two winners on one discard
@pytest.mark.parametrize(("variant", "seed", "lang", "size"), [
    ("jinshan", 3, "en", (120, 36)), ("shanghai", 3, "zh-Hans", (80, 24)),
    ("jinhua", 4, "zh-Hant", (120, 36)), ("cixi", 14, "en", (200, 60)), ("shanghai", 7, "zh-Hans", (120, 36)),
    ("shanghai", 57, "en", (80, 24))],
    ids=["jinshan-wild-120x36-en", "shanghai-80x24-zh", "jinhua-120x36-zh-Hant", "cixi-200x60-en",
         "shanghai-drawn-120x36-zh", "shanghai-two-winners-80x24-en"])
def test_result_of_every_kind(snap_compare, tmp_path: Path, variant: str, seed: int, lang: str,
                              size: tuple[int, int]) -> None:
    assert snap_compare(result_app(tmp_path, variant, seed, lang), terminal_size=size)


async def first_claim_window(pilot: Pilot[None]) -> None:
    """Hot-seat with four humans: the dealer's hand handed over, their first discard, its claim window."""
    from mahjong_tui.screens.call_window import CallWindowScreen
    from mahjong_tui.screens.privacy import PrivacyScreen

    screen = await settle(pilot)
    for _ in range(3):
        if isinstance(screen, CallWindowScreen):
            break
        handed = isinstance(screen, PrivacyScreen)
        screen = await act(pilot, "enter") if handed else await own_turn(pilot, screen)
    await pilot.pause()
    assert isinstance(pilot.app.screen, CallWindowScreen)


@pytest.mark.parametrize(("lang", "size"), [("en", BIG), ("zh-Hans", SMALL)])
def test_hot_seat_claim_window(snap_compare, tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    """The neutral window (issue 27): the same whoever could claim; the numbers call, Enter plays on."""
    app = table_app(tmp_path, variant="jinshan", lang=lang, seats=("human",) * 4)
    assert snap_compare(app, terminal_size=size, run_before=first_claim_window)
