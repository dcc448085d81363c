"""The hint names a special route when it is the hand's best one, and says why the discard does not fit it
(issue 10 hint): 十三不靠 (JH-15) / Cixi's 十三幺 (CX-7), seven pairs (JH-13), 十三幺 (JS-11), all honors
(JH-19 亂風, CX-7 全風向). Fixed hands dealt to the dealer; the reason is read from the top candidate."""

from __future__ import annotations

import pytest

from bots.advice import Candidate, rank_discards
from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import hint_reason
from rules.tiles import kind_of
from tests.rules.engine_helpers import stacked_game

SUITED_OTHERS = ["258m369p147s5677z", "369m147p258s1166z", "123m456m789p2233s"]
HONORLESS_OTHERS = ["123m456m789m123p5p", "456p789p123s456s7s", "789s111m222p444s4m"]


def best(variant: str, hand: str, others: list[str], indicator: str | None = None) -> Candidate:
    game = stacked_game(variant, [hand, *others], indicator=indicator)
    return rank_discards(game.observation(0), limit=3)[0]


def test_jh15_unrelated_names_the_tile_too_close_in_its_suit() -> None:
    top = best("jinhua", "147m258p3s12345z56m", SUITED_OTHERS, indicator="8p")
    assert (top.tile, top.reason_key) == (kind_of("5m"), "route_near")
    assert top.reason == ("十三不靠: 5m sits within two ranks of 4m"
                          " (a suit's tiles stay three apart, as 147/258/369)")
    assert hint_reason(top, Strings("zh-Hant"), "jinhua") == (
        "十三不靠：五萬 和 四萬 相差不到三（同一門要隔三，如 147/258/369）")


def test_cx7_the_same_shape_is_named_as_cixi_players_call_it() -> None:
    top = best("cixi", "147m258p3s12345z56m", SUITED_OTHERS, indicator="8p")
    assert (top.tile, top.reason_key) == (kind_of("5m"), "route_near")
    assert hint_reason(top, Strings("zh-Hant"), "cixi").startswith("十三幺：五萬 和 四萬 相差不到三")
    assert hint_reason(top, Strings("en"), "cixi").startswith(
        "十三幺 (unrelated tiles): 5 Characters sits within two ranks of 4 Characters")


def test_jh13_seven_pairs_lets_a_lone_tile_go() -> None:
    top = best("jinhua", "11m22p33s4455z7p9s1z5m", SUITED_OTHERS, indicator="8p")
    assert (top.tile, top.shanten, top.reason_key) == (kind_of("5m"), 1, "route_lone")
    assert top.reason == "seven pairs: 5m pairs with nothing"
    assert hint_reason(top, Strings("zh-Hant"), "jinhua") == "七對子：五萬 是單張，湊不成對"


def test_js11_thirteen_orphans_lets_a_simple_go() -> None:
    top = best("jinshan", "19m19p19s12345z5m5p6s", SUITED_OTHERS)
    assert (top.tile, top.reason_key) == (kind_of("5m"), "route_not_orphan")
    assert top.reason == "十三幺: 5m is neither a terminal nor an honor"
    assert hint_reason(top, Strings("zh-Hant"), "jinshan") == "十三幺：五萬 不是幺九也不是字"


@pytest.mark.parametrize(("variant", "name"), [("jinhua", "亂風"), ("cixi", "全風向")])
def test_jh19_cx7_all_honors_lets_a_suit_tile_go(variant: str, name: str) -> None:
    top = best(variant, "11122234567z5m9p3s", HONORLESS_OTHERS, indicator="8p")
    assert (top.tile, top.reason_key) == (kind_of("5m"), "route_not_honor")
    assert top.reason == "all honors: 5m is not an honor"
    assert hint_reason(top, Strings("zh-Hant"), variant) == f"{name}：五萬 不是字牌"
    assert hint_reason(top, Strings("en"), variant) == f"{name} (all honors): 5 Characters is not an honor"


def test_a_standard_hand_keeps_the_shape_reasons() -> None:
    """A hand nearer the standard shape than any special one: the hint speaks of tiles, not of a route."""
    top = best("jinhua", "123m456p78s1255z9m6m", SUITED_OTHERS, indicator="8p")
    assert not top.reason_key.startswith("route_")
    assert "route" not in dict(top.reason_values)
