"""The bot protocol and the random bot: only legal actions, reproducible from its own generator."""

from __future__ import annotations

import random

import pytest

from bots import BOTS, RandomBot, UnknownBot, get_bot
from rules.engine import Game


def _play(seed: int) -> list[str]:
    bots = [get_bot("random", random.Random(i)) for i in range(4)]
    game = Game("cixi", seed)
    while game.result is None:
        chair = game.to_act()[0]
        obs = game.observation(chair)
        action = bots[chair].choose(obs)
        assert action in obs.legal_actions
        game.apply(action)
    return [str(a) for a in game.actions]


def test_random_bot_is_legal_and_reproducible() -> None:
    assert _play(4) == _play(4)


def test_registry_names_random_and_refuses_unknown_names() -> None:
    assert isinstance(get_bot("random", 1), RandomBot) and "random" in BOTS
    with pytest.raises(UnknownBot, match="unknown bot"):
        get_bot("nobody")
