"""The ``easy``, ``normal`` (alias ``heuristic``) and ``hard`` bots: one decision procedure, three styles.

:func:`decide` picks one of the legal actions from plain values — the seat's :class:`OwnHand`, the
:class:`TableThreats` it can see and the variant's :class:`BotGoals` — so every decision is testable on a
fixed position. The bot classes at the bottom only turn an observation into those values.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from itertools import islice

from bots.defence import deal_in_cost, discard_risk, threat, win_gain
from bots.lookahead import claim_keeps_worth, ready_quality, valued_waits
from bots.strategy import (
    UKEIRE_SHANTEN,
    DiscardEval,
    OwnHand,
    PlanMemo,
    choose_plan,
    claim_gain,
    kong_keeps_shape,
    ranked_discards,
    waits_live,
)
from rules.engine.actions import Action, ActionKind
from rules.engine.observation import Observation
from rules.hand import Meld, MeldType
from rules.variants import get_variant
from rules.variants.base import Variant
from rules.variants.bot_goals import BotGoals, GoalContext, Opponent, Plan, goals_for

# rough chance to win from a shanten, before the live-tile and wall corrections (defence trade-off)
WIN_CHANCE = (0.45, 0.22, 0.08, 0.03)
KEEP_WEIGHT = 0.5  # a tile the variant's goals keep (JS-24 value honors, SH-11 dragons) is worth half a win
NEAR_BAND = 0.6  # near-equal discards keep all but this × (deal-in cost / win) of the best one's live tiles
NEAR_KEEP = 0.1
# a plan worth less still wins something (Jinshan's 0.2: below 20 胡 without a self-draw)
MIN_PLAN_VALUE = 0.3


@dataclass(frozen=True, slots=True)
class Style:
    """How a bot plays: ``ukeire`` counts live tiles (else shape only) from ``ukeire_shanten`` steps away,
    ``defence`` weighs danger, ``mistakes`` is the chance of a beginner's discard (:func:`beginners_pick`) or
    a missed claim,
    ``min_claim_gain`` how much a claim must help, ``expert_goals`` plays by the variant's
    :meth:`~rules.variants.bot_goals.BotGoals.expert` goals.
    """

    name: str
    ukeire: bool = True
    ukeire_shanten: int = UKEIRE_SHANTEN
    defence: bool = False
    mistakes: float = 0.0
    min_claim_gain: float = 1.0
    expert_goals: bool = False
    fold_shanten: int = 2  # every discard is weighed for safety this far from ready under a strong threat
    fold_threat: float = 0.6
    # one step from ready, near-equal discards are ranked by the ready hands they lead to
    lookahead: bool = False
    stand_in: bool = False  # reads a stand-in (JH-3 白板) as the wild's face where that is nearer to ready
    valued_waits: bool = False  # ready discards are ranked by what their waits win (BotGoals.win_worth)


EASY = Style("easy", ukeire=False, mistakes=0.3)
NORMAL = Style("normal")
# counts live tiles from further away (it has the time) and plays by the variant's expert goals (JS-24)
HARD = Style("hard", defence=True, ukeire_shanten=4, expert_goals=True, lookahead=True, stand_in=True,
             valued_waits=True)


@dataclass(frozen=True, slots=True)
class TableThreats:
    """What the seat sees of the others: opponents in turn order after it, and the rules of winning."""

    opponents: tuple[Opponent, ...] = ()
    knock_required: bool = False  # SH-6: only a knocked player may win
    wall_left: int = 70


NO_THREATS = TableThreats()  # what a bot without defence is given: it never looks at the others

# the legal actions grouped by their kind (the table lists them kind by kind)
ByKind = dict[ActionKind, list[Action]]
WIN, DISCARD, KNOCK, PASS = ActionKind.WIN, ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.PASS
KONG, PENG, CHI = ActionKind.KONG, ActionKind.PENG, ActionKind.CHI
CONCEALED_KONG, ADDED_KONG = ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG


def decide(legal: Sequence[Action], view: OwnHand, threats: TableThreats, goals: BotGoals, style: Style,
           rng: random.Random, memo: PlanMemo | None = None) -> Action:
    """One of ``legal``: win if worth it, else kong, else discard (knocking when ready), or claim/pass."""
    by_kind = _by_kind(legal)
    # one's own turn; CX-15 offers a 抛花 hand drawing its peng's fourth tile only the win and the added kong
    turn = DISCARD in by_kind or KNOCK in by_kind or ADDED_KONG in by_kind
    if WIN in by_kind:
        win = by_kind[WIN][0]
        if not turn:
            if not goals.decline_discard_win(view.ctx):
                return win
        else:  # a self-draw: taken unless the goals let a tile go for a bigger sure win (Jinhua 爆頭)
            burst = goals.burst_instead(view.ctx, win.tile) if win.tile is not None else None
            let_go = None if burst is None else next((a for a in by_kind.get(DISCARD, []) if a.tile == burst),
                                                     None)
            return let_go or win
    plan, plan_shanten = choose_plan(view, goals, memo)
    if turn:
        kong = _turn_kong(by_kind, view, plan)
        if kong is not None:
            return kong
        return _discard(by_kind, view, threats, goals, style, plan, rng)
    claim = _claim(by_kind, view, goals, style, plan, plan_shanten, rng)
    if claim is not None:
        return claim
    return by_kind.get(PASS, list(legal))[0]


def _by_kind(legal: Sequence[Action]) -> ByKind:
    """The legal actions by kind. The table lists them kind by kind."""
    by_kind: ByKind = {}
    kind: ActionKind | None = None
    bucket: list[Action] = []
    for a in legal:
        if a.kind is not kind:
            kind = a.kind
            bucket = by_kind.setdefault(kind, [])
        bucket.append(a)
    return by_kind


def _turn_kong(by_kind: ByKind, view: OwnHand, plan: Plan) -> Action | None:
    for a in by_kind.get(CONCEALED_KONG, []):
        if a.tile is not None and kong_keeps_shape(view, plan, a.tile, 4, adds_meld=True):
            return a
    for a in by_kind.get(ADDED_KONG, []):
        if a.tile is not None and kong_keeps_shape(view, plan, a.tile, 1, adds_meld=False):
            return a
    return None


def _discard(by_kind: ByKind, view: OwnHand, threats: TableThreats, goals: BotGoals,
             style: Style, plan: Plan, rng: random.Random) -> Action:
    discards = {a.tile: a for a in by_kind.get(DISCARD, [])}
    knocks = {a.tile: a for a in by_kind[KNOCK]} if KNOCK in by_kind else {}
    ranked: Iterable[DiscardEval] = ranked_discards(view, goals, plan, with_ukeire=style.ukeire,
                                                    ukeire_shanten=style.ukeire_shanten)
    if style.mistakes and rng.random() < style.mistakes:
        pick = beginners_pick(ranked, discards, view.ctx.wild_kinds, rng)
        if pick is not None:
            return pick
    valued = style.valued_waits and goals.weighs_wins
    if style.lookahead:
        legal = [e for e in ranked if e.tile in discards or e.tile in knocks]
        ranked = ready_quality(view, goals, plan, legal, valued=valued)
    if valued:
        legal = [e for e in ranked if e.tile in discards or e.tile in knocks]
        ranked = valued_waits(view, goals, plan, legal)
    if style.defence and goals.defends:
        evals = [e for e in ranked if e.tile in discards or e.tile in knocks]
        choice = _defended(evals, view, threats, goals, plan, style) if evals else None
    else:  # only the best legal one is wanted
        choice = next((e for e in ranked if e.tile in discards or e.tile in knocks), None)
    if choice is None:  # only wilds (or only tiles the ranking skipped) are left to let go
        return (list(discards.values()) or list(knocks.values()))[0]
    if choice.tile in knocks:
        after = _without(view, choice.tile)
        if goals.knock_wanted(waits_live(after, plan), after.ctx):
            return knocks[choice.tile]
    return discards.get(choice.tile) or knocks[choice.tile]


BEGINNER_CHOICES = 3  # a beginner's loose discard is one of the three tiles that look loosest by shape


def beginners_pick(ranked: Iterable[DiscardEval], discards: dict[int | None, Action],
                   wild_kinds: frozenset[int], rng: random.Random) -> Action | None:
    """A beginner's discard (``easy``'s mistake): one of the :data:`BEGINNER_CHOICES` legal tiles ranked
    loosest, at random — a tile that looks loose, never a wild, just often not the best one."""
    shortlist = list(islice((e.tile for e in ranked if e.tile in discards and e.tile not in wild_kinds),
                            BEGINNER_CHOICES))
    return discards[rng.choice(shortlist)] if shortlist else None


def _without(view: OwnHand, tile: int) -> OwnHand:
    return replace(view, ctx=view.ctx.without(tile))


def _defended(evals: list[DiscardEval], view: OwnHand, threats: TableThreats, goals: BotGoals,
              plan: Plan, style: Style) -> DiscardEval:
    """Trade attack against danger (``hard``): each discard's chance to win the hand it leaves, times what a
    win of the plan collects, kept only if the discard does not deal in, minus the expected cost of a deal-in.

    Not a full fold: only discards near-equal to the best attacking one are weighed, unless the hand is
    hopeless under a strong threat (:func:`hopeless`); then every discard is."""
    risks = [discard_risk(e.tile, threats.opponents, view.unseen, threats.wall_left, goals,
                          threats.knock_required)
             for e in evals]
    if not any(r.chance for r in risks):
        return evals[0]
    first = evals[0]
    every = hopeless(first, threats, goals, style)
    plain_gain = win_gain(goals)
    gain = plain_gain * max(plan.value, MIN_PLAN_VALUE)
    # how far from equal a weighed discard may be: the more a deal-in costs against what a win collects
    # (SH-13: a third player's deal-in costs nothing, so one's own costs the most), the wider
    plain_cost = deal_in_cost(goals.win_payments(Opponent()), 1.0, 40)
    least_ukeire = first.ukeire * (1 - NEAR_BAND * plain_cost / plain_gain)
    best_index = 0
    best_score = float("-inf")
    for i, (e, risk) in enumerate(zip(evals, risks)):
        if not every and not near_equal(e, first, least_ukeire):
            continue
        worth = gain * (1 - KEEP_WEIGHT * min(e.keep, 1.0))  # a kept honor pair or 財神 is part of what wins
        score = (1 - risk.chance) * win_chance(e, threats.wall_left) * worth - risk.cost
        if score > best_score + 1e-9:
            best_index, best_score = i, score
    return evals[best_index]


def near_equal(e: DiscardEval, first: DiscardEval, least_ukeire: float) -> bool:
    """A discard about as good for attack as the best one: same shanten, at least ``least_ukeire`` live tiles,
    and no tile the goals keep more."""
    return e.shanten == first.shanten and e.ukeire >= least_ukeire and e.keep <= first.keep + NEAR_KEEP


def hopeless(first: DiscardEval, threats: TableThreats, goals: BotGoals, style: Style = HARD) -> bool:
    """``style.fold_shanten`` steps or more from ready while an opponent is probably ready (a knock, four
    melds, one tile left) and allowed to win on this discard (JS-12: not one short of 20 胡 without a
    self-draw)."""
    if first.shanten < style.fold_shanten:
        return False
    return any(threat(o, threats.wall_left, threats.knock_required) * goals.discard_win_chance(o)
               >= style.fold_threat for o in threats.opponents)


def win_chance(e: DiscardEval, wall_left: int) -> float:
    """Rough chance to win the hand a discard leaves: by its shanten, its live tiles and the wall left."""
    return WIN_CHANCE[min(max(e.shanten, 0), 3)] * min(1.3, 0.5 + e.ukeire / 16) * min(1.0, wall_left / 40)


def _claim(by_kind: ByKind, view: OwnHand, goals: BotGoals, style: Style, plan: Plan,
           plan_shanten: int, rng: random.Random) -> Action | None:
    best: tuple[float, Action] | None = None
    valued = style.valued_waits and goals.weighs_wins  # a claim must not lower what the wait wins
    for kind in (KONG, PENG, CHI):
        for a in by_kind.get(kind, []):
            if a.tile is None:
                continue
            if kind is KONG:
                if kong_keeps_shape(view, plan, a.tile, 3, adds_meld=True) and plan.allows(a.tile):
                    return a
                continue
            meld = a.meld or (a.tile,) * 3  # a chi, or JH-3's peng of the 財神 with two 白板, names its tiles
            used = list(meld)
            used.remove(a.tile)
            gain = claim_gain(view, goals, plan, used, meld, plan_shanten)
            if kind is CHI and not chi_near_enough(plan_shanten - gain, goals):
                continue
            if gain >= style.min_claim_gain and (best is None or gain > best[0]):
                if valued and not claim_keeps_worth(view, goals, plan, used, claimed_meld(a, meld),
                                                    plan_shanten):
                    continue
                best = (gain, a)
    if best is None or (style.mistakes and rng.random() < style.mistakes):
        return None
    return best[1]


def chi_near_enough(shanten_after: float, goals: BotGoals) -> bool:
    """Whether a chi leaves the hand as near as the goals ask of one (Jinshan's expert: ready, JS-13 — a
    sequence earns no 胡, so a chi is worth only the speed of a hand whose 胡 are already there)."""
    return goals.chi_most_shanten is None or shanten_after <= goals.chi_most_shanten


def claimed_meld(claim: Action, tiles: Sequence[int]) -> Meld:
    """The meld a chi or peng claim would put on the table (what the seat's goals read of it)."""
    kind = MeldType.CHI if claim.kind is ActionKind.CHI else MeldType.PENG
    return Meld(kind, tuple(sorted(tiles)), claimed=claim.tile)


def _only_unusable_chis(legal: Sequence[Action], ctx: GoalContext, goals: BotGoals) -> bool:
    """A claim window offering only chis (and pass) that no plan this hand could choose may use — e.g.
    Shanghai's all-pungs plans (SH-9): :func:`decide` would pass (the chosen plan is one of these), so the
    bot passes before any shanten work. Only the plans' kinds and the melds down are read."""
    chis: list[Action] = []
    for a in legal:  # a turn's first action is already no chi: most calls end here
        kind = a.kind
        if kind is not ActionKind.CHI:
            if kind is not ActionKind.PASS:
                return False
            continue
        chis.append(a)
    if not chis:
        return False
    plans = goals.plans(ctx)
    fitting = [p for p in plans if all(p.allows_meld(m.tiles, m.tiles[0] != m.tiles[1]) for m in ctx.melds)]
    return not any(p.allows_meld(a.meld, True) for p in fitting or plans[:1] for a in chis)


class HeuristicBot:
    """A seat played by :func:`decide` in one :class:`Style`; sees only its observation, owns its rng."""

    style: Style = NORMAL

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.name = self.style.name
        self.memo = PlanMemo()
        self.seen = SeenTiles()  # the table's tiles counted from one decision to the next
        self.variant: Variant | None = None
        self.goals = BotGoals()

    def choose(self, obs: Observation) -> Action:
        """The action for this observation (one of ``obs.legal_actions``)."""
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        variant = self.variant
        if variant is None or variant.id != obs.variant:
            variant = self.variant = get_variant(obs.variant)
            goals = goals_for(variant.id)
            self.goals = goals.expert() if self.style.expert_goals else goals
        ctx = goal_context(obs)  # made once: the chi test and the hand view read the same
        if _only_unusable_chis(legal, ctx, self.goals):
            return next(a for a in legal if a.kind is ActionKind.PASS)
        # only defence looks at the opponents, and only when one of them may win on a discard
        defends = self.style.defence and self.goals.defends and anyone_may_win(obs, variant)
        threats = table_threats(obs, variant) if defends else NO_THREATS
        view = hand_view(obs, variant, self.seen, ctx)
        if self.style.stand_in and obs.indicator is not None:  # JH-3: a 白板 may be read as the 財神's face
            return decide_with_stand_in(legal, view, threats, self.goals, self.style, self.rng,
                                        variant.wild_rule(obs.indicator), self.memo)
        return decide(legal, view, threats, self.goals, self.style, self.rng, self.memo)


def anyone_may_win(obs: Observation, variant: Variant) -> bool:
    """Whether another seat may win on this seat's discard at all: not where only a knocked hand wins (SH-6)
    and nobody else has knocked — every discard is then safe, and no threat is worth reading."""
    if not variant.table_rules.knocking:
        return True
    return any(knocked for chair, knocked in enumerate(obs.knocked) if chair != obs.chair)


class EasyBot(HeuristicBot):
    style = EASY


class NormalBot(HeuristicBot):
    style = NORMAL


class HardBot(HeuristicBot):
    style = HARD


# seat_view and stand_in build on this module's TableThreats and decide, so they are imported last
# (once, not at every decision)
from bots.seat_view import SeenTiles, goal_context, hand_view, table_threats
from bots.stand_in import decide_with_stand_in
