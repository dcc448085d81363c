"""The special shapes' shanten under one-tile changes (one tile out and/or one in), without changing the hand.

Each class reads a fully concealed hand once and answers ``shape(out, into)``: the shanten of that shape
for the hand with ``out`` let go and ``into`` drawn (either may be None). The numbers are those of
:mod:`rules.analysis.special` — each class keeps what its function reads of the counts (pairs and lone
tiles, terminals and honors held, held-rank masks) and asks the same value function
(:func:`~rules.analysis.special.seven_pairs_value`, :func:`~rules.analysis.special.unrelated_value`), so
the two cannot drift apart. :class:`~rules.analysis.tally.SpecialTally` does the same for
:func:`rules.analysis.discard_options`, but changes its counts tile by tile; these classes leave the
hand alone, so one object serves every question about one hand (tested against
:func:`rules.analysis.shanten`).
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter

from rules.analysis.shape_rules import ShapeRules, UnrelatedRule
from rules.analysis.special import seven_pairs_value, suit_classes, unrelated_value
from rules.tiles import HONOR, N_KINDS, TERMINALS_AND_HONORS

ORPHANS = frozenset(TERMINALS_AND_HONORS)
ORPHAN_COUNTS = itemgetter(*TERMINALS_AND_HONORS)  # the counts of the terminals and honors, as a tuple
HONOR_KINDS = range(HONOR, N_KINDS)


class PairsAfter:
    """七對 shanten as running counts of pairs and singles
    (:func:`~rules.analysis.special.seven_pairs_shanten`)."""

    __slots__ = ("counts", "pair_of", "pairs", "single_of", "singles", "wilds")

    def __init__(self, counts: Sequence[int], wilds: int, four_as_two: bool) -> None:
        self.counts = counts
        self.wilds = wilds
        # how many kinds are held once, twice, three and four times (counted in C)
        ones, twos, threes, fours = counts.count(1), counts.count(2), counts.count(3), counts.count(4)
        if four_as_two:
            self.pair_of: tuple[int, ...] = (0, 0, 1, 1, 2, 2)
            self.single_of: tuple[int, ...] = (0, 1, 0, 1, 0, 1)
            self.pairs, self.singles = twos + threes + 2 * fours, ones + threes
        else:
            self.pair_of, self.single_of = (0, 0, 1, 1, 1, 1), (0, 1, 0, 0, 0, 0)
            self.pairs, self.singles = twos + threes + fours, ones

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
        return seven_pairs_value(pairs, singles, self.wilds)

    def draws(self) -> Sequence[int]:
        """Held kinds make pairs; a new kind helps only while fewer than seven kinds are held."""
        held = [k for k, c in enumerate(self.counts) if c]
        return held if len(held) >= 7 else range(N_KINDS)


class OrphansAfter:
    """十三幺 shanten (JS-11, :func:`~rules.analysis.special.thirteen_orphans_shanten`) as running counts:
    terminal/honor kinds held, and whether one is doubled."""

    __slots__ = ("counts", "doubled", "held", "wilds")

    def __init__(self, counts: Sequence[int], wilds: int) -> None:
        self.counts = counts
        self.wilds = wilds
        held: tuple[int, ...] = ORPHAN_COUNTS(counts)
        self.held: int = len(held) - held.count(0)
        self.doubled: int = self.held - held.count(1)

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
    """All-honors shanten (SH-9 風一色, JH-19 亂風, CX-7 全風向;
    :func:`~rules.analysis.special.all_honors_shanten`): honors held, plus the wilds where they may count
    (JH-27: in 亂風 a 財神 only as its own face, which helps only when that face is an honor)."""

    __slots__ = ("honors", "wilds")

    def __init__(self, counts: Sequence[int], wilds: int, allow_wilds: bool, face: int | None) -> None:
        self.honors = sum(counts[HONOR:N_KINDS])
        face_is_honor = face is not None and HONOR <= face < N_KINDS
        self.wilds = wilds if allow_wilds or face_is_honor else 0

    def __call__(self, out: int | None, into: int | None) -> int:
        honors = self.honors - (out is not None and out >= HONOR) + (into is not None and into >= HONOR)
        return 13 - min(14, honors + self.wilds)

    def draws(self) -> Sequence[int]:
        return HONOR_KINDS


class UnrelatedAfter:
    """十三不靠 (JH-15) / Cixi 十三幺 (CX-7) shanten of ``counts`` (34 kinds, wilds apart) under one-tile
    changes: :func:`~rules.analysis.special.unrelated_value` of the suits' held-rank masks and the honors,
    with only the changed suit's mask or honor recounted.

    ``face``: the kind the wilds are; where a wild may not stand for an honor (JH-27) it still counts
    as its own face, as :func:`rules.analysis.shanten` reads it.
    """

    __slots__ = ("counts", "face_honor", "honors", "masks", "rule", "wilds")

    def __init__(self, counts: Sequence[int], wilds: int, rule: UnrelatedRule, face: int | None) -> None:
        self.counts, self.wilds, self.rule = counts, wilds, rule
        masks = [0, 0, 0]
        for k in range(HONOR):
            if counts[k]:
                masks[k // 9] |= 1 << k % 9
        self.masks = masks
        self.honors = [min(c, 2) for c in counts[HONOR:]]
        honor_face = face is not None and HONOR <= face < N_KINDS and not rule.wild_for_honors
        self.face_honor = face - HONOR if honor_face and face is not None else None

    def __call__(self, out: int | None, into: int | None) -> int:
        masks, honors = self.masks, self.honors
        for kind, held in ((out, -1 if out is None else self.counts[out] - 1),
                           (into, -1 if into is None else self.counts[into] + 1 - (into == out))):
            if kind is None:
                continue
            if kind >= HONOR:
                honors = list(honors) if honors is self.honors else honors
                honors[kind - HONOR] = min(held, 2)
                continue
            masks = list(masks) if masks is self.masks else masks
            suit, bit = divmod(kind, 9)
            masks[suit] = masks[suit] | 1 << bit if held else masks[suit] & ~(1 << bit)
        class_of = suit_classes()[0]
        classes = (class_of[masks[0]], class_of[masks[1]], class_of[masks[2]])
        held_honors = len(honors) - honors.count(0)
        doubled = 2 in honors
        best = unrelated_value(classes, held_honors, doubled, self.wilds, self.rule)
        face = self.face_honor
        if face is not None:  # JH-27: some wilds read as their own (honor) face
            with_face = held_honors + (honors[face] == 0)
            for j in range(1, self.wilds + 1):
                value = unrelated_value(classes, with_face, doubled or honors[face] + j >= 2, self.wilds - j,
                                        self.rule)
                best = min(best, value)
        return best

    def draws(self) -> list[int]:
        """Kinds not held yet (and, CX-7, a second copy of a held honor): a held suit kind never helps."""
        doubled_ok = self.rule.honor_pair_allowed
        counts = self.counts
        return [k for k in range(N_KINDS) if not counts[k] or (doubled_ok and k >= HONOR and counts[k] == 1)]


SpecialAfter = PairsAfter | OrphansAfter | UnrelatedAfter | HonorsAfter


def special_shapes_after(counts: Sequence[int], wilds: int, shapes: ShapeRules, face: int | None,
                         near: int = 99) -> list[SpecialAfter]:
    """The variant's special shapes (a fully concealed hand only) as one-tile-change answers; with
    ``near``, 十三不靠 only when a cheap bound does not already put it further than that."""
    parts: list[SpecialAfter] = []
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
