"""A known defect, found by the held-out expert figure (issue 29, 2026-12-04) and not fixed yet: in Jinhua,
seed 222, deal 2, rotation 3, a play-out of the expert's evaluator deals a hidden hand one tile too many
(seat 3 holds 11 concealed tiles beside a kong at a claim window; its ``held`` count says 10, so the
engine's checks do not see it), and the rollout's ``hard`` crashes in ``claim_gain`` ("9 tiles do not fit 2
melds and a pair"). The seat had just made a kong and drawn its replacement; suspect the sampler's handling
of a kong (``determinise``: ``kong_in_flight``) or a snapshot's rebuilt seat. Two hands of 9,600 failed so
(``bench_bots.py --strength --steps expert --variants jinhua --seeds 211-250 --deals 60``: "fail 2").
Strict: when the defect is mended this test fails until the mark is taken off."""

from __future__ import annotations

import pytest

import bots.expert
from mahjong_tui.commands.simulate import simulate_hands


@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason="the sampler deals a hidden hand one tile too many after a kong")
def test_the_expert_plays_jinhua_seed_222_without_a_failed_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bots.expert, "PROCESSES", 1)
    sim = simulate_hands("jinhua", 3, 222, ["expert", "hard", "hard", "hard"], duplicate=True)
    assert sim.failures == []
