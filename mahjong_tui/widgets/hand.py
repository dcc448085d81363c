"""A hand of tiles drawn as tiles: the player's own concealed tiles at the bottom of the table (with its
keys in :mod:`mahjong_tui.widgets.player_hand`), and the hands of drills.

Tiles come already sorted (wilds far left, then 萬 條 筒 and honors, ``rules.tiles.display_key``) with the
tile just drawn set a little apart on the right. Wilds are marked, tiles that may not be discarded are dimmed,
the selected tile is shown reversed with a ▲ under it, tiles marked for 換牌 (SH-18) dimmed with a ✕.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip

from mahjong_tui.tiles_view import (
    FaceStyle,
    TileSize,
    TileStyle,
    block_height,
    block_width,
    face_width,
    tile_back_text,
    tile_block,
    tile_text_of,
)
from mahjong_tui.widgets.lines import LinesWidget, text_segments

DRAWN_GAP = 2


@dataclass(frozen=True)
class HandLayout:
    """What the hand shows: ``tiles`` in display order; ``drawn`` is the index of the drawn tile or None."""

    tiles: tuple[int, ...] = ()
    wild: tuple[bool, ...] = ()
    dimmed: tuple[bool, ...] = ()
    drawn: int | None = None
    hidden: bool = False  # privacy: show backs only
    marked: tuple[bool, ...] = ()  # SH-18 換牌: tiles marked to go back to the wall


class HandView(LinesWidget):
    """A hand of tiles. Its form follows the room tcss gives it (app.tcss breakpoints): framed blocks 5 rows
    high (6 for large blocks), the selected tile lifted by one row; one row of text and a marker row below
    100 columns (``-narrow``). Drawn through the line API from each tile's remembered segments. A click
    posts :class:`HandView.TileClicked`; the table's own hand plays it (``widgets.player_hand``)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"hand--mark"}
    DEFAULT_CSS = "HandView > .hand--mark { color: $warning; text-style: bold; }"

    layout_data: reactive[HandLayout] = reactive(HandLayout)
    selected: reactive[int | None] = reactive(None)
    tile_style: reactive[FaceStyle] = reactive(TileStyle.CJK)

    class TileClicked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def tile_size(self) -> TileSize:
        """The biggest form that fits the widget's height and width."""
        height, width = self.content_size.height, self.content_size.width
        count = len(self.layout_data.tiles)
        for size in (TileSize.LARGE, TileSize.FRAMED):
            fits_width = not width or count * (block_width(size, self.tile_style) + 1) + DRAWN_GAP <= width
            if height >= block_height(size) + 1 and fits_width:
                return size
        return TileSize.COMPACT

    def cell_starts(self) -> list[int]:
        """Column where each tile starts (one space between tiles, a gap before the drawn tile)."""
        width = block_width(self.tile_size(), self.tile_style) + 1
        starts, col = [], 0
        for i in range(len(self.layout_data.tiles)):
            if i == self.layout_data.drawn and i > 0:
                col += DRAWN_GAP
            starts.append(col)
            col += width
        return starts

    def render(self) -> Text:
        """The hand as rich Text (what tests and plain views read); the screen is drawn from the strips."""
        rows = [Text.assemble(*((seg.text, seg.style or "") for seg in strip))
                for strip in self.render_strips()]
        return Text("\n").join(rows)

    def render_strips(self) -> list[Strip]:
        size = self.tile_size()
        if size is TileSize.COMPACT:
            return self.compact_strips()
        hand = self.layout_data
        console, base = self.app.console, self.visual_style.rich_style
        rows = _Rows(block_height(size) + 1, base)
        for i, start in enumerate(self.cell_starts()):
            selected = i == self.selected
            marked = i < len(hand.marked) and hand.marked[i]
            block = tile_block(None if hand.hidden else hand.tiles[i], self.tile_style, size,
                               wild=hand.wild[i], dim=hand.dimmed[i] or marked, selected=selected,
                               marked=marked)
            lift = 0 if selected and not hand.hidden else 1  # the selected tile stands a row higher
            for row, line in enumerate(block, lift):
                rows.put(row, start, text_segments(line, console, base), line.cell_len)
        return rows.strips()

    def compact_strips(self) -> list[Strip]:
        """Below 100 columns: the faces on one row, ▲ under the selected tile, ★ under a wild."""
        hand = self.layout_data
        console, base = self.app.console, self.visual_style.rich_style
        width = face_width(self.tile_style)
        mark_style = base + self.component_style("hand--mark")
        rows = _Rows(2, base)
        for i, start in enumerate(self.cell_starts()):
            if hand.hidden:
                rows.put(0, start, text_segments(tile_back_text(width), console, base), width)
                continue
            selected = i == self.selected
            marked = i < len(hand.marked) and hand.marked[i]
            face = tile_text_of(hand.tiles[i], self.tile_style, wild=hand.wild[i],
                                dim=hand.dimmed[i] or marked, selected=selected)
            rows.put(0, start, text_segments(face, console, base), face.cell_len)
            mark = ("▲" if selected else "") + ("✕" if marked else "") or ("★" if hand.wild[i] else "")
            rows.put(1, start, (Segment(mark.center(width), mark_style),), width)
        return rows.strips()

    def on_click(self, event: events.Click) -> None:
        if self.layout_data.hidden:
            return
        offset = event.get_content_offset(self)
        if offset is None:
            return
        width = block_width(self.tile_size(), self.tile_style)
        for i, start in enumerate(self.cell_starts()):
            if start <= offset.x < start + width:
                self.post_message(self.TileClicked(i))
                return


class _Rows:
    """Rows of segments put together tile by tile, each tile at its column, gaps in the ``base`` style."""

    def __init__(self, count: int, base: Style) -> None:
        self.segments: list[list[Segment]] = [[] for _ in range(count)]
        self.widths = [0] * count
        self.base = base

    def put(self, row: int, start: int, segments: tuple[Segment, ...], width: int) -> None:
        if start > self.widths[row]:
            self.segments[row].append(Segment(" " * (start - self.widths[row]), self.base))
        self.segments[row].extend(segments)
        self.widths[row] = max(self.widths[row], start) + width

    def strips(self) -> list[Strip]:
        return [Strip(segments, width) for segments, width in zip(self.segments, self.widths, strict=True)]
