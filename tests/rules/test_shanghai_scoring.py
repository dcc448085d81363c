"""上海敲麻 scoring: allowed hands (SH-9), 八花齊 (SH-2), 花 (SH-11), the share (SH-12), 開寶 (SH-15), 荒番
(SH-16).

Payments (SH-13, SH-14 承包, SH-17, SH-20) are in test_shanghai_payments.py.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from rules.scenario import load_scenario
from rules.shapes import standard_readings
from rules.tiles import HONOR, counts_of, kind_of, parse_tiles
from rules.variants import get_variant
from rules.variants.shanghai.payments import huangfan_after, is_kaibao
from rules.variants.shanghai.scoring import allowed_hand, flower_items, is_allowed_win, score, winning_tiles
from tests.rules.shanghai_hands import finished, item, items_of, meld, net, pays, seat_hand

EXAMPLES = Path(__file__).resolve().parents[1] / "cli" / "examples"  # copies of shared/examples
NO_DICE = {"dice": [2, 5], "huangfan": 0}


# --- SH-9 allowed hands -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("concealed", "melds", "win", "name"),
    [
        ("222p333s555m4s", [("peng", "111m", "E")], "4s", "碰碰胡"),
        ("456m789m999m5z", [("chi", "123m", "E")], "5z", "混一色"),
        ("1112345678999m", [], "5m", "清一色"),
        ("111m222m333m444z5z", [], "5z", "混碰"),
        ("555m2233m", [("peng", "111m", "E"), ("peng", "999m", "N")], "3m", "清碰"),
        ("1122334455667z", [], "7z", "風一色"),  # SH-9 any arrangement (seed: 亂風向)
        ("1234567z123456z", [], "7z", "風一色"),
        ("111z222z333z444z5z", [], "5z", "風碰"),
        ("222z5z", [("peng", "111z", "E"), ("kong", "3333z", "W"), ("concealed_kong", "7777z", None)], "5z",
         "風碰"),
    ],
)
def test_sh9_each_allowed_hand_is_named(concealed: str, melds: list[tuple[str, str, str]], win: str,
                                        name: str) -> None:
    ms = [meld(m) for m in melds]
    found = allowed_hand(parse_tiles(concealed), ms, kind_of(win))
    assert found is not None and found.name == name
    assert is_allowed_win(parse_tiles(concealed), ms, kind_of(win))
    result = score(finished("S", concealed, win, melds=melds, discarder="W", context=NO_DICE))
    assert result.valid and result.hand_name == name


@pytest.mark.parametrize("after_kong", [False, True])
def test_sh9_plain_hand_cannot_win_even_by_kong_replacement(after_kong: bool) -> None:
    hand = finished("S", "123m456p789s111z2z", "2z", after_kong=after_kong)
    result = score(hand)
    assert not result.valid
    assert result.reason is not None and "a plain hand cannot win in 敲麻" in result.reason
    assert result.net == (0, 0, 0, 0) and result.payments == ()


def test_sh9_big_single_wait_does_not_make_a_plain_hand_win() -> None:
    melds = [("chi", "123m", "E"), ("chi", "456p", "E"), ("peng", "777s", "W"), ("peng", "111z", "N")]
    result = score(finished("S", "9p", "9p", melds=melds, discarder="W"))
    assert not result.valid and "plain hand" in str(result.reason)


def test_sh9_incomplete_hand_says_so() -> None:
    result = score(finished("S", "123m456p789s111z3z", "2z", discarder="W"))
    assert not result.valid and str(result.reason).startswith("not a complete hand")


def test_sh6_winner_must_have_knocked() -> None:
    result = score(finished("S", "1112345678999m", "5m", knocked=["E"]))
    assert not result.valid and result.reason == "must knock first (SH-6)"
    assert result.totals["flowers"] == 0


def test_sh9_winning_tiles_for_the_knock_check() -> None:
    # SH-6: 清一色 nine-gates waits on every 萬; a mixed sequence hand waits on nothing allowed
    assert winning_tiles(parse_tiles("1112345678999m"), []) == frozenset(range(9))
    assert winning_tiles(parse_tiles("123m456p789s111z2z"), []) == frozenset()
    # 碰碰胡 on two pairs: both kinds, but not the fifth copy of a kind held four times
    both = winning_tiles(parse_tiles("111m222p333s55m66p"), [])
    assert both == {kind_of("5m"), kind_of("6p")}


@pytest.mark.slow  # a whole hand or an oracle loop: CI runs it (tests/conftest.py)
def test_sh9_fast_check_agrees_with_the_exhaustive_reader() -> None:
    """is_allowed_win on one-suit hands (flushes) must match rules.shapes.standard_readings."""
    rng = random.Random(5)
    wall = [k for k in range(9) for _ in range(4)] + [k for k in range(HONOR, HONOR + 3) for _ in range(4)]
    agree = 0
    for _ in range(400):
        tiles = rng.sample(wall, 14)
        complete = bool(standard_readings(counts_of(tiles), 0, 4))
        assert is_allowed_win(tiles[:13], [], tiles[13]) == complete, sorted(tiles)
        agree += complete
    assert agree > 0


def _random_ready_hand(rng: random.Random) -> list[int]:
    """Four groups and a pair of one suit plus honors, less one tile: a hand waiting on something."""
    suit = rng.randrange(3) * 9
    while True:
        tiles: list[int] = []
        for _ in range(4):
            if rng.random() < 0.5:
                start = suit + rng.randrange(7)
                tiles += [start, start + 1, start + 2]
            else:
                tiles += [rng.choice([*range(suit, suit + 9), *range(HONOR, HONOR + 7)])] * 3
        tiles += [rng.choice([*range(suit, suit + 9), *range(HONOR, HONOR + 7)])] * 2
        if max(tiles.count(k) for k in tiles) <= 4:
            tiles.remove(rng.choice(tiles))
            return tiles


def test_sh6_winning_tiles_equal_trying_every_kind() -> None:
    rng = random.Random(11)
    for _ in range(200):
        hand = _random_ready_hand(rng)
        every = {k for k in range(HONOR + 7) if hand.count(k) < 4 and is_allowed_win(hand, [], k)}
        assert every and winning_tiles(hand, []) == every, sorted(hand)


# --- SH-2 八花齊 ----------------------------------------------------------------------------------


def test_sh2_eight_flowers_wins_without_knock_or_shape() -> None:
    hand = finished("W", "123m456p789s1234z", "8f", flowers="1234567f", knocked=[], context=NO_DICE)
    result = score(hand)
    assert result.valid and result.hand_name == "八花齊"
    assert items_of(result) == [("SH-2", "八花齊", "lezi", 2)]
    assert result.totals == {"flowers": 8, "share": 20}
    assert net(result) == {"E": -20, "S": -20, "W": 60, "N": -20}  # paid as 自摸


def test_sh2_eight_flowers_doubles_with_kaibao() -> None:
    result = score(finished("W", "123m456p789s1234z", "8f", flowers="1234567f", context={"dice": [4, 4]}))
    assert result.totals["share"] == 40 and item(result, "開寶").value == 2


def test_sh2_a_flower_that_does_not_complete_eight_is_no_win() -> None:
    result = score(finished("W", "123m456p789s1234z", "8f", flowers="123456f"))
    assert not result.valid and "八花齊" in str(result.reason)


def test_sh2_eight_flowers_then_a_normal_win_scores_normally() -> None:
    # seed: 抓滿這8個後按其他方式胡牌，則其他胡法照算 — 8 花 count as flowers of a 碰碰胡
    melds = [("peng", "111m", "E")]
    result = score(finished("S", "222p333s555m4s", "4s", melds=melds, flowers="12345678f", discarder="W"))
    assert result.hand_name == "碰碰胡" and result.totals == {"flowers": 8, "share": 10}


# --- SH-11 花 -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("melds", "concealed", "expected"),
    [
        ([("peng", "111z", "E")], "", [("風刻", 1)]),
        ([], "222z", [("風刻", 1)]),  # a concealed pung counts like an exposed one
        ([("kong", "3333z", "E")], "", [("風明槓", 2)]),
        ([("added_kong", "4444z", "E")], "", [("風明槓", 2)]),
        ([("concealed_kong", "1111z", None)], "", [("風暗槓", 3)]),
        ([("peng", "555z", "E")], "666z", [("箭刻", 2), ("箭刻", 2)]),
        ([("kong", "7777z", "E")], "", [("箭明槓", 3)]),
        ([("concealed_kong", "5555z", None)], "", [("箭暗槓", 4)]),
        ([("kong", "1111m", "E"), ("concealed_kong", "9999p", None)], "", [("明槓", 1), ("暗槓", 2)]),
        ([("peng", "111m", "E"), ("chi", "123s", "E")], "555p", []),  # suit pungs: 0
    ],
)
def test_sh11_flowers_of_melds(melds: list[tuple[str, str, str]], concealed: str,
                               expected: list[tuple[str, int]]) -> None:
    items = flower_items(seat_hand(concealed, melds))
    assert [(i.name, i.value) for i in items] == expected
    assert all(i.rule == "SH-11" and i.unit == "hua" for i in items)


def test_sh11_each_flower_tile_is_one() -> None:
    items = flower_items(seat_hand("", [], "137f"))
    assert [(i.name, i.value, i.detail) for i in items] == [("花", 3, "137f")]


def test_sh11_flower_total_of_a_won_hand() -> None:
    # 東 peng 1 + 中 exposed kong 3 + concealed 西 pung (the win tile completes it) 1 + 2 flowers
    melds = [("peng", "111z", "E"), ("kong", "7777z", "N")]
    hand = finished("S", "33z456m99m", "3z", melds=melds, flowers="25f", discarder="W", context=NO_DICE)
    result = score(hand)
    assert result.hand_name == "混一色" and result.totals["flowers"] == 7


# --- SH-12 the share, step by step (the spec's examples first) ------------------------------------


def test_sh12_pure_pungs_three_flowers_on_a_discard_is_10() -> None:
    hand = finished("S", "222p333s555m4s", "4s", melds=[("peng", "111m", "E")], flowers="123f", discarder="W")
    result = score(hand)
    assert items_of(result) == [
        ("SH-12", "底", "hua", 2),
        ("SH-11", "花", "hua", 3),
        ("SH-12", "碰碰胡", "x", 2),
    ]
    assert result.totals == {"flowers": 3, "share": 10}
    assert pays(result) == [("W", "S", 10, "SH-13")]


def test_sh12_half_flush_one_flower_is_6() -> None:
    hand = finished("S", "456m789m999m5z", "5z", melds=[("chi", "123m", "E")], flowers="6f", discarder="N")
    result = score(hand)
    assert items_of(result) == [("SH-12", "底", "hua", 2), ("SH-11", "花", "hua", 1),
                                ("SH-12", "混一色", "x", 2)]
    assert result.totals["share"] == 6 and net(result) == {"E": 0, "S": 6, "W": 0, "N": -6}


def test_sh12_half_flush_one_flower_by_kong_replacement_is_10() -> None:
    hand = finished("S", "456m789m999m5z", "5z", melds=[("chi", "123m", "E")], flowers="6f", after_kong=True)
    result = score(hand)
    assert item(result, "杠開").unit == "lezi" and item(result, "杠開").detail == "base 6 raised to 1 勒子"
    assert result.totals["share"] == 10
    assert net(result) == {"E": -10, "S": 30, "W": -10, "N": -10}


def test_sh12_full_flush_concealed_self_drawn_is_20_from_each() -> None:
    result = score(finished("S", "1112345678999m", "5m", context=NO_DICE))
    assert items_of(result) == [("SH-12", "清一色", "lezi", 1), ("SH-12", "門清", "x", 2)]
    assert result.totals["share"] == 20
    assert net(result) == {"E": -20, "S": 60, "W": -20, "N": -20}


def test_sh12_full_flush_pungs_with_kaibao_is_40() -> None:
    melds = [("peng", "111m", "E"), ("peng", "999m", "N")]
    result = score(finished("S", "555m2233m", "3m", melds=melds, discarder="W", context={"dice": [3, 3]}))
    assert items_of(result) == [("SH-12", "清碰", "lezi", 2), ("SH-15", "開寶", "x", 2)]
    assert result.totals["share"] == 40 and pays(result) == [("W", "S", 40, "SH-13")]


def test_sh12_honor_pungs_with_huangfan_is_80_cut_to_50() -> None:
    melds = [("peng", "111z", "E")]
    result = score(finished("S", "222z333z555z6z", "6z", melds=melds, discarder="N", context={"huangfan": 1}))
    assert items_of(result) == [("SH-12", "風碰", "lezi", 4), ("SH-16", "荒番", "x", 2)]
    assert result.totals["share"] == 80
    assert [(p.payer, p.amount) for p in result.payments] == [(3, 50)]  # SH-17 default 5 勒子
    assert "SH-17" in result.payments[0].why


def test_sh12_concealed_hand_raises_the_cap_to_two_lezi() -> None:
    # 碰碰胡 門清 with 8 花 (東 pung 1 + 7 flowers): (2 + 8) × 2 × 2 = 40, cap 2 勒子 → 20
    hand = finished("S", "111z222p333s555m6p", "6p", flowers="1234567f", discarder="W")
    result = score(hand)
    assert item(result, "門清").value == 2
    assert item(result, "封頂").value == 2 and item(result, "封頂").detail == "base 40 cut to 20"
    assert result.totals["share"] == 20


def test_sh12_open_fan_hand_caps_at_one_lezi() -> None:
    hand = finished("S", "222p333s555m4s", "4s", melds=[("peng", "111m", "E")], flowers="123456f",
                    discarder="W")
    result = score(hand)
    assert item(result, "封頂").value == 1 and result.totals["share"] == 10
    assert "門清" not in [i.name for i in result.items]


def test_sh12_concealed_kong_keeps_the_hand_concealed() -> None:
    melds = [("concealed_kong", "1111m", None)]
    result = score(finished("S", "222m333m444m5m", "5m", melds=melds, discarder="W"))
    assert result.hand_name == "清碰" and item(result, "門清").value == 2
    assert result.totals["share"] == 20  # 40 → cap 2 勒子


def test_sh12_big_single_wait_raises_the_base_to_one_lezi() -> None:
    melds = [("peng", "111m", "E"), ("peng", "222p", "E"), ("peng", "333s", "W"), ("peng", "555m", "N")]
    result = score(finished("S", "4s", "4s", melds=melds, discarder="W"))
    assert item(result, "大吊車").detail == "base 4 raised to 1 勒子" and result.totals["share"] == 10


def test_sh12_kong_replacement_does_nothing_to_a_lezi_hand() -> None:
    result = score(finished("S", "1112345678999m", "5m", after_kong=True))
    assert "杠開" not in [i.name for i in result.items] and result.totals["share"] == 20


# --- SH-15 開寶, SH-16 荒番 ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dice", "kaibao"),
    [((1, 1), True), ((6, 6), True), ((1, 4), True), ((4, 1), True), ((2, 5), False), ((3, 4), False)]
)
def test_sh15_kaibao_dice(dice: tuple[int, int], kaibao: bool) -> None:
    assert is_kaibao(list(dice)) is kaibao


def test_sh15_bad_dice_name_the_key() -> None:
    with pytest.raises(ValueError, match="context.dice"):
        score(finished("S", "1112345678999m", "5m", context={"dice": [0, 7]}))


def test_sh16_huangfan_doubles_once_whatever_the_counter() -> None:
    result = score(finished("S", "1112345678999m", "5m", context={"huangfan": 3}))
    assert item(result, "荒番").detail == "counter 3" and result.totals["share"] == 40


def test_sh16_counter_across_hands() -> None:
    assert huangfan_after(0, won=False) == 1 and huangfan_after(2, won=False) == 3
    assert huangfan_after(3, won=True) == 2 and huangfan_after(0, won=True) == 0


def test_sh15_sh16_both_double() -> None:
    hand = finished("S", "1112345678999m", "5m", context={"huangfan": 1, "dice": [1, 4]})
    assert score(hand).totals["share"] == 80  # 20 × 2 × 2, each pays 50 (SH-17)


# --- the shared example file, and the variant hook ----------------------------------------------


# shared/examples/shanghai-pure-pungs-discard.json, copied so the test runs where shared/ is absent
EXAMPLE: dict[str, Any] = {
    "scenario": {
        "variant": "shanghai",
        "options": {},
        "hands": {
            "S": {
                "concealed": "555m2233m",
                "melds": [{"type": "peng", "tiles": "111m", "from": "E"},
                          {"type": "peng", "tiles": "999m", "from": "N"}],
            }
        },
        "win": {"seat": "S", "tile": "3m", "from": "W"},
        "context": {"knocked": ["S"], "dice": [2, 5], "huangfan": 0},
    },
    "expect": {"valid": True, "totals": {"share": 20}, "net": {"E": 0, "S": 20, "W": -20, "N": 0}},
}


def test_example_pure_pungs_discard_file() -> None:
    shared = EXAMPLES / "shanghai-pure-pungs-discard.json"
    if shared.exists():  # the copy must not drift from the shared file
        data = json.loads(shared.read_text())
        assert data["scenario"] == EXAMPLE["scenario"] and data["expect"] == EXAMPLE["expect"]
    sc, expect = EXAMPLE["scenario"], EXAMPLE["expect"]
    s = sc["hands"]["S"]
    hand = finished(
        sc["win"]["seat"],
        s["concealed"],
        sc["win"]["tile"],
        melds=[(m["type"], m["tiles"], m["from"]) for m in s["melds"]],
        discarder=sc["win"]["from"],
        knocked=sc["context"]["knocked"],
        context={"dice": sc["context"]["dice"], "huangfan": sc["context"]["huangfan"]},
    )
    result = get_variant("shanghai").score(hand)
    assert result.valid is expect["valid"]
    assert result.totals["share"] == expect["totals"]["share"]
    assert net(result) == expect["net"]
    assert items_of(result) == [("SH-12", "清碰", "lezi", 2)]
    assert result.to_json()["hand"] == "清碰"


def test_example_through_the_score_scenario_reader() -> None:
    variant, hand = load_scenario(json.dumps(EXAMPLE))
    result = variant.score(hand).to_json()
    assert (result["valid"], result["hand"], result["totals"]) == (True, "清碰", {"flowers": 0, "share": 20})
    assert result["net"] == EXAMPLE["expect"]["net"]
    assert result["payments"] == [{"from": "W", "to": "S", "amount": 20, "why": "放沖", "rule": "SH-13"}]


def test_rules_page_has_every_rule_id_and_its_decisions() -> None:
    page = get_variant("shanghai").rules_page_text()
    for n in range(1, 22):
        assert f"SH-{n} " in page or f"SH-{n}\n" in page, f"SH-{n}"
    assert page.count("DECISION") >= 10
