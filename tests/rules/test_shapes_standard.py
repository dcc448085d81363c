"""rules.shapes.standard_readings (C-6) against a brute-force reader of every group a tile may sit in.

The reader under test works suit by suit and remembers each suit's parts; the reference below knows
nothing of suits: it takes the lowest natural tile left and tries every group (pair, pung, sequence,
any mix of natural and wild tiles) that holds it, until only wilds are left.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.hand import NATURAL, STAND_IN, WILD
from rules.shapes import Group, Reading, standard_readings
from rules.tiles import HONOR, N_KINDS, counts_of, parse_tiles


def _groups_holding(kind: int) -> list[tuple[str, tuple[int, ...]]]:
    """Every (shape, tiles) of a concealed group one of whose tiles is ``kind``."""
    found = [("pair", (kind, kind)), ("pung", (kind, kind, kind))]
    if kind < HONOR:
        for low in range(kind - 2, kind + 1):
            if low >= 0 and low // 9 == kind // 9 and low % 9 <= 6:
                found.append(("seq", (low, low + 1, low + 2)))
    return found


def _wild_groups(melds: int, pair: bool, kinds: Collection[int]) -> list[list[Group]]:
    options = [Group("pung", (k,) * 3, (WILD,) * 3) for k in kinds] + [
        Group("seq", (k, k + 1, k + 2), (WILD,) * 3) for k in kinds if k < HONOR and k % 9 <= 6
    ]
    pairs = [[Group("pair", (k, k), (WILD, WILD))] for k in kinds] if pair else [[]]
    return [p + list(c) for p in pairs for c in itertools.combinations_with_replacement(options, melds)]


def reference_readings(counts: Sequence[int], wilds: int, n_melds: int, kinds: Collection[int],
                       face: int | None = None) -> set[Reading]:
    if sum(counts) + wilds != 3 * n_melds + 2:
        return set()
    found: set[Reading] = set()

    def rec(left: list[int], wilds_left: int, melds_left: int, pair_left: bool, acc: list[Group]) -> None:
        lowest = next((k for k in range(N_KINDS) if left[k]), None)
        if lowest is None:
            if wilds_left == 3 * melds_left + 2 * pair_left:
                for tail in _wild_groups(melds_left, pair_left, kinds):
                    found.add(tuple(sorted(acc + tail)))
            return
        for shape, tiles in _groups_holding(lowest):
            if (shape == "pair" and not pair_left) or (shape != "pair" and not melds_left):
                continue
            for natural in itertools.product((True, False), repeat=len(tiles)):
                taken = [t for t, n in zip(tiles, natural) if n]
                need = len(tiles) - len(taken)
                if lowest not in taken or need > wilds_left or any(taken.count(t) > left[t] for t in taken):
                    continue
                via = tuple((STAND_IN if t == face else NATURAL) if n else WILD
                            for t, n in zip(tiles, natural))
                if shape != "seq":
                    # a pung's tiles are alike: naturals first
                    via = tuple(sorted(via, key=lambda v: v == WILD))
                rest = list(left)
                for t in taken:
                    rest[t] -= 1
                rec(rest, wilds_left - need, melds_left - (shape != "pair"),
                    pair_left and shape != "pair", [*acc, Group(shape, tiles, via)])  # type: ignore[arg-type]

    rec(list(counts), wilds, n_melds, True, [])
    return found


# few kinds, so that pungs, runs, edges (8m 9m) and honors meet often
POOL = [0, 1, 2, 3, 6, 7, 8, 9, 10, 11, 17, 18, 19, 27, 31]
WILD_KINDS = (0, 9, 27)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.integers(0, 4), st.integers(0, 4), st.lists(st.sampled_from(POOL), min_size=14, max_size=14),
       st.sampled_from([None, 2, 27]))
def test_c6_every_standard_reading_found_once(wilds: int, n_melds: int, kinds: list[int],
                                              face: int | None) -> None:
    size = 3 * n_melds + 2
    counts = [0] * N_KINDS
    for k in kinds[: max(0, size - wilds)]:
        counts[k] = min(4, counts[k] + 1)
    wilds = size - sum(counts)
    if wilds > 4:
        return
    got = standard_readings(counts, wilds, n_melds, stand_in_face=face, wild_group_kinds=WILD_KINDS)
    assert got == sorted(reference_readings(counts, wilds, n_melds, WILD_KINDS, face))


def test_c6_readings_of_a_two_wild_hand_in_order() -> None:
    # 2m 3m 3m + two wilds as one meld and a pair: every place for the wilds, sorted, each once
    counts = counts_of(parse_tiles("233m"))
    got = standard_readings(counts, 2, 1, wild_group_kinds=WILD_KINDS)
    assert got == sorted(reference_readings(counts, 2, 1, WILD_KINDS))
    assert [[str(g) for g in r] for r in got] == [
        ["pair:22m*", "pung:333m*"], ["pair:33m", "pung:222m**"], ["pair:33m", "seq:123m**"],
        ["pair:33m", "seq:234m**"], ["pair:33m*", "seq:123m*"], ["pair:33m*", "seq:234m*"],
    ]
