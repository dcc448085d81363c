"""Shanghai's options at the table (issue 5): SH-18 換牌 by marking tiles, SH-19 the turn timer (ticked by
hand here, so a timeout is deterministic), SH-20 逛花園 stacks on each seat; chosen on the new-game screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Select

from mahjong_tui.app import make_app
from mahjong_tui.i18n import Strings
from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.result import ResultScreen, money_grid
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings
from mahjong_tui.widgets.hand import HandView
from mahjong_tui.widgets.seat import SeatPanel
from mahjong_tui.widgets.status import StatusLine
from rules.engine import ActionKind
from tests.tui.conftest import first_dealer, play_until_result, settle
from tests.tui.rendered import plain

DEALER_SEED = next(s for s in range(50) if first_dealer("shanghai", s) == 0)  # the human deals first


def shanghai_app(home: Path, seed: int = DEALER_SEED, **options: object):  # type: ignore[no-untyped-def]
    app = make_app(GameSettings(variant="shanghai", seed=seed, bot_delay=0.0, lang="en",
                                options=dict(options)),
                   home=home)
    app.turn_tick = None  # the test ticks the SH-19 clock itself
    return app


async def test_sh18_swap_marks_tiles_by_click_and_space_then_enter_swaps_them(home: Path) -> None:
    app = shanghai_app(home, swap_tiles=True)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen) and table.session.game.phase == "swap"
        assert "mark up to 5 tiles" in str(table.query_one("#table-message").render())
        assert not table.hand.check_action("discard", ()) and table.hand.check_action("swap_mark", ())
        hand = table.query_one(HandView)
        tiles = hand.layout_data.tiles
        assert len(tiles) == 14  # the dealer swaps holding the 14th tile
        assert hand.selected == 13  # no drawn tile in a swap: the rightmost is selected
        await pilot.click(HandView, offset=(1, 0))  # a click marks the first tile
        await pilot.press("right", "space")  # Space marks the second
        assert hand.layout_data.marked[:3] == (True, True, False)
        await pilot.press("space", "space")  # unmark and mark again
        await pilot.press("enter")
        game = table.session.game
        swap = game.actions[0]
        assert (swap.chair, swap.kind, swap.meld) == (0, ActionKind.SWAP, tuple(sorted(tiles[:2])))
        assert [e.detail["count"] for e in game.events if e.kind == "swap"][:1] == [2]
        await settle(pilot)
        assert [a.chair for a in game.actions[:4]] == [0, 1, 2, 3]  # the bots decided for themselves
        assert game.phase == "turn" and len(table.query_one(HandView).layout_data.tiles) == 14
        assert not any(table.query_one(HandView).layout_data.marked)


async def test_sh18_escape_keeps_the_hand(home: Path) -> None:
    app = shanghai_app(home, swap_tiles=True)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        before = table.session.observation(0).concealed
        await pilot.press("space", "escape")  # a mark does not matter once Esc keeps the hand
        assert table.session.game.actions[0].kind is ActionKind.PASS
        assert table.session.observation(0).concealed == before


async def test_sh19_timer_counts_down_and_discards_the_drawn_tile(home: Path) -> None:
    app = shanghai_app(home, seed=10, turn_timer=True)  # seed 10: the human deals, then is asked to claim
    async with app.run_test(size=(120, 40)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        game = table.session.game
        drawn = game.drawn
        status = table.query_one(StatusLine)
        assert status.clock == "⏱ 20 sec"  # SH-19
        for _ in range(19):
            table.status.tick(table.session.step)
        assert status.clock == "⏱ 1 sec" and not game.seats[0].discards
        table.status.tick(table.session.step)  # time is up: the table throws the drawn tile (SH-19)
        await pilot.pause()  # the status line says so (StatusLine.TimeUp), the table plays
        assert game.seats[0].discards[:1] == [drawn]
        assert "Time is up" in str(table.query_one("#table-message").render())
        prompt = await settle(pilot)
        assert isinstance(prompt, ClaimPrompt)
        assert status.clock == "⏱ 20 sec"  # the next decision has its own full time
        for _ in range(20):
            table.status.tick(table.session.step)
        await pilot.pause()
        assert app.screen is table  # the prompt went with the time, and the claim was passed
        assert [a.kind for a in game.actions if a.chair == 0][1] is ActionKind.PASS


@pytest.mark.slow  # a whole hand or an oracle loop: CI runs it (tests/conftest.py)
async def test_sh20_each_seat_shows_its_stack_and_the_result_the_stacks_left(home: Path) -> None:
    app = shanghai_app(home, stack=100)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        assert table.session.stacks() == (100, 100, 100, 100)
        # the other two options are off by default: no swap phase, no clock
        assert table.session.game.phase == "turn" and table.query_one(StatusLine).clock == ""
        for panel in table.query(SeatPanel):
            assert panel.view is not None and panel.view.stack == "stack 100"
            assert "stack 100" in str(panel.render())  # fits at 80×24
        result = await play_until_result(pilot)
        assert isinstance(result, ResultScreen)
        scores = table.session.scores()
        assert result.view.stacks == tuple(100 + score for score in scores)
        rows = plain(money_grid(Strings("en"), result.view), width=80).splitlines()
        stack_row = next(row for row in rows if row.startswith("Stack"))
        assert all(str(100 + score) in stack_row for score in scores)


async def test_new_game_screen_selects_the_three_shanghai_options(home: Path) -> None:
    app = make_app(GameSettings(variant="shanghai", seed=4, bot_delay=0.0, lang="en"), show_new_game=True,
                   home=home)
    app.turn_tick = None
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert str(screen.query_one("#opt-swap_tiles", Select).value) == "False"  # off by default
        screen.query_one("#opt-swap_tiles", Select).value = True
        screen.query_one("#opt-turn_timer", Select).value = True
        screen.query_one("#opt-stack", Input).value = "120"
        await pilot.press("ctrl+s")
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        options = table.session.match.options
        assert (options["swap_tiles"], options["turn_timer"], options["stack"]) == (True, True, 120)
        assert table.session.turn_seconds == 20 and table.session.stacks() == (120,) * 4
