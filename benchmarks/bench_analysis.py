"""Benchmark of rules.analysis (issue 2). Installs nothing: `pip install -e '.[bench]'` first.

    python benchmarks/bench_analysis.py [--hands 20000] [--seed 1]

1. Micro timings on one core: win check with wilds, shanten, waits, full best-discard evaluation
   of a 14-tile hand (p50/p99).
2. Per variant, the full best-discard evaluation with the variant's own wild rule and full
   ``shape_rules()`` (CPU time p50/p99/max, wall p99): Jinhua hands hold a 白板 and a 財神, Cixi
   hands a 龍, Jinshan hands 0-4 百搭.
3. `mahjong-tui analyze --batch` against the `mahjong` library on the same random 13-tile hands
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
from rules.tiles import N_KINDS, PLANT_FLOWERS, WHITE, format_tiles, full_set, next_kind
from rules.variants import get_variant

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
    # the suit table file read at import, in a fresh process (issue 2: ≤ 0.2 s)
    code = ("import time; t = time.perf_counter(); import rules.analysis.tables;"
            " print(time.perf_counter() - t)")
    loads = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                  check=True).stdout)
             for _ in range(3)]
    results["suit table load, best of 3 (ms)"] = min(loads) * 1e3
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


def variant_hands(rng: random.Random, variant_id: str, n: int) -> list[tuple[int | None, list[int]]]:
    """(indicator, 14 tiles) dealt with the wilds that make the variant's evaluation hardest held:
    Jinhua a 白板 (JH-3 stand-in) and a 財神 (JH-2), Cixi a 龍 (CX-1), Jinshan its 百搭 in the set."""
    out = []
    for _ in range(n):
        indicator: int | None = None
        held: list[int] = []
        tiles = full_set(False)
        if variant_id == "jinhua":
            indicator = rng.choice([k for k in range(N_KINDS) if k != WHITE])
            held = [WHITE, indicator]  # the 財神 is the indicator's kind (JH-2)
        elif variant_id == "cixi":
            indicator = rng.randrange(N_KINDS)
            held = [next_kind(indicator)]
        elif variant_id == "jinshan":
            tiles += list(PLANT_FLOWERS)
        for k in held:
            tiles.remove(k)
        out.append((indicator, held + rng.sample(tiles, 14 - len(held))))
    return out


def _percentiles(times: list[float]) -> tuple[float, float, float]:
    times = sorted(times)
    return times[len(times) // 2] * 1e3, times[int(len(times) * 0.99)] * 1e3, times[-1] * 1e3


def per_variant_discards(rng: random.Random, n: int = 1000, warm_up: int = 100) -> dict[str, float]:
    """Full best-discard evaluation with each variant's wild rule and full shape rules. CPU time of
    the thread (p50/p99/max) is what one core spends; wall time p99 also counts time the process
    waited for a core, which on a shared machine is noise."""
    results: dict[str, float] = {}
    for variant_id in ("jinshan", "shanghai", "jinhua", "cixi"):
        variant = get_variant(variant_id)
        shapes = variant.shape_rules()
        hands = variant_hands(rng, variant_id, warm_up + n)
        cpu, wall = [], []
        for i, (indicator, hand) in enumerate(hands):
            rule = variant.wild_rule(indicator)
            c, t = time.thread_time(), time.perf_counter()
            analyze(hand, rule, 4, shapes)
            if i >= warm_up:  # memoised combinations fill up on the first hands
                wall.append(time.perf_counter() - t)
                cpu.append(time.thread_time() - c)
        p50, p99, worst = _percentiles(cpu)
        results[f"{variant_id} discards cpu p50 (ms)"] = p50
        results[f"{variant_id} discards cpu p99 (ms)"] = p99
        results[f"{variant_id} discards cpu max (ms)"] = worst
        results[f"{variant_id} discards wall p99 (ms)"] = _percentiles(wall)[1]
    return results


def batch_race(rng: random.Random, n: int) -> dict[str, float]:
    hands = random_hands(rng, n, 13)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "hands.txt"
        path.write_text("".join(format_tiles(h) + "\n" for h in hands))
        script = Path(tmp) / "lib.py"
        script.write_text(MAHJONG_LIB_SCRIPT)
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        ours_cmd = [sys.executable, "-m", "mahjong_tui", "analyze", "--variant", "shanghai", "--batch",
                    str(path)]
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
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants-only", action="store_true", help="only the per-variant discard timings")
    args = parser.parse_args()
    if args.variants_only:
        for name, value in per_variant_discards(random.Random(args.seed)).items():
            print(f"{name:40s} {value:10.2f}")
        return
    try:
        import mahjong  # noqa: F401
    except ImportError:
        sys.exit("the mahjong library is missing: pip install -e '.[bench]'")
    rng = random.Random(args.seed)
    for name, value in micro(rng).items():
        print(f"{name:40s} {value:10.2f}")
    for name, value in per_variant_discards(rng).items():
        print(f"{name:40s} {value:10.2f}")
    for name, value in batch_race(rng, args.hands).items():
        print(f"{name:40s} {value:10.2f}" if isinstance(value, float) else f"{name:40s} {value:10d}")


if __name__ == "__main__":
    main()
