"""Random-bot `simulate` speed per variant against RLCard's `mahjong` environment with random agents.

    python benchmarks/bench_simulate.py [--seconds 5] [--json]

Both are timed in this process on one core (CPU time), so the ratio holds on a busy machine.
Targets (issue 3): at least 500 hands/s in every variant, and at least 5x RLCard.
RLCard is a benchmark-only dependency: ``pip install -e '.[bench]'``.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from mahjong_tui.commands.simulate import simulate_hands
from rules.variants import VARIANT_IDS

TARGET_HANDS_PER_SECOND = 500
TARGET_RATIO = 5.0


def ours(variant: str, seconds: float) -> dict[str, Any]:
    """Hands per CPU second of `simulate` with four random bots, all checks on."""
    hands, spent, seed = 0, 0.0, 1
    while spent < seconds:
        start = time.process_time()
        sim = simulate_hands(variant, 50, seed, ["random"] * 4)
        spent += time.process_time() - start
        if sim.failures:
            raise SystemExit(f"{variant}: check failed: {sim.failures[0]}")
        hands += sim.hands
        seed += 1
    return {"variant": variant, "hands": hands, "seconds": round(spent, 3), "hands_per_second": hands / spent}


def rlcard_mahjong(seconds: float) -> dict[str, Any] | None:
    """Games per CPU second of RLCard's mahjong env with random agents (None when RLCard is absent)."""
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make("mahjong", config={"seed": 1})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    games, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        env.run(is_training=False)
        games += 1
    spent = time.process_time() - start
    return {"hands": games, "seconds": round(spent, 3), "hands_per_second": games / spent}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per measurement")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    reference = rlcard_mahjong(args.seconds)
    rows = [ours(v, args.seconds) for v in VARIANT_IDS]
    for row in rows:
        row["meets_500"] = row["hands_per_second"] >= TARGET_HANDS_PER_SECOND
        if reference:
            row["x_rlcard"] = round(row["hands_per_second"] / reference["hands_per_second"], 2)
            row["meets_5x"] = row["x_rlcard"] >= TARGET_RATIO
        row["hands_per_second"] = round(row["hands_per_second"], 1)
    if reference:
        reference["hands_per_second"] = round(reference["hands_per_second"], 1)
    if args.json:
        print(json.dumps({"ours": rows, "rlcard_mahjong": reference}, indent=2))
        return
    rlcard = reference["hands_per_second"] if reference else "not installed"
    print(f"RLCard mahjong, random agents: {rlcard} hands/s")
    for row in rows:
        ratio = f"  {row['x_rlcard']}x RLCard" if reference else ""
        print(f"{row['variant']:9} {row['hands_per_second']:8} hands/s{ratio}")


if __name__ == "__main__":
    main()
