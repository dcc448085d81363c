"""The import graph of a package, read from its source, and the cycles in it (for
tests/rules/test_engine_imports.py and tests/tui/test_app_imports.py).

Every import counts, also one inside a function or under ``TYPE_CHECKING``: a cycle a reader must untangle
is a cycle whether or not Python runs it at start-up."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def module_files(package: Path) -> dict[str, Path]:
    """Every module of ``package`` (a folder) by its dotted name."""
    found = {}
    for path in package.rglob("*.py"):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
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


def import_graph(package: Path) -> dict[str, set[str]]:
    """Each module of ``package`` and the modules of the package it imports."""
    files = module_files(package)
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
