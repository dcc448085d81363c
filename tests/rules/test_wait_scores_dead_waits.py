"""``Game.wait_scores`` (the status line's verdict on each wait) at every step of random games: every wait has
its verdict, also one whose copies are all in other hands (the player cannot tell it from one in the wall, and
leaving it out told them where the last copy was, issue 19); scoring it must not describe an impossible table
(Jinhua's JH-2 check saw a fifth 財神 and raised, which once crashed the app's status line)."""

from __future__ import annotations

import random

import pytest

from bots import get_bot
from rules.engine.game import Game
from rules.engine.winning import waits


@pytest.mark.parametrize("variant, seed", [("jinhua", 16), ("jinhua", 57), ("jinshan", 3), ("cixi", 5)])
def test_wait_scores_cover_every_wait(variant: str, seed: int) -> None:
    game = Game(variant, seed, 0, None, None)
    bots = [get_bot("random", random.Random(seed * 4 + chair)) for chair in range(4)]
    checked = 0
    while game.result is None:
        for chair in range(4):
            if sum(game.seats[chair].counts) % 3 != 1:
                continue
            scores = game.wait_scores(chair)  # seeds 16 and 57 reach a 財神 wait with every copy in the hands
            assert set(scores) == set(waits(game, chair))
            refusals = game.wait_refusals_on_discard(chair, (chair + 3) % 4)
            assert set(refusals) == set(scores)
            checked += len(scores)
        chair = game.turn if game.phase == "turn" else game.to_act()[0]
        game.apply(bots[chair].choose(game.observation(chair)))
    assert checked > 0
