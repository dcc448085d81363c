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
from textual.widgets import RichLog

from mahjong_tui.widgets.lines import CachedRichStyle


class ActionLog(CachedRichStyle, RichLog, can_focus=True):
    """RichLog asks ``rich_style`` for each line it paints (~0.5 ms a line, ~15 ms a repaint of the table's
    log): :class:`CachedRichStyle` keeps it until the styles change. Focusable as a RichLog is (its keys
    scroll it): a mixin first in the bases would otherwise hand it Widget's ``can_focus=False``."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"log--header"}
    DEFAULT_CSS = "ActionLog > .log--header { color: $warning; text-style: bold; }"

    def start_hand(self, header: str) -> None:
        """A new hand (or the hand seen from another seat): the log restarts under its header."""
        self.clear()
        self.write(Text(header, style=self.get_component_rich_style("log--header")))

    def add(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)
