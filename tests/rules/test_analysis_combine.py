"""Two groups' vectors taken together (rules/analysis/standard.py ``_convolve``, the standard shape C-6): the
written-out combination is the max-plus convolution it stands for, on every pair of the shipped suit and
honor vectors and on combinations of combinations (what four groups need)."""

from __future__ import annotations

import random

import pytest

from rules.analysis.standard import _convolve, combine
from rules.analysis.suit_vectors import INF, MAX_MELDS, NEED0, NEED1, Vector
from rules.analysis.tables import VECTORS


def _max_plus(a: Vector, b: Vector) -> Vector:
    """The convolution by its definition: ``m`` partial melds split i + (m − i) between the groups; the pair
    slot in neither (first half) or in exactly one of them (second half); the wilds needed add up."""
    no_pair = [max(a[i] + b[m - i] for i in range(m + 1)) for m in range(MAX_MELDS + 1)]
    with_pair = [max(max(a[5 + i] + b[m - i], a[i] + b[5 + m - i]) for i in range(m + 1))
                 for m in range(MAX_MELDS + 1)]
    needs = [min(INF, a[NEED0] + b[NEED0]), min(INF, a[NEED1] + b[NEED0], a[NEED0] + b[NEED1])]
    return tuple(no_pair + with_pair + needs)


@pytest.mark.slow  # a whole hand or an oracle loop: CI runs it (tests/conftest.py)
def test_c6_written_out_combination_is_the_max_plus_convolution() -> None:
    shipped = list(VECTORS[:len(VECTORS)])
    assert len(shipped) > 50
    for a in shipped:
        for b in shipped:
            assert _convolve(a, b) == _max_plus(a, b), (a, b)
    rng = random.Random(6)
    for _ in range(3000):  # four groups: a combination of two combinations
        ab = combine(rng.randrange(len(shipped)), rng.randrange(len(shipped)))
        cd = combine(rng.randrange(len(shipped)), rng.randrange(len(shipped)))
        assert VECTORS[combine(ab, cd)] == _max_plus(VECTORS[ab], VECTORS[cd])
