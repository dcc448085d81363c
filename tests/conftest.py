"""The default run leaves out tests marked ``slow`` (pyproject's ``-m 'not slow'``: long oracle loops and
whole hands played through the app) and spreads the rest over two processes (``-n 2``, pytest-xdist), so
it stays under two minutes on two cores; ``-n 0`` runs in one process, for a debugger. CI sets
``CI=true`` and runs the same README command; there the slow tests are included, unless ``-m`` names
other marks.

Every test is deterministic whichever worker runs it: Hypothesis draws from a fixed seed and keeps no
example database, and nothing reads or writes the user's own data directory (each process gets its own
``MAHJONG_TUI_HOME``; a test that needs a home makes its own under ``tmp_path``)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

DEFAULT_MARKS = "not slow"

settings.register_profile("repeatable", derandomize=True, database=None)
settings.load_profile("repeatable")


def pytest_configure(config: pytest.Config) -> None:
    if os.environ.get("CI") and config.option.markexpr == DEFAULT_MARKS:
        config.option.markexpr = ""  # CI: every test, slow ones included


@pytest.fixture(autouse=True, scope="session")
def own_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A data directory for this test process, so no test sees a save or profile of the user's."""
    home = tmp_path_factory.mktemp("home")
    before = os.environ.get("MAHJONG_TUI_HOME")
    os.environ["MAHJONG_TUI_HOME"] = str(home)
    yield home
    if before is None:
        os.environ.pop("MAHJONG_TUI_HOME", None)
    else:
        os.environ["MAHJONG_TUI_HOME"] = before
