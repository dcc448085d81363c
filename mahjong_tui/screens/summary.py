"""Match summary: final chips and rank of every player, then back to a new game or out."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from mahjong_tui.i18n import Strings


class SummaryScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space,escape", "close", "Close", id="summary.close"),
    ]

    def __init__(self, strings: Strings, totals: list[tuple[str, int]], hands_played: int) -> None:
        super().__init__()
        self.strings = strings
        self.totals = totals
        self.hands_played = hands_played

    def compose(self) -> ComposeResult:
        t = self.strings
        table = Table(header_style="bold #f0c040")
        for column in (t("rank"), t("player"), t("total")):
            table.add_column(column)
        ranked = sorted(self.totals, key=lambda row: -row[1])
        for rank, (label, chips) in enumerate(ranked, 1):
            table.add_row(str(rank), label, f"{chips:+d}")
        with VerticalScroll(id="summary-scroll"):
            yield Static(Text(t("match_over"), style="bold #f0c040"), classes="dialog-title")
            yield Static(t("hands_played", n=self.hands_played))
            yield Static(table, id="summary-table")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
