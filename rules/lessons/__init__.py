"""Lessons (issue 21): short scripted hands that stop and explain a variant's special rules.

    from rules.lessons import course, load_lesson, play_lesson, LessonRun, LessonError
"""

from __future__ import annotations

from rules.lessons.load import course, course_entries, lesson_files, lessons_dir, load_lesson
from rules.lessons.model import LANG_KEYS, PLAYER, DamagedLesson, Lesson, LessonError, Stop, Text
from rules.lessons.run import (
    LessonRun,
    LessonTrace,
    Refusal,
    check_playable,
    lesson_match,
    lesson_wall,
    play_lesson,
)

__all__ = [
    "LANG_KEYS", "PLAYER", "DamagedLesson", "Lesson", "LessonError", "LessonRun", "LessonTrace", "Refusal",
    "Stop", "Text", "check_playable", "course", "course_entries", "lesson_files", "lesson_match",
    "lesson_wall", "lessons_dir", "load_lesson", "play_lesson",
]
