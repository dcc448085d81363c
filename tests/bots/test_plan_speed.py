"""The speed shortcuts of plan choice give what the plain computation gives (issue 8, SH-21)."""

from __future__ import annotations

import random

from rules.hand import Meld, MeldType
from rules.tiles import HONOR
from rules.variants.bot_goals import GoalContext, Plan
from rules.variants.shanghai.bot_goals import GOALS, HONORS_PLAN, PUNGS, _pungs_of, flush_pair


def plain_shanghai_plans(ctx: GoalContext) -> tuple[Plan, ...]:
    """SH-21 plans counted the plain way: every suit with six tiles (held and melded), seven honors."""
    totals = [0, 0, 0]
    for k in ctx.concealed:
        if k < HONOR:
            totals[k // 9] += 1
    for m in ctx.melds:
        for k in m.tiles:
            if k < HONOR:
                totals[k // 9] += 1
    plans = [PUNGS]
    for suit in range(3):
        if totals[suit] >= 6:
            for flush in flush_pair(suit, 1.7, 1.0):
                plans += [flush, _pungs_of(flush)]
    honors = sum(1 for k in ctx.concealed if k >= HONOR) + sum(3 for m in ctx.melds if m.kind >= HONOR)
    if honors >= 7:
        plans.append(HONORS_PLAN)
    return tuple(plans)


def test_sh21_remembered_plan_sets_equal_the_plain_count() -> None:
    rng = random.Random(8)
    for _ in range(2000):
        melds: list[Meld] = []
        for _ in range(rng.randrange(3)):
            kind = rng.choice([rng.randrange(27), rng.randrange(HONOR, 34)])
            melds.append(Meld(MeldType.PENG, (kind,) * 3))
        pool = [k for k in range(34) for _ in range(4)]
        concealed = tuple(sorted(rng.sample(pool, 14 - 3 * len(melds))))
        ctx = GoalContext(concealed, tuple(melds), (), rng.randrange(4))
        assert GOALS.plans(ctx) == plain_shanghai_plans(ctx)


def test_goal_context_is_a_value() -> None:
    a = GoalContext((1, 2, 3), (), (), 1, frozenset({5}), 40)
    b = GoalContext((1, 2, 3), (), (), 1, frozenset({5}), 40)
    assert a == b and hash(a) == hash(b)
    assert a != GoalContext((1, 2, 4), (), (), 1, frozenset({5}), 40)
    assert a.counts_held() == b.counts_held() and a == b  # the remembered counts are no part of the value
    assert repr(a) == "GoalContext(concealed=(1, 2, 3), melds=(), flowers=(), seat_wind=1, " \
                      "wild_kinds=frozenset({5}), wall_left=40)"
    assert a.without(2).concealed == (1, 3) and a.concealed == (1, 2, 3)
