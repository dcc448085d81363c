"""The app's messages ("attributes down, messages up"): what the table tells the app and its overlays.

Kept apart from ``app.py`` and the screens so that neither imports the other for a message class.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.message import Message

from rules.engine import Action

if TYPE_CHECKING:
    from textual.worker import Worker

    from mahjong_tui.session import TableSession


class BotChose(Message):
    """A bot's answer, posted from its worker thread; dropped if that worker was cancelled meanwhile."""

    def __init__(self, chair: int, action: Action, worker: Worker[None] | None) -> None:
        super().__init__()
        self.chair = chair
        self.action = action
        self.worker = worker


class ActionApplied(Message):
    """Posted by the table after every action it applied (a human's, a bot's, a timeout's), with the words
    the action log shows for it. A lesson callout (or any overlay) listens here and may call
    ``TableScreen.pause_for_overlay()`` to hold the bots until it is dismissed."""

    def __init__(self, action: Action, words: str, step: int) -> None:
        super().__init__()
        self.action = action
        self.words = words
        self.step = step


class HandFinished(Message):
    """Posted by the table when a hand's result is shown: the profile books it (and the match, if over)."""

    def __init__(self, session: TableSession) -> None:
        super().__init__()
        self.session = session
