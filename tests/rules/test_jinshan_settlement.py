"""金山 chips: ante and a (JS-16), who pays what (JS-17), the seed's chip table (JS-18), the cap (JS-19),
槓開 (JS-20), the losers' settlement (JS-21) with the losers' own count (JS-22), and both settlements in
the result (JS-23)."""

from __future__ import annotations

import pytest

from rules.scoring import ScoreResult, net_of
from rules.variants.jinshan.settlement import (
    ANTE,
    CAP,
    LoserCount,
    loser_count,
    losers_payments,
    uncapped_payment,
    winner_payment,
)
from tests.rules.jinshan_hands import items_of, jinshan_hand, score_of

# The seed's 籌碼計算表 (seeds/000_b9089b3b8bed716a.txt), copied as printed: 和數, then for 0..4 台
# "others---discarder" (the self-draw victims pay the discarder's column).
SEED_CHIP_TABLE = """
20	5---7	7---11	11---19	19---35	35---67
22	6---8	8---12	12---21	21---39	39---74
24	6---8	8---13	13---23	23---42	42---80
26	6---9	9---14	14---24	24---45	45---87
28	6---9	9---15	15---26	26---48	48---93
30	6---9	9---15	15---27	27---51	51---99
32	7---10	10---16	16---29	29---55	55---106
34	7---10	10---17	17---31	31---58	58---112
36	7---11	11---18	18---32	32---61	61---119
38	7---11	11---19	19---34	34---64	64---125
40	7---11	11---19	19---35	35---67	67---131
42	8---12	12---20	20---37	37---71	71---138
44	8---12	12---21	21---39	39---74	74---144
46	8---13	13---22	22---40	40---77	77---151
48	8---13	13---23	23---42	42---80	80---157
50	8---13	13---23	23---43	43---83	83---163
52	9---14	14---24	24---45	45---87	87---170
54	9---14	14---25	25---47	47---90	90---176
56	9---15	15---26	26---48	48---93	93---183
58	9---15	15---27	27---50	50---96	96---189
60	9---15	15---27	27---51	51---99	99---195
"""


def _chip_cells() -> list[tuple[int, int, int, int]]:
    cells = []
    for line in SEED_CHIP_TABLE.strip().splitlines():
        hu, *columns = line.split()
        for tai, cell in enumerate(columns):
            others, doubled = (int(x) for x in cell.split("---"))
            cells.append((int(hu), tai, others, doubled))
    return cells


@pytest.mark.parametrize(("hu", "tai", "others", "doubled"), _chip_cells())
def test_js18_the_seed_chip_table_is_the_formula_without_the_cap(
    hu: int, tai: int, others: int, doubled: int
) -> None:
    a = hu * 2**tai
    assert uncapped_payment(a, doubled=False) == others
    assert uncapped_payment(a, doubled=True) == doubled
    assert winner_payment(a, doubled=True) == min(doubled, CAP)  # JS-19


def test_js16_ante_three_and_a_is_hu_times_two_to_the_tai() -> None:
    result = score_of({"S": {"concealed": "555m456p789s234s5z", "flowers": "1f3f"}}, "5z", frm="W")
    assert (result.totals["hu"], result.totals["tai"], result.totals["a"]) == (26, 1, 52)
    assert ANTE == 3 and winner_payment(0, doubled=False) == ANTE


def test_js17_self_draw_30_hu_2_tai_each_pays_27() -> None:
    result = score_of({"S": {"concealed": "123m456p789s234s5p", "flowers": "1f2f"}}, "5p")
    assert (result.totals["hu"], result.totals["tai"]) == (30, 2)
    assert [(p.payer, p.amount, p.why) for p in result.payments] == [
        (0, 27, "自摸"),
        (2, 27, "自摸"),
        (3, 27, "自摸"),
    ]
    assert result.net == (-27, 81, -27, -27)


def test_js17_discard_26_hu_1_tai_discarder_14_others_9() -> None:
    result = score_of({"S": {"concealed": "555m456p789s234s5z", "flowers": "1f3f"}}, "5z", frm="W")
    assert [(p.payer, p.amount, p.why) for p in result.payments] == [
        (0, 9, "陪付"),
        (2, 14, "放沖"),
        (3, 9, "陪付"),
    ]


def test_js17_robbed_kong_is_paid_as_a_discard_by_the_konger() -> None:
    result = score_of(
        {"S": {"concealed": "555m456p789s234s5z", "flowers": "1f3f"}}, "5z", frm="N", robbed_kong=True
    )
    assert result.totals["tai"] == 2  # 無百搭 + 搶槓 (JS-9)
    assert [(p.payer, p.amount, p.why) for p in result.payments] == [
        (0, 14, "陪付"),
        (2, 14, "陪付"),
        (3, 24, "搶槓"),
    ]


def test_js19_cap_40_hu_3_tai_on_a_discard_pays_50_and_35() -> None:
    hand = {
        "concealed": "666z999m123s5p",
        "melds": [{"type": "peng", "tiles": "777z", "from": "E"}],
        "flowers": "1f3f",
    }
    result = score_of({"S": hand}, "5p", frm="W")
    assert (result.totals["hu"], result.totals["tai"]) == (40, 3)
    assert uncapped_payment(320, doubled=True) == 67
    assert [(p.payer, p.amount) for p in result.payments] == [(0, 35), (2, 50), (3, 35)]


def test_js20_a_flower_replacement_win_doubles_the_payments() -> None:
    plain = score_of({"S": {"concealed": "123m456p789s234s5p", "flowers": "1f3f"}}, "5p")
    kong_win = score_of({"S": {"concealed": "123m456p789s234s5p", "flowers": "1f3f"}}, "5p", after_kong=True)
    assert kong_win.totals["a"] == 2 * plain.totals["a"]
    assert ("槓開", 1, "") in items_of(kong_win, "tai", "JS-20")


# --- JS-21 / JS-22 the losers ------------------------------------------------------------------------

# The seed's example: A wins on B's discard; B 30 胡 3 台 = 240, C 22 胡 1 台 = 44, D 16 胡 0 台 = 16.
# A = East, B = South (discarder), C = West, D = North.
SEED_LOSERS = {
    "E": {
        "concealed": "111z234m67m22p",
        "melds": [{"type": "concealed_kong", "tiles": "5555s"}],
        "flowers": "4f",
    },
    # 夏 10 (自花 1 台) + 中 concealed 8 (1 台) + 發 exposed 4 (1 台) + 9m concealed 8 = 30 胡 3 台
    "S": {
        "concealed": "777z999m1p3p6s8s",
        "melds": [{"type": "peng", "tiles": "666z", "from": "E"}],
        "flowers": "2f",
    },
    # 秋 10 (自花 1 台) + 1s exposed 4 + 3s exposed 2 + 8p concealed 4 + 白 pair 2 = 22 胡 1 台
    "W": {
        "concealed": "888p55z2s7p",
        "melds": [
            {"type": "peng", "tiles": "111s", "from": "S"},
            {"type": "peng", "tiles": "333s", "from": "E"},
        ],
        "flowers": "3f",
    },
    # 春 10 (not North's) + 9s exposed 4 + 4m exposed 2 = 16 胡 0 台
    "N": {
        "concealed": "2m5m8m1p4p6p9p",
        "melds": [
            {"type": "peng", "tiles": "999s", "from": "E"},
            {"type": "peng", "tiles": "444m", "from": "W"},
        ],
        "flowers": "1f",
    },
}


def test_js21_the_seed_losers_example_40_45_3() -> None:
    result = score_of(SEED_LOSERS, "8m", wind="E", frm="S")
    assert result.valid
    assert (result.totals["loser_S"], result.totals["loser_W"], result.totals["loser_N"]) == (240, 44, 16)
    losers = [(p.payer, p.payee, p.amount) for p in result.payments if p.rule == "JS-21"]
    assert sorted(losers) == [(2, 1, 40), (3, 1, 45), (3, 2, 3)]  # C→B 40, D→B 45, D→C 3
    assert sum(net_of(result.payments)) == 0


def test_js21_after_a_self_draw_nobody_doubles() -> None:
    counts = [LoserCount(1, (), 30, 3), LoserCount(2, (), 22, 1), LoserCount(3, (), 16, 0)]
    assert [(p.payer, p.payee, p.amount) for p in losers_payments(counts, None)] == [
        (2, 1, 20),
        (3, 1, 23),
        (3, 2, 3),
    ]


def test_js21_losers_payments_are_capped_and_equal_values_pay_nothing() -> None:
    counts = [LoserCount(1, (), 40, 4), LoserCount(2, (), 0, 0), LoserCount(3, (), 0, 0)]
    assert [(p.payer, p.payee, p.amount) for p in losers_payments(counts, 2)] == [(2, 1, 50), (3, 1, 50)]


def _loser(
    concealed: str, wind: int, melds: list[dict[str, str]] | None = None, flowers: str = ""
) -> LoserCount:
    letter = "ESWN"[wind]
    winner = "E" if letter != "E" else "S"
    hands = {winner: {"concealed": "123m456p789s234s9p", "flowers": "1f3f"}}
    hands[letter] = {"concealed": concealed, "melds": melds or [], "flowers": flowers}
    hand = jinshan_hand(hands, "9p", wind=winner)
    return loser_count(wind, hand.hands[wind])


def test_js22_baida_never_count_for_a_loser() -> None:
    count = _loser("55z5f123m456m789m1s", 1)  # 白 白 百搭 is only a pair of 白 here
    assert [(i.name, i.value) for i in count.items] == [("對子", 2)]
    assert (count.hu, count.tai) == (2, 0)


def test_js22_loser_counts_only_what_is_certain() -> None:
    melds = [
        {"type": "peng", "tiles": "777z", "from": "E"},
        {"type": "concealed_kong", "tiles": "1111p"},
        {"type": "chi", "tiles": "234s", "from": "E"},
    ]
    count = _loser("222z9m", 1, melds, flowers="2f")  # South: own wind 南, own flower 夏
    assert sorted((i.name, i.unit, i.value) for i in count.items) == sorted(
        [
            ("明刻", "hu", 4),
            ("暗槓", "hu", 32),
            ("暗刻", "hu", 8),
            ("花", "hu", 10),
            ("中發白成刻", "tai", 1),
            ("自風成刻", "tai", 1),
            ("自花", "tai", 1),
        ]
    )
    assert count.value == 54 * 8


def test_js22_no_hand_patterns_for_losers() -> None:
    count = _loser("111m222m333m444m5m", 2)  # 清一色 and all pungs, but losers count only sets
    assert {i.unit for i in count.items} == {"hu"}
    assert count.hu == 8 + 4 + 4 + 4


# --- JS-23 both settlements in the result ------------------------------------------------------------


def test_js23_result_shows_winner_and_losers_settlements() -> None:
    result: ScoreResult = score_of(SEED_LOSERS, "8m", wind="E", frm="S")
    whys = [p.why for p in result.payments]
    assert whys[:3] == ["放沖", "陪付", "陪付"]
    assert all(w.startswith("輸家結算") for w in whys[3:]) and len(whys) == 6
    loser_rows = [i for i in result.items if i.rule == "JS-22"]
    assert {i.detail.split(":")[0] for i in loser_rows} == {"S", "W", "N"}
    assert "losers' v" in result.formula
    assert result.to_json()["net"] == {
        "E": 31 + 17 + 17,
        "S": -31 + 40 + 45,
        "W": -17 - 40 + 3,
        "N": -17 - 45 - 3,
    }
