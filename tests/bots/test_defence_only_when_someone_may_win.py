"""hard reads no threat where nobody may win on its discard (SH-6: nobody else has knocked) — a shortcut that
must play exactly as reading them does (every discard is then safe: the danger of each is zero)."""

from __future__ import annotations

import random

import pytest

from bots import players
from bots.players import HardBot
from rules.engine import Game


def _choices(seed: int) -> list[str]:
    game = Game("shanghai", seed, seed % 4)
    players = [HardBot(random.Random(c)) for c in range(4)]
    made = []
    while game.result is None:
        chair = game.to_act()[0]
        action = players[chair].choose(game.observation(chair))
        made.append(str(action))
        game.apply(action)
    return made


@pytest.mark.parametrize("seed", [3, 4])
def test_hard_plays_the_same_as_when_it_reads_every_threat(seed: int,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    shortcut = _choices(seed)
    monkeypatch.setattr(players, "anyone_may_win", lambda obs, variant: True)
    assert _choices(seed) == shortcut
