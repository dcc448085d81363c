"""The footer: the keys the screen answers now, worded in the player's language, fitted to the width.

Textual's own ``Footer`` words a key by its binding's description, one for every language, and scrolls what
does not fit out of sight. This bar reads the public ``Screen.active_bindings`` on every paint, words each
binding by its ``id`` (:meth:`mahjong_tui.i18n.Strings.key_word`), and keeps the keys that matter most on
the screen (``first``: binding ids, most important first) when the row is too narrow. What it leaves out is
still reachable: the last cell is the command palette's key, which lists every key of the screen
(``palette.key_commands``), and it says "more" when a key was left out. It repaints when the screen's
bindings change (``Screen.bindings_updated_signal``, published by ``refresh_bindings``) and on resize.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from mahjong_tui.widgets.lines import LinesWidget

if TYPE_CHECKING:
    from textual import events
    from textual.binding import ActiveBinding
    from textual.screen import Screen

    from mahjong_tui.i18n import Strings

PALETTE_KEY = "ctrl+p"  # App.COMMAND_PALETTE_BINDING: the way to every key left out
GAPS = (2, 1)  # spaces between cells: roomy when everything fits so, else tight


@dataclass(frozen=True)
class KeyCell:
    """One key of the footer: what is pressed (as shown) and what it does (in the player's words)."""

    key: str
    words: str
    active: ActiveBinding

    @property
    def width(self) -> int:
        return cell_len(self.text)

    @property
    def text(self) -> str:
        return f"{self.key} {self.words}" if self.words and self.words != self.key else self.key


def fit_cells(cells: list[KeyCell], rank: list[int], width: int, gap: int) -> tuple[list[KeyCell], bool]:
    """The cells kept in ``width`` columns (their own order), most important (lowest ``rank``) first; a
    cell that does not fit whole is left out, never cut. Also: whether any was left out."""
    used = 0
    kept: set[int] = set()
    for index in sorted(range(len(cells)), key=lambda i: rank[i]):
        need = cells[index].width + (gap if kept else 0)
        if used + need <= width:
            kept.add(index)
            used += need
    return [cell for i, cell in enumerate(cells) if i in kept], len(kept) < len(cells)


class KeysBar(LinesWidget):
    """The app's footer (see the module's docstring), drawn through the line API: a row of Text handed to
    Textual's ``render()`` was made into Content and laid out again at every change (~4 ms a draw)."""

    DEFAULT_CSS = """
    KeysBar {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
    }
    KeysBar > .keys-bar--key {
        color: $footer-key-foreground;
        text-style: bold;
    }
    KeysBar > .keys-bar--words {
        color: $footer-description-foreground;
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"keys-bar--key", "keys-bar--words"}

    def __init__(self, strings: Strings, first: tuple[str, ...] = (), *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.strings = strings
        self.first = first  # binding ids, the most important first; the others after, in their order
        self.spans: list[tuple[int, int, ActiveBinding]] = []  # painted cells' columns, for clicks
        self.shown: Text | None = None  # the row last drawn

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen[object]) -> None:
        """Textual announces the bindings after every state of a table: the row is drawn again only when
        what it shows changed (drawing it cost ~3 ms a state at a joined table, issue 30). The clicks
        still go to the newest bindings."""
        line, spans = self.laid_out()
        if line != self.shown:
            self.refresh()
        self.spans = spans

    def cells(self) -> list[KeyCell]:
        """Every key the footer would show given room: one per action, enabled or not (a disabled one is
        dimmed), Textual's ``show=False`` ones and the palette's left out."""
        seen: set[str] = set()
        cells = []
        for key, active in self.screen.active_bindings.items():
            binding = active.binding
            if not binding.show or key == PALETTE_KEY or binding.action in seen:
                continue
            seen.add(binding.action)
            cells.append(KeyCell(self.app.get_key_display(binding), self.strings.key_word(binding), active))
        return cells

    def rank(self, cell: KeyCell, position: int) -> int:
        binding_id = cell.active.binding.id or ""
        return self.first.index(binding_id) if binding_id in self.first else len(self.first) + position

    def closing_cell(self, more: bool) -> KeyCell | None:
        """The palette's cell, last: "^p Commands", or "… ^p more" when a key was left out."""
        palette = self.screen.active_bindings.get(PALETTE_KEY)
        if palette is None:
            return None
        key = self.app.get_key_display(palette.binding)
        words = self.strings("keys_more") if more else self.strings.key_word(palette.binding)
        return KeyCell(f"… {key}" if more else key, words, palette)

    def row(self, width: int) -> tuple[list[KeyCell], int]:
        """The cells that fit in ``width`` columns, the palette's last, and the gap between cells."""
        cells = self.cells()
        rank = [self.rank(cell, i) for i, cell in enumerate(cells)]
        for gap in GAPS:
            kept, left_out = self.fit(cells, rank, width, gap, more=False)
            if not left_out:
                return kept, gap
        return self.fit(cells, rank, width, GAPS[-1], more=True)[0], GAPS[-1]

    def fit(self, cells: list[KeyCell], rank: list[int], width: int, gap: int,
            more: bool) -> tuple[list[KeyCell], bool]:
        closing = self.closing_cell(more)
        room = width - (closing.width + gap if closing else 0)
        kept, left_out = fit_cells(cells, rank, room, gap)
        return ([*kept, closing] if closing else kept), left_out

    def render_rows(self) -> list[Text]:
        self.shown, self.spans = self.laid_out()
        return [self.shown]

    def laid_out(self) -> tuple[Text, list[tuple[int, int, ActiveBinding]]]:
        """The row as it is drawn now, and each cell's columns for clicks."""
        key_style = self.get_component_rich_style("keys-bar--key")
        words_style = self.get_component_rich_style("keys-bar--words")
        kept, gap = self.row(self.size.width - 2)  # a column of margin each side
        line = Text(" ", no_wrap=True, overflow="crop", end="")
        spans = []
        for number, cell in enumerate(kept):
            if number:
                line.append(" " * gap)
            if number == len(kept) - 1 and cell.active.binding.key == PALETTE_KEY:  # the palette: right
                line.append(" " * max(0, self.size.width - 1 - line.cell_len - cell.width))
            start = line.cell_len
            dim = Style(dim=not cell.active.enabled)
            line.append(cell.key, key_style + dim)
            if cell.text != cell.key:
                line.append(" ")
                line.append(cell.words, words_style + dim)
            spans.append((start, line.cell_len, cell.active))
        return line, spans

    async def on_click(self, event: events.Click) -> None:
        """A click on a cell does what its key does."""
        for start, end, active in self.spans:
            if start <= event.x < end and active.enabled:
                await self.app.run_action(active.binding.action, active.node)
                return
