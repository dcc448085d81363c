"""What the calculator's tile fields hold: tiles by the faces the table shows, melds in the player's words.

A field shows ``一萬 5筒 東`` (the app's faces, 一万 in zh-Hans) and melds as ``碰:中中中@西`` /
``peng:中中中@W``; whatever the player types instead is read back by :mod:`mahjong_tui.tile_input` and
:mod:`mahjong_tui.meld_input`, codes included. A click on the palette adds a face; ⌫ takes the last tile
back. Pure Python (no Textual), so the editing is tested without a screen.
"""

from __future__ import annotations

from mahjong_tui.i18n import Strings
from mahjong_tui.meld_input import read_melds
from mahjong_tui.tile_input import TOKEN, parse_tile_words
from mahjong_tui.tiles_view import Faces, TileStyle, face
from rules.tiles import TileError, tile_text

MELD_TYPES = ("chi", "peng", "kong", "concealed_kong", "added_kong")  # palette order; words: [meld_type]


def field_faces(strings: Strings) -> Faces:
    """The faces a field writes: the CJK faces in the app's script, whatever the tiles' style."""
    return strings.faces(TileStyle.CJK)


def as_codes(text: str) -> str:
    """Tiles typed by name (三萬 四萬 五萬, 西, 3 Characters) as the scenario's codes; text that names no
    tiles is passed on as typed, so the scenario's own error names the field."""
    try:
        return "".join(tile_text(kind) for kind in parse_tile_words(text))
    except TileError:
        return text.strip()


def shown_tiles(codes: str, strings: Strings) -> str:
    """Tiles as the fields show them: the faces drawn on the table (``一萬 5筒 東``), not codes (issue 18)."""
    faces = field_faces(strings)
    return " ".join(face(kind, faces) for kind in parse_tile_words(codes)) if codes.strip() else ""


def meld_word(kind: str, strings: Strings) -> str:
    """A meld type as the fields and the palette name it (吃, 碰, 明槓 … / chi, peng, kong …)."""
    return strings(f"meld_type.{kind}")


def seat_word(letter: str, strings: Strings) -> str:
    """The seat a meld was claimed from as the field writes it: 西 in Chinese, W in English."""
    return strings(f"wind_letter.{letter}")


def shown_melds(codes: str, strings: Strings) -> str:
    """Melds as the field shows them: ``peng:777z@W`` → ``碰:中中中@西`` / ``peng:中中中@W``."""
    faces = field_faces(strings)
    words = []
    for meld in read_melds(codes):
        word = f"{meld_word(meld.kind or 'peng', strings)}:{''.join(face(k, faces) for k in meld.tiles)}"
        words.append(word + (f"@{seat_word(meld.supplier, strings)}" if meld.supplier else ""))
    return " ".join(words)


def add_tile(field: str, value: str, kind: int, strings: Strings) -> str:
    """The field's text with one tile added: the win tile is replaced, a meld gets the tile's face in its
    last word, before its seat (a first meld starts as a peng), the hand and flowers get it at the end."""
    shown = face(kind, field_faces(strings))
    if field == "win":
        return shown
    if field != "melds":
        return f"{value.rstrip()} {shown}".lstrip()
    head, space, last = value.rpartition(" ")
    if not last:
        first = f"{meld_word('peng', strings)}:{shown}"
        return f"{value}{first}" if not value.strip() or space else f"{value} {first}"
    tiles, at, supplier = last.partition("@")  # a tile clicked after the seat still joins the tiles
    return f"{head}{space}{tiles}{shown}{at}{supplier}"


def with_supplier(value: str, letter: str, strings: Strings) -> str:
    """The melds' text with the last meld claimed from ``letter``'s seat (a second click corrects it)."""
    head, _, last = value.rstrip().rpartition(" ")
    if not last:
        return value
    return f"{head} {last.split('@')[0]}@{seat_word(letter, strings)}".strip()


def remove_last_tile(value: str) -> str:
    """The field's text without its last tile (``5p`` of ``123m5p``, 五萬 of ``一萬 五萬``, the last 中 of
    ``碰:中中中@西``); a meld emptied of its tiles goes with the next ⌫."""
    head, _, last = value.rstrip().rpartition(" ")
    tiles, at, supplier = last.partition("@")
    found = list(TOKEN.finditer(tiles))
    if not found or found[-1].end() != len(tiles):  # an emptied meld (``碰:``), or text that is no tile
        return head
    token = found[-1]
    code, ranks = token.group("code"), token.group("cn_rank")
    kept = tiles[:token.start()]
    if code and len(code) > 2:  # 123m: one code, three tiles
        kept += code[:-2] + code[-1]
    elif ranks and len(ranks) > 1:  # 四五六萬, 456万
        kept += ranks[:-1] + token.group("cn_suit")
    word = f"{kept}{at}{supplier}" if kept and not kept.endswith(":") else kept
    return f"{head} {word}".strip() if head else word
