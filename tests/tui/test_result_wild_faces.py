"""The result screen says what each wild stood for, from the scorer's reading (issue 26, CX-7: a Cixi
十三幺七風齊 showed its 龍 as "3萬→3萬" where it stood for 東), in every variant with wilds: Cixi's 龍,
Jinshan's 百搭, Jinhua's 財神 — the winner's sets pair each wild with its face, and the legend under the
tiles words it."""

from __future__ import annotations

import pytest

from mahjong_tui.i18n import Strings
from mahjong_tui.result_words import winning_sets
from mahjong_tui.screens.result import RevealedHand, legend_text
from mahjong_tui.tiles_view import TileStyle
from rules.scoring import FinishedHand, SeatHand
from rules.tiles import kind_of, parse_tiles
from rules.variants import get_variant

# (variant, concealed, win tile, indicator, flowers, the wild and the face it stood for)
CASES = [
    ("cixi", "3m26m47p36s234556z", "7z", "2m", "", "3m", "1z"),  # 十三幺七風齊: the hand
    ("cixi", "3m1155m2255p4466s", "7z", "2m", "", "3m", "7z"),  # 七對
    ("cixi", "3m1122334455z66z", "7z", "2m", "", "3m", "7z"),  # 全風向
    ("jinshan", "5f19m19p19s123456z", "7z", None, "1f", "5f", "1z"),  # 十三幺
    ("jinshan", "5f12m456p789s111z5z", "5z", None, "1f", "5f", "3m"),
    ("jinhua", "3m1155m2255p4466s", "7z", "3m", "", "3m", "7z"),  # 七對子
    ("jinhua", "3m14m258p369s1234z", "5z", "3m", "", "3m", "7m"),  # 十三不靠
]


@pytest.mark.parametrize(("variant", "concealed", "win", "indicator", "flowers", "wild", "face"), CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_each_wild_is_shown_with_the_face_it_stood_for(variant: str, concealed: str, win: str,
                                                       indicator: str | None, flowers: str, wild: str,
                                                       face: str) -> None:
    rules = get_variant(variant)
    wilds = rules.wild_rule(None if indicator is None else kind_of(indicator)).wilds
    held = tuple(parse_tiles(concealed))
    winner = SeatHand(held, (), tuple(parse_tiles(flowers)))
    context = {} if indicator is None else {"indicator": kind_of(indicator)}
    hand = FinishedHand(winner=0, win_tile=kind_of(win), hands=(winner, SeatHand(), SeatHand(), SeatHand()),
                        discarder=None, context=context, options={})
    result = rules.score(hand)
    assert result.valid, result.reason
    sets = winning_sets(result.reading, [*held, kind_of(win)], wilds)
    assert (kind_of(face), kind_of(wild)) in [pair for group in sets for pair in group], result.reading
    hand = RevealedHand("E", held, (), (), wilds, None, sets)
    words = {"1z": "東", "7z": "中", "3m": "三萬", "7m": "七萬", "5f": "梅"}
    assert f"★ {words[wild]} stood for {words[face]}" in legend_text(Strings("en"), hand, TileStyle.CJK).plain


# a wild read as its own face (百搭還原) is drawn with its ★ too: the legend says so, once a kind (seen in
# tmux at a Cixi result whose 龍 二條 sat in 2-3-4條 with a ★ and no word under it)
SELF_CASES = [
    ("cixi", "123m456m678p234s5z", "5z", "2m", "", "3m"),
    ("jinhua", "345m456p789s111z2z", "2z", "3m", "", "3m"),
]


@pytest.mark.parametrize(("variant", "concealed", "win", "indicator", "flowers", "wild"), SELF_CASES,
                         ids=[c[0] for c in SELF_CASES])
def test_a_wild_read_as_itself_is_said_once(variant: str, concealed: str, win: str, indicator: str,
                                            flowers: str, wild: str) -> None:
    rules = get_variant(variant)
    wilds = rules.wild_rule(kind_of(indicator)).wilds
    held = tuple(parse_tiles(concealed))
    seats = (SeatHand(held, (), ()), SeatHand(), SeatHand(), SeatHand())
    hand = FinishedHand(winner=0, win_tile=kind_of(win), hands=seats, discarder=None,
                        context={"indicator": kind_of(indicator)}, options={})
    result = rules.score(hand)
    assert result.valid, result.reason
    sets = winning_sets(result.reading, [*held, kind_of(win)], wilds)
    selves = [pair for group in sets for pair in group if pair == (kind_of(wild), kind_of(wild))]
    assert selves, f"{variant}: no wild read as itself in {sets}"
    shown = RevealedHand("E", held, (), (), wilds, None, sets)
    en = legend_text(Strings("en"), shown, TileStyle.CJK).plain
    assert en.count("★ 三萬 is a wild read as itself") == 1, en
    assert "stood for" not in en, en
    zh = legend_text(Strings("zh-Hans"), shown, TileStyle.CJK).plain
    assert zh.count("还原（当本身）") == 1 and "当 " not in zh, zh
