"""十三不靠 (JH-15) / Cixi 十三幺 (CX-7) shanten under one-tile changes, for the bots' hot path.

The shape wants 14 different tiles: in each suit up to three ranks pairwise at least three apart, and
honors (five to seven different; CX-7 lets one honor appear twice). Shanten is ``13 - matched``, the
measure of :func:`rules.analysis.special.unrelated_shanten`, which this equals (tested). What a change
costs here is one suit's look-up and a short sum, instead of re-reading all three suits.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.analysis.shape_rules import UnrelatedRule
from rules.analysis.special import _best_overlaps  # the per-suit table behind unrelated_shanten
from rules.tiles import HONOR, N_KINDS

SUIT_SLOTS = range(5, 10)  # 14 tiles: five to nine from the suits, the rest honors
_MATCHED: dict[tuple[object, ...], int] = {}  # few distinct (suit overlaps, honors, wilds): remembered
_SUITS: dict[int, tuple[int, ...]] = {}
MEMO_LIMIT = 200_000


def rank_overlaps() -> list[tuple[int, int, int, int]]:
    """For each 9-bit mask of held ranks of one suit: the most held ranks a valid choice of 0-3 ranks
    (pairwise at least three apart) can cover — the analysis's own table, shared rather than rebuilt."""
    return _best_overlaps()


def _pair_sum(a: Sequence[int], b: Sequence[int]) -> list[int]:
    """Best overlap of two suits together for 0..6 slots."""
    out = [0] * 7
    for i in range(4):
        for j in range(4):
            out[i + j] = max(out[i + j], a[i] + b[j])
    return out


def suit_overlap(m: int, p: int, s: int) -> tuple[int, ...]:
    """Best overlap of the three suits (held-rank masks) for each number of suit slots (index 5..9 used);
    remembered by the three masks, which repeat from question to question."""
    key = m << 18 | p << 9 | s
    out = _SUITS.get(key)
    if out is None:
        if len(_SUITS) > MEMO_LIMIT:
            _SUITS.clear()
        table = rank_overlaps()
        one, rest = table[m], _pair_sum(table[p], table[s])
        best = [0] * 10
        for slots in SUIT_SLOTS:
            best[slots] = max(one[i] + rest[slots - i] for i in range(max(0, slots - 6), 4))
        out = _SUITS[key] = tuple(best)
    return out


class UnrelatedAfter:
    """Shanten of 十三不靠 for ``counts`` (34 kinds, wilds apart) with one tile out and/or one in.

    ``face``: the kind the wilds are; where a wild may not stand for an honor (JH-27) it still counts
    as its own face, as :mod:`rules.analysis` reads it.
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
        return 13 - self._matched(suit_overlap(masks[0], masks[1], masks[2]), honors)

    def draws(self) -> list[int]:
        """Kinds not held yet (and, CX-7, a second copy of a held honor): a held suit kind never helps."""
        doubled_ok = self.rule.honor_pair_allowed
        counts = self.counts
        return [k for k in range(N_KINDS) if not counts[k] or (doubled_ok and k >= HONOR and counts[k] == 1)]

    def _matched(self, suits: Sequence[int], honors: Sequence[int]) -> int:
        key = (*suits[5:], *honors, self.wilds, self.face_honor, self.rule)
        matched = _MATCHED.get(key)
        if matched is None:
            if len(_MATCHED) > MEMO_LIMIT:
                _MATCHED.clear()
            matched = _MATCHED[key] = self._matched_readings(suits, honors)
        return matched

    def _matched_readings(self, suits: Sequence[int], honors: Sequence[int]) -> int:
        readings = [(honors, self.wilds)]
        face = self.face_honor
        if face is not None:  # JH-27: some wilds read as their own (honor) face
            for j in range(1, self.wilds + 1):
                reading = list(honors)
                reading[face] = min(reading[face] + j, 2)
                readings.append((reading, self.wilds - j))
        return max(self._matched_one(suits, h, w) for h, w in readings)

    def _matched_one(self, suits: Sequence[int], honors: Sequence[int], wilds: int) -> int:
        held = sum(1 for c in honors if c)
        doubled = any(c >= 2 for c in honors)
        rule = self.rule
        best = 0
        for suit_slots in SUIT_SLOTS:
            honor_slots = 14 - suit_slots
            for extra in (0, 1) if rule.honor_pair_allowed else (0,):  # CX-7 the doubled honor's slot
                if honor_slots - extra > 7:
                    continue
                honor_overlap = min(held, honor_slots - extra) + (1 if extra and doubled else 0)
                fillable = suit_slots - suits[suit_slots]
                if rule.wild_for_honors:
                    fillable += honor_slots - honor_overlap
                best = max(best, suits[suit_slots] + honor_overlap + min(wilds, fillable))
        return best
