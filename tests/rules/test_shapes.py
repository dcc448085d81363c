"""Readings of the special shapes (rules.shapes) for scorers, and their agreement with rules.analysis."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.analysis import ShapeRules, is_complete
from rules.hand import NATURAL, WILD
from rules.shapes import (
    all_honors_ok,
    seven_pairs_readings,
    standard_readings,
    thirteen_orphans_readings,
    unrelated_readings,
)
from rules.tiles import N_KINDS, counts_of, kind_of, parse_tiles
from rules.variants import get_variant

# the 十三不靠 rules the variants play with (JH-15/16: no honor pair, no 財神 for honors; CX-7: both allowed)
JINHUA = get_variant("jinhua").shape_rules().unrelated
CIXI = get_variant("cixi").shape_rules().unrelated


def c(text: str) -> list[int]:
    return counts_of(parse_tiles(text))


def test_standard_reading_marks_the_wild_in_a_cross_suit_edge() -> None:
    # C-6: 8m 9m + wild reads only as 7-8-9m
    readings = standard_readings(c("89m11z"), 1, 1)
    assert [str(g) for g in readings[0]] == ["pair:11z", "seq:789m*"]
    assert len(readings) == 1


def test_seven_pairs_reading_shows_the_wild_partner() -> None:
    (reading,) = seven_pairs_readings(c("1199m1199p11s112z"), 1)
    assert len(reading) == 7 and all(g.shape == "pair" for g in reading)
    wild_pairs = [g for g in reading if WILD in g.via]
    assert [(g.kind, g.via) for g in wild_pairs] == [(kind_of("2z"), (NATURAL, WILD))]


def test_seven_pairs_four_alike_is_two_pairs_only_by_decision() -> None:
    assert len(seven_pairs_readings(c("1111m1199p11s1122z"), 0)) == 1
    assert seven_pairs_readings(c("1111m1199p11s1122z"), 0, four_as_two=False) == []


def test_thirteen_orphans_readings_have_twelve_singles_and_a_pair() -> None:
    # JS-11: a wild may be the duplicate of any of the thirteen
    readings = thirteen_orphans_readings(c("19m19p19s1234567z"), 1)
    assert len(readings) == 13
    for reading in readings:
        assert sorted(g.shape for g in reading).count("single") == 12


def test_unrelated_readings_respect_jinhua_and_cixi_wild_rules() -> None:
    # JH-27: the 財神 stands for a suit tile only; CX-7: 龍 also for an honor or the doubled honor
    jinhua = unrelated_readings(c("147m258p36s12345z"), 1, JINHUA)
    assert [[g.kind for g in r if WILD in g.via] for r in jinhua] == [[kind_of("9s")]]
    cixi = unrelated_readings(c("147m258p369s1234z"), 1, CIXI)
    assert len(cixi) == 7  # 5z, 6z, 7z, or a second 1z-4z
    assert unrelated_readings(c("147m258p369s1234z"), 1, JINHUA) == []


def test_all_honors_ok() -> None:
    # SH-9 風一色, CX-7 全風向, JH-19 亂風 (no wilds, JH-27)
    assert all_honors_ok(c("11122233344567z"), 0, True)
    assert all_honors_ok(c("1112223334456z"), 1, True)
    assert not all_honors_ok(c("1112223334456z"), 1, False)
    assert not all_honors_ok(c("1m1112223334456z"), 0, True)


POOL = [0, 3, 6, 8, 9, 13, 17, 18, 21, 26, 27, 28, 29, 30, 31, 32, 33]


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.integers(0, 3), st.lists(st.sampled_from(POOL), min_size=14, max_size=14))
def test_readings_and_fast_completeness_agree(wilds: int, kinds: list[int]) -> None:
    counts = [0] * N_KINDS
    for k in kinds[: 14 - wilds]:
        counts[k] = min(4, counts[k] + 1)
    wilds = 14 - sum(counts)
    if wilds > 4:
        return
    assert bool(seven_pairs_readings(counts, wilds)) == is_complete(
        counts, wilds, 4, ShapeRules(standard=False, seven_pairs=True)
    )
    assert bool(thirteen_orphans_readings(counts, wilds)) == is_complete(
        counts, wilds, 4, ShapeRules(standard=False, thirteen_orphans=True)
    )
    for rule in (JINHUA, CIXI):
        assert bool(unrelated_readings(counts, wilds, rule)) == is_complete(
            counts, wilds, 4, ShapeRules(standard=False, unrelated=rule)
        )
    assert all_honors_ok(counts, wilds, True) == is_complete(counts, wilds, 4,
                                                             ShapeRules(standard=False, all_honors=True))
