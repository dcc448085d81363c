"""The wall's shuffle is ``random.Random.shuffle`` itself, draw for draw (C-3, C-7: a seed deals the same
wall in every release), only without a method call per tile."""

from __future__ import annotations

import random

import pytest

from rules.engine.wall import Wall, shuffle
from rules.tiles import full_set


def test_c7_the_shuffle_deals_the_walls_random_shuffle_deals() -> None:
    for seed in range(200):
        ours, theirs = random.Random(seed), random.Random(seed)
        tiles = full_set(seed % 2 == 0)
        expected = list(tiles)
        theirs.shuffle(expected)
        assert Wall.shuffled(tiles, ours).remaining() == expected
        assert ours.getstate() == theirs.getstate()  # the same draws were taken


def test_c7_a_random_that_draws_otherwise_shuffles_its_own_way() -> None:
    class Counting(random.Random):
        calls = 0

        def _randbelow(self, n: int) -> int:  # type: ignore[override]
            Counting.calls += 1
            return n - 1

    tiles = list(range(10))
    shuffle(tiles, Counting(1))
    assert Counting.calls == 9
    assert tiles == list(range(10))  # each index swapped with itself


def test_c3_dealing_a_block_takes_the_tiles_draws_would() -> None:
    order = list(range(20))
    dealt, drawn = Wall(order), Wall(order)
    assert dealt.deal(13) == [drawn.draw() for _ in range(13)]
    assert dealt.left == drawn.left == 7 and dealt.draw() == drawn.draw()
    assert dealt.draw_replacement() == drawn.draw_replacement() == 19
    with pytest.raises(IndexError):
        dealt.deal(6)  # five live tiles left
