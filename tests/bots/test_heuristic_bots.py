"""The heuristic bots play whole hands on the real table, from their observations only (issue 8)."""

from __future__ import annotations

import random

import pytest

from bots.players import EasyBot, HardBot, HeuristicBot, NormalBot
from rules.engine.actions import Action
from rules.engine.game import Game


def play_hand(variant: str, seed: int, bots: list[HeuristicBot]) -> tuple[Game, list[Action]]:
    game = Game(variant, seed, dealer=seed % 4)
    chosen: list[Action] = []
    while game.phase != "over":
        for chair in game.to_act():
            obs = game.observation(chair)
            action = bots[chair].choose(obs)
            assert action in obs.legal_actions
            chosen.append(action)
            game.apply(action)
            if game.phase == "over":
                break
        assert len(chosen) < 1000
    return game, chosen


@pytest.mark.parametrize("variant", ["jinshan", "jinhua", "cixi"])
def test_every_style_plays_a_legal_hand_to_the_end(variant: str) -> None:
    bots: list[HeuristicBot] = [EasyBot(random.Random(1)), NormalBot(random.Random(2)),
                                HardBot(random.Random(3)), NormalBot(random.Random(4))]
    game, _ = play_hand(variant, 11, bots)
    assert game.result is not None and sum(game.result.net) == 0


def test_same_seeds_give_the_same_hand() -> None:
    def run() -> list[Action]:
        return play_hand("cixi", 5, [EasyBot(random.Random(i)) for i in range(4)])[1]

    assert run() == run()
