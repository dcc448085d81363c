"""金華 Jinhua scoring: JH-29 settlement with ante, JH-6, JH-8, 財神 and 白板 (JH-2/3), the standard-shape
multipliers JH-10 … JH-12, JH-17 … JH-24, invalid hands and the shared example (shared/spec/rules-jinhua.md).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.scoring import FinishedHand
from rules.variants import get_variant
from rules.variants.jinhua.scoring import JinhuaInputError, hand_multiplier, score
from tests.rules.jinhua_hands import EXAMPLE, E, N, S, W, finished, items, meld, win

# ---------------------------------------------------------------- JH-29 examples and settlement


def test_jh29_plain_win_on_a_discard_pays_2_1_1() -> None:
    # JH-10, JH-29 example 1: discarder 2, others 1, winner +4
    result = win("123m456m789s234p5z", "5z", discarder=W)
    assert items(result) == [("JH-10", "平胡", 1)]
    assert result.totals["multiplier"] == 1 and result.totals["share"] == 1
    assert result.net == (-1, 4, -2, -1)
    assert all(i.unit == "x" and i.name_en for i in result.items)


def test_jh29_all_pungs_pure_one_suit_self_drawn_each_pays_16() -> None:
    # JH-11 × JH-18 (no 財神) = 8; JH-29 example 2: 自摸 each pays 2S = 16, winner +48
    result = win("111m333m555m777m9m", "9m", indicator="1z")
    assert items(result) == [("JH-11", "碰碰胡", 2), ("JH-18", "清一色", 4)]
    assert result.totals == {"multiplier": 8, "share": 8, "ante": 1}
    assert result.net == (-16, 48, -16, -16)
    assert all(p.amount == 16 and p.why == "自摸" for p in result.payments)


def test_jh29_seven_pairs_burst_head_each_pays_16() -> None:
    # JH-14, JH-29 example 3: six pairs + a 財神, self-drawn on any tile: ×8, each pays 16
    result = win("1133m2255p4466s7p", "3z")
    assert items(result) == [("JH-14", "七對子爆頭", 8)]
    assert result.net == (-16, 48, -16, -16)


def test_jh29_ante_multiplies_the_share() -> None:
    # JH-29 option ante X: S = X × product
    result = win("123m456m789s234p5z", "5z", discarder=E, ante=5)
    assert result.totals["share"] == 5
    assert result.net == (-10, 20, -5, -5)


def test_jh6_each_drawn_hand_before_doubles() -> None:
    # JH-6: ×2 per consecutive drawn hand; listed as an item and included in the multiplier
    result = win("111m333m555m777m9m", "9m", indicator="1z", draws_before=2)
    assert items(result) == [("JH-11", "碰碰胡", 2), ("JH-18", "清一色", 4), ("JH-6", "荒局加倍", 4)]
    assert result.totals["multiplier"] == 32 and result.totals["share"] == 32
    assert result.net == (-64, 192, -64, -64)


def test_jh6_no_item_without_a_drawn_hand() -> None:
    assert all(i.rule != "JH-6" for i in win("123m456m789s234p5z", "5z", discarder=W).items)


# S's chi come from E (上家); E supplies the third claim
LIABLE_MELDS = (meld("peng", "111z", E), meld("chi", "234m", E), meld("peng", "999s", E))


def test_jh8_third_claim_from_one_player_pays_alone_on_a_discard() -> None:
    # JH-8: E supplied three claims; E pays what all three would have paid (2S + S + S)
    result = win("789p5z", "5z", discarder=N, melds=LIABLE_MELDS, indicator="1p")
    assert items(result) == [("JH-10", "平胡", 1)]
    assert [(p.payer, p.payee, p.amount, p.rule) for p in result.payments] == [(E, S, 4, "JH-8")]
    assert "承包 E pays it all" in result.formula
    assert result.net == (-4, 4, 0, 0)


def test_jh8_liability_on_a_self_draw_covers_three_times_2s() -> None:
    result = win("789p5z", "5z", melds=LIABLE_MELDS, indicator="1p", ante=2)
    assert result.totals["share"] == 2
    assert [(p.payer, p.amount, p.why) for p in result.payments] == [(E, 12, "承包 (pays for all three)")]


def test_jh8_two_claims_from_one_player_are_not_liable() -> None:
    melds = (meld("peng", "111z", E), meld("chi", "234m", E), meld("peng", "999s", N))
    result = win("789p5z", "5z", discarder=N, melds=melds, indicator="1p")
    assert result.net == (-1, 4, -1, -2)
    assert {p.rule for p in result.payments} == {"JH-29"}


# ---------------------------------------------------------------- JH-2, JH-3: 財神 and 白板


def test_jh2_the_indicator_kind_is_wild() -> None:
    # JH-2: 7p (the turned tile's kind) stands for 5s in 456s
    result = win("123m456m789s22z5s7p", "6s", discarder=W)
    assert items(result) == [("JH-10", "平胡", 1)]
    assert "7p" in result.reading and "*" in result.reading


def test_jh3_white_stands_for_the_face_in_a_sequence() -> None:
    # JH-3: 財神 3m; 2m + 白板 + 4m is a sequence; without the stand-in the hand is not complete
    result = win("24m5z567m789m123p1s", "1s", discarder=W, indicator="3m")
    assert items(result) == [("JH-10", "平胡", 1)]
    assert "seq:234m~" in result.reading


def test_jh3_white_stands_for_the_face_in_a_pung_best_reading() -> None:
    # JH-3, JH-28: read as 3m the 白板 pung makes 清一色 (no 財神 as wild) ×4; read as 白 it is 平胡
    result = win("111m555z456m789m2m", "2m", discarder=W, indicator="3m")
    assert items(result) == [("JH-10", "平胡", 1), ("JH-18", "清一色", 4)]
    assert "pung:333m~~~" in result.reading


def test_jh3_white_read_as_itself_when_that_is_better() -> None:
    # JH-3: the 白板 pair stays 白 (as 3m it could not pair with anything but another 3m)
    result = win("123m456m789s234p5z", "5z", discarder=W, indicator="3s")
    assert "pair:55z" in result.reading


def test_jh3_a_table_pung_of_white_may_read_as_the_face() -> None:
    melds = (meld("peng", "555z", W),)
    result = win("111m456m789m2m", "2m", discarder=W, melds=melds, indicator="3m")
    assert items(result) == [("JH-10", "平胡", 1), ("JH-18", "清一色", 4)]


def test_jh3_when_white_is_the_caishen_nothing_stands_in() -> None:
    # JH-3: indicator 白板 → the other 白板 are the 財神 (wild); as a wild 5z fills 3p here
    result = win("123m456m789s24p5z1z", "1z", discarder=W, indicator="5z")
    assert items(result) == [("JH-10", "平胡", 1)]
    assert "seq:234p*" in result.reading


# ---------------------------------------------------------------- standard-shape hands


def test_jh11_all_pungs_with_exposed_pengs() -> None:
    melds = (meld("peng", "222p", E), meld("peng", "666s", N))
    result = win("111m999p3z", "3z", discarder=E, melds=melds)
    assert items(result) == [("JH-11", "碰碰胡", 2)]
    assert result.net == (-4, 8, -2, -2)


def test_jh11_kongs_count_as_pungs() -> None:
    melds = (meld("concealed_kong", "2222p"), meld("kong", "6666s", N))
    result = win("111m999p3z", "3z", discarder=E, melds=melds)
    assert items(result)[0][0] == "JH-11"


FOUR_MELDS = (
    meld("chi", "123m", E),
    meld("peng", "555p", W),
    meld("peng", "222z", N),
    meld("chi", "789s", E),
)


def test_jh12_all_from_others_on_a_discard() -> None:
    # JH-12: four exposed melds, single tile (not a 財神), won on a discard ×2
    result = win("5s", "5s", discarder=W, melds=FOUR_MELDS)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-12", "全求人", 2)]
    assert result.net == (-2, 8, -4, -2)


def test_jh12_self_drawn_it_is_only_plain() -> None:
    result = win("5s", "5s", melds=FOUR_MELDS)
    assert items(result) == [("JH-10", "平胡", 1)]


def test_jh12_not_when_the_single_tile_is_a_caishen() -> None:
    result = win("7p", "5s", discarder=W, melds=FOUR_MELDS)
    assert items(result) == [("JH-10", "平胡", 1)]


def test_jh12_not_with_a_concealed_kong() -> None:
    melds = (*FOUR_MELDS[:3], meld("concealed_kong", "8888s"))
    result = win("5s", "5s", discarder=W, melds=melds)
    assert items(result) == [("JH-10", "平胡", 1)]


def test_jh12_with_all_pungs_multiplies() -> None:
    # JH-11 × JH-12 (different groups, JH-28)
    melds = (meld("peng", "111m", E), meld("peng", "555p", W), meld("peng", "222z", N),
             meld("kong", "8888s", E))
    result = win("5s", "5s", discarder=W, melds=melds)
    assert items(result) == [("JH-11", "碰碰胡", 2), ("JH-12", "全求人", 2)]
    assert result.totals["multiplier"] == 4


def test_jh17_kong_replacement_win() -> None:
    # JH-17: after a concealed kong the replacement completes the hand
    melds = (meld("concealed_kong", "9999p"),)
    result = win("123m456m789s3z", "3z", melds=melds, after_kong=True)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-17", "杠上開花", 2)]
    assert result.net == (-4, 12, -4, -4)


def test_jh17_needs_a_kong() -> None:
    result = score(finished("123m456m789s234p3z", "3z", after_kong=True))
    assert not result.valid and "kong" in (result.reason or "")


def test_jh18_one_suit_with_caishen_as_wild() -> None:
    # JH-18 ×2: 7p stands for 6m
    result = win("123m45m789m111m5m7p", "5m", discarder=W)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-18", "清一色", 2)]
    assert result.totals["multiplier"] == 2


def test_jh18_caishen_as_its_own_face_keeps_it_pure() -> None:
    # JH-18 ×4: 財神 3m read as 3m (its own face) is not "used as wild"
    result = win("12m456m789m111m5m3m", "5m", discarder=W, indicator="3m")
    assert items(result) == [("JH-10", "平胡", 1), ("JH-18", "清一色", 4)]


def test_jh18_with_a_caishen_of_another_suit_as_wild_is_x2() -> None:
    result = win("1235m456m789m99m7p", "4m", discarder=W)
    assert ("JH-18", "清一色", 2) in items(result)


def test_jh20_all_honors_in_shape_is_16_not_also_all_pungs() -> None:
    # JH-20 清風 ×16; DECISION: not also 碰碰胡 (the seed's example, all pungs, is ×16)
    result = win("111z333z222z666z7z", "7z", discarder=W)
    assert items(result) == [("JH-20", "清風", 16)]
    assert result.net == (-16, 64, -32, -16)


def test_jh19_all_honors_without_shape_is_8() -> None:
    result = win("1234567z1234z56z", "7z", discarder=W)
    assert items(result) == [("JH-19", "亂風", 8)]


def test_jh27_honor_caishen_counts_only_as_its_face_in_all_honors() -> None:
    # JH-27, JH-28: 財神 東 as 發 would make 清風, but there it counts only as 東: 亂風 ×8 is best
    result = win("222z333z444z66z1z7z", "7z", discarder=W, indicator="1z")
    assert items(result) == [("JH-19", "亂風", 8)]


def test_jh27_a_suited_caishen_spoils_all_honors() -> None:
    # JH-27: 7p held is a 7p in 亂風/清風; the hand is then only 碰碰胡 with 7p as a wild
    result = win("111z333z222z66z7z7p", "7z", discarder=W)
    assert items(result) == [("JH-11", "碰碰胡", 2)]


def test_jh21_two_caishen_as_the_pair() -> None:
    # JH-21 財神頭 ×4: the two 財神 are the pair as 7p
    result = win("123m456m789s234p7p", "7p", discarder=None)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-21", "財神頭", 4), ("JH-23", "爆頭", 2)]


def test_jh21_caishen_pair_versus_caishen_as_wild() -> None:
    # 財神頭 only when both 財神 are the pair as their face; here they complete 4p-5p-6p and 3z3z
    own_face = win("123m456m789s34p7p7p", "5p", discarder=W)
    assert items(own_face) == [("JH-10", "平胡", 1), ("JH-21", "財神頭", 4)]
    as_wild = win("123m456m789s3p7p7p3z", "3z", discarder=W)
    assert items(as_wild) == [("JH-10", "平胡", 1)]


def test_jh22_three_caishen_as_a_pung() -> None:
    # JH-22 三財一刻 ×8, with 碰碰胡 ×2 (different groups)
    result = win("111m222z333p4m7p7p7p", "4m", discarder=W)
    assert items(result) == [("JH-11", "碰碰胡", 2), ("JH-22", "三財一刻", 8)]
    assert result.totals["multiplier"] == 16


def test_jh22_versus_the_same_caishen_as_wilds() -> None:
    # three 財神 that must stand for 3m, 6m and 9p are no 三財一刻
    result = win("12m45m89s123s55z7p7p", "7p")
    assert ("JH-22", "三財一刻", 8) not in items(result)
    assert items(result)[0] == ("JH-10", "平胡", 1)


def test_jh23_burst_head_self_drawn_on_any_tile() -> None:
    # JH-23 爆頭 ×2: four melds complete + lone 財神; the drawn 9s pairs with it
    result = win("123m456m789s234p7p", "9s")
    assert items(result) == [("JH-10", "平胡", 1), ("JH-23", "爆頭", 2)]
    assert result.net == (-4, 12, -4, -4)


def test_jh23_not_on_a_discard() -> None:
    result = win("123m456m789s234p7p", "9s", discarder=W)
    assert items(result) == [("JH-10", "平胡", 1)]


def test_jh23_not_when_the_drawn_tile_completes_a_meld() -> None:
    # the 財神 is already part of a pair with 5z; the drawn 4p completes 234p
    result = win("123m456m789s23p5z7p", "4p")
    assert items(result) == [("JH-10", "平胡", 1)]


def test_jh24_burst_head_after_an_exposed_kong_of_a_discard() -> None:
    # JH-24 杠爆 ×2 in place of 杠上開花, with 爆頭 ×2
    melds = (meld("kong", "5555z", W),)
    result = win("123m456m789s7p", "1z", melds=melds, after_kong=True)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-23", "爆頭", 2), ("JH-24", "杠爆", 2)]
    assert result.totals["multiplier"] == 4


def test_jh24_not_after_a_concealed_kong() -> None:
    melds = (meld("concealed_kong", "5555z"),)
    result = win("123m456m789s7p", "1z", melds=melds, after_kong=True)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-23", "爆頭", 2), ("JH-17", "杠上開花", 2)]


def test_jh24_without_burst_head_an_exposed_kong_gives_kong_bloom() -> None:
    melds = (meld("kong", "5555z", W),)
    result = win("123m456m789s1z", "1z", melds=melds, after_kong=True)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-17", "杠上開花", 2)]


# ---------------------------------------------------------------- invalid hands and bad input


@pytest.mark.parametrize(
    ("concealed", "tile", "kw", "reason"),
    [
        ("123m456m789s234p5z", "6z", {"discarder": W}, "not a winning hand"),
        ("123m456m789s234p5z", "7p", {"discarder": W}, "discarded 財神"),
        ("123m456m789s234p", "5z", {"discarder": W}, "tiles"),
        ("456m789s234p5z", "5z", {"discarder": W, "melds": (meld("peng", "7p7p7p", E),)}, "財神"),
    ],
)
def test_invalid_hands(concealed: str, tile: str, kw: dict[str, Any], reason: str) -> None:
    result = score(finished(concealed, tile, **kw))
    assert not result.valid and reason in (result.reason or "")
    assert result.net == (0, 0, 0, 0)


def test_missing_indicator_and_bad_ante_are_input_errors() -> None:
    hand = finished("123m456m789s234p5z", "5z", discarder=W)
    with pytest.raises(JinhuaInputError, match="indicator"):
        score(FinishedHand(hand.winner, hand.win_tile, hand.hands, hand.discarder, context={}))
    with pytest.raises(ValueError, match=r"options\.ante: 0 is below 1 \(JH-29\)"):  # checked where it enters
        get_variant("jinhua").options({"ante": 0})


def test_variant_dispatch_and_hint_multiplier() -> None:
    hand = finished("111m333m555m777m9m", "9m", indicator="1z")
    assert get_variant("jinhua").score(hand).to_json() == score(hand).to_json()
    assert hand_multiplier(hand) == 8
    assert hand_multiplier(finished("123m456m789s234p5z", "6z", discarder=W)) == 0


def test_shared_example_plain_self_draw_with_caishen() -> None:
    # shared/examples/jinhua-plain-selfdraw-with-caishen.json built directly as a FinishedHand
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    scenario = example["scenario"]
    hand = finished(
        scenario["hands"]["S"]["concealed"],
        scenario["win"]["tile"],
        indicator=scenario["context"]["indicator"],
        draws_before=scenario["context"]["draws_before"],
    )
    result = score(hand).to_json()
    assert result["valid"] is True
    assert items(score(hand)) == [("JH-10", "平胡", 1)]
    for key, value in example["expect"]["totals"].items():
        assert result["totals"][key] == value
    assert result["net"] == example["expect"]["net"]


def _scenario(hand: dict[str, Any], tile: str, frm: str | None = None, **context: Any) -> str:
    win_part: dict[str, Any] = {"seat": "S", "tile": tile}
    if frm:
        win_part["from"] = frm
    return json.dumps(
        {"variant": "jinhua", "hands": {"S": hand}, "win": win_part,
         "context": {"indicator": "7p", **context}}
    )


@pytest.mark.parametrize(
    ("scenario", "rules", "net"),
    [
        # the three JH-29 examples through the strict scenario reader
        (_scenario({"concealed": "123m456m789s234p5z"}, "5z", "W"), ["JH-10"],
         {"E": -1, "S": 4, "W": -2, "N": -1}),
        (
            _scenario({"concealed": "111m333m555m777m9m"}, "9m", indicator="1z"),
            ["JH-11", "JH-18"],
            {"E": -16, "S": 48, "W": -16, "N": -16},
        ),
        (_scenario({"concealed": "1133m2255p4466s7p"}, "3z"), ["JH-14"],
         {"E": -16, "S": 48, "W": -16, "N": -16}),
        # JH-8 through the reader: the third claim from E (chi only from 上家 E)
        (
            _scenario(
                {
                    "concealed": "789p5z",
                    "melds": [
                        {"type": "peng", "tiles": "111z", "from": "E"},
                        {"type": "chi", "tiles": "234m", "from": "E"},
                        {"type": "peng", "tiles": "999s", "from": "E"},
                    ],
                },
                "5z",
                "N",
                draws_before=1,
            ),
            ["JH-10", "JH-6"],
            {"E": -8, "S": 8, "W": 0, "N": 0},
        ),
    ],
)
def test_scenarios_through_the_reader(scenario: str, rules: list[str], net: dict[str, int]) -> None:
    from rules.scenario import load_scenario

    variant, hand = load_scenario(scenario)
    result = variant.score(hand).to_json()
    assert [i["rule"] for i in result["items"]] == rules
    assert result["net"] == net


def test_shared_example_through_the_score_command() -> None:
    # `mahjong-tui score shared/examples/jinhua-plain-selfdraw-with-caishen.json`
    from click.testing import CliRunner

    from mahjong_tui.cli import cli

    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    run = CliRunner().invoke(cli, ["score", str(EXAMPLE)])
    assert run.exit_code == 0, run.output
    result = json.loads(run.output)
    assert result["valid"] is True
    items = [(i["rule"], i["name"], i["unit"], i["value"]) for i in result["items"]]
    assert items == [("JH-10", "平胡", "x", 1)]
    assert {k: result["totals"][k] for k in example["expect"]["totals"]} == example["expect"]["totals"]
    assert result["net"] == example["expect"]["net"]


def test_score_command_names_a_missing_indicator() -> None:
    from click.testing import CliRunner

    from mahjong_tui.cli import cli

    scenario = json.loads(_scenario({"concealed": "123m456m789s234p5z"}, "5z", "W"))
    del scenario["context"]["indicator"]
    run = CliRunner().invoke(cli, ["score", "-"], input=json.dumps(scenario))
    assert run.exit_code != 0
    assert "indicator" in run.output


def test_jh23_all_from_others_shape_with_a_caishen_single_self_drawn_is_burst_head() -> None:
    # four exposed melds + a lone 財神, self-drawn: 爆頭 (JH-23), not 全求人 (JH-12)
    result = win("7p", "5s", melds=FOUR_MELDS)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-23", "爆頭", 2)]
