"""benchmarks/bench_bots.py's expert step (issue 29): named on the command line, and its target holds the
decision p99 to a second beside the interval above zero."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from bench_bots import EXPERT_STEP, SeedFigures, Step, met, parse_steps, step_row


def _step(candidate: str, chips: list[float], p99_ms: float) -> Step:
    step = Step("jinhua", candidate, "hard", list(range(len(chips))), 1)
    step.runs = [SeedFigures(c, 0.1, 0.3, 0.1, 0.2, p99_ms, 0) for c in chips]
    return step


def test_the_expert_step_is_named_on_its_own_and_sits_with_three_hard() -> None:
    assert parse_steps("expert") == [EXPERT_STEP] == [("expert", "hard")]
    assert EXPERT_STEP not in parse_steps("ladder")  # the ladder stays quick


def test_the_expert_misses_its_target_when_a_decision_p99_passes_a_second() -> None:
    ahead = [0.5, 0.6, 0.55, 0.45]
    assert met(_step("expert", ahead, 900.0))
    slow = _step("expert", ahead, 1500.0)
    assert not met(slow) and "p99 over 1 s" in step_row(slow)[3]
    assert met(_step("hard", ahead, 1500.0))  # only the expert is held to a second
    assert not met(_step("expert", [0.5, -0.6, 0.4, -0.5], 100.0))  # the interval reaches below zero
