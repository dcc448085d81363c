"""The restricted-hand shortcuts of rules.analysis (per-group numbers made once, all-pungs keys, discards
asked together) give the same numbers as the plain computations (issue 8 speed work)."""

from __future__ import annotations

import random

import pytest

from rules.analysis.all_pungs import PungsAfter, kind_caps, pung_fit, pung_shanten
from rules.analysis.one_change import StandardAfter, shantens_without, usable_mask
from rules.analysis.restricted import HandSummary, plan_groups, restrict, restricted_shanten
from rules.variants import get_variant
from rules.variants.bot_goals import HALF_SUITS, SUITS, GoalContext, goals_for
from tests.rules.test_analysis_one_change import random_hand


def sorted_caps_shanten(counts: list[int], wilds: int, needed: int, unseen: list[int]) -> int:
    """碰碰胡 shanten the long way: every held kind's caps, sorted, fitted (the count before pung keys)."""
    caps = sorted((kind_caps(c, unseen[k]) for k, c in enumerate(counts) if c), reverse=True)
    return max(3 * needed + 1 - wilds - pung_fit(caps, needed), -1)


def test_pung_keys_give_the_same_shanten_as_sorting_every_kind() -> None:
    # SH-9 碰碰胡: a kind with too few unseen copies cannot become a pung (or the pair)
    rng = random.Random("pung keys")
    for trial in range(300):
        needed = 4 - trial % 4
        counts = random_hand(rng, 0, 3 * needed + 1 + trial % 2)
        unseen = [rng.randrange(0, 5 - max(c, 1)) for c in counts]
        wilds = trial % 3
        assert (pung_shanten(counts, wilds, needed, unseen)
                == sorted_caps_shanten(counts, wilds, needed, unseen))


def test_discards_asked_together_equal_asked_one_by_one() -> None:
    rng = random.Random("without")
    for trial in range(100):
        counts = random_hand(rng, 0, 14)
        unseen = [rng.randrange(0, 5 - max(c, 1)) for c in counts]
        usable = usable_mask(HALF_SUITS[trial % 3]) if trial % 2 else usable_mask(frozenset(range(34)))
        held = [k for k in range(34) if counts[k]]
        for after in (StandardAfter(counts, 0, 4, usable), PungsAfter(counts, 0, 4, usable, unseen)):
            assert shantens_without(after, held) == [after(k, None) for k in held]
        pungs = PungsAfter(counts, 0, 4, usable, unseen)
        live = [u if ok else 0 for u, ok in zip(unseen, usable)]
        for out in held:
            current = pungs(out, None)
            want = [k for k in pungs.draws()
                    if live[k] and counts[k] - (k == out) < 4 and pungs(out, k) < current]
            assert pungs.helpful(out, current, live) == want


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "jinhua", "cixi"])
def test_each_restriction_from_the_hand_facts_equals_the_restricted_count(variant: str) -> None:
    # the variants' plans are the restrictions asked for: SH-9 碰碰胡 and 風一色, flushes, all-pungs (JH-11)
    plans = goals_for(variant).plans
    shapes = get_variant(variant).shape_rules()
    rng = random.Random(f"facts {variant}")
    for trial in range(80):
        needed = 4 - (trial % 4 == 0)
        counts = random_hand(rng, 0, 3 * needed + 2 - trial % 2)
        unseen = [rng.randrange(0, 5 - max(c, 1)) for c in counts]
        face = (None, 31, 4)[trial % 3]
        facts = HandSummary(counts, 0, needed, shapes, unseen, face)
        concealed = tuple(k for k in range(34) for _ in range(counts[k]))
        for plan in plans(GoalContext(concealed)):
            want = restricted_shanten(counts, 0, needed, plan, shapes, unseen, face)
            assert facts.shanten(plan) == want, (plan.name, counts)
            after = facts.after(plan)
            assert after(None, None) == want
            for k in facts.kinds if trial % 2 == 0 else ():  # each discard of a 3n+2 hand agrees too
                rest = [c - (j == k) for j, c in enumerate(counts)]
                expected = restricted_shanten(rest, 0, needed, plan, shapes, unseen, face)
                assert after(k, None) == expected, (plan.name, k)


def test_plan_kinds_are_read_as_whole_groups_only_when_they_are() -> None:
    assert plan_groups(SUITS[1]) == (False, True, False, False)
    assert plan_groups(HALF_SUITS[2]) == (False, False, True, True)
    assert plan_groups(None) == (True, True, True, True)
    assert plan_groups(frozenset({0, 1, 2})) is None




def test_usable_counts_of_whole_groups_equal_the_restricted_counts() -> None:
    rng = random.Random("usable counts")
    facts = HandSummary(random_hand(rng, 0), 0, 4, get_variant("shanghai").shape_rules(), [4] * 34, None)
    for kinds in (None, SUITS[0], SUITS[2], HALF_SUITS[1], frozenset(range(27, 34)),
                  frozenset({0, 1, 2, 30})):
        assert facts.usable_counts(kinds) == restrict(facts.counts, kinds)
