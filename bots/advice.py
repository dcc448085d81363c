"""Advice for a seat: the discards the ``normal`` bot would weigh, explained for a player (issue 10 hint).

:func:`rank_discards` runs the very ranking the heuristic bot decides with — the seat's
:class:`~bots.strategy.OwnHand` from :func:`bots.seat_view.hand_view`, the plan from
:func:`~bots.strategy.choose_plan` and :func:`bots.strategy.rank_discards` — and only adds what a player
wants to read: live ukeire for every candidate shown, the waits a discard leaves with their live copies,
and a one-line reason. So the hint and the bot never disagree (tests/tui/test_hints.py proves it).
:func:`hand_status` is the same view of the hand as it stands, for the status line.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bots.defence import discard_risk
from bots.seat_view import hand_view, table_threats
from bots.strategy import (
    UKEIRE_SHANTEN,
    DiscardEval,
    OwnHand,
    choose_plan,
    connectivity,
    live_kinds,
    plan_shanten,
    shanten_after,
)
from bots.strategy import rank_discards as rank_evals
from rules.analysis import analyze, shanten_by_shape, winning_kinds
from rules.analysis.one_change import live_ukeire
from rules.engine.actions import ActionKind
from rules.engine.observation import Observation
from rules.tiles import HONOR, N_KINDS, TERMINALS_AND_HONORS, tile_text
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
    # the best route is a special shape: the route and why the tile does not fit it ({tile}, {other} kinds)
    "route_lone": "{route}: {tile} pairs with nothing",
    "route_third": "{route}: a third {tile} is more than a pair",
    "route_not_orphan": "{route}: {tile} is neither a terminal nor an honor",
    "route_extra": "{route}: a second {tile} is not needed (one pair is enough)",
    "route_near": ("{route}: {tile} sits within two ranks of {other}"
                   " (a suit's tiles stay three apart, as 147/258/369)"),
    "route_twice": "{route}: {tile} is held twice (each tile once)",
    "route_not_honor": "{route}: {tile} is not an honor",
    "route_spare": "{route}: {tile} is the tile the shape can spare",
}
# the special shapes of rules.analysis.shanten_by_shape by their English names; an interface may name them
# as each region does (mahjong_tui.i18n.route_name)
ROUTE_NAMES = {"seven_pairs": "seven pairs", "thirteen_orphans": "十三幺", "unrelated": "十三不靠",
               "all_honors": "all honors"}


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
    discard: int | None = None  # on one's own turn: the discard the shanten and waits are counted after
    dead: str = ""  # why no hand the variant lets win is left (Variant.no_win_left: SH-9), "" while one is


def plan_label(plan: Plan) -> str:
    """A player's name for a bot plan: 混一色 萬, 碰碰胡 …; "" for the free plan (any winning hand)."""
    parts = plan.name.split("-")
    if parts[0] in ("free", ""):
        return ""
    if parts[0] in ("pure", "half") and len(parts) >= 2:
        name = _FLUSH_PUNGS[parts[0]] if parts[-1] == "pungs" else _PLAN_NAMES[parts[0]]
        return f"{name} {SUIT_NAMES.get(parts[1], parts[1])}"
    return _PLAN_NAMES.get(plan.name, plan.name)


def expert_discard(obs: Observation) -> int | None:
    """The tile ``hard`` would let go on this turn, or None when it would not discard (a win, a kong) — for
    the hint's second line where ``hard`` reasons past ``normal`` (issue 20: prices a wait by what it wins in
    Jinshan, defends). ``hard`` draws nothing from its generator when it discards, so the answer is fixed."""
    from bots.heuristic import HardBot  # the hint imports the bots only when asked

    action = HardBot(random.Random(0)).choose(obs)
    return action.tile if action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) else None


def hand_waits(view: OwnHand, counts: list[int], wilds: int) -> tuple[tuple[int, int], ...]:
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
        route = special_route(view, plan, counts, wilds, e.tile) if e.shanten > 0 else None
        if route is not None:
            key, values = route_reason(route, e.tile, counts)
        else:
            key, values = _reason(e, ukeire, waits, plan, label, counts, counted)
        reason = english_reason(key, values)
        out.append(Candidate(e.tile, e.shanten, ukeire, waits, label, reason, key, values))
    return out


def _reason(e: DiscardEval, ukeire: int, waits: tuple[tuple[int, int], ...], plan: Plan, label: str,
            counts: list[int], ukeire_weighed: bool) -> tuple[str, tuple[tuple[str, str | int], ...]]:
    """What makes this tile the one to let go, and what the discard leaves: a key of REASONS and its
    values."""
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


def english_reason(key: str, values: tuple[tuple[str, str | int], ...]) -> str:
    """A reason of :data:`REASONS` in English: tile kinds as 5m, a route by :data:`ROUTE_NAMES`."""
    words: dict[str, object] = dict(values)
    for name in ("tile", "other"):
        if name in words:
            words[name] = tile_text(int(str(words[name])))
    if "route" in words:
        words["route"] = ROUTE_NAMES.get(str(words["route"]), words["route"])
    label = words.get("plan") or ""
    return REASONS[key].format(**words, aim=f", toward {label}" if label else "")


def special_route(view: OwnHand, plan: Plan, counts: list[int], wilds: int, tile: int) -> str | None:
    """The special shape (seven pairs, 十三幺, 十三不靠, all honors) the hand is nearer to than the standard
    one once ``tile`` is let go, or None. Only the free plan weighs every shape the variant allows (C-8)."""
    if plan.kinds is not None or plan.pungs_only or view.melds_needed != 4 or tile in view.ctx.wild_kinds:
        return None
    left = list(counts)
    left[tile] -= 1
    by_shape = shanten_by_shape(left, wilds, 4, view.shapes, wild_kind=view.wild_face)
    route = min(by_shape, key=by_shape.__getitem__)  # "standard" comes first, so a tie keeps it
    return None if by_shape[route] >= by_shape["standard"] else route


def route_reason(route: str, tile: int, counts: list[int]) -> tuple[str, tuple[tuple[str, str | int], ...]]:
    """Why ``tile`` is the one a special shape lets go: a key of :data:`REASONS` and its values."""
    held = counts[tile]
    values: tuple[tuple[str, str | int], ...] = (("route", route), ("tile", tile))
    if route == "seven_pairs":
        key = "route_lone" if held == 1 else "route_third" if held >= 3 else "route_spare"
    elif route == "thirteen_orphans":  # JS-11: one of each terminal and honor, one of them twice
        key = ("route_not_orphan" if tile not in TERMINALS_AND_HONORS
               else "route_extra" if held >= 2 else "route_spare")
    elif route == "all_honors":
        key = "route_not_honor" if tile < HONOR else "route_spare"
    elif held >= 2:  # 十三不靠 JH-15 / CX-7: every suit tile once, honors different
        key = "route_twice"
    else:
        near = _near_in_suit(tile, counts)
        if near is None:
            key = "route_spare"
        else:
            return "route_near", (*values, ("other", near))
    return key, values


def _near_in_suit(tile: int, counts: list[int]) -> int | None:
    """The nearest held tile of the same suit less than three ranks away (十三不靠 keeps them apart)."""
    if tile >= HONOR:
        return None
    suit, rank = divmod(tile, 9)
    for step in (1, 2):
        for other_rank in (rank - step, rank + step):
            if 0 <= other_rank < 9 and counts[9 * suit + other_rank]:
                return 9 * suit + other_rank
    return None


def no_win_left(obs: Observation) -> str | None:
    """Why the seat's hand can win no more, as its variant reads its melds (SH-9), or None."""
    return get_variant(obs.variant).no_win_left(obs.melds[obs.chair])


def safest_discards(obs: Observation, limit: int = 3) -> list[int]:
    """The legal discards least likely to deal in, safest first, as ``hard`` reads the table (the
    opponents' discards, melds and knocks; fewest unseen copies first where nothing threatens): all a
    hand that can no longer win has left to do."""
    variant = get_variant(obs.variant)
    view = hand_view(obs, variant)
    threats = table_threats(obs, variant)
    goals = goals_for(variant.id)
    kinds = {a.tile for a in obs.legal_actions if a.kind is ActionKind.DISCARD and a.tile is not None}

    def risk(kind: int) -> tuple[float, float, int, int]:
        found = discard_risk(kind, threats.opponents, view.unseen, threats.wall_left, goals,
                             threats.knock_required)
        return found.cost, found.chance, view.unseen[kind] if kind < N_KINDS else 0, kind

    return sorted(kinds, key=risk)[:limit]


def hand_status(obs: Observation) -> HandStatus:
    """Distance to ready, the plan, and the live waits of a ready 13-tile hand (for the status line); for a
    hand that can no longer win, why not, and no plan (a dead goal is never named)."""
    dead = no_win_left(obs)
    if dead is not None:
        return HandStatus(-1, "", dead=dead)
    variant = get_variant(obs.variant)
    view = hand_view(obs, variant)
    plan, now = choose_plan(view, goals_for(variant.id))
    counts = view.ctx.counts()
    wilds = view.ctx.wilds_held
    if (sum(counts) + wilds) % 3 == 2:  # own turn: how far the hand is after the best discard
        ranked = rank_discards(obs, limit=1)
        if ranked:
            status = HandStatus(ranked[0].shanten, ranked[0].plan, ranked[0].waits, ranked[0].tile)
        else:
            status = HandStatus(max(now - 1, 0), plan_label(plan))
    else:
        shanten = plan_shanten(counts, wilds, view.melds_needed, plan, view)
        waits = hand_waits(view, counts, wilds) if shanten <= 0 else ()
        status = HandStatus(shanten, plan_label(plan), waits)
    return (stand_in_status(obs, view) if status.shanten > 0 else None) or status


def stand_in_status(obs: Observation, view: OwnHand) -> HandStatus | None:
    """JH-3: the plans read no 白板 as the 財神's face, so a hand ready only through that reading looked a
    step short ("1 from ready" while the table offers the win). :func:`rules.analysis.analyze` reads every
    白板 both ways, as the engine does; its distance stands where it is nearer than the plan's."""
    rule = get_variant(obs.variant).wild_rule(obs.indicator)
    if rule.stand_in is None or rule.stand_in not in obs.concealed:
        return None
    found = analyze(obs.concealed, rule, view.melds_needed, view.shapes, unseen=view.unseen,
                    can_discard_wild=view.can_discard_wild)
    if len(obs.concealed) % 3 == 1:
        return HandStatus(found.shanten, "", found.waits) if found.shanten == 0 else None
    allowed = {a.tile for a in obs.legal_actions if a.kind in (ActionKind.DISCARD, ActionKind.KNOCK)}
    rows = [row for row in found.discards if row.tile in allowed and row.shanten == 0]
    if not rows:
        return None
    best = max(rows, key=lambda row: row.ukeire)
    return HandStatus(0, "", best.waits, best.tile)
