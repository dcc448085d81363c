"""Looking past live tiles (``hard``, issue 20): which ready hands a discard leads to, and what they win.

One step from ready, near-equal discards are ranked by the ready hands each draw makes
(:func:`ready_quality`); at ready, the ready discards by what their waits collect where the variant says
wins differ (:func:`valued_waits`, :meth:`~rules.variants.bot_goals.BotGoals.win_worth`: Jinshan's JS-12
20 胡 and JS-14 台); and a claim must not leave a ready hand waiting on less (:func:`claim_keeps_worth`).
"""

from __future__ import annotations

from collections.abc import Sequence

from bots.strategy import DiscardEval, OwnHand, live_kinds, ranked_discards
from rules.hand import Meld
from rules.tiles import N_KINDS
from rules.variants.bot_goals import BotGoals, GoalContext, Plan

LOOKAHEAD_BAND = 0.75  # discards with at least this share of the best one's live tiles are looked at further
LOOKAHEAD_WIDTH = 4  # and at most this many of them


def ready_quality(view: OwnHand, goals: BotGoals, plan: Plan, ranked: Sequence[DiscardEval], *,
                  valued: bool = False) -> list[DiscardEval]:
    """``ranked`` with its leading one-step-from-ready discards reordered by how good a ready hand each
    leads to: for every live draw that makes the hand ready, the live winning tiles of its best discard
    then, weighted by the draw's live copies (a two-step look-ahead: 12 tiles that lead to single waits are
    worth less than 8 that lead to two-sided ones). Only discards near the best one's live tiles are looked
    at. ``valued``: the ready hand's waits are weighed by what they win (:func:`wait_worth`), not only
    counted."""
    first = ranked[0] if ranked else None
    if first is None or first.shanten != 1 or not first.ukeire:
        return list(ranked)
    near = [e for e in ranked[:LOOKAHEAD_WIDTH]
            if e.shanten == 1 and e.ukeire >= LOOKAHEAD_BAND * first.ukeire]
    if len(near) < 2:
        return list(ranked)
    scored = sorted((-lookahead_quality(view, goals, plan, e.tile, valued), order, e)
                    for order, e in enumerate(near))
    # ranked by shanten, then live tiles: ``near`` is a prefix
    return [e for _, _, e in scored] + list(ranked[len(near):])


def lookahead_quality(view: OwnHand, goals: BotGoals, plan: Plan, discard: int, valued: bool) -> float:
    """The ready hands letting ``discard`` go leads to: for every live draw that makes the hand ready, the
    draw's live copies × what the best ready hand then waits on (:func:`waits_after_draw`)."""
    after = view.summary.after(plan)
    live = live_kinds(view, plan)
    counts = view.summary.counts
    quality = 0.0
    for draw in range(N_KINDS):
        if live[draw] and counts[draw] - (draw == discard) < 4 and after(discard, draw) == 0:
            quality += live[draw] * waits_after_draw(view, goals, plan, discard, draw, valued)
    return quality


def waits_after_draw(view: OwnHand, goals: BotGoals, plan: Plan, discard: int, draw: int,
                     valued: bool = False) -> float:
    """Live winning tiles of the best ready hand left after letting ``discard`` go and drawing ``draw``
    (``valued``: what they win, :func:`wait_worth`)."""
    ctx = view.ctx
    concealed = list(ctx.concealed)
    concealed.remove(discard)
    concealed.append(draw)
    unseen = list(view.unseen)
    unseen[draw] = max(0, unseen[draw] - 1)
    drawn = GoalContext(tuple(sorted(concealed)), ctx.melds, ctx.flowers, ctx.seat_wind, ctx.wild_kinds,
                        ctx.wall_left)
    drawn_view = OwnHand(drawn, view.shapes, tuple(unseen), view.can_discard_wild)
    best = next(ranked_discards(drawn_view, goals, plan, ukeire_shanten=0), None)
    if best is None or best.shanten != 0:
        return 0
    return wait_worth(drawn_view, goals, plan, best.tile) if valued else best.ukeire


VALUED_WIDTH = 6  # ready discards weighed by what their waits win, at most this many


def valued_waits(view: OwnHand, goals: BotGoals, plan: Plan,
                 ranked: Sequence[DiscardEval]) -> list[DiscardEval]:
    """``ranked`` with its leading ready discards (shanten 0) reordered by what their waits are worth
    (:func:`wait_worth`). Where a win may be short of a minimum (JS-12 20 胡) or pay double for a 台 (JS-14),
    two live tiles of a big legal hand beat four of a hand that cannot be declared. When no ready discard
    wins anything, the order is kept."""
    first = ranked[0] if ranked else None
    if first is None or first.shanten != 0:
        return list(ranked)
    ready = [e for e in ranked[:VALUED_WIDTH] if e.shanten == 0]
    scored = sorted((-wait_worth(view, goals, plan, e.tile), order, e) for order, e in enumerate(ready))
    if not any(worth for worth, _, _ in scored):
        return list(ranked)
    return [e for _, _, e in scored] + list(ranked[len(ready):])


def wait_worth(view: OwnHand, goals: BotGoals, plan: Plan, discard: int | None) -> float:
    """What the ready hand left by letting ``discard`` go (None: the hand as it is) waits on: the live
    copies of each winning tile times :meth:`BotGoals.win_worth` of that win; 0 when it is not ready."""
    after = view.summary.after(plan)
    live = live_kinds(view, plan)
    counts = view.summary.counts
    left = view.ctx.without(discard) if discard is not None else view.ctx
    worth = 0.0
    for k in range(N_KINDS):
        if live[k] and counts[k] - (k == discard) < 4 and after(discard, k) < 0:
            worth += live[k] * goals.win_worth(left, k)
    return worth


def claim_keeps_worth(view: OwnHand, goals: BotGoals, plan: Plan, used: Sequence[int], meld: Meld,
                      before: int) -> bool:
    """Whether a claim that leaves the hand ready waits on at least what it waits on now (``before``: the
    plan's shanten now, 0 when ready) — or on anything at all, when it was not ready: a pung that makes a
    hand ready whose every wait is short of JS-12's 20 胡 gains a step toward nothing."""
    ctx = view.ctx
    concealed = list(ctx.concealed)
    for k in used:
        concealed.remove(k)
    claimed = GoalContext(tuple(concealed), (*ctx.melds, meld), ctx.flowers, ctx.seat_wind, ctx.wild_kinds,
                          ctx.wall_left)
    after = OwnHand(claimed, view.shapes, view.unseen, view.can_discard_wild)
    if after.summary.shanten(plan) > 0:
        return True  # not ready after it: the claim is judged by its steps alone
    worth_after = max((wait_worth(after, goals, plan, k) for k in set(concealed) if k not in ctx.wild_kinds),
                      default=0.0)
    if before > 0:
        return worth_after > 0
    return worth_after >= wait_worth(view, goals, plan, None)

