"""金山 bot goals (JS-24): reach 20 胡 — flowers, self-draw, honor and terminal pungs — and weigh 台."""

from __future__ import annotations

from collections.abc import Sequence

from rules.hand import Meld
from rules.tiles import DRAGONS, HONOR, SEASON_FLOWERS, WINDS, is_terminal_or_honor
from rules.variants.bot_goals import FREE, BotGoals, GoalContext, Opponent, Plan, flush_plans, known_plan

MIN_HU = 20  # JS-12
SELF_DRAW_HU = 10  # JS-13


def meld_hu(meld: Meld) -> int:
    """JS-13 胡 of a meld on the table: pungs/kongs only, doubled for 1/9/honors, ×4 for kongs, ×2 concealed."""
    if not meld.is_pung_or_kong:
        return 0
    hu = 4 if is_terminal_or_honor(meld.kind) else 2
    if meld.is_kong:
        hu *= 4
    if not meld.is_exposed:
        hu *= 2
    return hu


def fixed_hu(ctx: GoalContext) -> int:
    """胡 the seat already has for sure: season flowers set aside (JS-2) and melds on the table."""
    flowers = sum(1 for f in ctx.flowers if f in SEASON_FLOWERS)
    return 10 * flowers + sum(meld_hu(m) for m in ctx.melds)


def is_value_honor(kind: int, seat_wind: int) -> bool:
    """Dragons and own seat wind: a pair is 2 胡 and a pung earns 1 台 (JS-13, JS-14)."""
    return kind in DRAGONS or kind == WINDS[seat_wind]


class JinshanGoals(BotGoals):
    def plans(self, ctx: GoalContext) -> tuple[Plan, ...]:
        hu = fixed_hu(ctx)
        # JS-12: below 20 胡 nothing wins; a plain hand needs self-draw (10) or flowers to get there
        free = 1.0 if hu >= MIN_HU else 0.5 if hu + SELF_DRAW_HU >= MIN_HU else 0.2
        pungs = 2.0 if hu + 12 >= MIN_HU else 1.0  # 碰碰胡 1 台 and every pung adds 胡
        plans = [known_plan(FREE.name, value=free), known_plan("pungs", pungs_only=True, value=pungs)]
        plans += flush_plans(ctx, pure_value=4.0 * max(free, 0.5), half_value=2.0 * max(free, 0.5))
        return tuple(plans)

    def keep_value(self, kind: int, ctx: GoalContext) -> float:
        if kind >= HONOR and is_value_honor(kind, ctx.seat_wind):
            return 0.6
        return 0.2 if is_terminal_or_honor(kind) else 0.0

    def claim_value(self, meld_tiles: Sequence[int], is_sequence: bool, ctx: GoalContext) -> float:
        if is_sequence:
            return 0.0
        kind = meld_tiles[0]
        if kind >= HONOR and is_value_honor(kind, ctx.seat_wind):
            return 1.0  # 4 胡 and 1 台 on the table
        return 0.5 if is_terminal_or_honor(kind) else 0.0

    def discard_liability(self, kind: int, opponent: Opponent) -> float:
        # JS-17: the discarder pays ceil(2a/10)+3 where the others pay ceil(a/10)+3 — little more than
        # everyone pays — while JS-21's losers' settlement charges a hand that broke its melds to fold:
        # in Jinshan folding does not pay (measured in benchmarks/bench_bots.py), so the danger counts nothing
        return 0.0


GOALS = JinshanGoals()
