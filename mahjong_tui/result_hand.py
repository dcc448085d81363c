"""A revealed hand drawn as tiles on the result screen (issue 27): the winner's sets as the scorer read
them, each wild drawn as the tile it stood for (its frame doubled, ★), the winning tile marked ▲, melds
with their supplier under them, flowers last.

The tiles are those of the table's hand (:func:`mahjong_tui.tiles_view.tile_block`, or one row of faces
in the compact form) and wrap set by set to the width they are given, so a narrow terminal shows every
tile on two lines instead of cutting the hand with "…"; a set is never split across lines.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.style import Style
from rich.text import Text

from mahjong_tui.result_words import WinningSet
from mahjong_tui.tiles_view import (
    FaceStyle,
    TileSize,
    block_width,
    face_width,
    tile_back_text,
    tile_block,
    tile_text_of,
)
from rules.hand import Meld, MeldType

MARK_STYLE = Style(bold=True, color="yellow")
NOTE_STYLE = Style(dim=True)
SET_GAP = 2  # cells between two sets (one between two tiles of a set)


@dataclass(frozen=True)
class ShownTile:
    """One tile as the result shows it: ``kind`` the face drawn (for a wild in a winning set, the tile it
    stood for); ``wild`` the wild standing there; ``hidden`` a concealed kong's face-down end."""

    kind: int
    wild: bool = False
    won: bool = False
    hidden: bool = False


@dataclass(frozen=True)
class TileGroup:
    """Tiles kept together on one line: a set, a meld (``note``: ←its supplier), the flowers, or one loose
    tile (``gap`` 1: a hand not split into sets reads as one row)."""

    tiles: tuple[ShownTile, ...]
    note: str = ""
    gap: int = SET_GAP


@dataclass(frozen=True)
class RevealedMeld:
    """A meld on the result screen with the wind name of the seat that supplied its claimed tile."""

    meld: Meld
    supplier: str = ""


def winning_groups(sets: tuple[WinningSet, ...], win_tile: int | None) -> list[TileGroup]:
    """The winner's concealed tiles set by set; the tile won on marked once (a natural of its face first,
    else the wild it was)."""
    groups = [[ShownTile(face, wild=wild is not None) for face, wild in group] for group in sets]
    if win_tile is not None:
        places = [(g, t, face, wild) for g, group in enumerate(sets) for t, (face, wild) in enumerate(group)]
        spots = ([(g, t) for g, t, face, wild in places if wild is None and face == win_tile]
                 or [(g, t) for g, t, _, wild in places if wild == win_tile])
        if spots:
            g, t = spots[-1]  # the last such tile: a drawn tile is read last into its set
            groups[g][t] = ShownTile(groups[g][t].kind, wild=groups[g][t].wild, won=True)
    return [TileGroup(tuple(group)) for group in groups]


def loose_group(kinds: Iterable[int], wilds: frozenset[int]) -> list[TileGroup]:
    """Concealed tiles not split into sets: one tile a group, one cell apart, so the row may wrap anywhere."""
    return [TileGroup((ShownTile(k, wild=k in wilds),), gap=1) for k in kinds]


def meld_group(shown: RevealedMeld) -> TileGroup:
    meld = shown.meld
    hidden_ends = meld.type is MeldType.CONCEALED_KONG and len(meld.tiles) == 4
    tiles = tuple(ShownTile(k, hidden=hidden_ends and at in (0, 3)) for at, k in enumerate(meld.tiles))
    return TileGroup(tiles, note=f"←{shown.supplier}" if shown.supplier else "")


def flower_group(flowers: tuple[int, ...]) -> list[TileGroup]:
    return [TileGroup(tuple(ShownTile(k) for k in flowers))] if flowers else []


class TileRows:
    """Rich renderable: groups of tiles laid out in as many lines as the width needs. Each line is the tiles'
    rows, then a marker row when the winning tile (▲) is on it or, framed, a meld names its supplier."""

    def __init__(self, groups: list[TileGroup], style: FaceStyle, size: TileSize) -> None:
        self.groups = groups
        self.style = style
        self.size = size

    @property
    def cell(self) -> int:
        return face_width(self.style) if self.size is TileSize.COMPACT else block_width(self.size, self.style)

    @property
    def notes_inline(self) -> bool:
        """One row of faces: a meld's supplier follows it on the row (``7筒 8筒 9筒←West``); framed tiles
        have it under them."""
        return self.size is TileSize.COMPACT

    def group_width(self, group: TileGroup) -> int:
        inline = cell_len(group.note) if self.notes_inline else 0
        return len(group.tiles) * (self.cell + 1) - 1 + inline

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widths = [self.group_width(g) for g in self.groups]
        whole = sum(widths) + sum(g.gap for g in self.groups[1:])
        return Measurement(max(widths, default=0), whole)

    def lines(self, width: int) -> list[list[TileGroup]]:
        """The groups of each line: a group goes on the next line when it would pass ``width``."""
        lines: list[list[TileGroup]] = [[]]
        used = 0
        for group in self.groups:
            need = self.group_width(group) + (group.gap if lines[-1] else 0)
            if lines[-1] and used + need > width:
                lines.append([])
                need = self.group_width(group)
            lines[-1].append(group)
            used = need if len(lines[-1]) == 1 else used + need
        return [line for line in lines if line]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for number, line in enumerate(self.lines(options.max_width)):
            if number and self.size is not TileSize.COMPACT:
                yield Text()  # framed tiles: a blank row between two lines of tiles
            for row in self.line_rows(line):
                row.no_wrap = True
                row.overflow = "crop"
                yield row

    def line_rows(self, line: list[TileGroup]) -> Iterator[Text]:
        height = 1 if self.size is TileSize.COMPACT else len(tile_block(0, self.style, self.size))
        rows = [Text() for _ in range(height)]
        marks = Text()
        for at, group in enumerate(line):
            gap = " " * group.gap if at else ""
            for row in rows:
                row.append(gap)
            marks.append(gap)
            start = marks.cell_len
            for number, tile in enumerate(group.tiles):
                space = " " if number else ""
                for row, part in zip(rows, self.tile_rows(tile), strict=True):
                    row.append(space)
                    row.append_text(part)
                marks.append(space + self.mark(tile).center(self.cell), style=MARK_STYLE)
            if group.note and self.notes_inline:
                for row in rows:
                    row.rstrip()  # "7筒←North", as "八萬←North": the face's padding is not a gap
                    row.append(group.note, style=NOTE_STYLE)
                marks.append(" " * cell_len(group.note))
            elif group.note and not marks.plain[start:].strip():
                marks.right_crop(marks.cell_len - start)
                marks.append(group.note.ljust(self.group_width(group))[:self.group_width(group)],
                             style=NOTE_STYLE)
        yield from rows
        if marks.plain.strip():
            marks.rstrip()
            yield marks

    def tile_rows(self, tile: ShownTile) -> tuple[Text, ...]:
        if self.size is TileSize.COMPACT:
            if tile.hidden:
                return (tile_back_text(self.cell),)
            return (tile_text_of(tile.kind, self.style, wild=tile.wild, selected=tile.won),)
        return tile_block(None if tile.hidden else tile.kind, self.style, self.size, wild=tile.wild,
                          selected=tile.won)

    @staticmethod
    def mark(tile: ShownTile) -> str:
        """▲ under the winning tile (a wild needs none: its frame, or its gold face in one row, says it)."""
        return "▲" if tile.won else ""


def tiles_size(width: int, height: int) -> TileSize:
    """The form of the result's tiles for a terminal: one row of faces below 100×30, framed blocks, large
    blocks from 160×45 (as the table's hand grows)."""
    if width >= 160 and height >= 45:
        return TileSize.LARGE
    if width >= 100 and height >= 30:
        return TileSize.FRAMED
    return TileSize.COMPACT
