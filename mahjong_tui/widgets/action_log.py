"""The table's action log: a RichLog that works out its own style once per change of styles, not per line."""

from __future__ import annotations

from textual.widgets import RichLog

from mahjong_tui.widgets.lines import CachedRichStyle


class ActionLog(CachedRichStyle, RichLog, can_focus=True):
    """RichLog asks ``rich_style`` for each line it paints (~0.5 ms a line, ~15 ms a repaint of the table's
    log): :class:`CachedRichStyle` keeps it until the styles change. Focusable as a RichLog is (its keys
    scroll it): a mixin first in the bases would otherwise hand it Widget's ``can_focus=False``."""
