"""Variant.progress: what the status line shows of a hand still in play against the variant's minimum
(issue 10 "16/20 胡"). Jinshan counts what JS-22 takes as certain against the JS-12 minimum of 20."""

from __future__ import annotations

from rules.hand import Meld, MeldType
from rules.scoring import SeatHand
from rules.tiles import kind_of, parse_tiles
from rules.variants import get_variant


def seat(concealed: str, melds: tuple[Meld, ...] = (), flowers: str = "") -> SeatHand:
    return SeatHand(tuple(parse_tiles(concealed)), melds, tuple(parse_tiles(flowers)) if flowers else ())


def test_js12_progress_counts_flowers_melds_concealed_pungs_and_honour_pairs() -> None:
    jinshan = get_variant("jinshan")
    east_pung = Meld(MeldType.PENG, (kind_of("1z"),) * 3, source=3)
    # two flowers 20, exposed 東 pung 4, concealed 5m pung 4, a pair of 中 2 (JS-22); the 百搭 counts nothing
    hand = seat("555m23p789s77z5f", (east_pung,), flowers="1f2f")
    assert jinshan.progress(hand, 1, jinshan.options()) == "30/20 胡"


def test_js12_progress_of_a_plain_hand_is_zero_and_wilds_never_count() -> None:
    jinshan = get_variant("jinshan")
    assert jinshan.progress(seat("123m456p789s234s5f"), 0, {}) == "0/20 胡"
    # own wind pair counts (South = wind 1 holds 南南), another wind's pair does not
    assert jinshan.progress(seat("123m456p789s22z4z"), 1, {}) == "2/20 胡"
    assert jinshan.progress(seat("123m456p789s22z4z"), 2, {}) == "0/20 胡"


def test_variants_without_a_minimum_show_no_progress() -> None:
    for variant in ("shanghai", "jinhua", "cixi"):
        v = get_variant(variant)
        assert v.progress(seat("123m456p789s1234z"), 0, v.options()) is None
