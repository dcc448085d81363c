"""How a tile looks on screen (C-1 display).

Three styles: CJK text coloured per suit (default: ``一萬`` ``5筒`` ``東``), ASCII (``5m``) and the Unicode
mahjong glyphs (U+1F000…, optional because terminals disagree on their width). Every face is padded to the
same number of cells so that a row of tiles can be clicked by column.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

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


def face(kind: int, style: TileStyle, *, compact: bool = False) -> str:
    """The unpadded face: ``一萬``/``5萬`` (compact), ``5m`` or the glyph."""
    if style is TileStyle.ASCII:
        return tile_text(kind)
    if style is TileStyle.GLYPH:
        return glyph_of(kind)
    if compact and kind < 9:
        return f"{rank_of(kind)}萬"
    return name_zh(kind)


def face_width(style: TileStyle, *, compact: bool = False) -> int:
    """Cells every face of this style is padded to."""
    if style is TileStyle.CJK:
        return 3 if compact else 4
    return 2


def tile_text_of(
    kind: int,
    style: TileStyle,
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
    kinds: Iterable[int], style: TileStyle, *, compact: bool = False, wilds: Iterable[int] = ()
) -> Text:
    """Several tiles separated by one space (melds, flowers, result hands)."""
    wild_kinds = set(wilds)
    parts = [tile_text_of(k, style, compact=compact, wild=k in wild_kinds) for k in kinds]
    return Text(" ").join(parts)


def plain_name(kind: int, style: TileStyle) -> str:
    """A tile in running text (prompts, messages)."""
    return face(kind, style).strip()
