"""The player's own concealed tiles at the bottom of the table.

Tiles come already sorted (wilds far left, then 萬 條 筒 and honors, ``rules.tiles.display_key``) with the
tile just drawn set a little apart on the right. Wilds are marked, tiles that may not be discarded are dimmed,
the selected tile is shown reversed with a ▲ under it, tiles marked for 換牌 (SH-18) dimmed with a ✕. A click posts :class:`HandView.TileClicked`; the
screen decides what it means (select, or discard when already selected).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import RenderableType
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from mahjong_tui.tiles_view import TileStyle, face_width, tile_text_of

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


class HandView(Widget):
    layout_data: reactive[HandLayout] = reactive(HandLayout)
    selected: reactive[int | None] = reactive(None)
    tile_style: reactive[TileStyle] = reactive(TileStyle.CJK)

    class TileClicked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def cell_starts(self) -> list[int]:
        """Column where each tile starts (one space between tiles, a gap before the drawn tile)."""
        width = face_width(self.tile_style) + 1
        starts, col = [], 0
        for i in range(len(self.layout_data.tiles)):
            if i == self.layout_data.drawn and i > 0:
                col += DRAWN_GAP
            starts.append(col)
            col += width
        return starts

    def render(self) -> RenderableType:
        hand = self.layout_data
        width = face_width(self.tile_style)
        faces, marks = Text(), Text()
        for i, start in enumerate(self.cell_starts()):
            faces.append(" " * (start - faces.cell_len))
            marks.append(" " * (start - marks.cell_len))
            if hand.hidden:
                faces.append("▮" * width, style="#8a8a8a")
                continue
            selected = i == self.selected
            marked = i < len(hand.marked) and hand.marked[i]
            faces.append_text(tile_text_of(hand.tiles[i], self.tile_style, wild=hand.wild[i],
                                           dim=hand.dimmed[i] or marked, selected=selected))
            mark = ("▲" if selected else "") + ("✕" if marked else "") or ("★" if hand.wild[i] else "")
            marks.append(mark.center(width), style="bold #f0c040")
        return Text.assemble(faces, "\n", marks)

    def on_click(self, event: events.Click) -> None:
        if self.layout_data.hidden:
            return
        offset = event.get_content_offset(self)
        if offset is None:
            return
        width = face_width(self.tile_style)
        for i, start in enumerate(self.cell_starts()):
            if start <= offset.x < start + width:
                self.post_message(self.TileClicked(i))
                return
