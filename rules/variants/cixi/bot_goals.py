"""慈溪 bot goals: keep 龍 (CX-9 each counts), aim for 抛花 (+5, CX-11), 清一色/混一色, beware 單吊
(CX-12)."""

from __future__ import annotations

from rules.tiles import HONOR
from rules.variants.bot_goals import (
    DISCARDER_PAYS_DOUBLE,
    FREE,
    BotGoals,
    GoalContext,
    Opponent,
    Plan,
    flush_plans,
)

PLAIN = 8.0  # 6 points + 2 for no 龍 (CX-8, CX-9)


class CixiGoals(BotGoals):
    payments = DISCARDER_PAYS_DOUBLE  # CX-10: the discarder 2S, the others S; a self-draw 2S from each

    def plans(self, ctx: GoalContext) -> tuple[Plan, ...]:
        flush = flush_plans(ctx, pure_value=(PLAIN + 5) / PLAIN, half_value=(PLAIN + 3) / PLAIN)
        return (FREE, *flush)

    def discard_liability(self, kind: int, opponent: Opponent) -> float:
        # CX-12: near the single-waiter's last discard (same suit, within two ranks) the discarder pays 6S
        single = opponent.single_wait_discard
        if opponent.concealed_count != 1 or single is None or kind >= HONOR or single >= HONOR:
            return 1.0
        if kind // 9 == single // 9 and 0 < abs(kind - single) <= 2:
            return 3.0
        return 1.0



GOALS = CixiGoals()
