"""Which Cixi shapes a hand completes (CX-7), with the 龍 wild (CX-1), and 抛花 (CX-11).

Scoring needs only *which* shapes are complete and which natural tiles the hand holds: every Cixi extra
that could depend on how a 龍 is read (清一色 / 混一色) depends in fact only on the natural tiles, because
a 龍 can always be read as a tile of a suit the hand already shows. The readings come from
:mod:`rules.shapes`; the fast "which tiles complete it" for 抛花 from :mod:`rules.analysis`.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.analysis import winning_kinds
from rules.shapes import Reading, seven_pairs_readings, standard_readings, unrelated_readings
from rules.tiles import HONOR, N_KINDS, format_tiles
from rules.variants.cixi.shapes import CIXI_SHAPES, CIXI_UNRELATED

N_HONORS = 7


def split_long(tiles: Sequence[int], long_kind: int) -> tuple[list[int], int]:
    """Tiles → (counts of the 34 kinds without the 龍, number of 龍)."""
    counts = [0] * N_KINDS
    longs = 0
    for k in tiles:
        if k == long_kind:
            longs += 1
        else:
            counts[k] += 1
    return counts, longs


def standard_reading(tiles: Sequence[int], long_kind: int, n_melds: int) -> str | None:
    """One reading of the concealed tiles as melds + a pair (CX-7 A–E), as text, or None.

    A tile read through a 龍 is marked ``*`` (``456s*``); a group of 龍 alone stands as 龍, their own kind
    (they could stand for anything, nothing in Cixi scoring depends on what, and their own kind is never
    a fifth copy).
    """
    counts, longs = split_long(tiles, long_kind)
    readings = standard_readings(counts, longs, 4 - n_melds, wild_group_kinds=(long_kind,))
    return " ".join(str(g) for g in readings[0]) if readings else None


def shape_text(shape: str, reading: Reading) -> str:
    """A special shape's reading as the score shows it: one group in tile order, each 龍 as the face it
    stood for, marked ``*`` once per 龍 (``unrelated:26m47p36s12345567z*``: the 龍 was the 東)."""
    faces = sorted(k for group in reading for k in group.tiles)
    return f"{shape}:{format_tiles(faces)}" + "*" * sum(group.wilds_used for group in reading)


def seven_pairs_kind(tiles: Sequence[int], long_kind: int) -> tuple[str, str] | None:
    """(``"清七對"``, reading) when the 14 tiles are seven pairs with no 龍 used as wild (two 龍 may pair
    as themselves), (``"七對"``, reading) when 龍 complete them, else None. Four alike are two pairs
    (DECISION)."""
    if len(tiles) != 14:
        return None
    if all(tiles.count(k) % 2 == 0 for k in set(tiles)):  # a pair of 龍 stands as its own kind
        return "清七對", f"pairs:{format_tiles(sorted(tiles))}" + "*" * tiles.count(long_kind)
    counts, longs = split_long(tiles, long_kind)
    readings = seven_pairs_readings(counts, longs)
    return ("七對", shape_text("pairs", readings[0])) if readings else None


def thirteen_orphans_kind(tiles: Sequence[int], long_kind: int) -> tuple[str, str] | None:
    """(``"十三幺七風齊"`` or ``"十三幺"``, reading) or None for 14 concealed tiles (CX-7).

    Suit tiles pairwise at least three ranks apart within a suit; honors all different except that one
    honor may appear twice; 龍 fill any slot. 七風齊: some reading holds all seven honors (that reading is
    the one shown: it says which honor each 龍 stood for).
    """
    if len(tiles) != 14:
        return None
    counts, longs = split_long(tiles, long_kind)
    readings = unrelated_readings(counts, longs, CIXI_UNRELATED)
    if not readings:
        return None
    for reading in readings:
        if len({k for g in reading for k in g.tiles if k >= HONOR}) == N_HONORS:
            return "十三幺七風齊", shape_text("unrelated", reading)
    return "十三幺", shape_text("unrelated", readings[0])


def all_honors(naturals: Sequence[int]) -> bool:
    """全風向: every natural tile (melds included) an honor; 龍 stand for honors (DECISION)."""
    return all(k >= HONOR for k in naturals)


def all_honors_reading(tiles: Sequence[int], melded: Sequence[int], long_kind: int) -> str:
    """全風向's concealed tiles as one group in any arrangement, each 龍 read as an honor: DECISION the
    honor the hand (``melded`` tiles too) holds fewest of, the lowest of those (so a lone honor is paired
    and no fifth copy is read)."""
    faces = [k for k in tiles if k != long_kind]
    longs = len(tiles) - len(faces)
    held = [*faces, *melded]
    for _ in range(longs):
        face = min(range(HONOR, N_KINDS), key=lambda k: (held.count(k), k))
        faces.append(face)
        held.append(face)
    return f"all_honors:{format_tiles(sorted(faces))}" + "*" * longs


def is_paohua(concealed: Sequence[int], n_melds: int, long_kind: int) -> bool:
    """CX-11 抛花: every tile one could still draw completes the hand (typically four melds + a lone 龍).

    ``concealed`` is the hand waiting (13 − 3 × melds tiles). Kinds the hand already holds four of
    cannot be drawn and are not asked.
    """
    if len(concealed) != 13 - 3 * n_melds:
        return False
    counts, longs = split_long(concealed, long_kind)
    held = [concealed.count(k) for k in range(N_KINDS)]
    drawable = [k for k in range(N_KINDS) if held[k] < 4]
    waits = set(winning_kinds(counts, longs, 4 - n_melds, CIXI_SHAPES, wild_kind=long_kind))
    return waits.issuperset(drawable)
