"""Benchmark of the review (issue 29): its speed, and whether it tells a weak player from a good one.

    python benchmarks/bench_review.py [--variants jinshan,...] [--hands 6] [--seeds 1] [--samples 32]
                                      [--dump FILE]
    python benchmarks/bench_review.py --from-dump FILE     # the table of a dump (a run stopped early)

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
3. what it would take: the hands (a seat's) at which the two intervals would lie apart if the means held
   ("hands to part"), the share of each figure's variance that is the replays' own noise (the rest is how
   the hands really differ: only that share shrinks with more fresh deals), and the decisions replayed of
   all with their mean fresh deals.

``--dump`` appends a JSON line a decision (its picking gap and spread, fresh deals, loss and noise, the
answers chosen and judged against, every candidate's value), so a long run stopped early keeps what it
measured, ``--from-dump`` gives its table, and the decisions behind a figure can be read one by one.

The load of the machine is printed with the figures: wall time on a shared machine is not CPU time.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import NamedTuple, Protocol, TextIO

from bench_bots import Interval, parse_seeds, t95

from bots.evaluate.reasons import action_code
from bots.evaluate.review import REVIEW_BUDGET, Decision, review_hands
from bots.evaluate.workers import cores
from mahjong_tui.commands.simulate import simulate_hands
from mahjong_tui.replay import read_replay
from rules.variants import VARIANT_IDS

SECONDS_A_HAND = 30.0  # target for a hand of one seat (about 20 decisions)
SEATS = (("random", 0), ("normal", 1))


class Judged(Protocol):
    """A reviewed decision as the figures read it (a :class:`Decision`, or one read back from a dump)."""

    @property
    def paired_loss(self) -> float: ...
    @property
    def noise(self) -> float: ...
    @property
    def fresh(self) -> int: ...


Found = dict[str, list[tuple[Sequence[Judged], float]]]  # seat: per hand, its decisions and wall seconds
PLAYERS = ("random", "normal", "normal", "normal")


def reviewed_hands(variant: str, hands: int, seeds: Sequence[int], samples: int, processes: int,
                   dump: TextIO | None = None) -> Found:
    """Each seat of :data:`SEATS`: per hand (of every seed's match), its reviewed decisions and the wall
    seconds they took; every decision written to ``dump`` as a JSON line (:func:`decision_line`)."""
    budget = replace(REVIEW_BUDGET, samples=samples, processes=processes)
    found: Found = {name: [] for name, _ in SEATS}
    for seed in seeds:
        with tempfile.TemporaryDirectory() as folder:
            simulate_hands(variant, hands, seed, list(PLAYERS), record=Path(folder))
            replay = read_replay(Path(folder) / f"{variant}-{seed}.json")
        for number, record in enumerate(replay.hands, start=1):
            for name, chair in SEATS:
                started = time.monotonic()
                decisions = review_hands([(number, record, None)], chair, budget=budget, seed=seed)
                found[name].append((decisions, time.monotonic() - started))
                if dump is not None:
                    lines = (json.dumps(decision_line(variant, seed, name, d)) for d in decisions)
                    dump.writelines(f"{line}\n" for line in lines)
                    dump.flush()
                print(f"  {variant} seed {seed} hand {number} {name}: {len(decisions)} decisions, "
                      f"lost {sum(d.paired_loss for d in decisions):+.2f}, "
                      f"{time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)
    return found


def decision_line(variant: str, seed: int, seat: str, d: Decision) -> dict[str, object]:
    """What a decision's loss was made of: for reading the figure decision by decision afterwards (which
    decisions carry the noise, what another rule of replay would have given)."""
    picked = {c.action: c for c in d.candidates}
    gap = picked[d.best].value - picked[d.chosen].value if d.best != d.chosen else 0.0
    return {"variant": variant, "seed": seed, "hand": d.hand, "seat": seat, "at": d.at, "kind": d.kind,
            "rank": d.rank, "of": d.of, "picking_gap": round(gap, 4), "spread": round(d.spread, 4),
            "picking_deals": picked[d.chosen].samples,
            "fresh": d.fresh, "paired_loss": round(d.paired_loss, 4), "noise": round(d.noise, 4),
            "verdict": d.verdict, "seconds": round(d.seconds, 2),
            "chosen": action_code(d.chosen), "best": action_code(d.best),
            "against": None if d.against is None else action_code(d.against),
            "candidates": [[c.code, round(c.value, 3), round(c.se, 3), c.samples] for c in d.candidates]}


def loss_a_decision(hands: Sequence[tuple[Sequence[Judged], float]]) -> Interval:
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


def hands_needed(weak: Interval, good: Interval, hands: int) -> str:
    """The hands (a seat's) at which the two intervals would lie apart if the means stayed as measured and
    the half-widths shrank as one over the root of the hands."""
    gap = weak.mean - good.mean
    if gap <= 0 or not math.isfinite(weak.half + good.half):
        return "— (random not above normal)"
    return str(math.ceil(hands * ((weak.half + good.half) / gap) ** 2))


def noise_share(hands: Sequence[tuple[Sequence[Judged], float]], interval: Interval) -> str:
    """How much of the figure's spread over hands is the replays' own noise (the rest is how much the hands
    really differ): more fresh deals can shrink that share only."""
    decisions = sum(len(found) for found, _ in hands)
    if not decisions or not interval.half or not math.isfinite(interval.half):
        return "—"
    replay = math.sqrt(sum(d.noise ** 2 for found, _ in hands for d in found)) / decisions
    within = interval.half / t95(max(1, len(hands) - 1))  # the figure's standard error
    return f"{min(1.0, (replay / within) ** 2):.0%}"


def ratio_text(weak: Interval, good: Interval) -> str:
    return f"{weak.mean / good.mean:.1f}" if good.mean > 0 else "— (normal ≤ 0)"


def fresh_text(found: Found) -> str:
    """Decisions replayed of all, and the fresh deals a replay."""
    every = [d for hands in found.values() for decisions, _ in hands for d in decisions]
    replayed = [d.fresh for d in every if d.fresh]
    mean = statistics.fmean(replayed) if replayed else 0.0
    return f"{len(replayed)}/{len(every)} × {mean:.0f}"


def figures(variant: str, found: Found) -> tuple[tuple[str, ...], bool]:
    """A variant's row of the table, and whether it meets both targets."""
    timed = [(len(d), s) for hands in found.values() for d, s in hands]
    per_decision = [s / n for n, s in timed if n]
    twenty = 20 * statistics.fmean(per_decision)  # seconds for a hand of 20 decisions
    weak, good = loss_a_decision(found["random"]), loss_a_decision(found["normal"])
    seconds = [s for _, s in timed]
    speed = f"{statistics.fmean(seconds):.1f}/{max(seconds):.1f} (20 decisions: {twenty:.1f})"
    decisions = "/".join(str(sum(len(d) for d, _ in found[name])) for name, _ in SEATS)
    row = (variant, speed, f"{len(found['random'])} ({decisions})",
           f"{weak.mean:.2f} ± {weak.half:.2f}", f"{good.mean:.2f} ± {good.half:.2f}",
           ratio_text(weak, good), hands_needed(weak, good, len(found["random"])),
           f"{noise_share(found['random'], weak)}/{noise_share(found['normal'], good)}",
           fresh_text(found), f"{os.getloadavg()[0]:.1f}")
    return row, twenty <= SECONDS_A_HAND and separated(weak, good)


HEADER = ("variant", "hand s (mean/max)", "hands (decisions r/n)", "random: chips lost a decision",
          "normal: chips lost a decision", "ratio", "hands to part", "replay noise r/n", "fresh deals",
          "load")


class DumpedDecision(NamedTuple):
    """A decision read back from ``--dump``: what the figures need of it."""

    paired_loss: float
    noise: float
    fresh: int
    seconds: float


def read_dump(path: Path) -> dict[str, Found]:
    """Every variant's hands in a ``--dump`` file, by seat, as :func:`reviewed_hands` gives them (a hand
    where the seat had no decision is not in the file; its seconds are its decisions')."""
    by_hand: dict[tuple[str, str, int, int], list[DumpedDecision]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        by_hand.setdefault((d["variant"], d["seat"], d["seed"], d["hand"]), []).append(
            DumpedDecision(d["paired_loss"], d["noise"], d["fresh"], d["seconds"]))
    found: dict[str, Found] = {}
    for (variant, player, _, _), decisions in by_hand.items():
        hands = found.setdefault(variant, {name: [] for name, _ in SEATS})
        hands[player].append((decisions, sum(d.seconds for d in decisions)))
    return found


def print_table(rows: Sequence[tuple[str, ...]], ok: bool) -> None:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(HEADER)]
    print("  ".join(h.ljust(w) for h, w in zip(HEADER, widths)))
    for row in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)))
    print("targets: a 20-decision hand ≤ 30 s; random's loss above normal's, at least 3×:",
          "met" if ok else "MISSED")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variants", default=",".join(VARIANT_IDS))
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--seeds", default="1", help="one match a seed: 5, 1-4 or 11,13")
    parser.add_argument("--samples", type=int, default=REVIEW_BUDGET.samples)
    parser.add_argument("--processes", type=int, default=min(2, cores()))
    parser.add_argument("--dump", type=Path, help="a JSON line a decision, appended to this file")
    parser.add_argument("--from-dump", type=Path, help="the figures of a --dump file (a run stopped early)")
    args = parser.parse_args(argv)
    rows, ok = [], True
    if args.from_dump:
        for variant, found in read_dump(args.from_dump).items():
            row, met = figures(variant, found)
            rows.append(row)
            ok = ok and met
        print_table(rows, ok)
        return 0 if ok else 1
    seeds = parse_seeds(args.seeds)
    print(f"review: {args.hands} hands a seed, seeds {args.seeds}, samples {args.samples}, "
          f"{args.processes} processes, load {os.getloadavg()[0]:.1f}")
    for variant in [v for v in args.variants.split(",") if v]:
        with (args.dump.open("a", encoding="utf-8") if args.dump else contextlib.nullcontext()) as dump:
            found = reviewed_hands(variant, args.hands, seeds, args.samples, args.processes, dump)
        row, met = figures(variant, found)
        rows.append(row)
        ok = ok and met
        print("  " + " | ".join(row), file=sys.stderr, flush=True)  # each variant's row as it is done
    print_table(rows, ok)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
