"""Issue 29 at the practice table: "Ask before a blunder" stops a move the evaluator rates a blunder once,
says why, and plays it when the same key comes again; a sound move is played at once. Jinhua, the human
deals a complete hand (天胡): discarding instead of winning is the blunder."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings
from tests.tui.conftest import first_dealer, settle, stacked_wall


def practice_app(home: Path, **changes: object) -> MahjongApp:
    seed = next(s for s in range(50) if first_dealer("jinhua", s) == 0)
    settings = GameSettings(variant="jinhua", seed=seed, bot_delay=0.0, lang="en", practice=True,
                            confirm_blunders=True).with_(**changes)
    app = make_app(settings, home=home)
    app.stacked_wall = stacked_wall("jinhua", 0, {0: "123m456p789s1155z"}, dealer_draw="5z")
    return app


async def checked(pilot: Pilot[None], key: str) -> TableScreen:
    await pilot.press(key)
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    return the_table(pilot)


def the_table(pilot: Pilot[None]) -> TableScreen:
    """The table, under the result screen once the hand has ended (the bots play on at once)."""
    return next(s for s in pilot.app.screen_stack if isinstance(s, TableScreen))


async def test_a_blunder_is_asked_once_then_played(tmp_path: Path) -> None:
    async with practice_app(tmp_path).run_test(size=(120, 36)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen) and table.check_action("win", ())
        table = await checked(pilot, "enter")  # the drawn tile out instead of the 天胡
        assert pilot.app.screen is table and table.session.game.actions == []  # not played
        message = str(table.query_one("#table-message", Static).render())
        assert "blunder" in message and "win" in message
        table = await checked(pilot, "enter")  # asked once: the same key plays it
        assert len(table.session.game.actions) >= 1 and table.session.game.actions[0].chair == 0


async def test_a_sound_move_is_played_at_once(tmp_path: Path) -> None:
    async with practice_app(tmp_path).run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        table = await checked(pilot, "w")
        assert table.session.result is not None  # the win, not a question


async def test_without_the_setting_nothing_is_asked(tmp_path: Path) -> None:
    async with practice_app(tmp_path, confirm_blunders=False).run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert the_table(pilot).session.game.actions


async def test_the_deeper_hint_ranks_the_ready_hand_first_by_playing_out(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cixi, the dealer ready on 2p 5p 6p 9s after throwing the drawn 1z: the evaluator's line values the
    hint's discards in chips and puts the one that keeps the hand ready first."""
    from bots.evaluate import Budget
    from mahjong_tui.screens import table_evaluator
    from mahjong_tui.widgets.status import HintPanel
    from rules.tiles import kind_of
    from tests.tui.test_hints import _cixi_ready_wall

    # in deals, not seconds: the same answer on a loaded machine
    monkeypatch.setattr(table_evaluator, "HINT_BUDGET", Budget(samples=12, first=4, step=4))
    seed = next(s for s in range(50) if first_dealer("cixi", s) == 0)
    app = make_app(GameSettings(variant="cixi", seed=seed, bot_delay=0.0, lang="en"), home=tmp_path)
    app.stacked_wall = _cixi_ready_wall(0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        table = await checked(pilot, "i")
        view = table.query_one(HintPanel).view
        assert view.deeper and view.deeper_words.startswith("Played out for")
        assert view.deeper[0][0] == kind_of("1z")
        chips = [value for _, value in view.deeper]
        assert chips == sorted(chips, reverse=True)
        assert {tile for tile, _ in view.deeper} <= {row.tile for row in view.rows} | {view.expert_tile}
        panel = table.query_one(HintPanel)
        assert "Played out for" in str(panel.render())
        assert panel.size.height == 1 + len(view.rows) + 1  # the panel grew by the line (it was cut off)
