"""The table's action log: this hand's events in words, newest at the bottom and always in sight.

Each hand starts the log afresh under its header ("— Hand 2 —"), so the log holds the hand being played and
scrolls back through it (the wheel, or ↑/↓ PgUp/PgDn once focused). It scrolls to the newest line on every
write; a log that reached its height once froze there (issue 27: ``overflow-y`` was left hidden, so
Textual would not scroll it).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.text import Text
from textual._styles_cache import StylesCache
from textual.geometry import Size
from textual.reactive import Reactive
from textual.strip import Strip
from textual.widgets import RichLog

from mahjong_tui.i18n import Strings
from mahjong_tui.table_log import hand_header, log_lines
from mahjong_tui.table_protocol import Session
from mahjong_tui.table_view import binding_rule
from mahjong_tui.tiles_view import Faces
from mahjong_tui.widgets.lines import CachedRichStyle


class ActionLog(CachedRichStyle, RichLog, can_focus=True):
    """RichLog asks ``rich_style`` for each line it paints (~0.5 ms a line, ~15 ms a repaint of the table's
    log): :class:`CachedRichStyle` keeps it until the styles change. Focusable as a RichLog is (its keys
    scroll it): a mixin first in the bases would otherwise hand it Widget's ``can_focus=False``.

    A line written grows the log's virtual size, which Textual declares a layout change: every event laid
    out the whole screen again, and the scroll to the new line came a frame later as a second paint (~16 ms
    a line at 120×36, issue 30). The log's own size is set by the tcss, never by its lines, so here the
    virtual size neither lays out nor repaints, and :meth:`add` scrolls at once: one paint of the log a line.

    A scroll shows each row the line the row beside it showed: the rows already drawn move with it
    (:meth:`watch_scroll_y`), and only the rows coming into sight are drawn. Drawing every row of a full
    log again cost ~5 ms a line at a joined table."""

    virtual_size = Reactive(Size(0, 0), layout=False, repaint=False)

    COMPONENT_CLASSES: ClassVar[set[str]] = {"log--header"}
    DEFAULT_CSS = "ActionLog > .log--header { color: $warning; text-style: bold; }"

    logged: tuple[int, int, int] = (0, 0, -1)  # (hand number, events, viewer) written: from one seat's side

    def catch_up(self, session: Session, viewer: int, strings: Strings, faces: Faces) -> list[str]:
        """Add the events since the last call, from ``viewer``'s side: a new hand starts the log afresh
        under its header; a take-back rewrites the hand, and so does handing the device over (the log said
        "You drew 2 Bamboo" for the player before). Returns the lines added."""
        events = session.events(viewer)
        hand, seen, side = self.logged
        number = session.hand_number
        if hand != number or seen > len(events) or side != viewer:
            self.start_hand(hand_header(strings, number))
            seen = 0
        obs = session.observation(viewer)
        # a tile is named as it is drawn (issue 27: 2条 in the log as in the river); English names it in words
        name = faces.name if strings.is_zh else strings.tile
        lines = log_lines(events, viewer, strings, obs.winds, own=viewer in session.at_screen,
                          binding=binding_rule(obs.variant), start=seen, name=name)
        self.add(lines)
        self.logged = (number, len(events), viewer)
        return lines

    def start_hand(self, header: str) -> None:
        """A new hand (or the hand seen from another seat): the log restarts under its header."""
        self.clear()
        self.write(Text(header, style=self.get_component_rich_style("log--header")))

    def on_resize(self) -> None:
        """A new height keeps the newest line at the bottom (grown and shrunk back, the log stopped short).
        The lines written before the log had a width are written now (RichLog's own ``on_resize``): the
        log is drawn afresh, as its virtual size does not repaint."""
        self.refresh()
        self.scroll_end(animate=False, immediate=True, x_axis=False, force=True)

    def add(self, lines: Iterable[str]) -> None:
        """The lines at the bottom of the log, scrolled into sight in the same paint."""
        first = len(self.lines)
        for line in lines:
            self.write(line, scroll_end=False)
        if self.max_scroll_y and not self.show_vertical_scrollbar:
            self.refresh(layout=True)  # overflowing for the first time: laid out, keys and wheel scroll it
        shown = self.scroll_y
        self.scroll_end(animate=False, immediate=True, x_axis=False, force=True)  # force: not laid out yet
        if round(self.scroll_y) == round(shown) and len(self.lines) > first:
            self.refresh_lines(first, len(self.lines) - first)  # not scrolled: the new rows, under the rest

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        """The whole log is painted again (every row shows another line), but a row that shows a line
        drawn in another row keeps that row's drawing: only the rows coming into sight are drawn."""
        drawn = moved_rows(self._styles_cache, self.content_region.y - self.region.y,
                           self.scrollable_content_region.height, round(new_value) - round(old_value))
        super().watch_scroll_y(old_value, new_value)
        keep_rows(self._styles_cache, drawn)


def moved_rows(cache: StylesCache, top: int, height: int, shift: int) -> dict[int, Strip]:
    """The rows of Textual's drawn-rows cache of a widget whose content (rows ``top`` to ``top + height``)
    scrolled ``shift`` rows, keyed by the row each is now in; a row not drawn or waiting to be is left out."""
    if not shift or abs(shift) >= height:
        return {}
    drawn, waiting = cache._cache, cache._dirty_lines
    return {row: drawn[row + shift] for row in range(top, top + height)
            if top <= row + shift < top + height and row + shift in drawn and row + shift not in waiting}


def keep_rows(cache: StylesCache, rows: dict[int, Strip]) -> None:
    """Put the moved rows back in the cache as drawn, after the scroll marked every row to draw."""
    cache._cache.update(rows)
    cache._dirty_lines.difference_update(rows)
