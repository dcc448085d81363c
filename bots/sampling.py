"""Determinised look-ahead for close discards (``hard``, issue 20): sample the unseen tiles, play each
candidate out.

Counting (:mod:`bots.lookahead`) ranks a discard by live tiles × what they win, as if every live tile were
sure to come. Near ready the hand is a race against the wall and the other players: many live tiles of a
cheap wait are not worth proportionally more than a few of a big one once most of them would come anyway,
a tile that makes the hand ready must come *before* the winning one, and the wall ends. So the discards
counting weighs are first counted from one set of tables (:class:`Prospects`: the waits of each ready hand
and what each win collects, :meth:`~rules.variants.bot_goals.BotGoals.win_worth`), and counting's first few
are then played out on the same determinisations (common random numbers, one set for every candidate):
``samples`` orders of the seat's own next draws, drawn from the tiles it cannot see — every order of the
unseen tiles is as likely as any other, so the seat's next draws are a uniform sample of them without
replacement. A rollout keeps the ready hand ``hard`` itself would keep and scores the first winning draw by
what that win collects, discounted by the chance that someone else has ended the hand by then. A candidate
replaces counting's choice only when it collects clearly more on the same orders (:func:`clearly_better`).

Everything is budgeted by counts — samples, candidates, draws looked at — never by a clock, so a game
replays from its seed; the random orders come from the bot's own injected ``random.Random``. The sampler
reads only the variant's goals (``win_worth``), so it could serve any variant whose goals weigh wins.
Measured in Jinshan (docs/decisions.md, "Jinshan sampling"): no better than counting beyond the noise.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import islice
from typing import NamedTuple

from bots.lookahead import LOOKAHEAD_BAND, LOOKAHEAD_WIDTH, VALUED_WIDTH
from bots.strategy import DiscardEval, OwnHand, live_kinds, ranked_discards
from rules.tiles import N_KINDS
from rules.variants.bot_goals import BotGoals, GoalContext, Plan


@dataclass(frozen=True, slots=True)
class SampleBudget:
    """How much looking a close decision gets, in counts (never in time: games must replay).

    ``samples``: determinisations, shared by every candidate; ``width``: candidates played out;
    ``horizon``: the most own draws left at which a decision is played out at all (earlier, with the wall
    long enough for a ready hand to come round, counting stands); ``hazard``: the chance a round that
    another player ends the hand; ``confidence``: how many standard errors of the paired differences a
    candidate must collect more by to replace counting's choice."""

    samples: int = 48
    width: int = 3
    horizon: int = 12
    hazard: float = 0.06
    confidence: float = 2.0


BUDGET = SampleBudget()
KEEP_SLACK = 0.1  # a candidate keeps no tile the goals value more (a value honor's 胡, JS-22's count)

Waits = dict[int, float]  # a ready hand's winning kinds and what each win collects (0: may not be declared)


class Prospect(NamedTuple):
    """What letting one tile go leads to: the waits of the ready hand it leaves (``ready``), or, one step
    from ready, the ready hand each draw that gets there would leave (``readying``, by the drawn kind)."""

    ready: Waits | None
    readying: dict[int, Waits]


def near_discards(ranked: Sequence[DiscardEval]) -> list[DiscardEval]:
    """The leading discards counting weighs further, as :mod:`bots.lookahead` does: ready ones (at most
    :data:`VALUED_WIDTH`), or one step from ready with at least :data:`LOOKAHEAD_BAND` of the best one's
    live tiles (at most :data:`LOOKAHEAD_WIDTH`). Fewer than two: nothing to weigh."""
    first = ranked[0] if ranked else None
    if first is None or first.shanten > 1 or (first.shanten == 1 and not first.ukeire):
        return []
    if first.shanten == 0:
        near = [e for e in ranked[:VALUED_WIDTH] if e.shanten == 0]
    else:
        least = LOOKAHEAD_BAND * first.ukeire
        near = [e for e in ranked[:LOOKAHEAD_WIDTH] if e.shanten == 1 and e.ukeire >= least]
    return near if len(near) >= 2 else []


def counted_worth(chances: Prospect, live: Sequence[int]) -> float:
    """Counting's answer from the same tables: live copies × what each win collects, at ready; one step
    away, each readying draw's live copies × that of the ready hand it leaves (the draw's own copy gone)."""
    if chances.ready is not None:
        return sum(live[k] * w for k, w in chances.ready.items())
    return sum(live[d] * sum((live[k] - (k == d)) * w for k, w in waits.items())
               for d, waits in chances.readying.items())


# of a drawn hand's ready discards, the ones with most live tiles are weighed, this many: the first alone, as
# bots.lookahead keeps it (three, the best by live tiles × worth, played the same chips within noise for
# 4 ms more at p99)
READY_WIDTH = 1


class Prospects:
    """The :class:`Prospect` of each discard of one decision, with what they share remembered: the same
    13-tile hand comes out of several discards and draws (letting 3m go and drawing 5m leaves the hand that
    letting 5m go and drawing 3m does), and so does the same 14-tile hand."""

    def __init__(self, view: OwnHand, goals: BotGoals, plan: Plan) -> None:
        self.view, self.goals, self.plan = view, goals, plan
        self.live = live_kinds(view, plan)
        self.waits: dict[tuple[int, ...], Waits] = {}  # by the 13 tiles left
        self.ready: dict[tuple[int, ...], Waits | None] = {}  # the best ready hand, by the 14 tiles held

    def of(self, discard: int, shanten: int) -> Prospect:
        """What letting ``discard`` go from the seat's 14 tiles leads to, ``shanten`` its shanten after."""
        view = self.view
        if shanten == 0:
            return Prospect(self.wait_map(view, discard), {})
        after = view.summary.after(self.plan)
        live, counts = self.live, view.summary.counts
        readying: dict[int, Waits] = {}
        for draw in range(N_KINDS):
            if live[draw] and counts[draw] - (draw == discard) < 4 and after(discard, draw) == 0:
                waits = self.ready_after_draw(discard, draw)
                if waits:
                    readying[draw] = waits
        return Prospect(None, readying)

    def wait_map(self, hand: OwnHand, discard: int) -> Waits:
        """The winning kinds of the hand left by letting ``discard`` go from ``hand``, each with what its win
        collects (:meth:`BotGoals.win_worth`); empty when that hand is not ready."""
        left = hand.ctx.without(discard)
        known = self.waits.get(left.concealed)
        if known is None:
            plan = self.plan
            after = hand.summary.after(plan)
            counts = hand.summary.counts
            known = self.waits[left.concealed] = {
                k: self.goals.win_worth(left, k) for k in range(N_KINDS)
                if plan.allows(k) and counts[k] - (k == discard) < 4 and after(discard, k) < 0}
        return known

    def best_ready(self, hand: OwnHand) -> Waits | None:
        """The waits of the ready hand ``hard`` keeps from this 14-tile hand (of its :data:`READY_WIDTH`
        ready discards with most live tiles, the one whose live tiles × worth are most, as
        :func:`bots.lookahead.valued_waits` ranks them), or None when no discard leaves it ready."""
        live = live_kinds(hand, self.plan)
        best: Waits | None = None
        best_worth = -1.0
        for e in islice(ranked_discards(hand, self.goals, self.plan, ukeire_shanten=0), READY_WIDTH):
            if e.shanten != 0:
                break
            waits = self.wait_map(hand, e.tile)
            worth = sum(live[k] * w for k, w in waits.items())
            if worth > best_worth:
                best, best_worth = waits, worth
        return best

    def ready_after_draw(self, discard: int, draw: int) -> Waits | None:
        """:meth:`best_ready` of the hand left by letting ``discard`` go and drawing ``draw``."""
        view = self.view
        ctx = view.ctx
        concealed = list(ctx.concealed)
        concealed.remove(discard)
        concealed.append(draw)
        key = tuple(sorted(concealed))
        if key not in self.ready:
            unseen = list(view.unseen)
            unseen[draw] = max(0, unseen[draw] - 1)
            drawn = GoalContext(key, ctx.melds, ctx.flowers, ctx.seat_wind, ctx.wild_kinds, ctx.wall_left)
            self.ready[key] = self.best_ready(OwnHand(drawn, view.shapes, tuple(unseen),
                                                      view.can_discard_wild))
        return self.ready[key]


def draw_orders(unseen: Sequence[int], draws: int, budget: SampleBudget,
                rng: random.Random) -> list[list[int]]:
    """``budget.samples`` determinisations of the seat's next ``draws`` draws: the unseen tiles are the
    other hands and the wall in an order nobody knows, so each is a uniform sample without replacement."""
    pool = [k for k in range(N_KINDS) for _ in range(unseen[k])]
    draws = min(draws, len(pool))
    return [rng.sample(pool, draws) for _ in range(budget.samples)]


def rollout(chances: Prospect, order: Sequence[int], still_on: Sequence[float]) -> float:
    """What one determinisation collects: the hand waits as it is (or, one step away, on the ready hand
    its first readying draw leaves) and wins on its first winning draw, worth ``still_on[i]`` of that win
    at the ``i``-th draw (the chance nobody else ended the hand first). A wait that may not be declared
    (worth 0) wins nothing."""
    waits = chances.ready
    readying = chances.readying
    for i, tile in enumerate(order):
        if waits is None:
            waits = readying.get(tile)
        else:
            worth = waits.get(tile)
            if worth:
                return worth * still_on[i]
    return 0.0


def clearly_better(challenger: Sequence[float], incumbent: Sequence[float], budget: SampleBudget) -> float:
    """How much more ``challenger`` collects than ``incumbent`` on the same determinisations, when that is
    more than ``budget.confidence`` standard errors of the paired differences (else 0: counting's order
    stands, rather than one sample's luck)."""
    diffs = [a - b for a, b in zip(challenger, incumbent)]
    n = len(diffs)
    mean = sum(diffs) / n
    if mean <= 0 or n < 2:
        return 0.0
    spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean if mean * mean * n > budget.confidence ** 2 * spread else 0.0


def sampled_discards(view: OwnHand, goals: BotGoals, plan: Plan, ranked: Sequence[DiscardEval],
                     rng: random.Random, budget: SampleBudget = BUDGET) -> list[DiscardEval]:
    """``ranked`` (legal discards, best first by shape and live tiles) with its near leading discards
    (:func:`near_discards`) reordered by what they are counted to collect, and then, of the first
    ``budget.width`` of those that keep as much (``KEEP_SLACK``), the one that collects clearly most played
    out on the same ``budget.samples`` determinisations put first. Ties keep ``ranked``'s order; when no
    ready discard wins anything, ``ranked`` stands. No rng is used when nothing is near."""
    near = near_discards(ranked)
    if not near:
        return list(ranked)
    prospects = Prospects(view, goals, plan)
    chances = [prospects.of(e.tile, e.shanten) for e in near]
    counted = [counted_worth(c, prospects.live) for c in chances]
    if not any(counted):
        return list(ranked)
    order = sorted(range(len(near)), key=lambda i: (-counted[i], i))
    best = played_best(view, [(near[i], chances[i]) for i in order[:budget.width]], rng, budget)
    first = order.pop(best)
    return [near[first], *(near[i] for i in order), *ranked[len(near):]]


def played_best(view: OwnHand, candidates: Sequence[tuple[DiscardEval, Prospect]], rng: random.Random,
                budget: SampleBudget) -> int:
    """The index of the candidate that collects clearly more than the first one (counting's choice) played
    out on the same determinisations, else 0; only candidates keeping as much as the first are played."""
    incumbent_eval = candidates[0][0]
    rivals = [i for i, (e, _) in enumerate(candidates)
              if i and e.keep <= incumbent_eval.keep + KEEP_SLACK]
    draws = view.ctx.wall_left // 4  # the seat's own draws left, about
    if not rivals or not 0 < draws <= budget.horizon:
        return 0
    orders = draw_orders(view.unseen, draws, budget, rng)
    still_on = [(1 - budget.hazard) ** i for i in range(draws)]

    def played(chances: Prospect) -> list[float]:
        return [rollout(chances, order, still_on) for order in orders]

    incumbent = played(candidates[0][1])
    best, best_gain = 0, 0.0
    for i in rivals:
        gain = clearly_better(played(candidates[i][1]), incumbent, budget)
        if gain > best_gain:
            best, best_gain = i, gain
    return best
