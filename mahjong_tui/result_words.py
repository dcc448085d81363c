"""What the result screen says in words (issue 16): units and totals named as players
name them (never ``loser_S``, ``winner_take``, ``a``), and the winning hand split into its sets from the
scorer's reading, each wild shown with the tile it stood for (菊→2筒)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping

from mahjong_tui.i18n import Strings
from rules.refusal import Phrase
from rules.tiles import kind_of, parse_tiles


def win_headline(strings: Strings, names: list[str], how: str, discarder: str) -> str:
    """Who won and how: one winner "wins", several (SH-13, on one discard) "win"."""
    if len(names) == 1:
        return strings.win_headline(names[0], how, discarder)
    return strings("result.winners_line", name=strings("result.and").join(names),
               how=strings.win_how(how, discarder))


def carried_words(strings: Strings, carry: Mapping[str, int]) -> tuple[str, ...]:
    """What a drawn hand carries into the next, in words, by the variant's carry key: SH-16 荒番, JH-6
    drawn hands in a row (a factor of 2 each)."""
    return tuple(strings(f"result.{key}", n=value, x=2 ** value) for key, value in carry.items()
                 if value and key in _CARRIED)


_CARRIED = ("huangfan", "draws_before")


def unit_words(strings: Strings, unit: str) -> str:
    """A unit or total's name in words: 胡 / "胡 points", 台 / "台 doublings", 倍 / "× times" …"""
    return strings.said("unit_words", unit, strings.unit(unit) if strings.is_zh else unit.replace("_", " "))


def is_loser_total(key: str) -> bool:
    """JS-21 the losers' own counts (``loser_S`` …) belong to the losers' section, not the winner's totals."""
    return key.startswith("loser_") or key == "winner_take"


WinningSet = tuple[tuple[int, int | None], ...]  # (the face the set needs, the wild standing for it or None)
_TOKEN = re.compile(r"^(?:[^:\s]+:)?([0-9]+[mpsz](?:[0-9]+[mpsz])*)[*~]?$")


def winning_sets(reading: str, tiles: list[int], wilds: frozenset[int]) -> tuple[WinningSet, ...]:
    """The scorer's reading ("pair:11z seq:123m seq:345s*") as sets of the winner's concealed ``tiles``, each
    face a wild stood in for paired with that wild; () when the reading cannot be matched to the tiles."""
    groups = []
    for token in reading.split():
        found = _TOKEN.match(token)
        if found:
            groups.append(parse_tiles(found.group(1)))
    naturals = Counter(k for k in tiles if k not in wilds)
    spare_wilds = [k for k in tiles if k in wilds]
    sets: list[WinningSet] = []
    used = 0
    for group in groups:
        if used >= len(tiles):
            break  # the rest are exposed melds, shown as melds
        faces: list[tuple[int, int | None]] = []
        for face in group:
            if naturals[face] > 0:
                naturals[face] -= 1
                faces.append((face, None))
            elif spare_wilds:
                faces.append((face, spare_wilds.pop()))
            else:
                return ()
        used += len(group)
        sets.append(tuple(faces))
    if used != len(tiles) or spare_wilds or +naturals:
        return ()
    return tuple(sets)


_CODE = re.compile(r"\b([1-9][mpszf])\b")
_SEAT = re.compile(r"^([ESWN]): ")
_WINDS = "ESWN"


def detail_words(detail: str, strings: Strings, labels: tuple[str, str, str, str]) -> str:
    """An item's detail for a player: tile codes named ("1z" → 東), a wind letter as its label ("S: " →
    South). A scorer's phrase is left as it is: it is worded from its value."""
    if isinstance(detail, Phrase):
        return detail
    named = _CODE.sub(lambda found: strings.tile(kind_of(found.group(1))), detail)
    return _SEAT.sub(lambda found: f"{labels[_WINDS.index(found.group(1))]}: ", named)
