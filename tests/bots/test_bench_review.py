"""benchmarks/bench_review.py's separation figure (issue 29): chips lost a decision over every decision of a
seat, with an interval over its hands — not the mean of each hand's mean."""

from __future__ import annotations

import json
import math
import sys
from dataclasses import replace
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


def test_a_dumped_run_gives_the_same_figure(tmp_path: Path) -> None:
    from bench_review import decision_line, read_dump

    hands = [_hand(1.5, -0.5), _hand(0.25), _hand(2.0, 0.0, -1.0)]
    dump = tmp_path / "dump.jsonl"
    lines = [decision_line("jinhua", 11, seat, replace(d, hand=number)) for seat in ("random", "normal")
             for number, (found, _) in enumerate(hands, start=1) for d in found]
    dump.write_text("".join(f"{json.dumps(line)}\n" for line in lines), encoding="utf-8")
    read = read_dump(dump)["jinhua"]
    for player in ("random", "normal"):
        assert loss_a_decision(read[player]) == loss_a_decision(hands)


def test_the_hands_to_part_the_seats_scale_as_the_square_of_the_overlap() -> None:
    from bench_bots import Interval
    from bench_review import hands_needed

    assert hands_needed(Interval(1.0, 0.5), Interval(0.0, 0.5), 10) == "10"  # just apart already
    assert hands_needed(Interval(1.0, 1.0), Interval(0.0, 1.0), 10) == "40"  # twice the overlap: 4× hands
    assert hands_needed(Interval(0.0, 0.1), Interval(0.1, 0.1), 10).startswith("—")
