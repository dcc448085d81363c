"""Game and match records (C-7): round trip, resume a saved match, atomic save, damaged files kept aside."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bots import get_bot
from rules.engine import Match, replay_hand
from rules.records import MatchRecord, RecordError, rules_fingerprint


def _play(match: Match, hands: int, extra_actions: int) -> None:
    bots = [get_bot("random", random.Random(i)) for i in range(4)]
    for _ in range(hands):
        game = match.next_hand()
        while game.result is None:
            chair = game.to_act()[0]
            match.apply(bots[chair].choose(game.observation(chair)))
    game = match.next_hand()
    for _ in range(extra_actions):
        chair = game.to_act()[0]
        match.apply(bots[chair].choose(game.observation(chair)))


@pytest.mark.parametrize("variant", ["shanghai", "jinhua"])
def test_c7_saved_match_resumes_with_scores_carry_dealer_and_hand_in_progress(variant: str,
                                                                              tmp_path: Path) -> None:
    match = Match(variant, 5)
    _play(match, 4, 9)
    path = tmp_path / "match.json"
    match.save(path)
    resumed = Match.load(path)
    assert resumed.scores == match.scores and resumed.carry == match.carry and resumed.dealer == match.dealer
    assert resumed.game is not None and match.game is not None
    assert resumed.game.actions == match.game.actions
    assert resumed.game.observation(0) == match.game.observation(0)
    assert [p.name for p in tmp_path.iterdir()] == ["match.json"]  # no temporary file left behind


@pytest.mark.parametrize(("variant", "key"), [("jinhua", "draws_before"), ("shanghai", "huangfan")])
def test_sh16_jh6_counters_are_carried_between_hands(variant: str, key: str) -> None:
    match = Match(variant, 5)
    _play(match, 4, 0)
    record = match.to_record()
    assert record.fingerprint == rules_fingerprint(variant)
    assert record.hands[0].carry == {}
    for before, after in zip(record.hands, record.hands[1:]):
        drawn = replay_hand(before).result.exhausted  # type: ignore[union-attr]
        count = before.carry.get(key, 0)
        if drawn:
            expected = count + 1  # a drawn hand adds one (SH-16, JH-6)
        else:
            expected = 0 if key == "draws_before" else max(0, count - 1)  # JH-6 reset, SH-16 one off
        assert after.carry[key] == expected


def test_damaged_save_is_kept_aside_with_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    path.write_text("{not json")
    with pytest.raises(RecordError, match="damaged"):
        Match.load(path)
    assert not path.exists() and (tmp_path / "match.json.bad").exists()


def test_unreplayable_record_is_kept_aside(tmp_path: Path) -> None:
    match = Match("cixi", 2)
    _play(match, 1, 0)
    data = match.to_record().to_json()
    data["hands"][0]["actions"][0] = "E win"
    path = tmp_path / "m.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match="action 1"):
        Match.load(path)
    assert (tmp_path / "m.json.bad").exists()


def test_match_record_json_round_trip() -> None:
    match = Match("jinshan", 9)
    _play(match, 1, 3)
    record = match.to_record()
    assert MatchRecord.from_json(json.loads(json.dumps(record.to_json()))) == record
