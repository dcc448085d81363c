"""Practice mode: the bots' hands, looked at on demand (ctrl+b) when the new-game screen allowed it."""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from mahjong_tui.i18n import Strings
from mahjong_tui.learn_text import say
from mahjong_tui.session import TableSession
from mahjong_tui.tiles_view import tiles_text
from mahjong_tui.views import player_name


class BotHandsScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    BotHandsScreen { align: center middle; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,ctrl+b,enter", "close", "Back", id="bot_hands.close")]

    def __init__(self, strings: Strings, session: TableSession) -> None:
        super().__init__()
        self.strings = strings
        self.session = session

    def compose(self) -> ComposeResult:
        settings = self.session.settings
        rows = []
        for chair in range(4):
            if settings.is_human(chair):
                continue
            obs = self.session.observation(chair)
            line = Text(f"{player_name(settings, chair, self.strings):<14}", style="bold")
            line.append_text(tiles_text(obs.concealed, settings.tile_style, wilds=obs.wild_kinds))
            rows.append(line)
        with Vertical(classes="dialog"):
            yield Static(say(self.strings, "show_bot_hands"), classes="dialog-title")
            yield Static(Group(*rows), id="bot-hands")

    def action_close(self) -> None:
        self.dismiss(None)
