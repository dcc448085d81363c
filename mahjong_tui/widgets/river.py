"""A seat's river (河): its discards drawn as small tiles in front of the seat, toward the centre (issue 27).

Rows of six (Cixi ten, CX-17: the variant's ``river_row``), read left to right, first row first; each
discard a small tile in the hand's style — the same face the hand writes (五萬, never 5萬 beside it), in its
suit's colour, on a bed of its own; a discard another seat claimed is struck and dim; the latest discard
of the table is lit (a heavy ring when framed) until the next discard or claim. The block sits against
the centre: under the top seat's name, above the bottom seat's, beside the side seats' facing inwards.

The tiles are as big as the panel allows: the hand's framed tiles (200×60), two face rows without the frame
(narrow side rivers), or one row (80×24, and wide rivers at 120×36). Where even the smallest form cannot
hold every row (80×24 late in a hand), a row as long as fits is used, then the oldest rows give way to a
"…" so the latest discards stay in sight.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rich.text import Text
from textual.reactive import reactive

from mahjong_tui.tiles_view import FaceStyle, RiverForm, TileStyle, river_tile, river_tile_size
from mahjong_tui.widgets.lines import LinesWidget

Facing = Literal["top", "bottom", "left", "right"]  # the side of the panel that faces the centre
GAP = 1  # a cell between tiles in a row
EXPECTED_ROWS = 3  # rows a form must hold before a bigger one is chosen: its size stays put early in a hand


@dataclass(frozen=True)
class RiverData:
    """One seat's river as the table shows it."""

    discards: tuple[int, ...] = ()
    claimed: tuple[bool, ...] = ()  # parallel to discards: taken by another seat's claim
    lit: int | None = None  # index of the table's latest discard, when it is this seat's
    row: int = 6  # tiles per row (the variant's river_row)


@dataclass(frozen=True)
class RiverLayout:
    """The form chosen for a panel and the rows it shows: ``first`` is the index of the first tile
    shown (0, or later when the oldest rows gave way)."""

    form: RiverForm
    per_row: int
    first: int


def river_layout(count: int, row: int, width: int, height: int, style: FaceStyle) -> RiverLayout:
    """The biggest form whose rows of ``row`` tiles fit ``width`` and hold ``count`` tiles (at least
    ``EXPECTED_ROWS`` rows) in ``height``; failing that the one-row form with rows as long as fit, the
    oldest rows left out."""
    wanted = max(count, row * EXPECTED_ROWS)
    for form in (RiverForm.FRAMED, RiverForm.MINI, RiverForm.ONE_ROW):
        cell, rows_high = river_tile_size(form, style)
        if row * (cell + GAP) - GAP <= width and -(-wanted // row) * rows_high <= height:
            return RiverLayout(form, row, 0)
    for form in (RiverForm.MINI, RiverForm.ONE_ROW):  # a full row does not fit, or the rows do not
        cell, rows_high = river_tile_size(form, style)
        per_row = max(1, min(row, (width + GAP) // (cell + GAP)))
        if -(-count // per_row) * rows_high <= height:
            return RiverLayout(form, per_row, 0)
    cell, _ = river_tile_size(RiverForm.ONE_ROW, style)
    per_row = max(1, min(row, (width - 1 + GAP) // (cell + GAP)))  # a cell for the "…" before the rows
    total_rows = -(-count // per_row)
    return RiverLayout(RiverForm.ONE_ROW, per_row, max(0, total_rows - max(1, height)) * per_row)


class RiverView(LinesWidget):
    """Draws a :class:`RiverData`; holds no game state. ``facing``: the side toward the centre."""

    DEFAULT_CSS = "RiverView { height: 1fr; width: 1fr; }"

    river: reactive[RiverData] = reactive(RiverData, repaint=False)  # a discard repaints its row alone
    tile_style: reactive[FaceStyle] = reactive(TileStyle.CJK)

    def __init__(self, facing: Facing, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.facing: Facing = facing

    def watch_river(self) -> None:
        self.repaint_rows()

    def layout_now(self) -> RiverLayout:
        width, height = self.content_size.width, self.content_size.height
        river = self.river
        return river_layout(len(river.discards), river.row, width or 40, height or 4, self.tile_style)

    def render_rows(self) -> list[Text]:
        river = self.river
        if not river.discards:
            return []
        layout = self.layout_now()
        _, rows_high = river_tile_size(layout.form, self.tile_style)
        lines: list[Text] = []
        for start in range(layout.first, len(river.discards), layout.per_row):
            tiles = [self.tile_rows(i, layout.form)
                     for i in range(start, min(start + layout.per_row, len(river.discards)))]
            for line in range(rows_high):
                lines.append(Text(" " * GAP).join(tile[line] for tile in tiles))
        if layout.first:  # the oldest rows gave way
            lines[0] = Text.assemble(("…", "dim"), lines[0])
        return self.anchored(lines)

    def tile_rows(self, index: int, form: RiverForm) -> tuple[Text, ...]:
        river = self.river
        claimed = index < len(river.claimed) and river.claimed[index]
        return river_tile(river.discards[index], self.tile_style, form, lit=index == river.lit,
                          claimed=claimed)

    def anchored(self, lines: list[Text]) -> list[Text]:
        """The block against the centre: pushed down (top seat), right (left seat) or left (right seat),
        centred across the panel for the top and bottom seats."""
        width, height = self.content_size.width, self.content_size.height
        block = max((line.cell_len for line in lines), default=0)
        if self.facing in ("top", "bottom"):
            pad = max(0, (width - block) // 2)
        else:
            pad = max(0, width - block) if self.facing == "right" else 0
        shifted = [Text.assemble(" " * pad, line) if pad else line for line in lines]
        if self.facing == "bottom" and height > len(shifted):  # the top seat's river: next to the centre
            shifted = [Text("")] * (height - len(shifted)) + shifted
        return shifted
