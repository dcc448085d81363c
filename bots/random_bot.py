"""The random bot: any legal action, uniformly — the baseline for speed and rule-invariant checks."""

from __future__ import annotations

import random
from collections.abc import Callable

from rules.engine.actions import Action
from rules.engine.observation import Observation


class RandomBot:
    name = "random"

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        # ``rng.choice(seq)`` is ``seq[rng._randbelow(len(seq))]``: the same draw, one Python call less
        self._below: Callable[[int], int] = self.rng._randbelow  # type: ignore[attr-defined]

    def choose(self, obs: Observation) -> Action:
        legal = obs.legal_actions
        if not legal:
            raise ValueError(f"chair {obs.chair} has nothing to choose from")
        return legal[self._below(len(legal))]
