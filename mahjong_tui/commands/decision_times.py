"""How long a bot takes to choose, kept as a histogram so that ``simulate``'s memory stays flat however many
hands it plays (issue 15: every decision time was kept, 6.5 KB a hand), while its 99th percentile is still
read to within 1 % (issue 8: a bot decides within 50 ms at p99).

Buckets grow geometrically by :data:`RATIO` from one microsecond: a time falls in bucket
``floor(log(t / 1 µs) / log(RATIO))``, and a percentile is reported as the geometric middle of its bucket,
so the relative error is below ``sqrt(RATIO) - 1`` (0.5 %). A time under a microsecond counts as one.
"""

from __future__ import annotations

import math

RATIO = 1.01
_LOG_RATIO = math.log(RATIO)
_FLOOR = 1e-6  # seconds: the first bucket's lower edge


class DecisionTimes:
    """A bounded record of decision times in seconds: ``append`` one, ``percentile_ms`` read one back."""

    __slots__ = ("buckets", "count")

    def __init__(self) -> None:
        self.buckets: dict[int, int] = {}  # bucket index → how many times fell in it (a few hundred at most)
        self.count = 0

    def append(self, seconds: float) -> None:
        index = int(math.log(max(seconds, _FLOOR) / _FLOOR) / _LOG_RATIO)
        self.buckets[index] = self.buckets.get(index, 0) + 1
        self.count += 1

    def __len__(self) -> int:
        return self.count

    def percentile_ms(self, share: float) -> float | None:
        """The time (ms) below which ``share`` (0.99 for p99) of the decisions fall; None with none."""
        if not self.count:
            return None
        rank = max(1, math.ceil(share * self.count))  # the rank-th smallest time, as a sorted list gives it
        seen = 0
        for index in sorted(self.buckets):
            seen += self.buckets[index]
            if seen >= rank:
                return float(1000 * _FLOOR * RATIO ** (index + 0.5))
        raise AssertionError("unreachable: the buckets hold every counted time")
