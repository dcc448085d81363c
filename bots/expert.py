"""The ``expert`` bot (issue 29): ``hard``, with the decisions where hard can be wrong by a lot valued by
the evaluator.

``hard`` answers first; at a win on offer, a kong, a knock or a chi or peng hard lets go
(:data:`LOOKED_AT`), hard's answer and its few challengers (every other answer on offer; on a turn, hard's
tile with its knock or without it) are played out to the end of the hand (:mod:`bots.evaluate`). A challenger
ahead of hard's answer by two standard errors of their paired difference is played again against it on
fresh deals, and replaces it only if it is ahead by two standard errors there too (three, to let a win go).
Which tile to let go, and a claim hard makes, are hard's: played out, hard's answer was never beaten there
beyond the noise.

The budget is counted in samples, never in time, so a match replays from its seed.
"""

from __future__ import annotations

import random
from dataclasses import replace

from bots.advice import rank_discards
from bots.evaluate import Budget, Evaluation, Position, evaluate
from bots.evaluate.values import paired
from bots.evaluate.workers import cores
from bots.players import HardBot
from rules.engine.actions import Action, ActionKind
from rules.engine.observation import Observation
from rules.variants.shanghai.knocking import KNOCKED

TOP_DISCARDS = 3  # the heuristic's best discards weighed beside hard's (by the review: ``proposals``)
LOOK_SHANTEN = 1  # a discard is "near ready" from this far
THREAT_MELDS = 3  # ... an opponent showing this many melds (or knocked, SH-6) threatens
SHORT_WALL = 16  # ... and this few tiles left to draw is late
# The kinds of decision the expert looks at (``decision_kind``). Measured on tuning seeds 1-4 with four hard
# bots, every challenger played again on 96 fresh deals (benchmarks/bench_expert_looks.py, docs/decisions.md
# "Where hard is wrong by a lot"): no discard, no claim hard makes and no self-draw taken (for a discard; a
# self-draw beside a kong is a "kong": CX-15's kong is worth more than the 抛花 win) had a challenger better
# than hard's answer (a claim declined: -2 to -5 chips on average; discards took 75-90% of the old expert's
# time). A win taken (Jinshan: a peng worth 22 chips more than the win), a chi or peng let go
# (Jinhua: a peng of an honour, +1.1 ± 0.4), a kong and a knock had some.
LOOKED_AT = frozenset({"win taken", "win declined", "self-draw declined", "kong", "claim kong", "knock",
                       "pass"})
# The first look: hard's answer and its few challengers on the same deals, a challenger dropped once it is a
# standard error below the leader. ~15 ms a Shanghai play-out on one core (Jinhua's ~6 ms).
EXPERT_BUDGET = Budget(samples=32, playouts=80, first=16, step=8, z=2.0, drop_z=1.0)
# A challenger ahead of hard's answer by FIRST_Z standard errors is played again against it on fresh deals
# (nothing shared with the first look, so the first look's luck in picking it does not count twice) and
# replaces it only if it is still ahead by CONFIRM_Z there: a null challenger passes both about once in a
# thousand looks (one in ten at one standard error on 16 deals, the old confirmation).
FIRST_Z = 2.0
CONFIRM = Budget(samples=48, first=24, step=24, z=2.0)
CONFIRM_Z = 2.0
# letting a win on offer go gives up sure chips: it needs this many standard errors in both plays (Shanghai,
# tuning seed 1: declined discard wins that two standard errors and a confirmation let through lost in play)
DECLINE_Z = 3.0
PROCESSES: int | None = None  # worker processes an expert plays out in (None: up to two, one a core)

_DISCARDS = (ActionKind.DISCARD, ActionKind.KNOCK)


class ExpertBot:
    """A seat played by ``hard`` with the evaluator's say on the decisions that matter."""

    name = "expert"

    def __init__(self, rng: random.Random | int | None = None, budget: Budget | None = None,
                 confirm: Budget | None = None) -> None:
        """``budget``: the first look's (default :data:`EXPERT_BUDGET` on up to two processes); ``confirm``:
        the fresh deals' (default :data:`CONFIRM`, on as many processes as the first look)."""
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.hard = HardBot(random.Random(self.rng.getrandbits(63)))
        self.budget = budget or replace(EXPERT_BUDGET, processes=PROCESSES or min(2, cores()))
        self.confirm = replace(confirm or CONFIRM, processes=self.budget.processes)
        self.last_default: Action | None = None  # hard's answer at the last decision

    def choose(self, obs: Observation) -> Action:
        """The action for this observation (one of ``obs.legal_actions``)."""
        default = self.last_default = self.hard.choose(obs)
        if len(obs.legal_actions) == 1 or obs.phase == "swap":
            return default
        if decision_kind(obs, default) not in LOOKED_AT:
            return default
        candidates = challengers(obs, default)
        if len(candidates) < 2:
            return default
        position = Position.from_observation(obs)
        evaluation = evaluate(position, candidates, keep=[default], budget=self.budget,
                              seed=self.rng.getrandbits(63))
        best = _best_challenger(evaluation, default)
        declining = default.kind is ActionKind.WIN
        first_z, again_z = (DECLINE_Z, DECLINE_Z) if declining else (FIRST_Z, CONFIRM_Z)
        if not _beats(evaluation, best, default, first_z):
            return default
        again = evaluate(position, [default, best], keep=[default, best], budget=self.confirm,
                         seed=self.rng.getrandbits(63))
        return best if _beats(again, best, default, again_z) else default


def _best_challenger(evaluation: Evaluation, default: Action) -> Action:
    """The answer furthest ahead of ``default`` on the deals both were played on."""
    base = evaluation.value_of(default)
    others = [v for v in evaluation.values if v.action != default]
    return max(others, key=lambda v: paired(v, base)[0]).action


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


def decision_kind(obs: Observation, default: Action) -> str:
    """What kind of decision this is, by the weightiest answer on offer and hard's answer: "win taken",
    "win declined", "kong" (a turn offering one, a self-draw or not: CX-15's kong on a 抛花 win), "self-draw
    taken", "self-draw declined", "claim kong", "knock", "claim taken", "pass", or a discard by how near the
    hand is to ready and what threatens it ("discard ready", "discard one from ready", "discard late",
    "discard under threat", "plain discard")."""
    kinds = {a.kind for a in obs.legal_actions}
    if obs.phase == "turn" and kinds & {ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG}:
        return "kong"
    if ActionKind.WIN in kinds:
        taken = default.kind is ActionKind.WIN
        if obs.phase == "turn":
            return "self-draw taken" if taken else "self-draw declined"
        return "win taken" if taken else "win declined"
    if obs.phase != "turn":
        if ActionKind.KONG in kinds:
            return "claim kong"
        return "pass" if default.kind is ActionKind.PASS else "claim taken"
    if ActionKind.KNOCK in kinds:
        return "knock"
    ranked = rank_discards(obs, limit=1)
    shanten = ranked[0].shanten if ranked else 99
    if shanten <= 0:
        return "discard ready"
    if shanten <= LOOK_SHANTEN:
        return "discard one from ready"
    if obs.wall_count <= SHORT_WALL:
        return "discard late"
    if _threatened(obs):
        return "discard under threat"
    return "plain discard"


def _threatened(obs: Observation) -> bool:
    return any(chair != obs.chair and (KNOCKED in obs.marks[chair] or len(obs.melds[chair]) >= THREAT_MELDS)
               for chair in range(4))


def challengers(obs: Observation, default: Action) -> list[Action]:
    """What the expert weighs against hard's answer: in a claim or rob window every answer; on a turn every
    answer that is not a discard (a win, a kong), hard's discard and that tile with its knock or without it
    (SH-6), and where hard wins or kongs, the heuristic's best discard."""
    legal = obs.legal_actions
    if obs.phase != "turn":
        return list(legal)
    found = [default, *(a for a in legal if a.kind not in _DISCARDS)]
    tiles = [default.tile] if default.kind in _DISCARDS else [c.tile for c in rank_discards(obs, limit=1)]
    found += [a for a in legal if a.kind in _DISCARDS and a.tile in tiles]
    return list(dict.fromkeys(found))
