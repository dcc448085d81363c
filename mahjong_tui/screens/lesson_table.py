"""A lesson at the real table (issue 21): the table screen, its parts, keys and bots, with a callout above.

The lesson's rules live in its session (:class:`~mahjong_tui.lesson_session.LessonSession`, driven through
``table_protocol.Session`` like any match): at a stop a move the table does not offer is tried all the same
(a 百搭 thrown, ``w`` with no win) and what the stop does not teach is refused there. This screen only adds
the callout and listens to the table's messages: what the stop asks (``ActionApplied``), why a move was
refused (``ActionRefused``: the live table's reason first, then the stop's words for its own wrong move or
what the step asks — ``lesson_reasons.py``), and the lesson's end (``MatchOver``: its own end screen
instead of the match summary; its hand is not booked in the profile, ``HandFinished`` stops here).
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.widgets import Static

from mahjong_tui.i18n import Strings
from mahjong_tui.lesson_reasons import refusal_words
from mahjong_tui.lesson_session import LessonSession, checked_course
from mahjong_tui.lesson_text import lesson_say, lesson_words
from mahjong_tui.messages import ActionApplied, ActionRefused, HandFinished, MatchOver
from mahjong_tui.profile import ProfileStore
from mahjong_tui.screens.table import TableScreen
from rules.lessons import Lesson, LessonRun


class LessonCallout(Static):
    """The lesson's words above the table: the stop's callout, and why an action was refused."""

    DEFAULT_CSS = """
    LessonCallout {
        dock: top;
        height: auto;
        max-height: 9;
        padding: 0 1;
        border: round $accent;
        background: $panel;
    }
    LessonCallout.-compact {
        max-height: 3;
        border: none;
        border-left: thick $accent;
    }
    """


class LessonTableScreen(TableScreen):
    """Dismisses with ``next``, ``match`` or None once the lesson's result screens are closed."""

    def __init__(self, session: LessonSession, strings: Strings, *, number: int, total: int) -> None:
        super().__init__(session, strings)
        self.lesson_session = session
        self.number = number
        self.total = total
        self.refused: str | None = None

    def compose(self) -> ComposeResult:
        yield LessonCallout(id="lesson-callout")
        yield from super().compose()

    @property
    def run(self) -> LessonRun:
        return self.lesson_session.run

    def show_callout(self) -> None:
        callout = self.query_one(LessonCallout)
        stop = self.run.stop
        lesson = self.run.lesson
        compact = callout.has_class("-compact")
        lines = [] if compact else [
            Text(lesson_say(self.strings, "callout_head", n=self.number, total=self.total,
                            title=lesson_words(self.strings, lesson.title)), style="bold")]
        if stop is not None and not (compact and self.refused):  # compact: the refusal in the callout's place
            lines.append(Text(lesson_words(self.strings, stop.callout)))
        if self.refused:
            warning = self.app.current_theme.warning or "red"  # the theme's warning colour
            lines.append(Text(self.refused, style=f"bold {warning}"))
        if not lines:  # compact, between stops: the lesson's title keeps the line
            lines.append(Text(lesson_words(self.strings, lesson.title), style="bold"))
        text = Text("\n").join(lines)
        callout.update(text)

    # --- the table's messages ----------------------------------------------------------------------

    def on_mount(self) -> None:  # with TableScreen.on_mount (Textual calls both)
        self.show_callout()

    def on_resize(self, event: events.Resize) -> None:  # with TableScreen's own (Textual calls both)
        # at 80×24 every line counts: no frame, no title line, so the table keeps its centre panel
        self.query_one(LessonCallout).set_class(event.size.height < 32, "-compact")
        self.show_callout()

    def on_action_applied(self, _: ActionApplied) -> None:
        self.refused = None
        self.show_callout()

    def on_action_refused(self, message: ActionRefused) -> None:
        refused = message.refused
        if refused.teaching is None:
            return  # not the lesson's refusal: the table said why
        self.refused = refusal_words(self.session, self.strings, refused)
        self.app.bell()
        self.show_callout()

    def on_hand_finished(self, message: HandFinished) -> None:
        message.stop()  # a lesson's hand is not booked in the profile

    def on_match_over(self, message: MatchOver) -> None:
        message.prevent_default()  # the lesson's end, not the match summary
        message.stop()
        self.finish_lesson()

    def hand_payments(self) -> Table | None:
        """Who paid whom in the lesson's hand (SH-14's liable player paying alone), as the result screen has
        it."""
        from mahjong_tui import views
        from mahjong_tui.screens.result import ledger

        if self.session.result is None:
            return None
        view = views.result_view(self.session, self.strings)
        payments = tuple(p for score in view.scores for p in score.payments)
        return ledger(self.strings, payments, view.seat_labels) if payments else None

    def finish_lesson(self) -> None:
        from mahjong_tui.screens.lessons import LessonDoneScreen

        lesson = self.run.lesson
        profile, _ = ProfileStore(self.lesson_session.store.directory).update(
            lambda p: p.record_lesson(lesson.variant, lesson.key))
        entries = checked_course(lesson.variant)
        keys = {other.key for other in entries if isinstance(other, Lesson)}
        last = not any(isinstance(later, Lesson) for later in entries[self.number:])  # damaged: never opened
        course_done = keys <= set(profile.lessons.get(lesson.variant, []))
        done = LessonDoneScreen(self.strings, lesson, self.number, course_done,
                                self.session.settings.tile_style, last=last, paid=self.hand_payments())
        def closed(choice: str | None) -> None:
            # not awaited (the course's callback pushes the next lesson); the table's result type is None
            self.dismiss(choice)  # type: ignore[arg-type]

        self.app.push_screen(done, closed)
