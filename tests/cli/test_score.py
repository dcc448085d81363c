"""`mahjong-tui score` (shared/spec/cli.md): the shared examples give their expected fields, `--explain`
shows the breakdown, and bad scenarios are one `error: <path>: <what>` line with exit status 2."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from mahjong_tui.cli import cli

# copies of shared/examples/*.json, so that the suite runs outside this workspace too
EXAMPLES = Path(__file__).resolve().parent / "examples"
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.json"))
SHARED_EXAMPLES = Path(__file__).resolve().parents[3] / "shared" / "examples"

JINSHAN_DISCARD = {
    "variant": "jinshan",
    "hands": {
        "S": {"concealed": "555m456p789s234s5z", "flowers": "1f3f"},
        "W": {"concealed": "777z999m1p3p4p6s8s2m7s", "flowers": "2f"},
    },
    "win": {"seat": "S", "tile": "5z", "from": "W"},
}


def run(args: list[str], stdin: str | None = None) -> Result:
    return CliRunner().invoke(cli, ["score", *args], input=stdin)


def expect_subset(actual: Any, expected: Any, where: str = "") -> None:
    if isinstance(expected, dict):
        assert isinstance(actual, dict), where
        for key, value in expected.items():
            assert key in actual, f"{where}.{key} missing"
            expect_subset(actual[key], value, f"{where}.{key}")
    else:
        assert actual == expected, f"{where}: {actual!r} != {expected!r}"


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=[p.stem for p in EXAMPLE_FILES])
def test_shared_examples_give_their_expected_fields(path: Path) -> None:
    example = json.loads(path.read_text(encoding="utf-8"))
    variant = example["scenario"]["variant"]
    if importlib.util.find_spec(f"rules.variants.{variant}.scoring") is None:
        pytest.skip(f"rules/variants/{variant}/scoring.py does not exist yet")
    result = run([str(path)])  # the example file itself: its scenario is under "scenario"
    assert result.exit_code == 0, result.stderr
    out = json.loads(result.stdout)
    expect_subset(out, example["expect"])
    assert sum(out["net"].values()) == 0
    from_stdin = run([], stdin=json.dumps(example["scenario"]))  # the bare scenario on stdin
    assert json.loads(from_stdin.stdout) == out


@pytest.mark.skipif(not SHARED_EXAMPLES.is_dir(), reason="shared/examples is not beside this checkout")
def test_example_copies_match_shared_examples() -> None:
    shared = {p.name: p.read_text(encoding="utf-8") for p in SHARED_EXAMPLES.glob("*.json")}
    assert {p.name: p.read_text(encoding="utf-8") for p in EXAMPLE_FILES} == shared


def test_jinshan_example_result_has_the_contract_fields() -> None:
    result = run([str(EXAMPLES / "jinshan-selfdraw-30hu-2tai.json")])
    out = json.loads(result.stdout)
    assert {"variant", "winner", "valid", "reason", "hand", "items", "totals", "payments", "net"} <= set(out)
    assert {"rule", "name", "name_en", "unit", "value"} <= set(out["items"][0])
    assert out["totals"]["a"] == 120 and out["formula"].startswith("30 胡 × 2^2 台 = 120")
    assert [p["why"] for p in out["payments"]] == ["自摸"] * 3


def test_explain_prints_items_formula_payments_and_net() -> None:
    result = run(["--explain", "-"], stdin=json.dumps(JINSHAN_DISCARD))
    assert result.exit_code == 0, result.stderr
    text = result.stdout
    for expected in (
        "JS-13",
        "暗刻",
        "JS-14",
        "無百搭",
        "formula: 26 胡 × 2^1 台 = 52",
        "放沖",
        "陪付",
        "net:",
    ):
        assert expected in text, expected
    assert "輸家結算" in text  # JS-23: W holds a 中 pung and 9m pung, the losers settle


def test_an_invalid_win_is_exit_0_with_valid_false() -> None:
    scenario = json.loads(json.dumps(JINSHAN_DISCARD))
    scenario["hands"]["S"]["flowers"] = "1f"
    result = run([], stdin=json.dumps(scenario))
    out = json.loads(result.stdout)
    assert result.exit_code == 0
    assert (out["valid"], out["reason"]) == (False, "16 胡 — at least 20 needed")
    assert set(out["net"].values()) == {0}


@pytest.mark.parametrize(
    ("stdin", "message"),
    [
        ('{"variant": "jinshan",', "error: scenario: invalid JSON at line 1"),
        (json.dumps({**JINSHAN_DISCARD, "extra": 1}), "error: extra: unknown key"),
        (json.dumps({**JINSHAN_DISCARD, "variant": "osaka"}), "error: variant: unknown variant 'osaka'"),
        (
            json.dumps({**JINSHAN_DISCARD, "win": {"seat": "S", "tile": "5z", "from": "S"}}),
            "error: win.from: the winner cannot win on their own discard",
        ),
        (
            json.dumps(
                {**JINSHAN_DISCARD, "hands": {"S": {"concealed": "5555m456p789s234s5z", "flowers": "1f"}}}
            ),
            "error: hands.S: the winner holds 15 tiles",
        ),
        (
            json.dumps(
                {
                    **JINSHAN_DISCARD,
                    "hands": {"S": {"concealed": "555m456p789s234s5z"}, "E": {"concealed": "55555z"}},
                }
            ),
            "error: hands.E",
        ),
    ],
)
def test_bad_scenarios_are_one_error_line_exit_2(stdin: str, message: str) -> None:
    result = run([], stdin=stdin)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith(message), result.stderr
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def test_a_missing_file_is_an_error_line() -> None:
    result = run(["/nonexistent/scenario.json"])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: /nonexistent/scenario.json: cannot read")


def test_the_installed_command_reports_errors_without_traceback() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "score"],
        input=('{"variant": "jinshan", "hands": {"S": {"concealed": "1x"}},'
               ' "win": {"seat": "S", "tile": "1m"}}'),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip() == "error: hands.S.concealed: bad tile token '1x': unknown suit letter 'x'"
