"""The engine's shanten from per-suit summaries (rules/analysis/summaries.py) is the library's shanten for
every variant's shapes (C-6, C-8, JS-11, JH-15/16, JH-27, CX-7, SH-9), and one tile in or out moves it by
one at most: what lets a seat skip the waits of a hand that cannot be ready yet."""

from __future__ import annotations

import random

import pytest

from rules.analysis import ShapeRules, shanten
from rules.analysis.shape_rules import UnrelatedRule
from rules.analysis.special import suit_classes
from rules.analysis.suit_vectors import encode
from rules.analysis.summaries import _summary, shanten_of
from rules.analysis.tables import HONOR_TABLE, SUIT_TABLE
from rules.tiles import N_KINDS
from rules.variants import VARIANT_IDS, get_variant

SHAPES = {v: get_variant(v).shape_rules() for v in VARIANT_IDS} | {
    "seven pairs, one pair a kind": ShapeRules(seven_pairs=True, seven_pairs_four_as_two=False),
    "all honors, no wilds": ShapeRules(all_honors=True, all_honors_wilds=False),
    "unrelated, honor pair": ShapeRules(unrelated=UnrelatedRule(honor_pair_allowed=True,
                                                                wild_for_honors=False)),
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
        # a waiting hand may be told "at least ``enough``" by its lone tiles
        if size + wilds == 3 * n_melds + 1:
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


def _summary_by_definition(counts: tuple[int, ...], honors: bool) -> tuple[int, ...]:
    """Each field of a suit's (or the honors') summary counted rank by rank, as its comment defines it."""
    ranks = range(len(counts))
    held = [r for r in ranks if counts[r]]
    lone = [r for r in ranks if counts[r] == 1 and (honors or all(abs(o - r) > 2 for o in held if o != r))]
    orphans = list(counts) if honors else [counts[0], counts[8]]  # JS-11: terminals and honors
    mask = sum(1 << r for r in held)
    return (
        (HONOR_TABLE if honors else SUIT_TABLE)[encode(counts)],
        len(lone),
        0 if honors else suit_classes()[0][mask],
        sum(c // 2 for c in counts),
        sum(c % 2 for c in counts),
        sum(c >= 2 for c in counts),
        sum(c == 1 for c in counts),
        sum(c > 0 for c in orphans),
        int(any(c >= 2 for c in orphans)),
        len(held),
        sum(counts),
    )


def test_c6_js11_jh15_cx7_each_suit_summary_field_is_its_definition() -> None:
    rng = random.Random(7)
    checked = 0
    for trial in range(4000):
        honors = trial % 3 == 0
        pattern = tuple(rng.choice((0, 0, 0, 1, 1, 2, 3, 4)) for _ in range(7 if honors else 9))
        if sum(pattern) <= 14:  # a concealed hand holds at most 14 tiles
            checked += 1
            assert _summary(pattern, honors) == _summary_by_definition(pattern, honors), pattern
    assert checked > 2000
