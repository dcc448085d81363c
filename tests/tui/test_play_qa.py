"""Bugs met playing the app by hand (tmux, zh and en, 160x50 and 100x30), each pinned by a Pilot test."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.table import TableScreen
from tests.tui.conftest import act, new_app, own_turn, settle
from tests.tui.rendered import plain


async def test_the_table_stops_saying_your_turn_once_the_human_has_discarded(home: Path) -> None:
    """"Your turn: discard" stayed on the message line while the bots played and under a claim prompt."""
    app = new_app(home, variant="jinshan", seed=21)
    async with app.run_test(size=(120, 40)) as pilot:
        screen, discarded = await settle(pilot), False
        while not (discarded and isinstance(screen, ClaimPrompt)):
            if isinstance(screen, ClaimPrompt):
                screen = await act(pilot, "escape")
            else:
                screen, discarded = await own_turn(pilot, screen), True
        table = app.screen
        assert isinstance(table, TableScreen)
        assert "Your turn" not in plain(table.query_one("#table-message", Static).content)


async def test_the_replay_names_the_players_as_the_table_does(home: Path) -> None:
    """The replay of an app's save showed the seats' setting words, "human" and "bot", under --lang zh."""
    from mahjong_tui.app import make_app
    from mahjong_tui.screens.replay import ReplayScreen
    from mahjong_tui.settings import GameSettings

    app = new_app(home, variant="jinshan", seed=21, lang="zh")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+q")
    replay = make_app(GameSettings(lang="zh"), home=home, replay=next((home / "saves").glob("*.json")))
    async with replay.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(replay.screen, ReplayScreen)
        shown = plain(replay.screen.query_one("#replay-table", Static).content, width=120)
    assert "玩家 1" in shown and "电脑 2" in shown
    assert "human" not in shown and "bot" not in shown


async def test_the_calculators_blank_discarder_reads_self_drawn(home: Path) -> None:
    """The discarder's empty choice showed Textual's own "Select" (in English, and saying nothing)."""
    from textual.widgets import Select

    from mahjong_tui.app import make_app
    from mahjong_tui.screens.calculator import CalculatorScreen
    from mahjong_tui.settings import GameSettings

    app = make_app(GameSettings(lang="zh"), home=home, show_new_game=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("f6")
        assert isinstance(app.screen, CalculatorScreen)
        labels = app.screen.query_one("#calc-from", Select).query(Static)
        shown = " ".join(plain(label.content) for label in labels)
    assert "自摸" in shown and "Select" not in shown


async def test_the_profile_names_variants_and_a_next_title_above_the_one_held(home: Path) -> None:
    """JH-30: below 0 chips the profile said "初出茅庐 (→ 初出茅庐 @ 0)", and the per-variant rows showed
    ids."""
    from mahjong_tui.app import make_app
    from mahjong_tui.profile import ProfileStore
    from mahjong_tui.screens.profile import ProfileScreen
    from mahjong_tui.settings import GameSettings

    ProfileStore(home).update(lambda p: p.record_hand("1:jinshan:1", "jinshan", -22, False))
    app = make_app(GameSettings(lang="zh"), home=home, show_new_game=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("f8")
        assert isinstance(app.screen, ProfileScreen)
        shown = plain(app.screen.query_one("#profile-table", Static).content, width=100)
    held = next(line for line in shown.splitlines() if "JH-30" in line).split("(JH-30)")[1].strip()
    upcoming = next(line for line in shown.splitlines() if "下一个称号" in line)  # a row of its own
    assert held and held not in upcoming and "筹码" in upcoming
    assert "金山麻将" in shown and "jinshan" not in shown
