"""A lesson's end screen (issue 21): what it taught, each rule id a link to the rules page, and what the hand
paid; a finished course suggests a first real match (``m``)."""

from __future__ import annotations

from typing import ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.lesson_text import lesson_words, variant_name
from mahjong_tui.tiles_view import TileStyle
from rules.lessons import Lesson


class LessonDoneScreen(Screen[str | None]):
    """The end of a lesson: what it taught, each rule id a link to the rules page."""

    DEFAULT_CSS = """
    LessonDoneScreen #lesson-done { padding: 1 2; border: round $accent; }
    LessonDoneScreen Static { margin-bottom: 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "proceed", "Next", id="lesson_done.next"),
        Binding("m", "finish('match')", "Match", id="lesson_done.match"),
        Binding("f2", "rule", "Rules", id="lesson_done.rules"),
        Binding("escape", "finish", "Back", id="lesson_done.back"),
    ]

    def __init__(self, strings: Strings, lesson: Lesson, number: int, course_done: bool, style: TileStyle, *,
                 last: bool = False, paid: RenderableType | None = None) -> None:
        super().__init__()
        self.paid = paid  # the hand's payments, when it was won
        self.last = last  # the course's last lesson: Enter goes back to the course
        self.strings = strings
        self.lesson = lesson
        self.number = number
        self.course_done = course_done
        self.tile_style = style

    def compose(self) -> ComposeResult:
        t, lesson = self.strings, self.lesson
        links = "  ".join(f"[@click=screen.rule('{r}')][u]{r}[/u][/]" for r in lesson.rules)
        with VerticalScroll(id="lesson-done"):
            title = t("lesson.done_title", n=self.number, title=lesson_words(t, lesson.title))
            yield Static(Text(title, style="bold"), classes="dialog-title")
            yield Static(lesson_words(self.strings, lesson.summary), id="lesson-summary")
            if self.paid is not None:
                yield Static(t("lesson.done_paid"))
                yield Static(self.paid, id="lesson-paid")
            yield Static(t("lesson.done_rules"))
            yield Static(links, id="lesson-rules")
            if self.course_done:
                yield Static(Text(t("lesson.course_done", variant=variant_name(t, lesson.variant)),
                                  style="bold"),
                             id="lesson-course-done")
            yield Static(t("lesson.done_last" if self.last else "lesson.done_next"))
        yield KeysBar(self.strings)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.course_done if action == "finish" and parameters == ("match",) else True

    def action_proceed(self) -> None:
        """The next lesson, or back to the course after its last one."""
        self.dismiss(None if self.last else "next")

    def action_rule(self, rule: str | None = None) -> None:
        from mahjong_tui.screens.rules_page import open_rules_page

        open_rules_page(self.app, self.strings, self.lesson.variant, rule or self.lesson.rules[0],
                        self.tile_style)

    def action_finish(self, choice: str | None = None) -> None:
        self.dismiss(choice)

