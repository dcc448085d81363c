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
from mahjong_tui.menu_text import menu_say
from mahjong_tui.theme import colour


class SummaryScreen(Screen[None]):
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
            yield Static(t("hands_played", n=self.hands_played))
            yield Static(table, id="summary-table")
            with Horizontal(id="summary-buttons"):
                yield Button(menu_say(t, "play_again"), variant="primary", compact=True, id="again")
                yield Button(menu_say(t, "back_to_menu"), compact=True, id="menu")
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.query_one("#again", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.choose("again" if event.button.id == "again" else "menu")

    def action_again(self) -> None:
        self.choose("again")

    def action_menu(self) -> None:
        self.choose("menu")

    def choose(self, choice: str) -> None:
        from mahjong_tui.app import MahjongApp

        if isinstance(self.app, MahjongApp):
            self.app.after_match(choice)
        else:
            self.dismiss(None)
