"""The ``expert`` bot (issue 29): ``hard``, with the decisions that matter valued by the evaluator.

``hard`` answers first; where a decision can change the hand's chips — a claim or a pass, a win, a kong, a
knock, a discard near ready or under a threat — a few candidates (``hard``'s answer, the next best discards
by the heuristic's ranking, every other answer on offer) are played out to the end of the hand
(:mod:`bots.evaluate`), and one replaces ``hard``'s answer only when it is better by ``Budget.z`` standard
errors of their paired difference. Far from ready with nobody threatening, the tile let go changes the
chips by less than the evaluator can tell within a second, so ``hard`` decides alone there.

The budget is counted in samples, never in time, so a match replays from its seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from bots.advice import rank_discards
from bots.evaluate import Budget, Evaluation, Position, evaluate
from bots.evaluate.values import paired
from bots.evaluate.workers import cores
from bots.players import HardBot
from rules.engine.actions import Action, ActionKind
from rules.engine.observation import Observation
from rules.variants.shanghai.knocking import KNOCKED

TOP_DISCARDS = 3  # the heuristic's best discards weighed beside hard's
LOOK_SHANTEN = 1  # a discard is weighed from this far from ready
THREAT_MELDS = 3  # ... or when an opponent shows this many melds (or has knocked, SH-6)
SHORT_WALL = 16  # ... or when this few tiles are left to draw
# a decision's play-outs, confirmation included, at most 72 + 2 × 16 = 104: a Shanghai play-out is ~15 ms of
# one core (the dearest variant, Jinhua's ~6 ms), so ~1.6 s of CPU, under a second on the two cores (issue 29:
# decision p99 ≤ 1 s; 120 + 48 measured 5.5 s at load 7)
EXPERT_BUDGET = Budget(samples=48, playouts=72, first=8, step=8, z=2.0, drop_z=1.0)
# a challenger that beat hard's answer is played again against it on fresh deals, and kept only if it is
# still better by CONFIRM_Z standard errors there: racing stops at the first look that separates the two,
# so a difference found early is often the deals' luck (docs/decisions.md, issue 29)
CONFIRM = Budget(samples=16, first=16, z=1.0)
# letting a win on offer go is the one change that gives up sure chips: it needs this many standard errors
# in both plays (Shanghai, tuning seed 1: declined discard wins that two standard errors and a confirmation
# let through lost in play)
DECLINE_Z = 3.0
PROCESSES: int | None = None  # worker processes an expert plays out in (None: up to two, one a core)

_DISCARDS = (ActionKind.DISCARD, ActionKind.KNOCK)
_WEIGHTY = (ActionKind.WIN, ActionKind.KONG)


class ExpertBot:
    """A seat played by ``hard`` with the evaluator's say on the decisions that matter."""

    name = "expert"

    def __init__(self, rng: random.Random | int | None = None, budget: Budget | None = None) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.hard = HardBot(random.Random(self.rng.getrandbits(63)))
        self.budget = budget or replace(EXPERT_BUDGET, processes=PROCESSES or min(2, cores()))

    def choose(self, obs: Observation) -> Action:
        """The action for this observation (one of ``obs.legal_actions``)."""
        default = self.hard.choose(obs)
        if len(obs.legal_actions) == 1 or obs.phase == "swap":
            return default
        candidates = proposals(obs, default)
        if len(candidates) < 2 or not worth_a_look(obs, candidates, default):
            return default
        position = Position.from_observation(obs)
        evaluation = evaluate(position, candidates, keep=[default], budget=self.budget,
                              seed=self.rng.getrandbits(63))
        best = evaluation.best.action
        declining = default.kind is ActionKind.WIN
        first_z, again_z = (DECLINE_Z, DECLINE_Z) if declining else (self.budget.z, CONFIRM.z)
        if best == default or not _beats(evaluation, best, default, first_z):
            return default
        confirm = replace(CONFIRM, processes=self.budget.processes)
        again = evaluate(position, [default, best], keep=[default, best], budget=confirm,
                         seed=self.rng.getrandbits(63))
        return best if _beats(again, best, default, again_z) else default


def _beats(evaluation: Evaluation, challenger: Action, default: Action, z: float) -> bool:
    mean, se = paired(evaluation.value_of(challenger), evaluation.value_of(default))
    return mean > z * se


def proposals(obs: Observation, default: Action) -> list[Action]:
    """The candidates worth playing out: in a claim or rob window every answer; on a turn ``default``, every
    answer that is not a discard (a win, a kong), the heuristic's best discards, and each of those with its
    knock (SH-6) or without it."""
    legal = obs.legal_actions
    if obs.phase != "turn":
        return list(legal)
    found = [default, *(a for a in legal if a.kind not in _DISCARDS)]
    tiles = [c.tile for c in rank_discards(obs, limit=TOP_DISCARDS)]
    if default.kind in _DISCARDS and default.tile is not None:
        tiles.insert(0, default.tile)
    found += [a for a in legal if a.kind in _DISCARDS and a.tile in tiles]
    return list(dict.fromkeys(found))


def worth_a_look(obs: Observation, candidates: Sequence[Action], default: Action) -> bool:
    """Whether the decision can move the chips by more than noise: a window offering a win or a kong, or
    where hard would claim; a turn offering a win, a kong or a knock, a hand near ready, an opponent near
    ready, or the wall near its end. A window where hard lets a chi or a peng go is left to hard: played out,
    such passes were never found wrong beyond the noise (docs/decisions.md)."""
    if obs.phase != "turn":
        return default.kind is not ActionKind.PASS or any(a.kind in _WEIGHTY for a in candidates)
    if any(a.kind is not ActionKind.DISCARD for a in candidates):
        return True
    if obs.wall_count <= SHORT_WALL:
        return True
    for chair in range(4):
        if chair != obs.chair and (KNOCKED in obs.marks[chair] or len(obs.melds[chair]) >= THREAT_MELDS):
            return True
    ranked = rank_discards(obs, limit=1)
    return bool(ranked) and ranked[0].shanten <= LOOK_SHANTEN

