"""Issue 26 §1, lessons: a lesson's ``options`` go through the variant's option schema like every other way
in (rules/variants/options.py), so a bad value is refused when the course loads, naming the file and the
field — not when the lesson opens or after its first move."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.lessons.load import load_lesson
from rules.lessons.model import LessonError

GOOD = Path(__file__).resolve().parents[2] / "rules/variants/shanghai/lessons/01-knock.toml"


def lesson_with(tmp_path: Path, options: str) -> Path:
    path = tmp_path / "07-options.toml"
    text = GOOD.read_text(encoding="utf-8").replace("seed = 1\n", f"seed = 1\noptions = {options}\n")
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(("options", "message"), [
    ("{ max_loss_lezi = -1 }", "07-options.toml: options.max_loss_lezi: -1 is below 0 (SH-17)"),
    ("{ stack = 1.5 }", "07-options.toml: options.stack: 1.5 is not a whole number (SH-20)"),
    ('{ swap_tiles = "yes" }', '07-options.toml: options.swap_tiles: "yes" is not true or false (SH-18)'),
    ("{ ante = 2 }", ("07-options.toml: options.ante: shanghai has no such option "
                      "(options: max_loss_lezi, stack, swap_tiles, turn_timer)")),
])
def test_a_lessons_bad_option_is_refused_when_it_loads(tmp_path: Path, options: str, message: str) -> None:
    with pytest.raises(LessonError) as refused:
        load_lesson(lesson_with(tmp_path, options), "shanghai")
    assert str(refused.value) == message


def test_a_lessons_good_options_are_the_checked_values(tmp_path: Path) -> None:
    lesson = load_lesson(lesson_with(tmp_path, "{ stack = 200 }"), "shanghai")
    assert lesson.options == {"max_loss_lezi": 5, "swap_tiles": False, "turn_timer": False, "stack": 200}
