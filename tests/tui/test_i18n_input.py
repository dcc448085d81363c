"""Typing a tile as it is shown (issue 18): the drills and the calculator take 西, 三萬, 3萬, "3 Characters"
and the code alike, and answer the same."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Static

from mahjong_tui.app import make_app
from mahjong_tui.screens.calculator import CalculatorScreen
from mahjong_tui.screens.drills import DrillScreen
from mahjong_tui.settings import GameSettings
from mahjong_tui.tile_input import parse_tile_word
from mahjong_tui.tiles_view import TileStyle, face
from mahjong_tui.words import tile_name
from rules.drills import answer
from rules.tiles import name_zh, tile_text
from tests.tui.rendered import plain

WEST, THREE_CHARACTERS = 29, 2


def spellings(kind: int) -> list[str]:
    """Every way a player may type one tile: the face, each language's name, the code."""
    return [name_zh(kind), face(kind, TileStyle.CJK, compact=True), tile_name(kind, "zh-Hans"),
            tile_name(kind, "zh-Hant"), tile_name(kind, "en"), tile_text(kind)]


async def test_the_drill_takes_a_tile_by_any_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """西, 三萬, 3萬, "3 Characters" and 3z reach the judge as the same tile, so the answer is the same."""
    app = make_app(GameSettings(variant="jinshan", lang="en", seed=4), home=tmp_path, show_new_game=True)
    async with app.run_test(size=(110, 36)) as pilot:
        app.open_drills(seed=4)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        judged: list[int] = []
        monkeypatch.setattr(screen, "choose", judged.append)
        entry = screen.query_one("#drill-input", Input)
        for kind in (WEST, THREE_CHARACTERS, min(screen.drill.best)):
            judged.clear()
            for typed in spellings(kind):
                entry.value = typed
                await entry.action_submit()
                await pilot.pause()
            assert judged == [kind] * len(spellings(kind))
        assert {"西", "3z"} <= set(spellings(WEST)) and {"三萬", "3萬", "3 Characters"} <= set(spellings(2))
    # the judge is a function of the tile: one verdict for every spelling
    best = min(screen.drill.best)
    assert answer(screen.drill, best) == answer(screen.drill, parse_tile_word(tile_name(best, "en")))


async def test_the_drill_says_which_typed_word_is_not_a_tile(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(GameSettings(variant="jinshan", lang="zh", seed=4), home=tmp_path, show_new_game=True)
    said: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **_: said.append(message))
    async with app.run_test(size=(110, 36)) as pilot:
        app.open_drills(seed=4)
        await pilot.pause()
        entry = app.screen.query_one("#drill-input", Input)
        entry.value = "東京"
        await entry.action_submit()
        await pilot.pause()
    assert said and "东京" in said[0] and "不是一张牌" in said[0]  # names what was typed, in zh-Hans


SPELLED_HANDS = (  # the JS-17 example (30 胡 2 台, 27 from each) in codes, in Chinese names, in English
    ("123m456p789s234s5p", "1f2f", "5p"),
    ("一万 二万 三万 4筒 5筒 6筒 七條 八條 九條 二条 三条 四条 五筒", "春 夏", "五筒"),
    (("1 Character, 2 Characters, 3 Characters, 4 Dots, 5 Dots, 6 Dots, 7 Bamboo, 8 Bamboo, 9 Bamboo, "
     "2 Bamboo, 3 Bamboo, 4 Bamboo, 5 Dots"), "Spring flower, Summer flower", "5 Dots"),
)


async def test_the_calculator_scores_a_hand_typed_by_any_name_the_same(tmp_path: Path) -> None:
    app = make_app(GameSettings(variant="jinshan", lang="en", seed=4), home=tmp_path, show_new_game=True)
    async with app.run_test(size=(120, 50)) as pilot:
        app.open_calculator()
        await pilot.pause()
        calc = app.screen
        assert isinstance(calc, CalculatorScreen)
        for hand, flowers, win in SPELLED_HANDS:
            calc.query_one("#calc-hand", Input).value = hand
            calc.query_one("#calc-flowers", Input).value = flowers
            calc.query_one("#calc-win", Input).value = win
            calc.action_score()
            await pilot.pause()
            assert calc.result is not None, hand
            assert (calc.result.totals["hu"], calc.result.totals["tai"]) == (30, 2)
            assert [p.amount for p in calc.result.payments] == [27, 27, 27]
            assert "27" in plain(calc.query_one("#calc-result", Static).content, width=118)
