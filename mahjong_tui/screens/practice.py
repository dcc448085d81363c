"""Practice mode: the bots' hands, looked at on demand (ctrl+b) when the new-game screen allowed it.

Each hand in the table's order (wilds far left and marked, 萬 條 筒 honors), with its melds. Its lines size
the box (``width: auto``): left at the default 1fr inside an auto-wide box, they took no room and the box
shrank to an empty 4×2 frame."""

from __future__ import annotations

from typing import ClassVar

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
from mahjong_tui.views import meld_views, player_name, sorted_hand
from mahjong_tui.widgets.seat import meld_text


class BotHandsScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    BotHandsScreen { align: center middle; }
    BotHandsScreen .dialog > Static { width: auto; }
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
            wilds = frozenset(obs.wild_kinds)
            line = Text(f"{player_name(settings, chair, self.strings):<14}", style="bold")
            line.append_text(tiles_text(sorted_hand(obs.concealed, wilds), settings.tile_style, wilds=wilds))
            for meld in meld_views(obs, obs.melds[chair], self.strings):
                line.append("  ")
                line.append_text(meld_text(meld, settings.tile_style))
            rows.append(line)
        with Vertical(classes="dialog"):
            yield Static(say(self.strings, "show_bot_hands"), classes="dialog-title")
            yield Static(Text("\n").join(rows), id="bot-hands")

    def action_close(self) -> None:
        self.dismiss(None)
