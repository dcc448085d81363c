"""benchmarks/bench_review.py's separation figure (issue 29): chips lost a decision over every decision of a
seat, with an interval over its hands — not the mean of each hand's mean."""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from bench_review import loss_a_decision

from bots.evaluate.reasons import FORCED
from bots.evaluate.review import Candidate, Decision
from rules.engine import Action


def _hand(*losses: float) -> tuple[list[Decision], float]:
    throw = Action.parse("E discard 1m")
    only = (Candidate(throw, 0.0, 0.0, 8),)
    return [Decision(1, at, "discard", throw, throw, 1, only, max(0.0, lost), 0.0, "best", FORCED, 0.0, lost)
            for at, lost in enumerate(losses)], 1.0


def test_every_decision_weighs_the_same_whatever_its_hand() -> None:
    figure = loss_a_decision([_hand(10.0), _hand(*[0.0] * 9)])
    assert figure.mean == 1.0  # ten decisions, ten chips; the mean of the hands' means would say 5
    assert math.isfinite(figure.half) and figure.half > 0


def test_the_interval_is_over_hands_and_needs_two() -> None:
    assert loss_a_decision([_hand(1.0, 3.0)]).half == math.inf  # one hand: its decisions share one deal
    assert loss_a_decision([_hand(1.0, 1.0), _hand(1.0)]).half == 0.0  # every hand at the mean: no spread
    assert loss_a_decision([]).half == math.inf


def test_separation_needs_the_intervals_apart_and_three_times() -> None:
    from bench_bots import Interval
    from bench_review import separated

    assert separated(Interval(1.0, 0.3), Interval(0.2, 0.2))
    assert not separated(Interval(1.0, 0.7), Interval(0.2, 0.2))  # random's low end inside normal's interval
    assert not separated(Interval(1.0, 0.1), Interval(0.5, 0.1))  # apart, but only twice
    assert separated(Interval(0.4, 0.3), Interval(-0.1, 0.1))  # normal at or below zero: the intervals decide
    assert not separated(Interval(0.1, 0.3), Interval(-0.1, 0.1))
