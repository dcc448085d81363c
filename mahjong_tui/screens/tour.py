"""The first-run tour (issue 19): four short pages on the table's panels and keys, shown once before the
first match started from the menu (remembered in the profile, ``tour_seen``) and again from the palette."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar

PAGES = ("tour_hand", "tour_seats", "tour_claims", "tour_help")

# the panels each page points at, drawn on a small sketch of the table: (page, panels marked)
_SKETCHED = ("across", "left", "right", "centre", "you", "hand", "keys")  # words.toml [tour]
_MARKED = ({"hand"}, {"across", "left", "right", "centre"}, {"centre", "you"}, {"keys"})


def _cell(text: str, width: int, marked: bool) -> str:
    """``text`` centred in ``width`` terminal cells (CJK counts two), in » « when this page is about it."""
    shown = f"» {text} «" if marked else text
    room = max(0, width - cell_len(shown))
    return " " * (room // 2) + shown + " " * (room - room // 2)


def table_sketch(page: int, strings: Strings) -> str:
    """The table's layout, the panels this page is about marked."""
    words, marked = {name: strings(f"tour.{name}") for name in _SKETCHED}, _MARKED[page]
    side, middle = 14, 24

    def cell(name: str, width: int) -> str:
        return _cell(words[name], width, name in marked)

    full = 2 * side + middle + 2
    return "\n".join((
        "┌" + "─" * full + "┐",
        "│" + cell("across", full) + "│",
        "├" + "─" * side + "┬" + "─" * middle + "┬" + "─" * side + "┤",
        "│" + cell("left", side) + "│" + cell("centre", middle) + "│" + cell("right", side) + "│",
        "├" + "─" * side + "┴" + "─" * middle + "┴" + "─" * side + "┤",
        "│" + cell("you", full) + "│",
        "└" + "─" * full + "┘",
        cell("hand", full + 2),
        cell("keys", full + 2),
    ))


class TourScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    TourScreen { align: center middle; }
    TourScreen #tour-box {
        width: 64; max-width: 100%; height: auto; max-height: 100%;
        background: $surface; border: thick $accent; padding: 0 1;
    }
    TourScreen #tour-sketch { color: $text-muted; margin-bottom: 1; }
    TourScreen #tour-buttons { height: auto; margin-top: 1; }
    TourScreen #tour-buttons Button { margin-right: 2; }
    TourScreen Button:focus { text-style: bold reverse; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,n", "next", "Next", id="tour.next"),
        Binding("escape", "skip", "Skip", id="tour.skip"),
    ]

    def __init__(self, strings: Strings, then: Callable[[], object] | None = None) -> None:
        super().__init__()
        self.strings = strings
        self.then = then  # what comes after the tour (the match it was shown before)
        self.page = 0

    def compose(self) -> ComposeResult:
        t = self.strings
        with Vertical(id="tour-box"):  # not .dialog: app.tcss's width: auto would win over this width
            yield Static(id="tour-title", classes="dialog-title")
            yield Static(id="tour-sketch")
            yield Static(id="tour-text")
            with Horizontal(id="tour-buttons"):
                yield Button(t("menu.tour_next"), variant="primary", compact=True, id="tour-next")
                yield Button(t("menu.tour_skip"), compact=True, id="tour-skip")
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.show_page()
        self.query_one("#tour-next", Button).focus()

    def show_page(self) -> None:
        t = self.strings
        last = self.page == len(PAGES) - 1
        self.query_one("#tour-title", Static).update(t("menu.tour_title", n=self.page + 1,
                                                              total=len(PAGES)))
        self.query_one("#tour-sketch", Static).update(table_sketch(self.page, t))
        self.query_one("#tour-text", Static).update(t(f"menu.{PAGES[self.page]}"))
        self.query_one("#tour-next", Button).label = t("menu.tour_done" if last else "menu.tour_next")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "tour-next":
            self.action_next()
        else:
            self.action_skip()

    def action_next(self) -> None:
        if self.page == len(PAGES) - 1:
            self.action_skip()
            return
        self.page += 1
        self.show_page()

    def action_skip(self) -> None:
        """Close the tour and go on. Not a dismiss callback: the screen that asked for the tour (the first
        screen) is gone by now, and Textual runs a dismiss callback on the screen that pushed it."""
        self.app.pop_screen()
        if self.then is not None:
            self.app.call_later(self.then)
