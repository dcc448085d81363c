"""金山 bot goals (JS-24): reach 20 胡 — flowers, self-draw, honor and terminal pungs — and weigh 台."""

from __future__ import annotations

from collections.abc import Sequence

from rules.hand import Meld
from rules.tiles import DRAGONS, HONOR, SEASON_FLOWERS, WINDS, is_terminal_or_honor
from rules.variants import bot_goals
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

    def win_payments(self, opponent: Opponent) -> bot_goals.Payments:
        # JS-17 in shares of what a bystander pays (ceil(a/10)+3): the discarder pays ceil(2a/10)+3, a
        # self-draw (10 胡 more) ceil(2a'/10)+3 from each; every 台 the winner shows doubles a (JS-14)
        grow = float(2 ** min(shown_tai(opponent), 2))
        return bot_goals.Payments(DISCARDER_SHARES * grow, SELF_DRAW_SHARES * grow, grow)

    def discard_win_chance(self, opponent: Opponent) -> float:
        # JS-12: a win on a discard needs 20 胡 without the 10 of a self-draw; flowers (JS-2) and melds on the
        # table are counted, the rest must come from concealed pungs and a pair
        short = MIN_HU - shown_hu(opponent)
        return next(chance for most_short, chance in DISCARD_WIN_BY_SHORTFALL if short <= most_short)

    def expert(self) -> BotGoals:
        return EXPERT_GOALS


DISCARDER_SHARES = 1.6  # ceil(2a/10)+3 against ceil(a/10)+3 for a around 40-60
SELF_DRAW_SHARES = 1.9
# (胡 still missing for a discard win, chance the hidden tiles hold them): concealed pungs are 4-8 胡
DISCARD_WIN_BY_SHORTFALL = ((0, 1.0), (4, 0.8), (8, 0.5), (12, 0.25), (16, 0.1), (MIN_HU, 0.05))


def shown_hu(opponent: Opponent) -> int:
    """JS-13 胡 an opponent shows: season flowers set aside (JS-2) and its melds on the table."""
    flowers = sum(1 for f in opponent.flowers if f in SEASON_FLOWERS)
    return 10 * flowers + sum(meld_hu(m) for m in opponent.melds)


def shown_tai(opponent: Opponent) -> int:
    """JS-14 台 an opponent shows: dragon pungs on the table, and a one-suit table of two melds or more."""
    tai = sum(1 for m in opponent.melds if m.is_pung_or_kong and m.kind in DRAGONS)
    suits = {m.kind // 9 for m in opponent.melds if m.kind < HONOR}
    if len(opponent.melds) >= 2 and len(suits) == 1:
        tai += 1  # 混一色 at least
    return tai


class JinshanExpertGoals(JinshanGoals):
    """What ``hard`` knows beyond the plain goals: only pungs earn 胡 (JS-13), for the 20 a win needs (JS-12),
    for what a win collects (JS-17) and for the losers' own count (JS-21/22, exposed pungs count there too).
    A chi earns none of it and fixes a sequence the hand may have made into a pung, so hard never chis; it
    claims every pung that leaves the hand no further from winning.

    Measured (docs/decisions.md "Defence weight by variant"): with these claims hard beats three ``normal``
    on every seed tried; claiming every pung but also chis, or only refusing chis, gains less than half of it.
    """

    # issue 20: hard without defence beat three normal by more than with it (docs/decisions.md): a discard win
    # needs 20 胡 without the self-draw's 10 (JS-12), so few opponents can take one, and a hand broken for
    # safety loses its concealed pungs, the losers' own count (JS-21/22)
    defends = False

    def claim_value(self, meld_tiles: Sequence[int], is_sequence: bool, ctx: GoalContext) -> float:
        if is_sequence:
            return CHI_REFUSED
        return PUNG_CLAIM_BONUS + super().claim_value(meld_tiles, is_sequence, ctx)


CHI_REFUSED = -9.0  # below any shanten a chi could gain
PUNG_CLAIM_BONUS = 1.0  # a claim's shanten steps count once more: a pung that keeps the distance is taken


GOALS = JinshanGoals()
EXPERT_GOALS = JinshanExpertGoals()
