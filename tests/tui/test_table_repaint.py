"""Issue 30: a move repaints only what it changed (five tables share two cores at a joined table).

Each promise here is what a discard costs the table that paints it: the rows of a part that did not change
are not drawn again, and a line in the log neither lays the screen out nor waits a frame to come in sight.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from textual.widget import Widget

from mahjong_tui.screens.table import TableScreen
from mahjong_tui.widgets.action_log import ActionLog
from mahjong_tui.widgets.river import RiverView
from tests.tui.conftest import new_app, settle


def rows_painted(widget: Widget) -> list[int]:
    """The content rows Textual asks ``widget`` for from now on (it asks only for rows marked dirty)."""
    asked: list[int] = []
    render_line = widget.render_line

    def spy(y: int) -> Any:
        asked.append(y)
        return render_line(y)

    widget.render_line = spy  # type: ignore[method-assign]
    return asked


async def overflowing_log(pilot: Any, filler: str = "line") -> ActionLog:
    """The table's log, given more lines than it is high and painted."""
    table = await settle(pilot)
    assert isinstance(table, TableScreen)
    log = table.query_one("#log", ActionLog)
    log.add([f"{filler} {n}" for n in range(60)])
    await pilot.pause()
    return log


async def test_a_discard_repaints_the_river_row_it_lands_in_and_no_other(home: Path) -> None:
    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        river = table.query_one("#river-top", RiverView)
        discards = (1, 2, 3, 4, 5, 6, 7, 8)  # two rows of six
        river.river = replace(river.river, discards=discards, claimed=(False,) * 8, lit=None)
        await pilot.pause()
        before = [line.text for line in river.render_lines(river.content_region.reset_offset)]
        asked = rows_painted(river)
        river.river = replace(river.river, discards=(*discards, 9), claimed=(False,) * 9)
        await pilot.pause()
        after = [line.text for line in river.render_lines(river.content_region.reset_offset)]
        changed = [y for y, (old, new) in enumerate(zip(before, after, strict=True)) if old != new]
        assert changed and set(asked) <= set(changed), (asked, changed)


async def test_a_line_in_the_log_is_in_sight_at_once_without_laying_the_screen_out(home: Path) -> None:
    """Before: each line laid the whole screen out (the log's virtual size is a layout change in Textual)
    and came into sight a frame later, a second paint of the log (~16 ms a line at 120×36)."""
    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        log = await overflowing_log(pilot, "filler line")
        layouts: list[bool] = []
        refresh = log.refresh

        def spy(*regions: Any, **how: Any) -> Widget:
            layouts.append(bool(how.get("layout")))
            return refresh(*regions, **how)

        log.refresh = spy  # type: ignore[method-assign]
        log.add(["the newest line"])
        assert log.scroll_y == log.max_scroll_y > 0  # in sight now, not after the next paint
        assert not any(layouts)
        await pilot.pause()
        assert log.lines[-1].text == "the newest line"


async def test_the_log_still_scrolls_back_by_keys_once_it_overflows(home: Path) -> None:
    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        log = await overflowing_log(pilot)
        log.focus()
        await pilot.pause()
        newest = log.scroll_y
        await pilot.press("up", "up")
        assert log.scroll_y == newest - 2


async def test_the_newest_line_stays_in_sight_when_the_terminal_grows_and_shrinks_back(home: Path) -> None:
    """Seen in tmux at 120×36 (a joined table): after the window grew and shrank back the log showed lines
    from three moves before, the newest ones below its edge until the next line came."""
    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        log = await overflowing_log(pilot)
        await pilot.resize_terminal(127, 39)
        await pilot.pause()
        await pilot.resize_terminal(120, 36)
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y > 0


async def test_after_the_players_discard_the_hand_waits_unarmed_while_the_bots_think(home: Path) -> None:
    """Seen in tmux (`play --variant shanghai --seed 4`, 120×36): after Enter, for the bots' delay, the hand
    still showed a tile lifted apart as just drawn and the footer offered Discard, as if it were still the
    player's turn (the table was drawn before the question was put away)."""
    from mahjong_tui.widgets.bots import BotSeats
    from tests.tui.conftest import send_key

    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen) and table.hand.check_action("discard", ())
        table.query_one(BotSeats).think = lambda question: None  # type: ignore[method-assign]  # they think on
        step = table.session.step
        await send_key(pilot, "enter", lambda: table.session.step)
        await pilot.pause()
        assert table.session.step > step
        hand = table.hand
        assert hand.selected is None and hand.layout_data.drawn is None
        assert not hand.check_action("discard", ())


async def test_a_seat_keeps_its_height_through_its_turn(home: Path) -> None:
    """A seat's turn lights its name (two cells wider) and adds the drawn tile's back: at 140×40 the left
    seat grew from three lines to four and back at every one of its turns, and each time the whole screen
    was laid out again, the rivers under the seats too (issue 30)."""
    from mahjong_tui.widgets.seat import SeatPanel

    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(140, 40)) as pilot:
        table = await settle(pilot)
        seat = table.query_one("#seat-left", SeatPanel)
        heights = []
        for concealed, to_move in ((13, False), (14, True), (13, False)):
            assert seat.view is not None
            seat.view = replace(seat.view, concealed=concealed, to_move=to_move)
            await pilot.pause()
            heights.append(seat.region.height)
        assert len(set(heights)) == 1, heights


async def test_the_seats_colours_follow_new_styles(home: Path) -> None:
    """The parts keep their component styles between paints (``LinesWidget.component_style``); new
    styles (a theme, the CSS) must drop them. The method that dropped them had slipped inside another
    function, and a seat kept the old colour of its muted words."""
    from mahjong_tui.widgets.seat import SeatPanel

    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        table = await settle(pilot)
        seat = table.query_one("#seat-top", SeatPanel)
        before = seat.component_style("seat--muted")
        app.stylesheet.add_source("SeatPanel > .seat--muted { color: red; }", read_from=("test", ""))
        app.refresh_css()
        await pilot.pause()
        assert seat.component_style("seat--muted") == seat.get_component_rich_style("seat--muted") != before


async def test_the_footer_is_not_drawn_again_when_its_keys_did_not_change(home: Path) -> None:
    """Textual announces the bindings after every state; the footer's row is drawn only when the keys it
    shows (or their dimming) changed: drawing it cost ~3 ms a state at a joined table."""
    from mahjong_tui.keys_bar import KeysBar

    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        table = await settle(pilot)
        footer = table.query_one(KeysBar)
        await pilot.pause()
        shown = footer.render().plain
        refreshed: list[bool] = []
        refresh = footer.refresh

        def spy(*regions: Any, **how: Any) -> Widget:
            refreshed.append(True)
            return refresh(*regions, **how)

        footer.refresh = spy  # type: ignore[method-assign]
        footer.bindings_changed(table)  # what Textual's bindings signal calls, the keys unchanged
        assert refreshed == []
        assert footer.render().plain == shown


def fresh_rows(log: ActionLog) -> list[str]:
    """The log's rows as drawn from nothing (every cached row forgotten)."""
    log._styles_cache.clear()
    return [line.text for line in log.render_lines(log.region.reset_offset)]


async def test_a_line_in_the_log_draws_only_the_new_row_and_the_others_move_up(home: Path) -> None:
    """A line moves every row of a full log up one: each row is the one drawn a row below before, so only
    the new line is drawn (drawing every row again cost ~5 ms a state at a joined table)."""
    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        log = await overflowing_log(pilot, "filler line")
        asked = rows_painted(log)
        log.add(["the newest line", "and one more"])
        await pilot.pause()
        drawn = [line.text for line in log.render_lines(log.region.reset_offset)]
        assert asked == [log.scrollable_content_region.height - 2, log.scrollable_content_region.height - 1]
        assert drawn == fresh_rows(log)
        assert "and one more" in drawn[-2] and "the newest line" in drawn[-3]
        log.focus()  # scrolled back and forth by keys, the rows still read as drawn afresh
        await pilot.press("up", "up", "up", "down")
        await pilot.pause()
        assert [line.text for line in log.render_lines(log.region.reset_offset)] == fresh_rows(log)


def whole_repaints(widget: Widget) -> list[bool]:
    """Records each ``refresh`` of ``widget`` that repaints all of it (no regions, no layout)."""
    whole: list[bool] = []
    refresh = widget.refresh

    def spy(*regions: Any, **how: Any) -> Widget:
        if not regions and how.get("repaint", True) and not how.get("layout"):
            whole.append(True)
        return refresh(*regions, **how)

    widget.refresh = spy  # type: ignore[method-assign]
    return whole


async def test_the_claim_prompt_coming_and_going_does_not_repaint_the_whole_screen(home: Path) -> None:
    """Textual repaints a screen whole when its focus moves; a claim moved it to the prompt and back
    (through no focus at all), three paints of every line in someone else's discard. The parts that gain
    or lose the focus restyle and repaint themselves, and the keys go back to the hand."""
    from mahjong_tui.screens.claim import ClaimPanel, ClaimQuestion
    from rules.engine import Action, ActionKind

    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen) and table.focused is table.hand
        whole = whole_repaints(table)
        prompt = table.claim_prompt
        prompt.ask(ClaimQuestion((Action(table.viewer, ActionKind.PASS),), 5, "West"))
        await pilot.pause()
        assert table.focused is prompt.query_one(ClaimPanel)
        prompt.close()
        await pilot.pause()
        assert table.focused is table.hand
        assert whole == []


async def test_the_message_line_is_repainted_only_when_its_words_change(home: Path) -> None:
    """``say("")`` comes with every move of the player's; repainting the line each time reached down to
    the bottom of the screen in the compositor's paint."""
    from textual.widgets import Static

    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        message = table.query_one("#table-message", Static)
        table.say("the same words")
        await pilot.pause()
        refreshed = whole_repaints(message)
        table.say("the same words")
        assert refreshed == []
        table.say("other words")
        assert refreshed and "other words" in str(message.render())


async def test_a_seat_whose_turn_comes_is_drawn_once(home: Path) -> None:
    """A turn that comes or goes changes the seat's frame, which repaints the seat whole and drops its
    rows: the rows drawn for the repaint of the changed ones were drawn again at the paint (two seats a
    turn, issue 30)."""
    from mahjong_tui.widgets.seat import SeatPanel

    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        table = await settle(pilot)
        seat = table.query_one("#seat-left", SeatPanel)
        drawn: list[bool] = []
        render_strips = seat.render_strips

        def spy() -> Any:
            drawn.append(True)
            return render_strips()

        seat.render_strips = spy  # type: ignore[method-assign]
        for to_move in (True, False):
            drawn.clear()
            assert seat.view is not None
            seat.view = replace(seat.view, to_move=to_move)
            await pilot.pause()
            assert len(drawn) == 1, (to_move, len(drawn))
            assert ("▶" in seat.render().plain) is to_move


async def test_at_80x24_a_seat_whose_turn_comes_repaints_only_the_rows_that_changed(home: Path) -> None:
    """At 80×24 the seats have no frame: a turn's new frame colour changes nothing on screen, and setting
    it repainted both seats whole at every turn."""
    from mahjong_tui.widgets.seat import SeatPanel

    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await settle(pilot)
        seat = table.query_one("#seat-left", SeatPanel)
        assert seat.styles.border_top[0] in ("", "none")
        whole = whole_repaints(seat)
        for to_move in (True, False):
            assert seat.view is not None
            seat.view = replace(seat.view, to_move=to_move)
            await pilot.pause()
            assert ("▶" in seat.render().plain) is to_move
        assert whole == []
