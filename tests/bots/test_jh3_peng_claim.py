"""JH-3 in claims: every bot answers a claim window offering the peng of a discarded 財神 with two 白板
(``3m55z``) with one of the offered actions. The heuristic bots read the held tiles the meld takes from the
action (the two 白板), not as two more copies of the claimed tile, which a 財神-less hand does not hold."""

from __future__ import annotations

import pytest

from bots import BOTS, get_bot
from rules.engine import ActionKind
from tests.rules.engine_helpers import act, stacked_game


@pytest.mark.parametrize("name", sorted(BOTS))
def test_each_bot_answers_the_stand_in_peng_with_an_offered_action(name: str) -> None:
    game = stacked_game("jinhua", ["3m4m111999p111999s", "2m55z78p678s22z33z1z", "5678m2345p2345s6z",
                                   "99m6789p6789s677z"], indicator="3m")
    act(game, "E discard 3m")
    offered = game.legal_actions(1)
    assert [a.kind for a in offered] == [ActionKind.PENG, ActionKind.PASS]
    choice = get_bot(name, 7).choose(game.observation(1))
    assert choice in offered
    game.apply(choice)
    assert game.conservation_problem() is None
