"""The bots this machine runs at the table, as a part without a face: one decision at a time in an
exclusive worker (``group="bots"``), off the UI thread, posted back as :class:`BotChose` for the table to
apply. A newer question (or an undo, or an overlay) cancels an older worker, whose answer is then dropped."""

from __future__ import annotations

import time

from textual import work
from textual.widget import Widget
from textual.worker import Worker, get_current_worker

from mahjong_tui.messages import BotChose
from mahjong_tui.table_protocol import BotTurn

CANCEL_CHECK = 0.05  # seconds: how soon a cancelled bot stops waiting out its delay


class BotSeats(Widget):
    DEFAULT_CSS = "BotSeats { display: none; }"

    def render(self) -> str:
        return ""  # no face (Textual's default would be the class's name)

    @work(thread=True, exclusive=True, group="bots")
    def think(self, turn: BotTurn) -> None:
        """A bot's decision after its delay; a broken bot passes a claim or plays its last legal move."""
        worker = get_current_worker()
        if not self.wait_out(turn.delay, worker):
            return
        try:
            action = turn.bot.choose(turn.observation)
        except Exception:  # noqa: BLE001 — a broken bot must not stop the table
            action = turn.observation.legal_actions[-1]  # PASS in a claim, a discard on a turn
        if not worker.is_cancelled:
            self.post_message(BotChose(turn.chair, action, worker))

    @staticmethod
    def wait_out(delay: float, worker: Worker[None]) -> bool:
        """Sleep ``delay`` seconds in short steps, False as soon as the worker is cancelled: a quit (or a
        newer question) does not wait for the rest of the delay, as Python joins worker threads on exit."""
        end = time.monotonic() + delay
        while not worker.is_cancelled:
            left = end - time.monotonic()
            if left <= 0:
                return True
            time.sleep(min(left, CANCEL_CHECK))
        return False

    def stop(self) -> None:
        """Whatever a bot is thinking is for a table gone by."""
        self.workers.cancel_group(self, "bots")
