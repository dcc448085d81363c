"""The footer (keys_bar.py): the keys on offer fit 80, 120 and 200 columns in both languages, none cut."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len

from mahjong_tui.app import make_app
from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeyCell, KeysBar, fit_cells
from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.new_game import NewGameScreen
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings
from tests.tui.conftest import first_dealer, new_app, settle, stacked_wall

# the default run checks the narrowest size, where a key is likeliest to be cut, and 120 columns, where every
# key of the table must show; the other sizes run with -m slow
SLOW = pytest.mark.slow
WIDE_ROOM = [(80, 24), (120, 36), pytest.param((200, 60), marks=SLOW)]
NARROWEST = [(80, 24), pytest.param((120, 36), marks=SLOW), pytest.param((200, 60), marks=SLOW)]
LANGS = ["en", "zh-Hans"]


def painted(bar: KeysBar) -> str:
    line = bar.render().plain
    assert cell_len(line) <= bar.size.width, line
    return line


def shown_ids(bar: KeysBar) -> set[str]:
    """The binding ids whose whole cell (key and words) is on the painted row."""
    line = painted(bar)
    return {cell.active.binding.id or "" for cell in bar.cells() if f" {cell.text} " in f" {line} "}


def assert_uncut(bar: KeysBar) -> None:
    """Every cell on the row is painted whole, and the last is the palette's where the screen has it (a
    modal prompt answers its own keys alone)."""
    line = painted(bar)
    kept, _ = bar.row(bar.size.width - 2)
    for cell in kept:
        assert cell.text in line, (cell.text, line)
    if "ctrl+p" in bar.screen.active_bindings:
        assert kept[-1].active.binding.id == "app.palette"
        assert line.rstrip().endswith(kept[-1].text), line


def win_and_kong_app(home: Path, lang: str) -> object:
    """Jinshan, the human deals 1111m 23m 456p 789s 5z and draws 5z: win (天胡) and a concealed kong."""
    seed = next(s for s in range(50) if first_dealer("jinshan", s) == 0)
    app = make_app(GameSettings(variant="jinshan", seed=seed, bot_delay=0.0, lang=lang), home=home)
    app.stacked_wall = stacked_wall("jinshan", 0, {0: "111123m456p789s5z"}, dealer_draw="5z")
    return app


@pytest.mark.parametrize("size", WIDE_ROOM)
@pytest.mark.parametrize("lang", LANGS)
async def test_the_tables_footer_shows_the_move_on_offer_and_hint_rules_help(home: Path, lang: str,
                                                                            size: tuple[int, int]) -> None:
    """At 80 columns it ended in "f2 ▏": the win and kong keys pushed the rest out of sight."""
    app = win_and_kong_app(home, lang)
    async with app.run_test(size=size) as pilot:  # type: ignore[attr-defined]
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        assert table.hand.check_action("win", ()) and table.hand.check_action("kong", ())
        bar = table.query_one(KeysBar)
        shown = shown_ids(bar)
        wanted = {"table.discard", "table.select_left", "table.select_right", "table.win", "table.kong",
                  "table.hint", "table.rules", "table.help"}
        assert wanted <= shown, (wanted - shown, painted(bar))
        assert_uncut(bar)
        if size[0] >= 120:  # room for every key: the palette says its own name, not "more"
            assert {cell.active.binding.id for cell in bar.cells()} <= shown | {None}
            assert "…" not in painted(bar)


@pytest.mark.parametrize("size", NARROWEST)
@pytest.mark.parametrize("lang", LANGS)
async def test_the_claim_prompts_footer_shows_every_claim_on_offer(home: Path, lang: str,
                                                                  size: tuple[int, int]) -> None:
    app = new_app(home, variant="jinshan", seed=21, lang=lang)  # North's 4萬: chi or pass
    async with app.run_test(size=size) as pilot:
        prompt = await settle(pilot)
        assert isinstance(prompt, ClaimPrompt)
        await pilot.pause()
        bar = app.screen.query_one(KeysBar)
        assert {"claim.chi", "claim.pass"} <= shown_ids(bar), painted(bar)
        assert "claim.peng" not in shown_ids(bar)  # not legal: not on offer
        assert_uncut(bar)


@pytest.mark.parametrize("size", NARROWEST)
@pytest.mark.parametrize("lang", LANGS)
async def test_the_new_game_forms_keys_stay_reachable(home: Path, lang: str, size: tuple[int, int]) -> None:
    """Its tool buttons scroll out of sight at 80×24: start, back, rules and help always show, the tools'
    F-keys as room allows, and the palette the footer points to ("… ^p more keys") lists the rest."""
    from mahjong_tui.palette import key_commands

    app = make_app(GameSettings(lang=lang), home=home, show_new_game=True)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        bar = app.screen.query_one(KeysBar)
        shown = shown_ids(bar)
        assert {"new_game.start", "new_game.back", "new_game.rules", "new_game.help"} <= shown
        assert_uncut(bar)
        left_out = [cell for cell in bar.cells() if cell.active.binding.id not in shown]
        assert bool(left_out) == ("…" in painted(bar))
        in_palette = {shown_key for _, shown_key, _ in key_commands(app.screen, app.strings)}
        assert {cell.key for cell in left_out} <= in_palette
        if size[0] >= 120:  # every tool's F-key fits
            assert {"new_game.replay", "new_game.lessons"} <= shown, painted(bar)


async def test_the_footer_words_a_key_in_chinese_by_its_id(home: Path) -> None:
    app = make_app(GameSettings(lang="zh-Hant"), home=home, show_new_game=True)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        line = painted(app.screen.query_one(KeysBar))
        assert "開始" in line and "規則" in line and "Start" not in line
        assert line.rstrip().endswith("指令")


def test_a_cell_that_does_not_fit_whole_is_left_out_and_the_rest_keep_their_order() -> None:
    t = Strings("en")
    from textual.binding import ActiveBinding, Binding

    def cell(words: str) -> KeyCell:
        return KeyCell("k", words, ActiveBinding(t, Binding("k", words), True, ""))  # type: ignore[arg-type]

    cells = [cell("aaaa"), cell("bbbbbbbbbb"), cell("cc")]  # widths 6, 12, 4
    kept, left_out = fit_cells(cells, [2, 0, 1], width=17, gap=1)
    assert [c.words for c in kept] == ["bbbbbbbbbb", "cc"] and left_out
    kept, left_out = fit_cells(cells, [0, 1, 2], width=24, gap=1)
    assert [c.words for c in kept] == ["aaaa", "bbbbbbbbbb", "cc"] and not left_out


async def test_a_click_on_a_cell_does_what_its_key_does(home: Path) -> None:
    from mahjong_tui.screens.help import HelpScreen

    app = make_app(GameSettings(lang="en"), home=home, show_new_game=True)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(KeysBar)
        painted(bar)
        start = next(start for start, _, active in bar.spans if active.binding.id == "new_game.help")
        await pilot.click(KeysBar, offset=(start + 1, 0))
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
