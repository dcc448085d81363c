"""Advice for a seat: the discards the ``normal`` bot would weigh, explained for a player (issue 10 hint).

:func:`rank_discards` runs the very ranking the heuristic bot decides with — the seat's
:class:`~bots.strategy.HandView` from :func:`bots.seat_view.hand_view`, the plan from
:func:`~bots.strategy.choose_plan` and :func:`bots.strategy.rank_discards` — and only adds what a player
wants to read: live ukeire for every candidate shown, the waits a discard leaves with their live copies,
and a one-line reason. So the hint and the bot never disagree (tests/tui/test_hints.py proves it).
:func:`hand_status` is the same view of the hand as it stands, for the status line.
"""

from __future__ import annotations

from dataclasses import dataclass

from bots.seat_view import hand_view
from bots.strategy import (
    UKEIRE_SHANTEN,
    DiscardEval,
    HandView,
    choose_plan,
    connectivity,
    live_kinds,
    plan_shanten,
    shanten_after,
)
from bots.strategy import rank_discards as rank_evals
from rules.analysis import winning_kinds
from rules.analysis.one_change import live_ukeire
from rules.engine.actions import ActionKind
from rules.engine.observation import Observation
from rules.tiles import N_KINDS, tile_text
from rules.variants import get_variant
from rules.variants.bot_goals import Plan, goals_for

SUIT_NAMES = {"m": "萬", "p": "筒", "s": "條"}
_PLAN_NAMES = {"pungs": "碰碰胡", "honors": "風一色", "pure": "清一色", "half": "混一色"}
_FLUSH_PUNGS = {"pure": "清碰", "half": "混碰"}
# the hint's reasons in English: key -> template (values from Candidate.reason_values; aim = ", toward X")
REASONS = {
    "ready": "ready on {waits} ({live} live)",
    "ready_dead": "ready on {waits} ({live} live) — every wait is dead",
    "off_plan": "does not fit {plan}",
    "isolated": "isolated tile{aim}",
    "most_live": "keeps the most live tiles ({ukeire}) to improve{aim}",
    "loosest": "loosest tile (far from ready: shape before live tiles){aim}",
}


@dataclass(frozen=True, slots=True)
class Candidate:
    """One discard and what it leaves: shanten toward the plan, live ukeire (unseen copies of the tiles
    that bring the hand closer), the waits it leaves when ready as (kind, live copies), and why."""

    tile: int
    shanten: int
    ukeire: int
    waits: tuple[tuple[int, int], ...]
    plan: str
    reason: str
    # the reason as a key of REASONS and its values, so an interface can word it in its own language
    reason_key: str = ""
    reason_values: tuple[tuple[str, str | int], ...] = ()

    @property
    def dead_waits(self) -> tuple[int, ...]:
        return tuple(kind for kind, live in self.waits if live == 0)


@dataclass(frozen=True, slots=True)
class HandStatus:
    """The hand as it stands: shanten toward the plan (after the best discard on one's own turn),
    the plan's name ("" for no particular hand), and the waits with live copies when ready."""

    shanten: int
    plan: str
    waits: tuple[tuple[int, int], ...] = ()


def plan_label(plan: Plan) -> str:
    """A player's name for a bot plan: 混一色 萬, 碰碰胡 …; "" for the free plan (any winning hand)."""
    parts = plan.name.split("-")
    if parts[0] in ("free", ""):
        return ""
    if parts[0] in ("pure", "half") and len(parts) >= 2:
        name = _FLUSH_PUNGS[parts[0]] if parts[-1] == "pungs" else _PLAN_NAMES[parts[0]]
        return f"{name} {SUIT_NAMES.get(parts[1], parts[1])}"
    return _PLAN_NAMES.get(plan.name, plan.name)


def hand_waits(view: HandView, counts: list[int], wilds: int) -> tuple[tuple[int, int], ...]:
    """Kinds that complete this 3n+1 hand in a shape the variant allows, each with its unseen copies."""
    if (sum(counts) + wilds) % 3 != 1:
        return ()
    kinds = winning_kinds(counts, wilds, view.melds_needed, view.shapes, wild_kind=view.wild_face)
    return tuple((k, view.unseen[k]) for k in kinds)


def rank_discards(obs: Observation, limit: int | None = None) -> list[Candidate]:
    """The legal discards best first, exactly as the ``normal`` bot ranks them, with their explanations."""
    variant = get_variant(obs.variant)
    view = hand_view(obs, variant)
    goals = goals_for(variant.id)
    plan, _ = choose_plan(view, goals)
    allowed = {a.tile for a in obs.legal_actions if a.kind in (ActionKind.DISCARD, ActionKind.KNOCK)}
    evals = [e for e in rank_evals(view, goals, plan, with_ukeire=True) if e.tile in allowed]
    if limit is not None:
        evals = evals[:limit]
    if not evals:
        return []
    counts = view.ctx.counts()
    wilds = view.ctx.wilds_held
    after = shanten_after(view, plan, counts, wilds)
    live = live_kinds(view, plan)
    best = evals[0].shanten
    label = plan_label(plan)
    out = []
    for e in evals:
        counted = e.shanten == best and best <= UKEIRE_SHANTEN  # the bot counted these itself
        ukeire = e.ukeire if counted else live_ukeire(after, e.tile, counts, live, e.shanten)
        left = list(counts)
        if e.tile in view.ctx.wild_kinds:
            waits = hand_waits(view, left, wilds - 1) if e.shanten == 0 else ()
        else:
            left[e.tile] -= 1
            waits = hand_waits(view, left, wilds) if e.shanten == 0 else ()
        key, values = _reason(e, ukeire, waits, plan, label, counts, counted)
        reason = REASONS[key].format(**dict(values), aim=f", toward {label}" if label else "")
        out.append(Candidate(e.tile, e.shanten, ukeire, waits, label, reason, key, values))
    return out


def _reason(e: DiscardEval, ukeire: int, waits: tuple[tuple[int, int], ...], plan: Plan, label: str,
            counts: list[int], ukeire_weighed: bool) -> tuple[str, tuple[tuple[str, str | int], ...]]:
    """What makes this tile the one to let go, and what the discard leaves: a key of REASONS and its values."""
    if e.shanten <= 0:
        live = sum(n for _, n in waits)
        key = "ready_dead" if waits and live == 0 else "ready"
        return key, (("waits", " ".join(tile_text(k) for k, _ in waits)), ("live", live))
    if e.tile < N_KINDS and not plan.allows(e.tile):
        return "off_plan", (("plan", label),)
    if e.tile < N_KINDS and connectivity(e.tile, counts) == 0:
        return "isolated", (("plan", label),)
    if ukeire_weighed:
        return "most_live", (("ukeire", ukeire), ("plan", label))
    return "loosest", (("plan", label),)


def hand_status(obs: Observation) -> HandStatus:
    """Distance to ready, the plan, and the live waits of a ready 13-tile hand (for the status line)."""
    variant = get_variant(obs.variant)
    view = hand_view(obs, variant)
    plan, now = choose_plan(view, goals_for(variant.id))
    counts = view.ctx.counts()
    wilds = view.ctx.wilds_held
    if (sum(counts) + wilds) % 3 == 2:  # own turn: how far the hand is after the best discard
        ranked = rank_discards(obs, limit=1)
        if ranked:
            return HandStatus(ranked[0].shanten, ranked[0].plan, ranked[0].waits)
        return HandStatus(max(now - 1, 0), plan_label(plan))
    shanten = plan_shanten(counts, wilds, view.melds_needed, plan, view)
    waits = hand_waits(view, counts, wilds) if shanten <= 0 else ()
    return HandStatus(shanten, plan_label(plan), waits)
