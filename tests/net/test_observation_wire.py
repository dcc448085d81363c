"""An observation sent over the wire comes back whole (mahjong_tui/net/codec.py): every field, the hand's
carried counters, SH-20's stacks and whether the turn's tile is a replacement (杠開) included — a remote
seat's bot or hint reads the same observation as a seat at the host's table."""

from __future__ import annotations

import json

import pytest

from mahjong_tui.net.codec import observation_from, observation_json
from rules.engine import Observation
from rules.variants import VARIANT_IDS
from tests.bots.test_expert import hand_seen


def _over_the_wire(obs: Observation) -> Observation:
    return observation_from(json.loads(json.dumps(observation_json(obs))), obs.legal_actions)


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_every_observation_of_a_hand_comes_back_equal(variant: str) -> None:
    for obs in hand_seen(variant, 4):
        assert _over_the_wire(obs) == obs


def test_a_replacement_tile_and_the_carried_counters_come_back() -> None:
    carried = {"carry": {"huangfan": 1}, "options": {"stack": 100}, "stacks": (40, 50, 60, 70)}  # SH-20
    found = [obs for seed in range(6) for obs in hand_seen("shanghai", seed, **carried)]
    replaced = [obs for obs in found if obs.after_kong]
    assert replaced and all(_over_the_wire(obs).after_kong for obs in replaced)
    assert all(_over_the_wire(obs).carry == obs.carry == (("huangfan", 1),) for obs in found)
    assert all(_over_the_wire(obs).stacks == obs.stacks == (40, 50, 60, 70) for obs in found)
