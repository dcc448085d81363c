"""Running counts behind the special shapes, updated in O(1) per tile drawn or let go.

A discard evaluation asks "the special shapes' shanten of this hand with one tile out and one in"
hundreds of times. Recounting 34 kinds each time is what made variants with special shapes slow, so
:class:`SpecialTally` keeps what each shape reads of the counts (pairs and lone tiles for seven pairs,
terminals and honors held for 十三幺, held-rank masks and honors for 十三不靠, honors for all honors)
and changes it tile by tile. The values are those of :mod:`rules.analysis.special` (tested); a draw
is tried only against the shapes that could still improve, and only where it changes what they read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from rules.analysis.shape_rules import ShapeRules
from rules.analysis.special import seven_pairs_value, suit_classes, unrelated_value
from rules.tiles import HONOR, N_KINDS, TERMINALS_AND_HONORS

NO_SHAPE = 99
T = TypeVar("T")
# what 十三不靠 reads: held-rank masks of the three suits, different honors, one doubled, the face held
UnrelatedReading = tuple[int, int, int, int, bool, int]
SEVEN_PAIRS, ORPHANS, UNRELATED, ALL_HONORS = SHAPES = (0, 1, 2, 3)
_ORPHAN = tuple(k in TERMINALS_AND_HONORS for k in range(N_KINDS))


class SpecialTally:
    """The special shapes' view of a fully concealed hand (34 counts, wilds apart), kept up to date by
    :meth:`add` and :meth:`remove`; :meth:`values` gives each special shape's shanten for some wilds.

    ``wild_kind``: the playing kind the wilds are (JH-27: where a wild may not be wild it counts as its
    own face). ``stand_in``/``face``: a kind that may also be read as ``face`` (Jinhua 白板, JH-3);
    every reading is tried.
    """

    __slots__ = (
        "allowed", "counts", "doubled", "face", "face_honor", "honors", "honors_held", "masks",
        "orphans_dup", "orphans_held", "pairs", "shapes", "singles", "stand_in", "suit_class",
        "unrelated_now",
    )

    def __init__(
        self, counts: Sequence[int], shapes: ShapeRules, wild_kind: int | None,
        stand_in: int | None = None, face: int | None = None,
    ) -> None:
        self.shapes = shapes
        self.allowed = (shapes.seven_pairs, shapes.thirteen_orphans, shapes.unrelated is not None,
                        shapes.all_honors)
        self.face_honor = wild_kind if wild_kind is not None and HONOR <= wild_kind < N_KINDS else None
        self.stand_in = stand_in
        self.face = face
        self.counts = [0] * N_KINDS
        self.pairs = self.singles = self.orphans_held = self.orphans_dup = 0
        self.honors = self.honors_held = self.doubled = 0
        self.masks = [0, 0, 0]
        self.unrelated_now: list[UnrelatedReading] = []
        self.suit_class = suit_classes()[0] if shapes.unrelated is not None else []
        for k, c in enumerate(counts):
            for _ in range(c):
                self.add(k)

    def add(self, k: int) -> None:
        """One more tile of kind ``k``."""
        counts = self.counts
        c = counts[k]
        counts[k] = c + 1
        if self.shapes.seven_pairs_four_as_two:
            if c & 1:
                self.pairs += 1
                self.singles -= 1
            else:
                self.singles += 1
        elif c == 0:
            self.singles += 1
        elif c == 1:
            self.pairs += 1
            self.singles -= 1
        if _ORPHAN[k]:
            self.orphans_held += c == 0
            self.orphans_dup += c == 1
        if k >= HONOR:
            self.honors += 1
            self.honors_held += c == 0
            self.doubled += c == 1
        elif c == 0:
            self.masks[k // 9] |= 1 << (k % 9)

    def remove(self, k: int) -> None:
        """One tile of kind ``k`` fewer (the caller knows it is held)."""
        counts = self.counts
        c = counts[k] - 1
        counts[k] = c
        if self.shapes.seven_pairs_four_as_two:
            if c & 1:
                self.pairs -= 1
                self.singles += 1
            else:
                self.singles -= 1
        elif c == 0:
            self.singles -= 1
        elif c == 1:
            self.pairs -= 1
            self.singles += 1
        if _ORPHAN[k]:
            self.orphans_held -= c == 0
            self.orphans_dup -= c == 1
        if k >= HONOR:
            self.honors -= 1
            self.honors_held -= c == 0
            self.doubled -= c == 1
        elif c == 0:
            self.masks[k // 9] &= ~(1 << (k % 9))

    def values(self, wilds: int) -> list[int]:
        """Shanten of each special shape (:data:`SHAPES` order; :data:`NO_SHAPE` where not allowed).
        Also remembers what 十三不靠 reads in each stand-in reading, for :meth:`draw_improves`."""
        out = [self.value(shape, wilds) for shape in (SEVEN_PAIRS, ORPHANS)]
        if self.allowed[UNRELATED]:
            self.unrelated_now = self._each_reading(self._unrelated_reading)
            out.append(min(self._unrelated(reading, wilds) for reading in self.unrelated_now))
        else:
            out.append(NO_SHAPE)
        out.append(self.value(ALL_HONORS, wilds))
        return out

    def value(self, shape: int, wilds: int) -> int:
        """One shape's shanten, the best over the stand-in readings that can matter (JH-3)."""
        if not self.allowed[shape]:
            return NO_SHAPE
        if shape == SEVEN_PAIRS:
            if self.shapes.seven_pairs_four_as_two:
                # splitting stand-ins between two kinds never makes more pairs: reading them as held is best
                return seven_pairs_value(self.pairs, self.singles, wilds)
            return self._over_readings(self._seven_pairs, wilds)
        if shape == ALL_HONORS:
            return self._all_honors(wilds)  # a stand-in read as the face is never more of an honor
        if shape == ORPHANS:
            return self._over_readings(self._orphans, wilds)
        return min(self._unrelated(reading, wilds) for reading in self._each_reading(self._unrelated_reading))

    def draw_improves(self, t: int, wilds: int, current: int, shapes: Sequence[int]) -> bool:
        """Does drawing natural kind ``t`` bring one of ``shapes`` below ``current``? (After :meth:`values`
        for the same hand.)"""
        counts = self.counts
        c = counts[t]
        for shape in shapes:
            if shape == SEVEN_PAIRS and self.shapes.seven_pairs_four_as_two:
                pairs, singles = ((self.pairs + 1, self.singles - 1) if c & 1
                                  else (self.pairs, self.singles + 1))
                if seven_pairs_value(pairs, singles, wilds) < current:
                    return True
                continue
            if shape == ALL_HONORS:
                if t >= HONOR and self._all_honors(wilds, 1) < current:
                    return True
                continue
            if not self._may_change(shape, t, c):
                continue  # the draw changes nothing this shape reads, in any reading
            if shape == UNRELATED and t != self.stand_in:
                if self._unrelated_draw_improves(t, c, wilds, current):
                    return True
                continue
            self.add(t)
            after = self.value(shape, wilds)
            self.remove(t)
            if after < current:
                return True
        return False

    def _may_change(self, shape: int, t: int, c: int) -> bool:
        """Can one more tile of kind ``t`` (``c`` held) change what this shape reads?"""
        if t == self.stand_in:
            return True
        if shape == ORPHANS:
            return _ORPHAN[t] and c <= 1
        if shape == UNRELATED:
            rule = self.shapes.unrelated
            return c == 0 or (t >= HONOR and c == 1 and rule is not None and rule.honor_pair_allowed)
        return True

    def _each_reading(self, read: Callable[[], T]) -> list[T]:
        """``read()`` in every stand-in reading: j of the stand-ins held read as the face (JH-3)."""
        out = [read()]
        stand_in, face = self.stand_in, self.face
        if stand_in is None or face is None:
            return out
        moved = 0
        while self.counts[stand_in]:
            self.remove(stand_in)
            self.add(face)
            moved += 1
            out.append(read())
        for _ in range(moved):
            self.remove(face)
            self.add(stand_in)
        return out

    def _over_readings(self, reading: Callable[[int], int], wilds: int) -> int:
        return min(self._each_reading(lambda: reading(wilds)))

    def _seven_pairs(self, wilds: int) -> int:
        return seven_pairs_value(self.pairs, self.singles, wilds)

    def _orphans(self, wilds: int) -> int:
        return 13 - self.orphans_held - (self.orphans_dup > 0) - wilds

    def _all_honors(self, wilds: int, more: int = 0) -> int:
        usable = wilds if self.shapes.all_honors_wilds or self.face_honor is not None else 0
        return 13 - min(14, self.honors + more + usable)

    def _unrelated_reading(self) -> UnrelatedReading:
        masks, face = self.masks, self.face_honor
        face_held = self.counts[face] if face is not None else 0
        return masks[0], masks[1], masks[2], self.honors_held, self.doubled > 0, face_held

    def _unrelated_draw_improves(self, t: int, c: int, wilds: int, current: int) -> bool:
        """十三不靠 after drawing ``t`` (not the stand-in: held alike in every reading), from the readings
        remembered by :meth:`values` without touching the counts."""
        for m0, m1, m2, honors_held, doubled, face_held in self.unrelated_now:
            if t < HONOR:
                bit = 1 << (t % 9)
                m0, m1, m2 = ((m0 | bit, m1, m2) if t < 9 else (m0, m1 | bit, m2) if t < 18
                              else (m0, m1, m2 | bit))
            else:
                honors_held += c == 0
                doubled = doubled or c == 1
            if self._unrelated((m0, m1, m2, honors_held, doubled, face_held), wilds) < current:
                return True
        return False

    def _unrelated(self, reading: UnrelatedReading, wilds: int) -> int:
        """十三不靠 / CX-7 十三幺; JH-27: a wild that may not be an honor still counts as its honor face."""
        rule = self.shapes.unrelated
        assert rule is not None
        m0, m1, m2, honors_held, doubled, face_held = reading
        class_of = self.suit_class
        classes = (class_of[m0], class_of[m1], class_of[m2])
        best = unrelated_value(classes, honors_held, doubled, wilds, rule)
        if rule.wild_for_honors or self.face_honor is None:
            return best
        for as_face in range(1, wilds + 1):
            as_honor = unrelated_value(
                classes, honors_held + (face_held == 0), doubled or face_held + as_face >= 2, wilds - as_face,
                rule
            )
            best = min(best, as_honor)
        return best
