"""Issue 28: a page opens with the focus where its keys go, and nothing takes the focus before it. The
pages scroll, and a scroll can be focused: Textual focused it first and the page moved the focus on at once,
restyling the whole page twice (a tenth of the new-game form's start)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widget import Widget

from mahjong_tui.screens.calculator import CalculatorScreen
from mahjong_tui.screens.first import FirstScreen
from mahjong_tui.screens.new_game import NewGameScreen
from tests.tui.test_entry import menu_app

# each page, the key that opens it from the first screen (the first screen itself: none), what gets the focus
PAGES = [(FirstScreen, None, "variants"), (NewGameScreen, "n", "start"),
         (CalculatorScreen, "f6", "calc-hand")]


async def test_each_page_focuses_where_its_keys_go_first(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    focused: list[str | None] = []
    watch = Widget.watch_has_focus

    def noted(widget: Widget, has_focus: bool) -> None:
        if has_focus:
            focused.append(widget.id)
        watch(widget, has_focus)

    monkeypatch.setattr(Widget, "watch_has_focus", noted)
    app = menu_app(home)
    async with app.run_test(size=(120, 36)) as pilot:
        for page, key, first in PAGES:  # the first screen's focus was noted as the app started
            if key is not None:
                await pilot.press("escape")  # back to the first screen from the page before
                await pilot.pause()
                focused.clear()
                await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, page), f"{key}: {app.screen!r}"
            assert focused[:1] == [first], f"{page.__name__}: focused in turn {focused}"
