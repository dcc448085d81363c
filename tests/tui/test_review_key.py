"""A kept review is named by everything its numbers depend on (issue 29): a review kept before the replay's
rule changed (bots/evaluate/review.py's ``REVIEW_METHOD``) is computed again, not shown with the old rule's
numbers."""

from __future__ import annotations

from pathlib import Path

import pytest

import mahjong_tui.review_keep as keep
from bots.evaluate.review import REVIEW_BUDGET
from mahjong_tui.commands.simulate import simulate_hands
from mahjong_tui.replay import read_replay


def test_a_review_of_another_replay_rule_is_another_review(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    simulate_hands("jinhua", 1, 1, ["normal"] * 4, record=tmp_path)
    record = read_replay(tmp_path / "jinhua-1.json").hands[0]
    before = keep.review_key(record, None, 0, REVIEW_BUDGET, 0)
    assert keep.review_key(record, None, 0, REVIEW_BUDGET, 0) == before
    monkeypatch.setattr(keep, "REVIEW_METHOD", "a rule to come")
    assert keep.review_key(record, None, 0, REVIEW_BUDGET, 0) != before
