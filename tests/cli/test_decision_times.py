"""Issue 15, damaged 5: simulate's decision times are a bounded histogram whose p99 agrees with the exact
sorted-list percentile to within half a percent, however many times it holds."""

from __future__ import annotations

import math
import random

from mahjong_tui.commands.decision_times import DecisionTimes
from mahjong_tui.commands.simulate import PlayerStats


def exact_ms(times: list[float], share: float) -> float:
    ordered = sorted(times)
    return 1000 * ordered[max(1, math.ceil(share * len(ordered))) - 1]


def test_p99_is_within_half_a_percent_of_the_exact_one() -> None:
    rng = random.Random(3)
    times = [rng.lognormvariate(-7, 1.2) for _ in range(20_000)]
    record = DecisionTimes()
    for t in times:
        record.append(t)
    for share in (0.5, 0.9, 0.99, 1.0):
        got = record.percentile_ms(share)
        assert got is not None and abs(got / exact_ms(times, share) - 1) < 0.005, share


def test_memory_is_bounded_by_the_spread_not_the_count() -> None:
    record = DecisionTimes()
    rng = random.Random(4)
    for _ in range(50_000):
        record.append(rng.uniform(1e-5, 5e-2))
    assert len(record) == 50_000
    assert len(record.buckets) < 700  # ln(5000) / ln(1.01): the buckets spanning 10 µs .. 50 ms


def test_no_times_no_p99_and_tiny_times_count() -> None:
    stats = PlayerStats("random")
    assert stats.decision_ms_p99() is None
    stats.decision_seconds.append(0.0)
    p99 = stats.decision_ms_p99()
    assert p99 is not None and 0 < p99 < 0.0011


def test_forgetting_old_hand_records_changes_nothing_the_next_hand_reads() -> None:
    """simulate drops old hand records (memory flat); dealer streaks (連莊) and scores are as if kept."""
    from bots import get_bot
    from mahjong_tui.commands.simulate import forget_old_hands, play_checked
    from rules.engine import Match

    kept, trimmed = Match("jinshan", 11), Match("jinshan", 11)
    bots = [get_bot("random", random.Random(i)) for i in range(4)]
    twins = [get_bot("random", random.Random(i)) for i in range(4)]
    for _ in range(40):
        for match, seated in ((kept, bots), (trimmed, twins)):
            game = match.next_hand()
            play_checked(game, seated)
            match.close_hand(game)
        forget_old_hands(trimmed)
        assert trimmed.scores == kept.scores and trimmed.dealer == kept.dealer
        assert trimmed.hands[-1] == kept.hands[-1]
        kept.next_hand(), trimmed.next_hand()
        assert trimmed.dealer_streak() == kept.dealer_streak()
        kept.game = trimmed.game = None  # the dealt hands above only asked for the streak
    assert len(trimmed.hands) < len(kept.hands) == 40
