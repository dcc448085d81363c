"""The hand where the held-out expert figure found the sampler's kong defect (issue 29, 2026-12-04): in
Jinhua, seed 222, deal 2, rotation 3, a play-out began in a rob window, the hidden konger's hand was played
forward for its discards and let the added kong's tile go; the kong standing then took it from a hand
without it (a count of -1) and the play-out's ``hard`` crashed in ``claim_gain`` ("9 tiles do not fit 2
melds and a pair"): the expert's decision failed, and the hand with it. The sampler now keeps that tile
(tests/bots/test_evaluate_properties.py tests it on its own); this plays the very hands again."""

from __future__ import annotations

import pytest

import bots.expert
from mahjong_tui.commands.simulate import simulate_hands


@pytest.mark.slow
def test_the_expert_plays_jinhua_seed_222_without_a_failed_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bots.expert, "PROCESSES", 1)
    sim = simulate_hands("jinhua", 3, 222, ["expert", "hard", "hard", "hard"], duplicate=True)
    assert sim.failures == []
    assert sim.hands == 12
