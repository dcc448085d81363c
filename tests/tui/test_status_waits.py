"""The table's status and waits lines for a human seat (issue 19, bugs 4 and 5): the distance to ready reads
the hand as the engine does (Jinhua's 白板 stand-in, JH-3), every wait counts the copies the player cannot see
and carries its verdict, and the line says what its waits assume."""

from __future__ import annotations

from bots.advice import hand_status
from rules.engine.winning import waits
from tests.rules.engine_helpers import stacked_game

# 財神 6筒 (the turned tile, JH-2); 白板 reads as 6筒 (JH-3): 白78筒 + 67條+財神 + 11z+財神 + 33條 + 發發
JINHUA_READY_BY_WHITE = "66p78p33s67s11z566z"


def jinhua_table():  # type: ignore[no-untyped-def]
    return stacked_game("jinhua", ["123456789m12349p", JINHUA_READY_BY_WHITE, "123456789m5p129s", "123456789m5p459s"],
                        indicator="6p")


def test_a_hand_ready_through_the_jinhua_white_stand_in_is_ready_on_the_status_line() -> None:
    game = jinhua_table()
    obs = game.observation(1)
    assert obs.wild_kinds == frozenset({14})
    status = hand_status(obs)
    assert status.shanten == 0
    assert {kind for kind, _ in status.waits} == set(waits(game, 1))


def test_on_its_own_turn_the_stand_in_hand_is_ready_after_the_right_discard() -> None:
    game = jinhua_table()
    game.apply(next(a for a in game.legal_actions(0) if a.tile == 12))  # the dealer lets 4筒 go
    while game.phase == "claim":
        chair = game.to_act()[0]
        game.apply(next(a for a in game.legal_actions(chair) if a.kind.name == "PASS"))
    obs = game.observation(1)  # chair 1 drew its 14th tile
    status = hand_status(obs)
    assert len(obs.concealed) == 14 and status.shanten == 0 and status.waits
