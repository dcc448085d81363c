"""The Textual app. :func:`make_app` is the one factory used by ``mahjong-tui play`` and by the tests.

The app holds the settings and the save store; the table screen holds one :class:`TableSession` (the
headless core: engine match, seats, saving). Data flows one way: key → action → ``Match.apply`` → the
screen re-renders from the engine's observation.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

from mahjong_tui import messages
from mahjong_tui.i18n import Strings
from mahjong_tui.leftovers import remove_leftover_temps
from mahjong_tui.menu_text import damaged_notice, quit_notice
from mahjong_tui.palette import MatchCommands
from mahjong_tui.review_host import ReviewHost
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import DamagedSave, NoHome, Saves, SaveStore, data_dir, write_or_say_why
from mahjong_tui.theme import THEME_NAME, felt_theme, theme_variables

if TYPE_CHECKING:
    from bots.evaluate import Budget
    from mahjong_tui.profile import ProfileStore
    from mahjong_tui.screens.table import TableScreen
    from mahjong_tui.session import TableSession

LAST_MATCH = "last-match.json"  # the latest match's record, for the replay menu entry


class MahjongApp(ReviewHost, App[None]):
    CSS_PATH = "app.tcss"
    TITLE = "mahjong-tui"
    # ctrl+p: every action of the app and the screen's keys, in the player's words (palette.py); Textual's
    # own (Theme, Keys, Screenshot …) speak English only and a player does not need them
    COMMANDS = {MatchCommands}  # noqa: RUF012 — Textual declares it a set
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Save & quit", id="app.quit", priority=True),
        # declared (not Textual's own): its id words the footer's last cell (keys_bar.py)
        Binding("ctrl+p", "command_palette", "Commands", id="app.palette", show=False, priority=True),
        Binding("ctrl+z", "undo", "Undo", id="app.undo"),  # practice games only
        Binding("ctrl+b", "bot_hands", "Bots' hands", id="app.bot_hands"),  # practice, when chosen
    ]

    strings: Strings  # the player's language; its faces (Strings.faces) draw this app's tiles

    def __init__(
        self,
        settings: GameSettings,
        store: Saves,
        *,
        resume: bool = False,
        show_new_game: bool = False,
        show_menu: bool = False,
        show_course: bool = False,
        replay: Path | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings
        self.store = store
        self.resume = resume
        self.show_new_game = show_new_game
        self.show_menu = show_menu  # the bare ``mahjong-tui``: the first screen (screens/first.py)
        self.show_course = show_course  # ``mahjong-tui learn``: the course alone; leaving it quits
        self.replay_path = replay  # ``mahjong-tui replay FILE``: the replay screen alone, then exit
        self.strings = Strings(settings.lang)
        self.notice: str | None = None  # the last notice of a resume that found a save it cannot use
        self.stacked_wall: list[int] | None = None  # the first hand's wall, for lessons and tests
        self.turn_tick: float | None = 1.0  # SH-19 clock: seconds per tick; None = ticked by hand (tests)
        self.table_store: SaveStore | None = None  # the save of the match on the table
        # ``--lang`` given: it wins over a resumed save's language (docs/decisions.md)
        self.lang_chosen = False
        self.saving_is_off = False  # said to the player (say_saving_off)
        store.on_saving_off = self.say_saving_off
        # crash.py on an uncaught fault; None = when not headless (tests)
        self.last_resort: bool | None = None
        self.review_budget_given: Budget | None = None  # tests review with a few deals in this process
        self.crash_notice: str | None = None  # the last resort's notice, once given
        self.register_theme(felt_theme())  # the felt, the suits, the lit discard … (theme.toml)
        self.theme = THEME_NAME

    def get_theme_variable_defaults(self) -> dict[str, str]:
        """The felt theme's own variables ($felt, $suit-dots …) under any other theme chosen, so that the
        stylesheet still reads them."""
        return theme_variables()

    def on_mount(self) -> None:
        remove_leftover_temps(self.store.directory)  # saves killed mid-write (kill -9) left these
        if self.replay_path is not None:
            from mahjong_tui.screens.replay import ReplayScreen

            screen = ReplayScreen(self.strings, self.replay_path, self.settings.tile_style)
            self.push_screen(screen, lambda _: self.exit())
        elif self.resume:
            self.start_resumed()
        elif self.show_menu:
            self.open_menu()
        elif self.show_course:
            self.open_lessons(then=lambda chosen: self.start_match(chosen) if chosen else self.exit())
        elif self.show_new_game:
            self.open_new_game(tour=False)
        else:
            self.start_match(self.settings)

    def open_new_game(self, tour: bool = True, variant: str | None = None) -> None:
        """The new-game form (on ``variant``'s defaults when given); ``tour`` False when it is the first
        screen (``show_new_game``: tests)."""
        from mahjong_tui.screens.new_game import NewGameScreen

        defaults = self.settings if variant is None else self.settings.with_(variant=variant, options={})
        self.push_screen(NewGameScreen(self.strings, defaults), lambda s: self.start_from_menu(s, tour))

    def start_from_menu(self, settings: GameSettings | None, tour: bool = True) -> None:
        """A match chosen on the first screen or the new-game form (None: back to the first screen); the
        tour of the table comes first, once (profile.tour_seen)."""
        from mahjong_tui.screens.first import FirstScreen
        from mahjong_tui.screens.tour import TourScreen

        if settings is None:
            if not any(isinstance(s, FirstScreen) for s in self.screen_stack):
                self.open_menu()
            return
        self.clear_screens()
        if not tour or not settings.humans or self.profile_store.load()[0].tour_seen:
            self.start_match(settings)
            return
        self.profile_store.update(lambda p: setattr(p, "tour_seen", True))
        self.push_screen(TourScreen(Strings(settings.lang), then=lambda: self.start_match(settings)))

    def start_match(self, settings: GameSettings | None) -> None:
        from mahjong_tui.screens.table import TableScreen
        from mahjong_tui.session import TableSession

        if settings is None:
            self.exit()
            return
        self.settings = settings
        self.strings = Strings(settings.lang)
        self.table_store = self.store.new_save(settings.variant)  # a new file: no other match is touched
        session = TableSession.new(settings, self.table_store, self.stacked_wall)
        self.push_screen(TableScreen(session, self.strings))

    def start_resumed(self, store: SaveStore | None = None) -> None:
        """``play --resume`` (the latest save that can be used) or a save chosen on the first screen. When
        none can be resumed the first screen says why — nothing is started that the player did not ask for
        (issue 27: a new Jinshan game from default settings started in its place)."""
        from mahjong_tui.screens.table import TableScreen
        from mahjong_tui.session import TableSession

        candidates = [store] if store is not None else [self.store.store(p) for p in self.store.paths()]
        session = None
        for candidate in candidates:
            try:
                session = TableSession.resume(candidate)
            except DamagedSave as bad:  # set aside: an older match may still be fine
                self.notice = damaged_notice(self.strings, bad)
                self.notify(self.notice, severity="warning", timeout=10)
            if session is not None:
                break
        if session is None:
            if not candidates:
                self.notice = self.strings("no_save")
                self.notify(self.notice, severity="warning", timeout=8)
            self.open_menu()
            return
        if self.lang_chosen:
            session.settings = session.settings.with_(lang=self.settings.lang)
        self.settings = session.settings
        self.strings = Strings(session.settings.lang)
        self.table_store = session.store
        self.push_screen(TableScreen(session, self.strings))

    def say_saving_off(self, reason: str) -> None:
        """A write failed (or the save works again): said once, and play goes on (issue 15, damaged files 2).
        The save, the replay copy and the profile all report; the player hears it once until it changes."""
        if bool(reason) == self.saving_is_off:
            return
        self.saving_is_off = bool(reason)
        if reason:
            self.notify(self.strings("menu.saving_off", reason=reason), severity="warning", timeout=10)
        else:
            self.notify(self.strings("menu.saving_on"))

    # --- the way in and out: what the first screen, the saved list, the forms and the summary ask ---------

    def clear_screens(self) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def open_menu(self) -> None:
        """The first screen, alone on the stack: Resume, saved matches, quick starts, the tools."""
        from mahjong_tui.screens.first import FirstScreen

        self.clear_screens()
        self.push_screen(FirstScreen(self.strings, self.settings, self.store))

    def open_resume(self, store: SaveStore | None = None) -> None:
        """Resume a saved match (the latest when none is named) from the menu or the palette."""
        self.clear_screens()
        self.start_resumed(store)

    def open_saved(self) -> None:
        from mahjong_tui.screens.saved import SavedMatchesScreen

        self.push_screen(SavedMatchesScreen(self.strings, self.store))

    def play_again(self) -> None:
        """The match-over screen's Play again: the same table, a new seed."""
        import secrets

        self.clear_screens()
        self.start_match(self.settings.with_(seed=secrets.randbelow(2**31) + 1))

    def on_start_match(self, message: messages.StartMatch) -> None:
        self.start_from_menu(message.settings, message.tour)

    def on_resume_match(self, message: messages.ResumeMatch) -> None:
        self.open_resume(message.store)

    def on_open_saved(self, _: messages.OpenSaved) -> None:
        self.open_saved()

    def on_open_new_game(self, message: messages.OpenNewGame) -> None:
        self.open_new_game(variant=message.variant)

    def on_open_replay(self, message: messages.OpenReplay) -> None:
        self.open_replay(message.path)

    def on_open_review(self, message: messages.OpenReview) -> None:
        self.open_review(message.path, message.hand)

    def on_review_hand(self, message: messages.ReviewHand) -> None:
        self.review_match(message.match, message.chair)

    def on_play_on(self, message: messages.PlayOn) -> None:
        self.play_on(message.file, message.hand, message.at, message.chair)

    def on_open_tool(self, message: messages.OpenTool) -> None:
        if message.tool == "replay":
            self.open_replay()
        elif message.tool == "profile":
            self.open_profile()
        else:  # calculator, drills, lessons: on the game chosen where the tool was asked for
            getattr(self, f"open_{message.tool}")(message.variant)

    def on_open_menu(self, _: messages.OpenMenu) -> None:
        self.open_menu()

    def on_play_again(self, _: messages.PlayAgain) -> None:
        self.play_again()

    # --- the hand's record, and the learning screens ------------------------------------------------

    @property
    def profile_store(self) -> ProfileStore:
        from mahjong_tui.profile import ProfileStore

        return ProfileStore(self.store.directory, self.say_saving_off)

    def on_hand_finished(self, message: messages.HandFinished) -> None:
        from mahjong_tui.session import TableSession

        session = message.session
        if not isinstance(session, TableSession):  # a joined table's record is its host's
            return
        self.keep_for_replay(session)
        damaged = self.profile_store.book_hand(session)
        if damaged is not None:
            self.notify(self.strings("learn.profile_damaged", path=damaged), severity="warning", timeout=8)

    @property
    def last_match_path(self) -> Path:
        return self.store.directory / LAST_MATCH

    def keep_for_replay(self, session: TableSession) -> None:
        """The match so far, as the save holds it, kept after the match ends for the replay menu entry."""
        problem = write_or_say_why(self.last_match_path, {"format": 1, **session.payload()})
        if problem is not None:
            self.say_saving_off(problem)

    def open_replay(self, path: Path | None = None) -> None:
        from mahjong_tui.screens.replay import ReplayScreen

        if path is None:
            latest = self.store.latest()
            path = self.last_match_path if self.last_match_path.exists() or latest is None else latest.path
        self.push_screen(ReplayScreen(self.strings, path, self.settings.tile_style))

    def open_calculator(self, variant: str | None = None) -> None:
        from mahjong_tui.screens.calculator import CalculatorScreen

        self.push_screen(CalculatorScreen(self.strings, variant or self.settings.variant,
                                          self.settings.tile_style))

    def open_drills(self, variant: str | None = None, seed: int | None = None) -> None:
        from mahjong_tui.screens.drills import DrillScreen

        self.push_screen(DrillScreen(self.strings, variant or self.settings.variant, self.profile_store,
                                     seed=self.settings.seed if seed is None else seed,
                                     style=self.settings.tile_style))

    def open_lessons(self, variant: str | None = None, *,
                     then: Callable[[GameSettings | None], None] | None = None) -> None:
        """issue 21: a variant's course over whatever is on screen; ``then`` gets a first real match's
        settings (or None) when the course is left — by default the match starts, and leaving goes back."""
        from mahjong_tui.screens.lessons import CourseScreen

        course = CourseScreen(self.strings, variant or self.settings.variant, self.store,
                              self.settings.tile_style, self.settings.bot_delay)
        self.push_screen(course, then or (lambda chosen: self.start_match(chosen) if chosen else None))

    def open_profile(self) -> None:
        from mahjong_tui.screens.profile import ProfileScreen

        self.push_screen(ProfileScreen(self.strings, self.profile_store))

    # --- practice (issue 10) ----------------------------------------------------------------------

    def practice_table(self) -> TableScreen | None:
        from mahjong_tui.screens.table import TableScreen

        tables = [s for s in self.screen_stack if isinstance(s, TableScreen)]
        return tables[-1] if tables and tables[-1].session.settings.practice else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return self.practice_table() is not None
        if action == "bot_hands":
            table = self.practice_table()
            return table is not None and table.session.settings.show_bot_hands
        return True

    def action_undo(self) -> None:
        """Take back the human's last action in this hand and the bots' answers after it."""
        table = self.practice_table()
        if table is None:
            self.notify(self.strings("learn.undo_not_practice"), severity="warning")
            return
        self.notify(self.strings("learn.undo_done" if table.take_back() else "learn.undo_nothing"))

    def action_bot_hands(self) -> None:
        """Practice: the bots' hands face up on the table, or face down again."""
        table = self.practice_table()
        if table is not None and table.session.settings.show_bot_hands:
            table.toggle_bot_hands()

    def _handle_exception(self, error: Exception) -> None:
        """Textual's one funnel for an exception no handler caught (it has no public hook). A real run
        saves, logs the traceback in the data directory and exits 1 with one notice (mahjong_tui/crash.py);
        under Pilot (headless) Textual's own handling stays, so that tests see the exception."""
        if not (self.last_resort if self.last_resort is not None else not self.is_headless):
            super()._handle_exception(error)
            return
        if self.crash_notice is not None:  # a fault after the first, while the app is ending: one notice,
            return  # one last save (a second would count the same step twice and set a good match aside)
        from mahjong_tui.crash import last_resort
        from mahjong_tui.screens.table import TableScreen

        try:
            from mahjong_tui.session import TableSession

            tables = [s.session for s in self.screen_stack
                      if isinstance(s, TableScreen) and isinstance(s.session, TableSession)
                      and s.session.resumable]
            notice = last_resort(error, tables, self.store.directory, self.strings)
        except Exception:  # noqa: BLE001 — the last resort failing leaves Textual's own report
            super()._handle_exception(error)
            return
        self.crash_notice = notice
        self.exit(return_code=1, message=notice)  # printed once the terminal is restored

    def action_command_palette(self) -> None:
        """The palette (ctrl+p), its empty input in the player's language."""
        from textual.command import CommandPalette

        if self.use_command_palette and not CommandPalette.is_open(self):  # type: ignore[arg-type]
            self.push_screen(CommandPalette(placeholder=self.strings("menu.cmd_search"),
                                            id="--command-palette"))

    async def action_quit(self) -> None:
        # Every action is saved as it is applied (atomic), so quitting only has to leave — and say how to
        # come back when a match is on the table.
        self.exit(message=quit_notice(self.strings, self.table_store))


def make_app(
    settings: GameSettings | None = None,
    *,
    resume: bool = False,
    show_new_game: bool = False,
    show_menu: bool = False,
    show_course: bool = False,
    replay: Path | None = None,
    home: Path | None = None,
    environ: Mapping[str, str] | None = None,
) -> MahjongApp:
    """Build the app. ``home`` (or ``MAHJONG_TUI_HOME``) overrides the user data directory."""
    env = os.environ if environ is None else environ
    try:
        store = Saves(home if home is not None else data_dir(env))
    except NoHome as exc:  # nowhere to keep files: play without saving, and say so
        store = Saves(Path(os.devnull), no_home=str(exc))
    return MahjongApp(settings or GameSettings(), store, resume=resume, show_new_game=show_new_game,
                      show_menu=show_menu, show_course=show_course, replay=replay)
