"""The bots that take a seat: ``easy``, ``normal`` (alias ``heuristic``) and ``hard``, each
:func:`bots.heuristic.decide` in one :class:`~bots.heuristic.Style`. A bot turns its observation into the
plain values ``decide`` reads — its own hand (:mod:`bots.seat_view`), the threats it can see, the variant's
goals — and, in Jinhua, reads a 白板 both ways first (:mod:`bots.stand_in`). ``bots.BOTS`` seats them by name.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bots.heuristic import EASY, HARD, NO_THREATS, NORMAL, Style, decide
from bots.seat_view import SeenTiles, goal_context, hand_view, table_threats
from bots.stand_in import decide_with_stand_in
from bots.strategy import PlanMemo
from rules.engine.actions import Action, ActionKind
from rules.engine.observation import Observation
from rules.variants import get_variant
from rules.variants.base import Variant
from rules.variants.bot_goals import BotGoals, GoalContext, goals_for
from rules.variants.shanghai.knocking import KNOCKED


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
    return any(KNOCKED in marks for chair, marks in enumerate(obs.marks) if chair != obs.chair)


class EasyBot(HeuristicBot):
    style = EASY


class NormalBot(HeuristicBot):
    style = NORMAL


class HardBot(HeuristicBot):
    style = HARD


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
