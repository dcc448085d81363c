"""Where is ``hard`` wrong by a lot? (issue 29's expert step, research; tuning seeds only.)

    python benchmarks/bench_expert_looks.py --variants shanghai --seeds 1-4 --hands 2 [--deals 64]
    python benchmarks/bench_expert_looks.py --deviations --variants shanghai --seeds 1-4 --hands 4

Without ``--deviations``: four ``hard`` bots play hands; at every decision of a kind worth asking about
(a win on offer, taken or declined; a kong; a knock; a claim hard makes; a pass where a win or a kong was on
offer; a discard from ready or one from ready, one in ``--discard-share`` of them) every candidate the expert
would weigh (``bots.expert.proposals``) is played out on the same ``--deals`` deals (no racing: every
candidate on every deal), the best challenger to hard's answer is picked, and then played again against
hard's answer on ``--fresh`` deals that share nothing with the picking ones. The fresh difference is unbiased:
per kind of decision, how often a challenger is ahead on the fresh deals by two standard errors, and the mean
fresh gain of the best challenger over all decisions of that kind (± its standard error).

With ``--deviations``: ``expert`` plays with three ``hard``; every decision where it departs from hard is
played again, hard's answer against the expert's, on ``--fresh`` fresh deals: the mean worth of a deviation
± its standard error, per variant.

Everything is in the evaluator's own play-outs (the rollout policy plays after the decision), counted in
deals, so a run replays from its seeds. Prints one line a decision on stderr, a table on stdout.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from bench_bots import parse_seeds

from bots.evaluate import Budget, Position, evaluate
from bots.evaluate.values import paired
from bots.expert import LOOKED_AT, ExpertBot, decision_kind, proposals
from bots.players import HardBot
from rules.engine import Action, Game
from rules.engine.observation import Observation
from rules.variants import VARIANT_IDS

FRESH_OFFSET = 2**62  # fresh deals' seeds share nothing with the picking ones


@dataclass
class Look:
    variant: str
    kind: str
    default: Action
    challenger: Action
    first: tuple[float, float]  # challenger − default on the picking deals (mean, se)
    fresh: tuple[float, float]  # the same on fresh deals


def value_decision(obs: Observation, default: Action, deals: int, fresh: int, processes: int, seed: int
                   ) -> tuple[Action, tuple[float, float], tuple[float, float]] | None:
    """The best challenger to ``default`` on ``deals`` deals, and its difference again on ``fresh`` ones."""
    candidates = proposals(obs, default)
    if len(candidates) < 2:
        return None
    position = Position.from_observation(obs)
    everything = Budget(samples=deals, first=deals, step=deals, processes=processes, z=99.0, drop_z=99.0)
    picking = evaluate(position, candidates, keep=candidates, budget=everything, seed=seed)
    base = picking.value_of(default)
    challenger = max((v for v in picking.values if v.action != default), key=lambda v: v.mean)
    first = paired(challenger, base)
    again_budget = Budget(samples=fresh, first=fresh, step=fresh, processes=processes, z=99.0, drop_z=99.0)
    again = evaluate(position, [default, challenger.action], keep=[default, challenger.action],
                     budget=again_budget, seed=seed + FRESH_OFFSET)
    return challenger.action, first, paired(again.value_of(challenger.action), again.value_of(default))


def hands_of(variant: str, seeds: Sequence[int], hands: int) -> list[tuple[int, int]]:
    return [(seed, seed * 1000 + hand) for seed in seeds for hand in range(hands)]


def look_at_hard(variant: str, seeds: Sequence[int], hands: int, args: argparse.Namespace) -> list[Look]:
    looks: list[Look] = []
    for seed, hand_seed in hands_of(variant, seeds, hands):
        game = Game(variant, hand_seed, hand_seed % 4)
        players = [HardBot(random.Random(hand_seed * 4 + c)) for c in range(4)]
        picker = random.Random(hand_seed)
        step = 0
        while game.result is None:
            chair = game.to_act()[0]
            obs = game.observation(chair)
            default = players[chair].choose(obs)
            kind = decision_kind(obs, default) if len(obs.legal_actions) > 1 and obs.phase != "swap" else None
            wanted = kind is not None and kind != "plain discard" and (
                not kind.startswith("discard") or picker.random() < args.discard_share) and (
                not args.kinds or kind in args.kinds.split(","))
            if wanted and kind is not None:
                found = value_decision(obs, default, args.deals, args.fresh, args.processes,
                                       hand_seed * 10_000 + step)
                if found is not None:
                    looks.append(Look(variant, kind, default, *found))
                    told(looks[-1], hand_seed)
            game.apply(default)
            step += 1
    return looks


class WatchedExpert(ExpertBot):
    """An expert that remembers each decision where it departed from hard."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.departures: list[tuple[Observation, Action, Action]] = []
        self.decisions = self.looks = 0
        self.seconds: list[float] = []  # every decision's wall time

    def choose(self, obs: Observation) -> Action:
        started = time.monotonic()
        chosen = super().choose(obs)
        self.seconds.append(time.monotonic() - started)
        self.decisions += 1
        default = self.last_default
        if default is not None and len(obs.legal_actions) > 1 and obs.phase != "swap":
            self.looks += decision_kind(obs, default) in LOOKED_AT
        if default is not None and chosen != default:
            self.departures.append((obs, default, chosen))
        return chosen


def measure_deviations(variant: str, seeds: Sequence[int], hands: int, args: argparse.Namespace
                       ) -> tuple[list[Look], int, int, int, list[float]]:
    looks: list[Look] = []
    seconds: list[float] = []
    decisions = played = looked = 0
    for seed, hand_seed in hands_of(variant, seeds, hands):
        for rotation in range(args.first_rotation, args.first_rotation + args.rotations):
            expert_chair = rotation
            game = Game(variant, hand_seed, hand_seed % 4)
            expert = WatchedExpert(random.Random(hand_seed * 8 + rotation))
            players = [expert if c == expert_chair else HardBot(random.Random(hand_seed * 4 + c))
                       for c in range(4)]
            while game.result is None:
                chair = game.to_act()[0]
                game.apply(players[chair].choose(game.observation(chair)))
            played += 1
            decisions += expert.decisions
            looked += expert.looks
            seconds += expert.seconds
            for i, (obs, default, chosen) in enumerate(expert.departures):
                position = Position.from_observation(obs)
                again = evaluate(position, [default, chosen], keep=[default, chosen],
                                 budget=Budget(samples=args.fresh, first=args.fresh, step=args.fresh,
                                               processes=args.processes, z=99.0, drop_z=99.0),
                                 seed=hand_seed * 100 + rotation * 10 + i + FRESH_OFFSET)
                looks.append(Look(variant, decision_kind(obs, default), default, chosen, (0.0, 0.0),
                                  paired(again.value_of(chosen), again.value_of(default))))
                told(looks[-1], hand_seed)
    return looks, decisions, looked, played, seconds


def told(look: Look, hand_seed: int) -> None:
    fm, fs = look.first
    gm, gs = look.fresh
    print(f"  {look.variant} hand {hand_seed} {look.kind}: hard {look.default} vs {look.challenger}: "
          f"first {fm:+.2f} ± {fs:.2f}, fresh {gm:+.2f} ± {gs:.2f}", file=sys.stderr, flush=True)


def mean_se(values: Sequence[float]) -> tuple[float, float]:
    if not values:
        return 0.0, math.inf
    if len(values) < 2:
        return values[0], math.inf
    return statistics.fmean(values), statistics.stdev(values) / math.sqrt(len(values))


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def print_kinds(looks: Sequence[Look], hands: int) -> None:
    """Per variant and kind: decisions looked at, a hand; the fresh gain of the best challenger (all looks),
    and of those ahead by two standard errors on the picking deals; how many are ahead by two on fresh."""
    groups: dict[tuple[str, str], list[Look]] = defaultdict(list)
    for look in looks:
        groups[(look.variant, look.kind)].append(look)
    print(f"{'variant':9} {'kind':24} {'looks':>5} {'a hand':>6} {'fresh gain (all)':>18} "
          f"{'2se first':>9} {'their fresh gain':>18} {'2se fresh':>9}")
    for (variant, kind), found in sorted(groups.items()):
        gains = [lk.fresh[0] for lk in found]
        picked = [lk.fresh[0] for lk in found if lk.first[0] > 2 * lk.first[1]]
        fresh_ahead = sum(1 for lk in found if lk.fresh[0] > 2 * lk.fresh[1])
        m, s = mean_se(gains)
        pm, ps = mean_se(picked)
        print(f"{variant:9} {kind:24} {len(found):5} {len(found) / hands:6.2f} {m:+8.2f} ± {s:7.2f} "
              f"{len(picked):9} {pm:+8.2f} ± {ps:7.2f} {fresh_ahead:9}", flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variants", default=",".join(VARIANT_IDS))
    parser.add_argument("--seeds", default="1-4", help="tuning seeds only (101-110 are held out)")
    parser.add_argument("--hands", type=int, default=2, help="hands a seed")
    parser.add_argument("--deals", type=int, default=64, help="picking deals a candidate")
    parser.add_argument("--fresh", type=int, default=128, help="fresh deals for the pair played again")
    parser.add_argument("--discard-share", type=float, default=0.25,
                        help="share of discards from ready or one from ready looked at")
    parser.add_argument("--kinds", default="", help="only these kinds of decision, e.g. 'win taken,knock'")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--deviations", action="store_true", help="measure the expert's departures")
    parser.add_argument("--rotations", type=int, default=1,
                        help="--deviations: seats the expert takes in a hand")
    parser.add_argument("--first-rotation", type=int, default=0,
                        help="--deviations: the first seat the expert takes (0-3)")
    args = parser.parse_args(argv)
    seeds = parse_seeds(args.seeds)
    for variant in (v for v in args.variants.split(",") if v):
        if args.deviations:
            looks, decisions, looked, played, seconds = measure_deviations(variant, seeds, args.hands, args)
            m, s = mean_se([lk.fresh[0] for lk in looks])
            print(f"{variant}: {played} hands, {decisions} expert decisions, {looked} looked at, "
                  f"{len(looks)} departures; decision p99 {percentile(seconds, 0.99) * 1000:.0f} ms, "
                  f"slowest {max(seconds, default=0) * 1000:.0f} ms; "
                  f"a departure's fresh worth {m:+.2f} ± {s:.2f} (se)", flush=True)
            print_kinds(looks, played)
        else:
            print_kinds(look_at_hard(variant, seeds, args.hands, args), 4 * len(seeds) * args.hands)
    return 0


if __name__ == "__main__":
    sys.exit(main())
