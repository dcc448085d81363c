"""The table's action log: a RichLog that works out its own style once per change of styles, not per line."""

from __future__ import annotations

from rich.style import Style
from textual.widgets import RichLog


class ActionLog(RichLog):
    """RichLog asks ``rich_style`` — a walk over every ancestor's styles — for each line it paints (~0.5 ms a
    line, ~15 ms a repaint of the table's log). The style only changes when styles do, which Textual
    announces with ``notify_style_update`` (theme, CSS, pseudo classes), so it is kept until then."""

    _style: Style | None = None

    @property
    def rich_style(self) -> Style:
        if self._style is None:
            self._style = super().rich_style
        return self._style

    def notify_style_update(self) -> None:
        self._style = None
        super().notify_style_update()
