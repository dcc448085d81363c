"""Issue 15, done-when: valid scenarios (shared/examples and the copies in tests/cli/examples) mutated at
random — a value replaced by any JSON, a key dropped or added, a tile string edited, the text cut — and
`score` keeps the error contract: exit 0 with a zero-sum ``net``, or exit 2 with exactly one ``error:``
line and nothing on stdout. Never a traceback, never another status.

Run in-process through click's CliRunner (fast); a modest, derandomised example count keeps the default
suite quick and deterministic, and ``pytest -m slow`` runs the same properties with many more examples.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_tui.cli import cli
from tests.cli.test_rules_fixes import cixi_pengs, jinhua_chi, shanghai_kong_win

HERE = Path(__file__).resolve().parent / "examples"
# shared/examples beside the checkout (a worktree sits deeper than main): its files, else the copies here
SHARED = next((p / "shared" / "examples" for p in Path(__file__).resolve().parents
               if (p / "shared" / "examples").is_dir()), HERE)
FILES = {path.name: path for folder in (HERE, SHARED) for path in sorted(folder.glob("*.json"))}
SCENARIOS = [json.loads(path.read_text(encoding="utf-8"))["scenario"] for path in FILES.values()] + [
    # issue 15's own valid hands, for melds, flowers and wilds the examples lack
    jinhua_chi("5z2m4m"), cixi_pengs(["S", "W", "S", "W"]), shanghai_kong_win("111m222m777m9m", "9m", True),
    {"variant": "shanghai", "hands": {"W": {"concealed": "123m456p789s1234z", "flowers": "1234567f"}},
     "win": {"seat": "W", "tile": "8f"}, "context": {"knocked": []}},
]

QUICK = settings(max_examples=60, derandomize=True, deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow])
THOROUGH = settings(QUICK, max_examples=2000)

TILE_TEXT = st.text(alphabet="0123456789mpszf ", max_size=24)
SEATS = st.sampled_from(["E", "S", "W", "N", "", "ES", "SWN", "e", "X"])
NUMBERS = st.one_of(st.integers(-5, 40), st.sampled_from([10**9, 10**10, -(10**20), 2**63]),
                    st.floats(allow_nan=False, allow_infinity=False))
KEYS = st.sampled_from(["variant", "options", "hands", "win", "context", "concealed", "melds", "flowers",
                        "type", "tiles", "from", "seat", "tile", "robbed_kong", "after_kong", "indicator",
                        "draws_before", "knocked", "dice", "ante", "zz"])
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, SEATS, TILE_TEXT,
                    st.sampled_from(["peng", "chi", "kong", "added_kong", "concealed_kong", "jinhua",
                                     "cixi"]))
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                      st.dictionaries(KEYS, inner, max_size=4)),
                      max_leaves=12)


def places(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside ``data`` (dict keys and list indices)."""
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += places(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += places(value, (*path, index))
    return found


def edit_tiles(text: str, draw: st.DrawFn) -> str:
    at = draw(st.integers(0, len(text)))
    kind = draw(st.sampled_from(["insert", "delete", "replace"]))
    piece = draw(st.text(alphabet="123456789mpszf", min_size=1, max_size=3))
    if kind == "insert":
        return text[:at] + piece + text[at:]
    if kind == "delete":
        return text[:at] + text[at + len(piece):]
    return text[:at] + piece + text[at + len(piece):]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    data = copy.deepcopy(draw(st.sampled_from(SCENARIOS)))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(places(data)))
        if not path:
            continue
        *parents, last = path
        holder = data
        for step in parents:
            holder = holder[step]
        choice = draw(st.sampled_from(["replace", "delete", "add", "tiles"]))
        if choice == "replace":
            holder[last] = draw(VALUES)
        elif choice == "delete":
            del holder[last]
        elif choice == "add" and isinstance(holder, dict):
            holder[draw(KEYS)] = draw(VALUES)
        elif isinstance(holder[last], str):
            holder[last] = edit_tiles(holder[last], draw)
    text = json.dumps(data, ensure_ascii=False)
    if draw(st.integers(0, 9)) == 0:  # now and then the text itself is broken
        cut = draw(st.integers(0, len(text)))
        text = text[:cut] + draw(st.sampled_from(["", "]", "{", '"', "\\", "NaN", "1" * 5000, "[" * 1000]))
    return text


def keeps_the_contract(text: str) -> None:
    result = CliRunner().invoke(cli, ["score"], input=text)
    if result.exit_code == 0:
        out = json.loads(result.stdout)
        assert sum(out["net"].values()) == 0, out
        if not out["valid"]:
            assert set(out["net"].values()) == {0}, out
        return
    assert result.exit_code == 2, (result.exit_code, text, result.exception)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), (text, result.stderr)
    assert result.stdout == "", text


def test_the_examples_themselves_score() -> None:
    assert len(SCENARIOS) >= 8
    for scenario in SCENARIOS:
        result = CliRunner().invoke(cli, ["score"], input=json.dumps(scenario))
        assert result.exit_code == 0, result.stderr


@QUICK
@given(mutated())
def test_mutated_scenarios_keep_the_error_contract(text: str) -> None:
    keeps_the_contract(text)


@pytest.mark.slow
@THOROUGH
@given(mutated())
def test_mutated_scenarios_keep_the_error_contract_thoroughly(text: str) -> None:
    keeps_the_contract(text)
