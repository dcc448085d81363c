"""金華 Jinhua scoring: every multiplier JH-10 … JH-26 alone and combined, JH-28 groups and best
reading, JH-6 drawn-hand factor, JH-29 settlement with ante, JH-8 liability (shared/spec/rules-jinhua.md).

Seats: 0 E (dealer), 1 S, 2 W, 3 N. Unless said otherwise the winner is S and the 財神 is 7p.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rules.hand import Meld, MeldType
from rules.scoring import FinishedHand, ScoreResult, SeatHand
from rules.tiles import kind_of, parse_tiles
from rules.variants import get_variant
from rules.variants.jinhua.scoring import JinhuaInputError, hand_multiplier, score

E, S, W, N = range(4)
EXAMPLE = Path("/work/shared/examples/jinhua-plain-selfdraw-with-caishen.json")


def meld(kind: str, tiles: str, source: int | None = None) -> Meld:
    return Meld(MeldType(kind), tuple(parse_tiles(tiles)), source)


def finished(
    concealed: str,
    tile: str,
    *,
    seat: int = S,
    discarder: int | None = None,
    melds: tuple[Meld, ...] = (),
    indicator: str = "7p",
    draws_before: int = 0,
    ante: int | None = None,
    **flags: bool,
) -> FinishedHand:
    hands = [SeatHand() for _ in range(4)]
    hands[seat] = SeatHand(concealed=tuple(parse_tiles(concealed)), melds=melds)
    return FinishedHand(
        winner=seat,
        win_tile=kind_of(tile),
        hands=(hands[0], hands[1], hands[2], hands[3]),
        discarder=discarder,
        context={"indicator": kind_of(indicator), "draws_before": draws_before},
        options={} if ante is None else {"ante": ante},
        **flags,
    )


def win(concealed: str, tile: str, **kw: Any) -> ScoreResult:
    result = score(finished(concealed, tile, **kw))
    assert result.valid, result.reason
    assert sum(result.net) == 0
    return result


def items(result: ScoreResult) -> list[tuple[str, str, int | float]]:
    return [(i.rule, i.name, i.value) for i in result.items]


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
    melds = (meld("peng", "111m", E), meld("peng", "555p", W), meld("peng", "222z", N), meld("kong", "8888s", E))
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


# ---------------------------------------------------------------- special shapes


def test_jh13_seven_pairs_with_caishen_as_wild() -> None:
    # JH-13 七對子 ×2: 7p completes the 3z pair; on a discard (no 爆頭)
    result = win("1133m2255p446s3z7p", "3z", discarder=W)
    assert items(result) == [("JH-13", "七對子", 2)]


def test_jh13_pure_seven_pairs() -> None:
    # JH-13 清七對 ×4: no 財神
    result = win("1133m2255p4466s3z", "3z", discarder=W)
    assert items(result) == [("JH-13", "清七對", 4)]
    assert result.net == (-4, 16, -8, -4)


def test_jh13_caishen_pair_as_own_face_is_still_pure() -> None:
    result = win("1133m2255p44s7p7p3z", "3z", discarder=W)
    assert items(result) == [("JH-13", "清七對", 4)]


def test_jh13_four_of_a_kind_is_two_pairs() -> None:
    result = win("1111m2255p4466s3z", "3z", discarder=W)
    assert items(result) == [("JH-13", "清七對", 4)]


def test_jh14_burst_head_seven_pairs_on_a_drawn_caishen() -> None:
    # JH-14: the drawn tile is the second 財神; still ×8 (not 清七對 ×4)
    result = win("1133m2255p4466s7p", "7p")
    assert items(result) == [("JH-14", "七對子爆頭", 8)]


def test_jh14_burst_head_when_the_drawn_tile_could_pair_naturally() -> None:
    # held: five pairs, 3z + 財神, lone 財神; drawing 3z is still 七對子爆頭 (best reading, JH-28)
    result = win("1133m2255p44s3z7p7p", "3z")
    assert items(result) == [("JH-14", "七對子爆頭", 8)]


def test_jh14_with_one_suit_multiplies() -> None:
    # JH-14 × JH-18 (財神 as wild: ×2)
    result = win("1122m3344m5566m7p", "9m")
    assert items(result) == [("JH-14", "七對子爆頭", 8), ("JH-18", "清一色", 2)]


def test_jh13_with_one_suit_pure() -> None:
    result = win("1122m3344m5566m9m", "9m", discarder=W)
    assert items(result) == [("JH-13", "清七對", 4), ("JH-18", "清一色", 4)]


def test_jh15_thirteen_unrelated() -> None:
    result = win("147m258p369s1234z", "5z", discarder=W)
    assert items(result) == [("JH-15", "十三不靠", 1)]


def test_jh15_caishen_stands_for_a_suit_tile() -> None:
    result = win("147m25p369s12345z", "7p", discarder=None)
    assert items(result) == [("JH-15", "十三不靠", 1)]


def test_jh16_seven_winds() -> None:
    result = win("147m25p3s1234567z", "9s", discarder=W)
    assert items(result) == [("JH-16", "七風", 2)]


def test_jh27_caishen_cannot_stand_for_an_honor_in_unrelated() -> None:
    # four honors + 財神: not 十三不靠 (JH-27), and no other shape
    result = score(finished("147m258p369s1234z", "7p"))
    assert not result.valid


def test_jh27_honor_caishen_seven_winds_needs_two_whites() -> None:
    # seed: 當風作為財神時，手上必須有兩個白板 — 財神 東: one 白板 is 白, the other stands for 東
    result = win("147m25p36s234567z", "5z", discarder=W, indicator="1z")
    assert items(result) == [("JH-16", "七風", 2)]


def test_jh15_suit_tiles_must_be_three_apart() -> None:
    result = score(finished("146m258p369s1234z", "5z", discarder=W))
    assert not result.valid


# ---------------------------------------------------------------- situations


def test_jh25_heavenly_win() -> None:
    result = win("123m456m789s234p5z", "5z", seat=E, first_turn=True)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-25", "天胡", 2)]
    assert result.net == (12, -4, -4, -4)


def test_jh25_earthly_win_on_the_dealers_first_discard() -> None:
    result = win("123m456m789s234p5z", "5z", discarder=E, first_turn=True)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-25", "地胡", 2)]


def test_jh25_human_win_non_dealer_first_self_draw() -> None:
    result = win("1133m2255p4466s3z", "3z", seat=N, first_turn=True)
    assert items(result) == [("JH-13", "清七對", 4), ("JH-25", "人胡", 2)]
    assert result.totals["multiplier"] == 8


def test_jh25_no_item_on_another_non_dealers_discard() -> None:
    result = win("123m456m789s234p5z", "5z", discarder=W, first_turn=True)
    assert items(result) == [("JH-10", "平胡", 1)]


def test_jh26_last_tile_self_drawn() -> None:
    result = win("123m456m789s234p5z", "5z", last_tile=True)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-26", "海底撈月", 2)]


def test_jh26_seed_example_seven_pairs_and_burst_head() -> None:
    # seed: 海撈七對 ×4, 海撈清七對 ×8 (each ×2 on the hand's multiplier)
    pairs = win("1133m2255p446s3z7p", "6s", last_tile=True)
    assert items(pairs) == [("JH-13", "七對子", 2), ("JH-26", "海底撈月", 2)]
    assert pairs.totals["multiplier"] == 4
    pure = win("1133m2255p4466s3z", "3z", last_tile=True)
    assert items(pure) == [("JH-13", "清七對", 4), ("JH-26", "海底撈月", 2)]
    assert pure.totals["multiplier"] == 8


def test_jh26_not_on_a_discard() -> None:
    result = win("123m456m789s234p5z", "5z", discarder=W, last_tile=True)
    assert items(result) == [("JH-10", "平胡", 1)]


def test_jh28_many_groups_multiply() -> None:
    # 三財一刻 × 清一色 (財神 as own face) × 碰碰胡 × 海底撈月 × JH-6: 8 × 4 × 2 × 2 × 2
    result = win("111m222m444m55m7m7m", "7m", indicator="7m", last_tile=True, draws_before=1)
    assert items(result) == [
        ("JH-11", "碰碰胡", 2),
        ("JH-18", "清一色", 4),
        ("JH-22", "三財一刻", 8),
        ("JH-26", "海底撈月", 2),
        ("JH-6", "荒局加倍", 2),
    ]
    assert result.totals["multiplier"] == 256


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
    with pytest.raises(JinhuaInputError, match="ante"):
        score(finished("123m456m789s234p5z", "5z", discarder=W, ante=0))


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


def test_jh28_equal_products_prefer_the_bigger_single_item() -> None:
    # drawn 財神 on 111m 222z 333p 44m 7p7p: 三財一刻 ×8 or 財神頭 ×4 × 爆頭 ×2 (also a 爆頭 wait);
    # both × 碰碰胡 = 16. DECISION: the reading with the bigger single item is shown.
    result = win("111m222z333p44m7p7p", "7p")
    assert items(result) == [("JH-11", "碰碰胡", 2), ("JH-22", "三財一刻", 8)]


JH28_GROUPS = ({"JH-13", "JH-14"}, {"JH-18"}, {"JH-19", "JH-20"}, {"JH-15", "JH-16"}, {"JH-21", "JH-22"})


@pytest.mark.parametrize(
    ("concealed", "tile", "indicator"),
    [
        ("1122m3344m5566m7m", "7m", "7m"),  # 七對子 group, 清一色 group candidates together
        ("111m222m444m55m7m7m", "7m", "7m"),  # 財神頭 / 三財一刻 both readable
        ("111z333z222z66z5z7z", "7z", "5z"),  # 亂風 / 清風 both readable
        ("147m25p3s1234567z", "9s", "1m"),  # 十三不靠 / 七風
    ],
)
def test_jh28_at_most_one_item_per_group(concealed: str, tile: str, indicator: str) -> None:
    result = win(concealed, tile, indicator=indicator)
    rules = [i.rule for i in result.items]
    for group in JH28_GROUPS:
        assert sum(1 for r in rules if r in group) <= 1, rules
