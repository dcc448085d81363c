"""金華 bot goals: keep the 財神, go for 爆頭 (a lone 財神 wins on any self-drawn tile), 碰碰胡, 清一色, 七對."""

from __future__ import annotations

from rules.variants.bot_goals import (
    DISCARDER_PAYS_DOUBLE,
    FREE,
    BotGoals,
    GoalContext,
    Payments,
    Plan,
    flush_plans,
    known_plan,
    melds_only,
)


class JinhuaGoals(BotGoals):
    payments = DISCARDER_PAYS_DOUBLE  # JH-29: the discarder 2S, the others S; a self-draw 2S from each
    liable_payments = Payments(4.0, 6.0, 4.0)  # JH-8 承包: the liable player alone pays what all three would

    def plans(self, ctx: GoalContext) -> tuple[Plan, ...]:
        # JH-11 碰碰胡 ×2, JH-18 清一色 ×2 with 財神 used / ×4 without; JH-13 七對 is a shape of the free plan
        plans = [FREE, known_plan("pungs", pungs_only=True, value=2.0)]
        plans += [p for p in flush_plans(ctx, pure_value=3.0, half_value=0.0) if p.value > 0]
        return tuple(plans)

    def keep_value(self, kind: int, ctx: GoalContext) -> float:
        return 3.0 if kind in ctx.wild_kinds else 0.0  # JH-2 a 財神 may be discarded, but never by choice

    def decline_discard_win(self, ctx: GoalContext) -> bool:
        # a discard win pays 4S; in 爆頭 the next draw wins for 2 × 2S from each (12S)
        return ctx.wall_left > 0 and ctx.wilds_held == 1 and melds_only(ctx.counts())


GOALS = JinhuaGoals()
