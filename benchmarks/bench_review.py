"""Benchmark of the review (issue 29): its speed, and whether it tells a weak player from a good one.

    python benchmarks/bench_review.py [--variants jinshan,...] [--hands 6] [--seeds 1] [--samples 32]

Per variant and seed of ``--seeds`` (``5`` or ``11-14``), ``random,normal,normal,normal`` play ``--hands``
hands (``simulate --record``, one match a seed), then ``mahjong-tui review``'s own function reviews seat 0
(random) and seat 1 (normal) on every hand:

1. speed: seconds a reviewed hand of one seat takes (target: a hand of ~20 decisions in 30 s on two cores),
   as the mean and the slowest hand, with the decisions it held;
2. separation: chips lost a decision by each seat — every decision of the seat over all its hands, the
   sum of their losses over their number — with a 95% half-width taken over the hands (a hand's decisions
   share its deal, so they are not independent: the spread is of each hand's loss less the mean times its
   decisions, the ratio estimator's), and the ratio of the two (target, in every variant: random's
   interval above normal's, and random's mean at least 3× normal's where normal's is above zero). Not the
   mean of each hand's mean: that weighs a hand of 4 decisions as much as one of 24 and measures chips lost
   a decision of an average hand, not of an average decision.

The load of the machine is printed with the figures: wall time on a shared machine is not CPU time.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from bench_bots import Interval, parse_seeds, t95

from bots.evaluate.review import REVIEW_BUDGET, Decision, review_hands
from bots.evaluate.workers import cores
from mahjong_tui.commands.simulate import simulate_hands
from mahjong_tui.replay import read_replay
from rules.variants import VARIANT_IDS

SECONDS_A_HAND = 30.0  # target for a hand of one seat (about 20 decisions)
SEATS = (("random", 0), ("normal", 1))
PLAYERS = ("random", "normal", "normal", "normal")


def reviewed_hands(variant: str, hands: int, seeds: Sequence[int], samples: int, processes: int
                   ) -> dict[str, list[tuple[list[Decision], float]]]:
    """Each seat of :data:`SEATS`: per hand (of every seed's match), its reviewed decisions and the wall
    seconds they took."""
    budget = replace(REVIEW_BUDGET, samples=samples, processes=processes)
    found: dict[str, list[tuple[list[Decision], float]]] = {name: [] for name, _ in SEATS}
    for seed in seeds:
        with tempfile.TemporaryDirectory() as folder:
            simulate_hands(variant, hands, seed, list(PLAYERS), record=Path(folder))
            replay = read_replay(Path(folder) / f"{variant}-{seed}.json")
        for number, record in enumerate(replay.hands, start=1):
            for name, chair in SEATS:
                started = time.monotonic()
                decisions = review_hands([(number, record, None)], chair, budget=budget, seed=seed)
                found[name].append((decisions, time.monotonic() - started))
                print(f"  {variant} seed {seed} hand {number} {name}: {len(decisions)} decisions, "
                      f"lost {sum(d.paired_loss for d in decisions):+.2f}, "
                      f"{time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)
    return found


def loss_a_decision(hands: Sequence[tuple[Sequence[Decision], float]]) -> Interval:
    """Chips lost a decision over every decision of the seat, with a 95% half-width over its hands (the
    ratio estimator's: each hand's loss less the mean times its decisions)."""
    per_hand = [(sum(d.paired_loss for d in found), len(found)) for found, _ in hands if found]
    count = sum(n for _, n in per_hand)
    if not count:
        return Interval(0.0, math.inf)
    mean = sum(lost for lost, _ in per_hand) / count
    if len(per_hand) < 2:
        return Interval(mean, math.inf)
    spread = sum((lost - mean * n) ** 2 for lost, n in per_hand) / (len(per_hand) - 1)
    return Interval(mean, t95(len(per_hand) - 1) * math.sqrt(len(per_hand) * spread) / count)


def separated(weak: Interval, good: Interval) -> bool:
    """The target: random's interval wholly above normal's, and its mean at least 3× normal's. Normal's
    loss is the fresh deals' difference from the answer the picking deals ranked first, which may be worse
    than a good player's choice, so it can come out at or below zero: then the ratio says nothing and the
    intervals' separation is the whole test."""
    apart = weak.low > good.mean + good.half
    return apart and (good.mean <= 0 or weak.mean >= 3 * good.mean)


def ratio_text(weak: Interval, good: Interval) -> str:
    return f"{weak.mean / good.mean:.1f}" if good.mean > 0 else "— (normal ≤ 0)"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variants", default=",".join(VARIANT_IDS))
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--seeds", default="1", help="one match a seed: 5, 1-4 or 11,13")
    parser.add_argument("--samples", type=int, default=REVIEW_BUDGET.samples)
    parser.add_argument("--processes", type=int, default=min(2, cores()))
    args = parser.parse_args(argv)
    seeds = parse_seeds(args.seeds)
    print(f"review: {args.hands} hands a seed, seeds {args.seeds}, samples {args.samples}, "
          f"{args.processes} processes, load {os.getloadavg()[0]:.1f}")
    header = ("variant", "hand s (mean/max)", "decisions a hand", "random: chips lost a decision",
              "normal: chips lost a decision", "ratio", "load")
    rows = []
    ok = True
    for variant in [v for v in args.variants.split(",") if v]:
        found = reviewed_hands(variant, args.hands, seeds, args.samples, args.processes)
        timed = [(len(d), s) for hands in found.values() for d, s in hands]
        per_decision = [s / n for n, s in timed if n]
        twenty = 20 * statistics.fmean(per_decision)  # seconds for a hand of 20 decisions
        weak, good = loss_a_decision(found["random"]), loss_a_decision(found["normal"])
        ok = ok and twenty <= SECONDS_A_HAND and separated(weak, good)
        seconds = [s for _, s in timed]
        speed = f"{statistics.fmean(seconds):.1f}/{max(seconds):.1f} (20 decisions: {twenty:.1f})"
        rows.append((variant, speed, f"{statistics.fmean(n for n, _ in timed):.1f}",
                     f"{weak.mean:.2f} ± {weak.half:.2f}", f"{good.mean:.2f} ± {good.half:.2f}",
                     ratio_text(weak, good), f"{os.getloadavg()[0]:.1f}"))
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
