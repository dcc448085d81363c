"""The default run leaves out tests marked ``slow`` (pyproject's ``-m 'not slow'``: long oracle loops and
whole hands played through the app) so it stays under two minutes on two cores. CI sets ``CI=true`` and
runs the same README command; there the slow tests are included, unless ``-m`` names other marks."""

from __future__ import annotations

import os

import pytest

DEFAULT_MARKS = "not slow"


def pytest_configure(config: pytest.Config) -> None:
    if os.environ.get("CI") and config.option.markexpr == DEFAULT_MARKS:
        config.option.markexpr = ""  # CI: every test, slow ones included
