"""Benchmark of the bots (issue 8): speed, and strength by duplicate matches with the seats rotated.

    python benchmarks/bench_bots.py [--deals 300] [--speed-hands 300] [--seed 1] [--variants jinshan,...]

Everything goes through ``simulate`` (``mahjong_tui.commands.simulate.simulate_hands``, the function
behind ``mahjong-tui simulate``), with every hand checked (tile conservation, legal actions, zero-sum):

1. speed: ``normal`` in all four seats, one process (one core): hands/s and the p99 decision time.
   Targets: ≥ 150 hands/s, p99 ≤ 50 ms.
2. ``normal`` against three ``random``, ``--duplicate`` (every deal four times, bots rotated through
   the seats): normal's share of all wins with its 95% Wilson interval, and its chips.
   Targets: ≥ 60% of all wins and positive chips.
3. ``hard`` against three ``normal``, ``--duplicate``, at least 1,200 hands (``--deals 300``): hard's chips.
   Target: positive.

Prints one table per experiment and exits 1 when a target is missed (``--no-fail`` to only report).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

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
               f"{lead['net']:+}", f"{others_net:+}", f"{sim.draws}", f"{_p99(sim):.2f}", f"{len(sim.failures)}"]
    return Row(variant, figures, ok)


def print_table(title: str, columns: Sequence[str], rows: Sequence[Row]) -> None:
    widths = [max(len(c), *(len(r.figures[i]) for r in rows)) for i, c in enumerate(columns)]
    print(f"\n{title}")
    print(f"  {'variant':9} " + "  ".join(c.rjust(w) for c, w in zip(columns, widths)) + "  target")
    for r in rows:
        cells = "  ".join(f.rjust(w) for f, w in zip(r.figures, widths))
        print(f"  {r.variant:9} {cells}  {'met' if r.ok else 'MISSED'}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=300, help="duplicate deals for hard vs normal (×4 hands)")
    parser.add_argument("--random-deals", type=int, default=100, help="duplicate deals for normal vs random")
    parser.add_argument("--speed-hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default=",".join(VARIANT_IDS))
    parser.add_argument("--no-fail", action="store_true", help="report only; exit 0 even when a target is missed")
    args = parser.parse_args(argv)
    variants = [v for v in args.variants.split(",") if v]
    rows_speed = [speed(v, args.speed_hands, args.seed) for v in variants]
    print_table(f"1. speed: normal ×4, one core (targets ≥ {SPEED_TARGET:.0f} hands/s, p99 ≤ {P99_TARGET_MS:.0f} ms)",
                ["hands", "hands/s", "per CPU s", "p99 ms", "drawn", "failures"], rows_speed)
    strength_columns = ["hands", "wins", "win share [95% CI]", "chips", "others' chips", "drawn", "p99 ms",
                        "failures"]
    rows_random = [strength(v, ["normal", "random", "random", "random"], args.random_deals, args.seed,
                            share_target=SHARE_TARGET) for v in variants]
    print_table("2. normal vs 3 random, duplicate, seats rotated (targets: ≥ 60% of all wins, chips > 0)",
                strength_columns, rows_random)
    rows_hard = [strength(v, ["hard", "normal", "normal", "normal"], args.deals, args.seed, share_target=None)
                 for v in variants]
    print_table("3. hard vs 3 normal, duplicate, seats rotated (target: chips > 0)", strength_columns, rows_hard)
    missed = [r for r in (*rows_speed, *rows_random, *rows_hard) if not r.ok]
    return 0 if args.no_fail or not missed else 1


if __name__ == "__main__":
    sys.exit(main())
