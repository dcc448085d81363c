"""Match summary: final chips and rank of every player, then Play again (same table, a new seed) or Back to
the first screen (issue 19: the match-over screen no longer ends the program)."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Static

from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.messages import OpenMenu, PlayAgain
from mahjong_tui.table_protocol import Session
from mahjong_tui.theme import colour
from mahjong_tui.views import player_name


class SummaryScreen(Screen[None]):
    """The match's totals; Play again and Back to menu are posted for the app (``PlayAgain``,
    ``OpenMenu``)."""

    DEFAULT_CSS = """
    SummaryScreen #summary-buttons { height: auto; margin-top: 1; }
    SummaryScreen #summary-buttons Button { margin-right: 2; }
    SummaryScreen Button:focus { text-style: bold reverse; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "again", "Play again", id="summary.again"),
        Binding("escape,m", "menu", "Back to menu", id="summary.menu"),
    ]

    def __init__(self, strings: Strings, totals: list[tuple[str, int]], hands_played: int) -> None:
        super().__init__()
        self.strings = strings
        self.totals = totals
        self.hands_played = hands_played

    @classmethod
    def of_match(cls, session: Session, strings: Strings) -> SummaryScreen:
        """The totals of a session's match, each player by name."""
        totals = [(player_name(session.settings, chair, strings), score)
                  for chair, score in enumerate(session.scores())]
        return cls(strings, totals, session.hand_number)

    def compose(self) -> ComposeResult:
        t = self.strings
        table = Table(header_style=f"bold {colour('gold')}")
        for column in (t("rank"), t("player"), t("total")):
            table.add_column(column)
        ranked = sorted(self.totals, key=lambda row: -row[1])
        for rank, (label, chips) in enumerate(ranked, 1):
            table.add_row(str(rank), label, f"{chips:+d}")
        with VerticalScroll(id="summary-scroll"):
            yield Static(Text(t("match_over"), style=f"bold {colour('gold')}"), classes="dialog-title")
            played = self.hands_played
            yield Static(t("one_hand_played") if played == 1 else t("hands_played", n=played))
            yield Static(table, id="summary-table")
            with Horizontal(id="summary-buttons"):
                yield Button(t("menu.play_again"), variant="primary", compact=True, id="again")
                yield Button(t("menu.back_to_menu"), compact=True, id="menu")
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.query_one("#again", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_again() if event.button.id == "again" else self.action_menu()

    def action_again(self) -> None:
        self.post_message(PlayAgain())

    def action_menu(self) -> None:
        self.post_message(OpenMenu())
