"""Benchmark of the review (issue 29): its speed, and whether it tells a weak player from a good one.

    python benchmarks/bench_review.py [--variants jinshan,...] [--hands 6] [--seed 1] [--samples 32]

Per variant, ``random,normal,normal,normal`` play ``--hands`` hands (``simulate --record``, one match), then
``mahjong-tui review``'s own function reviews seat 0 (random) and seat 1 (normal) on every hand:

1. speed: seconds a reviewed hand of one seat takes (target: a hand of ~20 decisions in 30 s on two cores),
   as the mean and the slowest hand, with the decisions it held;
2. separation: chips lost a decision by each seat, the mean over the hands with its 95% Student-t
   half-width, and their ratio (target: random's several times normal's, in every variant).

The load of the machine is printed with the figures: wall time on a shared machine is not CPU time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from bench_bots import interval

from bots.evaluate.review import REVIEW_BUDGET, Decision, review_hands
from bots.evaluate.workers import cores
from mahjong_tui.commands.simulate import simulate_hands
from mahjong_tui.replay import read_replay
from rules.variants import VARIANT_IDS

SECONDS_A_HAND = 30.0  # target for a hand of one seat (about 20 decisions)
SEATS = (("random", 0), ("normal", 1))


def reviewed_hands(variant: str, hands: int, seed: int, samples: int, processes: int
                   ) -> dict[str, list[tuple[list[Decision], float]]]:
    """Each seat of :data:`SEATS`: per hand, its reviewed decisions and the wall seconds they took."""
    with tempfile.TemporaryDirectory() as folder:
        simulate_hands(variant, hands, seed, ["random", "normal", "normal", "normal"], record=Path(folder))
        replay = read_replay(Path(folder) / f"{variant}-{seed}.json")
    budget = replace(REVIEW_BUDGET, samples=samples, processes=processes)
    found: dict[str, list[tuple[list[Decision], float]]] = {name: [] for name, _ in SEATS}
    for number, record in enumerate(replay.hands, start=1):
        for name, chair in SEATS:
            started = time.monotonic()
            decisions = review_hands([(number, record, None)], chair, budget=budget, seed=seed)
            found[name].append((decisions, time.monotonic() - started))
            print(f"  {variant} hand {number} {name}: {len(decisions)} decisions, "
                  f"{time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)
    return found


def loss_a_decision(hands: Sequence[tuple[list[Decision], float]]) -> list[float]:
    return [statistics.fmean(d.paired_loss for d in decisions) for decisions, _ in hands if decisions]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variants", default=",".join(VARIANT_IDS))
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=REVIEW_BUDGET.samples)
    parser.add_argument("--processes", type=int, default=min(2, cores()))
    args = parser.parse_args(argv)
    print(f"review: {args.hands} hands a variant, seed {args.seed}, samples {args.samples}, "
          f"{args.processes} processes, load {os.getloadavg()[0]:.1f}")
    header = ("variant", "hand s (mean/max)", "decisions a hand", "random: chips lost a decision",
              "normal: chips lost a decision", "ratio", "load")
    rows = []
    ok = True
    for variant in [v for v in args.variants.split(",") if v]:
        found = reviewed_hands(variant, args.hands, args.seed, args.samples, args.processes)
        timed = [(len(d), s) for hands in found.values() for d, s in hands]
        per_decision = [s / n for n, s in timed if n]
        twenty = 20 * statistics.fmean(per_decision)  # seconds for a hand of 20 decisions
        weak, good = interval(loss_a_decision(found["random"])), interval(loss_a_decision(found["normal"]))
        ratio = weak.mean / good.mean if good.mean > 0 else float("inf")
        ok = ok and twenty <= SECONDS_A_HAND and weak.low > good.mean and ratio >= 3
        seconds = [s for _, s in timed]
        speed = f"{statistics.fmean(seconds):.1f}/{max(seconds):.1f} (20 decisions: {twenty:.1f})"
        rows.append((variant, speed, f"{statistics.fmean(n for n, _ in timed):.1f}",
                     f"{weak.mean:.2f} ± {weak.half:.2f}", f"{good.mean:.2f} ± {good.half:.2f}",
                     f"{ratio:.1f}", f"{os.getloadavg()[0]:.1f}"))
        print("  " + " | ".join(rows[-1]), file=sys.stderr, flush=True)  # each variant's row as it is done
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
    print("  ".join(h.ljust(w) for h, w in zip(header, widths)))
    for row in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)))
    print("targets: a 20-decision hand ≤ 30 s; random's loss above normal's, at least 3×:",
          "met" if ok else "MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
