"""The table: own hand at the bottom, the other three around, the centre in the middle.

Data flows one way (STYLE.md): a key or a click becomes an :class:`Action`, the session applies it to the
engine (and saves), and the screen re-renders from the engine's observation. Bots think in an exclusive
worker (``group="bots"``) and post their action back as a :class:`BotChose` message; a newer question
cancels an older worker, whose answer is then dropped.

Every applied action is posted as :class:`ActionApplied` (with its words in the action log), and
:meth:`TableScreen.pause_for_overlay` holds the bots while an overlay (a lesson callout) is up.
"""

from __future__ import annotations

import gc
import time
from typing import Any, ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Container, Horizontal
from textual.widgets import Static
from textual.worker import get_current_worker

from mahjong_tui import views
from mahjong_tui.hot_seat import nothing_to_claim
from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.messages import ActionApplied, BotChose, HandFinished
from mahjong_tui.reason_text import why_text
from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.table_hand import OWN_TURN, HandActions, first_choice
from mahjong_tui.screens.table_options import TurnClock
from mahjong_tui.session import TableSession
from mahjong_tui.table_log import hand_header, log_lines
from mahjong_tui.waits_line import waits_title
from mahjong_tui.widgets.action_log import ActionLog
from mahjong_tui.widgets.centre import CentrePanel
from mahjong_tui.widgets.hand import HandView
from mahjong_tui.widgets.seat import SeatPanel
from mahjong_tui.widgets.status import HintPanel, StatusLine, WaitsPanel
from rules.engine import Action, ActionKind, IllegalAction, Observation

# where each chair sits on screen relative to the viewer: next player (下家) on the right, C-2
POSITIONS = ("bottom", "right", "top", "left")
_FROM_HAND = (ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.SWAP)
FOOTER_DELAY = 0.02  # seconds: about one frame


# the footer's keys by importance when 80 columns cannot hold them all: the move on offer, then hint,
# rules, help, quit (keys_bar.py; what is left out the palette lists)
TABLE_KEYS_FIRST = (
    "table.discard", "table.select_left", "table.select_right", "table.swap_confirm", "table.swap_mark",
    "table.swap_pass", "table.win", "table.kong", "table.knock", "table.hint", "table.rules", "table.help",
    "app.quit",
)

class TableScreen(HandActions):
    # sizes by tcss breakpoints (app.tcss): compact tiles below 100 columns, short seats below 32 rows, and
    # below 80×24 a notice instead of a collapsed table
    HORIZONTAL_BREAKPOINTS = [  # noqa: RUF012 — Textual declares it a list
        (0, "-too-narrow"), (80, "-narrow"), (100, "-wide"), (160, "-widest")]
    VERTICAL_BREAKPOINTS = [  # noqa: RUF012 — Textual declares it a list
        (0, "-too-short"), (24, "-short"), (32, "-tall"), (45, "-tallest")]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "select(-1)", "←", id="table.select_left"),
        Binding("right,l", "select(1)", "→", id="table.select_right"),
        Binding("enter,space", "discard", "Discard 打", id="table.discard"),
        # SH-18 換牌: the same keys while a swap is asked (discard is off then)
        Binding("space", "swap_mark", "Mark 選", id="table.swap_mark"),
        Binding("enter", "swap_confirm", "Swap 換", id="table.swap_confirm"),
        Binding("escape", "swap_pass", "Keep 不換", id="table.swap_pass"),
        Binding("w", "win", "Win 胡", id="table.win"),
        Binding("k", "kong", "Kong 槓", id="table.kong"),
        Binding("r", "knock", "Knock 敲", id="table.knock"),
        # the same keys when the move is not possible: say why (never silence), off the footer
        Binding("w", "why_not('win')", "Win 胡", id="table.why_not_win", show=False),
        Binding("k", "why_not('kong')", "Kong 槓", id="table.why_not_kong", show=False),
        Binding("r", "why_not('knock')", "Knock 敲", id="table.why_not_knock", show=False),
        Binding("i", "hint", "Hint", id="table.hint"),
        Binding("f1,question_mark", "help", "Help", id="table.help"),
        Binding("f2", "rules", "Rules", id="table.rules"),
    ]

    def __init__(self, session: TableSession, strings: Strings) -> None:
        super().__init__()
        self.session = session
        self.strings = strings
        humans = session.settings.humans
        self.viewer: int = humans[0] if humans else 0
        self.revealed = len(humans) < 2  # pass-and-play: hands stay hidden until the privacy screen is passed
        self.looks = session.looks  # pass-and-play: every human is asked about each claimable discard
        self.bots_face_up = session.settings.practice and session.settings.show_bot_hands  # practice (ctrl+b)
        self.paused = False  # an overlay (a lesson callout) holds the bots: pause_for_overlay()
        # (hand number, events, viewer) already in the action log: it is written from one player's side
        self.logged: tuple[int, int, int] = (0, 0, self.viewer)
        self.log_added: list[str] = []  # the log's lines for the last action applied
        self.acting: int | None = None  # the human chair being asked
        self.offered: frozenset[ActionKind] = frozenset()  # kinds of action the footer shows now
        self.hint_step: int | None = None  # the step the hint panel was asked for (hidden after it)
        self.note: str | None = None  # why the viewer could not win or claim, until they act
        self.swap_marked: frozenset[int] = frozenset()  # SH-18: hand positions marked to swap
        self.clock = TurnClock(None)  # SH-19: set up on mount from the variant's option

    def compose(self) -> ComposeResult:
        with Horizontal(id="table-row"):
            with Container(id="table"):
                yield SeatPanel(id="seat-top")
                yield SeatPanel(id="seat-left")
                yield CentrePanel(id="centre")
                yield SeatPanel(id="seat-right")
                yield SeatPanel(id="seat-bottom")
            yield ActionLog(id="log", wrap=True, min_width=16, max_lines=300, auto_scroll=True)
        yield Static("", id="table-message", markup=False)
        yield HintPanel(id="hint")
        yield WaitsPanel(id="waits")
        yield StatusLine(id="status")
        yield HandView(id="hand")
        yield Static(views.say(self.strings, "too_small"), id="too-small")
        yield KeysBar(self.strings, first=TABLE_KEYS_FIRST)

    def on_screen_resume(self) -> None:
        self.refresh_bindings()  # back from a prompt or the privacy screen: the footer shows this turn's keys

    def on_mount(self) -> None:
        if "expert" in self.session.settings.seats:  # its play-outs run in worker processes (issue 29)
            from mahjong_tui.worker_processes import ready_for_worker_processes

            ready_for_worker_processes()
        style = self.strings.faces(self.session.settings.tile_style)  # this app's faces (一万 in zh-Hans)
        for panel in self.query(SeatPanel):
            panel.tile_style = style
        self.query_one(HandView).tile_style = style
        self.query_one(WaitsPanel).tile_style = style
        self.query_one(HintPanel).tile_style = style
        self.start_turn_clock()
        self.refresh_table()
        self.advance()
        # what is alive once the table is up (Textual's objects, the engine's tables, the bots' data) lasts as
        # long as the app: frozen out of the collector's generations, a full collection no longer walks it
        # while a key waits for its repaint (gen-2 pauses of up to 270 ms fell inside discards)
        self.call_after_refresh(gc.freeze)

    # --- rendering ------------------------------------------------------------------------------

    def refresh_table(self) -> None:
        obs = self.session.observation(self.viewer)
        table = views.TableView.build(obs, self.session, self.strings, self.viewer,
                                      bots_face_up=self.bots_face_up and self.revealed)
        for chair in range(4):
            position = POSITIONS[(chair - self.viewer) % 4]
            self.query_one(f"#seat-{position}", SeatPanel).view = table.seats[chair]
        self.query_one(CentrePanel).view = table.centre
        hand = self.query_one(HandView)
        legal = self.my_legal()
        layout = views.hand_layout(obs, legal, hidden=not self.revealed, marked=self.swap_marked)
        hand.layout_data = layout
        choosing = any(a.kind in _FROM_HAND for a in legal)  # a tile of the hand is to be chosen
        if hand.selected is None or hand.selected >= len(layout.tiles) or not choosing:
            hand.selected = first_choice(layout) if choosing else None
        offered = frozenset(a.kind for a in legal)
        if offered != self.offered:  # the footer is rebuilt only when what applies changes, a frame after
            self.offered = offered  # the table is painted: recomposing it costs more than the table's refresh
            self.set_timer(FOOTER_DELAY, self.refresh_bindings)
        self.refresh_learning()
        self.log_added = self.refresh_log()

    def refresh_log(self) -> list[str]:
        """Add the events since the last refresh to the action log (a new hand opens with its number; a
        take-back rewrites the hand, and so does handing the device over: the log said "You drew 2 Bamboo"
        for the player before); returns the lines added."""
        log = self.query_one("#log", ActionLog)
        events = self.session.game.events
        hand, seen, side = self.logged
        number = self.session.hand_number
        if hand != number or seen > len(events) or side != self.viewer:
            if hand == number:  # undone, or another player at the screen: the hand's log is rewritten
                log.clear()
            log.write(hand_header(self.strings, number))
            seen = 0
        obs = self.session.observation(self.viewer)
        lines = log_lines(events[seen:], self.viewer, self.strings, obs.winds)
        for line in lines:
            log.write(line)
        self.logged = (number, len(events), self.viewer)
        return lines

    def refresh_learning(self) -> None:
        """The status line, the waits panel and the hint panel of the human seat at the screen."""
        status = self.query_one(StatusLine)
        waits = self.query_one(WaitsPanel)
        hint = self.query_one(HintPanel)
        session = self.session
        watching = self.revealed and session.settings.is_human(self.viewer) and session.result is None
        status.display = watching
        hint.display = watching and self.hint_step == session.step
        if not watching:
            waits.display = False
            return
        status.text = views.status_text(session, self.viewer, self.strings)
        hand, verdicts = session.hand_status(self.viewer)
        waits.display = bool(hand.waits)
        if hand.waits:
            waits.title = waits_title(self.strings, hand.discard)
            waits.dead_word = views.say(self.strings, "dead")
            waits.waits = views.wait_views(hand.waits, verdicts, self.strings)

    def say(self, text: str) -> None:
        self.query_one("#table-message", Static).update(text, layout=False)  # one line, fixed height

    # --- whose move -----------------------------------------------------------------------------

    def advance(self) -> None:
        """Ask whoever must act next: a bot in a worker, or the human at the screen."""
        session = self.session
        self.acting = None
        if self.paused:
            return
        while session.result is None:
            look = self.looks.next_look()
            if look is not None:
                self.ask_human(look, self.looks.legal_for(look))
                return
            chairs = session.to_act()
            if not chairs:
                return
            bots = [c for c in chairs if not session.settings.is_human(c)]
            if bots:
                self.start_bot(bots[0])
                return
            chair = chairs[0]
            legal = session.legal_actions(chair)
            auto = session.auto_pass(chair, legal)
            if auto is None:
                self.ask_human(chair, legal)
                return
            session.apply(auto)
        self.refresh_table()
        self.show_result()

    def start_bot(self, chair: int) -> None:
        session = self.session
        self.think(chair, session.observation(chair), session.bot_for(chair), session.settings.bot_delay)

    @work(thread=True, exclusive=True, group="bots")
    def think(self, chair: int, obs: Observation, bot: Any, delay: float) -> None:
        """A bot's decision, off the UI thread; a newer question (or an undo) cancels this worker."""
        if delay:
            time.sleep(delay)
        try:
            action = bot.choose(obs)
        except Exception:  # noqa: BLE001 — a broken bot must not stop the table
            action = obs.legal_actions[-1]  # PASS in a claim, a discard on a turn
        worker = get_current_worker()
        if not worker.is_cancelled:
            self.post_message(BotChose(chair, action, worker))

    def on_bot_chose(self, message: BotChose) -> None:
        if message.worker is not None and message.worker.is_cancelled:
            return  # asked again since (undo, a resumed table): this answer is for a table gone by
        self.apply(message.action)

    # --- practice (ctrl+z, ctrl+b: app bindings, only in a practice game) ---------------------------

    def take_back(self) -> bool:
        """Undo the human's last action in this hand and the bots' answers after it; False if none."""
        session = self.session
        if not session.match.undo_last(session.settings.humans):
            return False
        while self.app.screen is not self:  # a claim prompt or the result of the hand taken back
            self.app.pop_screen()
        self.workers.cancel_group(self, "bots")
        session.save()
        self.refresh_table()
        self.advance()
        return True

    def toggle_bot_hands(self) -> None:
        """The bots' concealed tiles face up at their seats, or face down again."""
        self.bots_face_up = not self.bots_face_up
        self.refresh_table()

    # --- a seam for overlays (lesson callouts): the table waits while one is up -------------------

    def pause_for_overlay(self) -> None:
        """Hold the bots: nobody is asked until :meth:`resume_after_overlay`."""
        self.paused = True
        self.workers.cancel_group(self, "bots")

    def resume_after_overlay(self) -> None:
        self.paused = False
        self.advance()

    def ask_human(self, chair: int, legal: list[Action]) -> None:
        if chair != self.viewer or not self.revealed:
            self.pass_device_to(chair, legal)
            return
        if not legal:  # a look with nothing to claim (claim_looks.ClaimLooks): the same prompt, Pass alone
            self.refresh_table()
            self.app.push_screen(nothing_to_claim(self.looks, chair, self.strings),
                                 lambda _: self.nothing_answered(chair))
            return
        # a claim is asked by its prompt, not by the table: were the table "acting" meanwhile, a key could
        # reach it between the prompt's closing and its answer being applied (Textual hands the answer back
        # a message later); a ← sent then moved the selection of the next turn, and a played-out hand
        # (the Shanghai result snapshot) ended differently under load
        claim = not any(a.kind in OWN_TURN or a.kind is ActionKind.SWAP for a in legal)
        self.acting = None if claim else chair
        self.refresh_table()
        self.start_clock(chair)  # SH-19, when the option is on
        if any(a.kind is ActionKind.SWAP for a in legal):
            self.ask_swap(legal)
            return
        if any(a.kind in OWN_TURN for a in legal):
            # the garbage of the bots' moves is collected while the player looks at the table, not when
            # their key comes (a full collection inside a discard cost ~100 ms)
            self.call_after_refresh(gc.collect)
            why = self.session.why_not_now(chair)
            self.note = views.why_not_note(self.strings, why) if why else self.note
            self.say(self.strings("your_turn") + (f" · {self.note}" if self.note else ""))
            return
        tile, discarder = views.claim_subject(self.session.observation(chair), legal, self.strings)
        prompt = ClaimPrompt(self.strings, legal, tile, discarder, self.session.settings.tile_style,
                             robbing=self.session.observation(chair).phase == "rob")
        self.app.push_screen(prompt, self.apply)

    def nothing_answered(self, chair: int) -> None:
        self.looks.answer_nothing(chair)
        self.advance()

    def pass_device_to(self, chair: int, legal: list[Action]) -> None:
        """Pass-and-play: hide everything, then show the next human's hand once they press Enter."""
        from mahjong_tui.screens.privacy import PrivacyScreen

        self.revealed = False
        self.viewer = chair
        self.refresh_table()
        wind = self.strings.wind(views.wind_of(self.session.observation(chair), chair))
        name = views.player_name(self.session.settings, chair, self.strings)

        def revealed(_: None) -> None:
            self.revealed = True
            self.ask_human(chair, legal)

        self.app.push_screen(PrivacyScreen(self.strings("privacy", name=name, wind=wind)), revealed)

    def apply(self, action: Action | None) -> None:
        if action is None:
            return
        why = self.why_not_before(action)
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self.say(why_text(str(exc), self.strings))
            return
        self.swap_marked = frozenset()
        if self.clock.step != self.session.step:
            self.clock.stop()  # the decision was made: the next one gets its own time
            self.show_clock()
        if action.chair == self.viewer:
            self.note = None  # the viewer acted: an older why-not (and "your turn") no longer applies
            self.say("")
        if why:
            self.note = views.why_not_note(self.strings, why)
            self.say(self.note)
        self.refresh_table()
        self.post_message(ActionApplied(action, " · ".join(self.log_added), self.session.step))
        self.advance()

    def why_not_before(self, action: Action) -> str | None:
        """Why the human at the screen could not win on (or claim) this discard: asked before it is played,
        since a player with nothing legal is never asked and the table moves straight on."""
        if not self.revealed or not self.session.settings.is_human(self.viewer):
            return None
        return self.session.why_not_before(self.viewer, action)

    def action_help(self) -> None:
        from mahjong_tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.strings))

    def action_rules(self) -> None:
        from mahjong_tui.screens.rules_page import RulesPageScreen

        self.app.push_screen(RulesPageScreen(self.strings, self.session.settings.variant))

    # --- end of a hand --------------------------------------------------------------------------

    def show_result(self) -> None:
        from mahjong_tui.screens.result import ResultScreen

        view = views.result_view(self.session, self.strings)
        self.post_message(HandFinished(self.session))  # the app books it in the profile
        review = self.open_review if self.session.settings.humans else None
        result = ResultScreen(self.strings, view, self.session.settings.tile_style, review)
        self.app.push_screen(result, self.after_result)

    def open_review(self) -> None:
        """Issue 29: the hand just played, reviewed for the human at the screen (the match as it stands)."""
        from mahjong_tui.review_host import ReviewHost

        assert isinstance(self.app, ReviewHost), "the table lives in the game app"
        self.app.review_match(self.session.match, self.viewer)

    def after_result(self, _: None) -> None:
        if self.session.match_over:
            from mahjong_tui.screens.summary import SummaryScreen

            totals = [(views.player_name(self.session.settings, c, self.strings), s)
                      for c, s in enumerate(self.session.scores())]
            self.session.finish()
            self.app.push_screen(SummaryScreen(self.strings, totals, self.session.hand_number))
            return
        self.session.next_hand()
        self.note = None  # a why-not of the last hand says nothing about this one
        self.say("")
        self.query_one(HandView).selected = None
        self.refresh_table()
        self.advance()
