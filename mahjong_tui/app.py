"""The Textual app. :func:`make_app` is the one factory used by ``mahjong-tui play`` and by the tests.

The app holds the settings and the save store; the table screen holds one :class:`TableSession` (the
headless core: engine match, seats, saving). Data flows one way: key → action → ``Match.apply`` → the
screen re-renders from the engine's observation.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import Screen

from mahjong_tui.error_text import error_text
from mahjong_tui.i18n import Strings, localise_bindings
from mahjong_tui.learn_text import say
from mahjong_tui.messages import HandFinished
from mahjong_tui.profile import ProfileStore
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import DamagedSave, SaveStore, data_dir, write_json_atomic

if TYPE_CHECKING:
    from mahjong_tui.screens.table import TableScreen
    from mahjong_tui.session import TableSession

LAST_MATCH = "last-match.json"  # the latest match's record, for the replay menu entry


class MahjongApp(App[None]):
    CSS_PATH = "app.tcss"
    TITLE = "mahjong-tui"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Save & quit", id="app.quit", priority=True),
        Binding("ctrl+z", "undo", "Undo", id="app.undo"),  # practice games only
        Binding("ctrl+b", "bot_hands", "Bots' hands", id="app.bot_hands"),  # practice, when chosen
    ]

    def __init__(
        self,
        settings: GameSettings,
        store: SaveStore,
        *,
        resume: bool = False,
        show_new_game: bool = False,
        replay: Path | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings
        self.store = store
        self.resume = resume
        self.show_new_game = show_new_game
        self.replay_path = replay  # ``mahjong-tui replay FILE``: the replay screen alone, then exit
        self.strings = Strings(settings.lang)
        self.notice: str | None = None
        self.stacked_wall: list[int] | None = None  # the first hand's wall, for lessons and tests
        localise_bindings(self, self.strings.lang)
        self.turn_tick: float | None = 1.0  # SH-19 clock: seconds per tick; None = ticked by hand (tests)
        self.last_resort: bool | None = None  # crash.py on an uncaught fault; None = when not headless (tests)

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Every screen's footer in the app's language."""
        if isinstance(screen, Screen):
            localise_bindings(screen, self.strings.lang)
        return super().push_screen(screen, *args, **kwargs)

    def on_mount(self) -> None:
        if self.replay_path is not None:
            from mahjong_tui.screens.replay import ReplayScreen

            screen = ReplayScreen(self.strings, self.replay_path, self.settings.tile_style)
            self.push_screen(screen, lambda _: self.exit())
        elif self.resume:
            self.start_resumed()
        elif self.show_new_game:
            self.open_new_game()
        else:
            self.start_match(self.settings)

    def open_new_game(self) -> None:
        from mahjong_tui.screens.new_game import NewGameScreen

        self.push_screen(NewGameScreen(self.strings, self.settings), self.start_match)

    def start_match(self, settings: GameSettings | None) -> None:
        from mahjong_tui.screens.table import TableScreen
        from mahjong_tui.session import TableSession

        if settings is None:
            self.exit()
            return
        self.settings = settings
        self.strings = Strings(settings.lang)
        localise_bindings(self, settings.lang)
        session = TableSession.new(settings, self.store, self.stacked_wall)
        self.push_screen(TableScreen(session, self.strings))

    def start_resumed(self) -> None:
        """``play --resume``: the saved match, or a clear notice and a new game."""
        from mahjong_tui.screens.table import TableScreen
        from mahjong_tui.session import TableSession

        try:
            session = TableSession.resume(self.store)
        except DamagedSave as damaged:
            reason = error_text(damaged.reason, self.strings)
            self.notice = self.strings("damaged_save", path=damaged.kept_as) + f" ({reason})"
            session = None
        if session is None:
            self.notice = self.notice or self.strings("no_save")
            self.notify(self.notice, severity="warning", timeout=8)
            self.start_match(self.settings)
            return
        self.settings = session.settings
        self.strings = Strings(session.settings.lang)
        localise_bindings(self, session.settings.lang)
        self.push_screen(TableScreen(session, self.strings))

    # --- the learning screens (menu entries on the new-game screen) ------------------------------

    @property
    def profile_store(self) -> ProfileStore:
        return ProfileStore(self.store.directory)

    def on_hand_finished(self, message: HandFinished) -> None:
        session = message.session
        result, humans = session.result, session.settings.humans
        self.keep_for_replay(session)
        if result is None or not humans or session.settings.practice:  # practice results are not counted
            return
        chair = humans[0]  # the local player (profile.py)
        key = f"{session.settings.seed}:{session.settings.variant}:{session.hand_number}"
        _, damaged = self.profile_store.update(lambda p: p.record_hand(
            key, session.settings.variant, result.net[chair], chair in result.winners,
            match_over=session.match_over))
        if damaged is not None:
            self.notify(say(self.strings, "profile_damaged", path=damaged), severity="warning", timeout=8)

    @property
    def last_match_path(self) -> Path:
        return self.store.directory / LAST_MATCH

    def keep_for_replay(self, session: TableSession) -> None:
        """The match so far, as the save holds it, kept after the match ends for the replay menu entry."""
        wall = session.match.first_wall
        write_json_atomic(self.last_match_path, {"format": 1, "settings": session.settings.to_json(),
                                                 "match": session.match.to_record().to_json(),
                                                 "first_wall": list(wall) if wall is not None else None})

    def open_replay(self, path: Path | None = None) -> None:
        from mahjong_tui.screens.replay import ReplayScreen

        if path is None:
            path = self.last_match_path if self.last_match_path.exists() else self.store.path
        self.push_screen(ReplayScreen(self.strings, path, self.settings.tile_style))

    def open_calculator(self) -> None:
        from mahjong_tui.screens.calculator import CalculatorScreen

        self.push_screen(CalculatorScreen(self.strings, self.settings.variant, self.settings.tile_style))

    def open_drills(self, variant: str | None = None, seed: int | None = None) -> None:
        from mahjong_tui.screens.drills import DrillScreen

        self.push_screen(DrillScreen(self.strings, variant or self.settings.variant, self.profile_store,
                                     seed=self.settings.seed if seed is None else seed,
                                     style=self.settings.tile_style))

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
            self.notify(say(self.strings, "undo_not_practice"), severity="warning")
            return
        self.notify(say(self.strings, "undo_done" if table.take_back() else "undo_nothing"))

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
        from mahjong_tui.crash import last_resort
        from mahjong_tui.screens.table import TableScreen

        try:
            tables = [s.session for s in self.screen_stack if isinstance(s, TableScreen)]
            notice = last_resort(error, tables, self.store.directory, self.strings)
        except Exception:  # noqa: BLE001 — the last resort failing leaves Textual's own report
            super()._handle_exception(error)
            return
        self.exit(return_code=1, message=notice)  # printed once the terminal is restored

    async def action_quit(self) -> None:
        # Every action is saved as it is applied (atomic), so quitting only has to leave.
        self.exit()


def make_app(
    settings: GameSettings | None = None,
    *,
    resume: bool = False,
    show_new_game: bool = False,
    replay: Path | None = None,
    home: Path | None = None,
    environ: Mapping[str, str] | None = None,
) -> MahjongApp:
    """Build the app. ``home`` (or ``MAHJONG_TUI_HOME``) overrides the user data directory."""
    env = os.environ if environ is None else environ
    store = SaveStore(home if home is not None else data_dir(env))
    return MahjongApp(settings or GameSettings(), store, resume=resume, show_new_game=show_new_game, replay=replay)
