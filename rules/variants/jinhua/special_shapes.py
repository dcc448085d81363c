"""The Jinhua shapes besides four melds and a pair: 七對子 (JH-13/14), 十三不靠/七風 (JH-15/16), 亂風 (JH-19).

The shared readers of :mod:`rules.shapes` find the groups; this module turns them into
:class:`HandReading` values for the items of :mod:`.hands`, once per reading of 白板 (JH-3). What a
財神 may stand for differs per shape (JH-27): anything in seven pairs, suit tiles only in 十三不靠
and 七風 (the variant's ``UnrelatedRule``), only its own face in 亂風.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from rules.hand import NATURAL, STAND_IN, WILD, WildRule
from rules.shapes import Group, Reading, seven_pairs_readings, unrelated_readings
from rules.tiles import HONOR, is_honor
from rules.variants.jinhua.hands import HandReading, TileRead
from rules.variants.jinhua.shapes import JINHUA_UNRELATED


def mark_stand_ins(groups: Sequence[Group], face: int) -> tuple[Group, ...]:
    """JH-3: a natural tile of the face's kind can only be a 白板 read as the face (the real copies
    of the face are the wild 財神), so it is marked STAND_IN."""
    return tuple(
        Group(g.shape, g.tiles,
              tuple(STAND_IN if v == NATURAL and k == face else v for k, v in zip(g.tiles, g.via)))
        for g in groups
    )


def tiles_of(groups: Sequence[Group]) -> tuple[TileRead, ...]:
    return tuple((k, v) for g in groups for k, v in zip(g.tiles, g.via))


def _burst_splits(reading: Reading) -> Iterator[Reading]:
    """七對子爆頭 (JH-14) readings: a natural pair and a pair of two wilds read instead as two pairs
    of that kind, each with a wild (the drawn tile may have paired a held single with a 財神)."""
    wild_pairs = [g for g in reading if g.shape == "pair" and g.all_wild]
    if not wild_pairs:
        return
    rest = list(reading)
    rest.remove(wild_pairs[0])
    for g in {g for g in rest if g.shape == "pair" and WILD not in g.via}:
        others = list(rest)
        others.remove(g)
        halves = [Group("pair", g.tiles, (g.via[0], WILD))] * 2
        yield tuple(sorted(others + halves))


def _seven_pairs(counts: Sequence[int], wilds: int, face: int) -> Iterator[HandReading]:
    for reading in seven_pairs_readings(counts, wilds):
        for variant in (reading, *_burst_splits(reading)):
            groups = mark_stand_ins(variant, face)
            yield HandReading("seven_pairs", groups, (), tiles_of(groups))


def _unrelated(counts: Sequence[int], wilds: int, face: int) -> Iterator[HandReading]:
    for reading in unrelated_readings(counts, wilds, JINHUA_UNRELATED):  # JH-15, JH-27
        groups = mark_stand_ins(reading, face)
        honors = {k for g in groups for k in g.tiles if k >= HONOR}
        # the groups are kept for the shape; items look at the tiles (14 singles)
        yield HandReading("unrelated", (), (), tiles_of(groups), seven_winds=len(honors) == 7)


def special_readings(concealed: Sequence[int], face: int) -> Iterator[HandReading]:
    """Seven pairs and 十三不靠 readings of 14 concealed tiles (no melds), for each 白板 reading."""
    if len(concealed) != 14:
        return
    for counts, wilds, _stand_ins in WildRule.caishen(face).readings(concealed):
        yield from _seven_pairs(counts, wilds, face)
        yield from _unrelated(counts, wilds, face)


def all_honors_reading(concealed: Sequence[int], meld_tiles: Sequence[TileRead],
                       face: int) -> HandReading | None:
    """亂風 (JH-19): every tile an honor, no shape needed; a 財神 counts only as its own face (JH-27).
    (Kongs make more than 14 tiles, so this is not :func:`rules.shapes.all_honors_ok`.)"""
    tiles: list[TileRead] = [(face, WILD) if k == face else (k, NATURAL) for k in concealed]
    tiles.extend(meld_tiles)
    if not all(is_honor(kind) for kind, _ in tiles):
        return None
    return HandReading("all_honors", (), (), tuple(tiles))
