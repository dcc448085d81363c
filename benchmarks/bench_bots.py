"""Benchmark of the bots (issues 8 and 20): speed, and strength by duplicate matches with the seats rotated.

    python benchmarks/bench_bots.py [--deals 300] [--speed-hands 300] [--seed 1] [--variants jinshan,...]
    python benchmarks/bench_bots.py --strength [--seeds 1-10] [--deals 100] [--steps ladder] [--variants ...]
    python benchmarks/bench_bots.py --strength --steps expert --seeds 101-110 --deals 25 --jobs 2

Everything goes through ``simulate`` (``mahjong_tui.commands.simulate.simulate_hands``, the function
behind ``mahjong-tui simulate``), with every hand checked (tile conservation, legal actions, zero-sum).

Without ``--strength``:

1. speed: ``normal`` in all four seats, one process (one core): hands/s and the p99 decision time.
   Targets: ≥ 150 hands/s, p99 ≤ 50 ms.
2. ``normal`` against three ``random``, ``--duplicate`` (every deal four times, bots rotated through
   the seats): normal's share of all wins with its 95% Wilson interval, and its chips.
   Targets: ≥ 60% of all wins and positive chips.
3. ``hard`` against three ``normal``, ``--duplicate``, at least 1,200 hands (``--deals 300``): hard's chips.
   Target: positive.

With ``--strength`` (issue 20), the ladder random < easy < normal < hard: each step seats the stronger bot
with three of the weaker one, ``--duplicate`` on every seed of ``--seeds`` (``--deals`` deals = 4 × as many
hands a seed), and prints its chips a hand as the mean over the seeds ± the 95% Student-t half-width, with
its deal-in and win rates a hand beside the weaker bots' own. Target: every step's interval above zero.
``--steps expert`` is issue 29's step above the ladder, ``expert`` with three ``hard``; its target adds the
decision p99 ≤ 1 s (the slowest seat's p99 over the seeds: the expert's). The expert was tuned on seeds 1-8
(docs/decisions.md): its figure is on 101-110.

Prints one table per experiment and exits 1 when a target is missed (``--no-fail`` to only report).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mahjong_tui.commands.simulate import Simulation, simulate_hands
from rules.variants import VARIANT_IDS

SPEED_TARGET = 150.0  # hands/s, normal-only simulate on one core
P99_TARGET_MS = 50.0
SHARE_TARGET = 0.60


@dataclass
class Row:
    variant: str
    figures: list[str]
    ok: bool


def _player(sim: Simulation, index: int) -> dict[str, object]:
    players: list[dict[str, object]] = sim.to_json()["players"]
    return players[index]


def _p99(sim: Simulation) -> float:
    return max(float(p.decision_ms_p99() or 0.0) for p in sim.players)


def speed(variant: str, hands: int, seed: int) -> Row:
    cpu = time.process_time()
    sim = simulate_hands(variant, hands, seed, ["normal"] * 4)
    cpu = time.process_time() - cpu  # this process's CPU time: what the hands cost on a machine others share
    rate = sim.hands / sim.seconds
    p99 = _p99(sim)
    ok = not sim.failures and rate >= SPEED_TARGET and p99 <= P99_TARGET_MS
    figures = [f"{sim.hands}", f"{rate:.0f}", f"{sim.hands / cpu:.0f}", f"{p99:.2f}", f"{sim.draws}",
               f"{len(sim.failures)}"]
    return Row(variant, figures, ok)


def strength(variant: str, bots: Sequence[str], deals: int, seed: int, *, share_target: float | None) -> Row:
    sim = simulate_hands(variant, deals, seed, list(bots), duplicate=True)
    lead = _player(sim, 0)
    others_net = sum(p.net for p in sim.players[1:])
    share = lead["win_share"]
    low, high = lead["win_share_ci95"] or (0.0, 1.0)  # type: ignore[misc]
    share_text = "-" if share is None else f"{share:.1%} [{low:.1%}, {high:.1%}]"
    ok = not sim.failures and int(lead["net"]) > 0  # type: ignore[call-overload]
    if share_target is not None:
        ok = ok and share is not None and float(share) >= share_target  # type: ignore[arg-type]
    figures = [f"{sim.hands}", f"{lead['wins']}/{sum(p.wins for p in sim.players)}", share_text,
               f"{lead['net']:+}", f"{others_net:+}", f"{sim.draws}", f"{_p99(sim):.2f}",
               f"{len(sim.failures)}"]
    return Row(variant, figures, ok)


def print_table(title: str, columns: Sequence[str], rows: Sequence[Row]) -> None:
    widths = [max(len(c), *(len(r.figures[i]) for r in rows)) for i, c in enumerate(columns)]
    print(f"\n{title}")
    print(f"  {'variant':9} " + "  ".join(c.rjust(w) for c, w in zip(columns, widths)) + "  target")
    for r in rows:
        cells = "  ".join(f.rjust(w) for f, w in zip(r.figures, widths))
        print(f"  {r.variant:9} {cells}  {'met' if r.ok else 'MISSED'}")


# the ladder, weakest first: each step is (candidate, the three it sits with)
LADDER: tuple[tuple[str, str], ...] = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))
EXPERT_STEP = ("expert", "hard")  # issue 29: slow (up to a second a decision), so run on its own
EXPERT_P99_MS = 1000.0

# two-sided 95% Student-t quantiles by degrees of freedom (1-30); above that the normal 1.96
T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
       2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
       2.045, 2.042)


def t95(dof: int) -> float:
    return T95[dof - 1] if 1 <= dof <= len(T95) else 1.96


@dataclass(frozen=True)
class Interval:
    """A mean and the half-width of its 95% interval (infinite with a single sample)."""

    mean: float
    half: float

    @property
    def low(self) -> float:
        return self.mean - self.half

    @property
    def above_zero(self) -> bool:
        return self.low > 0

    def __str__(self) -> str:
        return f"{self.mean:+.3f} ± {self.half:.3f}"


def interval(samples: Sequence[float]) -> Interval:
    """The mean of ``samples`` with its 95% Student-t half-width."""
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return Interval(mean, math.inf)
    return Interval(mean, t95(len(samples) - 1) * statistics.stdev(samples) / math.sqrt(len(samples)))


@dataclass
class SeedFigures:
    """One seed's duplicate run, per hand: the candidate's chips, deal-ins and wins, and the others' mean."""

    chips: float
    deal_ins: float
    wins: float
    others_deal_ins: float
    others_wins: float
    p99_ms: float
    failures: int


def seed_figures(sim: Simulation) -> SeedFigures:
    hands = max(sim.hands, 1)
    lead, others = sim.players[0], sim.players[1:]
    return SeedFigures(
        chips=lead.net / hands,
        deal_ins=lead.deal_ins / hands,
        wins=lead.wins / hands,
        others_deal_ins=sum(p.deal_ins for p in others) / len(others) / hands,
        others_wins=sum(p.wins for p in others) / len(others) / hands,
        p99_ms=max(float(p.decision_ms_p99() or 0.0) for p in sim.players),
        failures=len(sim.failures),
    )


@dataclass
class Step:
    variant: str
    candidate: str
    baseline: str
    seeds: list[int]
    deals: int
    runs: list[SeedFigures] = field(default_factory=list)

    @property
    def hands(self) -> int:
        return 4 * self.deals * len(self.runs)

    def of(self, pick: Callable[[SeedFigures], float]) -> Interval:
        return interval([pick(r) for r in self.runs])


def seed_run(variant: str, candidate: str, baseline: str, seed: int, deals: int, processes: int | None
             ) -> tuple[SeedFigures, float]:
    """One seed's duplicate run and its wall time; ``processes``: the expert's worker processes (None: its
    own choice, two on two cores)."""
    if processes is not None:
        import bots.expert

        bots.expert.PROCESSES = processes
    started = time.monotonic()
    sim = simulate_hands(variant, deals, seed, [candidate, baseline, baseline, baseline], duplicate=True)
    return seed_figures(sim), time.monotonic() - started


def run_step(variant: str, candidate: str, baseline: str, seeds: Sequence[int], deals: int, jobs: int = 1
             ) -> Step:
    """The seeds one after the other, or ``jobs`` at a time in worker processes (the expert then plays out
    in its own process: one core a job)."""
    step = Step(variant, candidate, baseline, list(seeds), deals)
    started = time.monotonic()

    def told(seed: int, figures: SeedFigures, seconds: float) -> None:
        # a long run shows where it is and how long the rest will take (stderr: the table stays on stdout)
        done = len(step.runs)
        left = (time.monotonic() - started) / done * (len(seeds) - done)
        print(f"  {variant} {candidate} vs 3 {baseline}, seed {seed}: {figures.chips:+.3f} a hand "
              f"({seconds:.0f} s; about {left / 60:.0f} min left for this step)", file=sys.stderr, flush=True)

    if jobs <= 1:
        for seed in seeds:
            figures, seconds = seed_run(variant, candidate, baseline, seed, deals, None)
            step.runs.append(figures)
            told(seed, figures, seconds)
        return step
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = [pool.submit(seed_run, variant, candidate, baseline, seed, deals, 1) for seed in seeds]
        for seed, future in zip(seeds, futures):
            figures, seconds = future.result()
            step.runs.append(figures)
            told(seed, figures, seconds)
    return step


COLUMNS = ("variant", "step", "hands", "chips a hand [95%]", "deal-in a hand", "win a hand", "p99 ms", "fail")


def met(step: Step) -> bool:
    """The step's target: its interval above zero, every hand's checks passed, and for the expert a decision
    p99 within a second (issue 29)."""
    slow = step.candidate == EXPERT_STEP[0] and max(r.p99_ms for r in step.runs) > EXPERT_P99_MS
    return step.of(lambda r: r.chips).above_zero and not any(r.failures for r in step.runs) and not slow


def step_row(step: Step) -> list[str]:
    chips = step.of(lambda r: r.chips)
    deal_in, deal_in_base = step.of(lambda r: r.deal_ins), step.of(lambda r: r.others_deal_ins)
    win, win_base = step.of(lambda r: r.wins), step.of(lambda r: r.others_wins)
    verdict = "above 0" if chips.above_zero else "not above 0"
    if not met(step) and chips.above_zero and not any(r.failures for r in step.runs):
        verdict += ", p99 over 1 s"
    return [step.variant, f"{step.candidate} vs 3 {step.baseline}", f"{step.hands}", f"{chips} {verdict}",
            f"{deal_in.mean:.3f} vs {deal_in_base.mean:.3f}", f"{win.mean:.3f} vs {win_base.mean:.3f}",
            f"{max(r.p99_ms for r in step.runs):.2f}", f"{sum(r.failures for r in step.runs)}"]


def print_ladder(steps: Sequence[Step]) -> None:
    rows = [step_row(s) for s in steps]
    widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(COLUMNS)]
    print("  ".join(c.ljust(w) for c, w in zip(COLUMNS, widths)))
    for r in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(r, widths)), flush=True)


def parse_seeds(text: str) -> list[int]:
    """``"1-10"`` or ``"1,3,5"`` or a mix: the seeds, in order."""
    seeds: list[int] = []
    for part in text.split(","):
        if "-" in part.strip()[1:]:
            first, last = part.split("-", 1)
            seeds += range(int(first), int(last) + 1)
        elif part.strip():
            seeds.append(int(part))
    if not seeds:
        raise ValueError(f"no seeds in {text!r}")
    return seeds


def parse_steps(text: str) -> list[tuple[str, str]]:
    """``"hard/normal,normal/easy"``: candidate/baseline pairs; ``"ladder"`` for :data:`LADDER`, ``"expert"``
    for :data:`EXPERT_STEP`."""
    if text == "ladder":
        return list(LADDER)
    if text == "expert":
        return [EXPERT_STEP]
    steps = []
    for part in text.split(","):
        candidate, _, baseline = part.partition("/")
        if not candidate or not baseline:
            raise ValueError(f"a step is candidate/baseline, not {part!r}")
        steps.append((candidate, baseline))
    return steps


def parse_step_deals(text: str) -> dict[tuple[str, str], int]:
    """``"hard/normal=400"``: deals a seed for some steps (more deals where a variant's chips vary most)."""
    found: dict[tuple[str, str], int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        step, _, number = part.partition("=")
        if not number.isdigit() or int(number) < 1:
            raise ValueError(f"step deals are candidate/baseline=N, not {part!r}")
        found[parse_steps(step)[0]] = int(number)
    return found


def strength_ladder(variants: Sequence[str], steps: Sequence[tuple[str, str]], seeds: Sequence[int],
                    deals: int, step_deals: dict[tuple[str, str], int] | None = None, jobs: int = 1) -> bool:
    """Run and print the ladder, variant by variant (one process: the runs follow each other); True if every
    step's interval is above zero and no hand failed its checks. ``step_deals``: deals for some steps."""
    step_deals = step_deals or {}
    extra = "".join(f", {c}/{b} {n}" for (c, b), n in step_deals.items())
    print(f"duplicate ladder: seeds {seeds[0]}..{seeds[-1]} ({len(seeds)}), {deals} deals × 4 hands a seed"
          f"{extra}")
    done: list[Step] = []
    for variant in variants:
        for candidate, baseline in steps:
            done.append(run_step(variant, candidate, baseline, seeds,
                                 step_deals.get((candidate, baseline), deals), jobs))
    print_ladder(done)
    return all(met(s) for s in done)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=None,
                        help="duplicate deals (×4 hands): hard vs normal (default 300), or a seed's run with "
                             "--strength (default 100)")
    parser.add_argument("--random-deals", type=int, default=100, help="duplicate deals for normal vs random")
    parser.add_argument("--speed-hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default=",".join(VARIANT_IDS))
    parser.add_argument("--strength", action="store_true",
                        help="run the duplicate ladder random < easy < normal < hard")
    parser.add_argument("--seeds", default="1-10", help="--strength: seeds, e.g. 1-10 or 101,102")
    parser.add_argument("--steps", default="ladder",
                        help="--strength: candidate/baseline steps, e.g. hard/normal,normal/easy "
                             "(default: the ladder)")
    parser.add_argument("--step-deals", default="",
                        help="--strength: deals a seed for some steps, e.g. hard/normal=400")
    parser.add_argument("--jobs", type=int, default=1,
                        help="--strength: seeds run at once in worker processes (the expert then plays "
                             "out in its job's process; 2 on two cores)")
    parser.add_argument("--no-fail", action="store_true",
                        help="report only; exit 0 even when a target is missed")
    args = parser.parse_args(argv)
    variants = [v for v in args.variants.split(",") if v]
    if args.strength:
        try:
            seeds, steps = parse_seeds(args.seeds), parse_steps(args.steps)
            step_deals = parse_step_deals(args.step_deals)
        except ValueError as exc:
            parser.error(str(exc))
        met = strength_ladder(variants, steps, seeds, args.deals or 100, step_deals, args.jobs)
        return 0 if args.no_fail or met else 1
    deals = args.deals or 300
    rows_speed = [speed(v, args.speed_hands, args.seed) for v in variants]
    print_table(f"1. speed: normal ×4, one core "
                f"(targets ≥ {SPEED_TARGET:.0f} hands/s, p99 ≤ {P99_TARGET_MS:.0f} ms)",
                ["hands", "hands/s", "per CPU s", "p99 ms", "drawn", "failures"], rows_speed)
    strength_columns = ["hands", "wins", "win share [95% CI]", "chips", "others' chips", "drawn", "p99 ms",
                        "failures"]
    rows_random = [strength(v, ["normal", "random", "random", "random"], args.random_deals, args.seed,
                            share_target=SHARE_TARGET) for v in variants]
    print_table("2. normal vs 3 random, duplicate, seats rotated (targets: ≥ 60% of all wins, chips > 0)",
                strength_columns, rows_random)
    rows_hard = [strength(v, ["hard", "normal", "normal", "normal"], deals, args.seed, share_target=None)
                 for v in variants]
    print_table("3. hard vs 3 normal, duplicate, seats rotated (target: chips > 0)", strength_columns,
                rows_hard)
    missed = [r for r in (*rows_speed, *rows_random, *rows_hard) if not r.ok]
    return 0 if args.no_fail or not missed else 1


if __name__ == "__main__":
    sys.exit(main())
