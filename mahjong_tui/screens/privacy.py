"""Pass-and-play privacy screen: hides every hand until the next human presses Enter (issue 9)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

from mahjong_tui import views
from mahjong_tui.i18n import Strings
from mahjong_tui.table_protocol import Session


class PrivacyScreen(Screen[None]):
    """Opaque: nothing of the table shows through while the device changes hands."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space", "reveal", "Show my hand",
                                                     id="privacy.reveal")]

    def __init__(self, message: str) -> None:
        super().__init__()
        self.message = message

    @classmethod
    def handing_to(cls, session: Session, chair: int, strings: Strings) -> PrivacyScreen:
        """"Pass to Player 3 (West) — press Enter"."""
        wind = strings.wind(views.wind_of(session.observation(chair), chair))
        return cls(strings("privacy", name=views.player_name(session.settings, chair, strings), wind=wind))

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(self.message, id="privacy-message")

    def action_reveal(self) -> None:
        self.dismiss(None)
