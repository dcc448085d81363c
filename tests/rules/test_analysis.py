"""Every shape with and without wilds (C-6, JS-11, JH-13/15/16/19/27, CX-7, SH-9), the cross-suit case,
Jinhua's 白板 stand-in (JH-3), waits with live counts and discard rows."""

from __future__ import annotations

import pytest

from rules.analysis import (
    STANDARD,
    ShapeRules,
    analyze,
    complete,
    discard_options,
    is_complete,
    shanten,
    shanten_by_shape,
    winning_kinds,
)
from rules.hand import WildRule
from rules.tiles import PLANT_FLOWERS, counts_of, kind_of, parse_tiles, tile_text
from rules.variants import get_variant

# the 十三不靠 rules the variants play with (JH-15/16: no honor pair, no 財神 for honors; CX-7: both allowed)
JINHUA_UNRELATED = get_variant("jinhua").shape_rules().unrelated
CIXI_UNRELATED = get_variant("cixi").shape_rules().unrelated
SEVEN = ShapeRules(seven_pairs=True)


def c(text: str) -> list[int]:
    return counts_of(parse_tiles(text))


def names(kinds: list[int]) -> list[str]:
    return [tile_text(k) for k in kinds]


@pytest.mark.parametrize(
    ("hand", "wilds", "n_melds", "expected"),
    [
        ("123m456p789s11122z", 0, 4, True),  # C-6 four melds and a pair
        ("123m456p789s1112z", 1, 4, True),  # a wild completes the pair
        ("13m456p789s11122z", 1, 4, True),  # a wild fills a sequence's middle
        ("456p789s11122z", 3, 4, True),  # a meld made only of wilds
        ("456p789s111z", 5, 4, True),  # wild pung and wild pair
        ("89m11z", 1, 1, True),  # C-6 8m 9m + wild is 7-8-9m
        ("189m11z", 0, 1, False),  # sequences never wrap: 8-9-1 is no meld
        ("9m12p11z", 0, 1, False),  # nor cross suits
        ("123z11z", 0, 1, False),  # honors never form sequences
        ("11z", 0, 0, True),  # four melds exposed: a pair is complete
        ("1z", 1, 0, True),
        ("123m456p789s1123z", 1, 4, False),  # 2z 3z + wild is no meld: honors never run
    ],
)
def test_standard_shape_complete(hand: str, wilds: int, n_melds: int, expected: bool) -> None:
    assert is_complete(c(hand), wilds, n_melds) is expected


def test_cross_suit_wild_reads_as_seven_of_the_same_suit() -> None:
    # C-6: 8m 9m + wild waits as 7-8-9m; a 1m (or 1p) never joins 8m 9m
    assert winning_kinds(c("89m11z"), 0, 1) == [kind_of("7m")]
    assert not is_complete(c("189m11z"), 0, 1)
    assert shanten(c("89m11z"), 1, 1) == -1


def test_shanten_counts_wilds_as_tiles() -> None:
    assert shanten(c("123m456p789s1z2z3z5z"), 0, 4) == 2
    assert shanten(c("123m456p789s1z2z3z"), 1, 4) == 1
    assert shanten(c("123m456p789s1z2z"), 2, 4) == 0


def test_seven_pairs_with_and_without_wilds() -> None:
    # JH-13 / CX-7 seven pairs; a wild pairs a lone tile
    assert is_complete(c("1199m1199p11s1122z"), 0, 4, SEVEN)
    assert is_complete(c("1199m1199p11s112z"), 1, 4, SEVEN)
    assert is_complete(c("1199m1199p11s11z"), 2, 4, SEVEN)  # two wilds are a pair
    assert not is_complete(c("1199m1199p11s1122z"), 0, 4, STANDARD)
    assert shanten_by_shape(c("1199m1199p11s123z"), 0, 4, SEVEN)["seven_pairs"] == 1


def test_seven_pairs_four_alike_decision() -> None:
    # DECISION (docs/decisions.md): four identical tiles are two pairs unless the variant says otherwise
    hand = c("1111m1199p11s1122z")
    assert is_complete(hand, 0, 4, SEVEN)
    assert not is_complete(hand, 0, 4, ShapeRules(seven_pairs=True, seven_pairs_four_as_two=False))


def test_thirteen_orphans_with_and_without_wilds() -> None:
    # JS-11 十三幺: one of each terminal and honor plus a duplicate; wilds fill gaps
    orphans = ShapeRules(thirteen_orphans=True)
    assert is_complete(c("119m19p19s1234567z"), 0, 4, orphans)
    assert is_complete(c("19m19p19s1234567z"), 1, 4, orphans)
    assert is_complete(c("19m19p19s123456z"), 2, 4, orphans)
    assert not is_complete(c("119m19p19s1234567z"), 0, 4, STANDARD)
    assert winning_kinds(c("19m19p19s1234567z"), 0, 4, orphans) == parse_tiles("19m19p19s1234567z")


def test_unrelated_jinhua_and_cixi() -> None:
    # JH-15 十三不靠: 14 different tiles, suit tiles 3+ ranks apart; JH-27 財神 not for honors
    jinhua = ShapeRules(unrelated=JINHUA_UNRELATED)
    cixi = ShapeRules(unrelated=CIXI_UNRELATED)
    assert is_complete(c("147m258p369s12345z"), 0, 4, jinhua)
    assert is_complete(c("147m258p36s12345z"), 1, 4, jinhua)  # the wild is 9s
    assert not is_complete(c("147m258p369s1234z"), 1, 4, jinhua)  # it may not be the fifth honor
    assert is_complete(c("147m258p369s1234z"), 1, 4, cixi)  # CX-7: 龍 fill any slot
    assert is_complete(c("147m258p36s11234z"), 0, 3 + 1, cixi) is False  # 13 tiles: not a hand
    assert is_complete(c("147m258p369s11234z"), 0, 4, cixi)  # CX-7: one honor may appear twice
    assert not is_complete(c("147m258p369s11234z"), 0, 4, jinhua)
    assert not is_complete(c("145m258p369s12345z"), 0, 4, cixi)  # 4m 5m too close


def test_all_honors_and_jinhua_wild_as_own_face() -> None:
    # SH-9 風一色 / CX-7 全風向: 14 honors in any arrangement; JH-19 亂風 takes no wilds (JH-27)
    honors = ShapeRules(all_honors=True)
    no_wilds = ShapeRules(all_honors=True, all_honors_wilds=False)
    assert is_complete(c("11223344556677z"), 0, 4, honors)
    assert is_complete(c("1234567123456z"), 1, 4, honors)
    assert not is_complete(c("1234567123456z"), 1, 4, no_wilds)
    # JH-27: a 財神 whose face is an honor counts as that honor
    assert is_complete(c("1234567123456z"), 1, 4, no_wilds, wild_kind=kind_of("7z"))


def test_special_shapes_need_a_concealed_hand() -> None:
    assert shanten_by_shape(c("1199m1199p11z"), 0, 3, SEVEN) == {"standard": 2}


def test_jinhua_white_dragon_stands_in_for_the_caishen_face() -> None:
    # JH-3: 財神 3m, so 2m + 白板 + 4m is a sequence; 白板 may also be itself
    rule = WildRule.caishen(kind_of("3m"))
    assert complete(parse_tiles("24m5z456p789s11122z"), rule, 4)
    assert complete(parse_tiles("24m3m456p789s11155z"), rule, 4)  # 3m is the wild, 5z pairs with it
    assert complete(parse_tiles("123m456p789s11155z"), WildRule.caishen(kind_of("9s")), 4)  # 白板 as itself
    result = analyze(parse_tiles("24m5z456p789s1112z"), rule, 4)
    assert result.shanten == 0
    assert [tile_text(k) for k, _ in result.waits] == ["3m", "2z"]  # a drawn 財神 is a wild


def test_waits_and_live_counts() -> None:
    result = analyze(parse_tiles("123m456p789s1122z"), WildRule.none(), 4,
                     unseen=[4] * 27 + [1, 0, 4, 4, 4, 4, 4])
    assert result.shanten == 0
    assert result.waits == ((kind_of("1z"), 1), (kind_of("2z"), 0))


def test_discard_rows_with_jinshan_wilds() -> None:
    # JS-3 百搭 (5f-8f): a drawn 百搭 is wild, so it counts in ukeire and waits
    hand = parse_tiles("123m456p789s11z2z5f6f")
    result = analyze(hand, WildRule(frozenset(PLANT_FLOWERS)), 4)
    assert result.shanten == -1
    row = next(d for d in result.discards if tile_text(d.tile) == "1m")
    assert row.shanten == 0
    assert names([k for k, _ in row.waits]) == ["1m", "4m", "1z", "2z", "7f", "8f"]
    assert row.ukeire == sum(live for _, live in row.ukeire_tiles)
    assert all(tile_text(d.tile) not in ("5f", "6f") for d in result.discards)


def test_discarding_a_wild_is_a_row_when_allowed() -> None:
    caishen = kind_of("3m")
    rows = discard_options(c("123m456p789s11z2z"), 2, 4, wild_kind=caishen, can_discard_wild=True)
    wild_row = rows[-1]
    assert wild_row.tile == caishen
    assert wild_row.shanten == 0
    assert [k for k, _ in wild_row.waits][-1] == caishen  # drawing the 財神 back wins
