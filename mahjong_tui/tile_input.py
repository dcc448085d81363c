"""Reading a tile a player types: whatever the screen shows is accepted back (issue 18).

``西``, ``三萬``, ``三万``, ``3萬``, ``"3 Characters"``, ``"East wind"``, ``"red dragon"`` and the code ``3z``
all name a tile; a hand may be several of them (``三万 四万 五万``, ``3 Characters, 4 Characters``, ``345m``),
and ranks of one suit may share it (``四五六萬``, ``456万``, ``4-5-6 Characters``).
Pure Python, so drills, the calculator and any prompt share it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rules.refusal import Refusal
from rules.tiles import FLOWER, HONOR, TileError, format_tiles, parse_tiles

if TYPE_CHECKING:
    from mahjong_tui.i18n import Strings

_RANK_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
               "nine": 9}
_CN_RANKS = {ch: i + 1 for i, ch in enumerate("一二三四五六七八九")} | {"两": 2, "兩": 2}
_SUIT_WORDS = {  # base kind of each suit, by every word a player may write for it
    0: ("characters", "character", "chars", "char", "craks", "crak", "cracks", "crack", "wan", "man"),
    9: ("dots", "dot", "circles", "circle", "coins", "coin", "pin", "tong"),
    18: ("bamboo", "bamboos", "bams", "bam", "sticks", "stick", "sou", "tiao"),
}
_CN_SUITS = {"萬": 0, "万": 0, "筒": 9, "餅": 9, "饼": 9, "條": 18, "条": 18, "索": 18}
_HONOR_WORDS = {  # honor index 0-6 (東南西北白發中), then flowers 7-14 (春夏秋冬梅蘭竹菊)
    "east": 0, "south": 1, "west": 2, "north": 3, "white": 4, "green": 5, "red": 6,
}
_FLOWER_WORDS = {"spring": 0, "summer": 1, "autumn": 2, "fall": 2, "winter": 3,
                 "plum": 4, "orchid": 5, "bamboo": 6, "chrysanthemum": 7, "mum": 7}
_CN_HONORS = {"紅中": 6, "红中": 6, "青發": 5, "青发": 5, "發財": 5, "发财": 5, "白板": 4,
              "東": 0, "东": 0, "南": 1, "西": 2, "北": 3, "白": 4, "發": 5, "发": 5, "中": 6}
_CN_FLOWERS = {ch: i for i, ch in enumerate("春夏秋冬梅蘭竹菊")} | {"兰": 5}

_RANK = r"[1-9]|" + "|".join(_RANK_WORDS)
_SUIT = "|".join(sorted((w for words in _SUIT_WORDS.values() for w in words), key=len, reverse=True))
_RUN_JOIN = r"\s*[-–]\s*"  # "4-5-6 Characters": ranks of one suit, then the suit
TOKEN = re.compile(
    rf"(?P<en_rank>(?:{_RANK})(?:{_RUN_JOIN}(?:{_RANK}))*)\s*(?:of\s+)?(?P<en_suit>{_SUIT})\b"
    rf"|(?P<flower>{'|'.join(_FLOWER_WORDS)})\s+flower\b"
    rf"|(?P<honor>{'|'.join(_HONOR_WORDS)})(?:\s+(?:wind|dragon))?\b"
    rf"|(?P<lone_flower>{'|'.join(w for w in _FLOWER_WORDS if w != 'bamboo')})\b"
    r"|(?P<code>[0-9]+[a-z])(?![a-z])"  # ASCII digits: \d would read "١٢٣m" as 123m
    rf"|(?P<cn_rank>[1-9{''.join(_CN_RANKS)}]+)\s*(?P<cn_suit>[{''.join(_CN_SUITS)}])"  # 4萬, 456萬, 四五六萬
    rf"|(?P<cn_honor>{'|'.join(sorted(_CN_HONORS, key=len, reverse=True))})"
    rf"|(?P<cn_flower>[{''.join(_CN_FLOWERS)}])",
    re.IGNORECASE,
)
_SEPARATORS = re.compile(r"[\s,，、;；+/]+")


_HOW_TO_WRITE = "write it as shown (三萬, 3萬, 西, 3 Characters) or as its code"


class TileNameError(TileError):
    """Typed text that names no tile; ``text`` is the part that was not understood."""

    def __init__(self, text: str, whole: str) -> None:
        if not whole:
            super().__init__(Refusal.of("", "tile_name_missing", "type a tile: {how}", how=_HOW_TO_WRITE))
        else:
            super().__init__(Refusal.of("", "tile_name_unknown", "no tile called {part} in {whole}: {how}",
                                        part=repr(text), whole=repr(whole), how=_HOW_TO_WRITE))
        self.text = text
        self.whole = whole


def parse_tile_words(text: str) -> list[int]:
    """Every tile named in ``text``, in order. Codes keep their C-1 meaning (``123m`` is three tiles).

    Raises :class:`TileNameError` naming the first part that is not a tile, or ``rules.tiles.TileError``
    for a code with a bad rank (``8z``).
    """
    kinds: list[int] = []
    pos = 0
    stripped = text.strip()
    for match in TOKEN.finditer(stripped):
        gap = stripped[pos:match.start()]
        if _SEPARATORS.sub("", gap):
            raise TileNameError(gap.strip(), stripped)
        pos = match.end()
        kinds.extend(kinds_of(match))
    rest = stripped[pos:]
    if _SEPARATORS.sub("", rest):
        raise TileNameError(rest.strip(), stripped)
    if not kinds:
        raise TileNameError(stripped, stripped)
    return kinds


def parse_tile_word(text: str) -> int:
    """One tile, by any name a screen shows it by: ``西`` / ``三萬`` / ``3萬`` / ``"3 Characters"`` /
    ``3z``."""
    kinds = parse_tile_words(text)
    if len(kinds) != 1:
        raise TileNameError(text.strip(), text.strip())
    return kinds[0]


def typed_tiles(text: str) -> str:
    """Tiles typed by any of their names, as C-1 notation in the order typed (``三万 西 5m`` → ``3m3z5m``);
    blank stays blank. For fields that hand their text to the scenario reader (the calculator)."""
    if not text.strip():
        return ""
    return format_tiles(parse_tile_words(text), sort=False)


def kinds_of(match: re.Match[str]) -> list[int]:
    """The tiles one match of :data:`TOKEN` names (a code or a run may name several)."""
    group = match.groupdict()
    if group["code"]:
        return parse_tiles(group["code"], check_copies=False)
    if group["en_rank"]:
        suit = group["en_suit"].lower()
        base = next(b for b, words in _SUIT_WORDS.items() if suit in words)
        ranks = re.split(_RUN_JOIN, group["en_rank"].lower())
        return [base + (_RANK_WORDS.get(word) or int(word)) - 1 for word in ranks]
    if group["cn_rank"]:
        base = _CN_SUITS[group["cn_suit"]]
        return [base + (_CN_RANKS.get(ch) or int(ch)) - 1 for ch in group["cn_rank"]]
    if group["honor"]:
        return [HONOR + _HONOR_WORDS[group["honor"].lower()]]
    if group["cn_honor"]:
        return [HONOR + _CN_HONORS[group["cn_honor"]]]
    flower = group["flower"] or group["lone_flower"]
    if flower:
        return [FLOWER + _FLOWER_WORDS[flower.lower()]]
    return [FLOWER + _CN_FLOWERS[group["cn_flower"]]]


# --- one typed tile for the drills and the calculator (issue 19) ------------------------------------------


_EXAMPLES = "write it as 5m, 5萬, 五萬 or 西"  # codes kept as codes in English too


class NotATile(TileError):
    """What was typed is not one tile; ``typed`` is the text, "" when nothing was typed."""

    def __init__(self, typed: str) -> None:
        super().__init__(Refusal.of("", "not_a_tile_typed", f"{{typed!r}} is not a tile: {_EXAMPLES}",
                                    typed=typed) if typed else
                         Refusal.of("", "no_tile_typed", "type a tile, e.g. 5m, 5萬 or 西"))
        self.typed = typed


def problem_text(error: NotATile, strings: Strings) -> str:
    """The refusal in the app's language (words.toml [refusal])."""
    from mahjong_tui.reason_text import refusal_text

    return refusal_text(error.why, strings) if isinstance(error.why, Refusal) else str(error)


def read_tile(text: str) -> int:
    """The kind of one typed tile (:func:`parse_tile_word`); :class:`NotATile` says what was typed."""
    typed = " ".join(text.split())
    if not typed:
        raise NotATile("")
    try:
        return parse_tile_word(typed)
    except TileError:
        raise NotATile(typed) from None
