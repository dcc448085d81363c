"""The headless core of a lesson at the table (issue 21): one scripted hand, driven by the table screen
through ``table_protocol.Session`` like any match.

Its scripted chairs play their script; at a stop a move the table does not offer is tried all the same
(``tries_open``: a 百搭 thrown, ``w`` with no win) and an action the stop does not teach is refused with the
game's own reason and the stop it wanted (:class:`~mahjong_tui.table_protocol.Refused`), so the player is
asked again; the lesson ends at its last stop or with the hand. Nothing of the hand is saved: a lesson is a
few turns long, started again rather than resumed (the player's profile books it done,
``screens/lesson_table.py``).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from mahjong_tui.catalog import make_bot
from mahjong_tui.session import LocalSession
from mahjong_tui.settings import DEFAULT_BOT, HUMAN, GameSettings
from mahjong_tui.storage import SaveStore
from mahjong_tui.table_protocol import Ended, Question, Refused
from mahjong_tui.tiles_view import TileStyle
from rules.engine import Action, Game, Observation
from rules.lessons import (
    PLAYER,
    DamagedLesson,
    Lesson,
    LessonError,
    LessonRun,
    course_entries,
    lesson_files,
    lesson_match,
    lessons_dir,
)
from rules.lessons.run import Chooser


def lesson_rng(lesson: Lesson, game: Game, chair: int) -> random.Random:
    """The generator of an ordinary bot's move in a lesson: fixed by the lesson's seed and the position, so
    that the hand replayed when the course loads is the hand the table plays."""
    return random.Random(f"{lesson.seed}:{len(game.actions)}:{chair}")


def ordinary_bot(lesson: Lesson) -> Chooser:
    """The default bot, as a lesson's unscripted chairs play (and the player's free moves, in the replay)."""
    def choose(game: Game, chair: int) -> Action:
        bot = make_bot(DEFAULT_BOT, lesson_rng(lesson, game, chair))
        action: Action = bot.choose(game.observation(chair))
        return action
    return choose


def checked_course(variant: str) -> list[Lesson | DamagedLesson]:
    """The variant's course as a player meets it: every file checked whole and replayed with the ordinary
    bot (:func:`rules.lessons.course_entries`), a damaged one listed with its reason. Kept while the files
    are unchanged: the course screen asks again at each ←/→ and after each lesson (a replay is ~0.1 s)."""
    folder = lessons_dir(variant)
    stamps = []
    for path in lesson_files(variant, folder):
        try:
            info = os.lstat(path)  # lstat: a pipe or a dangling link is stamped, never opened
        except OSError:
            stamps.append((path, 0, 0, 0))
        else:
            stamps.append((path, info.st_mtime_ns, info.st_size, info.st_ino))
    return list(_checked(variant, folder, tuple(stamps)))


@lru_cache(maxsize=8)
def _checked(variant: str, folder: Path,
             stamps: tuple[tuple[Path, int, int, int], ...]) -> tuple[Lesson | DamagedLesson, ...]:
    return tuple(course_entries(variant, folder=folder, replay=ordinary_bot))


@dataclass(frozen=True)
class ScriptedPlayer:
    """A bot-shaped player that answers with the lesson's scripted action (decided on the main thread)."""

    action: Action

    def choose(self, obs: Observation) -> Action:
        return self.action


class LessonSession(LocalSession):
    """One lesson's hand: the player in chair E, ordinary bots where the lesson has no script."""

    resumable = False  # a lesson saves nothing: it is started again

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
        try:
            scripted = self.run.scripted(chair)
        except LessonError:  # the player's own free moves took the script off the path checked at load
            self.run.drop_script(chair)
            scripted = None
        if scripted is not None:
            return ScriptedPlayer(scripted)
        return make_bot(self.settings.seats[chair], lesson_rng(self.lesson, self.game, chair))

    def next_question(self) -> Question:
        if self.run.over and self.result is None:  # a lesson that ends at its last stop
            return Ended()
        return super().next_question()

    def tries_open(self, chair: int) -> bool:
        """At a stop a move not on offer is tried all the same, so that it is explained, not ignored."""
        return chair == PLAYER and self.run.stop is not None

    def apply(self, action: Action) -> Refused | None:
        refusal = self.run.refusal(action)
        if refusal is not None:
            return Refused(action, refusal.game_reason, refusal.stop)
        self.run.note(action)
        return super().apply(action)
