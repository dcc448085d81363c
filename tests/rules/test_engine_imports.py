"""The shape of ``rules/`` and ``bots/`` (docs/architecture.md): no import cycle among their modules, and
nothing below ``rules/engine/game.py`` knows the ``Game`` facade — the moves and queries take the hand's
``Table``.

Every import counts, also one inside a function or under ``TYPE_CHECKING``: a cycle a reader must untangle
is a cycle whether or not Python runs it at start-up."""

from __future__ import annotations

from tests.import_graph import ROOT, cycles, import_graph, imports_of, module_files

RULES = ROOT / "rules"
BOTS = ROOT / "bots"
# the engine's top: the facade, the match of hands that drives it, and the package's re-exports
KNOW_THE_GAME = {"rules.engine", "rules.engine.game", "rules.engine.match"}


def test_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_in_rules() -> None:
    graph = import_graph(RULES)
    assert "rules.engine.table" in graph and "rules.engine.offers" in graph["rules.engine.turns"]
    assert cycles(graph) == []


def test_no_import_cycle_in_bots() -> None:
    # HeuristicBot and its styles live in bots/players.py, above the decision (heuristic.py) and the seat's
    # view (seat_view.py) it reads: they imported each other while the bot classes sat in heuristic.py
    # (rules/ imports nothing of bots/, so no cycle can pass through it)
    graph = import_graph(BOTS)
    assert "bots.seat_view" in graph["bots.players"] and "bots.players" in graph["bots"]
    assert cycles(graph) == []


def test_nothing_below_game_py_imports_game() -> None:
    files = module_files(RULES)
    knowing = sorted(module for module, path in files.items()
                     if any(target == "rules.engine.game" for target, _ in imports_of(path, set(files))))
    assert "rules.engine" in knowing  # the package re-exports Game: the check reads real imports
    assert set(knowing) <= KNOW_THE_GAME, knowing
