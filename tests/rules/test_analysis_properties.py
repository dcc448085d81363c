"""Property tests: the fast table-driven analysis against a slow brute-force reference built on
rules.shapes (C-6: a wild stands for any tile of a concealed meld or pair), for 0-4 wilds."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.analysis import discard_options, is_complete, shanten, winning_kinds
from rules.shapes import standard_readings
from rules.tiles import N_KINDS

FAST = settings(max_examples=120, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])


def ref_complete(counts: Sequence[int], wilds: int, n_melds: int) -> bool:
    # whole groups of wilds are expanded to one kind only: existence is all that is asked here
    return bool(standard_readings(counts, wilds, n_melds, wild_group_kinds={0}))


def ref_shanten(counts: Sequence[int], wilds: int, n_melds: int) -> int:
    """Keep as many held tiles as possible such that wilds in place of the rest complete the hand."""
    naturals = sum(counts)
    need = 3 * n_melds + 2
    kinds = [k for k in range(N_KINDS) if counts[k]]
    for keep in range(min(naturals, need - wilds), -1, -1):
        for removed in _removals(counts, kinds, naturals - keep):
            kept = [c - r for c, r in zip(counts, removed)]
            if ref_complete(kept, need - keep, n_melds):
                return need - keep - wilds - 1
    raise AssertionError("wilds alone always complete a hand")


def _removals(counts: Sequence[int], kinds: list[int], total: int) -> list[list[int]]:
    out = []
    for choice in itertools.product(*(range(counts[k] + 1) for k in kinds)):
        if sum(choice) == total:
            removed = [0] * N_KINDS
            for k, r in zip(kinds, choice):
                removed[k] = r
            out.append(removed)
    return out


def ref_waits(counts: Sequence[int], wilds: int, n_melds: int) -> list[int]:
    out = []
    for k in range(N_KINDS):
        if counts[k] < 4:
            grown = list(counts)
            grown[k] += 1
            if ref_complete(grown, wilds, n_melds):
                out.append(k)
    return out


# kinds drawn from a small pool so that melds, edges (8m 9m) and honors are common
POOL = [0, 1, 2, 3, 6, 7, 8, 9, 10, 11, 17, 18, 27, 28, 33]


@st.composite
def hands(draw: st.DrawFn, extra: int, max_melds: int = 3) -> tuple[list[int], int, int]:
    """(counts, wilds, n_melds) with 3n+extra tiles in all."""
    n_melds = draw(st.integers(0, max_melds))
    wilds = draw(st.integers(0, 4))
    size = 3 * n_melds + extra - wilds
    if size < 0:
        wilds += size
        size = 0
    counts = [0] * N_KINDS
    picks = draw(st.lists(st.sampled_from(POOL), min_size=size, max_size=size))
    for k in picks:
        counts[k] += 1
    if any(c > 4 for c in counts):
        counts = [min(c, 4) for c in counts]
        wilds += size - sum(counts)
    return counts, wilds, n_melds


@FAST
@given(hands(2, max_melds=4))
def test_complete_matches_reference(hand: tuple[list[int], int, int]) -> None:
    counts, wilds, n_melds = hand
    assert is_complete(counts, wilds, n_melds) == ref_complete(counts, wilds, n_melds)


@FAST
@given(st.one_of(hands(1), hands(2)))
def test_shanten_matches_reference(hand: tuple[list[int], int, int]) -> None:
    counts, wilds, n_melds = hand
    assert shanten(counts, wilds, n_melds) == ref_shanten(counts, wilds, n_melds)


@FAST
@given(hands(1))
def test_waits_match_reference(hand: tuple[list[int], int, int]) -> None:
    counts, wilds, n_melds = hand
    assert winning_kinds(counts, wilds, n_melds) == ref_waits(counts, wilds, n_melds)


@settings(max_examples=80, deadline=None, derandomize=True)
@given(hands(2))
def test_incremental_discard_rows_match_direct_analysis(hand: tuple[list[int], int, int]) -> None:
    """discard_options updates only the changed suits; it must agree with shanten/winning_kinds
    computed from scratch (themselves checked against the reference above)."""
    counts, wilds, n_melds = hand
    for row in discard_options(counts, wilds, n_melds):
        rest = list(counts)
        rest[row.tile] -= 1
        assert row.shanten == shanten(rest, wilds, n_melds)
        better = []
        for t in range(N_KINDS):
            if rest[t] < 4:
                rest[t] += 1
                if shanten(rest, wilds, n_melds) < row.shanten:
                    better.append(t)
                rest[t] -= 1
        assert [k for k, _ in row.ukeire_tiles] == better
        assert row.ukeire == sum(live for _, live in row.ukeire_tiles)
        expected_waits = winning_kinds(rest, wilds, n_melds) if row.shanten == 0 else []
        assert [k for k, _ in row.waits] == expected_waits


@settings(max_examples=25, deadline=None, derandomize=True)
@given(hands(2).filter(lambda h: h[2] <= 2))
def test_discard_rows_match_reference(hand: tuple[list[int], int, int]) -> None:
    counts, wilds, n_melds = hand
    for row in discard_options(counts, wilds, n_melds):
        rest = list(counts)
        rest[row.tile] -= 1
        assert row.shanten == ref_shanten(rest, wilds, n_melds)
