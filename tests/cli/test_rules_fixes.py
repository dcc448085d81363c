"""Issue 15, rules 1-4, through `score` as a player writes the scenario: 八花齊 as the contract writes it
(SH-2), JH-3's 白板 as the 財神's face in a chi, CX-5's third claim refused, and the three spec wordings
the rules pages now give (CX-8, JS-15 四暗刻, SH-12 杠開)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner

from mahjong_tui.cli import cli


def score(data: dict[str, Any]) -> dict[str, Any]:
    result = CliRunner().invoke(cli, ["score"], input=json.dumps(data))
    assert result.exit_code == 0, result.stderr
    out: dict[str, Any] = json.loads(result.stdout)
    assert sum(out["net"].values()) == 0
    return out


def refused(data: dict[str, Any]) -> str:
    result = CliRunner().invoke(cli, ["score"], input=json.dumps(data))
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1, (result.exit_code, result.stderr)
    return result.stderr.strip()


def items(out: dict[str, Any]) -> list[tuple[str, str, int]]:
    return [(item["rule"], item["name"], item["value"]) for item in out["items"]]


# --- 1. SH-2 八花齊: the drawn eighth flower is win.tile, concealed holds the other 13 ----------------------

def test_1_eight_flowers_as_the_contract_writes_it() -> None:
    out = score({"variant": "shanghai",
                 "hands": {"W": {"concealed": "123m456p789s1234z", "flowers": "1234567f"}},
                 "win": {"seat": "W", "tile": "8f"}, "context": {"knocked": []}})
    assert out["valid"] and out["hand"] == "八花齊"
    assert items(out) == [("SH-2", "八花齊", 2)]
    assert out["net"] == {"E": -20, "S": -20, "W": 60, "N": -20}


def test_1_eight_flowers_with_fourteen_concealed_is_a_tile_too_many() -> None:
    line = refused({"variant": "shanghai",
                    "hands": {"W": {"concealed": "123m456p789s1234z5z", "flowers": "1234567f"}},
                    "win": {"seat": "W", "tile": "8f"}, "context": {"knocked": []}})
    assert line == "error: hands.W: the winner holds 15 tiles with the win tile (kongs count 3); 14 needed"


# --- 2. JH-3: 白板 stands for the 財神's face in a chi, written in any order --------------------------------

def jinhua_chi(tiles: str, indicator: str = "3m") -> dict[str, Any]:
    return {"variant": "jinhua",
            "hands": {"S": {"concealed": "456p789p234s1z",
                            "melds": [{"type": "chi", "tiles": tiles, "from": "E"}]}},
            "win": {"seat": "S", "tile": "1z"}, "context": {"indicator": indicator}}


@pytest.mark.parametrize("tiles", ["2m4m5z", "5z2m4m", "4m5z2m"])
def test_2_a_chi_with_the_white_dragon_as_the_caishen_face(tiles: str) -> None:
    out = score(jinhua_chi(tiles))
    assert out["valid"], out["reason"]
    assert out["net"]["S"] > 0


def test_2_the_white_dragon_is_no_face_when_the_caishen_is_elsewhere() -> None:
    line = refused(jinhua_chi("2m4m5z", indicator="7p"))
    assert line == "error: hands.S.melds[0].tiles: a chi is three consecutive tiles of one suit, not 2m4m5z"


def test_2_when_the_white_dragon_is_the_caishen_it_is_wild_and_melds_nothing() -> None:
    line = refused(jinhua_chi("2m4m5z", indicator="5z"))
    assert line == "error: hands.S.melds[0].tiles: wild tile 5z cannot take part in a meld"


# --- 3. CX-5: a third claim on one player is a hand that cannot happen --------------------------------------

def cixi_pengs(suppliers: list[str]) -> dict[str, Any]:
    melds = [{"type": "peng", "tiles": f"{n}{n}{n}m", "from": supplier}
             for n, supplier in zip("1234", suppliers)]
    return {"variant": "cixi", "hands": {"E": {"concealed": "5p", "melds": melds}},
            "win": {"seat": "E", "tile": "5p"}, "context": {"indicator": "9s"}}


def test_3_a_third_claim_on_one_player_is_refused_naming_the_meld() -> None:
    line = refused(cixi_pengs(["S", "W", "S", "S"]))
    assert line == "error: hands.E.melds[3].from: claim 3 on S in one hand: at most 2 claims on one player"


def test_3_two_claims_on_each_player_are_fine() -> None:
    assert score(cixi_pengs(["S", "W", "S", "W"]))["valid"]


def test_3_other_variants_have_no_claim_limit() -> None:
    melds = [{"type": "peng", "tiles": f"{n}{n}{n}m", "from": "S"} for n in "123"]
    out = score({"variant": "jinhua", "hands": {"E": {"concealed": "789p5p", "melds": melds}},
                 "win": {"seat": "E", "tile": "5p"}, "context": {"indicator": "9s"}})
    assert out["valid"]  # JH-8 承包: the third claim is allowed (and makes S liable)


# --- 4. the rules pages' wording, as the scorer does it -------------------------------------------------

def test_4_cx8_dragon_count_is_added_to_a_limit_hands_50() -> None:
    out = score({"variant": "cixi", "hands": {"E": {"concealed": "1112223334445z"}},
                 "win": {"seat": "E", "tile": "5z"}, "context": {"indicator": "1m"}})
    assert items(out) == [("CX-8", "全風向", 50), ("CX-9", "龍數", 2)]
    assert out["totals"]["points"] == 50 and out["totals"]["basic"] == 52


def test_4_js15_four_concealed_pungs_counts_a_peng_later_added_to() -> None:
    out = score({"variant": "jinshan", "hands": {
        "E": {"concealed": "222p333s5557z", "melds": [{"type": "added_kong", "tiles": "1111m", "from": "S"}]},
        "S": {"concealed": "234m456p789s23s66z"}, "W": {"concealed": "456m345p678s11z22s"},
        "N": {"concealed": "789m567p12s44667z"}}, "win": {"seat": "E", "tile": "7z"}})
    assert ("JS-15", "四暗刻", 50) in items(out) and out["hand"] == "四暗刻"


def shanghai_kong_win(concealed: str, win: str, after_kong: bool) -> dict[str, Any]:
    return {"variant": "shanghai",
            "hands": {"S": {"concealed": concealed,
                            "melds": [{"type": "kong", "tiles": "5555m", "from": "E"}]}},
            "win": {"seat": "S", "tile": win, "after_kong": after_kong}, "context": {"knocked": ["S"]}}


@pytest.mark.parametrize(("concealed", "win", "share"),
                         [("123m234m678m1m", "1m", 10), ("111m222m777m9m", "9m", 20)])
def test_4_sh12_kong_win_keeps_a_base_of_ten_or_more(concealed: str, win: str, share: int) -> None:
    plain = score(shanghai_kong_win(concealed, win, after_kong=False))
    by_kong = score(shanghai_kong_win(concealed, win, after_kong=True))
    assert plain["totals"]["share"] == by_kong["totals"]["share"] == share
