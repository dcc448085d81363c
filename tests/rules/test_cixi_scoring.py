"""慈溪 Cixi scoring: shapes CX-7, 牌型分 CX-8, basic score CX-9, CX-10, 抛花 CX-11, the rules page, the score
command (shared/spec/rules-cixi.md; rules/variants/cixi/rules.md for the DECISIONs). Payments:
test_cixi_payments.py."""

from __future__ import annotations

import json

import pytest

from rules.scoring import FinishedHand
from rules.tiles import kind_of, next_kind, parse_tiles
from rules.variants import get_variant
from rules.variants.cixi.scoring import CixiInputError, basic_score, is_paohua, score
from tests.rules.cixi_fixtures import EXAMPLES, FOUR_MELDS, finished, items_of, net_of

# --- CX-10 the shared example, CX-9 龍數 ------------------------------------------------------------


def test_shared_example_plain_hand_with_one_long_on_a_discard() -> None:
    """CX-9/CX-10 cixi-plain-one-long-discard.json: 龍 = 9s; 6 + 1 = 7; discarder 2S, others S."""
    data = json.loads((EXAMPLES / "cixi-plain-one-long-discard.json").read_text())
    result = score(finished("123m456p789m11z4s9s", "5s", indicator="8s", frm="N"))
    assert result.valid
    assert items_of(result) == [("CX-8", "胡牌", 6), ("CX-9", "龍數", 1)]
    assert {k: result.totals[k] for k in ("points", "long", "basic")} == data["expect"]["totals"]
    assert net_of(result) == data["expect"]["net"]
    # the two who did not discard pay 1× as 陪付, as Jinshan and Jinhua say it: 打胡 is the discard win
    # itself (CX-10 "打胡：放沖者付 2S …"), not what the bystanders pay (issue 27)
    assert [(p.why, p.amount) for p in result.payments] == [("陪付", 7), ("陪付", 7), ("放沖", 14)]


def test_no_long_held_counts_as_two_and_self_draw_pays_double() -> None:
    """CX-9 none held counts as 2; CX-10 自摸: every other player pays 2S."""
    result = score(finished("123m456p789m11z45s", "6s", indicator="1p"))
    assert items_of(result) == [("CX-8", "胡牌", 6), ("CX-9", "龍數", 2)]
    assert result.totals["long"] == 2 and result.totals["basic"] == 8
    assert net_of(result) == {"E": -16, "S": 48, "W": -16, "N": -16}


def test_three_longs_count_three() -> None:
    """CX-9 龍數 counts every 龍 held, whatever it stands for."""
    result = score(finished("123m456p11z7z2s2s2s4s", "5s", indicator="1s", frm="E"))
    assert ("CX-9", "龍數", 3) in items_of(result)
    assert result.totals["basic"] == 6 + 3


def test_missing_indicator_is_an_input_error() -> None:
    hand = finished("123m456p789m11z45s", "6s", indicator="1p")
    with pytest.raises(CixiInputError, match="indicator"):
        score(FinishedHand(hand.winner, hand.win_tile, hand.hands))


def test_incomplete_hand_is_not_a_win() -> None:
    result = score(finished("123m456p789m11z45s", "9s", indicator="1p", frm="E"))
    assert not result.valid and result.reason == "not a winning hand"
    assert net_of(result) == {"E": 0, "S": 0, "W": 0, "N": 0}


def test_a_long_can_never_be_won_on_a_discard() -> None:
    """CX-2: a 龍 is never discarded, so a win on a discarded 龍 is impossible."""
    result = score(finished("123m456p789m11z45s", "9s", indicator="8s", frm="E"))
    assert not result.valid and "CX-2" in (result.reason or "")


# --- CX-7 / CX-8 shapes and points --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("concealed", "win", "indicator", "name", "extra", "longs"),
    [
        # the seed's 十三幺 A: no 龍 (龍 = 中, not held)
        ("1s5s8s2p5p8p3m6m9m1z3z4z2z", "4z", "5z", "十三幺", 5, 2),
        # the seed's 十三幺 B: 5p is the 龍
        ("3s7s2p6p9p1m4m9m1z3z4z2z6z", "5p", "4p", "十三幺", 5, 1),
        # the seed's 十三幺 C: 發 is the 龍 (both 發 wild)
        ("3s7s2p6p9p1m4m9m1z3z4z2z6z", "6z", "7z", "十三幺", 5, 2),
        # 十三幺 A with a 龍 (9s) in place of 9m
        ("1s5s8s2p5p8p3m6m9s1z3z4z2z", "4z", "8s", "十三幺", 5, 1),
        # the seed's 七風齊 A: no 龍 (龍 = 2m)
        ("1s5s8s2p5p3m9m123475z", "6z", "1m", "十三幺七風齊", 6, 2),
        # the seed's 七風齊 B: 白 is the 龍; one reads as 白, the other fills any slot
        ("2m7m3s7s2p7p1234765z", "5z", "6z", "十三幺七風齊", 6, 2),
        # 七風齊 with a 龍 (6s) standing for the missing 中
        ("1s5s8s2p5p3m9m123465z", "6s", "5s", "十三幺七風齊", 6, 1),
    ],
)
def test_thirteen_unrelated_seed_examples(
    concealed: str, win: str, indicator: str, name: str, extra: int, longs: int
) -> None:
    """CX-7 十三幺 / 七風齊, CX-8 +5 / +6, the seed's examples with and without 龍."""
    result = score(finished(concealed, win, indicator=indicator))
    assert result.valid, result.reason
    assert result.hand_name == name
    assert items_of(result) == [("CX-8", "胡牌", 6), ("CX-8", name, extra), ("CX-9", "龍數", longs)]
    assert result.totals["basic"] == 6 + extra + longs


@pytest.mark.parametrize(
    "concealed",
    [
        "1s3s8s2p5p8p3m6m9m1z3z4z2z",  # 1s 3s only two apart
        "1s5s8s2p5p8p3m6m9m1z3z3z4z",  # two honors doubled (西, and 北 with the win tile)
        "1s5s8s2p5p8p3m6m9m1z4z4z4z",  # one honor three times
    ],
)
def test_thirteen_unrelated_negatives(concealed: str) -> None:
    """CX-7: suit tiles at least three ranks apart; one honor at most doubled."""
    result = score(finished(concealed, "4z", indicator="5z"))
    assert not result.valid


def test_seven_pairs_with_long_and_clean_seven_pairs() -> None:
    """CX-8 七對 +5 when a 龍 completes a pair; 清七對 +7 when no 龍 is used as wild (a 龍 pair read as
    itself)."""
    with_long = score(finished("1133m2288p5577s1z", "9s", indicator="8s"))
    assert items_of(with_long) == [("CX-8", "胡牌", 6), ("CX-8", "七對", 5), ("CX-9", "龍數", 1)]
    clean = score(finished("1133m2288p5577s9s", "9s", indicator="8s"))
    # two 龍 held (read as a pair of 9s): 龍數 2; before the last 龍 the hand was 6 pairs + 龍, i.e. 抛花
    assert items_of(clean) == [("CX-8", "胡牌", 6), ("CX-8", "清七對", 7), ("CX-9", "龍數", 2),
                               ("CX-11", "抛花", 5)]
    four_alike = score(finished("1111m2288p5577s1z", "1z", indicator="8s", frm="E"))
    assert ("CX-8", "清七對", 7) in items_of(four_alike)  # DECISION: four alike are two pairs


def test_best_reading_prefers_seven_pairs_over_standard() -> None:
    """C-6 best reading: 112233m is also 123m 123m, but 清七對 + 清一色 is worth more."""
    result = score(finished("1122334455667m", "7m", indicator="1z"))
    assert items_of(result) == [
        ("CX-8", "胡牌", 6), ("CX-8", "清七對", 7), ("CX-8", "清一色", 5), ("CX-9", "龍數", 2),
    ]


def test_one_suit_reads_the_long_into_the_suit() -> None:
    """CX-8 清一色 +5: the 龍 (5p) stands for a 萬, so the hand is still one suit."""
    result = score(finished("123456789m1m5p34m", "2m", indicator="4p", frm="W"))
    assert items_of(result) == [("CX-8", "胡牌", 6), ("CX-8", "清一色", 5), ("CX-9", "龍數", 1)]


def test_half_flush_seed_example() -> None:
    """CX-8 混一色 +3 (DECISION), the seed's example 111 234 555 789 條 東東."""
    result = score(finished("111234555789s1z", "1z", indicator="5z", frm="N"))
    assert result.hand_name == "混一色"
    assert items_of(result) == [("CX-8", "胡牌", 6), ("CX-8", "混一色", 3), ("CX-9", "龍數", 2)]


def test_single_wait_kong_flower_points() -> None:
    """CX-8 單吊 +5 (one tile left after four melds) and 杠上花 +5 (self-draw on a kong replacement)."""
    melds = ("peng:111s:E", "chi:234m:E", "peng:777p:W", "added_kong:5555z:N")
    result = score(finished("8m", "8m", indicator="1z", melds=melds, after_kong=True))
    assert items_of(result) == [
        ("CX-8", "胡牌", 6), ("CX-8", "單吊", 5), ("CX-8", "杠上花", 5), ("CX-9", "龍數", 2),
    ]
    assert result.totals["basic"] == 18


def test_heavenly_and_earthly_hands() -> None:
    """CX-8 天胡 (dealer on the deal) / 地胡 (another player in their first turn, no claim) +10."""
    heaven = score(finished("123m456p789m11z45s", "6s", indicator="1p", winner="E", first_turn=True))
    assert ("CX-8", "天胡", 10) in items_of(heaven)
    earth = score(finished("123m456p789m11z45s", "6s", indicator="1p", frm="E", first_turn=True))
    assert ("CX-8", "地胡", 10) in items_of(earth)


@pytest.mark.parametrize(
    ("concealed", "win", "melds", "longs"),
    [
        ("1223334445567z", "7z", (), 2),  # the seed's 全風向: 東南西西北北北中中中發發白白
        ("12345677z1m1m", "2z", ("peng:111z:E",), 2),  # pengs allowed, 1m is the 龍 (indicator 9m)
    ],
)
def test_all_honors_is_a_limit_hand(concealed: str, win: str, melds: tuple[str, ...], longs: int) -> None:
    """CX-7 全風向: 14 honors in any arrangement; CX-8 limit 50, nothing else added; 龍數 still counts."""
    result = score(finished(concealed, win, indicator="9m", melds=melds, first_turn=False))
    assert result.hand_name == "全風向"
    assert items_of(result) == [("CX-8", "全風向", 50), ("CX-9", "龍數", longs)]
    assert result.totals["points"] == 50 and result.totals["basic"] == 50 + longs


def test_four_longs_wins_whatever_the_rest() -> None:
    """CX-7 四龍: the fourth 龍 drawn wins at once; limit 50 + 龍數 4; paid as 自摸 (2S each)."""
    result = score(finished("1s1s1s1m5m9m3p7p1z2z3z4z5z", "1s", indicator="9s", context={"four_long": True}))
    assert items_of(result) == [("CX-8", "四龍", 50), ("CX-9", "龍數", 4)]
    assert net_of(result) == {"E": -108, "S": 324, "W": -108, "N": -108}
    short = score(finished("1s1s2s1m5m9m3p7p1z2z3z4z5z", "1s", indicator="9s", context={"four_long": True}))
    assert not short.valid and "四龍" in (short.reason or "")


def test_ten_honor_discards_paid_as_self_draw() -> None:
    """CX-7 十連風: win.tile is the tenth honor discarded; 50 + 龍數; paid as 自摸."""
    result = score(finished("1m5m9m3p7p2s6s1z2z3z4z5z6z", "7z", indicator="1p", context={"ten_honors": True}))
    assert items_of(result) == [("CX-8", "十連風", 50), ("CX-9", "龍數", 2)]
    assert net_of(result) == {"E": -104, "S": 312, "W": -104, "N": -104}
    on_discard = finished("1m5m9m3p7p2s6s1z2z3z4z5z6z", "7z", indicator="1p", frm="E",
                          context={"ten_honors": True})
    assert not score(on_discard).valid
    long_tenth = finished("1m5m9m3p7p2s6s1z2z3z4z5z6z", "7z", indicator="5z", context={"ten_honors": True})
    assert not score(long_tenth).valid  # 中 is the 龍 here: never discarded (CX-2)


# --- CX-11 抛花 ------------------------------------------------------------------------------------------



@pytest.mark.parametrize(
    ("concealed", "n_melds", "indicator", "expected"),
    [
        ("1z", 4, "4z", True),  # four melds + a lone 龍 (東, indicator 北)
        ("2z", 4, "4z", False),  # a lone natural tile waits on one kind only
        ("123m1z", 3, "4z", True),  # 123m + 龍: any tile pairs with the 龍
        ("1133m2288p5577s1z", 0, "4z", True),  # six pairs + 龍 (seven pairs)
        ("1133m2288p5577s2z", 0, "4z", False),
        ("123m456p11z7z2s2s2s4s", 0, "1s", False),
    ],
)
def test_paohua_detection(concealed: str, n_melds: int, indicator: str, expected: bool) -> None:
    """CX-11 抛花: a hand that any tile completes."""
    assert is_paohua(parse_tiles(concealed), n_melds, next_kind(kind_of(indicator))) is expected


def test_paohua_self_draw_scores_bonus_outside_long_count() -> None:
    """CX-9/CX-11: +5 for 抛花, not part of totals.long; a lone 龍 + win tile is also 單吊 (DECISION)."""
    result = score(finished("1z", "9m", indicator="4z", melds=FOUR_MELDS))
    assert items_of(result) == [
        ("CX-8", "胡牌", 6), ("CX-8", "單吊", 5), ("CX-9", "龍數", 1), ("CX-11", "抛花", 5),
    ]
    assert dict(result.totals) == {"points": 11, "long": 1, "paohua": 5, "basic": 17, "ante": 1}
    assert net_of(result) == {"E": -34, "S": 102, "W": -34, "N": -34}


def test_paohua_cannot_win_on_a_discard() -> None:
    """CX-11: a player in 抛花 only wins by self-draw."""
    result = score(finished("1z", "9m", indicator="4z", melds=FOUR_MELDS, frm="W"))
    assert not result.valid and result.reason == "抛花 only wins by self-draw"
    assert basic_score(finished("1z", "9m", indicator="4z", melds=FOUR_MELDS, frm="W")) == 0


def test_rules_page_names_every_rule() -> None:
    """rules/variants/cixi/rules.md: Chinese and English, every rule id CX-1 … CX-17, the DECISIONs written
    down."""
    page = get_variant("cixi").rules_page_text()
    assert all(f"CX-{n}" in page for n in range(1, 18))
    assert "DECISION" in page and "paohua_single" in page and "抛花" in page
    assert "only wins by self-draw" in page


# --- through `mahjong-tui score` (rules/scenario.py) --------------------------------------------------


def test_shared_example_through_the_score_command() -> None:
    """cli.md `score` on shared/examples/cixi-plain-one-long-discard.json: the expected totals and net."""
    from click.testing import CliRunner

    from mahjong_tui.cli import cli

    path = EXAMPLES / "cixi-plain-one-long-discard.json"
    expect = json.loads(path.read_text())["expect"]
    run = CliRunner().invoke(cli, ["score", str(path)])
    assert run.exit_code == 0, run.output
    out = json.loads(run.output)
    assert out["valid"] is expect["valid"]
    assert {k: out["totals"][k] for k in expect["totals"]} == expect["totals"]
    assert out["net"] == expect["net"]
    assert [(i["rule"], i["name"], i["value"]) for i in out["items"]] == [("CX-8", "胡牌", 6),
                                                                          ("CX-9", "龍數", 1)]


def test_paohua_single_scenario_key() -> None:
    """CX-13 as a scenario says it: context ``paohua_single`` (rules/variants/cixi/rules.md), ante 2 → 34 × 2
    each."""
    from rules.scenario import load_scenario

    melds = [{"type": "peng", "tiles": "111s", "from": "E"}, {"type": "chi", "tiles": "234m", "from": "S"},
             {"type": "peng", "tiles": "777p", "from": "E"}, {"type": "peng", "tiles": "555z", "from": "N"}]
    scenario = {
        "variant": "cixi", "options": {"ante": 2},
        "hands": {"W": {"concealed": "1z", "melds": melds}},
        "win": {"seat": "W", "tile": "6m"},
        "context": {"indicator": "4z", "paohua_single": True},
    }
    variant, hand = load_scenario(json.dumps(scenario))
    result = variant.score(hand)
    assert [(p.why, p.amount, p.rule) for p in result.payments] == [("單吊抛花", 68, "CX-13")] * 3
    assert "CX-13" in result.formula
