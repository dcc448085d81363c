"""CX-15 for the bots: a 抛花 bot drawing its peng's fourth tile is offered the win and the added kong only
(no discard): every bot answers with one of them, and the heuristic bots take the plain 抛花 win. The expert
plays both out: here nobody else waits on the kong's tile, so the kong is rarely robbed (熱炮) and its
replacement is a sure 抛花 + 杠上花 win — worth about 109 chips on average against the plain win's 90."""

from __future__ import annotations

import random

import pytest

from bots import BOTS, get_bot
from rules.engine import ActionKind
from tests.rules.test_cixi_paohua import fourth_tile_of_the_peng


@pytest.mark.parametrize("name", sorted(BOTS))
def test_cx15_every_bot_chooses_the_win_or_the_kong(name: str) -> None:
    game = fourth_tile_of_the_peng()
    chosen = get_bot(name, random.Random(3)).choose(game.observation(3))
    assert chosen in game.legal_actions(3)
    if name == "expert":
        assert chosen.kind is ActionKind.ADDED_KONG  # the play-outs' answer: the rob is rare here (CX-15)
    elif name != "random":
        assert chosen.kind is ActionKind.WIN  # a sure win now: the kong risks 熱炮 on a rob (CX-15)
