"""`mahjong-tui analyze` (shared/spec/cli.md): fields, the variant's shapes and wilds, --batch, errors,
and agreement with the `mahjong` library's regular-hand shanten and waits on wild-free hands."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from mahjong.shanten import Shanten

from mahjong_tui.cli import cli, main
from rules.tiles import counts_of, format_tiles, full_set, tile_text


def run(*args: str, stdin: str | None = None) -> Any:
    result = CliRunner().invoke(cli, ["analyze", *args], input=stdin)
    assert result.exit_code == 0, result.output
    return result.output


def test_fields_of_a_waiting_hand() -> None:
    out = json.loads(run("--variant", "shanghai", "--hand", "123m456p789s1122z"))
    assert out["shanten"] == 0
    assert out["shanten_by_shape"] == {"standard": 0, "all_honors": 9}  # SH-9 風一色 is a shape
    assert out["waits"] == [{"tile": "1z", "live": 2}, {"tile": "2z", "live": 2}]
    assert out["discards"] == []


def test_discard_rows_of_a_fourteen_tile_hand() -> None:
    out = json.loads(run("--variant", "shanghai", "--hand", "123m456p789s11223z"))
    rows = {row["tile"]: row for row in out["discards"]}
    assert sorted(rows) == sorted(["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z", "2z", "3z"])
    assert rows["3z"]["shanten"] == 0
    assert rows["3z"]["waits"] == [{"tile": "1z", "live": 2}, {"tile": "2z", "live": 2}]
    assert rows["3z"]["ukeire"] == 4


def test_cixi_indicator_picks_the_long_and_its_shapes() -> None:
    # CX-1 龍 = the kind after the indicator (4p → 5p); CX-7 seven pairs, 十三幺, 全風向
    out = json.loads(run("--variant", "cixi", "--hand", "123m456p789s1z2z3z5p", "--indicator", "4p"))
    assert out["shanten"] == 1
    assert set(out["shanten_by_shape"]) == {"standard", "seven_pairs", "unrelated", "all_honors"}
    out = json.loads(run("--variant", "cixi", "--hand", "123m456p789s1z2z3z6p", "--indicator", "4p"))
    assert out["shanten_by_shape"]["standard"] == 2  # without the 龍


def test_jinhua_caishen_live_count_leaves_out_the_indicator() -> None:
    # JH-2: the turned tile is out of play, so three 財神 remain; JH-3 白板 stands in for 3m
    out = json.loads(run("--variant", "jinhua", "--hand", "24m5z456p789s1112z", "--indicator", "3m"))
    assert out["shanten"] == 0
    assert out["waits"] == [{"tile": "3m", "live": 3}, {"tile": "2z", "live": 3}]


def test_batch_keeps_input_order_and_reads_indicators(tmp_path: Path) -> None:
    # CX-1: indicator 1z makes 2z the 龍, so the second hand is a ready 十三幺 (CX-7) with a 龍
    lines = "123m456p789s1122z 4p\n\n19m19p19s1234567z 1z\n123m456p789s1z2z3z6p 4p\n"
    out = [json.loads(line) for line in run("--variant", "cixi", "--batch", "-", stdin=lines).splitlines()]
    assert [r["shanten"] for r in out] == [0, 0, 2]
    assert out[1]["shanten_by_shape"]["unrelated"] == 0
    path = tmp_path / "hands.txt"
    path.write_text("123m456p789s1122z\n")
    assert json.loads(run("--variant", "shanghai", "--batch", str(path)))["shanten"] == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--variant", "mars", "--hand", "1m"], "unknown variant 'mars'"),
        (["--variant", "shanghai", "--hand", "123x"], "bad tile token"),
        (["--variant", "shanghai", "--hand", "0m"], "no rank 0"),
        (["--variant", "shanghai", "--hand", "11111m"], "fifth copy of 1m"),
        (["--variant", "shanghai", "--hand", "123m"], "got 3"),
        (["--variant", "shanghai", "--hand", "1m1f"], "1f is not held"),
        (["--variant", "jinhua", "--hand", "1m"], "needs --indicator"),
        (["--variant", "shanghai", "--hand", "1m", "--indicator", "1m"], "turns no indicator"),
        (["--variant", "cixi", "--hand", "1m", "--indicator", "5f"], "indicator must be"),
        (["--variant", "shanghai"], "exactly one of --hand or --batch"),
        (["--variant", "jinshan", "--hand", "١٢٣m456p789s1122z"], "bad tile token '١'"),  # Arabic-Indic
        (["--variant", "jinshan", "--hand", "１２３m456p789s1122z"], "bad tile token '１'"),  # fullwidth
        (["--variant", "cixi", "--hand", "123m456p789s1122z", "--indicator", "٤p"], "bad tile token '٤'"),
    ],
)
def test_bad_input_is_one_error_line_with_status_2(args: list[str], message: str) -> None:
    result = CliRunner().invoke(cli, ["analyze", *args])
    assert result.exit_code == 2
    assert message in result.output


def test_a_hand_in_other_digits_is_one_error_line_from_main(capsys: pytest.CaptureFixture[str]) -> None:
    """Through ``main``, the installed command's function, in this process (the real process is the
    ``--batch`` test below)."""
    with pytest.raises(SystemExit) as stopped:
        main(["analyze", "--variant", "jinshan", "--hand", "١٢٣m456p789s1122z"])
    out = capsys.readouterr()
    assert stopped.value.code == 2 and out.out == ""
    lines = out.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "'١'" in lines[0]


def test_bad_input_in_a_real_process_has_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "hands.txt"
    path.write_text("123m456p789s1122z\n12345678m9z\n")
    proc = subprocess.run(
        [sys.executable, "-m", "mahjong_tui", "analyze", "--variant", "shanghai", "--batch", str(path)],
        capture_output=True, text=True, check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [
        f"error: {path}: line 2: bad tile token '9z': no rank 9 in suit 'z'"]


def test_agrees_with_the_mahjong_library_on_random_wild_free_hands() -> None:
    rng = random.Random(7)
    tiles = full_set(False)
    hands = [sorted(rng.sample(tiles, 13)) for _ in range(300)]
    # a share of hands near ready: take 14, drop a tile far from the rest
    hands += [sorted(rng.sample(list(range(9)) * 4, 13)) for _ in range(100)]
    out = run("--variant", "shanghai", "--batch", "-", stdin="".join(format_tiles(h) + "\n" for h in hands))
    for hand, line in zip(hands, out.splitlines(), strict=True):
        result = json.loads(line)
        counts = counts_of(hand)
        expected = Shanten.calculate_shanten_for_regular_hand(counts)
        assert result["shanten_by_shape"]["standard"] == expected, format_tiles(hand)
        if expected == 0:
            waits = []
            for k in range(34):
                if counts[k] < 4:
                    counts[k] += 1
                    if Shanten.calculate_shanten_for_regular_hand(counts) == -1:
                        waits.append(tile_text(k))
                    counts[k] -= 1
            assert [w["tile"] for w in result["waits"]] == waits, format_tiles(hand)
