"""`simulate`'s per-step legality check (issue 3, C-4/C-5): the engine's ``apply`` is the one check, and a
bot's action that was not offered to its own chair is reported as the bot's illegal choice."""

from __future__ import annotations

import pytest

from mahjong_tui.commands.simulate import CheckFailed, play_checked
from rules.engine import Action, ActionKind, Game
from rules.engine.observation import Observation


class _Bot:
    name = "test"

    def __init__(self, pick: str) -> None:
        self.pick = pick

    def choose(self, obs: Observation) -> Action:
        if self.pick == "not offered":
            return Action(obs.chair, ActionKind.PASS)  # a pass on one's own turn is never offered
        # another chair's action: a discard of a tile that chair holds (not this chair's to make)
        return Action((obs.chair + 1) % 4, ActionKind.DISCARD, obs.legal_actions[0].tile)


@pytest.mark.parametrize("pick", ["not offered", "another chair's"])
def test_a_bots_action_not_offered_to_its_chair_fails_the_hand(pick: str) -> None:
    game = Game("cixi", 4)
    with pytest.raises(CheckFailed, match="chose an illegal action"):
        play_checked(game, [_Bot(pick)] * 4)
    assert game.actions == []  # nothing was played


def test_a_legal_hand_passes_every_check() -> None:
    from bots.random_bot import RandomBot

    game = Game("jinshan", 4)
    play_checked(game, [RandomBot(i) for i in range(4)])
    assert game.result is not None and sum(game.result.net) == 0
