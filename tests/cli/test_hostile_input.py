"""Issue 15, hostile input 1-8: every command answers bad input with one ``error:`` line naming the field
and exit status 2 — deep JSON, odd types, seats read loosely, Python's own limits, endless or special
files, malformed saves and bad ``--option`` values."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from mahjong_tui.cli import cli, main

EXAMPLES = Path(__file__).resolve().parent / "examples"
JINHUA = json.loads((EXAMPLES / "jinhua-plain-selfdraw-with-caishen.json").read_text(encoding="utf-8")
                    )["scenario"]
SHANGHAI = json.loads((EXAMPLES / "shanghai-pure-pungs-discard.json").read_text(encoding="utf-8"))["scenario"]


def invoke(*args: str, stdin: str | bytes | None = None) -> Result:
    return CliRunner().invoke(cli, list(args), input=stdin)


def one_error(result: Result, *parts: str) -> str:
    """The run refused its input as the contract says: exit 2, one ``error:`` line, nothing on stdout."""
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    assert result.stdout == ""
    for part in parts:
        assert part in lines[0], (part, lines[0])
    return lines[0]


def score(data: Any) -> Result:
    return invoke("score", stdin=data if isinstance(data, str) else json.dumps(data))


def with_context(base: dict[str, Any], **context: Any) -> dict[str, Any]:
    return {**base, "context": {**base.get("context", {}), **context}}


# --- 1. deep nesting ---------------------------------------------------------------------------------

@pytest.mark.parametrize("depth", [40, 990, 5000])
def test_1_deep_json_is_refused_by_score(depth: int) -> None:
    one_error(score("[" * depth + "]" * depth), "scenario: nested more than 32 levels deep")


def test_1_deep_json_is_refused_by_replay(tmp_path: Path) -> None:
    save = tmp_path / "match.json"
    save.write_text('{"match": ' + "[" * 990 + "]" * 990 + ', "settings": {}}', encoding="utf-8")
    one_error(invoke("replay", str(save)), "match.json: nested more than 32 levels deep")


# --- 2. a meld type of the wrong JSON type -------------------------------------------------------------

@pytest.mark.parametrize("meld_type", [[], {}, 3, None, True])
def test_2_meld_type_not_a_string(meld_type: Any) -> None:
    data = {**SHANGHAI, "hands": {**SHANGHAI["hands"], "S": {
        "concealed": "22m555p99s", "melds": [{"type": meld_type, "tiles": "777z", "from": "E"}]}}}
    one_error(score(data), "hands.S.melds[0].type: unknown meld type")


# --- 3. seats are exact letters --------------------------------------------------------------------------

@pytest.mark.parametrize("seat", ["", "ES", "SWN", "e", "ESWN", " S"])
def test_3_seats_are_exact_letters(seat: str) -> None:
    one_error(score({**JINHUA, "win": {**JINHUA["win"], "seat": seat}}),
              "win.seat: expected a seat E, S, W or N")
    one_error(score({**JINHUA, "win": {**JINHUA["win"], "from": seat}}), "win.from: expected a seat")
    knocked = with_context(SHANGHAI, knocked=["S", seat])
    one_error(score(knocked), "context.knocked[1]: expected a seat")


# --- 4. every number bounded, with the field named --------------------------------------------------------

def test_4_a_4301_digit_number_names_its_field() -> None:
    text = json.dumps(with_context(JINHUA, draws_before=0)).replace('"draws_before": 0',
                                                                    '"draws_before": ' + "7" * 4301)
    line = one_error(score(text), "context.draws_before: expected a whole number from 0 to 32")
    assert "a 4301-digit number" in line and "Exceeds" not in line


@pytest.mark.parametrize(("field", "value", "where"), [
    ("draws_before", 20_000, "context.draws_before"),
    ("draws_before", -1, "context.draws_before"),
    ("draws_before", 2.5, "context.draws_before"),
])
def test_4_context_numbers_are_bounded(field: str, value: Any, where: str) -> None:
    one_error(score(with_context(JINHUA, **{field: value})), f"{where}: expected a whole number from 0 to 32")


@pytest.mark.parametrize(("options", "where"), [
    ({"ante": 0}, "options.ante: 0 is below 1 (JH-29)"),
    ({"ante": 10**12}, "options.ante: 1000000000000 is above 1000 (JH-29)"),
])
def test_4_options_are_bounded_by_the_variants_own_limits(options: dict[str, Any], where: str) -> None:
    one_error(score({**JINHUA, "options": options}), where)


def test_4_nan_is_not_json() -> None:
    text = json.dumps(JINHUA).replace('"draws_before": 0', '"draws_before": NaN')
    one_error(score(text), "scenario: NaN is not a JSON number")


def test_4_a_huge_tile_string_is_refused_by_length() -> None:
    data = {**JINHUA, "hands": {"S": {"concealed": "1m" * 10_000}}}
    one_error(score(data), "hands.S.concealed: a tile string has at most 100 characters, got 20000")


# --- 5. JH-6 draws_before cannot make 2**10**9 --------------------------------------------------------------

@pytest.mark.parametrize("draws", [10**9, 10**10])
def test_5_draws_before_is_bounded_before_any_scoring(draws: int) -> None:
    one_error(score(with_context(JINHUA, draws_before=draws)), "context.draws_before")


def test_5_the_largest_allowed_draws_before_scores() -> None:
    result = score(with_context(JINHUA, draws_before=32))
    assert result.exit_code == 0, result.stderr
    out = json.loads(result.stdout)
    assert sum(out["net"].values()) == 0 and max(out["net"].values()) > 2**32


# --- 6. special and oversized files ---------------------------------------------------------------------

@pytest.fixture()
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("command", [["score"], ["analyze", "--variant", "cixi", "--batch"], ["replay"]])
def test_6_special_files_are_refused_without_reading(command: list[str], fifo: Path, tmp_path: Path) -> None:
    specials = (("/dev/zero", "a device"), (str(fifo), "a named pipe"), (str(tmp_path), "a directory"))
    for path, kind in specials:
        one_error(invoke(*command, path), f"{path}: is {kind}")


def test_6_an_oversized_scenario_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_text('{"variant": "jinhua", "pad": "' + "x" * 300_000 + '"}', encoding="utf-8")
    one_error(invoke("score", str(big)), "big.json: larger than 256 KiB")
    one_error(invoke("score", stdin=big.read_text(encoding="utf-8")), "standard input: larger than 256 KiB")


def test_6_batch_lines_are_capped(tmp_path: Path) -> None:
    batch = tmp_path / "hands.txt"
    batch.write_text("123m456p789s1122z\n" + "1m" * 3000 + "\n", encoding="utf-8")
    one_error(invoke("analyze", "--variant", "shanghai", "--batch", str(batch)),
              "line 2: longer than 4096 characters")


# --- 7. malformed saves, non-UTF-8 batch ----------------------------------------------------------------

@pytest.mark.parametrize("save", [
    {"format": 1, "settings": {}, "match": {}, "first_wall": 5},
    {"format": 1, "settings": {}, "match": {"format": "mahjong-tui/record/1", "hands": 5}},
    {"seed": [], "actions": 5, "variant": "jinhua", "dealer": {}},
    {"seed": 1, "actions": [], "variant": "nope", "dealer": 0},
    {"seed": "12", "actions": [], "variant": "jinhua", "dealer": 0},  # a number written as a string
    {"seed": True, "actions": [], "variant": "jinhua", "dealer": 0},
    {"seed": 1, "actions": [], "variant": "jinhua", "dealer": 7},
    {"seed": 1, "actions": [3], "variant": "jinhua", "dealer": 0},
    {"seed": 1, "actions": [], "variant": "jinhua", "dealer": 0, "dice": [1]},
    {"seed": 1, "actions": [], "variant": "jinhua", "dealer": 0, "carry": {"draws_before": "x"}},
])
def test_7_replay_of_any_malformed_save_is_one_line(save: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    path.write_text(json.dumps(save), encoding="utf-8")
    one_error(invoke("replay", str(path)), str(path))


def test_7_batch_not_utf8_names_file_and_line(tmp_path: Path) -> None:
    batch = tmp_path / "hands.txt"
    batch.write_bytes(b"123m456p789s1122z\n\xff\xfe12m\n")
    result = invoke("analyze", "--variant", "shanghai", "--batch", str(batch))
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == f"error: {batch}: line 2: not UTF-8 text"


# --- 8. simulate options through the variant's own rules ------------------------------------------------

@pytest.mark.parametrize(("variant", "option", "expected"), [
    ("cixi", "ante=abc", '--option ante: "abc" is not a number (CX-16)'),
    ("cixi", "ante=-1", "--option ante: -1 is below 1 (CX-16)"),
    ("cixi", "ante=0", "--option ante: 0 is below 1 (CX-16)"),
    ("jinhua", "ante=1.5", "--option ante: 1.5 is not a whole number (JH-29)"),
    ("jinhua", "ante=nan", '--option ante: "nan" is not a number (JH-29)'),
    ("shanghai", "stack=-5", "--option stack: -5 is below 0 (SH-20)"),
    ("shanghai", "max_loss_lezi=-5", "--option max_loss_lezi: -5 is below 0 (SH-17)"),
    ("shanghai", "swap_tiles=maybe", '--option swap_tiles: "maybe" is not true or false (SH-18)'),
    ("jinshan", "ante=2", "--option ante: jinshan has no such option (options: none)"),
])
def test_8_simulate_options_are_checked_up_front(variant: str, option: str, expected: str) -> None:
    line = one_error(invoke("simulate", "--variant", variant, "--hands", "1", "--option", option))
    assert line == f"error: {expected}"


def test_8_good_options_still_play() -> None:
    result = invoke("simulate", "--variant", "shanghai", "--hands", "2", "--json",
                    "--option", "stack=200", "--option", "swap_tiles=true", "--option", "max_loss_lezi=0")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["checks"]["failures"] == 0


@pytest.mark.parametrize("argv", [["simulate"], ["simulate", "--variant", "nope"], ["analyze"],
                                  ["simulate", "--variant", "cixi", "--seed", "9" * 5000],
                                  ["simulate", "--variant", "cixi", "--hands", "9" * 40]])
def test_8_usage_errors_are_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and err.startswith("error: "), err
    assert len(err) < 200  # a 5,000-digit value is not echoed back whole


@pytest.mark.parametrize("argv", [[], ["play", "--variant", "jinshan"], ["learn"], ["--lang", "zh"]])
def test_9_a_home_that_is_a_file_is_said_in_one_line(argv: list[str], tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 27: MAHJONG_TUI_HOME naming a file started the game and said "File exists" on every save."""
    home = tmp_path / "not-a-folder"
    home.write_text("x", encoding="utf-8")
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(home))
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err == f"error: MAHJONG_TUI_HOME={home} is not a folder\n"
