"""金山 bot goals (JS-24): reach 20 胡 — flowers, self-draw, honor and terminal pungs — and weigh 台."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from rules.hand import Meld
from rules.tiles import DRAGONS, HONOR, SEASON_FLOWERS, WINDS, is_terminal_or_honor
from rules.variants import bot_goals
from rules.variants.bot_goals import FREE, BotGoals, GoalContext, Opponent, Plan, flush_plans, known_plan
from rules.variants.jinshan.minimum import fixed_hu_of, most_hu_of
from rules.variants.jinshan.settlement import set_hu

MIN_HU = 20  # JS-12
SELF_DRAW_HU = 10  # JS-13


def meld_hu(meld: Meld) -> int:
    """JS-13 胡 of a meld on the table: pungs/kongs only, doubled for 1/9/honors, ×4 for kongs, ×2
    concealed."""
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
        hu = self.secured_hu(ctx)
        # JS-12: below 20 胡 nothing wins; a plain hand needs self-draw (10) or flowers to get there
        free = 1.0 if hu >= MIN_HU else 0.5 if hu + SELF_DRAW_HU >= MIN_HU else 0.2
        pungs = 2.0 if hu + 12 >= MIN_HU else 1.0  # 碰碰胡 1 台 and every pung adds 胡
        plans = [known_plan(FREE.name, value=free), known_plan("pungs", pungs_only=True, value=pungs)]
        plans += flush_plans(ctx, pure_value=4.0 * max(free, 0.5), half_value=2.0 * max(free, 0.5))
        return tuple(plans)

    def secured_hu(self, ctx: GoalContext) -> int:
        """The 胡 a plan's worth counts on: the flowers and the melds on the table."""
        return fixed_hu(ctx)

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
    A chi earns none of it and fixes a sequence the hand may have made into a pung, so hard chis only to
    make the hand ready on waits that win (:attr:`chi_most_shanten`); it claims every pung that leaves the
    hand no further from winning.

    Measured (docs/decisions.md "Defence weight by variant"): with these claims hard beats three ``normal``
    on every seed tried; claiming every pung but also chis, or only refusing chis, gains less than half of it.
    """

    # issue 20: hard without defence beat three normal by more than with it (docs/decisions.md): a discard win
    # needs 20 胡 without the self-draw's 10 (JS-12), so few opponents can take one, and a hand broken for
    # safety loses its concealed pungs, the losers' own count (JS-21/22)
    defends = False
    # issue 20: what a wait wins decides between ready hands and claims (win_worth: JS-12, JS-14, JS-17)
    weighs_wins = True
    # issue 20 (h20value): a chi that makes the hand ready is taken when its waits win something (the
    # claim's worth check, bots/lookahead.claim_keeps_worth): speed for a hand whose 胡 are already there
    chi_most_shanten = 0

    def secured_hu(self, ctx: GoalContext) -> int:
        """The 胡 already in hand as well: concealed natural pungs and pairs of dragons or the own wind
        (JS-13, what JS-22 counts for a loser), so a hand holding them is not valued as one that cannot
        win."""
        counts = ctx.counts_held()
        hu = fixed_hu(ctx)
        for kind, n in enumerate(counts):
            if n >= 3:
                hu += set_hu(kind, False, True)
            elif n == 2 and kind >= HONOR and is_value_honor(kind, ctx.seat_wind):
                hu += 2
        return hu

    def claim_value(self, meld_tiles: Sequence[int], is_sequence: bool, ctx: GoalContext) -> float:
        if is_sequence:
            return 0.0  # a chi counts only its steps, and is taken only to ready (chi_most_shanten)
        return PUNG_CLAIM_BONUS + super().claim_value(meld_tiles, is_sequence, ctx)


    def win_worth(self, ctx: GoalContext, tile: int) -> float:
        """JS-17 chips a win on ``tile`` collects, by self-draw plus on a discard, each only where it
        reaches JS-12's 20 胡: a wait that wins nothing is worth nothing, and a wait worth a 台 more pays
        about double."""
        counts = list(ctx.counts_held())
        counts[tile] += 1
        held = tuple(counts)
        wilds = ctx.wilds_held
        flowers = sum(1 for f in ctx.flowers if f in SEASON_FLOWERS)
        fixed = fixed_hu_of(flowers, False, ctx.melds)
        most_self = concealed_hu(held, wilds, len(ctx.melds), ctx.seat_wind, -1)
        if most_self is None:
            return 0.0  # not a complete hand after all
        most_on_discard = concealed_hu(held, wilds, len(ctx.melds), ctx.seat_wind, tile)
        tai = likely_tai(counts, wilds, ctx)
        worth = 0.0
        if fixed + SELF_DRAW_HU + most_self >= MIN_HU:
            worth += 3 * payment((fixed + SELF_DRAW_HU + most_self) << tai, doubled=True)
        if most_on_discard is not None and fixed + most_on_discard >= MIN_HU:
            a = (fixed + most_on_discard) << tai
            worth += DISCARD_WIN_WEIGHT * (payment(a, doubled=True) + 2 * payment(a, doubled=False))
        return worth


@lru_cache(maxsize=1 << 14)
def concealed_hu(counts: tuple[int, ...], wilds: int, exposed: int, wind: int, won: int) -> int | None:
    """:func:`~rules.variants.jinshan.minimum.most_hu_of`, remembered: a look-ahead asks the same finished
    hands again from one draw to the next."""
    return most_hu_of(list(counts), wilds, exposed, wind, won)


# a copy of a winning tile is about as likely to come as another's discard as by one's own draw
DISCARD_WIN_WEIGHT = 1.0


def payment(a: int, *, doubled: bool) -> int:
    """JS-17/19 one payment for a = 胡 × 2^台: ⌈2a/10⌉ + 3 (self-draw, discarder), ⌈a/10⌉ + 3, at most 50."""
    return min(CAP, -(-(2 * a if doubled else a) // 10) + 3)


CAP = 50  # JS-19


def likely_tai(counts: Sequence[int], wilds: int, ctx: GoalContext) -> int:
    """JS-14 台 the finished hand is sure of or likely to show: pungs of dragons and the own wind (held or
    down), the own flower, 無百搭, and one suit (混一色 1, 清一色 3). 碰碰胡 and the win's own 台 are left
    out."""
    own_wind = WINDS[ctx.seat_wind]
    tai = sum(1 for k in (*DRAGONS, own_wind) if counts[k] >= 3)
    tai += sum(1 for m in ctx.melds if m.is_pung_or_kong and (m.kind in DRAGONS or m.kind == own_wind))
    tai += SEASON_FLOWERS[ctx.seat_wind] in ctx.flowers
    tai += wilds == 0
    suits = {k // 9 for k in range(HONOR) if counts[k]} | {m.kind // 9 for m in ctx.melds if m.kind < HONOR}
    if len(suits) == 1:
        honors = any(counts[HONOR:]) or any(m.kind >= HONOR for m in ctx.melds)
        tai += 1 if honors else 3
    return tai


PUNG_CLAIM_BONUS = 1.0  # a claim's shanten steps count once more: a pung that keeps the distance is taken


GOALS = JinshanGoals()
EXPERT_GOALS = JinshanExpertGoals()
