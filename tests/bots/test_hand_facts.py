"""The bots' per-decision shortcuts give the same numbers as the plain computations (issue 8 speed work):
the hand summary a view makes agree with the plan shanten counted on the restricted hand, and the table's
tiles counted from one decision to the next agree with counting them from scratch."""

from __future__ import annotations

import random

import pytest

from bots.players import NormalBot
from bots.seat_view import SeenTiles, goal_context, hand_view, unseen_counts
from bots.strategy import OwnHand, plan_shanten, shanten_after, waits_live
from rules.engine import Match
from rules.hand import Meld, MeldType
from rules.variants import get_variant
from rules.variants.bot_goals import GoalContext, Plan, goals_for
from tests.rules.test_analysis_one_change import random_hand


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "jinhua", "cixi"])
def test_each_plan_shanten_from_the_hand_facts_equals_the_restricted_count(variant: str) -> None:
    goals = goals_for(variant)
    shapes = get_variant(variant).shape_rules()
    rng = random.Random(variant)
    pung = Meld(MeldType.PENG, (31, 31, 31), 1, 31)
    for trial in range(80):
        melds = (pung,) if trial % 4 == 0 else ()
        counts = random_hand(rng, 0, 14 - 3 * len(melds) - trial % 2)
        concealed = tuple(k for k in range(34) for _ in range(counts[k]))
        unseen = tuple(rng.randrange(0, 5 - max(c, 1)) for c in counts)
        view = OwnHand(GoalContext(concealed, melds=melds), shapes, unseen)
        summary = view.summary
        for plan in goals.plans(view.ctx):
            want = plan_shanten(view.ctx.counts(), 0, view.melds_needed, plan, view)
            assert summary.shanten(plan) == want, (plan.name, concealed)
            made = summary.after(plan)
            plain = shanten_after(view, plan, view.ctx.counts(), 0)
            assert [made(k, None) for k in summary.kinds] == [plain(k, None) for k in summary.kinds]


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



def plain_waits_live(view: OwnHand, plan: Plan) -> int:
    """Live copies of the winning tiles the long way: the plan's shanten recounted for every draw."""
    counts, needed = view.ctx.counts(), view.melds_needed
    if plan_shanten(counts, 0, needed, plan, view) != 0:
        return 0
    total = 0
    for k in range(34):
        if view.unseen[k] and plan.allows(k) and counts[k] < 4:
            counts[k] += 1
            total += view.unseen[k] if plan_shanten(counts, 0, needed, plan, view) < 0 else 0
            counts[k] -= 1
    return total


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "jinhua", "cixi"])
def test_live_waits_from_the_one_tile_answers_equal_recounting(variant: str) -> None:
    # SH-6: Shanghai knocks only with live waits; every variant's plans are asked
    goals = goals_for(variant)
    shapes = get_variant(variant).shape_rules()
    rng = random.Random(f"waits {variant}")
    ready = 0
    for _ in range(150):
        counts = [0] * 34
        for _ in range(4):  # four melds and a pair, one tile taken out: mostly a ready hand
            start = rng.randrange(34)
            plain_pung = start >= 27 or start % 9 > 6 or rng.random() < 0.4
            meld = [start] * 3 if plain_pung else [start, start + 1, start + 2]
            for k in meld:
                counts[k] += 1
        counts[rng.randrange(34)] += 2
        if max(counts) > 4:
            continue
        counts[rng.choice([k for k in range(34) if counts[k]])] -= 1
        concealed = tuple(k for k in range(34) for _ in range(counts[k]))
        unseen = tuple(rng.randrange(0, 5 - max(c, 1)) for c in counts)
        view = OwnHand(GoalContext(concealed), shapes, unseen)
        for plan in goals.plans(view.ctx):
            want = plain_waits_live(view, plan)
            ready += want > 0
            assert waits_live(view, plan) == want, (plan.name, concealed)
    assert ready > 20


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "jinhua", "cixi"])
def test_goal_context_from_the_seat_row_equals_the_plain_fields(variant: str) -> None:
    # goal_context reads the seat's own public row and the held counts: the same as the per-chair columns
    bots = [NormalBot(random.Random(i)) for i in range(4)]
    game = Match(variant, 12).next_hand()
    with_wild = 0
    while game.result is None:
        chair = game.to_act()[0]
        obs = game.observation(chair)
        ctx = goal_context(obs)
        plain = GoalContext(obs.concealed, obs.melds[chair], obs.flowers[chair], obs.winds[chair],
                            obs.wild_kinds, obs.wall_count)
        assert ctx == plain
        assert ctx.counts_held() == GoalContext(obs.concealed, wild_kinds=obs.wild_kinds).counts_held()
        with_wild += any(k in obs.wild_kinds for k in obs.concealed)
        game.apply(bots[chair].choose(obs))
    if variant != "shanghai":
        assert with_wild > 0  # the path that counts with wilds cleared was compared too
