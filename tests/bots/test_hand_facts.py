"""The bots' per-decision shortcuts give the same numbers as the plain computations (issue 8 speed work)."""

from __future__ import annotations

import random

import pytest

from bots.hand_facts import plan_groups
from bots.heuristic import NormalBot
from bots.seat_view import SeenTiles, hand_view, unseen_counts
from bots.shanten_after import (
    PungsAfter,
    StandardAfter,
    kind_caps,
    pung_fit,
    pung_shanten,
    shantens_without,
    usable_mask,
)
from bots.strategy import HandView, plan_shanten, shanten_after
from rules.engine import Match
from rules.hand import Meld, MeldType
from rules.variants import get_variant
from rules.variants.bot_goals import HALF_SUITS, SUITS, GoalContext, goals_for


def random_counts(rng: random.Random, size: int) -> list[int]:
    wall = [k for k in range(34) for _ in range(4)]
    rng.shuffle(wall)
    counts = [0] * 34
    for k in wall[:size]:
        counts[k] += 1
    return counts


def sorted_caps_shanten(counts: list[int], wilds: int, needed: int, unseen: list[int]) -> int:
    """碰碰胡 shanten the long way: every held kind's caps, sorted, fitted (the count before pung keys)."""
    caps = sorted((kind_caps(c, unseen[k]) for k, c in enumerate(counts) if c), reverse=True)
    return max(3 * needed + 1 - wilds - pung_fit(caps, needed), -1)


def test_pung_keys_give_the_same_shanten_as_sorting_every_kind() -> None:
    # SH-9 碰碰胡: a kind with too few unseen copies cannot become a pung (or the pair)
    rng = random.Random("pung keys")
    for trial in range(300):
        needed = 4 - trial % 4
        counts = random_counts(rng, 3 * needed + 1 + trial % 2)
        unseen = [rng.randrange(0, 5 - max(c, 1)) for c in counts]
        wilds = trial % 3
        assert pung_shanten(counts, wilds, needed, unseen) == sorted_caps_shanten(counts, wilds, needed, unseen)


def test_discards_asked_together_equal_asked_one_by_one() -> None:
    rng = random.Random("without")
    for trial in range(100):
        counts = random_counts(rng, 14)
        unseen = [rng.randrange(0, 5 - max(c, 1)) for c in counts]
        usable = usable_mask(HALF_SUITS[trial % 3]) if trial % 2 else usable_mask(frozenset(range(34)))
        held = [k for k in range(34) if counts[k]]
        for after in (StandardAfter(counts, 0, 4, usable), PungsAfter(counts, 0, 4, usable, unseen)):
            assert shantens_without(after, held) == [after(k, None) for k in held]
        pungs = PungsAfter(counts, 0, 4, usable, unseen)
        live = [u if ok else 0 for u, ok in zip(unseen, usable)]
        for out in held:
            current = pungs(out, None)
            want = [k for k in pungs.draws() if live[k] and counts[k] - (k == out) < 4 and pungs(out, k) < current]
            assert pungs.helpful(out, current, live) == want


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "jinhua", "cixi"])
def test_each_plan_shanten_from_the_hand_facts_equals_the_restricted_count(variant: str) -> None:
    goals = goals_for(variant)
    shapes = get_variant(variant).shape_rules()
    rng = random.Random(variant)
    pung = Meld(MeldType.PENG, (31, 31, 31), 1, 31)
    for trial in range(80):
        melds = (pung,) if trial % 4 == 0 else ()
        counts = random_counts(rng, 14 - 3 * len(melds) - trial % 2)
        concealed = tuple(k for k in range(34) for _ in range(counts[k]))
        unseen = tuple(rng.randrange(0, 5 - max(c, 1)) for c in counts)
        view = HandView(GoalContext(concealed, melds=melds), shapes, unseen)
        facts = view.facts
        for plan in goals.plans(view.ctx):
            want = plan_shanten(view.ctx.counts(), 0, view.melds_needed, plan, view)
            assert facts.plan_shanten(plan) == want, (plan.name, concealed)
            made = facts.after(plan)
            plain = shanten_after(view, plan, view.ctx.counts(), 0)
            assert [made(k, None) for k in facts.kinds] == [plain(k, None) for k in facts.kinds]


def test_plan_kinds_are_read_as_whole_groups_only_when_they_are() -> None:
    assert plan_groups(SUITS[1]) == (False, True, False, False)
    assert plan_groups(HALF_SUITS[2]) == (False, False, True, True)
    assert plan_groups(None) == (True, True, True, True)
    assert plan_groups(frozenset({0, 1, 2})) is None


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "jinhua", "cixi"])
def test_seen_tiles_kept_between_decisions_equal_counting_from_scratch(variant: str) -> None:
    # one SeenTiles per chair across several hands of a match: new hands must not leak old discards
    bots = [NormalBot(random.Random(i)) for i in range(4)]
    seen = [SeenTiles() for _ in range(4)]
    match = Match(variant, 11)
    rules = get_variant(variant)
    for _ in range(3):
        game = match.next_hand()
        while game.result is None:
            chair = game.to_act()[0]
            obs = game.observation(chair)
            assert seen[chair].unseen(obs) == unseen_counts(obs)
            assert hand_view(obs, rules, seen[chair]).unseen == unseen_counts(obs)
            game.apply(bots[chair].choose(obs))
        match.close_hand(game)

