"""Pass-and-play privacy screen: hides every hand until the next human presses Enter (issue 9)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static


class PrivacyScreen(Screen[None]):
    """Opaque: nothing of the table shows through while the device changes hands."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space", "reveal", "Show my hand",
                                                     id="privacy.reveal")]

    def __init__(self, message: str) -> None:
        super().__init__()
        self.message = message

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(self.message, id="privacy-message")

    def action_reveal(self) -> None:
        self.dismiss(None)
