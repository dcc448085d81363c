"""The shipped per-suit table (rules/data/suit_vectors.bin) against a fresh computation of a sample."""

from __future__ import annotations

import random
import subprocess
import sys
import zlib

from rules.analysis import tables
from rules.analysis.suit_vectors import NEED0, NEED1, compute_vector, decode, encode


def test_a_sample_of_shipped_keys_matches_a_fresh_computation() -> None:
    assert isinstance(tables.SUIT_TABLE, bytes), "the data file is missing: run tables.write()"
    rng = random.Random(3)
    suit_patterns = [c for c in (tuple(rng.randint(0, 4) for _ in range(9)) for _ in range(3000))
                     if sum(c) <= 14]
    honor_patterns = [c for c in (tuple(rng.randint(0, 4) for _ in range(7)) for _ in range(1500))
                      if sum(c) <= 14]
    for counts in suit_patterns[:400]:
        assert tables.VECTORS[tables.SUIT_TABLE[encode(counts)]] == compute_vector(counts, True), counts
    for counts in honor_patterns[:300]:
        assert tables.VECTORS[tables.HONOR_TABLE[encode(counts)]] == compute_vector(counts, False), counts


def test_known_vectors() -> None:
    # 8m 9m: one wild makes 7-8-9m (C-6); with the pair in this suit, two more wilds make a pair
    edge = tables.VECTORS[tables.SUIT_TABLE[encode((0, 0, 0, 0, 0, 0, 0, 1, 1))]]
    assert (edge[NEED0], edge[NEED1]) == (1, 3)
    assert decode(encode((1, 2, 3, 4, 0, 0, 0, 0, 4)), 9) == (1, 2, 3, 4, 0, 0, 0, 0, 4)


def test_table_loads_in_a_fresh_process() -> None:
    # the shipped file is read at import (its load time is measured in benchmarks/bench_analysis.py)
    code = ("import rules.analysis.tables as t, zlib;"
            " print(zlib.crc32(t.SUIT_TABLE), zlib.crc32(t.HONOR_TABLE))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == [str(zlib.crc32(tables.SUIT_TABLE)), str(zlib.crc32(tables.HONOR_TABLE))]
