"""上海敲麻 bot goals (SH-21): only 碰/清/混/風 hands win, so every plan is one of them; knock when ready."""

from __future__ import annotations

from rules.tiles import DRAGONS, HONOR
from rules.variants import bot_goals
from rules.variants.bot_goals import (
    FLUSH_LEAN,
    HONORS,
    BotGoals,
    GoalContext,
    Opponent,
    Plan,
    flush_pair,
    known_plan,
)
from rules.variants.shanghai.table_rules import BINDING_CLAIMS

LEZI = 1.7  # one 勒子 (10) against a plain share of about 6 (SH-12)


PUNGS = known_plan("pungs", pungs_only=True, value=1.0)
HONORS_PLAN = known_plan("honors", HONORS, value=2 * LEZI, any_shape=True)
_FLUSH_PUNGS: dict[str, Plan] = {}
_PLAN_SETS: dict[tuple[bool, bool, bool, bool], tuple[Plan, ...]] = {}


def _pungs_of(flush: Plan) -> Plan:
    """The all-pungs form of a flush plan: 清碰 2 勒子, 混碰 1 (SH-12), kept per flush plan."""
    plan = _FLUSH_PUNGS.get(flush.name)
    if plan is None:
        both = 2 * LEZI if flush.name.startswith("pure") else LEZI
        plan = _FLUSH_PUNGS[flush.name] = known_plan(flush.name + "-pungs", flush.kinds, pungs_only=True,
                                                     value=both)
    return plan


class ShanghaiGoals(BotGoals):
    def plans(self, ctx: GoalContext) -> tuple[Plan, ...]:
        # SH-9: no free plan — a mixed hand with a sequence can never win. The plans depend only on which
        # suits the hand leans to and whether it holds seven honors, so each such tuple is made once.
        counts = ctx.counts_held()
        man, pin, sou = sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27])
        # the concealed tiles of kind HONOR and above: all but the suits' when no wild was cleared from counts
        if not ctx.wild_kinds:
            honors = len(ctx.concealed) - man - pin - sou
        else:
            honors = sum(map(HONOR.__le__, ctx.concealed))
        totals = [man, pin, sou]
        for m in ctx.melds:
            if m.kind >= HONOR:
                honors += 3
            else:
                for k in m.tiles:
                    totals[k // 9] += 1
        key = (totals[0] >= FLUSH_LEAN, totals[1] >= FLUSH_LEAN, totals[2] >= FLUSH_LEAN, honors >= 7)
        plans = _PLAN_SETS.get(key)
        if plans is None:
            plans = _PLAN_SETS[key] = _plan_set(key)
        return plans

    def keep_value(self, kind: int, ctx: GoalContext) -> float:
        # SH-11 honor pungs earn 花, and honors fit every 混 plan
        if kind in DRAGONS:
            return 0.5
        return 0.3 if kind >= HONOR else 0.0

    def win_payments(self, opponent: Opponent) -> bot_goals.Payments:
        # SH-13: a discarder alone pays one share, a 自摸 one share from each, a third player's discard
        # costs this seat nothing
        if not bound(opponent):
            return bot_goals.Payments(1.0, 1.0, 0.0)
        # SH-14 承包: a bound winner makes the discarder pay 2 shares; bound to this seat, its 自摸 costs 5
        # and a knocked third player's discard 1 share (about half the time); bound to a third player, only
        # this seat's own discard costs it
        if max(opponent.claims_from_seat, opponent.claims_by_seat) >= BINDING_CLAIMS:
            return bot_goals.Payments(2.0, 5.0, 0.5)
        return bot_goals.Payments(2.0, 0.0, 0.0)

    def could_wait_on(self, kind: int, opponent: Opponent) -> bool:
        # SH-9: only 碰/清/混/風 hands win; a sequence on the table means a flush of its suit, so every other
        # suit is safe from them
        suits = {m.kind // 9 for m in opponent.melds if m.kind < HONOR}
        if len(suits) != 1 or kind >= HONOR or all(m.is_pung_or_kong for m in opponent.melds):
            return True
        return kind // 9 in suits

    def sequence_waits_possible(self, opponent: Opponent) -> bool:
        # SH-9: melds of two suits leave only 碰碰胡: every wait is a pair or a pung, never a sequence
        return len({m.kind // 9 for m in opponent.melds if m.kind < HONOR}) < 2


def bound(opponent: Opponent) -> bool:
    """SH-14 承包: the opponent claimed three times or more from one player this hand, or one player from
    them."""
    claims = max(opponent.claims_from_seat, opponent.claims_by_seat, opponent.most_claims_with_other)
    return claims >= BINDING_CLAIMS


def _plan_set(key: tuple[bool, bool, bool, bool]) -> tuple[Plan, ...]:
    """The plans of a hand leaning to the suits marked in ``key[:3]`` (holding seven honors: ``key[3]``)."""
    plans = [PUNGS]
    for suit in range(3):
        if key[suit]:
            for flush in flush_pair(suit, pure_value=LEZI, half_value=1.0):
                plans.append(flush)
                plans.append(_pungs_of(flush))
    if key[3]:
        plans.append(HONORS_PLAN)  # 風一色 2 勒子
    return tuple(plans)


GOALS = ShanghaiGoals()
