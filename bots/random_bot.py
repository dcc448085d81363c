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
        # ``rng.choice(seq)`` is ``seq[rng._randbelow(len(seq))]``, and ``_randbelow`` draws ``len(seq)``'s
        # bit length of random bits until they fall below it: the same draws here, two Python calls less
        self._bits: Callable[[int], int] = self.rng.getrandbits

    def choose(self, obs: Observation) -> Action:
        legal = obs.legal_actions
        n = len(legal)
        if not n:
            raise ValueError(f"chair {obs.chair} has nothing to choose from")
        bits, k = self._bits, n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return legal[r]
