"""Lookup tables: suit pattern key → index into :data:`VECTORS` (see :mod:`rules.analysis.suit_vectors`).

``SUIT_TABLE[key]`` serves the three suits (nine ranks, sequences allowed) and ``HONOR_TABLE[key]``
the honors (seven kinds, no sequences, C-6). Vectors are interned: ``VECTORS[i]`` is the vector and
equal vectors share an index, so combinations of suits can be memoised by index pairs.
"""

from __future__ import annotations

from rules.analysis.suit_vectors import Vector, compute_vector, decode

VECTORS: list[Vector] = []
_VECTOR_INDEX: dict[Vector, int] = {}


def intern(vector: Vector) -> int:
    """The index of ``vector`` in :data:`VECTORS`, adding it if new."""
    index = _VECTOR_INDEX.get(vector)
    if index is None:
        index = len(VECTORS)
        VECTORS.append(vector)
        _VECTOR_INDEX[vector] = index
    return index


class _LazyTable(dict[int, int]):
    """key → vector index, computed on first use."""

    def __init__(self, size: int, sequences: bool) -> None:
        super().__init__()
        self.size = size
        self.sequences = sequences

    def __missing__(self, key: int) -> int:
        index = intern(compute_vector(decode(key, self.size), self.sequences))
        self[key] = index
        return index


SUIT_TABLE = _LazyTable(9, True)
HONOR_TABLE = _LazyTable(7, False)
