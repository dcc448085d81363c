"""The app's messages ("attributes down, messages up"): what the table tells the app and its overlays, and
where a screen of the way in asks to go (issue 28: a screen posts a message, the app navigates — as
Posting's screens do; no screen finds the app by its class to call its methods).

Kept apart from ``app.py`` and the screens so that neither imports the other for a message class.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from textual.message import Message

from rules.engine import Action

if TYPE_CHECKING:
    from textual.worker import Worker

    from mahjong_tui.replay import ReplayFile
    from mahjong_tui.settings import GameSettings
    from mahjong_tui.storage import SaveStore
    from mahjong_tui.table_protocol import Refused, Session
    from rules.engine import Match


# --- where the way in goes: posted by the first screen, the saved list, the forms, the summary -----------

@dataclass
class StartMatch(Message):
    """Start a match with ``settings`` (a quick start, the new-game form, Play again, a course's first
    match); the table tour comes first, once, unless ``tour`` is False."""

    settings: GameSettings
    tour: bool = True


@dataclass
class ResumeMatch(Message):
    """Resume a saved match: ``store``'s, or the latest usable one (None)."""

    store: SaveStore | None = None


@dataclass
class OpenReplay(Message):
    """Replay a saved or finished match (None: the last match played)."""

    path: Path | None = None


@dataclass
class OpenReview(Message):
    """Review the player's decisions in a saved, finished or recorded match, from hand ``hand`` (issue 29)."""

    path: Path
    hand: int = 1


@dataclass
class ReviewHand(Message):
    """The result screen's "Review this hand" (issue 29): the last hand of ``match`` for ``chair``."""

    match: Match
    chair: int


@dataclass
class PlayOn(Message):
    """"Play on from here" (issue 29): practice from action ``at`` of hand ``hand`` (0-based) of ``file``,
    the seat ``chair`` the human."""

    file: ReplayFile
    hand: int
    at: int
    chair: int


@dataclass
class OpenTool(Message):
    """Open a learning tool — ``calculator``, ``drills``, ``profile``, ``lessons`` (``replay``: the last
    match) — on ``variant`` (None: the app's)."""

    tool: str
    variant: str | None = None


@dataclass
class OpenNewGame(Message):
    """The new-game form, on ``variant`` with its default options."""

    variant: str


class OpenSaved(Message):
    """The saved matches."""


class OpenMenu(Message):
    """Back to the first screen, alone on the stack."""


class PlayAgain(Message):
    """The match-over screen's Play again: the same table and options, a new seed."""


# --- what the table tells the app and its overlays ----------------------------------------------------------


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

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session


class ActionRefused(Message):
    """Posted by the table when its session refused an action (the engine's or a lesson's reason): the
    player is asked again. A lesson's callout words the refusal."""

    def __init__(self, refused: Refused) -> None:
        super().__init__()
        self.refused = refused


class MatchOver(Message):
    """Posted by the table once the last hand's result is closed (or a lesson ends without one). The table
    shows the match's summary; a lesson's screen handles it first and shows its own end."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session


class TableChanged(Message):
    """Posted (from any thread) when the session changed the table without the screen's doing: a remote
    host's move (``Session.connect``). The table repaints and asks again."""
