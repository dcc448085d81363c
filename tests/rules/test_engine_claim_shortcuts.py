"""The claim window takes shortcuts (rules/engine/claims.py, game.py): a 胡 on offer is looked for first among
a chair's options (``mark_missed_wins``), and the window closes when as many chairs answered as were asked
(``Game.apply``). Checked against the plain computation at every window of random hands; and the turn's first
draw written out in ``draws.after_unclaimed_discard`` against the draw event it records (C-3)."""

from __future__ import annotations

import random

import pytest

from rules.engine import Game
from rules.engine.actions import ActionKind
from rules.variants import VARIANT_IDS


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c5_js8_claim_window_shortcuts_agree_with_the_plain_computation(variant: str) -> None:
    rng = random.Random(8)
    windows = wins_offered = draws = 0
    # Jinhua's discard wins are rare for random bots; with the JH-3 白板 chis they take, 25 hands hold none
    for hand in range(40 if variant == "jinhua" else 25):
        game = Game(variant, 2000 + hand, hand % 4)
        while game.result is None:
            chair = game.turn if game.phase in ("turn", "swap") else game.to_act()[0]
            legal = game.legal_actions(chair)
            if game.phase in ("claim", "rob"):
                windows += 1
                for options in game.pending.values():
                    offered = any(a.kind is ActionKind.WIN for a in options)
                    assert offered == (options[0].kind is ActionKind.WIN)  # JS-8, SH-8 漏胡 looks first only
                    wins_offered += offered
                assert set(game.responses) < set(game.pending)  # answers only from chairs asked, once each
            events = len(game.events)
            game.apply(legal[rng.randrange(len(legal))])
            if game.phase == "turn" and game.result is None and game.drawn is not None:
                taken = [e for e in game.events[events:]
                         if e.kind in ("draw", "replacement") and e.chair == game.turn]
                if taken:  # C-3: the tile the turn holds is the last one it took from the wall
                    draws += 1
                    assert taken[-1].tile == game.drawn and game.seats[game.turn].counts[game.drawn] > 0
    assert windows > 50 and draws > 500
    assert wins_offered > 0 or variant == "shanghai"  # SH-6 wins need a knock: rare for random bots
