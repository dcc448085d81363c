"""The calculator: a hand typed in notation (or picked by clicking tiles) with its table context gives the
same breakdown and payments as ``mahjong-tui score`` on the equivalent scenario; bad input names the field."""

from __future__ import annotations

import json
from pathlib import Path

from textual.app import App
from textual.widgets import Checkbox, Input, Select, Static

from mahjong_tui.i18n import Strings
from mahjong_tui.screens.calculator import CalculatorScreen, melds_json
from mahjong_tui.tiles_view import TileStyle
from rules.scenario import load_scenario

EXAMPLES = Path(__file__).resolve().parents[1] / "cli" / "examples"


class CalcApp(App[None]):
    def __init__(self, variant: str) -> None:
        super().__init__()
        self.calc = CalculatorScreen(Strings("en"), variant, TileStyle.ASCII)

    def on_mount(self) -> None:
        self.push_screen(self.calc)


def test_melds_are_read_as_scenario_melds() -> None:
    assert melds_json("peng:111m@e concealed_kong:9999s") == [
        {"type": "peng", "tiles": "111m", "from": "E"}, {"type": "concealed_kong", "tiles": "9999s"}]


async def fill(app: CalcApp, **values: str) -> None:
    for name, value in values.items():
        app.calc.query_one(f"#calc-{name}", Input).value = value


async def test_a_shanghai_hand_scores_as_the_score_command_does() -> None:
    example = (EXAMPLES / "shanghai-pure-pungs-discard.json").read_text(encoding="utf-8")
    variant, hand = load_scenario(example)
    expected = variant.score(hand)
    app = CalcApp("shanghai")
    async with app.run_test(size=(120, 60)) as pilot:
        await pilot.pause()
        await fill(app, hand="555m2233m", melds="peng:111m@E peng:999m@N", win="3m",
                   context=json.dumps({"knocked": ["S"], "dice": [2, 5], "huangfan": 0}))
        app.calc.query_one("#calc-from", Select).value = "W"
        await pilot.click("#calc-score")
        assert app.calc.result == expected
        assert app.calc.result.net == (0, 20, -20, 0)
        explained = str(app.calc.query_one("#calc-explained", Static).render())
        assert "清碰 full flush all pungs 2 (SH-12)" in explained and "West pays South 20" in explained


async def test_tiles_picked_by_click_and_flags_reach_the_scorer() -> None:
    app = CalcApp("jinshan")
    async with app.run_test(size=(120, 60)) as pilot:
        await pilot.pause()
        for kind in (0, 1, 2, 12, 13, 14, 24, 25, 26, 19, 20, 21, 13):  # 123m 456p 789s 234s 5p, by clicks
            app.calc.action_add_tile(kind)
        assert app.calc.query_one("#calc-hand", Input).value == "1m2m3m4p5p6p7s8s9s2s3s4s5p"
        await fill(app, flowers="1f2f", win="5p")
        await pilot.press("ctrl+s")
        result = app.calc.result
        assert result is not None and result.valid
        assert (result.totals["hu"], result.totals["tai"]) == (30, 2)  # the shared example's 30 胡 2 台
        app.calc.query_one("#calc-flag-after_kong", Checkbox).value = True
        await pilot.press("ctrl+s")
        assert app.calc.result is not None and "槓開" in {i.name for i in app.calc.result.items}  # JS-20


async def test_a_bad_field_is_named_and_nothing_is_scored() -> None:
    app = CalcApp("cixi")
    async with app.run_test(size=(120, 60)) as pilot:
        await pilot.pause()
        await fill(app, hand="123m456p789m11z4s9s", win="5s", context="{}")
        await pilot.press("ctrl+s")
        shown = str(app.calc.query_one("#calc-result", Static).render())
        assert app.calc.result is None and "context.indicator" in shown
