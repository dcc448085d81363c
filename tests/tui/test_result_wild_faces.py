"""The result screen's winning hand shows each wild with the face it stood for, from the scorer's reading
(issue 26, CX-7: a Cixi 十三幺七風齊 showed its 龍 as "3萬→3萬" where it stood for 東), in every variant with
wilds: Cixi's 龍, Jinshan's 百搭, Jinhua's 財神."""

from __future__ import annotations

import pytest

from mahjong_tui.result_words import winning_sets
from mahjong_tui.screens.result import set_text
from mahjong_tui.tiles_view import TileStyle
from rules.scoring import FinishedHand, SeatHand
from rules.tiles import kind_of, parse_tiles
from rules.variants import get_variant

# (variant, concealed, win tile, indicator, flowers, what the result screen shows for the wild)
CASES = [
    ("cixi", "3m26m47p36s234556z", "7z", "2m", "", "3萬→東"),  # 十三幺七風齊: the hand
    ("cixi", "3m1155m2255p4466s", "7z", "2m", "", "3萬→中"),  # 七對
    ("cixi", "3m1122334455z66z", "7z", "2m", "", "3萬→中"),  # 全風向
    ("jinshan", "5f19m19p19s123456z", "7z", None, "1f", "梅→東"),  # 十三幺
    ("jinshan", "5f12m456p789s111z5z", "5z", None, "1f", "梅→3萬"),
    ("jinhua", "3m1155m2255p4466s", "7z", "3m", "", "3萬→中"),  # 七對子
    ("jinhua", "3m14m258p369s1234z", "5z", "3m", "", "3萬→7萬"),  # 十三不靠
]


@pytest.mark.parametrize(("variant", "concealed", "win", "indicator", "flowers", "shown"), CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_each_wild_is_shown_with_the_face_it_stood_for(variant: str, concealed: str, win: str,
                                                       indicator: str | None, flowers: str,
                                                       shown: str) -> None:
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
    assert sets, result.reading  # the reading fits the tiles
    text = "".join(set_text(group, TileStyle.CJK).plain for group in sets).replace(" ", "")
    assert shown in text, text
