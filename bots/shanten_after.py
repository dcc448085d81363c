"""Shanten of a hand under one-tile changes (one tile out, one in): the bots' hot path.

A discard decision asks "what is the shanten after letting ``out`` go and drawing ``into``?" a few
hundred times for the same hand. The answers come from the shared analysis tables
(:mod:`rules.analysis.standard`: one vector per suit, combined by a memoised max-plus product), but
precomputed for this hand: the combination of the groups a change does not touch is kept, so one
question costs one or two table look-ups. Seven pairs and 十三幺 shanten are kept as running counts;
十三不靠 (:mod:`bots.unrelated_after`) re-reads only the suit that changed.
Every answer equals :func:`rules.analysis.shanten` of the changed hand (tested).
"""

from __future__ import annotations

from collections.abc import Sequence

from bots.unrelated_after import UnrelatedAfter
from rules.analysis import ShapeRules
from rules.analysis.standard import combine, combine_all
from rules.analysis.standard import shanten as standard_shanten
from rules.analysis.tables import HONOR_TABLE, SUIT_TABLE, VECTORS
from rules.tiles import HONOR, N_KINDS, TERMINALS_AND_HONORS

GROUP = tuple(min(k // 9, 3) for k in range(N_KINDS))  # m p s honors
PLACE = tuple(5 ** (k % 9) if k < HONOR else 5 ** (k - HONOR) for k in range(N_KINDS))  # base-5 digit weight
TABLES = (SUIT_TABLE, SUIT_TABLE, SUIT_TABLE, HONOR_TABLE)
ORPHANS = frozenset(TERMINALS_AND_HONORS)
NONE = -1  # a change that does not touch the hand (no tile, or a tile the plan leaves out)


class StandardAfter:
    """Standard-shape (4 melds + pair) shanten of ``counts`` with one tile out and/or one in.

    ``usable``: the plan may use this kind (a tile outside a 清一色 plan neither helps nor hurts).
    """

    __slots__ = ("column", "full", "index", "keys", "rest_one", "rest_two", "top", "usable")

    def __init__(self, counts: Sequence[int], wilds: int, needed: int, usable: Sequence[bool]) -> None:
        c = counts
        self.usable = usable
        keys = [0, 0, 0, 0]
        for k in range(N_KINDS):
            if c[k] and usable[k]:
                keys[GROUP[k]] += c[k] * PLACE[k]
        self.keys = keys
        index = [TABLES[g][keys[g]] for g in range(4)]
        self.index = index
        self.full = combine_all(index)
        # the groups a change leaves alone, combined once: all but g, and all but g and h
        self.rest_one = [combine(combine(index[a], index[b]), index[d])
                         for a, b, d in ((1, 2, 3), (0, 2, 3), (0, 1, 3), (0, 1, 2))]
        self.rest_two = {(g, h): combine(*(index[x] for x in range(4) if x not in (g, h)))
                         for g in range(4) for h in range(4) if g != h}
        self.column = 5 + needed
        self.top = 3 * needed + 1 - wilds

    def __call__(self, out: int | None, into: int | None) -> int:
        go = GROUP[out] if out is not None and self.usable[out] else NONE
        gi = GROUP[into] if into is not None and self.usable[into] else NONE
        keys = self.keys
        if go == gi:
            if go == NONE:
                vector = self.full
            else:
                assert out is not None and into is not None
                key = keys[go] - PLACE[out] + PLACE[into]
                vector = combine(self.rest_one[go], TABLES[go][key])
        elif gi == NONE:
            assert out is not None
            vector = combine(self.rest_one[go], TABLES[go][keys[go] - PLACE[out]])
        elif go == NONE:
            assert into is not None
            vector = combine(self.rest_one[gi], TABLES[gi][keys[gi] + PLACE[into]])
        else:
            assert out is not None and into is not None
            moved = combine(TABLES[go][keys[go] - PLACE[out]], TABLES[gi][keys[gi] + PLACE[into]])
            vector = combine(self.rest_two[(go, gi)], moved)
        return max(self.top - VECTORS[vector][self.column], -1)


class PairsAfter:
    """七對 shanten as running counts of pairs and singles (the shared analysis's measure)."""

    __slots__ = ("counts", "pair_of", "pairs", "single_of", "singles", "wilds")

    def __init__(self, counts: Sequence[int], wilds: int, four_as_two: bool) -> None:
        self.counts = counts
        self.wilds = wilds
        if four_as_two:
            self.pair_of: tuple[int, ...] = (0, 0, 1, 1, 2, 2)
            self.single_of: tuple[int, ...] = (0, 1, 0, 1, 0, 1)
        else:
            self.pair_of, self.single_of = (0, 0, 1, 1, 1, 1), (0, 1, 0, 0, 0, 0)
        self.pairs = sum(self.pair_of[c] for c in counts)
        self.singles = sum(self.single_of[c] for c in counts)

    def __call__(self, out: int | None, into: int | None) -> int:
        pairs, singles = self.pairs, self.singles
        pair_of, single_of = self.pair_of, self.single_of
        if out is not None:
            c = self.counts[out]
            pairs += pair_of[c - 1] - pair_of[c]
            singles += single_of[c - 1] - single_of[c]
        if into is not None:
            c = self.counts[into] - (into == out)
            pairs += pair_of[c + 1] - pair_of[c]
            singles += single_of[c + 1] - single_of[c]
        pairs = min(pairs, 7)
        return 13 - 2 * pairs - min(singles, 7 - pairs) - self.wilds


class OrphansAfter:
    """十三幺 shanten (JS-11) as running counts: terminal/honor kinds held, and whether one is doubled."""

    __slots__ = ("counts", "doubled", "held", "wilds")

    def __init__(self, counts: Sequence[int], wilds: int) -> None:
        self.counts = counts
        self.wilds = wilds
        self.held = sum(1 for k in ORPHANS if counts[k])
        self.doubled = sum(1 for k in ORPHANS if counts[k] >= 2)

    def __call__(self, out: int | None, into: int | None) -> int:
        held, doubled = self.held, self.doubled
        if out is not None and out in ORPHANS:
            c = self.counts[out]
            held -= c == 1
            doubled -= c == 2
        if into is not None and into in ORPHANS:
            c = self.counts[into] - (into == out)
            held += c == 0
            doubled += c == 1
        return 13 - held - (1 if doubled > 0 else 0) - self.wilds


class HonorsAfter:
    """All-honors shanten (SH-9 風一色, JH-19 亂風, CX-7 全風向): honors held, plus the wilds where they
    may count (JH-27: in 亂風 a 財神 only as its own face, which helps only when that face is an honor)."""

    __slots__ = ("honors", "wilds")

    def __init__(self, counts: Sequence[int], wilds: int, allow_wilds: bool, face: int | None) -> None:
        self.honors = sum(counts[HONOR:])
        face_is_honor = face is not None and HONOR <= face < N_KINDS
        self.wilds = wilds if allow_wilds or face_is_honor else 0

    def __call__(self, out: int | None, into: int | None) -> int:
        honors = self.honors - (out is not None and out >= HONOR) + (into is not None and into >= HONOR)
        return 13 - min(14, honors + self.wilds)


ShapeAfter = StandardAfter | PairsAfter | OrphansAfter | UnrelatedAfter | HonorsAfter


class BestAfter:
    """The lowest shanten over several shapes' answers."""

    __slots__ = ("parts",)

    def __init__(self, parts: Sequence[ShapeAfter]) -> None:
        self.parts = tuple(parts)

    def __call__(self, out: int | None, into: int | None) -> int:
        return min(part(out, into) for part in self.parts)


def special_shapes_after(counts: Sequence[int], wilds: int, shapes: ShapeRules, face: int | None) -> list[ShapeAfter]:
    """The variant's special shapes (a fully concealed hand only) as one-tile-change answers."""
    parts: list[ShapeAfter] = []
    if shapes.seven_pairs:
        parts.append(PairsAfter(counts, wilds, shapes.seven_pairs_four_as_two))
    if shapes.thirteen_orphans:
        parts.append(OrphansAfter(counts, wilds))
    if shapes.unrelated is not None:
        parts.append(UnrelatedAfter(counts, wilds, shapes.unrelated, face))
    if shapes.all_honors:
        parts.append(HonorsAfter(counts, wilds, shapes.all_honors_wilds, face))
    return parts


def free_shanten_after(counts: Sequence[int], wilds: int, needed: int, shapes: ShapeRules,
                       face: int | None) -> StandardAfter | BestAfter:
    """Every shape the variant allows (the free plan), special shapes only when about as close as the
    standard one now: a far-away 七對 or 十三不靠 changes no decision and costs most of the time."""
    standard = StandardAfter(counts, wilds, needed, [True] * N_KINDS)
    if needed != 4:
        return standard
    near = standard(None, None) if shapes.standard else 99
    close = [part for part in special_shapes_after(counts, wilds, shapes, face) if part(None, None) <= near]
    if not close:
        return standard
    return BestAfter([standard, *close] if shapes.standard else close)


def free_shanten(counts: Sequence[int], wilds: int, needed: int, shapes: ShapeRules, face: int | None) -> int:
    """:func:`rules.analysis.shanten` over the variant's shapes (the same number, computed as above)."""
    best = standard_shanten(counts, wilds, needed) if shapes.standard else 99
    if needed != 4:
        return best
    for part in special_shapes_after(counts, wilds, shapes, face):
        best = min(best, part(None, None))
    return best


_MASKS: dict[frozenset[int], tuple[bool, ...]] = {}


def usable_mask(kinds: frozenset[int]) -> tuple[bool, ...]:
    """``mask[k]``: kind k is among ``kinds`` (kept per plan: plans repeat every decision)."""
    mask = _MASKS.get(kinds)
    if mask is None:
        mask = _MASKS[kinds] = tuple(k in kinds for k in range(N_KINDS))
    return mask
