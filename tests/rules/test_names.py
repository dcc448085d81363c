"""Issue 17, one name per idea (docs/decisions.md, "Chair, wind, seat"): a *chair* is a place at the table
(0-3, fixed for the match), a *wind* is this hand's seat wind (0 = East = the dealer), a *seat* is a chair's
state (``SeatState``, ``SeatHand``) and never a number. These checks read the code and keep it that way."""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules.engine.actions import Action, Event

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("rules", "bots", "mahjong_tui", "tests", "benchmarks")

NUMBER_ANNOTATIONS = {"int", "int | None", "None | int", "Optional[int]"}
NUMBER_CALLS = {"int", "len", "range", "index", "ord"}  # calls whose value is a number, never a seat's state
NUMBER_ATTRIBUTES = {"chair", "wind", "winner", "discarder", "dealer", "turn", "payer", "payee"}
HINT = "a chair is `chair`, a wind is `wind`; `seat` names a chair's state (SeatState, SeatHand)"


def _is_number(node: ast.expr | None) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int) and not isinstance(node.value, bool)
    if isinstance(node, ast.BinOp):
        return _is_number(node.left) or _is_number(node.right)
    if isinstance(node, ast.Attribute):  # an action's chair, a hand's winner, a payment's payer ...
        return node.attr in NUMBER_ATTRIBUTES
    if isinstance(node, ast.Call):
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        return name in NUMBER_CALLS
    return False


def _loop_numbers(target: ast.expr, iterated: ast.expr) -> Iterator[ast.Name]:
    """The names a loop binds to numbers: ``for seat in range(4)``, ``for seat, x in enumerate(...)``."""
    call = iterated if isinstance(iterated, ast.Call) else None
    called = call.func.id if call is not None and isinstance(call.func, ast.Name) else ""
    if called == "range" and isinstance(target, ast.Name):
        yield target
    elif called == "enumerate" and isinstance(target, ast.Tuple) and isinstance(target.elts[0], ast.Name):
        yield target.elts[0]


def misnamed(source: str, where: str = "<source>") -> list[str]:
    """Every place in ``source`` where ``seat`` stands for a number (a chair or a wind), one line each."""
    found: list[str] = []

    def report(node: ast.AST, what: str) -> None:
        line = getattr(node, "lineno", None) or getattr(getattr(node, "iter", None), "lineno", 0)
        found.append(f"{where}:{line}: {what} ({HINT})")

    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "seat":
            report(node, f"attribute `{ast.unparse(node)}`: Action and Event say `.chair`")
        elif isinstance(node, ast.arg) and node.arg == "seat" and node.annotation is not None:
            if ast.unparse(node.annotation) in NUMBER_ANNOTATIONS:
                report(node, f"parameter `seat: {ast.unparse(node.annotation)}`")
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            if node.target.id == "seat" and ast.unparse(node.annotation) in NUMBER_ANNOTATIONS:
                report(node, f"field or variable `seat: {ast.unparse(node.annotation)}`")
        elif isinstance(node, ast.Assign) and _is_number(node.value):
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id == "seat":
                    report(node, f"`seat = {ast.unparse(node.value)}`")
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Name) and node.slice.id == "seat":
            report(node, f"`{ast.unparse(node)}`: a seat's state is no index")
        elif isinstance(node, (ast.For, ast.comprehension)):
            for name in _loop_numbers(node.target, node.iter):
                if name.id == "seat":
                    report(node, f"loop `for {ast.unparse(node.target)} in {ast.unparse(node.iter)}`")
    return found


def _package_files() -> Iterator[Path]:
    for package in PACKAGES:
        yield from sorted((ROOT / package).rglob("*.py"))


def test_an_action_and_an_event_name_their_chair() -> None:
    assert "chair" in {f.name for f in dataclasses.fields(Action)}
    assert "seat" not in {f.name for f in dataclasses.fields(Action)}
    assert Event._fields[:2] == ("kind", "chair")
    assert Action.parse("S discard 5m").chair == 1


@pytest.mark.slow
def test_no_number_is_called_a_seat_in_the_code() -> None:
    found = [line for path in _package_files()
             for line in misnamed(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]
    assert found == []


PLANTED = {
    "an action's chair read as .seat": "def mover(action):\n    return action.seat\n",
    "a chair parameter called seat": "def wind_of(seat: int) -> int:\n    return seat\n",
    "an optional chair parameter": "def emit(kind: str, seat: int | None) -> None:\n    pass\n",
    "a field called seat": "class Loser:\n    seat: int\n",
    "a loop over chairs called seat": "for seat in range(4):\n    pass\n",
    "an enumerated chair called seat": "totals = [seat for seat, hand in enumerate(hands)]\n",
    "a number bound to seat": "seat = letters.index(word)\n",
    "a wind computed into seat": "seat = (chair - dealer) % 4\n",
    "an action's chair kept as seat": "seat = actions[index].chair\n",
    "seat used as an index": "def letter(hand, seat):\n    return hand.hands[seat]\n",
}


@pytest.mark.parametrize("source", PLANTED.values(), ids=PLANTED.keys())
def test_the_check_finds_a_planted_number_called_seat(source: str) -> None:
    assert len(misnamed(source)) == 1


def test_the_check_lets_a_seat_be_a_chairs_state() -> None:
    clean = (
        "def counts(table, chair: int) -> int:\n"
        "    seat = table.seats[chair]\n"
        "    for seat in table.seats:\n"
        "        seat.counts[0] += 1\n"
        "    for chair, seat in enumerate(table.seats):\n"
        "        pass\n"
        "    return seat.counts[0]\n"
        "def flower_items(seat: SeatHand) -> list[int]:\n"
        "    return list(seat.flowers)\n"
    )
    assert misnamed(clean) == []
