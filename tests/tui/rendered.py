"""What a Static shows, as plain text (for assertions on rich renderables: tables, groups)."""

from __future__ import annotations

from rich.console import Console


def plain(renderable: object, width: int = 110) -> str:
    console = Console(width=width, color_system=None)
    with console.capture() as captured:
        console.print(renderable)
    return captured.get()
