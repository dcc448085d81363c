"""Issue 26 §4 through `score` as a player writes the scenario: JH-26 海底撈月 is never a replacement's
(cli.md ``last_tile``), JS-15 地胡 after the winner's own discard, and what each wild stood for in the
reading (CX-7 with a 龍, Jinshan's 百搭, Jinhua's 財神)."""

from __future__ import annotations

import json
from typing import Any

from click.testing import CliRunner

from mahjong_tui.cli import cli


def run(data: dict[str, Any], *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["score", *args], input=json.dumps(data))
    return result.exit_code, result.stdout, result.stderr


def score(data: dict[str, Any]) -> dict[str, Any]:
    code, out, err = run(data)
    assert code == 0, err
    found: dict[str, Any] = json.loads(out)
    return found


def names(out: dict[str, Any]) -> list[str]:
    return [item["name"] for item in out["items"]]


# --- JH-26: the last live tile self-drawn; a kong replacement is not one -----------------------------------

def jinhua_self_draw(**flags: bool) -> dict[str, Any]:
    return {"variant": "jinhua", "hands": {"S": {"concealed": "123m456m789s234p5z"}},
            "win": {"seat": "S", "tile": "5z", **flags}, "context": {"indicator": "7z"}}


def test_jh26_the_last_live_tile_self_drawn() -> None:
    assert "海底撈月" in names(score(jinhua_self_draw(last_tile=True)))


def test_jh26_last_tile_with_a_kong_replacement_is_refused() -> None:
    code, _, err = run(jinhua_self_draw(last_tile=True, after_kong=True))
    assert code == 2 and len(err.splitlines()) == 1
    assert err.startswith("error: win.last_tile: ") and "replacement" in err


# --- JS-15 地胡: the flag is the table's (any win in the first go-around); score reads it as given -------

def test_js15_a_non_dealer_win_in_the_first_go_around_is_dihu() -> None:
    out = score({"variant": "jinshan", "hands": {"S": {"concealed": "111z222z333z45m99p"}},
                 "win": {"seat": "S", "tile": "6m", "from": "W", "first_turn": True}})
    assert "地胡" in names(out) and out["net"]["S"] > 0


# --- CX-7: the reading says what the 龍 stood for (the 十三幺七風齊 with 3m as 龍) ----------------

SEVEN_WINDS = {"variant": "cixi", "hands": {"E": {"concealed": "3m26m47p36s234556z"}},
               "win": {"seat": "E", "tile": "7z"}, "context": {"indicator": "2m"}}


def test_cx7_score_json_reads_the_long_as_east() -> None:
    out = score(SEVEN_WINDS)
    assert out["hand"] == "十三幺七風齊" and out["reading"] == "unrelated:26m47p36s12345567z*"


def test_cx7_score_explain_prints_the_same_reading() -> None:
    code, out, _ = run(SEVEN_WINDS, "--explain")
    assert code == 0
    reading = " ".join(out.split("reading:", 1)[1].split("items")[0].split())
    assert reading == score(SEVEN_WINDS)["reading"]
