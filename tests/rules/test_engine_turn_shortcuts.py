"""The turn's legal list takes two shortcuts (rules/engine/legal.py: turn_actions): discards straight from the
held counts when no wild is held and no JS-7 ban, and 自摸 asked only for a drawn tile among the kept waits.
Checked against the plain computation (``allowed_discards``, ``self_win``) at every turn of random hands."""

from __future__ import annotations

import random

import pytest

from rules.engine import Game
from rules.engine.actions import ActionKind
from rules.engine.legal import allowed_discards, self_win
from rules.variants import VARIANT_IDS


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c4_js3_js7_turn_shortcuts_agree_with_the_plain_computation(variant: str) -> None:
    rng = random.Random(4)
    turns = slow = 0
    for hand in range(25):
        game = Game(variant, 1000 + hand, hand % 4)
        while game.result is None:
            chair = game.turn if game.phase in ("turn", "swap") else game.to_act()[0]
            legal = game.legal_actions(chair)
            if game.phase == "turn" and not game.seats[chair].knocked:
                turns += 1
                discards = [a.tile for a in legal if a.kind is ActionKind.DISCARD]
                assert discards == allowed_discards(game, chair)
                plain_win = self_win(game, chair)
                assert [a for a in legal if a.kind is ActionKind.WIN] == ([plain_win] if plain_win else [])
                seat = game.seats[chair]
                slow += seat.banned_kind is not None or any(seat.counts[k] for k in game.wild_kinds)
            game.apply(legal[rng.randrange(len(legal))])
    assert turns > 500
    if game.wild_kinds or game.variant.no_same_kind_after_claim:
        assert slow > 0  # the plain path (a wild held or a JS-7 ban) was compared too
