"""How a tile looks on screen (C-1 display).

Three styles: CJK text coloured per suit (default: ``一萬`` ``5筒`` ``東``), ASCII (``5m``) and the Unicode
mahjong glyphs (U+1F000…, optional because terminals disagree on their width). Every face is padded to the
same number of cells so that a row of tiles can be clicked by column.

The CJK faces are written in traditional characters (the seeds' script); a ``zh-Hans`` app draws them in
simplified ones (一万 二条 兰 东 发 风) through the converter running text uses (:mod:`mahjong_tui.script`).
Which script is each app's own: its :class:`Faces` (``Strings.faces``), passed down to every place that
draws a face, so two apps in one process never share one; a bare :class:`TileStyle` draws the traditional
faces (zh-Hant and English keep them).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from mahjong_tui.script import to_script
from rules.tiles import FLOWER, HONOR, WINDS, name_zh, rank_of, tile_text


class TileStyle(StrEnum):
    CJK = "cjk"
    ASCII = "ascii"
    GLYPH = "glyph"


# Colour per suit: 萬 red, 筒 blue, 條 green; winds bright, dragons in their own colour, flowers magenta.
_SUIT_COLOURS = ("#e05050", "#4a90e2", "#3cb371")
_DRAGON_COLOURS = {31: "#d0d0d0", 32: "#3cb371", 33: "#e05050"}
_WIND_COLOUR = "#f0c040"
_FLOWER_COLOUR = "#d070d0"
WILD_STYLE = Style(color="black", bgcolor="#f0c040", bold=True)
SELECTED_STYLE = Style(reverse=True, bold=True)
DIM_STYLE = Style(dim=True)
LAST_DISCARD_STYLE = Style(underline=True, bold=True)

# U+1F000 東 … 1F003 北, 1F004 中, 1F005 發, 1F006 白, 1F007-1F00F 萬, 1F010-1F018 條, 1F019-1F021 筒,
# 1F022-1F025 梅蘭竹菊, 1F026-1F029 春夏秋冬.
_GLYPH_DRAGON = {31: 0x1F006, 32: 0x1F005, 33: 0x1F004}


@dataclass(frozen=True)
class Faces:
    """The faces one app draws tiles with: the player's tile style and, for the CJK faces, the script of
    the app's language (simplified for zh-Hans; zh-Hant and English keep the traditional faces)."""

    style: TileStyle = TileStyle.CJK
    simplified: bool = False

    def written(self, text: str) -> str:
        """A CJK face in this set's script (to_script remembers each face: a paint converts nothing twice)."""
        return to_script(text, "zh-Hans") if self.simplified else text


FaceStyle = TileStyle | Faces  # what the drawing functions take: a bare style draws the traditional faces


def faces_of(style: FaceStyle) -> Faces:
    return style if isinstance(style, Faces) else Faces(style)


def colour_of(kind: int) -> str:
    if kind < HONOR:
        return _SUIT_COLOURS[kind // 9]
    if kind in WINDS:
        return _WIND_COLOUR
    if kind < FLOWER:
        return _DRAGON_COLOURS[kind]
    return _FLOWER_COLOUR


def glyph_of(kind: int) -> str:
    """The Unicode mahjong tile for a kind."""
    if kind < 9:
        return chr(0x1F007 + kind)
    if kind < 18:
        return chr(0x1F019 + kind - 9)
    if kind < HONOR:
        return chr(0x1F010 + kind - 18)
    if kind in WINDS:
        return chr(0x1F000 + kind - HONOR)
    if kind < FLOWER:
        return chr(_GLYPH_DRAGON[kind])
    flower = kind - FLOWER  # 春夏秋冬 then 梅蘭竹菊; the block holds the plants first
    return chr(0x1F026 + flower) if flower < 4 else chr(0x1F022 + flower - 4)


def face(kind: int, style: FaceStyle, *, compact: bool = False) -> str:
    """The unpadded face: ``一萬``/``5萬`` (compact), ``5m`` or the glyph."""
    faces = faces_of(style)
    if faces.style is TileStyle.ASCII:
        return tile_text(kind)
    if faces.style is TileStyle.GLYPH:
        return glyph_of(kind)
    if compact and kind < 9:
        return faces.written(f"{rank_of(kind)}萬")
    return faces.written(name_zh(kind))


def face_width(style: FaceStyle, *, compact: bool = False) -> int:
    """Cells every face of this style is padded to."""
    if faces_of(style).style is TileStyle.CJK:
        return 3 if compact else 4
    return 2


def tile_text_of(
    kind: int,
    style: FaceStyle,
    *,
    compact: bool = False,
    wild: bool = False,
    selected: bool = False,
    dim: bool = False,
    last: bool = False,
) -> Text:
    """One tile as rich Text, padded to :func:`face_width` cells."""
    raw = face(kind, style, compact=compact)
    pad = max(0, face_width(style, compact=compact) - cell_len(raw))
    text = Text(raw + " " * pad, style=Style(color=colour_of(kind), bold=True))
    if wild:
        text.stylize(WILD_STYLE)
    if dim:
        text.stylize(DIM_STYLE)
    if last:
        text.stylize(LAST_DISCARD_STYLE)
    if selected:
        text.stylize(SELECTED_STYLE)
    return text


def tiles_text(
    kinds: Iterable[int], style: FaceStyle, *, compact: bool = False, wilds: Iterable[int] = ()
) -> Text:
    """Several tiles separated by one space (melds, flowers, result hands)."""
    wild_kinds = set(wilds)
    parts = [tile_text_of(k, style, compact=compact, wild=k in wild_kinds) for k in kinds]
    return Text(" ").join(parts)


def plain_name(kind: int, style: FaceStyle) -> str:
    """A tile in running text (prompts, messages)."""
    return face(kind, style).strip()


# --- tiles drawn as tiles (issue 16): a box-drawn block per tile, the face inside ---------------------------

_NUMERALS = "一二三四五六七八九"
_SUIT_CHARS = "萬筒條"
_HONOR_SECOND = {27: "風", 28: "風", 29: "風", 30: "風"}  # 東南西北 read 東風 … on two lines
TILE_BACK_STYLE = Style(color="#2f7a4f", bgcolor="#1d5c3a")


class TileSize(StrEnum):
    """How big a hand tile is drawn: one row of text (below 100 columns), a framed block, a bigger block."""

    COMPACT = "compact"
    FRAMED = "framed"  # 4 cells × 4 rows: border, two face rows (一/萬), border
    LARGE = "large"  # 6 cells × 5 rows: the face rows padded (at 160×45 and up)


def block_width(size: TileSize, style: FaceStyle) -> int:
    """Cells one tile takes in the hand row (its border included)."""
    if size is TileSize.COMPACT:
        return face_width(style)
    return 6 if size is TileSize.LARGE else 4


def block_height(size: TileSize) -> int:
    return {TileSize.COMPACT: 1, TileSize.FRAMED: 4, TileSize.LARGE: 5}[size]


def face_rows(kind: int, style: FaceStyle) -> tuple[str, str]:
    """The two short face rows inside a framed tile, each 2 cells: 一/萬, 東/風, 中/blank, 5m/blank."""
    faces = faces_of(style)
    if faces.style is TileStyle.ASCII:
        return tile_text(kind), "  "
    if faces.style is TileStyle.GLYPH:
        return glyph_of(kind) + " ", "  "
    if kind < HONOR:
        return _NUMERALS[kind % 9], faces.written(_SUIT_CHARS[kind // 9])
    top = name_zh(kind)
    second = _HONOR_SECOND.get(kind, "花" if kind >= FLOWER else "  ")
    return faces.written(top), faces.written(second)


@lru_cache(maxsize=1024)
def tile_block(
    kind: int | None,
    style: FaceStyle,
    size: TileSize,
    *,
    wild: bool = False,
    dim: bool = False,
    selected: bool = False,
    marked: bool = False,
) -> tuple[Text, ...]:
    """One tile as rows of rich Text, all :func:`block_width` cells wide: a face-up block, or (``kind``
    None) a tile back. A wild has a double border and ★ in its foot; a tile marked to swap (SH-18) ✕.
    Remembered (a hand is redrawn on every selection move): the rows must not be changed by the caller."""
    inner = block_width(size, style) - 2
    if kind is None:
        back = Text("▕" + "▒" * inner + "▏", style=TILE_BACK_STYLE)
        return tuple(back.copy() for _ in range(block_height(size)))
    frame = Style(color="#f0c040", bold=True) if wild else Style(color="#d8d4c0")
    if selected:
        frame = Style(color="#ffffff", bold=True)
    face_style = Style(color=colour_of(kind), bold=True)
    corner_l, line, corner_r, foot_l, foot_r, side = "╔═╗╚╝║" if wild else "┌─┐└┘│"
    mark = "✕" if marked else "★" if wild else ""
    rows = [Text(corner_l + line * inner + corner_r, style=frame)]
    padded = [f"{row}{' ' * max(0, 2 - cell_len(row))}" for row in face_rows(kind, style)]
    if size is TileSize.LARGE:
        padded = [f" {padded[0]} ", " " * inner, f" {padded[1]} "]
    for face_row in padded:
        rows.append(Text.assemble((side, frame), (face_row, face_style), (side, frame)))
    mark_style = Style(color="#f0c040", bold=True) if mark else frame
    bottom = Text.assemble((foot_l, frame), (mark, mark_style), (line * (inner - cell_len(mark)), frame),
                           (foot_r, frame))
    rows.append(bottom)
    if dim:
        for line_text in rows:
            line_text.stylize(DIM_STYLE)
    if selected:
        for line_text in rows[1:-1]:
            line_text.stylize(Style(reverse=True), 1, 1 + inner)
    return tuple(rows)


def tile_back_text(count: int, style: FaceStyle = TileStyle.CJK) -> Text:
    """An opponent's concealed tiles as a row of small backs."""
    return Text("▆" * count, style=Style(color="#3a9a66"))
