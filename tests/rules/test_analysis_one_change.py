"""One-tile-change shanten (rules.analysis.one_change, used by the bots) equals rules.analysis.shanten on the
changed hand (issue 8 speed work)."""

from __future__ import annotations

import random

import pytest

from rules.analysis import shanten
from rules.analysis.all_pungs import PungsAfter, pung_shanten
from rules.analysis.one_change import BestAfter, StandardAfter, free_shanten_after, live_ukeire, usable_mask
from rules.analysis.one_change_special import UnrelatedAfter, special_shapes_after
from rules.analysis.shape_rules import UnrelatedRule
from rules.analysis.standard import shanten as standard_shanten
from rules.tiles import kind_of, parse_tiles
from rules.variants import get_variant
from rules.variants.bot_goals import suit_kinds


def random_hand(rng: random.Random, wilds: int, size: int = 14) -> list[int]:
    wall = [k for k in range(34) for _ in range(4)]
    rng.shuffle(wall)
    counts = [0] * 34
    for k in wall[: size - wilds]:
        counts[k] += 1
    return counts


def changed(counts: list[int], out: int | None, into: int | None) -> list[int]:
    work = list(counts)
    if out is not None:
        work[out] -= 1
    if into is not None:
        work[into] += 1
    return work


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "jinhua", "cixi"])
def test_every_shape_of_the_variant_agrees_with_the_analysis(variant: str) -> None:
    shapes = get_variant(variant).shape_rules()
    rng = random.Random(variant)
    for trial in range(40):
        wilds = trial % 3
        # 財神/龍 faces: an honor (JH-27) or a suit tile
        face = (None, kind_of("5z"), kind_of("5m"))[trial % 3]
        counts = random_hand(rng, wilds)
        parts = [StandardAfter(counts, wilds, 4, [True] * 34),
                 *special_shapes_after(counts, wilds, shapes, face)]
        every_shape = BestAfter(parts)
        assert every_shape(None, None) == shanten(counts, wilds, 4, shapes, wild_kind=face)
        for out in (k for k in range(34) if counts[k]):
            for into in (None, *(k for k in range(34) if counts[k] - (k == out) < 4)):
                want = shanten(changed(counts, out, into), wilds, 4, shapes, wild_kind=face)
                assert every_shape(out, into) == want, (counts, wilds, out, into)


def test_far_special_shapes_are_left_out_close_ones_kept() -> None:
    shapes = get_variant("jinhua").shape_rules()
    plain = [0] * 34
    for k in parse_tiles("123m456p789s1155z7z"):
        plain[k] += 1
    assert isinstance(free_shanten_after(plain, 0, 4, shapes, None), StandardAfter)
    pairs = [0] * 34
    for k in parse_tiles("1133m5577p99s1122z"):
        pairs[k] += 1
    assert isinstance(free_shanten_after(pairs, 0, 4, shapes, None), BestAfter)


def test_a_plan_restricted_to_one_suit_ignores_the_other_tiles() -> None:
    # a 萬 flush: the 筒 and honors count as gone (the hand is restricted to the usable kinds)
    counts = [0] * 34
    for k in parse_tiles("1123456m78m5p19p3z"):
        counts[k] += 1
    mask = usable_mask(suit_kinds(0))
    after = StandardAfter(counts, 0, 4, mask)
    only_man = [c if k < 9 else 0 for k, c in enumerate(counts)]
    for out in (kind_of("5p"), kind_of("1m"), kind_of("8m")):
        for into in (None, kind_of("9m"), kind_of("2p")):
            want = standard_shanten(changed(only_man, out if mask[out] else None, into if into is not None and
                                            mask[into] else None), 0, 4)
            assert after(out, into) == max(want, -1)


def test_cixi_unrelated_with_a_doubled_honor_and_dragon_wilds() -> None:
    # CX-7: one honor may appear twice and 龍 fill any slot
    rule = UnrelatedRule(honor_pair_allowed=True, wild_for_honors=True)
    counts = [0] * 34
    for k in parse_tiles("147m258p369s1123z"):
        counts[k] += 1
    after = UnrelatedAfter(counts, 1, rule, kind_of("5s"))
    assert after(None, None) == -1  # 13 tiles in place and the 龍 fills the last slot
    assert after(kind_of("2z"), kind_of("1m")) == 0


@pytest.mark.parametrize("variant", ["jinshan", "jinhua", "cixi"])
def test_live_ukeire_counts_exactly_the_draws_that_lower_the_shanten(variant: str) -> None:
    # checked for the discards at the best shanten, the only ones the ranking counts ukeire for: a special
    # shape left out as further than the standard one cannot come below that best with one draw
    shapes = get_variant(variant).shape_rules()
    rng = random.Random(f"ukeire {variant}")
    for trial in range(30):
        wilds = trial % 2
        counts = random_hand(rng, wilds)
        live = [rng.randrange(5) for _ in range(34)]
        after = free_shanten_after(counts, wilds, 4, shapes, None)
        held = [k for k in range(34) if counts[k]]
        best = min(after(out, None) for out in held)
        for out in (k for k in held if after(k, None) == best):
            assert best == shanten(changed(counts, out, None), wilds, 4, shapes)
            want = sum(live[k] for k in range(34) if counts[k] - (k == out) < 4
                       and shanten(changed(counts, out, k), wilds, 4, shapes) < best)
            assert live_ukeire(after, out, counts, live, best) == want, (counts, wilds, out)


def test_all_pungs_after_a_change_equals_the_count_of_the_changed_hand() -> None:
    # Shanghai 碰碰胡 (SH-9): dead kinds (no copy unseen) cannot grow into a pung
    rng = random.Random("pungs")
    for trial in range(60):
        counts = random_hand(rng, 0)
        unseen = [rng.randrange(0, 5 - max(c, 1)) for c in counts]
        needed = 4 - trial % 3
        size = 3 * needed + 2
        while sum(counts) > size:  # fewer tiles when melds are down
            counts[rng.choice([k for k in range(34) if counts[k]])] -= 1
        after = PungsAfter(counts, 0, needed, [True] * 34, unseen)
        for out in (k for k in range(34) if counts[k]):
            for into in (None, *(k for k in range(34) if counts[k] - (k == out) < 4)):
                assert after(out, into) == pung_shanten(changed(counts, out, into), 0, needed, unseen)
