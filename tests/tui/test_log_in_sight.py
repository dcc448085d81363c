"""The action log is in sight whenever the table is wide enough for it: a browser window (about 155×45 at
textual-serve's font) fell between the breakpoints — wide but not widest, tallest — and showed no log."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.app import make_app
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings


@pytest.mark.parametrize("size", [(120, 36), pytest.param((155, 45), marks=pytest.mark.slow),
                                  pytest.param((200, 60), marks=pytest.mark.slow)])  # wider: -m slow
async def test_the_log_shows_at_every_size_wide_enough(home: Path, size: tuple[int, int]) -> None:
    settings = GameSettings(variant="jinshan", seed=5, bot_delay=5.0,
                            seats=("human", "normal", "normal", "hard"))
    app = make_app(settings, home=home)
    async with app.run_test(size=size) as pilot:
        while not isinstance(app.screen, TableScreen):
            await pilot.pause(0.01)
        await pilot.pause()
        assert app.screen.query_one("#log").display, f"no log at {size}"
