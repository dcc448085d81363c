"""Benchmark of rules.analysis (issue 2). Installs nothing: `pip install -e '.[bench]'` first.

    python benchmarks/bench_analysis.py [--hands 20000] [--seed 1]

1. Micro timings on one core: win check with wilds, shanten, waits, full best-discard evaluation
   of a 14-tile hand (p50/p99).
2. `mahjong-tui analyze --batch` against the `mahjong` library on the same random 13-tile hands
   (shanten, plus waits when ready), each in a fresh process, process start included; the regular
   shanten and the waits of both are checked to agree.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from rules.analysis import analyze, is_complete, shanten, winning_kinds
from rules.hand import WildRule
from rules.tiles import PLANT_FLOWERS, format_tiles, full_set

ROOT = Path(__file__).resolve().parent.parent

MAHJONG_LIB_SCRIPT = r"""
import json, sys
from mahjong.shanten import Shanten
out = []
for line in open(sys.argv[1]):
    hand = line.split()[0]
    counts = [0] * 34
    pos = 0
    digits = []
    for ch in hand:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            base = "mpsz".index(ch) * 9
            for d in digits:
                counts[base + d - 1] += 1
            digits = []
    s = Shanten.calculate_shanten_for_regular_hand(counts)
    waits = []
    if s == 0:
        for k in range(34):
            if counts[k] < 4:
                counts[k] += 1
                if Shanten.calculate_shanten_for_regular_hand(counts) == -1:
                    waits.append(k)
                counts[k] -= 1
    out.append(json.dumps({"shanten": s, "waits": waits}))
sys.stdout.write("\n".join(out) + "\n")
"""


def random_hands(rng: random.Random, n: int, size: int, wild_kinds: tuple[int, ...] = ()) -> list[list[int]]:
    """Hands dealt from a shuffled set (Jinshan's 144 tiles when wild_kinds are its 百搭)."""
    tiles = full_set(False) + list(wild_kinds)
    out = []
    for _ in range(n):
        out.append(rng.sample(tiles, size))
    return out


def per_call(fn: Callable[[], object], repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


def micro(rng: random.Random) -> dict[str, float]:
    rule = WildRule(frozenset(PLANT_FLOWERS))  # Jinshan 百搭: 0-4 wilds
    hands14 = random_hands(rng, 2000, 14, PLANT_FLOWERS)
    hands13 = random_hands(rng, 2000, 13, PLANT_FLOWERS)
    split14 = [rule.split(h) for h in hands14]
    split13 = [rule.split(h) for h in hands13]
    ready = [(c, w) for c, w in split13 if shanten(c, w, 4) == 0] or split13[:50]
    results: dict[str, float] = {}
    loops = 5
    start = time.perf_counter()
    for _ in range(loops):
        for c, w in split14:
            is_complete(c, w, 4)
    results["win check (us)"] = (time.perf_counter() - start) / (loops * len(split14)) * 1e6
    start = time.perf_counter()
    for _ in range(loops):
        for c, w in split13:
            shanten(c, w, 4)
    results["shanten (us)"] = (time.perf_counter() - start) / (loops * len(split13)) * 1e6
    start = time.perf_counter()
    for _ in range(loops):
        for c, w in ready:
            winning_kinds(c, w, 4)
    results["waits of a ready hand (us)"] = (time.perf_counter() - start) / (loops * len(ready)) * 1e6
    times = []
    for hand in hands14[:1000]:
        t = time.perf_counter()
        analyze(hand, rule, 4)
        times.append(time.perf_counter() - t)
    times.sort()
    results["best-discard evaluation p50 (ms)"] = times[len(times) // 2] * 1e3
    results["best-discard evaluation p99 (ms)"] = times[int(len(times) * 0.99)] * 1e3
    return results


def batch_race(rng: random.Random, n: int) -> dict[str, float]:
    hands = random_hands(rng, n, 13)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "hands.txt"
        path.write_text("".join(format_tiles(h) + "\n" for h in hands))
        script = Path(tmp) / "lib.py"
        script.write_text(MAHJONG_LIB_SCRIPT)
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        ours_cmd = [sys.executable, "-m", "mahjong_tui", "analyze", "--variant", "shanghai", "--batch", str(path)]
        lib_cmd = [sys.executable, str(script), str(path)]
        ours_s, lib_s = [], []
        for _ in range(3):  # alternate, keep the best wall time of each (a shared machine is noisy)
            t = time.perf_counter()
            ours = subprocess.run(ours_cmd, capture_output=True, text=True, check=True, env=env).stdout
            ours_s.append(time.perf_counter() - t)
            t = time.perf_counter()
            lib = subprocess.run(lib_cmd, capture_output=True, text=True, check=True).stdout
            lib_s.append(time.perf_counter() - t)
    disagreements = 0
    for a_line, b_line in zip(ours.splitlines(), lib.splitlines(), strict=True):
        a, b = json.loads(a_line), json.loads(b_line)
        standard = a["shanten_by_shape"]["standard"]
        waits = [w["tile"] for w in a["waits"]] if a["shanten"] == 0 else []
        lib_waits = [format_tiles([k]) for k in b["waits"]]
        if standard != b["shanten"] or (a["shanten"] == standard == 0 and waits != lib_waits):
            disagreements += 1
    return {"hands": n, "ours, best of 3 (s)": min(ours_s), "mahjong lib, best of 3 (s)": min(lib_s),
            "speed-up": min(lib_s) / min(ours_s), "disagreements": disagreements}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    try:
        import mahjong  # noqa: F401
    except ImportError:
        sys.exit("the mahjong library is missing: pip install -e '.[bench]'")
    rng = random.Random(args.seed)
    for name, value in micro(rng).items():
        print(f"{name:36s} {value:10.2f}")
    for name, value in batch_race(rng, args.hands).items():
        print(f"{name:36s} {value:10.2f}" if isinstance(value, float) else f"{name:36s} {value:10d}")


if __name__ == "__main__":
    main()
