"""The course screen (one variant's lessons, with progress from the profile) and a lesson's end screen
(the rule ids it taught, linked to the rules page; a finished course suggests a first real match)."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from rich.console import RenderableType
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
from mahjong_tui.lesson_text import lesson_say, lesson_words
from mahjong_tui.profile import ProfileStore
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import Saves
from mahjong_tui.tiles_view import TileStyle
from rules.lessons import DamagedLesson, Lesson, lessons_dir
from rules.variants import VARIANT_IDS, get_variant

if TYPE_CHECKING:
    from mahjong_tui.app import MahjongApp


def variant_name(strings: Strings, variant: str) -> str:
    v = get_variant(variant)
    return strings.script(v.name_zh) if strings.is_zh else f"{v.name_en} {v.name_zh}"  # 金山麻将 in zh-Hans


class CourseScreen(Screen[GameSettings | None]):
    """One variant's lessons; dismisses with the settings of a first real match, or None."""

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
            yield Static(lesson_say(self.strings, "course_intro"), id="course-intro")
            yield OptionList(id="course-lessons")
            yield Static("", id="course-progress")
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.show_course()

    def show_course(self) -> None:
        t = self.strings
        self.query_one("#course-title", Static).update(
            Text(lesson_say(t, "course_title", variant=variant_name(t, self.variant)), style="bold"))
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
        progress = lesson_say(t, "course_progress", done=finished, total=len(lessons))
        if not self.entries:  # an install without its lesson files once showed only "0/0"
            progress = lesson_say(t, "lessons_none", folder=lessons_dir(self.variant))
        elif lessons and finished == len(lessons):
            progress += "\n" + lesson_say(t, "course_done", variant=variant_name(t, self.variant))
        self.query_one("#course-progress", Static).update(progress)

    def entry_option(self, n: int, entry: Lesson | DamagedLesson, done: bool) -> Option:
        """A lesson's line; a damaged file's line is dimmed and says why. It can be highlighted (a disabled
        option cannot, and the list would not scroll to it) but never opens (:meth:`start_lesson`)."""
        t = self.strings
        if isinstance(entry, DamagedLesson):
            damaged = lesson_say(t, "lesson_damaged", n=n, reason=entry.reason)
            return Option(Text(damaged, style="dim"), id=entry.key)
        line = lesson_say(t, "lesson_line", mark="✓" if done else "·", n=n,
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
            title = lesson_say(t, "done_title", n=self.number, title=lesson_words(t, lesson.title))
            yield Static(Text(title, style="bold"), classes="dialog-title")
            yield Static(lesson_words(self.strings, lesson.summary), id="lesson-summary")
            if self.paid is not None:
                yield Static(lesson_say(t, "done_paid"))
                yield Static(self.paid, id="lesson-paid")
            yield Static(lesson_say(t, "done_rules"))
            yield Static(links, id="lesson-rules")
            if self.course_done:
                yield Static(Text(lesson_say(t, "course_done", variant=variant_name(t, lesson.variant)),
                                  style="bold"),
                             id="lesson-course-done")
            yield Static(lesson_say(t, "done_last" if self.last else "done_next"))
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


def open_course(app: MahjongApp, variant: str, *, bot_delay: float | None = None,
                then: Callable[[GameSettings | None], None] | None = None) -> None:
    """Push a variant's course over whatever is on screen; ``then`` gets a first real match's settings
    (or None) when the course is left — by default the match starts, and leaving the course goes back."""
    course_screen = CourseScreen(app.strings, variant, app.store, app.settings.tile_style,
                                 app.settings.bot_delay if bot_delay is None else bot_delay)
    app.push_screen(course_screen, then or (lambda chosen: app.start_match(chosen) if chosen else None))
