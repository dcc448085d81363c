"""The course screen: one variant's lessons, with progress from the profile; a finished course suggests a
first real match (its settings are what the screen dismisses with). A lesson's end is ``lesson_done.py``."""

from __future__ import annotations

import secrets
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.lesson_session import checked_course
from mahjong_tui.lesson_text import lesson_words, variant_name
from mahjong_tui.profile import ProfileStore
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import Saves
from mahjong_tui.tiles_view import TileStyle
from rules.lessons import DamagedLesson, Lesson, lessons_dir
from rules.variants import VARIANT_IDS


class CourseScreen(Screen[GameSettings | None]):
    """One variant's lessons; dismisses with the settings of a first real match, or None."""

    AUTO_FOCUS = "#course-lessons"  # the list takes the arrows (not the scroll first: a restyle)

    DEFAULT_CSS = """
    CourseScreen #course { padding: 1 2; }
    CourseScreen #course-lessons { height: auto; max-height: 12; margin: 1 0; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "variant(-1)", "←", id="course.previous"),
        Binding("right", "variant(1)", "→", id="course.next"),
        Binding("escape", "close", "Back", id="course.close"),
        Binding("m", "first_match", "Match", id="course.match"),  # a finished course says "press m"
    ]

    def __init__(self, strings: Strings, variant: str, store: Saves, style: TileStyle,
                 bot_delay: float = 0.6) -> None:
        super().__init__()
        self.strings = strings
        self.variant = variant
        self.store = store
        self.tile_style = style
        self.bot_delay = bot_delay
        self.entries: list[Lesson | DamagedLesson] = []  # the course's files in order, damaged ones too
        self.playing = 0  # the index of the lesson last started

    @property
    def profile_store(self) -> ProfileStore:
        return ProfileStore(self.store.directory)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="course"):
            yield Static("", id="course-title", classes="dialog-title")
            yield Static(self.strings("lesson.course_intro"), id="course-intro")
            yield OptionList(id="course-lessons")
            yield Static("", id="course-progress")
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.show_course()

    def show_course(self) -> None:
        t = self.strings
        self.query_one("#course-title", Static).update(
            Text(t("lesson.course_title", variant=variant_name(t, self.variant)), style="bold"))
        options = self.query_one("#course-lessons", OptionList)
        options.clear_options()
        self.entries = checked_course(self.variant)
        done = self.done_keys()
        for n, entry in enumerate(self.entries, 1):
            options.add_option(self.entry_option(n, entry, entry.key in done))
        lessons = self.lessons
        playable = [i for i, entry in enumerate(self.entries) if isinstance(entry, Lesson)]
        first_open = next((i for i in playable if self.entries[i].key not in done),
                          playable[0] if playable else None)
        options.highlighted = first_open
        options.focus()
        finished = sum(lesson.key in done for lesson in lessons)
        progress = t("lesson.course_progress", done=finished, total=len(lessons))
        if not self.entries:  # an install without its lesson files once showed only "0/0"
            progress = t("lesson.lessons_none", folder=lessons_dir(self.variant))
        elif lessons and finished == len(lessons):
            progress += "\n" + t("lesson.course_done", variant=variant_name(t, self.variant))
        self.query_one("#course-progress", Static).update(progress)

    def entry_option(self, n: int, entry: Lesson | DamagedLesson, done: bool) -> Option:
        """A lesson's line; a damaged file's line is dimmed and says why. It can be highlighted (a disabled
        option cannot, and the list would not scroll to it) but never opens (:meth:`start_lesson`)."""
        t = self.strings
        if isinstance(entry, DamagedLesson):
            damaged = t("lesson.lesson_damaged", n=n, reason=entry.reason)
            return Option(Text(damaged, style="dim"), id=entry.key)
        line = t("lesson.lesson_line", mark="✓" if done else "·", n=n,
                          title=lesson_words(t, entry.title), rules=", ".join(entry.rules))
        return Option(line, id=entry.key)

    @property
    def lessons(self) -> list[Lesson]:
        """The lessons that can be played (a damaged file is listed, never opened)."""
        return [entry for entry in self.entries if isinstance(entry, Lesson)]

    def done_keys(self) -> set[str]:
        profile, _ = self.profile_store.load()
        return set(profile.lessons.get(self.variant, []))

    def action_variant(self, step: int) -> None:
        self.variant = VARIANT_IDS[(VARIANT_IDS.index(self.variant) + step) % len(VARIANT_IDS)]
        self.show_course()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.start_lesson(event.option_index)

    def start_lesson(self, index: int) -> None:
        from mahjong_tui.lesson_session import LessonSession
        from mahjong_tui.screens.lesson_table import LessonTableScreen

        lesson = self.entries[index]
        if not isinstance(lesson, Lesson):  # damaged: its line says why
            self.app.bell()
            return
        self.playing = index
        # a lesson saves nothing (LessonSession.save): its store only names the data directory
        store = self.store.store(self.store.directory / "lesson.json")
        session = LessonSession(lesson, store, lang=self.strings.lang, tile_style=self.tile_style,
                                bot_delay=self.bot_delay)
        table = LessonTableScreen(session, self.strings, number=index + 1, total=len(self.entries))
        self.app.push_screen(table, self.after_lesson)

    def after_lesson(self, choice: str | None) -> None:
        """``next`` (the next lesson), ``match`` (a first real match), or None (back to the course)."""
        self.show_course()
        following = next((i for i in range(self.playing + 1, len(self.entries))
                          if isinstance(self.entries[i], Lesson)), None)
        if choice == "next" and following is not None:
            self.query_one("#course-lessons", OptionList).highlighted = following
            self.start_lesson(following)
        elif choice == "match":
            self.action_first_match()

    def finished(self) -> bool:
        lessons = self.lessons
        return bool(lessons) and {lesson.key for lesson in lessons} <= self.done_keys()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.finished() if action == "first_match" else True

    def action_first_match(self) -> None:
        self.dismiss(GameSettings(variant=self.variant, lang=self.strings.lang, tile_style=self.tile_style,
                                  seed=secrets.randbelow(2**31) + 1))

    def action_close(self) -> None:
        self.dismiss(None)
