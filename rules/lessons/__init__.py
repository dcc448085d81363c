"""Lessons (issue 21): short scripted hands that stop and explain a variant's special rules.

    from rules.lessons import course, load_lesson, play_lesson, LessonRun, LessonError
"""

from __future__ import annotations

from rules.lessons.load import course, lessons_dir, load_lesson
from rules.lessons.model import LANG_KEYS, PLAYER, Lesson, LessonError, Stop, Text
from rules.lessons.run import LessonRun, LessonTrace, Refusal, lesson_match, lesson_wall, play_lesson

__all__ = [
    "LANG_KEYS", "PLAYER", "Lesson", "LessonError", "LessonRun", "LessonTrace", "Refusal", "Stop", "Text",
    "course", "lesson_match", "lesson_wall", "lessons_dir", "load_lesson", "play_lesson",
]
