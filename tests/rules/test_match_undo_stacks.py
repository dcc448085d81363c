"""Practice undo with SH-20 逛花園: the hand replayed from its seed keeps the stacks it began with."""

from __future__ import annotations

import random

import bots
from rules.engine import Match


def test_sh20_undo_keeps_the_stacks_the_hand_began_with() -> None:
    match = Match("shanghai", 5, {"stack": 60})
    game = match.next_hand()
    while game.result is None or not any(game.result.net):  # until a hand moves points
        if game.result is not None:
            game = match.next_hand()
        chair = game.to_act()[0]
        match.apply(bots.get_bot("normal", random.Random(len(game.actions))).choose(game.observation(chair)))
    game = match.next_hand()
    began = match.stacks()
    assert game.stacks == began and began != (60, 60, 60, 60)
    for _ in range(6):
        chair = game.to_act()[0]
        match.apply(bots.get_bot("normal", random.Random(len(game.actions))).choose(game.observation(chair)))
    assert match.undo_to(2).stacks == began
