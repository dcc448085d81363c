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
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from mahjong_tui.script import to_script
from mahjong_tui.theme import TilePalette, palette_of
from rules.tiles import FLOWER, HONOR, WINDS, name_zh, rank_of, tile_text


class TileStyle(StrEnum):
    CJK = "cjk"
    ASCII = "ascii"
    GLYPH = "glyph"


_NUMERALS = "一二三四五六七八九"
_WIDE_DIGITS = "１２３４５６７８９"  # two cells each, as a CJK character is
_SUIT_CHARS = "萬筒條"
WILD_STYLE = palette_of().wild  # a wild's face in the theme file's colours (an app's own: Faces.palette)
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
    palette: TilePalette = field(default_factory=palette_of)  # the colours, from the app's theme

    def written(self, text: str) -> str:
        """A CJK face in this set's script (to_script remembers each face: a paint converts nothing twice)."""
        return to_script(text, "zh-Hans") if self.simplified else text

    def name(self, kind: int) -> str:
        """The one name of a tile on a screen drawn with these faces (issue 27: the hand, the rivers, the
        melds, the hint and the centre all write 五萬, never 5萬 beside it)."""
        return face(kind, self)


FaceStyle = TileStyle | Faces  # what the drawing functions take: a bare style draws the traditional faces


def faces_of(style: FaceStyle) -> Faces:
    return style if isinstance(style, Faces) else Faces(style)


def colour_of(kind: int, style: FaceStyle = TileStyle.CJK) -> Style:
    """A face's colour: 萬 red, 筒 blue, 條 green, winds gold, each dragon its own, flowers magenta (the
    theme's ``suit-*``, ``wind-tile``, ``dragon-*``, ``flower-tile``)."""
    palette = faces_of(style).palette
    if kind < HONOR:
        return (palette.characters, palette.dots, palette.bamboo)[kind // 9]
    if kind in WINDS:
        return palette.wind
    if kind < FLOWER:
        return {31: palette.white, 32: palette.green, 33: palette.red}[kind]
    return palette.flower


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
    """The unpadded face as the spec writes it (C-1): ``一萬`` ``5筒`` ``5條`` ``東``; ``5萬`` in the compact
    form other screens use where room is short; ``5m`` or the glyph. The table draws every tile with the
    full face, and its framed tiles write the same (五 over 萬, ５ over 筒)."""
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
    text = Text(raw + " " * pad, style=colour_of(kind, style))
    if wild:
        text.stylize(faces_of(style).palette.wild)
    if dim:
        text.stylize(DIM_STYLE)
    if last:
        text.stylize(LAST_DISCARD_STYLE)
    if selected:
        text.stylize(SELECTED_STYLE)
    return text


def tiles_text(
    kinds: Iterable[int], style: FaceStyle, *, compact: bool = False, wilds: Iterable[int] = (),
    tight: bool = False,
) -> Text:
    """Several tiles separated by one space (melds, flowers, result hands); ``tight``: each face without
    its cell's padding (東 西, not 東   西), where the tiles are not in a grid."""
    wild_kinds = set(wilds)
    parts = [tile_text_of(k, style, compact=compact, wild=k in wild_kinds) for k in kinds]
    if tight:
        for part in parts:
            part.rstrip()
    return Text(" ").join(parts)


def plain_name(kind: int, style: FaceStyle) -> str:
    """A tile in running text (prompts, messages)."""
    return face(kind, style).strip()


# --- tiles drawn as tiles (issue 16): a box-drawn block per tile, the face inside ---------------------------

_HONOR_SECOND = {27: "風", 28: "風", 29: "風", 30: "風"}  # 東南西北 read 東風 … on two lines


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
    """The two short face rows inside a framed tile, each 2 cells: 一/萬, ５/筒, 東/風, 中/blank, 5m/blank."""
    faces = faces_of(style)
    if faces.style is TileStyle.ASCII:
        return tile_text(kind), "  "
    if faces.style is TileStyle.GLYPH:
        return glyph_of(kind) + " ", "  "
    if kind < HONOR:  # 五 over 萬, and a wide digit over 筒 and 條: the tile's name as its face writes it
        rank = _NUMERALS[kind % 9] if kind < 9 else _WIDE_DIGITS[kind % 9]
        return rank, faces.written(_SUIT_CHARS[kind // 9])
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
    lit: bool = False,
) -> tuple[Text, ...]:
    """One tile as rows of rich Text, all :func:`block_width` cells wide: a face-up block, or (``kind``
    None) a tile back. A wild has a double border and ★ in its foot; a tile marked to swap (SH-18) ✕; the
    latest discard in a river (``lit``) a heavy ring in the theme's ``lit-discard``.
    Remembered (a hand is redrawn on every selection move): the rows must not be changed by the caller."""
    inner = block_width(size, style) - 2
    if kind is None:
        back = Text("▕" + "▒" * inner + "▏", style=faces_of(style).palette.back)
        return tuple(back.copy() for _ in range(block_height(size)))
    palette = faces_of(style).palette
    frame = palette.edge_wild if wild else palette.edge
    if selected:
        frame = palette.edge_selected
    face_style = colour_of(kind, style)
    if lit:
        frame = Style(color=palette.lit.bgcolor, bold=True)
    corner_l, line, corner_r, foot_l, foot_r, side = "┏━┓┗┛┃" if lit else "╔═╗╚╝║" if wild else "┌─┐└┘│"
    mark = "✕" if marked else "★" if wild else ""
    rows = [Text(corner_l + line * inner + corner_r, style=frame)]
    padded = [f"{row}{' ' * max(0, 2 - cell_len(row))}" for row in face_rows(kind, style)]
    if size is TileSize.LARGE:
        padded = [f" {padded[0]} ", " " * inner, f" {padded[1]} "]
    for face_row in padded:
        rows.append(Text.assemble((side, frame), (face_row, face_style), (side, frame)))
    mark_style = palette.edge_wild if mark else frame
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
    return Text("▆" * count, style=faces_of(style).palette.backs)


# --- a river's tiles (issue 27): each discard a small tile in the hand's style ---------------------------


class RiverForm(StrEnum):
    """How big a river's tiles are drawn: the largest form its panel holds (widgets.river.RiverView)."""

    ONE_ROW = "one_row"  # the face on one row (五萬), on the tile's own bed: 80×24 and the wide rivers
    MINI = "mini"  # the framed tile's two face rows (五 over 萬) without its frame: narrow side rivers
    FRAMED = "framed"  # the hand's framed tile: big terminals (200×60)


RIVER_FORM_SIZE = {RiverForm.FRAMED: (4, 4), RiverForm.MINI: (2, 2), RiverForm.ONE_ROW: (4, 1)}  # cells, rows


def river_tile_size(form: RiverForm, style: FaceStyle) -> tuple[int, int]:
    """Cells wide and rows high of one river tile in ``form`` (ASCII and glyph faces are two cells)."""
    width, height = RIVER_FORM_SIZE[form]
    if form is RiverForm.ONE_ROW:
        width = face_width(style)
    return width, height


def river_tile(kind: int, style: FaceStyle, form: RiverForm, *, lit: bool = False,
               claimed: bool = False) -> tuple[Text, ...]:
    """One discard as rows of rich Text: its face as the hand writes it, on a bed of its own; the latest
    discard lit (``lit-discard``) or ringed (framed), a discard another seat claimed struck and dim."""
    palette = faces_of(style).palette
    if form is RiverForm.FRAMED:
        return tile_block(kind, style, TileSize.FRAMED, dim=claimed, lit=lit)
    if form is RiverForm.ONE_ROW:
        rows = [tile_text_of(kind, style)]
    else:
        rows = [Text(f"{row}{' ' * max(0, 2 - cell_len(row))}", style=colour_of(kind, style))
                for row in face_rows(kind, style)]
    bed = palette.lit if lit else palette.claimed + palette.river_bed if claimed else palette.river_bed
    for row in rows:
        row.stylize(bed)
    return tuple(rows)
