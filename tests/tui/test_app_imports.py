"""The shape of ``mahjong_tui/`` (issue 28 §3): no import cycle among the app's modules but one — the command
palette lists the app's actions and the app names the palette as its provider — and no screen imports the
app: a screen dismisses with its answer or posts a message (``messages.py``) that the app handles.

Read from the source as ``tests/rules/test_engine_imports.py`` reads ``rules/``: every import counts, also
one inside a function or under ``TYPE_CHECKING``."""

from __future__ import annotations

from tests.import_graph import ROOT, cycles, import_graph

APP = ROOT / "mahjong_tui"
# the one cycle kept: Textual asks the app for its palette's provider, which lists the app's own actions
PALETTE_AND_APP = ["mahjong_tui.app", "mahjong_tui.palette"]


def test_the_only_import_cycle_in_the_app_is_the_palettes() -> None:
    graph = import_graph(APP)
    assert "mahjong_tui.screens.first" in graph["mahjong_tui.app"]  # the graph reads real imports
    assert cycles(graph) == [PALETTE_AND_APP]


def test_no_screen_imports_the_app() -> None:
    graph = import_graph(APP)
    knowing = sorted(module for module, targets in graph.items()
                     if module.startswith("mahjong_tui.screens") and "mahjong_tui.app" in targets)
    assert knowing == []
