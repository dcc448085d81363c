"""The default run leaves out tests marked ``slow`` (pyproject's ``-m 'not slow'``: long oracle loops and
whole hands played through the app, the rest of a long walk whose first part it keeps) and spreads the rest
over two processes (``-n 2``, pytest-xdist), under two minutes on two cores (issue 28: 110 s of wall,
169 s of CPU on 2026-12-03 at load 1.5, the bytecode already compiled); ``-n 0`` runs in one process,
for a debugger. CI sets
``CI=true`` and runs the same README command; there the slow tests are included, unless ``-m`` names
other marks.

Every test is deterministic whichever worker runs it: Hypothesis draws from a fixed seed and keeps no
example database, and nothing reads or writes the user's own data directory (each process gets its own
``MAHJONG_TUI_HOME``; a test that needs a home makes its own under ``tmp_path``)."""

from __future__ import annotations

import gc
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path


def keep_bytecode_out_of_the_tree() -> None:
    """Under ``PYTHONDONTWRITEBYTECODE`` (set where we work) every test process compiled ~190 test modules
    with pytest's assertion rewriting and every module of ours again: 11 s of CPU a process, two processes a
    run. The wish behind that variable is a tree without ``__pycache__``, so the bytecode goes to a folder
    of its own outside the tree instead (``sys.pycache_prefix``, which pytest's rewriting and the import
    system both honour), and the ``python -m mahjong_tui`` processes the tests start inherit it. Python
    checks each cached file against its source's mtime and size, as it always does."""
    if not sys.dont_write_bytecode:
        return
    prefix = sys.pycache_prefix or str(Path(tempfile.gettempdir()) / f"mahjong-tui-pycache-{os.getuid()}")
    sys.pycache_prefix = prefix
    sys.dont_write_bytecode = False
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = prefix


keep_bytecode_out_of_the_tree()  # before the imports below, so that ours are cached too

import pytest
from hypothesis import settings
from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

DEFAULT_MARKS = "not slow"

settings.register_profile("repeatable", derandomize=True, database=None)
settings.load_profile("repeatable")


# A young generation of 10,000 objects rather than 700: an app test makes objects by the hundred thousand
# and most live as long as the test, so the interpreter's collections walked them again and again. Measured
# on four app files in one process (test_table, test_entry, test_snapshots, test_i18n_walk): 10,000 left the
# collector the least time (2,000 and 50,000 more).
gc.set_threshold(10_000, 10, 10)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection left alive (pytest, Hypothesis, Textual, every test module and its data) lives
    as long as the process, so it is frozen out of the collector's generations and no full collection
    walks it again."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True, scope="session")
def no_table_collections() -> Iterator[Callable[..., None]]:
    """The table collects garbage and freezes what survives (``collect_garbage``, ``freeze_survivors``:
    a player's pause at a discard, issue 30). In a test process the heap is the whole test run's, and each
    full collection at a hand's end unfroze and walked it all (~40 ms each). Over the four files above in
    one process, the collector took 5.6 s of 31 s of CPU as Python sets it, 4.6 s with the two settings
    above, and 2.4 s with this fixture too. No test here times that pause;
    benchmarks/bench_ui.py and bench_net_repaint.py time the real app, its collections included; the
    fixture yields the real ``collect_garbage`` for the one test of it (tests/tui/test_collect_garbage.py)."""
    from mahjong_tui.screens import table

    collect_garbage = table.collect_garbage
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(table, "collect_garbage", lambda everything=False: None)
        patch.setattr(table, "freeze_survivors", lambda: None)
        yield collect_garbage


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


@pytest.fixture(autouse=True, scope="session")
def css_parsed_once_per_process() -> Iterator[None]:
    """Every app a test starts parses the same stylesheets (app.tcss and each widget's DEFAULT_CSS) into a
    new Stylesheet, whose parse cache lives and dies with that app: 0.05–0.07 s of CPU a start, a tenth of
    the default run. Textual's parse is a pure function of the CSS text, where it was read from, its scope
    and the CSS variables, and the rules it returns are only read (one app reuses them on every reparse), so
    the test process keeps one cache for all its apps, keyed by all of that."""
    parsed: dict[tuple[object, ...], list[RuleSet]] = {}
    parse = Stylesheet._parse_rules

    def parse_once(self: Stylesheet, css: str, read_from: tuple[str, str], is_default_rules: bool = False,
                   tie_breaker: int = 0, scope: str = "") -> list[RuleSet]:
        key = (css, read_from, is_default_rules, tie_breaker, scope, frozenset(self._variables.items()))
        if key not in parsed:
            parsed[key] = parse(self, css, read_from, is_default_rules, tie_breaker, scope)
        return parsed[key]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Stylesheet, "_parse_rules", parse_once)
        yield
