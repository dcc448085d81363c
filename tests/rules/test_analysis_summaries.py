"""The engine's shanten from per-suit summaries (rules/analysis/summaries.py) is the library's shanten for
every variant's shapes (C-6, C-8, JS-11, JH-15/16, JH-27, CX-7, SH-9), and one tile in or out moves it by
one at most: what lets a seat skip the waits of a hand that cannot be ready yet."""

from __future__ import annotations

import random

import pytest

from rules.analysis import ShapeRules, shanten
from rules.analysis.shape_rules import UnrelatedRule
from rules.analysis.summaries import shanten_of
from rules.tiles import N_KINDS
from rules.variants import VARIANT_IDS, get_variant

SHAPES = {v: get_variant(v).shape_rules() for v in VARIANT_IDS} | {
    "seven pairs, one pair a kind": ShapeRules(seven_pairs=True, seven_pairs_four_as_two=False),
    "all honors, no wilds": ShapeRules(all_honors=True, all_honors_wilds=False),
    "unrelated, honor pair": ShapeRules(unrelated=UnrelatedRule(honor_pair_allowed=True, wild_for_honors=False)),
}
# wilds as flowers (no face), as one suited kind (Cixi 龍), as an honor (JH-27: a face an honor may show)
WILD_FACES = (None, 4, 31)


def _hand(rng: random.Random, size: int, honors_bias: bool, face: int | None) -> list[int]:
    """``size`` tiles of the 34 playing kinds, at most four of a kind, none of the wilds' ``face`` (the
    engine takes the wilds out of the counts); sometimes mostly honors and terminals so that the special
    shapes are near."""
    pool = [k for k in range(N_KINDS) for _ in range(4) if k != face]
    if honors_bias:
        pool = [k for k in pool if k >= 27 or k % 9 in (0, 8)] * 2
    counts = [0] * N_KINDS
    while sum(counts) < size:
        kind = rng.choice(pool)
        if counts[kind] < 4:
            counts[kind] += 1
    return counts


@pytest.mark.parametrize("name", list(SHAPES))
def test_shanten_of_equals_the_library_shanten(name: str) -> None:
    shapes = SHAPES[name]
    rng = random.Random(name)
    for trial in range(600):
        n_melds = 4 if trial % 3 else rng.randint(0, 3)
        wilds = rng.choice((0, 0, 0, 1, 2, 3))
        size = 3 * n_melds + rng.choice((1, 2)) - wilds
        if size < 0:
            continue
        face = rng.choice(WILD_FACES)
        counts = _hand(rng, size, trial % 4 == 0, face)
        expected = shanten(counts, wilds, n_melds, shapes, wild_kind=face)
        assert shanten_of(counts, wilds, n_melds, shapes, face) == expected, (counts, wilds, n_melds, face)
        if size + wilds == 3 * n_melds + 1:  # a waiting hand may be told "at least ``enough``" by its lone tiles
            enough = rng.randint(1, 4)
            told = shanten_of(counts, wilds, n_melds, shapes, face, enough=enough)
            assert told == expected if expected < enough else enough <= told <= expected


@pytest.mark.parametrize("name", list(SHAPES))
def test_one_tile_in_or_out_moves_the_shanten_by_one_at_most(name: str) -> None:
    """The exactness of ``SeatState.far``: a draw and a discard lower the shanten by one at most."""
    shapes = SHAPES[name]
    rng = random.Random(f"{name}:exchange")
    for trial in range(400):
        n_melds = 4 if trial % 3 else rng.randint(0, 3)
        wilds = rng.choice((0, 0, 1, 2))
        size = 3 * n_melds + 1 - wilds
        if size < 1:
            continue
        face = rng.choice(WILD_FACES)
        counts = _hand(rng, size, trial % 4 == 0, face)
        before = shanten_of(counts, wilds, n_melds, shapes, face)
        grown = counts.copy()
        more_wilds = wilds
        drawn = rng.randrange(N_KINDS + 1)  # N_KINDS: a wild is drawn
        if drawn == N_KINDS or drawn == face or grown[drawn] == 4:
            more_wilds += 1
        else:
            grown[drawn] += 1
        assert abs(shanten_of(grown, more_wilds, n_melds, shapes, face) - before) <= 1
        held = [k for k in range(N_KINDS) if grown[k]]
        if not held:
            continue
        grown[rng.choice(held)] -= 1
        assert shanten_of(grown, more_wilds, n_melds, shapes, face) >= before - 1
