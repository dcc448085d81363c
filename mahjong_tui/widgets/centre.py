"""The centre of the table: variant, wall count, dice, wild tile with its indicator, ante, 荒番 / 開寶 / 連莊,
and a status line saying whose move it is (issue 9, CX-17)."""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import RenderableType
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget


@dataclass(frozen=True)
class CentreView:
    """Already translated lines; the wild line is rich Text because it shows tiles."""

    title: str = ""
    lines: tuple[str, ...] = ()
    wild: Text | None = None
    status: str = ""


class CentrePanel(Widget):
    view: reactive[CentreView] = reactive(CentreView)

    def render(self) -> RenderableType:
        view = self.view
        out = Text(view.title, style="bold #f0c040", justify="center")
        for line in view.lines:
            out.append("\n" + line)
        if view.wild is not None:
            out.append("\n")
            out.append_text(view.wild)
        if view.status:
            out.append("\n\n")
            out.append(view.status, style="bold reverse")
        return out
