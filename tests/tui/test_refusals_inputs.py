"""A typed tile, a scorer's missing indicator (JH-2, CX-1) and a drill's refused discard are refusal values
(issue 28 §2), worded by the app from words.toml; their English is unchanged and no pattern is left."""

from __future__ import annotations

import random

import pytest

from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import error_text, scenario_error_text
from mahjong_tui.tile_input import NotATile, TileNameError, parse_tile_words, problem_text, read_tile
from rules.drills import answer, deal_drill
from rules.refusal import Refusal
from rules.scenario import scenario_from_json
from rules.variants import get_variant

LANGS = ("zh-Hans", "zh-Hant", "en")


def test_a_typed_name_that_is_no_tile_is_a_value() -> None:
    with pytest.raises(TileNameError) as refused:
        parse_tile_words("三萬 xyz")
    why = refused.value.why
    assert isinstance(why, Refusal) and why.key == "tile_name_unknown"
    assert str(refused.value).startswith("no tile called 'xyz' in '三萬 xyz': write it as shown")
    said = [error_text(why, Strings(lang)) for lang in LANGS]
    assert said[0].startswith("'三万 xyz' 里的 'xyz' 不是牌")
    assert said[1].startswith("'三萬 xyz' 裡的 'xyz' 不是牌")
    assert said[2].startswith("no tile called 'xyz'")


@pytest.mark.parametrize(("typed", "key", "zh"), [("xx", "not_a_tile_typed", "「xx」不是一张牌"),
                                                  ("", "no_tile_typed", "请输入一张牌")])
def test_a_drill_answer_that_is_no_tile_is_a_value(typed: str, key: str, zh: str) -> None:
    with pytest.raises(NotATile) as refused:
        read_tile(typed)
    assert refused.value.why.key == key  # type: ignore[attr-defined]
    assert problem_text(refused.value, Strings("zh-Hans")).startswith(zh)
    assert problem_text(refused.value, Strings("en")) == str(refused.value)  # English unchanged


@pytest.mark.parametrize(("variant", "rule", "zh"),
                         [("jinhua", "JH-2", "金华麻将要在牌桌情况填翻开的指示牌"),  # zh-Hans name
                          ("cixi", "CX-1", "要在牌桌情况填翻开的指示牌：龙是它的下一张")])
def test_a_missing_indicator_names_its_rule(variant: str, rule: str, zh: str) -> None:
    scenario = {"variant": variant, "hands": {"E": {"concealed": "123m456p789s234s5p"}},
                "win": {"seat": "E", "tile": "5p"}}
    variant_, hand = scenario_from_json(scenario)
    with pytest.raises(ValueError) as refused:
        variant_.score(hand)
    why = refused.value.args[0]
    assert isinstance(why, Refusal) and why.rule == rule
    assert scenario_error_text(refused.value, Strings("zh-Hans")).startswith(zh)
    assert scenario_error_text(refused.value, Strings("en")).startswith("context.indicator")


def test_a_drill_refuses_with_a_value() -> None:
    drill = deal_drill(get_variant("jinshan"), random.Random(3))
    absent = next(kind for kind in range(27) if kind not in drill.concealed)
    with pytest.raises(ValueError) as refused:
        answer(drill, absent)
    assert refused.value.args[0].key == "not_a_drill_discard"
    assert error_text(refused.value.args[0], Strings("zh-Hant")) == "手上沒有這張牌，或這張不能打"

