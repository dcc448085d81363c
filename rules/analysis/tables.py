"""Lookup tables: suit pattern key → index into :data:`VECTORS` (see :mod:`rules.analysis.suit_vectors`).

``SUIT_TABLE[key]`` serves the three suits (nine ranks, sequences allowed) and ``HONOR_TABLE[key]``
the honors (seven kinds, no sequences, C-6). Vectors are interned: ``VECTORS[i]`` is the vector and
equal vectors share an index, so combinations of groups can be memoised by index pairs.

Every pattern of at most 14 tiles is precomputed in ``rules/data/suit_vectors.bin`` (zlib; one byte
per key: only ~130 distinct vectors exist). Generating it takes about 20 s, so it is shipped and
loaded in milliseconds; ``write()`` rebuilds it, and a test recomputes a
sample of keys. Without the file, keys are computed on first use (correct, only slower).
"""

from __future__ import annotations

import itertools
import os
import sys
import zlib

from rules.analysis.suit_vectors import VECTOR_LEN, Vector, compute_vector, decode, encode

# os.path, not pathlib: `analyze --batch` start-up time counts (issue 2)
DATA_FILE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data",
                         "suit_vectors.bin")
MAGIC = b"MJSV1"
MAX_TILES = 14
SUIT_KEYS = 5**9
HONOR_KEYS = 5**7
UNSET = 255

VECTORS: list[Vector] = []
_VECTOR_INDEX: dict[Vector, int] = {}


def intern(vector: Vector) -> int:
    """The index of ``vector`` in :data:`VECTORS`, adding it if new."""
    index = _VECTOR_INDEX.get(vector)
    if index is None:
        index = len(VECTORS)
        VECTORS.append(vector)
        _VECTOR_INDEX[vector] = index
    return index


class _LazyTable(dict[int, int]):
    """key → vector index, computed on first use (the fallback without the data file)."""

    def __init__(self, size: int, sequences: bool) -> None:
        super().__init__()
        self.size = size
        self.sequences = sequences

    def __missing__(self, key: int) -> int:
        index = intern(compute_vector(decode(key, self.size), self.sequences))
        self[key] = index
        return index


def patterns(size: int) -> list[tuple[int, ...]]:
    """Every count pattern of ``size`` kinds with at most 14 tiles."""
    return [c for c in itertools.product(range(5), repeat=size) if sum(c) <= MAX_TILES]


def build() -> bytes:
    """The data file's content: magic, vectors, then one index byte per suit key and per honor key."""
    local: dict[Vector, int] = {}
    tables = []
    for size, sequences, n_keys in ((9, True, SUIT_KEYS), (7, False, HONOR_KEYS)):
        table = bytearray([UNSET]) * n_keys
        for counts in patterns(size):
            vector = compute_vector(counts, sequences)
            table[encode(counts)] = local.setdefault(vector, len(local))
        tables.append(bytes(table))
    if len(local) >= UNSET:
        raise RuntimeError(f"{len(local)} distinct vectors do not fit one byte")
    head = MAGIC + bytes([len(local)]) + b"".join(bytes(v) for v in local)
    return zlib.compress(head + tables[0] + tables[1], 9)


def _load(blob: bytes) -> tuple[bytes, bytes]:
    raw = zlib.decompress(blob)
    if not raw.startswith(MAGIC):
        raise ValueError(f"{DATA_FILE} is not a suit vector table")
    pos = len(MAGIC)
    count = raw[pos]
    pos += 1
    for _ in range(count):
        intern(tuple(raw[pos : pos + VECTOR_LEN]))
        pos += VECTOR_LEN
    suit = raw[pos : pos + SUIT_KEYS]
    honor = raw[pos + SUIT_KEYS : pos + SUIT_KEYS + HONOR_KEYS]
    return suit, honor


SUIT_TABLE: bytes | _LazyTable
HONOR_TABLE: bytes | _LazyTable
def _read() -> bytes:
    with open(DATA_FILE, "rb") as f:
        return f.read()


try:
    SUIT_TABLE, HONOR_TABLE = _load(_read())
except (OSError, ValueError, zlib.error):  # pragma: no cover - a checkout without the data file
    SUIT_TABLE, HONOR_TABLE = _LazyTable(9, True), _LazyTable(7, False)


def write() -> None:
    """Rebuild the shipped file: ``python -c "from rules.analysis.tables import write; write()"``."""
    os.makedirs(os.path.dirname(DATA_FILE), exist_ok=True)
    with open(DATA_FILE, "wb") as f:
        f.write(build())
    sys.stdout.write(f"wrote {DATA_FILE} ({os.path.getsize(DATA_FILE)} bytes)\n")
