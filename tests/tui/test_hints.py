"""The hint (issue 10): the same candidate list the ``normal`` bot decides with, shown by ``i``; the waits
panel and the status line for the human seat; a why-not message on the table."""

from __future__ import annotations

import random

import pytest

from bots import get_bot
from bots.advice import hand_status, rank_discards
from rules.engine import ActionKind, Match


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "jinhua", "cixi"])
def test_hint_top_candidate_is_the_normal_bots_discard(variant: str) -> None:
    match = Match(variant, 7)
    game = match.next_hand()
    compared = 0
    while game.result is None:
        chair = game.to_act()[0]
        obs = game.observation(chair)
        action = get_bot("normal", random.Random(compared)).choose(obs)
        if action.kind in (ActionKind.DISCARD, ActionKind.KNOCK):
            candidates = rank_discards(obs, limit=3)
            assert candidates[0].tile == action.tile, (obs.concealed, candidates, action)
            assert [c.shanten for c in candidates] == sorted(c.shanten for c in candidates)
            assert all(c.reason for c in candidates)
            compared += 1
        match.apply(action)
    assert compared >= 15


def test_candidates_and_status_agree_on_a_ready_hand() -> None:
    match = Match("jinhua", 2)
    game = match.next_hand()
    seen_ready = False
    while game.result is None and not seen_ready:
        chair = game.to_act()[0]
        obs = game.observation(chair)
        if game.phase == "turn" and any(a.kind is ActionKind.DISCARD for a in obs.legal_actions):
            best = rank_discards(obs, limit=1)[0]
            status = hand_status(obs)
            assert (status.shanten, status.waits) == (best.shanten, best.waits)
            if best.shanten == 0:
                seen_ready = True
                assert best.waits and best.reason.startswith("ready on ")
                assert all(live <= 4 for _, live in best.waits)
        match.apply(get_bot("normal", random.Random(1)).choose(obs))
    assert seen_ready
