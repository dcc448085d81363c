"""One tile typed by a player, in any of the ways the app writes tiles: ``西``, ``三萬``, ``3萬``, ``5筒``,
``白板``, ``3 characters``, ``West``, or the code ``3m``/``3z`` (C-1). The drills and the calculator read
typed tiles through :func:`read_tile` only, so a shared vocabulary parser can replace it in one place.
"""

from __future__ import annotations

import re

from rules.tiles import N_ALL_KINDS, TileError, kind_of, name_en, name_zh

_CN_NUM = "一二三四五六七八九"
_SUIT_WORDS = {"萬": 0, "万": 0, "筒": 9, "餅": 9, "饼": 9, "條": 18, "条": 18, "索": 18,
               "character": 0, "characters": 0, "crak": 0, "craks": 0, "dot": 9, "dots": 9, "circle": 9,
               "circles": 9, "bamboo": 18, "bamboos": 18, "bam": 18, "bams": 18}
# the other names players use for the honors (白 is 白板, 中 紅中, 發 發財), simplified forms included
_HONOR_WORDS = {"白板": 31, "白": 31, "发": 32, "發財": 32, "发财": 32, "紅中": 33, "红中": 33, "东": 27,
                "white dragon": 31, "green dragon": 32, "red dragon": 33, "north wind": 30, "east wind": 27,
                "south wind": 28, "west wind": 29}
_SUITED = re.compile(r"^([1-9一二三四五六七八九])\s*(\S+)$")


def _names() -> dict[str, int]:
    names: dict[str, int] = {}
    for kind in range(N_ALL_KINDS):
        names[name_zh(kind)] = kind
        names[name_en(kind).lower()] = kind
    names.update(_HONOR_WORDS)
    return names


_NAMES = _names()


class NotATile(TileError):
    """What was typed is not one tile; ``typed`` is the text, "" when nothing was typed."""

    def __init__(self, typed: str) -> None:
        super().__init__(f"{typed!r} is not a tile: write it as 5m, 5萬, 五萬 or 西" if typed else
                         "type a tile, e.g. 5m, 5萬 or 西")
        self.typed = typed


_PROBLEM = {"zh": ("「{typed}」不是一張牌：可寫 5m、5萬、五萬 或 西", "請輸入一張牌，例如 5m、5萬 或 西")}


def problem_text(error: NotATile, lang: str) -> str:
    """The refusal in the app's language."""
    if lang != "zh":
        return str(error)
    bad, empty = _PROBLEM["zh"]
    return bad.format(typed=error.typed) if error.typed else empty


def read_tile(text: str) -> int:
    """The kind of one typed tile; :class:`NotATile` says what was typed and how to write a tile."""
    typed = " ".join(text.split())
    if not typed:
        raise NotATile("")
    key = typed.lower()
    if key in _NAMES:
        return _NAMES[key]
    suited = _SUITED.match(key)
    if suited and suited.group(2) in _SUIT_WORDS:
        rank, suit = suited.groups()
        number = int(rank) if rank.isdigit() else _CN_NUM.index(rank) + 1
        return _SUIT_WORDS[suit] + number - 1
    try:
        return kind_of(typed)
    except TileError:
        raise NotATile(typed) from None

