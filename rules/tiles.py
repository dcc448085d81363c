"""Tiles and their text notation (C-1).

A tile *kind* is a small int:

* 0-8   萬 characters ``1m``-``9m``
* 9-17  筒 dots       ``1p``-``9p``
* 18-26 條 bamboo     ``1s``-``9s``
* 27-33 字 honors     ``1z``-``7z`` (東南西北 白發中)
* 34-41 花 flowers    ``1f``-``8f`` (春夏秋冬 梅蘭竹菊)

Copies of a kind are interchangeable, so hands, walls and discards are lists of kinds.
The text form is digits followed by a suit letter: ``123m456p789s1155z``; it round-trips through
:func:`parse_tiles` and :func:`format_tiles`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

from rules.refusal import Refusal
from rules.tile_codes import FLOWER, HONOR, rank_of, suit_of, tile_text

# what rules.tile_codes holds is read from here as before (the rest of this module is public as it is)
__all__ = ["FLOWER", "HONOR", "rank_of", "suit_of", "tile_text"]

MAN: Final = 0
PIN: Final = 9
SOU: Final = 18

N_KINDS: Final = 34  # playing tiles, flowers excluded
N_ALL_KINDS: Final = 42

EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)
WINDS: Final = (EAST, SOUTH, WEST, NORTH)
DRAGONS: Final = (WHITE, GREEN, RED)
SEASON_FLOWERS: Final = (34, 35, 36, 37)  # 春夏秋冬
PLANT_FLOWERS: Final = (38, 39, 40, 41)  # 梅蘭竹菊
TERMINALS_AND_HONORS: Final = (0, 8, 9, 17, 18, 26, *range(27, 34))

SUIT_LETTERS: Final = "mpszf"
_SUIT_BASE: Final = {"m": MAN, "p": PIN, "s": SOU, "z": HONOR, "f": FLOWER}
_SUIT_MAX_RANK: Final = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 8}
# ASCII digits only: \d, str.isdigit() and int() also take "١٢٣" or "１２３" as 123
_TOKEN = re.compile(r"([0-9]+)([a-zA-Z])|(\S)")

_CN_NUM: Final = "一二三四五六七八九"
_HONOR_ZH: Final = "東南西北白發中"
_HONOR_EN: Final = ("East", "South", "West", "North", "White", "Green", "Red")
_FLOWER_ZH: Final = "春夏秋冬梅蘭竹菊"
_FLOWER_EN: Final = ("Spring", "Summer", "Autumn", "Winter", "Plum", "Orchid", "Bamboo", "Chrysanthemum")
_SUIT_ZH: Final = ("萬", "筒", "條")
_SUIT_EN: Final = ("characters", "dots", "bamboo")


class TileError(ValueError):
    """A tile string that does not follow C-1; the message names the bad token (a :class:`Refusal`: the app
    words it from its key)."""

    @property
    def why(self) -> str:
        """The refusal (a Refusal where the reader made one, else its text)."""
        why = self.args[0]
        return why if isinstance(why, Refusal) else str(why)


def is_suited(kind: int) -> bool:
    return kind < HONOR


def is_honor(kind: int) -> bool:
    return HONOR <= kind < FLOWER


def is_flower(kind: int) -> bool:
    return kind >= FLOWER


def is_terminal_or_honor(kind: int) -> bool:
    return kind >= HONOR or kind % 9 in (0, 8)


def kind_of(text: str) -> int:
    """One tile: ``"5m"`` → 4."""
    kinds = parse_tiles(text)
    if len(kinds) != 1:
        raise TileError(Refusal.of(
            "C-1", "not_one_tile_text", "expected one tile, got {typed}", typed=repr(text)))
    return kinds[0]


def parse_tiles(text: str, *, check_copies: bool = True) -> list[int]:
    """Parse C-1 notation into a list of kinds, in the order written.

    Raises :class:`TileError` naming the token for unknown letters, rank 0 or out of range,
    and (unless ``check_copies`` is false) for a fifth copy of a tile or a second copy of a flower.
    """
    kinds: list[int] = []
    pos = 0
    text = text.strip()
    for match in _TOKEN.finditer(text):
        if text[pos:match.start()].strip():
            raise TileError(_bad_token(text[pos:match.start()].strip(), text))
        pos = match.end()
        digits, letter, stray = match.groups()
        if stray is not None:
            problem = "rank_digits" if stray.isdigit() else "rank_without_suit"
            raise TileError(_bad_token(stray, text, problem))
        letter = letter.lower()
        if letter not in _SUIT_BASE:
            raise TileError(Refusal.of(
                "C-1", "unknown_suit", "bad tile token {token}: unknown suit letter {letter}",
                token=repr(digits + letter), letter=repr(letter)))
        for ch in digits:
            rank = int(ch)
            if rank == 0 or rank > _SUIT_MAX_RANK[letter]:
                raise TileError(Refusal.of(
                    "C-1", "no_rank", "bad tile token {token}: no rank {rank} in suit {letter}",
                    token=repr(ch + letter), rank=rank, letter=repr(letter)))
            kinds.append(_SUIT_BASE[letter] + rank - 1)
    if text[pos:].strip():
        raise TileError(_bad_token(text[pos:].strip(), text, "rank_without_suit"))
    if check_copies:
        check_tile_copies(kinds)
    return kinds


TOKEN_PROBLEMS = {"bad_token": "", "rank_digits": ": ranks are written 1-9",
                   "rank_without_suit": ": ranks must be followed by m, p, s, z or f"}


def _bad_token(token: str, text: str, key: str = "bad_token") -> Refusal:
    """C-1: a token of ``text`` that is no tile, and what is wrong with it when that is known."""
    return Refusal.of("C-1", key, "bad tile token {token} in {typed}" + TOKEN_PROBLEMS[key],
                      token=repr(token), typed=repr(text))


def check_tile_copies(kinds: Iterable[int], already: Sequence[int] = ()) -> None:
    """Raise :class:`TileError` if the kinds (plus ``already``) hold a fifth copy or a second flower."""
    counts = [0] * N_ALL_KINDS
    for k in already:
        counts[k] += 1
    for k in kinds:
        counts[k] += 1
        limit = 1 if k >= FLOWER else 4
        if counts[k] > limit:
            if k >= FLOWER:
                raise TileError(Refusal.of("C-8", "second_copy", "second copy of {tile}", tile=k))
            raise TileError(Refusal.of("C-8", "fifth_copy", "fifth copy of {tile}", tile=k))


def format_tiles(kinds: Iterable[int], *, sort: bool = True) -> str:
    """Kinds → C-1 text. Sorted by kind by default; ``sort=False`` keeps runs in the given order."""
    seq = sorted(kinds) if sort else list(kinds)
    out: list[str] = []
    run_suit = ""
    run: list[str] = []
    for k in seq:
        s = suit_of(k)
        if s != run_suit and run:
            out.append("".join(run) + run_suit)
            run = []
        run_suit = s
        run.append(str(rank_of(k)))
    if run:
        out.append("".join(run) + run_suit)
    return "".join(out)


def counts_of(kinds: Iterable[int], size: int = N_KINDS) -> list[int]:
    """A count vector (length 34 by default; 42 includes flowers)."""
    counts = [0] * size
    for k in kinds:
        counts[k] += 1
    return counts


def kinds_of_counts(counts: Sequence[int]) -> list[int]:
    return [k for k, c in enumerate(counts) for _ in range(c)]


def name_zh(kind: int) -> str:
    """The CJK name shown on a tile: ``一萬``, ``5筒``, ``3條``, ``東``, ``梅``."""
    if kind < HONOR:
        suit = kind // 9
        rank = kind % 9
        return (_CN_NUM[rank] if suit == 0 else str(rank + 1)) + _SUIT_ZH[suit]
    if kind < FLOWER:
        return _HONOR_ZH[kind - HONOR]
    return _FLOWER_ZH[kind - FLOWER]


def name_en(kind: int) -> str:
    """English name: ``5 dots``, ``East``, ``Plum``."""
    if kind < HONOR:
        return f"{kind % 9 + 1} {_SUIT_EN[kind // 9]}"
    if kind < FLOWER:
        return _HONOR_EN[kind - HONOR]
    return _FLOWER_EN[kind - FLOWER]


def next_kind(kind: int) -> int:
    """The kind after ``kind`` in the indicator cycles of CX-1.

    Ranks 1→2…9→1 within a suit; 東→南→西→北→東; 中→發→白→中.
    """
    if kind < HONOR:
        return kind - kind % 9 + (kind % 9 + 1) % 9
    if kind in WINDS:
        return EAST + (kind - EAST + 1) % 4
    if kind in DRAGONS:
        return {RED: GREEN, GREEN: WHITE, WHITE: RED}[kind]
    raise TileError(Refusal.of("", "not_indicator", "{tile} cannot be an indicator", tile=kind))


def full_set(with_flowers: bool) -> list[int]:
    """Every tile of a set in kind order: 136, or 144 with one copy of each flower (a new list)."""
    return list(_FULL_SETS[with_flowers])


_FULL_SETS = {
    False: tuple(k for k in range(N_KINDS) for _ in range(4)),
    True: (*(k for k in range(N_KINDS) for _ in range(4)), *range(FLOWER, N_ALL_KINDS)),
}


def display_key(kind: int) -> tuple[int, int]:
    """Sort key for showing a hand: 萬 條 筒 then honors, then flowers (C-1, CX-2)."""
    if kind < HONOR:
        suit_order = (0, 2, 1)[kind // 9]
        return (suit_order, kind % 9)
    return (3 if kind < FLOWER else 4, kind)
