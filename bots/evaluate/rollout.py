"""Playing a hand to its end from a determinised table: the action valued first, then a fast policy for all
four seats, read as the seat's chips and what happened to it.

The policy (:class:`PolicyBot`) is ``normal``'s play with ``hard``'s goals and defence — no look-ahead, no
deep live-tile counts, ~0.1-0.2 ms a decision: opponents that never defended let a ready hand win on their
discards far more often than ``hard`` does, so waiting for a bigger win looked better than it is.

Everything is kept per sample so that actions are compared on the same samples (common random numbers):
sample ``i`` is one deal of the hidden tiles (:func:`~bots.evaluate.sampler.determinise` from its own
generator) played on with the very same policy for every action.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from bots.base import Bot
from bots.evaluate.position import Position
from bots.evaluate.sampler import determinise
from bots.heuristic import Style
from bots.players import HeuristicBot
from rules.engine import Action, Game
from rules.engine.observation import observe


class PolicyBot(HeuristicBot):
    """The play-outs' policy: normal, defending where hard defends (``BotGoals.defends``), by the variant's
    expert goals."""

    style = Style("rollout", defence=True, expert_goals=True)


POLICY = PolicyBot  # the policy every seat plays after the action valued


class Outcome(NamedTuple):
    """One play-out for the seat: its chips at the end of the hand, whether it won (by self-draw), dealt in,
    or the hand was drawn (荒), and how many tiles were drawn after the action until the end."""

    chips: int
    won: bool
    self_drawn: bool
    dealt_in: bool
    exhausted: bool
    draws: int


_POLICIES: list[Bot] = []


def _policies() -> list[Bot]:
    """The four policy seats of this process (a bot keeps only caches between hands, as ``simulate``'s do)."""
    if not _POLICIES:
        _POLICIES.extend(POLICY(random.Random(chair)) for chair in range(4))
    return _POLICIES


def sample_seed(seed: int, index: int) -> int:
    """The generator seed of sample ``index`` of an evaluation seeded ``seed``: the same in every process."""
    return (seed * 1_000_003 + index) & (2**63 - 1)


def play_out(game: Game, chair: int, action: Action, seats: Sequence[Bot]) -> Outcome:
    """Apply ``action`` and play the hand to its end with ``seats``; what it brought ``chair``."""
    start = len(game.events)
    game.apply(action)
    while game.result is None:
        to_act = game.turn if game.phase == "turn" else game.to_act()[0]
        game.apply(seats[to_act].choose(observe(game, to_act, game.legal_actions(to_act))))
    result = game.result
    won = chair in result.winners
    draws = sum(1 for event in game.events[start:] if event.kind == "draw")
    return Outcome(result.net[chair], won, won and result.discarder is None,
                   bool(result.winners) and result.discarder == chair and not won, not result.winners, draws)


def sample_outcomes(position: Position, action_indices: Sequence[int], sample: int, seed: int
                    ) -> list[Outcome]:
    """Sample ``sample`` of an evaluation: one deal of the hidden tiles, and each action of
    ``position.legal`` named by ``action_indices`` played out on it."""
    rng = random.Random(sample_seed(seed, sample))
    snapshot = determinise(position, rng)
    table_seed = rng.getrandbits(63)
    seats = _policies()
    found = []
    for index in action_indices:
        game = Game.from_snapshot(snapshot, random.Random(table_seed))
        found.append(play_out(game, position.chair, position.legal[index], seats))
    return found


def batch_outcomes(position: Position, work: Sequence[tuple[int, Sequence[int]]], seed: int
                   ) -> list[list[Outcome]]:
    """:func:`sample_outcomes` for each (sample, action indices) of ``work``: a worker's share of a round."""
    return [sample_outcomes(position, actions, sample, seed) for sample, actions in work]
