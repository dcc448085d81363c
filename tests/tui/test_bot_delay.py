"""A bot's delay (settings.bot_delay, 0.6 s by default) is the bot "thinking" in a worker thread. Quitting
while a bot waits it out used to wait for the whole delay: Python's event loop joins its worker threads as
it closes, and the thread slept on. The wait now ends as soon as the worker is cancelled."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from mahjong_tui.app import make_app
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings

DELAY = 30.0  # far above a start or stop on a loaded machine: only waiting out the delay takes this long


def test_quitting_while_a_bot_waits_out_its_delay_is_prompt(home: Path) -> None:
    settings = GameSettings(variant="jinshan", seed=5, bot_delay=DELAY,
                            seats=("human", "normal", "normal", "hard"))
    app = make_app(settings, home=home)
    waiting: list[bool] = []
    quit_at: list[float] = []

    async def quit_while_a_bot_thinks() -> None:
        async with app.run_test(size=(120, 36)) as pilot:
            while not isinstance(app.screen, TableScreen):
                await pilot.pause(0.01)
            await pilot.pause()
            waiting.append(any(w.group == "bots" and not w.is_finished for w in app.workers))
            quit_at.append(time.monotonic())
        # leaving run_test quits the app, as ctrl+q does

    asyncio.run(quit_while_a_bot_thinks())  # as App.run: the loop joins its threads as it closes
    took = time.monotonic() - quit_at[0]  # from the quit, not the start: a loaded machine starts slowly
    assert waiting == [True], "the test needs a bot in its delay when the app quits"
    assert took < DELAY / 2, f"quitting took {took:.1f} s: it waited for the bot's delay"
