"""Attack: which hand to build, which tile to let go, which claim and kong to make (issue 8).

Everything here works on plain values — a :class:`OwnHand` of the seat's own tiles and what it can
see — and asks the variant's :class:`~rules.variants.bot_goals.BotGoals` for its goals. Shanten comes
from the shared analysis on the hand *restricted to a plan* (a plan is a
:class:`rules.analysis.restricted.Restriction`): tiles a plan cannot use (another suit for a 清一色, any
tile for Shanghai's 碰碰胡 that cannot become a pung) simply do not count, so the same numbers say how
far each plan is. :class:`~rules.analysis.restricted.HandSummary` answers each plan's shanten now and
:mod:`rules.analysis.one_change` each discard's and draw's.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from rules.analysis import ShapeRules
from rules.analysis.all_pungs import PungsAfter
from rules.analysis.one_change import (
    BestAfter,
    ShapeAfter,
    StandardAfter,
    free_shanten_after,
    live_ukeire,
    shantens_without,
    usable_mask,
)
from rules.analysis.one_change_special import HonorsAfter
from rules.analysis.restricted import HandSummary, restrict, restricted_shanten
from rules.tiles import HONOR, N_KINDS
from rules.variants.bot_goals import BotGoals, GoalContext, Plan

EVERY_KIND = (True,) * N_KINDS
UKEIRE_SHANTEN = 2  # further away, counting live tiles changes little: shape alone decides
PLAN_DISCOUNT = 0.35  # each shanten step a plan is further away divides its worth by about three
# PLAN_DISCOUNT ** max(0, s) at index s + 1, for every shanten s from -1 (complete) to 98
# (99: a shape not allowed)
DISCOUNTS = tuple(PLAN_DISCOUNT ** max(0, s) for s in range(-1, 100))


@dataclass(frozen=True, slots=True)
class OwnHand:
    """One seat's own hand and what it can see: ``unseen[k]`` copies of kind k it cannot see anywhere.
    (The app's ``mahjong_tui.widgets.hand.HandView`` is the hand as drawn, another thing.)"""

    ctx: GoalContext
    shapes: ShapeRules
    unseen: tuple[int, ...]
    can_discard_wild: bool = False
    _summary: HandSummary | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def melds_needed(self) -> int:
        return 4 - len(self.ctx.melds)

    @property
    def summary(self) -> HandSummary:
        """The per-hand numbers every plan and discard question starts from, made once per view."""
        summary = self._summary
        if summary is None:
            ctx = self.ctx
            wild_kinds, concealed = ctx.wild_kinds, ctx.concealed
            wilds = sum(map(concealed.count, wild_kinds)) if wild_kinds else 0  # ctx.wilds_held, counted in C
            summary = HandSummary(ctx.counts(), wilds, 4 - len(ctx.melds), self.shapes, self.unseen,
                                  self.wild_face)
            object.__setattr__(self, "_summary", summary)  # a cache of values derived from the frozen fields
        return summary

    @property
    def wild_face(self) -> int | None:
        """The kind the wilds show (Jinhua 財神, Cixi 龍), for shapes where a wild counts as its own face."""
        return wild_face(self.ctx.wild_kinds)


_FACES: dict[frozenset[int], int | None] = {}


def wild_face(wild_kinds: frozenset[int]) -> int | None:
    """The one playing kind among ``wild_kinds``, else None (remembered: a table has one set of wilds a
    hand)."""
    if wild_kinds not in _FACES:
        faces = [k for k in wild_kinds if k < N_KINDS]
        _FACES[wild_kinds] = faces[0] if len(faces) == 1 else None
    return _FACES[wild_kinds]


class DiscardEval(NamedTuple):
    """A discard and what it leaves: shanten under the plan, live ukeire (tiles that lower it), keep value.

    A named tuple: a decision makes one per held kind, and a tuple is the cheapest immutable value to make.
    """

    tile: int
    shanten: int
    ukeire: int
    keep: float


def plan_shanten(counts: Sequence[int], wilds: int, needed: int, plan: Plan, view: OwnHand) -> int:
    """Shanten of ``counts`` (wilds apart) toward ``plan``, with ``needed`` melds still to form in hand."""
    return restricted_shanten(counts, wilds, needed, plan, view.shapes, view.unseen, view.wild_face)


def plan_fits_melds(plan: Plan, ctx: GoalContext) -> bool:
    return all(plan.allows_meld(m.tiles, m.tiles[0] != m.tiles[1]) for m in ctx.melds)


class PlanMemo:
    """The plans one bot chose for its last few hands between turns: the claim windows between two turns
    ask about the same hand again and again.

    The key is everything a plan's worth depends on — the hand, melds, flowers, seat wind and wilds
    (:meth:`BotGoals.plans` does not look at the wall) and, of the unseen copies, only what an all-pungs
    plan reads (none, one, or two and more of each kind held) — so a remembered plan is exactly the one
    :func:`choose_plan` would pick. Keys are compared, not hashed: the same melds are the same objects.
    """

    LIMIT = 4

    def __init__(self) -> None:
        self.known: list[tuple[tuple[object, ...], tuple[Plan, int]]] = []

    def key(self, view: OwnHand) -> tuple[object, ...]:
        ctx = view.ctx
        return (ctx.concealed, ctx.melds, ctx.flowers, ctx.seat_wind, ctx.wild_kinds, view.shapes,
                view.summary.caps_key)


def choose_plan(view: OwnHand, goals: BotGoals, memo: PlanMemo | None = None) -> tuple[Plan, int]:
    """The plan worth most for its distance (value × discount^shanten), and its shanten now.

    ``memo`` only pays on the hand between turns (13 tiles and fewer after melds): a turn's hand is new.
    """
    if memo is None or len(view.ctx.concealed) % 3 == 2:
        return _choose_plan(view, goals)
    key = memo.key(view)
    for known_key, known in memo.known:
        if known_key == key:
            return known
    known = _choose_plan(view, goals)
    memo.known.insert(0, (key, known))
    del memo.known[memo.LIMIT:]
    return known


def _choose_plan(view: OwnHand, goals: BotGoals) -> tuple[Plan, int]:
    summary = view.summary
    ctx = view.ctx
    plans = goals.plans(ctx)
    melds = ctx.melds
    if melds:  # what plan_fits_melds reads, read once: the melds' kinds and whether one is a sequence
        meld_kinds = frozenset(k for m in melds for k in m.tiles)
        sequence_down = any(m.tiles[0] != m.tiles[1] for m in melds)
        plans = tuple(p for p in plans if not ((p.pungs_only and sequence_down)
                                               or (p.kinds is not None and not meld_kinds <= p.kinds)))
        if not plans:  # every plan is blocked by the melds made: fall back to the plainest
            plans = goals.plans(ctx)
            return plans[0], summary.shanten(plans[0])
    shanten = summary.shanten
    best_plan = plans[0]
    best_s = shanten(best_plan)
    best_worth = best_plan.value * DISCOUNTS[best_s + 1]
    for plan in plans[1:]:
        s = shanten(plan)
        worth = plan.value * DISCOUNTS[s + 1]
        if worth > best_worth or (worth == best_worth and s < best_s):
            best_worth, best_s, best_plan = worth, s, plan
    return best_plan, best_s


def connectivity(kind: int, counts: Sequence[int]) -> int:
    """How many held tiles a tile works with (same kind, suit neighbours within two): low = isolated."""
    links = counts[kind] - 1
    if kind < HONOR:
        lo, hi = kind - kind % 9, kind - kind % 9 + 8
        links += sum(counts[j] for j in range(max(lo, kind - 2), min(hi, kind + 2) + 1) if j != kind)
    return links


def shanten_after(view: OwnHand, plan: Plan, counts: list[int], wilds: int) -> ShapeAfter | BestAfter:
    """The fastest exact way to ask this plan's shanten of ``counts`` with one tile out and/or one in."""
    needed = view.melds_needed
    if plan.kinds is None and not plan.pungs_only:
        return free_shanten_after(counts, wilds, needed, view.shapes, view.wild_face)
    usable = usable_mask(plan.kinds) if plan.kinds is not None else EVERY_KIND
    if plan.any_shape:
        return HonorsAfter(restrict(counts, plan.kinds), wilds, True, None)
    if plan.pungs_only:
        return PungsAfter(counts, wilds, needed, usable, view.unseen)
    return StandardAfter(counts, wilds, needed, usable)


def live_kinds(view: OwnHand, plan: Plan) -> list[int]:
    """Unseen copies of each kind the plan can use (wilds apart: drawing one helps every discard alike)."""
    if plan.kinds is None:
        live = list(view.unseen)
    else:
        live = [u if ok else 0 for u, ok in zip(view.unseen, usable_mask(plan.kinds))]
    for k in view.ctx.wild_kinds:
        if k < N_KINDS:
            live[k] = 0
    return live


def rank_discards(view: OwnHand, goals: BotGoals, plan: Plan, *, with_ukeire: bool = True,
                  ukeire_shanten: int = UKEIRE_SHANTEN) -> list[DiscardEval]:
    """Every distinct discard, best first: lowest shanten, most live ukeire, least worth keeping, most
    isolated.

    Wild tiles are kept: one is offered only when the variant lets it go and nothing else is held.
    """
    return list(ranked_discards(view, goals, plan, with_ukeire=with_ukeire, ukeire_shanten=ukeire_shanten))


def ranked_discards(view: OwnHand, goals: BotGoals, plan: Plan, *, with_ukeire: bool = True,
                    ukeire_shanten: int = UKEIRE_SHANTEN) -> Iterator[DiscardEval]:
    """:func:`rank_discards` one by one, best first: a caller that wants only the best legal discard stops
    there (every discard is ranked, only the evaluations after it are not made)."""
    ctx = view.ctx
    summary = view.summary
    counts = summary.counts
    wilds = summary.wilds
    kinds = summary.kinds
    if not kinds:
        if view.can_discard_wild and ctx.wild_kinds:
            wild = next(k for k in ctx.concealed if k in ctx.wild_kinds)
            yield DiscardEval(wild, plan_shanten(counts, wilds - 1, view.melds_needed, plan, view), 0, 99.0)
        return  # only wilds held, and the variant lets them go only when nothing else is left (JS-3)
    after = summary.after(plan)
    shantens = shantens_without(after, kinds)
    best = min(shantens)
    ukeire = [0] * len(kinds)
    if with_ukeire and best <= ukeire_shanten:
        live = live_kinds(view, plan)
        for i, kind in enumerate(kinds):
            if shantens[i] == best:
                ukeire[i] = live_ukeire(after, kind, counts, live, best)
    keeps = keep_values(goals, ctx)
    links = summary.links()
    # sorted as (shanten, -ukeire, keep, tile): a plain tuple sort, the tile last so no two rows tie
    rows = sorted([(s, -u, keeps[k] + 0.01 * link, k)
                   for s, u, link, k in zip(shantens, ukeire, links, kinds)])
    for s, u, keep, k in rows:
        yield DiscardEval(k, s, -u, keep)


_KEEPS: dict[tuple[BotGoals, int, frozenset[int]], list[float]] = {}


def keep_values(goals: BotGoals, ctx: GoalContext) -> list[float]:
    """``goals.keep_value`` of every kind for this seat wind and these wilds (all it may depend on),
    remembered."""
    key = (goals, ctx.seat_wind, ctx.wild_kinds)
    keeps = _KEEPS.get(key)
    if keeps is None:
        if len(_KEEPS) > 256:
            _KEEPS.clear()
        keeps = _KEEPS[key] = [goals.keep_value(k, ctx) for k in range(N_KINDS)]
    return keeps


def claim_gain(view: OwnHand, goals: BotGoals, plan: Plan, used: Sequence[int], meld: Sequence[int],
               before: int | None = None) -> float:
    """Shanten steps a claim gains for the plan (plus the variant's bonus); minus infinity if it breaks the
    plan.

    ``used`` are the held tiles the meld takes, ``meld`` the whole meld (claimed tile included); ``before``
    the plan's shanten now, when already known.
    """
    is_sequence = meld[0] != meld[1]
    if not plan.allows_meld(meld, is_sequence):
        return float("-inf")  # e.g. a chi in another suit would end a 清一色 plan
    counts = view.ctx.counts()
    wilds = view.ctx.wilds_held
    needed = view.melds_needed
    if before is None:
        before = view.summary.shanten(plan)
    for k in used:
        counts[k] -= 1
    after = plan_shanten(counts, wilds, needed - 1, plan, view)
    return before - after + goals.claim_value(meld, is_sequence, view.ctx)


def kong_keeps_shape(view: OwnHand, plan: Plan, kind: int, held_used: int, adds_meld: bool) -> bool:
    """Whether a kong leaves the hand no further from the plan (shanten not worse).

    ``held_used``: tiles of ``kind`` the kong takes from hand (4 concealed, 3 on a discard, 1 added).
    """
    counts = view.ctx.counts()
    wilds = view.ctx.wilds_held
    needed = view.melds_needed
    before = view.summary.shanten(plan)
    counts[kind] -= held_used
    after = plan_shanten(counts, wilds, needed - (1 if adds_meld else 0), plan, view)
    return after <= before


def waits_live(view: OwnHand, plan: Plan) -> int:
    """Live copies of the tiles that would complete this ready hand under the plan (0: dead or not ready).

    Asked of the hand's one-tile-change answers (:meth:`HandSummary.after`): one draw each, no recount."""
    summary = view.summary
    after = summary.after(plan)
    if after(None, None) != 0:
        return 0
    counts, unseen = summary.counts, view.unseen
    total = 0
    for k in range(N_KINDS):
        if unseen[k] and plan.allows(k) and counts[k] < 4 and after(None, k) < 0:
            total += unseen[k]
    return total
