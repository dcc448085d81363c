"""金華 bot goals: keep the 財神, go for 爆頭 (a lone 財神 wins on any self-drawn tile), 碰碰胡, 清一色.

七對 (JH-13) is a shape of the free plan; a plan of its own was measured and dropped (docs/decisions.md).
"""

from __future__ import annotations

from collections.abc import Sequence

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
from rules.variants.jinhua.table_rules import LIABLE_CLAIMS


class JinhuaGoals(BotGoals):
    payments = DISCARDER_PAYS_DOUBLE  # JH-29: the discarder 2S, the others S; a self-draw 2S from each
    liable_payments = Payments(4.0, 6.0, 4.0)  # JH-8 承包: the liable player alone pays what all three would
    liable_claims = LIABLE_CLAIMS

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

    def expert(self) -> BotGoals:
        return EXPERT_GOALS


class JinhuaExpertGoals(JinhuaGoals):
    """What ``hard`` knows beyond the plain goals: a lone 財神 wins on *any* self-drawn tile (爆頭 ×2, JH-23;
    七對子爆頭 ×8, JH-14). A hand complete with the 財神 paired to a held single X is worth more by letting
    X go: the next own draw then wins whatever it is, for twice (four melds) or four times (six pairs) as
    much — unless the drawn tile already was X, which is 爆頭 now. It plays without defence: a deal-in
    costs the discarder 2S where, letting the tile by, it would pay S anyway when the hand is won by
    another's discard (JH-29), and the safe tile costs more in wins than it saves. Measured in
    docs/decisions.md, "Bots".
    """

    defends = False  # JH-29: a deal-in costs 2S where a bystander pays S anyway (docs/decisions.md, "Bots")

    def burst_instead(self, ctx: GoalContext, drawn: int) -> int | None:
        if ctx.wall_left < BURST_WALL or ctx.wilds_held != 1 or drawn in ctx.wild_kinds:
            return None
        singles = burst_singles(ctx.counts())
        if not singles or drawn in singles:
            return None  # no 爆頭 to wait for, or the drawn tile paired the 財神: 爆頭 now
        return singles[0]

    def decline_discard_win(self, ctx: GoalContext) -> bool:
        # 七對子爆頭 waits too: a discard win of six pairs and a 財神 pays 2 × 4S, the next draw 8 × 6S
        return super().decline_discard_win(ctx) or (
            ctx.wall_left > 0 and ctx.wilds_held == 1 and burst_pairs(ctx.counts()))


BURST_WALL = 4  # fewer live tiles: the three others draw them all before this seat's next draw


def burst_pairs(counts: Sequence[int]) -> bool:
    """Whether the held kinds (財神 apart) are six pairs and nothing else (JH-14's shape before the draw)."""
    return sum(counts) == 12 and all(c in (0, 2) for c in counts)


def burst_singles(counts: list[int]) -> list[int]:
    """Held kinds whose one copy, let go, leaves four melds (JH-23) or six pairs (JH-14) beside the 財神."""
    singles = []
    for kind, held in enumerate(counts):
        if not held:
            continue
        counts[kind] -= 1
        if melds_only(counts) or burst_pairs(counts):
            singles.append(kind)
        counts[kind] += 1
    return singles


GOALS = JinhuaGoals()
EXPERT_GOALS = JinhuaExpertGoals()
