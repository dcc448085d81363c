"""Net tests keep their data folder in memory where the machine has one (/dev/shm): the host waits for
every save to reach the disk before it tells the players, and a real disk's fsync is most of a played hand's
time there. The save code is the same; tests/net/test_resume.py plays on a real disk."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

MEMORY = Path("/dev/shm")


@pytest.fixture
def fast_home(tmp_path: Path) -> Iterator[Path]:
    if not (MEMORY.is_dir() and os.access(MEMORY, os.W_OK)):
        yield tmp_path
        return
    home = Path(tempfile.mkdtemp(prefix="mahjong-net-", dir=MEMORY))
    try:
        yield home
    finally:
        shutil.rmtree(home, ignore_errors=True)
