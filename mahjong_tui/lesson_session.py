"""The headless core of a lesson at the table (issue 21): one scripted hand, driven by the table screen
through ``table_protocol.Session`` like any match.

Its scripted chairs play their script; at a stop every key of the player's turn stays on (``tries_open``)
and an action the stop does not teach is refused with the game's own reason and the stop it wanted
(:class:`~mahjong_tui.table_protocol.Refused`), so the player is asked again; the lesson ends at its last
stop or with the hand. Nothing of the hand is saved: a lesson is a few turns long, started again rather
than resumed (the player's profile books it done, ``screens/lesson_table.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from mahjong_tui.catalog import make_bot
from mahjong_tui.session import LocalSession
from mahjong_tui.settings import DEFAULT_BOT, HUMAN, GameSettings
from mahjong_tui.storage import SaveStore
from mahjong_tui.table_protocol import Ended, Question, Refused
from mahjong_tui.tiles_view import TileStyle
from rules.engine import Action, Observation
from rules.lessons import PLAYER, Lesson, LessonRun, lesson_match


@dataclass(frozen=True)
class ScriptedPlayer:
    """A bot-shaped player that answers with the lesson's scripted action (decided on the main thread)."""

    action: Action

    def choose(self, obs: Observation) -> Action:
        return self.action


class LessonSession(LocalSession):
    """One lesson's hand: the player in chair E, ordinary bots where the lesson has no script."""

    def __init__(self, lesson: Lesson, store: SaveStore, *, lang: str, tile_style: TileStyle,
                 bot_delay: float = 0.6) -> None:
        match = lesson_match(lesson)
        settings = GameSettings(variant=lesson.variant, seats=(HUMAN, DEFAULT_BOT, DEFAULT_BOT, DEFAULT_BOT),
                                seed=lesson.seed, hands=1, lang=lang, tile_style=tile_style,
                                bot_delay=bot_delay, options=dict(match.options))
        super().__init__(settings, match)
        self.store = store  # the player's data folder: the profile books the lesson done there
        self.lesson = lesson
        self.run = LessonRun(lesson, self.game)

    def bot_for(self, chair: int) -> Any:
        scripted = self.run.scripted(chair)
        if scripted is not None:
            return ScriptedPlayer(scripted)
        return make_bot(self.settings.seats[chair],
                        random.Random(f"{self.lesson.seed}:{len(self.game.actions)}:{chair}"))

    def next_question(self) -> Question:
        if self.run.over and self.result is None:  # a lesson that ends at its last stop
            return Ended()
        return super().next_question()

    def tries_open(self, chair: int) -> bool:
        """At a stop the turn's keys stay on, so that a wrong try is explained instead of ignored."""
        return chair == PLAYER and self.run.stop is not None

    def apply(self, action: Action) -> Refused | None:
        refusal = self.run.refusal(action)
        if refusal is not None:
            return Refused(action, refusal.game_reason, refusal.stop)
        self.run.note(action)
        return super().apply(action)
