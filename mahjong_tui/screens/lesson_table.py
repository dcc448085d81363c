"""A lesson at the real table (issue 21): the table screen, its keys and bots, with a callout above it.

Hooked in through the table's own seams, not a copy of it: when the player is asked (``ask_human``) at a
lesson's stop the callout says what to do; an action the stop does not teach is refused before the table
applies it (``apply``) with the game's own why-not text and the lesson's words, and the player is asked
again; at the lesson's end (``advance``, ``show_result``) its result screen says which rules it taught.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.widgets import Static

from mahjong_tui.i18n import Strings
from mahjong_tui.lesson_session import LessonSession, checked_course
from mahjong_tui.lesson_text import lesson_say, lesson_words
from mahjong_tui.profile import ProfileStore
from mahjong_tui.reason_text import why_text
from mahjong_tui.screens.table import TableScreen
from rules.engine import Action, ActionKind
from rules.lessons import PLAYER, Lesson, LessonRun, Refusal

_KEYS = {"discard": ActionKind.DISCARD, "knock": ActionKind.KNOCK, "win": ActionKind.WIN}


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

    # --- the table's seams ------------------------------------------------------------------------

    def on_mount(self) -> None:  # runs before TableScreen.on_mount (Textual calls both)
        self.show_callout()

    def on_resize(self, event: events.Resize) -> None:  # with TableScreen.on_resize (Textual calls both)
        # at 80×24 every line counts: no frame, no title line, so the table keeps its centre panel
        self.query_one(LessonCallout).set_class(event.size.height < 32, "-compact")
        self.show_callout()

    def ask_human(self, chair: int, legal: list[Action]) -> None:
        self.show_callout()
        super().ask_human(chair, legal)

    def apply(self, action: Action | None) -> None:
        refusal = self.run.refusal(action) if action is not None else None
        if refusal is None:
            self.refused = None
            super().apply(action)
            return
        self.refused = self.explain(refusal)
        self.app.bell()
        self.show_callout()
        chair = action.chair if action is not None else PLAYER
        legal = self.session.legal_actions(chair)
        if not any(a.kind in (ActionKind.DISCARD, ActionKind.KNOCK) for a in legal):
            super().ask_human(chair, legal)  # the claim prompt was closed by the refused answer: ask again

    def explain(self, refusal: Refusal) -> str:
        parts = [lesson_say(self.strings, "refused")]
        if refusal.game_reason:  # the engine's own reason, in the player's words (tiles named)
            parts.append(why_text(refusal.game_reason, self.strings) + " — ")
        parts.append(lesson_words(self.strings, refusal.stop.why))
        return "".join(parts)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """At a stop the turn's keys stay on, so that a wrong try is explained instead of ignored."""
        if self.run.stop is not None and action in _KEYS and PLAYER == self.acting:
            return True
        return super().check_action(action, parameters)

    def own_action(self, kinds: tuple[ActionKind, ...]) -> Action | None:
        """At a stop, the selected tile's action even when the table does not offer it (a 百搭, a knock that
        is not allowed): the engine's refusal then explains it, instead of another tile being played."""
        if self.run.stop is None or self.acting != PLAYER:
            return super().own_action(kinds)
        kind = self.selected_kind()
        options = [a for a in self.my_legal() if a.kind in kinds]
        if kinds[0] in (ActionKind.DISCARD, ActionKind.KNOCK):
            return next((a for a in options if a.tile == kind), Action(PLAYER, kinds[0], kind))
        return options[0] if options else Action(PLAYER, kinds[0])

    def advance(self) -> None:
        if self.run.over and self.session.result is None:  # a lesson that ends at its last stop
            self.finish_lesson()
            return
        super().advance()

    def show_result(self) -> None:
        """The hand's real result screen (not booked in the profile as a hand), then the lesson's end."""
        from mahjong_tui import views
        from mahjong_tui.screens.result import ResultScreen

        view = views.result_view(self.session, self.strings)
        self.app.push_screen(ResultScreen(self.strings, view, self.session.settings.tile_style),
                             lambda _: self.finish_lesson())

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
        profile, _ = ProfileStore(self.session.store.directory).update(
            lambda p: p.record_lesson(lesson.variant, lesson.key))
        entries = checked_course(lesson.variant)
        keys = {other.key for other in entries if isinstance(other, Lesson)}
        course_done = keys <= set(profile.lessons.get(lesson.variant, []))
        last = not any(isinstance(later, Lesson) for later in entries[self.number:])  # damaged: never opened
        done = LessonDoneScreen(self.strings, lesson, self.number, course_done,
                                self.session.settings.tile_style, last=last, paid=self.hand_payments())
        def closed(choice: str | None) -> None:
            # not awaited (the course's callback pushes the next lesson); the table's result type is None
            self.dismiss(choice)  # type: ignore[arg-type]

        self.app.push_screen(done, closed)
