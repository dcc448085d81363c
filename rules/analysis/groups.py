"""How the four tile groups (萬, 筒, 條, honors) combine into the standard shape's vector, with
Jinhua's 白板 readings folded in (JH-3).

A 白板 that may be read as itself or as the 財神's face moves tiles between two groups (honors and the
face's group), so the hand has one standard-shape vector per reading. Combining groups is a max-plus
product, which distributes over taking the best, so the readings collapse into one *folded* vector of
the two groups taken together: the elementwise best over readings of their combined vectors (fewest
wilds needed, most tiles usable). The shanten read from it is the best over readings, and a discard
evaluation uses it like any other group — no reading is ever tried separately.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.analysis.standard import GROUP_BASE, POW5, combine, vector_of
from rules.analysis.suit_vectors import NEED0, NEED1
from rules.analysis.tables import VECTORS, intern

Unit = tuple[int, ...]  # the groups read together
_FOLDED: dict[tuple[int, int, int, int], int] = {}
_FOLDED_LIMIT = 500_000


def group_of(kind: int) -> int:
    return min(kind // 9, 3)


def _fold(indices: Sequence[int]) -> int:
    """One vector for several readings: most tiles usable and fewest wilds needed over them."""
    vectors = [VECTORS[i] for i in indices]
    folded = [max(v[x] for v in vectors) for x in range(NEED0)]
    folded.append(min(v[NEED0] for v in vectors))
    folded.append(min(v[NEED1] for v in vectors))
    return intern(tuple(folded))


class GroupLayout:
    """The units whose vectors are combined: the four groups, or (with a stand-in) the stand-in's
    group and the face's group read together as one unit over every reading."""

    __slots__ = (
        "face_group", "face_kind", "face_step", "stand_group", "stand_in_kind", "stand_step", "unit_of",
        "units",
    )

    def __init__(self, stand_in: int | None = None, face: int | None = None) -> None:
        self.stand_in_kind = -1 if stand_in is None else stand_in
        self.face_kind = -1 if face is None else face
        units: list[Unit] = [(0,), (1,), (2,), (3,)]
        self.stand_group = self.face_group = -1
        self.stand_step = self.face_step = 0
        if stand_in is not None and face is not None:
            self.stand_group, self.face_group = group_of(stand_in), group_of(face)
            self.stand_step = POW5[stand_in - GROUP_BASE[self.stand_group]]
            self.face_step = POW5[face - GROUP_BASE[self.face_group]]
            if self.stand_group != self.face_group:
                units.remove((self.face_group,))
                units[units.index((self.stand_group,))] = (self.stand_group, self.face_group)
        self.units = tuple(units)
        self.unit_of = [next(u for u, groups in enumerate(units) if g in groups) for g in range(4)]

    def unit_vector(self, unit: int, keys: Sequence[int]) -> int:
        """Vector index of one unit for the groups' base-5 keys (folded over the stand-in readings)."""
        groups = self.units[unit]
        g = groups[0]
        if g != self.stand_group:
            return vector_of(g, keys[g])
        if len(groups) == 2:
            return self._folded_pair(keys[g], keys[groups[1]])
        return self._folded_one(keys[g])

    def _folded_pair(self, stand_key: int, face_key: int) -> int:
        memo = (self.stand_in_kind, self.face_kind, stand_key, face_key)
        index = _FOLDED.get(memo)
        if index is None:
            held = stand_key // self.stand_step % 5
            sg, fg = self.stand_group, self.face_group
            readings = [
                combine(vector_of(sg, stand_key - j * self.stand_step),
                        vector_of(fg, face_key + j * self.face_step))
                for j in range(held + 1)
            ]
            index = _store(memo, _fold(readings))
        return index

    def _folded_one(self, key: int) -> int:
        """Stand-in and face in the same group (a 財神 that is an honor): the readings are other keys."""
        memo = (self.stand_in_kind, self.face_kind, key, -1)
        index = _FOLDED.get(memo)
        if index is None:
            held = key // self.stand_step % 5
            step = self.face_step - self.stand_step
            index = _store(memo, _fold([vector_of(3, key + j * step) for j in range(held + 1)]))
        return index

    def vectors(self, keys: Sequence[int]) -> list[int]:
        return [self.unit_vector(u, keys) for u in range(len(self.units))]


def _store(memo: tuple[int, int, int, int], index: int) -> int:
    if len(_FOLDED) > _FOLDED_LIMIT:
        _FOLDED.clear()
    _FOLDED[memo] = index
    return index


def combine_others(vectors: Sequence[int]) -> list[int]:
    """For each unit, the combined vector of all the other units."""
    out = []
    for u in range(len(vectors)):
        rest = [v for w, v in enumerate(vectors) if w != u]
        index = rest[0]
        for v in rest[1:]:
            index = combine(index, v)
        out.append(index)
    return out
