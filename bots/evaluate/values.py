"""An action's value as its samples say it: chips at the end of the hand, with a standard error, and the
rates of what happened to the seat (won, self-drawn, dealt in, drawn hand) — the facts a reason is made of."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from bots.evaluate.rollout import Outcome
from rules.engine import Action


@dataclass(frozen=True, slots=True)
class ActionValue:
    """``outcomes[i]`` is sample ``i`` (the same deal for every action: compare by index)."""

    action: Action
    outcomes: tuple[Outcome, ...] = ()
    _chips: tuple[int, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_chips", tuple(o.chips for o in self.outcomes))

    @property
    def n(self) -> int:
        return len(self.outcomes)

    @property
    def chips(self) -> tuple[int, ...]:
        return self._chips

    @property
    def mean(self) -> float:
        """The seat's expected chips at the end of the hand after this action (0 before any sample)."""
        return sum(self._chips) / self.n if self.n else 0.0

    @property
    def se(self) -> float:
        """Standard error of :attr:`mean` (infinite with fewer than two samples)."""
        return standard_error(self._chips)

    def rate(self, what: str) -> float:
        """Share of samples where ``what`` happened (an :class:`Outcome` flag: won, dealt_in, …)."""
        return sum(1 for o in self.outcomes if getattr(o, what)) / self.n if self.n else 0.0

    def mean_where(self, what: str) -> float | None:
        """Mean chips over the samples where ``what`` happened (None when it never did)."""
        picked = [o.chips for o in self.outcomes if getattr(o, what)]
        return sum(picked) / len(picked) if picked else None

    def with_more(self, outcomes: Sequence[Outcome]) -> ActionValue:
        return ActionValue(self.action, self.outcomes + tuple(outcomes))


def standard_error(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return math.inf
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


def paired(better: ActionValue, worse: ActionValue) -> tuple[float, float]:
    """(mean, standard error) of ``better`` − ``worse`` over the samples both have: common random numbers,
    so the deal's luck cancels."""
    n = min(better.n, worse.n)
    diffs = [b - w for b, w in zip(better.chips[:n], worse.chips[:n])]
    return (sum(diffs) / n if n else 0.0), standard_error(diffs)
