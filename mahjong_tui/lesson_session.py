"""The headless core of a lesson at the table (issue 21): a :class:`TableSession` over the lesson's match
whose scripted chairs play their script, whose every action is booked with the lesson's run first, and
which saves nothing (a lesson is a few turns long: it is started again, not resumed)."""

from __future__ import annotations

import os
import random
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from mahjong_tui.catalog import make_bot
from mahjong_tui.session import TableSession
from mahjong_tui.settings import DEFAULT_BOT, HUMAN, GameSettings
from mahjong_tui.storage import SaveStore
from mahjong_tui.tiles_view import TileStyle
from rules.engine import Action, Game, Observation
from rules.lessons import (
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


class LessonSession(TableSession):
    """One lesson's hand: the player in chair E, ordinary bots where the lesson has no script."""

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
        try:
            scripted = self.run.scripted(chair)
        except LessonError:  # the player's own free moves took the script off the path checked at load
            self.run.drop_script(chair)
            scripted = None
        if scripted is not None:
            return ScriptedPlayer(scripted)
        return make_bot(self.settings.seats[chair], lesson_rng(self.lesson, self.game, chair))

    def apply(self, action: Action) -> None:
        self.run.note(action)
        self.match.apply(action)

    def next_hand(self) -> None:  # a lesson is one hand
        return

    def save(self) -> None:  # nothing to resume: a lesson is started again
        return

    def finish(self) -> None:
        return
