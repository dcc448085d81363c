"""Shanten of a hand under one-tile changes (one tile out, one in): the bots' hot path.

A discard decision asks "what is the shanten after letting ``out`` go and drawing ``into``?" a few
hundred times for the same hand. The answers come from the shared analysis tables
(:mod:`rules.analysis.standard`: one vector per suit, combined by a memoised max-plus product), but
precomputed for this hand: the combination of the groups a change does not touch is kept, so one
question costs one or two table look-ups. Seven pairs, 十三幺 and all-honors shanten are kept as
running counts; 十三不靠 (:mod:`bots.unrelated_after`) re-reads only the suit that changed. A special
shape further than the standard one is left out, which changes no answer at the best discards (a
draw lowers a shape by one step at most). The answers are tested against :func:`rules.analysis.shanten`.
"""

from __future__ import annotations

from collections.abc import Sequence

from bots.pungs_after import (
    CAPS_WEIGHT,
    PungsAfter,
    kind_caps,
    pung_fit,
    pung_fit_of,
    pung_key,
    pung_shanten,
)
from bots.unrelated_after import UnrelatedAfter
from rules.analysis import ShapeRules
from rules.analysis.standard import combine, group_keys
from rules.analysis.standard import shanten as standard_shanten
from rules.analysis.tables import HONOR_TABLE, SUIT_TABLE, VECTORS
from rules.tiles import HONOR, N_KINDS, TERMINALS_AND_HONORS

GROUP = tuple(min(k // 9, 3) for k in range(N_KINDS))  # m p s honors
PLACE = tuple(5 ** (k % 9) if k < HONOR else 5 ** (k - HONOR) for k in range(N_KINDS))  # base-5 digit weight
TABLES = (SUIT_TABLE, SUIT_TABLE, SUIT_TABLE, HONOR_TABLE)
ORPHANS = frozenset(TERMINALS_AND_HONORS)
HONOR_KINDS = range(HONOR, N_KINDS)
OTHER_TWO = tuple(tuple(tuple(x for x in range(4) if x not in (g, h)) for h in range(4)) for g in range(4))
NEIGHBOURS = tuple(  # a kind and its suit neighbours within two ranks: the draws that can join it
    tuple(range(max(k - k % 9, k - 2), min(k - k % 9 + 8, k + 2) + 1)) if k < HONOR else (k,) for k in range(N_KINDS)
)
NONE = -1  # a change that does not touch the hand (no tile, or a tile the plan leaves out)


class StandardAfter:
    """Standard-shape (4 melds + pair) shanten of ``counts`` with one tile out and/or one in.

    ``usable``: the plan may use this kind (a tile outside a 清一色 plan neither helps nor hurts).
    """

    __slots__ = ("column", "counts", "full", "index", "keys", "near", "rest_one", "top", "usable")

    def __init__(self, counts: Sequence[int], wilds: int, needed: int, usable: Sequence[bool],
                 keys: list[int] | None = None) -> None:
        """``keys``: :func:`group_keys` of the usable counts, when already known."""
        self.counts = counts
        self.near: list[int] | None = None
        self.usable = usable
        if keys is None:
            keys = group_keys(counts if all(usable) else [c if usable[k] else 0 for k, c in enumerate(counts)])
        self.keys = keys
        i0, i1, i2, i3 = index = [SUIT_TABLE[keys[0]], SUIT_TABLE[keys[1]], SUIT_TABLE[keys[2]], HONOR_TABLE[keys[3]]]
        self.index = index
        # the groups a change leaves alone, combined once: all groups but g
        c01, c23 = combine(i0, i1), combine(i2, i3)
        self.full = combine(c01, c23)
        self.rest_one = (combine(combine(i2, i3), i1), combine(c23, i0), combine(c01, i3), combine(c01, i2))
        self.column = 5 + needed
        self.top = 3 * needed + 1 - wilds

    def __call__(self, out: int | None, into: int | None) -> int:
        usable = self.usable
        go = GROUP[out] if out is not None and usable[out] else NONE
        gi = GROUP[into] if into is not None and usable[into] else NONE
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
            index = self.index
            a, b = OTHER_TWO[go][gi]
            moved = combine(TABLES[go][keys[go] - PLACE[out]], TABLES[gi][keys[gi] + PLACE[into]])
            vector = combine(combine(index[a], index[b]), moved)
        return max(self.top - VECTORS[vector][self.column], -1)

    def without(self, kinds: Sequence[int]) -> list[int]:
        """``self(k, None)`` for each of ``kinds``: the rest of the hand combined once per group."""
        usable, keys, rest, column, top = self.usable, self.keys, self.rest_one, self.column, self.top
        found = []
        for k in kinds:
            if usable[k]:
                g = GROUP[k]
                usable_tiles = VECTORS[combine(rest[g], TABLES[g][keys[g] - PLACE[k]])][column]
            else:
                usable_tiles = VECTORS[self.full][column]
            found.append(max(-1, top - usable_tiles))
        return found

    def draws(self) -> list[int]:
        """Kinds whose draw could help: held kinds and their suit neighbours within two ranks."""
        if self.near is None:
            usable = self.usable
            near: set[int] = set()
            for k, c in enumerate(self.counts):
                if c and usable[k]:
                    near.update(NEIGHBOURS[k])
            self.near = sorted(k for k in near if usable[k])
        return self.near

    def helpful(self, out: int, current: int, live: Sequence[int]) -> list[int]:
        """The kinds among :meth:`draws` (live, a copy left) that lower ``current``, the shanten without
        ``out``: the same as asking ``self(out, k) < current`` of each, with the groups a draw leaves
        alone combined once per group instead of once per kind."""
        if current < 0:
            return []
        keys, index, counts = self.keys, self.index, self.counts
        go = GROUP[out] if self.usable[out] else NONE
        column, top = self.column, self.top
        bases: dict[int, tuple[int, int]] = {}
        found = []
        for k in self.draws():
            if not live[k] or counts[k] - (k == out) >= 4:
                continue
            g = GROUP[k]
            base = bases.get(g)
            if base is None:
                if go == NONE:
                    base = (self.rest_one[g], keys[g])
                elif g == go:
                    base = (self.rest_one[g], keys[g] - PLACE[out])
                else:
                    a, b = OTHER_TWO[go][g]
                    rest = combine(combine(index[a], index[b]), TABLES[go][keys[go] - PLACE[out]])
                    base = (rest, keys[g])
                bases[g] = base
            if top - VECTORS[combine(base[0], TABLES[g][base[1] + PLACE[k]])][column] < current:
                found.append(k)
        return found


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

    def draws(self) -> Sequence[int]:
        """Held kinds make pairs; a new kind helps only while fewer than seven kinds are held."""
        held = [k for k, c in enumerate(self.counts) if c]
        return held if len(held) >= 7 else range(N_KINDS)


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

    def draws(self) -> Sequence[int]:
        return TERMINALS_AND_HONORS


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

    def draws(self) -> Sequence[int]:
        return HONOR_KINDS


ShapeAfter = StandardAfter | PairsAfter | OrphansAfter | UnrelatedAfter | HonorsAfter | PungsAfter


class BestAfter:
    """The lowest shanten over several shapes' answers."""

    __slots__ = ("parts",)

    def __init__(self, parts: Sequence[ShapeAfter]) -> None:
        self.parts = tuple(parts)

    def __call__(self, out: int | None, into: int | None) -> int:
        best = 99
        for part in self.parts:
            value = part(out, into)
            best = min(best, value)
        return best


def shantens_without(after: ShapeAfter | BestAfter, kinds: Sequence[int]) -> list[int]:
    """``after(k, None)`` for each of ``kinds`` (one discard each), asked in one go where a shape can."""
    if isinstance(after, (StandardAfter, PungsAfter)):
        return after.without(kinds)
    if isinstance(after, BestAfter):
        found = shantens_without(after.parts[0], kinds)
        for part in after.parts[1:]:
            found = [min(b, a) for a, b in zip(found, shantens_without(part, kinds))]
        return found
    return [after(k, None) for k in kinds]


def live_ukeire(after: ShapeAfter | BestAfter, out: int, counts: Sequence[int], live: Sequence[int],
                current: int) -> int:
    """Live copies (``live[k]``: unseen and wanted, else 0) of the kinds whose draw lowers the shanten
    ``current`` of the hand without ``out``. A draw lowers a shape by one step at most, so only the
    shapes already at ``current`` are asked, each about the kinds it could use."""
    if isinstance(after, (StandardAfter, PungsAfter)):
        return sum([live[k] for k in after.helpful(out, current, live)])
    parts = after.parts if isinstance(after, BestAfter) else (after,)
    counted: set[int] = set()
    for part in parts:
        if len(parts) > 1 and part(out, None) != current:
            continue
        if isinstance(part, (StandardAfter, PungsAfter)):
            counted.update(part.helpful(out, current, live))
            continue
        for k in part.draws():
            if live[k] and k not in counted and counts[k] - (k == out) < 4 and part(out, k) < current:
                counted.add(k)
    return sum(live[k] for k in counted)


def special_shapes_after(counts: Sequence[int], wilds: int, shapes: ShapeRules, face: int | None,
                         near: int = 99) -> list[ShapeAfter]:
    """The variant's special shapes (a fully concealed hand only) as one-tile-change answers; with
    ``near``, 十三不靠 only when a cheap bound does not already put it further than that."""
    parts: list[ShapeAfter] = []
    if shapes.seven_pairs:
        parts.append(PairsAfter(counts, wilds, shapes.seven_pairs_four_as_two))
    if shapes.thirteen_orphans:
        parts.append(OrphansAfter(counts, wilds))
    if shapes.unrelated is not None:
        # 14 different tiles (CX-7: one honor twice), so fewer kinds held bound it from below
        distinct = sum(1 for c in counts if c)
        if 12 - distinct - wilds <= near:
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
    close = [part for part in special_shapes_after(counts, wilds, shapes, face, near) if part(None, None) <= near]
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


__all__ = [  # the all-pungs shape lives in bots.pungs_after; its names are asked for here too
    "CAPS_WEIGHT", "BestAfter", "HonorsAfter", "OrphansAfter", "PairsAfter", "PungsAfter", "ShapeAfter",
    "StandardAfter", "free_shanten", "free_shanten_after", "kind_caps", "live_ukeire", "pung_fit", "pung_fit_of",
    "pung_key", "pung_shanten", "shantens_without", "special_shapes_after", "usable_mask",
]
