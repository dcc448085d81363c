"""A stand-in tile read as the wild's face, for ``hard`` (JH-3 白板代財神): a 白板 may be read as the
財神's own face, and a player plans with that.

The bots' shape analysis reads every tile as its own kind, so a 白板 looks like a lone honor — a tile
``normal`` lets go early. Where the variant's :class:`~rules.hand.WildRule` names a stand-in (Jinhua: 白板
for the 財神's face, JH-3), ``hard`` reads each of its 白板 either way on its turn: as 白, or moved onto the
face's kind (which the seat's counts never hold otherwise — the real 財神 are wilds). A 白板 read as the
face is a plain suit tile to the analysis: 2m 白板 4m is a sequence when the 財神 is 3m. The reading whose
best discard is nearest to ready (then has the most live tiles) is the one decided on; letting the face go
in that reading means letting a 白板 go. The engine offers the win whichever reading completes the hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from bots.heuristic import Style, TableThreats, decide
from bots.strategy import OwnHand, PlanMemo, choose_plan, ranked_discards
from rules.engine.actions import Action, ActionKind
from rules.hand import WildRule
from rules.variants.bot_goals import BotGoals, GoalContext

KONGS = (ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG)


@dataclass(frozen=True, slots=True)
class StandInReading:
    """A turn seen with some 白板 read as the face: the view to decide on, the legal actions as that view
    names them (the face's discard is a 白板's), and the real action behind that name."""

    view: OwnHand
    legal: list[Action]
    face_discard: Action
    stand_in_discard: Action

    def action(self, chosen: Action) -> Action:
        """The engine's action for what was chosen in this reading."""
        return self.stand_in_discard if chosen is self.face_discard else chosen


def read_as_face(view: OwnHand, stand_in: int, face: int, moved: int) -> OwnHand:
    """``view`` with ``moved`` of its stand-ins counted as the face's kind (the tiles held are the same)."""
    ctx = view.ctx
    counts = list(ctx.counts_held())
    counts[stand_in] -= moved
    counts[face] += moved
    read = GoalContext(ctx.concealed, ctx.melds, ctx.flowers, ctx.seat_wind, ctx.wild_kinds, ctx.wall_left)
    object.__setattr__(read, "_counts", tuple(counts))  # what the analysis reads: the counts, not the tiles
    return replace(view, ctx=read)


def best_discard_key(view: OwnHand, goals: BotGoals, ukeire_shanten: int) -> tuple[int, int]:
    """(shanten, −live tiles) of the best discard of ``view`` under its chosen plan: lower is better."""
    plan, _ = choose_plan(view, goals)
    first = next(ranked_discards(view, goals, plan, ukeire_shanten=ukeire_shanten), None)
    return (99, 0) if first is None else (first.shanten, -first.ukeire)


def stand_in_reading(legal: Sequence[Action], view: OwnHand, rule: WildRule, goals: BotGoals,
                     ukeire_shanten: int) -> StandInReading | None:
    """The reading of this turn's 白板 to decide on, or None to decide on the tiles as they are (no stand-in
    held, a win or a kong of it on offer, or no reading nearer to ready than reading every 白板 as 白)."""
    stand_in, face = rule.stand_in, rule.face
    if stand_in is None or face is None:
        return None
    held = view.ctx.counts_held()[stand_in]
    stand_in_discard = next((a for a in legal if a.kind is ActionKind.DISCARD and a.tile == stand_in), None)
    if not held or stand_in_discard is None:
        return None
    if any(a.kind is ActionKind.WIN or (a.kind in KONGS and a.tile == stand_in) for a in legal):
        return None
    best_key, best_view = best_discard_key(view, goals, ukeire_shanten), None
    for moved in range(1, held + 1):
        read = read_as_face(view, stand_in, face, moved)
        key = best_discard_key(read, goals, ukeire_shanten)
        if key < best_key:
            best_key, best_view = key, read
    if best_view is None:
        return None
    face_discard = Action(stand_in_discard.chair, ActionKind.DISCARD, face)
    renamed = [a for a in legal if not (a.kind is ActionKind.DISCARD and a.tile == face)]  # real 財神 kept
    if not best_view.ctx.counts_held()[stand_in]:
        renamed.remove(stand_in_discard)  # every 白板 is read as the face: its discard has the face's name
    renamed.append(face_discard)
    return StandInReading(best_view, renamed, face_discard, stand_in_discard)


def decide_with_stand_in(legal: Sequence[Action], view: OwnHand, threats: TableThreats, goals: BotGoals,
                         style: Style, rng: random.Random, rule: WildRule,
                         memo: PlanMemo | None = None) -> Action:
    """:func:`~bots.heuristic.decide` on this turn's best reading of its 白板 (:func:`stand_in_reading`), or
    on the tiles as they are. The two-step look-ahead is left out in a reading: it redraws the hand from
    the tiles held, which name no 白板 as the face."""
    reading = stand_in_reading(legal, view, rule, goals, style.ukeire_shanten)
    if reading is None:
        return decide(legal, view, threats, goals, style, rng, memo)
    chosen = decide(reading.legal, reading.view, threats, goals, replace(style, lookahead=False), rng)
    return reading.action(chosen)
