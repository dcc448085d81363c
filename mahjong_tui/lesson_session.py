"""The headless core of a lesson at the table (issue 21): a :class:`TableSession` over the lesson's match
whose scripted chairs play their script, whose every action is booked with the lesson's run first, and
which saves nothing (a lesson is a few turns long: it is started again, not resumed)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from mahjong_tui.catalog import make_bot
from mahjong_tui.session import TableSession
from mahjong_tui.settings import DEFAULT_BOT, HUMAN, GameSettings
from mahjong_tui.storage import SaveStore
from mahjong_tui.tiles_view import TileStyle
from rules.engine import Action, Observation
from rules.lessons import Lesson, LessonRun, lesson_match


@dataclass(frozen=True)
class ScriptedPlayer:
    """A bot-shaped player that answers with the lesson's scripted action (decided on the main thread)."""

    action: Action

    def choose(self, obs: Observation) -> Action:
        return self.action


class LessonSession(TableSession):
    """One lesson's hand: the player in chair E, ordinary bots where the lesson has no script."""

    resumable = False  # a lesson saves nothing: it is started again

    def __init__(self, lesson: Lesson, store: SaveStore, *, lang: str, tile_style: TileStyle,
                 bot_delay: float = 0.6) -> None:
        match = lesson_match(lesson)
        settings = GameSettings(variant=lesson.variant, seats=(HUMAN, DEFAULT_BOT, DEFAULT_BOT, DEFAULT_BOT),
                                seed=lesson.seed, hands=1, lang=lang, tile_style=tile_style,
                                bot_delay=bot_delay, options=dict(match.options))
        super().__init__(settings, match, store)
        self.lesson = lesson
        self.run = LessonRun(lesson, self.game)

    def bot_for(self, chair: int) -> Any:
        scripted = self.run.scripted(chair)
        if scripted is not None:
            return ScriptedPlayer(scripted)
        return make_bot(self.settings.seats[chair],
                        random.Random(f"{self.lesson.seed}:{len(self.game.actions)}:{chair}"))

    def apply(self, action: Action) -> None:
        self.run.note(action)
        self.match.apply(action)

    def next_hand(self) -> None:  # a lesson is one hand
        return

    def save(self) -> None:  # nothing to resume: a lesson is started again
        return

    def finish(self) -> None:
        return
