"""Per-suit summaries of the standard shape, computed once per suit pattern.

A *suit pattern* is the counts of one suit's nine ranks (or the seven honors) encoded base 5:
``key = sum(count[r] * 5**r)``. Its *vector* says everything the standard shape (C-6) needs to know
about that suit, whatever the other suits hold:

* ``vec[p * 5 + m]`` (p in 0..1, m in 0..4): the most tiles of the suit that fit into ``m`` partial
  melds plus ``p`` partial pair (a partial group is any part of a meld or pair: the rest is drawn or
  filled by wilds);
* ``vec[NEED0]`` / ``vec[NEED1]``: the fewest wilds that complete every tile of the suit into melds
  with no pair / with exactly one pair (``INF`` when impossible within four melds).

Wilds stand for any tile (C-6), so a hand of ``3n+2`` tiles is complete exactly when the suits' wild
needs add up to at most the wilds held, and shanten is ``3n+1 - wilds - max tiles usable`` where the
maximum comes from a max-plus combination of the four vectors (:mod:`rules.analysis.standard`).
"""

from __future__ import annotations

from functools import cache

INF = 99
NEED0 = 10
NEED1 = 11
VECTOR_LEN = 12
MAX_MELDS = 4

Vector = tuple[int, ...]


def encode(counts: tuple[int, ...] | list[int]) -> int:
    """Base-5 key of one suit's counts (lowest rank = lowest digit)."""
    key = 0
    for c in reversed(counts):
        key = key * 5 + c
    return key


def decode(key: int, size: int) -> tuple[int, ...]:
    digits = []
    for _ in range(size):
        key, c = divmod(key, 5)
        digits.append(c)
    return tuple(digits)


def _better(best: list[int], sub: Vector, size: int, pair: bool) -> None:
    """Fold ``sub`` (the rest of the suit) plus one group of ``size`` tiles into ``best``."""
    if pair:  # the group fills the pair slot: sub must not have used it
        for m in range(MAX_MELDS + 1):
            v = sub[m] + size
            best[5 + m] = max(best[5 + m], v)
        return
    for p in (0, 5):
        for m in range(1, MAX_MELDS + 1):
            v = sub[p + m - 1] + size
            best[p + m] = max(best[p + m], v)


@cache
def _usable(counts: tuple[int, ...], sequences: bool) -> Vector:
    """Max tiles usable in m partial melds + p partial pair, for counts (DP on the lowest held rank)."""
    i = 0
    while i < len(counts) and counts[i] == 0:
        i += 1
    if i == len(counts):
        return (0,) * 10
    work = list(counts)
    work[i] -= 1
    best = list(_usable(tuple(work), sequences))  # the lowest tile is left out
    work[i] += 1
    # groups whose lowest tile is i: (tiles taken, size, is the pair slot)
    options: list[tuple[tuple[int, ...], bool]] = [((i,), False), ((i,), True)]
    if counts[i] >= 2:
        options += [((i, i), False), ((i, i), True)]
    if counts[i] >= 3:
        options.append(((i, i, i), False))
    if sequences:
        if i + 1 < len(counts) and counts[i + 1]:
            options.append(((i, i + 1), False))
        if i + 2 < len(counts) and counts[i + 2]:
            options.append(((i, i + 2), False))
            if counts[i + 1]:
                options.append(((i, i + 1, i + 2), False))
    for taken, pair in options:
        for k in taken:
            work[k] -= 1
        _better(best, _usable(tuple(work), sequences), len(taken), pair)
        for k in taken:
            work[k] += 1
    return tuple(best)


def compute_vector(counts: tuple[int, ...], sequences: bool) -> Vector:
    """The full vector of one suit pattern (see the module docstring)."""
    usable = _usable(counts, sequences)
    total = sum(counts)
    needs = []
    for p in (0, 1):
        fits = [3 * m + 2 * p - total for m in range(MAX_MELDS + 1) if usable[p * 5 + m] == total]
        needs.append(min(fits) if fits else INF)
    return usable + tuple(needs)
