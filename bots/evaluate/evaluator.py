"""Valuing a decision: each candidate action as the seat's expected chips at the end of the hand.

Every candidate is played out on the same deals of the hidden tiles (common random numbers); after the
first ``Budget.first`` deals, rounds of ``Budget.step`` more go only to the actions still close to the best
one — an action whose paired difference from the leader is below zero by ``Budget.z`` standard errors is
dropped — until one is left (with the ``keep`` actions, which are never dropped: a review keeps the
player's choice so its loss is measured on as many deals as the best's), or until the budget is spent.
With a budget in samples only, the answer depends on the seed alone, whichever processes computed it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bots.evaluate.position import Position
from bots.evaluate.values import ActionValue, paired
from bots.evaluate.workers import Runner, runner_for
from rules.engine import Action

Progress = Callable[[float], None]  # told the share of the budget's play-outs done, 0 to 1
Cancel = Callable[[], bool]  # asked between rounds: True stops the evaluation (Cancelled)


class Cancelled(Exception):
    """The caller asked to stop (``cancelled()`` answered True between two rounds)."""


@dataclass(frozen=True, slots=True)
class Budget:
    """At most ``samples`` deals an action, ``playouts`` play-outs in all (None: no cap but the samples'),
    and ``seconds`` of wall time (None: no clock, so the answer depends on the seed only); ``first`` deals
    for every action before any is dropped, then ``step`` more a round; ``processes`` worker processes (1:
    this one); ``z`` the standard errors that separate two; ``drop_z`` those below the leader at which an
    action not kept gets no more deals (a bot asking only whether some answer beats its own drops the
    others sooner); ``near``: chips within which two answers are as good as equal — once every kept answer's
    difference from the leader lies within ±``near`` at ``z`` standard errors, the evaluation stops (0: only
    a separation stops it)."""

    samples: int = 64
    playouts: int | None = None
    seconds: float | None = None
    first: int = 8
    step: int = 8
    processes: int = 1
    z: float = 2.0
    drop_z: float = 2.0
    near: float = 0.0

    def __post_init__(self) -> None:
        if self.samples < 2 or self.first < 2 or self.step < 1 or self.processes < 1:
            raise ValueError(f"a budget needs at least two samples, a step and a process: {self}")


@dataclass(frozen=True, slots=True)
class Evaluation:
    """The candidates' values (in the order asked) after ``deals`` deals of the hidden tiles, ``playouts``
    play-outs and ``seconds`` of wall time.

    The actions still open at the end (the leader, the kept ones, the close ones) were played on every deal:
    their value is the mean of their samples. An action dropped early was played on the first deals only:
    its value is the leader's less their paired difference on those deals — the same deals' luck cancels,
    so it is not a noisier mean that may overtake the leader by chance."""

    chair: int
    values: tuple[ActionValue, ...]
    deals: int
    playouts: int
    seconds: float

    @property
    def leader(self) -> ActionValue:
        """The best of the actions played on every deal."""
        most = max(v.n for v in self.values)
        return max((v for v in self.values if v.n == most), key=lambda v: v.mean)

    def value(self, action: Action) -> float:
        """The seat's expected chips at the end of the hand after ``action``."""
        found, leader = self.value_of(action), self.leader
        if found.n == leader.n:
            return found.mean
        return leader.mean - paired(leader, found)[0]

    def se(self, action: Action) -> float:
        """The standard error of :meth:`value`."""
        found, leader = self.value_of(action), self.leader
        if found.n == leader.n:
            return found.se
        return math.hypot(leader.se, paired(leader, found)[1])

    @property
    def best(self) -> ActionValue:
        return max(self.values, key=lambda v: (self.value(v.action), v.n))

    def ranked(self) -> list[ActionValue]:
        """Best first (ties keep the order asked)."""
        return sorted(self.values, key=lambda v: -self.value(v.action))

    def value_of(self, action: Action) -> ActionValue:
        """The action's samples."""
        for found in self.values:
            if found.action == action:
                return found
        raise KeyError(f"{action} was not valued")

    def rank(self, action: Action) -> int:
        """1 for the best; ``len(values)`` for the worst."""
        mine = self.value(action)
        return 1 + sum(1 for v in self.values if self.value(v.action) > mine)

    def loss(self, action: Action) -> float:
        """Chips the action gives up against the best one (never below zero)."""
        return max(0.0, self.value(self.best.action) - self.value(action))

    def difference(self, action: Action) -> tuple[float, float]:
        """(mean, standard error) of best − ``action`` on the deals both were played on."""
        return paired(self.best, self.value_of(action))


def evaluate(position: Position, candidates: Sequence[Action] | None = None, *, keep: Sequence[Action] = (),
             budget: Budget = Budget(), seed: int = 0, progress: Progress | None = None,
             cancelled: Cancel | None = None, runner: Runner | None = None) -> Evaluation:
    """Value ``candidates`` (default: every legal action of the position) and ``keep`` for the position's
    seat."""
    chosen = [*(position.legal if candidates is None else candidates), *keep]
    indices = [_index_of(position, action) for action in chosen]
    if not indices:
        raise ValueError("nothing to value")
    kept = {_index_of(position, action) for action in keep}
    runner = runner or runner_for(budget.processes)
    values = {i: ActionValue(position.legal[i]) for i in indices}
    alive = list(dict.fromkeys(indices))
    started, deals, playouts = time.monotonic(), 0, 0
    most = budget.samples * len(alive)
    if budget.playouts is not None:
        most = min(most, budget.playouts)
    while True:
        target = min(budget.samples, budget.first if deals == 0 else deals + budget.step)
        if budget.playouts is not None and deals:  # the last round only as long as the cap allows
            target = min(target, deals + (budget.playouts - playouts) // len(alive))
        if target <= deals:
            break
        work = [(sample, alive) for sample in range(deals, target)]
        for (_, actions), outcomes in zip(work, runner.run(position, work, seed)):
            for index, outcome in zip(actions, outcomes):
                values[index] = values[index].with_more((outcome,))
        playouts += len(alive) * (target - deals)
        deals = target
        if progress is not None:
            progress(min(1.0, playouts / most))
        alive = _still_close(alive, values, kept, budget.drop_z)
        if _settled(alive, values, kept, budget.z, budget.near):
            break
        if budget.seconds is not None and time.monotonic() - started >= budget.seconds:
            break
        if cancelled is not None and cancelled():
            raise Cancelled
    if progress is not None:
        progress(1.0)
    return Evaluation(position.chair, tuple(values[i] for i in dict.fromkeys(indices)), deals, playouts,
                      time.monotonic() - started)


def _index_of(position: Position, action: Action) -> int:
    try:
        return position.legal.index(action)
    except ValueError:
        raise ValueError(f"{action} is not a legal action of chair {position.chair} here") from None


def _leader(alive: Sequence[int], values: dict[int, ActionValue]) -> int:
    return max(alive, key=lambda i: values[i].mean)


def _still_close(alive: list[int], values: dict[int, ActionValue], kept: set[int], z: float) -> list[int]:
    """The actions not clearly worse than the leader (and the kept ones)."""
    if len(alive) < 2:
        return alive
    leader = _leader(alive, values)
    return [i for i in alive if i == leader or i in kept or not _below(values[leader], values[i], z)]


def _below(leader: ActionValue, other: ActionValue, z: float) -> bool:
    mean, se = paired(leader, other)
    return mean - z * se > 0


def _settled(alive: list[int], values: dict[int, ActionValue], kept: set[int], z: float, near: float) -> bool:
    """Only the leader is left open, and every kept action is the leader or clearly below it — or clearly
    within ``near`` of it."""
    leader = _leader(alive, values)
    return (all(i == leader or (i in kept and _below(values[leader], values[i], z)) for i in alive)
            or all(i == leader or (i in kept and _within(values[leader], values[i], z, near)) for i in alive))


def _within(leader: ActionValue, other: ActionValue, z: float, near: float) -> bool:
    mean, se = paired(leader, other)
    return near > 0 and abs(mean) + z * se <= near
