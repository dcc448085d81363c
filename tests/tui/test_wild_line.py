"""The centre's wild line (JH-2, CX-1): where the turned tile *is* the wild (Jinhua's 財神), the line names
the face once and says it was turned up; where the wild follows the indicator (Cixi's 龍), it shows both."""

from __future__ import annotations

import pytest

from mahjong_tui.i18n import Strings
from mahjong_tui.table_view import wild_line
from mahjong_tui.tiles_view import TileStyle
from rules.engine import Game


def line(variant: str, lang: str) -> tuple[str, int, frozenset[int]]:
    game = Game(variant, 5)
    obs = game.observation(0)
    drawn = wild_line(obs, Strings(lang), TileStyle.CJK)
    assert drawn is not None and obs.indicator is not None
    return drawn.plain, obs.indicator, frozenset(obs.wild_kinds)


@pytest.mark.parametrize(("lang", "turned"), [("en", "(turned up)"), ("zh-Hans", "（翻出）"),
                                              ("zh-Hant", "（翻出）")])
def test_a_turned_tile_that_is_the_wild_is_named_once(lang: str, turned: str) -> None:
    text, indicator, wilds = line("jinhua", lang)
    assert wilds == {indicator}  # JH-2: the turned tile's kind is the 財神
    assert "←" not in text and " 翻 " not in text, text
    assert text.endswith(turned), text


@pytest.mark.parametrize(("lang", "arrow"), [("en", " ← "), ("zh-Hans", " 翻 ")])
def test_an_indicator_other_than_the_wild_is_shown_after_it(lang: str, arrow: str) -> None:
    text, indicator, wilds = line("cixi", lang)
    assert indicator not in wilds  # CX-1: the wild follows the indicator
    assert arrow in text and "turned up" not in text and "翻出" not in text, text
