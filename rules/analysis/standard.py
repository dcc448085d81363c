"""The standard shape (C-6: melds and one pair, wilds standing for any tile) from per-suit vectors.

A hand's counts split into four groups (m, p, s, honors); each group's base-5 key indexes a table of
vectors (:mod:`rules.analysis.suit_vectors`). Combining groups is a small max-plus convolution,
memoised by the pair of vector indices because the same few thousand vectors recur endlessly.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.analysis.suit_vectors import INF, NEED0, NEED1, Vector
from rules.analysis.tables import HONOR_TABLE, SUIT_TABLE, VECTORS, intern

POW5 = tuple(5**r for r in range(9))
GROUP_BASE = (0, 9, 18, 27)
_COMBINED: dict[int, int] = {}
_COMBINED_LIMIT = 2_000_000


def group_keys(counts: Sequence[int]) -> list[int]:
    """Base-5 keys of the four groups: 萬, 筒, 條 and honors."""
    c = counts
    return [
        c[0] + 5 * (c[1] + 5 * (c[2] + 5 * (c[3] + 5 * (
            c[4] + 5 * (c[5] + 5 * (c[6] + 5 * (c[7] + 5 * c[8]))))))),
        c[9] + 5 * (c[10] + 5 * (c[11] + 5 * (c[12] + 5 * (
            c[13] + 5 * (c[14] + 5 * (c[15] + 5 * (c[16] + 5 * c[17]))))))),
        c[18] + 5 * (c[19] + 5 * (c[20] + 5 * (c[21] + 5 * (
            c[22] + 5 * (c[23] + 5 * (c[24] + 5 * (c[25] + 5 * c[26]))))))),
        c[27] + 5 * (c[28] + 5 * (c[29] + 5 * (c[30] + 5 * (
            c[31] + 5 * (c[32] + 5 * c[33]))))),
    ]


def group_vectors(keys: Sequence[int]) -> list[int]:
    """Vector indices of the four groups' keys."""
    return [SUIT_TABLE[keys[0]], SUIT_TABLE[keys[1]], SUIT_TABLE[keys[2]], HONOR_TABLE[keys[3]]]


def vector_of(group: int, key: int) -> int:
    return HONOR_TABLE[key] if group == 3 else SUIT_TABLE[key]


def _convolve(a: Vector, b: Vector) -> Vector:
    """The vector of two groups taken together: the most usable tiles for ``m`` partial melds (and the
    pair, held by one group or the other) split every way between them, and the wilds both need.
    Written out term by term: a combination is made for each new pair of groups met (the cold path)."""
    a0, a1, a2, a3, a4, p0, p1, p2, p3, p4, a_need0, a_need1 = a
    b0, b1, b2, b3, b4, q0, q1, q2, q3, q4, b_need0, b_need1 = b
    return (
        a0 + b0,
        max(a0 + b1, a1 + b0),
        max(a0 + b2, a1 + b1, a2 + b0),
        max(a0 + b3, a1 + b2, a2 + b1, a3 + b0),
        max(a0 + b4, a1 + b3, a2 + b2, a3 + b1, a4 + b0),
        max(p0 + b0, a0 + q0),
        max(p0 + b1, p1 + b0, a0 + q1, a1 + q0),
        max(p0 + b2, p1 + b1, p2 + b0, a0 + q2, a1 + q1, a2 + q0),
        max(p0 + b3, p1 + b2, p2 + b1, p3 + b0, a0 + q3, a1 + q2, a2 + q1, a3 + q0),
        max(p0 + b4, p1 + b3, p2 + b2, p3 + b1, p4 + b0, a0 + q4, a1 + q3, a2 + q2, a3 + q1, a4 + q0),
        min(INF, a_need0 + b_need0),
        min(INF, a_need1 + b_need0, a_need0 + b_need1),
    )


def combine(ia: int, ib: int) -> int:
    """Index of the vector of two groups taken together (memoised)."""
    if ia > ib:
        ia, ib = ib, ia
    memo_key = (ia << 32) | ib
    index = _COMBINED.get(memo_key)
    if index is None:
        if len(_COMBINED) > _COMBINED_LIMIT:
            _COMBINED.clear()
        index = intern(_convolve(VECTORS[ia], VECTORS[ib]))
        _COMBINED[memo_key] = index
    return index


_COMBINED_ALL: dict[tuple[int, ...], int] = {}


def combine_all(indices: Sequence[int]) -> int:
    """Index of the vector of all four groups (memoised on the four indices)."""
    key = tuple(indices)
    index = _COMBINED_ALL.get(key)
    if index is None:
        if len(_COMBINED_ALL) > _COMBINED_LIMIT:
            _COMBINED_ALL.clear()
        index = combine(combine(indices[0], indices[1]), combine(indices[2], indices[3]))
        _COMBINED_ALL[key] = index
    return index


def complete_from_needs(indices: Sequence[int], wilds: int) -> bool:
    """Complete (total tiles already checked): one group takes the pair, or the wilds make it."""
    a, b, c, d = VECTORS[indices[0]], VECTORS[indices[1]], VECTORS[indices[2]], VECTORS[indices[3]]
    a0, b0, c0, d0 = a[NEED0], b[NEED0], c[NEED0], d[NEED0]
    n0 = a0 + b0 + c0 + d0
    if n0 + 2 <= wilds:
        return True
    return min(n0 - a0 + a[NEED1], n0 - b0 + b[NEED1], n0 - c0 + c[NEED1], n0 - d0 + d[NEED1]) <= wilds


def is_complete(counts: Sequence[int], wilds: int, n_melds: int) -> bool:
    """Standard shape complete? ``counts`` 34 non-wild kinds; total must be 3*n_melds + 2."""
    if sum(counts) + wilds != 3 * n_melds + 2:
        return False
    return complete_from_needs(group_vectors(group_keys(counts)), wilds)


def shanten(counts: Sequence[int], wilds: int, n_melds: int) -> int:
    """Standard-shape shanten: tiles to draw (or wilds to gain) before ready; -1 when complete."""
    usable = VECTORS[combine_all(group_vectors(group_keys(counts)))][5 + n_melds]
    return 3 * n_melds + 1 - wilds - usable


def winning_kinds(counts: Sequence[int], wilds: int, n_melds: int) -> list[int]:
    """Kinds (0..33, fewer than four held) whose drawing completes this 3n+1 hand."""
    if sum(counts) + wilds != 3 * n_melds + 1:
        return []
    keys = group_keys(counts)
    vectors = [VECTORS[i] for i in group_vectors(keys)]
    needs0 = [v[NEED0] for v in vectors]
    needs1 = [v[NEED1] for v in vectors]
    total0 = needs0[0] + needs0[1] + needs0[2] + needs0[3]
    out: list[int] = []
    for g in range(4):
        others0 = total0 - needs0[g]  # wilds the other groups need with no pair, or (others1) holding it
        others1 = min([others0 + 2] + [others0 - needs0[h] + needs1[h] for h in range(4) if h != g])
        if others0 > wilds and others1 > wilds:
            continue  # the other groups alone already need more wilds than held
        base, key = GROUP_BASE[g], keys[g]
        table = HONOR_TABLE if g == 3 else SUIT_TABLE
        for r in range(7 if g == 3 else 9):
            if counts[base + r] < 4:
                v = VECTORS[table[key + POW5[r]]]
                if others0 + v[NEED1] <= wilds or others1 + v[NEED0] <= wilds:
                    out.append(base + r)
    return out
