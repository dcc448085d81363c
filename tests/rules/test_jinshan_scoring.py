"""金山 counting: shapes (JS-11), the 20 胡 minimum (JS-12), 胡 (JS-13), 台 (JS-14), limit hands (JS-15),
and the best reading of the 百搭. Settlement is in test_jinshan_settlement.py."""

from __future__ import annotations

import random

import pytest

from rules.scoring import FinishedHand, ScoreResult, SeatHand
from rules.tiles import PLANT_FLOWERS, parse_tiles
from rules.variants import get_variant
from rules.variants.jinshan import scoring
from rules.variants.jinshan.scoring import best_count, hu_count, score
from tests.rules.jinshan_hands import items_of, jinshan_hand, score_of

TWO_FLOWERS = "1f3f"  # 20 胡 and neither is South's own flower (夏 2f)


def s_hand(
    concealed: str, melds: list[dict[str, str]] | None = None, flowers: str = TWO_FLOWERS
) -> dict[str, object]:
    return {"concealed": concealed, "melds": melds or [], "flowers": flowers}


# --- JS-11 shapes -------------------------------------------------------------------------------------


def test_js11_standard_hand_with_baida_is_complete() -> None:
    result = score_of({"S": s_hand("123m456p789s23s5p5f")}, "5p", frm="W")  # 百搭 = 1s or 4s
    assert result.valid
    assert "seq:123s*" in result.reading or "seq:234s*" in result.reading


def test_js11_incomplete_hand_is_not_a_win() -> None:
    result = score_of({"S": s_hand("123m456p789s2s8s5p7z")}, "5p", frm="W")
    assert not result.valid
    assert result.reason is not None and "JS-11" in result.reason
    assert result.net == (0, 0, 0, 0)


def test_js11_thirteen_orphans_with_a_baida_filling_a_gap() -> None:
    result = score_of({"S": s_hand("19m19p19s123457z5f")}, "7z")  # 百搭 = 6z 發, pair of 中
    assert result.valid
    assert "十三幺" in result.hand_name


def test_js11_seven_pairs_is_not_a_jinshan_shape() -> None:
    assert not score_of({"S": s_hand("1122m3344p5566s7z")}, "7z").valid


# --- JS-12 minimum ------------------------------------------------------------------------------------


def test_js12_below_twenty_hu_is_refused_with_the_count() -> None:
    # 1 flower 10 + 暗刻 of 9m 8 = 18 on a discard
    result = score_of({"S": s_hand("999m456p789s234s5p", flowers="1f")}, "5p", frm="W")
    assert not result.valid
    assert result.reason == "18 胡 — at least 20 needed"
    assert result.totals["hu"] == 18
    assert result.payments == ()
    assert hu_count(jinshan_hand({"S": s_hand("999m456p789s234s5p", flowers="1f")}, "5p", frm="W")) == 18


def test_js12_applies_to_limit_hands_too() -> None:
    # 十三幺 on a discard with one flower: 10 胡 (the pair 9m scores nothing)
    result = score_of({"S": s_hand("19m19p19s1234567z", flowers="1f")}, "9m", frm="W")
    assert not result.valid and result.totals["hu"] == 10


# --- JS-13 胡 -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("meld", "concealed", "name", "value"),
    [
        ({"type": "peng", "tiles": "555m", "from": "E"}, "", "明刻", 2),
        ({"type": "peng", "tiles": "111m", "from": "E"}, "", "明刻", 4),
        ({"type": "peng", "tiles": "777z", "from": "N"}, "", "明刻", 4),
        (None, "555m", "暗刻", 4),
        (None, "999m", "暗刻", 8),
        ({"type": "kong", "tiles": "5555m", "from": "E"}, "", "明槓", 8),
        ({"type": "kong", "tiles": "1111m", "from": "W"}, "", "明槓", 16),
        ({"type": "added_kong", "tiles": "9999m", "from": "N"}, "", "明槓", 16),
        ({"type": "concealed_kong", "tiles": "5555m"}, "", "暗槓", 16),
        ({"type": "concealed_kong", "tiles": "1111z"}, "", "暗槓", 32),
    ],
)
def test_js13_pung_and_kong_values(
    meld: dict[str, str] | None, concealed: str, name: str, value: int
) -> None:
    hand = s_hand(concealed + "456p789s234s5s", [meld] if meld else [])
    result = score_of({"S": hand}, "5s")
    assert result.valid
    assert (name, value) in [(n, v) for n, v, _ in items_of(result, "hu", "JS-13")]
    # 2 flowers + 自摸 + the set: nothing else counts
    assert result.totals["hu"] == 20 + 10 + value


@pytest.mark.parametrize(
    ("pair", "value"), [("7z", 2), ("5z", 2), ("2z", 2), ("1z", 0), ("3z", 0), ("5m", 0)]
)
def test_js13_pair_of_dragons_or_own_wind(pair: str, value: int) -> None:
    result = score_of({"S": s_hand("123m456p789s234s" + pair)}, pair)  # South: own wind 南 2z
    pairs = [v for n, v, _ in items_of(result, "hu") if n == "對子"]
    assert pairs == ([value] if value else [])


def test_js13_flowers_and_self_draw_are_ten_each() -> None:
    result = score_of({"S": s_hand("123m456p789s234s5p", flowers="1f3f4f")}, "5p")
    assert [(n, v) for n, v, _ in items_of(result, "hu")] == [("花", 10)] * 3 + [("自摸", 10)]
    assert result.totals["hu"] == 40


def test_js13_three_baida_on_their_own_are_an_eight_hu_pung() -> None:
    result = score_of({"S": s_hand("111m456p789s5s5f6f7f")}, "5s")
    assert ("三百搭成刻", 8, "") in items_of(result, "hu")
    assert ("暗刻", 8, "1m") in items_of(result, "hu")


def test_js13_a_pung_with_baida_counts_as_the_tile_it_stands_for() -> None:
    result = score_of({"S": s_hand("123m456p789s55z5f1s")}, "1s")  # 白 白 百搭 = concealed 白 pung
    assert ("暗刻", 8, "5z") in items_of(result, "hu")
    assert ("中發白成刻", 1, "白") in items_of(result, "tai")


def test_js13_a_pung_completed_by_the_discard_counts_exposed() -> None:
    result = score_of({"S": s_hand("123m456p789m55m99s")}, "9s", frm="W")
    assert ("明刻", 4, "9s") in items_of(result, "hu")


def test_js13_the_won_tile_sits_in_a_sequence_when_it_can() -> None:
    result = score_of({"S": s_hand("123m456p78s999s55m")}, "9s", frm="W")  # 789s + 999s
    assert ("暗刻", 8, "9s") in items_of(result, "hu")


def test_js13_thirteen_orphans_counts_flowers_self_draw_and_its_pair() -> None:
    result = score_of({"S": s_hand("19m19p19s1234567z", flowers="1f")}, "7z")  # pair of 中
    assert [(n, v) for n, v, _ in items_of(result, "hu")] == [("花", 10), ("自摸", 10), ("對子", 2)]


# --- JS-14 台 ------------------------------------------------------------------------------------------


def tai_names(result: ScoreResult) -> list[str]:
    return [n for n, _, _ in items_of(result, "tai")]


def test_js14_all_pungs() -> None:
    result = score_of({"S": s_hand("111m555p999s777z2z")}, "2z")
    assert tai_names(result) == ["碰碰胡", "中發白成刻", "無百搭"]
    assert result.totals["tai"] == 3


def test_js14_one_suit_is_three_tai() -> None:
    result = score_of({"S": s_hand("1112345678999m")}, "5m")
    assert ("清一色", 3, "") in items_of(result, "tai")
    assert "混一色" not in tai_names(result)
    assert result.hand_name == "清一色"


def test_js14_one_suit_and_honors_is_one_tai() -> None:
    result = score_of({"S": s_hand("123m456m789m111z5z")}, "5z")
    assert ("混一色", 1, "") in items_of(result, "tai")


def test_js14_all_honors_counts_as_mixed_one_suit() -> None:  # DECISION in rules/variants/jinshan/rules.md
    result = score_of({"S": s_hand("111z333z444z555z6z")}, "6z")
    assert "混一色" in tai_names(result) and "清一色" not in tai_names(result)


def test_js14_own_flower_and_all_four() -> None:
    own = score_of({"S": s_hand("123m456p789s234s5p", flowers="2f")}, "5p")
    assert ("自花", 1, "夏") in items_of(own, "tai")
    other = score_of({"S": s_hand("123m456p789s234s5p", flowers="1f3f")}, "5p")
    assert "自花" not in tai_names(other)
    four = score_of({"S": s_hand("123m456p789s234s5p", flowers="1f2f3f4f")}, "5p")
    assert ("摸齊四花", 2, "") in items_of(four, "tai")
    assert "自花" not in tai_names(four)  # the 2 台 include the own flower


def test_js14_dragon_pungs_one_tai_each_and_own_wind_pung() -> None:
    result = score_of({"S": s_hand("555z666z222z123m5p")}, "5p")
    assert sorted(i for i in items_of(result, "tai") if i[0] in ("中發白成刻", "自風成刻")) == sorted(
        [("中發白成刻", 1, "白"), ("中發白成刻", 1, "發"), ("自風成刻", 1, "南")]
    )
    other_wind = score_of({"S": s_hand("111z123m456p789s5p")}, "5p")  # 東 is not South's wind
    assert "自風成刻" not in tai_names(other_wind)


def test_js14_no_baida_in_hand() -> None:
    assert "無百搭" in tai_names(score_of({"S": s_hand("123m456p789s234s5p")}, "5p"))
    assert "無百搭" not in tai_names(score_of({"S": s_hand("123m456p789s23s5p5f")}, "5p"))


def test_js14_win_on_a_kong_replacement_js20() -> None:
    result = score_of({"S": s_hand("123m456p789s234s5p")}, "5p", after_kong=True)
    assert [(i.rule, i.name, i.value) for i in result.items if i.name == "槓開"] == [("JS-20", "槓開", 1)]


def test_js14_robbing_a_kong_js9() -> None:
    result = score_of({"S": s_hand("123m456p789s234s5p")}, "5p", frm="N", robbed_kong=True)
    assert [(i.rule, i.value) for i in result.items if i.name == "搶槓"] == [("JS-9", 1)]


# --- JS-15 limit hands (辣子) ------------------------------------------------------------------------


def limit_names(result: ScoreResult) -> list[str]:
    return [n for n, _, _ in items_of(result, "limit")]


def assert_pays_the_cap(result: ScoreResult) -> None:
    assert [p.amount for p in result.payments if p.rule == "JS-15"] == [50, 50, 50]


def test_js15_heavenly_hand() -> None:
    result = score_of({"E": s_hand("123m456p789s234s5p")}, "5p", wind="E", first_turn=True)
    assert limit_names(result) == ["天胡"]
    assert_pays_the_cap(result)


def test_js15_earthly_hand_even_on_a_discard() -> None:
    result = score_of({"S": s_hand("123m456p789s234s5p")}, "5p", frm="E", first_turn=True)
    assert limit_names(result) == ["地胡"]
    assert_pays_the_cap(result)  # every payer, not only the discarder


def test_js15_all_four_baida() -> None:
    result = score_of({"S": s_hand("123m456p789s5p5f6f7f")}, "8f")
    assert "4百搭" in limit_names(result)
    assert_pays_the_cap(result)


def test_js15_three_baida_as_a_pung_and_the_rest_sequences() -> None:
    result = score_of({"S": s_hand("123m456p789s5s5f6f7f")}, "5s")
    assert limit_names(result) == ["3百搭成凱"]
    assert_pays_the_cap(result)


def test_js15_thirteen_orphans() -> None:
    result = score_of({"S": s_hand("19m19p19s1234567z", flowers="1f3f")}, "1m", frm="W")
    assert limit_names(result) == ["十三幺"]
    assert_pays_the_cap(result)


def test_js15_thirteen_orphans_seed_flower_rule_falls_out_of_the_count() -> None:
    # the seed: 1 flower self-draw only; 2 flowers may win on a discard; no flowers: 胡 not enough
    orphans = "19m19p19s1234567z"
    assert score_of({"S": s_hand(orphans, flowers="1f")}, "1m").valid
    assert not score_of({"S": s_hand(orphans, flowers="1f")}, "1m", frm="W").valid
    assert score_of({"S": s_hand(orphans, flowers="1f3f")}, "1m", frm="W").valid
    assert not score_of({"S": s_hand(orphans, flowers="")}, "1m").valid


def test_js15_four_concealed_pungs_self_drawn_only() -> None:
    hand = s_hand("111m555p999s3z", [{"type": "added_kong", "tiles": "7777s", "from": "W"}])
    assert limit_names(score_of({"S": hand}, "3z")) == ["四暗刻"]  # DECISION: an added kong counts
    assert "四暗刻" not in limit_names(score_of({"S": hand}, "3z", frm="N"))
    with_peng = s_hand("111m555p999s3z", [{"type": "peng", "tiles": "777s", "from": "W"}])
    assert "四暗刻" not in limit_names(score_of({"S": with_peng}, "3z"))


def test_js15_big_three_dragons_with_a_baida_filling() -> None:
    result = score_of({"S": s_hand("555z666z77z123m5p5f")}, "5p", frm="W")
    assert limit_names(result) == ["大三元"]
    assert_pays_the_cap(result)


# --- the best reading of the 百搭 (C-6) --------------------------------------------------------------


def test_best_reading_takes_the_baida_as_a_dragon_pung() -> None:
    # 5z 5z + 百搭: a 白 pung (8 胡, 1 台) beats 白 pair + 百搭 completing 78s (2 胡)
    result = score_of({"S": s_hand("123m456p78s9s55z5f3p")}, "3p")
    assert "pung:555z*" in result.reading
    assert result.totals["hu"] == 20 + 10 + 8


def _random_baida_hand(rng: random.Random) -> FinishedHand:
    tiles: list[int] = []
    while len(tiles) < 14:
        kind = rng.randrange(34)
        if rng.random() < 0.5 and kind < 27 and kind % 9 <= 6:
            group = [kind, kind + 1, kind + 2]
        else:
            group = [kind] * (2 if len(tiles) == 12 else 3)
        if len(tiles) + len(group) <= 14 and all(tiles.count(k) + group.count(k) <= 4 for k in group):
            tiles += group
    rng.shuffle(tiles)
    wilds = rng.randint(2, 4)
    tiles = [*PLANT_FLOWERS[:wilds], *tiles[wilds:]]
    winner = SeatHand(tuple(tiles[:13]), (), tuple(parse_tiles("1f")))
    return FinishedHand(winner=1, win_tile=tiles[13], hands=(SeatHand(), winner, SeatHand(), SeatHand()))


def test_pruned_baida_readings_score_like_the_exhaustive_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(20240611)
    hands = [_random_baida_hand(rng) for _ in range(40)]
    pruned = [best_count(h) for h in hands]
    monkeypatch.setattr(scoring, "_wild_group_kinds", lambda wind: None)
    full = [best_count(h) for h in hands]
    assert [c.rank() if c else None for c in pruned] == [c.rank() if c else None for c in full]
    assert all(c is not None for c in full)


def test_a_hand_scored_again_reuses_its_readings() -> None:
    # the engine scores a hand it offered again when the win is taken: the 百搭 readings are remembered
    # (scoring speed itself is measured by benchmarks/bench_simulate.py, where every won hand is scored)
    hand = _random_baida_hand(random.Random(7))
    scoring._standard_readings.cache_clear()
    first = score(hand)
    misses = scoring._standard_readings.cache_info().misses
    again = score(hand)
    info = scoring._standard_readings.cache_info()
    assert info.misses == misses and info.hits >= 1
    assert again == first


def test_rules_page_names_every_rule_id_in_both_languages() -> None:
    page = get_variant("jinshan").rules_page_text()
    for n in range(1, 25):
        assert f"JS-{n} " in page or f"JS-{n}:" in page or f"JS-{n})" in page, f"JS-{n}"
    assert page.count("DECISION") >= 8
    assert "規則" in page and "Rules" in page


def test_js12_an_invalid_hand_reports_the_reading_nearest_to_twenty() -> None:
    # 白 白 百搭: a 白 pung (8 胡, 1 台) or a 白 pair (2 胡) with the 百搭 in 78s; 1 flower, on a discard
    result = score_of({"S": s_hand("123m456p78s9s55z5f3p", flowers="1f")}, "3p", frm="W")
    assert not result.valid and result.totals["hu"] == 18 and result.reason == "18 胡 — at least 20 needed"
