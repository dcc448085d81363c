"""Help (F1 or ``?``): every key of the table."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from mahjong_tui.i18n import Strings
from mahjong_tui.theme import colour


class HelpScreen(ModalScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,f1,question_mark,q,enter", "close", "Close",
                                                     id="help.close")]

    def __init__(self, strings: Strings) -> None:
        super().__init__()
        self.strings = strings

    def compose(self) -> ComposeResult:
        table = Table(box=None, show_header=False, padding=(0, 2))
        table.add_column(style=f"bold {colour('gold')}", no_wrap=True)
        table.add_column()
        for keys, meaning in self.strings.help_rows():
            table.add_row(keys, meaning)
        with Vertical(id="help-box", classes="dialog"):
            yield Static(self.strings("help_title"), classes="dialog-title")
            yield Static(table)

    def action_close(self) -> None:
        self.dismiss(None)
