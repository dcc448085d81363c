"""Issue 15 rules item 2, the peng: `score` accepts JH-3's 白板 白板 + a discarded 財神 (``5z5z3m`` in any
order, ``from`` the discarder) and scores it as a plain pung of the face — no 三財一刻 (JH-22)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner

from mahjong_tui.cli import cli


def run_score(data: dict[str, Any]) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["score"], input=json.dumps(data))
    return result.exit_code, result.stdout, result.stderr


def jinhua_peng(tiles: str, concealed: str, win: str, *, kind: str = "peng", supplier: str = "W",
                indicator: str = "3m") -> dict[str, Any]:
    return {"variant": "jinhua",
            "hands": {"S": {"concealed": concealed,
                            "melds": [{"type": kind, "tiles": tiles, "from": supplier}]}},
            "win": {"seat": "S", "tile": win, "from": "E"}, "context": {"indicator": indicator}}


def scored(data: dict[str, Any]) -> dict[str, Any]:
    code, stdout, stderr = run_score(data)
    assert code == 0, stderr
    out: dict[str, Any] = json.loads(stdout)
    assert out["valid"], out["reason"]
    assert sum(out["net"].values()) == 0
    return out


def refused(data: dict[str, Any]) -> str:
    code, _, stderr = run_score(data)
    assert code == 2 and len(stderr.splitlines()) == 1, (code, stderr)
    return stderr.strip()


def items(out: dict[str, Any]) -> list[tuple[str, int]]:
    return [(item["rule"], item["value"]) for item in out["items"]]


@pytest.mark.parametrize("tiles", ["5z5z3m", "3m5z5z", "5z3m5z"])
def test_the_peng_is_read_in_any_order_as_a_pung_of_the_face(tiles: str) -> None:
    """All 萬 with the two 白板 read as 3m: 清一色 ×4 (no 財神 used as wild), and no JH-22."""
    out = scored(jinhua_peng(tiles, "111m456m789m9m", "9m"))
    assert items(out) == [("JH-10", 1), ("JH-18", 4)]
    assert out["reading"] == "財神 3m: pair:99m pung:111m seq:456m seq:789m pung:333m~~"
    assert out["net"] == {"E": -8, "S": 16, "W": -4, "N": -4}


def test_the_peng_counts_toward_all_pungs() -> None:
    out = scored(jinhua_peng("5z5z3m", "111p999p777s1z", "1z", supplier="N"))
    assert items(out) == [("JH-11", 2)]


@pytest.mark.parametrize("supplier", ["E", "W", "N"])
def test_any_other_player_may_have_supplied_it(supplier: str) -> None:
    assert scored(jinhua_peng("5z5z3m", "111p999p777s1z", "1z", supplier=supplier))["valid"]


def test_the_supplier_is_required_and_is_not_the_owner() -> None:
    data = jinhua_peng("5z5z3m", "111p999p777s1z", "1z")
    del data["hands"]["S"]["melds"][0]["from"]
    assert refused(data) == ("error: hands.S.melds[0].from: missing:"
                             " who supplied the claimed tile of this peng")
    line = refused(jinhua_peng("5z5z3m", "111p999p777s1z", "1z", supplier="S"))
    assert line == "error: hands.S.melds[0].from: a player cannot claim their own tile"


def test_one_white_dragon_and_two_caishen_is_no_meld() -> None:
    line = refused(jinhua_peng("5z3m3m", "111p999p777s1z", "1z"))
    assert line == "error: hands.S.melds[0].tiles: wild tile 3m cannot take part in a meld"


def test_no_kong_of_the_face_with_white_dragons() -> None:
    line = refused(jinhua_peng("5z5z5z3m", "111p999p777s1z", "1z", kind="kong"))
    assert line == "error: hands.S.melds[0].tiles: wild tile 3m cannot take part in a meld"


def test_the_white_dragons_stand_only_for_the_caishen() -> None:
    line = refused(jinhua_peng("5z5z3m", "111p999p777s1z", "1z", indicator="7p"))
    assert line == "error: hands.S.melds[0].tiles: a peng is 3 identical tiles, not 3m5z5z"


def test_no_stand_in_when_the_white_dragon_is_the_caishen() -> None:
    line = refused(jinhua_peng("5z5z3m", "111p999p777s1z", "1z", indicator="5z"))
    assert line == "error: hands.S.melds[0].tiles: wild tile 5z cannot take part in a meld"


def test_other_variants_refuse_it() -> None:
    data = jinhua_peng("5z5z3m", "111p999p777s1z", "1z")
    data["variant"], data["context"] = "shanghai", {"knocked": []}
    assert refused(data) == "error: hands.S.melds[0].tiles: a peng is 3 identical tiles, not 3m5z5z"


def test_an_honor_caishen_is_penged_the_same_way() -> None:
    """財神 發 (6z): the sorted meld starts with the 白板 (``556z``); it is still a pung of 發."""
    out = scored(jinhua_peng("6z5z5z", "111p999p777s1z", "1z", indicator="6z"))
    assert items(out) == [("JH-11", 2)]
    assert out["reading"].endswith("pung:666z~~")
