"""The shape of ``rules/`` and ``bots/`` (docs/architecture.md): no import cycle among their modules, and
nothing below ``rules/engine/game.py`` knows the ``Game`` facade — the moves and queries take the hand's
``Table``.

Every import counts, also one inside a function or under ``TYPE_CHECKING``: a cycle a reader must untangle
is a cycle whether or not Python runs it at start-up."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# the engine's top: the facade, the match of hands that drives it, and the package's re-exports
KNOW_THE_GAME = {"rules.engine", "rules.engine.game", "rules.engine.match"}


def module_files(*packages: str) -> dict[str, Path]:
    """Each module of the ``packages`` (``rules`` by default) by its dotted name."""
    found = {}
    for path in (p for package in packages or ("rules",) for p in (ROOT / package).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports_of(path: Path, modules: set[str]) -> set[tuple[str, str]]:
    """(module, name) pairs ``path`` imports from ``modules``: ``from rules.engine import claims`` is the
    module ``rules.engine.claims``; ``from rules.engine.game import Game`` is ``rules.engine.game``."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {(alias.name, "") for alias in node.names if alias.name in modules}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in modules:
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                found.add((sub, "") if sub in modules else (node.module, alias.name))
    return found


def import_graph(*packages: str) -> dict[str, set[str]]:
    files = module_files(*packages)
    return {module: {target for target, _ in imports_of(path, set(files))} for module, path in files.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def test_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_in_rules() -> None:
    graph = import_graph()
    assert "rules.engine.table" in graph and "rules.engine.offers" in graph["rules.engine.turns"]
    assert cycles(graph) == []


def test_no_import_cycle_in_bots() -> None:
    # HeuristicBot and its styles live in bots/players.py, above the decision (heuristic.py) and the seat's
    # view (seat_view.py) it reads: they imported each other while the bot classes sat in heuristic.py
    graph = import_graph("bots", "rules")
    assert "bots.seat_view" in graph["bots.players"] and "bots.players" in graph["bots"]
    assert cycles(graph) == []


def test_nothing_below_game_py_imports_game() -> None:
    files = module_files()
    knowing = sorted(module for module, path in files.items()
                     if any(target == "rules.engine.game" for target, _ in imports_of(path, set(files))))
    assert "rules.engine" in knowing  # the package re-exports Game: the check reads real imports
    assert set(knowing) <= KNOW_THE_GAME, knowing
