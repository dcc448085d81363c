"""Where play-outs run: in this process, or shared among worker processes (both cores) when a budget is
worth their start. A worker computes whole samples (one deal, each action played out on it) from the
position and the evaluation's seed, so the answer is the same whichever process computed a sample.

The pool is made once per process and kept (a worker's start imports the engine and the bots: about a second),
and shut down at exit. Workers are started with ``spawn`` — safe from a threaded program such as the app,
whose bots decide in worker threads.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Protocol

from bots.evaluate.position import Position
from bots.evaluate.rollout import Outcome, batch_outcomes

Work = Sequence[tuple[int, Sequence[int]]]  # (sample, indices of the actions played out on it)


class Runner(Protocol):
    def run(self, position: Position, work: Work, seed: int) -> list[list[Outcome]]:
        """The outcomes of ``work``, in its order."""


class InProcess:
    """Every sample in this process, one after the other."""

    def run(self, position: Position, work: Work, seed: int) -> list[list[Outcome]]:
        return batch_outcomes(position, work, seed)


class Pool:
    """Samples shared among ``processes`` worker processes, in contiguous slices (one task each)."""

    def __init__(self, processes: int) -> None:
        self.processes = processes

    def run(self, position: Position, work: Work, seed: int) -> list[list[Outcome]]:
        executor = _executor(self.processes)
        share = -(-len(work) // self.processes)
        futures: list[Future[list[list[Outcome]]]] = [
            executor.submit(batch_outcomes, position, list(work[i:i + share]), seed)
            for i in range(0, len(work), share)]
        found: list[list[Outcome]] = []
        for future in futures:
            found += future.result()
        return found


_EXECUTORS: dict[int, ProcessPoolExecutor] = {}


def _executor(processes: int) -> ProcessPoolExecutor:
    executor = _EXECUTORS.get(processes)
    if executor is None:
        context = multiprocessing.get_context("spawn")
        executor = _EXECUTORS[processes] = ProcessPoolExecutor(processes, mp_context=context)
    return executor


@atexit.register
def shut_down() -> None:
    """Stop the worker processes (at exit; a test may call it to free them)."""
    for executor in _EXECUTORS.values():
        executor.shutdown(wait=True, cancel_futures=True)
    _EXECUTORS.clear()


def cores() -> int:
    """Cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def runner_for(processes: int) -> Runner:
    """In this process for one, else a pool of that many."""
    return InProcess() if processes <= 1 else Pool(processes)
