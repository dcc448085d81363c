"""The table: composed of parts that own their keys and post messages (issue 27), driven by a session.

Parts: the four seats (:class:`SeatPanel`) with their rivers (:class:`RiverView`) in front of them, the
centre (:class:`CentrePanel`: the wall, the table's facts, the latest move), the action log
(:class:`ActionLog`), the message line, the learning lines (:class:`HintPanel`, :class:`WaitsPanel`,
:class:`StatusLine`), the player's hand (:class:`PlayerHand`: its keys, its messages) and, over the table, the
claim prompt (:class:`~mahjong_tui.screens.claim.ClaimPanel`). The screen holds no game state: it asks its
:class:`~mahjong_tui.table_protocol.Session` what to show and who must act, and hands it the actions the
parts and the bots chose. See docs/architecture.md ("The table screen") for the walk of a discard.

Data flows one way (STYLE.md): a key in a part becomes a message, the screen turns it into an
:class:`Action` for the session, and re-renders every part from the session. Bots think in an exclusive
worker (``group="bots"``) and post their action back as a :class:`BotChose` message; a newer question
cancels an older worker, whose answer is then dropped. Every applied action is posted as
:class:`ActionApplied` (with its words in the log), a refused one as :class:`ActionRefused`, the end of a
match as :class:`MatchOver` (a lesson's screen takes that one over).
"""

from __future__ import annotations

import gc
import time
from typing import ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static
from textual.worker import get_current_worker

from mahjong_tui import views
from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.messages import ActionApplied, ActionRefused, BotChose, HandFinished, MatchOver, TableChanged
from mahjong_tui.no_win_left import claim_warnings
from mahjong_tui.reason_text import why_text
from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.table_evaluator import TableEvaluator
from mahjong_tui.table_log import claim_outcome, hand_header, latest_discard, log_lines
from mahjong_tui.table_protocol import Ask, BotTurn, Ended, Session
from mahjong_tui.table_view import TableView, binding_rule
from mahjong_tui.theme import palette_of
from mahjong_tui.tiles_view import Faces
from mahjong_tui.waits_line import waits_title
from mahjong_tui.widgets.action_log import ActionLog
from mahjong_tui.widgets.felt import Felt
from mahjong_tui.widgets.player_hand import OWN_TURN, PlayerHand, first_choice
from mahjong_tui.widgets.status import HintPanel, StatusLine, WaitsPanel
from rules.engine import Action, ActionKind, Observation

_FROM_HAND = (*OWN_TURN, ActionKind.SWAP)
FOOTER_DELAY = 0.02  # seconds: about one frame

# the footer's keys by importance when 80 columns cannot hold them all: the move on offer, then hint,
# rules, help, quit (keys_bar.py; what is left out the palette lists)
TABLE_KEYS_FIRST = (
    "table.discard", "table.select_left", "table.select_right", "table.swap_confirm", "table.swap_mark",
    "table.swap_pass", "table.win", "table.kong", "table.knock", "table.hint", "table.rules", "table.help",
    "app.quit",
)


class TableScreen(TableEvaluator):
    # sizes by tcss breakpoints (app.tcss): compact tiles below 100 columns, short seats below 32 rows, and
    # below 80×24 a notice instead of a collapsed table
    HORIZONTAL_BREAKPOINTS = [  # noqa: RUF012 — Textual declares it a list
        (0, "-too-narrow"), (80, "-narrow"), (100, "-wide"), (160, "-widest")]
    VERTICAL_BREAKPOINTS = [  # noqa: RUF012 — Textual declares it a list
        (0, "-too-short"), (24, "-short"), (32, "-tall"), (45, "-tallest")]
    AUTO_FOCUS = "#hand"  # the hand's keys are the table's; Tab reaches the log (Esc comes back)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1,question_mark", "help", "Help", id="table.help"),
        Binding("f2", "rules", "Rules", id="table.rules"),
    ]

    def __init__(self, session: Session, strings: Strings) -> None:
        super().__init__()
        self.session = session
        self.strings = strings
        at_screen = session.at_screen
        self.viewer: int = at_screen[0] if at_screen else 0
        self.revealed = len(at_screen) < 2  # pass-and-play: hidden until the privacy screen is passed
        self.bots_face_up = session.settings.practice and session.settings.show_bot_hands  # practice (ctrl+b)
        # (hand number, events, viewer) already in the action log: it is written from one player's side
        self.logged: tuple[int, int, int] = (0, 0, self.viewer)
        self.log_added: list[str] = []  # the log's lines for the last action applied
        self.offered: frozenset[ActionKind] = frozenset()  # kinds of action the footer shows now
        self.hint_step: int | None = None  # the step the hint panel was asked for (hidden after it)
        self.paused = False  # an overlay (a lesson callout) holds the bots: pause_for_overlay()
        self.asked: Ask | None = None  # the question put to a player at this screen
        self.acting: int | None = None  # the chair whose hand answers it (own turn, swap; a claim: None)
        self.note: str | None = None  # why the viewer could not win or claim, until they act
        self.my_claim: tuple[Action, int] | None = None  # the viewer's claim and the events before it (C-5)

    def compose(self) -> ComposeResult:
        yield Felt(id="table-row")
        yield Static("", id="table-message", markup=False)
        yield HintPanel(id="hint")
        yield WaitsPanel(id="waits")
        yield StatusLine(id="status")
        yield PlayerHand(id="hand")
        yield Static(views.say(self.strings, "too_small"), id="too-small")
        yield KeysBar(self.strings, first=TABLE_KEYS_FIRST)

    @property
    def hand(self) -> PlayerHand:
        return self.query_one("#hand", PlayerHand)  # an id: Textual keeps it from one query to the next

    @property
    def status(self) -> StatusLine:
        return self.query_one("#status", StatusLine)

    def on_screen_resume(self) -> None:
        self.refresh_bindings()  # back from a prompt or the privacy screen: the footer shows this turn's keys

    def on_mount(self) -> None:
        if "expert" in self.session.settings.seats:  # its play-outs run in worker processes (issue 29)
            from mahjong_tui.worker_processes import ready_for_worker_processes

            ready_for_worker_processes()
        self.set_faces()
        self.app.theme_changed_signal.subscribe(self, lambda _: self.set_faces())
        self.session.connect(self.wake)
        tick = getattr(self.app, "turn_tick", 1.0)  # SH-19: None in tests, which tick by hand
        self.status.start_timer(self.session.turn_seconds, views.say(self.strings, "clock", n="{n}"), tick)
        self.refresh_table()
        self.advance()
        # what is alive once the table is up (Textual's objects, the engine's tables, the bots' data) lasts as
        # long as the app: frozen out of the collector's generations, a full collection no longer walks it
        # while a key waits for its repaint (gen-2 pauses of up to 270 ms fell inside discards)
        self.call_after_refresh(gc.freeze)

    def set_faces(self) -> None:
        """One set of faces for every part (issue 27: one name per tile on a screen), in the theme's
        colours."""
        faces = self.strings.faces(self.session.settings.tile_style)
        faces = Faces(faces.style, faces.simplified, palette_of(self.app.theme_variables))
        self.query_one(Felt).set_faces(faces)
        for part in (self.hand, self.query_one("#waits", WaitsPanel), self.query_one("#hint", HintPanel)):
            part.tile_style = faces
        self.faces = faces

    # --- rendering ------------------------------------------------------------------------------

    def refresh_table(self) -> None:
        obs = self.session.observation(self.viewer)
        table = TableView.build(obs, self.session, self.strings, self.viewer,
                                bots_face_up=self.bots_face_up and self.revealed)
        self.query_one("#table-row", Felt).show(table, self.viewer)
        self.refresh_hand(obs)
        self.refresh_learning()
        self.log_added = self.refresh_log()

    def refresh_hand(self, obs: Observation) -> None:
        hand = self.hand
        asked = self.asked if self.acting is not None else None
        legal = list(asked.legal) if asked is not None else []
        layout = views.hand_layout(obs, legal, hidden=not self.revealed)
        hand.layout_data = layout
        hand.asked = asked
        choosing = any(a.kind in _FROM_HAND for a in legal)  # a tile of the hand is to be chosen
        if hand.selected is None or hand.selected >= len(layout.tiles) or not choosing:
            hand.selected = first_choice(layout) if choosing else None
        offered = frozenset(a.kind for a in legal)
        if offered != self.offered:  # the footer is rebuilt only when what applies changes, a frame after
            self.offered = offered  # the table is painted: recomposing it costs more than the table's refresh
            self.set_timer(FOOTER_DELAY, self.refresh_bindings)

    def refresh_log(self) -> list[str]:
        """Add the events since the last refresh to the action log: a new hand starts it afresh under its
        header; a take-back rewrites the hand, and so does handing the device over (the log said "You drew
        2 Bamboo" for the player before). Returns the lines added."""
        log = self.query_one("#log", ActionLog)
        session = self.session
        events = session.events(self.viewer)
        hand, seen, side = self.logged
        number = session.hand_number
        if hand != number or seen > len(events) or side != self.viewer:
            log.start_hand(hand_header(self.strings, number))
            seen = 0
        obs = session.observation(self.viewer)
        # a tile is named as it is drawn (issue 27: 2条 in the log as in the river); English names it in words
        name = self.faces.name if self.strings.is_zh else self.strings.tile
        lines = log_lines(events, self.viewer, self.strings, obs.winds, own=self.viewer in session.at_screen,
                          binding=binding_rule(obs.variant), start=seen, name=name)
        log.add(lines)
        self.logged = (number, len(events), self.viewer)
        return lines

    def refresh_learning(self) -> None:
        """The status line, the waits panel and the hint panel of the seat at the screen."""
        status = self.query_one("#status", StatusLine)
        waits = self.query_one("#waits", WaitsPanel)
        hint = self.query_one("#hint", HintPanel)
        session = self.session
        watching = self.revealed and self.viewer in session.at_screen and session.result is None
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
        """Ask whoever must act next (the session says who): a player here, a bot in a worker, or
        nobody while someone elsewhere decides."""
        self.acting = self.asked = None
        if self.paused:
            return
        question = self.session.next_question()
        if isinstance(question, Ask):
            self.ask_human(question)
        elif isinstance(question, BotTurn):
            self.think(question)
        elif isinstance(question, Ended):
            self.refresh_table()
            self.hand_over()

    def wake(self) -> None:
        """The session's callback (``Session.connect``): the table changed elsewhere; safe from any thread."""
        self.post_message(TableChanged())

    def on_table_changed(self, _: TableChanged) -> None:
        if self.asked is None:  # a question up stays up; its answer will ask again
            self.refresh_table()
            self.advance()

    @work(thread=True, exclusive=True, group="bots")
    def think(self, turn: BotTurn) -> None:
        """A bot's decision, off the UI thread; a newer question (or an undo) cancels this worker."""
        if turn.delay:
            time.sleep(turn.delay)
        try:
            action = turn.bot.choose(turn.observation)
        except Exception:  # noqa: BLE001 — a broken bot must not stop the table
            action = turn.observation.legal_actions[-1]  # PASS in a claim, a discard on a turn
        worker = get_current_worker()
        if not worker.is_cancelled:
            self.post_message(BotChose(turn.chair, action, worker))

    def on_bot_chose(self, message: BotChose) -> None:
        if message.worker is not None and message.worker.is_cancelled:
            return  # asked again since (undo, a resumed table): this answer is for a table gone by
        self.apply(message.action)

    def ask_human(self, asked: Ask) -> None:
        chair = asked.chair
        if chair != self.viewer or not self.revealed:
            self.pass_device_to(asked)
            return
        self.asked = asked
        if not asked.legal:  # a hot-seat look with nothing to claim: the claim prompt, Pass alone
            self.refresh_table()
            self.ask_claim(asked, hiding=True)
            return
        # a claim is asked by its prompt, not by the table: were the table "acting" meanwhile, a key could
        # reach it between the prompt's closing and its answer being applied (Textual hands the answer back
        # a message later); a ← sent then moved the selection of the next turn, and a played-out hand
        # (the Shanghai result snapshot) ended differently under load
        # a claim or rob window, told by the phase (CX-15: a 抛花 turn may offer only a win and a kong)
        claim = self.session.observation(chair).phase in ("claim", "rob")
        self.acting = None if claim else chair
        self.refresh_table()
        self.status.start_clock(chair, self.session.step)  # SH-19, when the option is on
        if claim:
            self.ask_claim(asked)
        elif any(a.kind is ActionKind.SWAP for a in asked.legal):
            limit = max(len(a.meld) for a in asked.legal if a.kind is ActionKind.SWAP)
            self.say(views.say(self.strings, "swap_prompt", n=limit))
        else:
            # the garbage of the bots' moves is collected while the player looks at the table, not when
            # their key comes (a full collection inside a discard cost ~100 ms)
            self.call_after_refresh(gc.collect)
            why = self.session.why_not_now(chair)
            can_win = any(a.kind is ActionKind.WIN for a in asked.legal)  # an older "No win" contradicts it
            self.note = views.why_not_note(self.strings, why) if why else None if can_win else self.note
            turn = "your_turn" if any(a.kind in OWN_TURN for a in asked.legal) else "your_turn_win_or_kong"
            self.say(self.strings(turn) + (f" · {self.note}" if self.note else ""))

    def ask_claim(self, asked: Ask, *, hiding: bool = False) -> None:
        """The claim prompt over the table; a hot-seat look with nothing to claim hides the table (the next
        player has drawn already)."""
        from mahjong_tui.hot_seat import NothingToClaim

        obs = self.session.observation(asked.chair)
        discard = latest_discard(self.session.events(asked.chair))
        discarder, tile = (discard[1], discard[2]) if discard is not None else (obs.turn, 0)
        legal = list(asked.legal) or [Action(asked.chair, ActionKind.PASS)]
        tile = next((a.tile for a in legal if a.tile is not None), tile)
        warnings = () if hiding else claim_warnings(self.session, asked.chair, legal, self.strings)
        prompt = (NothingToClaim if hiding else ClaimPrompt)(
            self.strings, legal, tile, self.strings.wind(obs.winds[discarder]),
            self.session.settings.tile_style, robbing=obs.phase == "rob", warnings=warnings)
        self.app.push_screen(prompt, self.apply)

    def pass_device_to(self, asked: Ask) -> None:
        """Pass-and-play: hide everything, then show the next human's hand once they press Enter."""
        from mahjong_tui.screens.privacy import PrivacyScreen

        chair = asked.chair
        self.revealed = False
        self.viewer = chair
        self.refresh_table()
        wind = self.strings.wind(views.wind_of(self.session.observation(chair), chair))
        name = views.player_name(self.session.settings, chair, self.strings)

        def revealed(_: None) -> None:
            self.revealed = True
            self.ask_human(asked)

        self.app.push_screen(PrivacyScreen(self.strings("privacy", name=name, wind=wind)), revealed)

    # --- moves ----------------------------------------------------------------------------------

    def apply(self, action: Action | None) -> None:
        """Hand the session a move (a part's, a bot's, a timeout's) and repaint the table from it."""
        if action is None:
            return
        asked = self.asked
        why = self.why_not_before(action)
        before = len(self.session.events(self.viewer))
        refused = self.session.apply(action)
        if refused is not None:
            self.post_message(ActionRefused(refused))
            if refused.teaching is None and refused.reason:
                self.say(why_text(refused.reason, self.strings))
            if asked is not None and self.acting is None:
                self.ask_human(asked)  # the prompt closed with the refused answer: ask again
            return
        self.status.stop_clock()  # the decision was made: the next one gets its own time
        if action.chair == self.viewer:
            self.note = None  # the viewer acted: an older why-not (and "your turn") no longer applies
            self.say("")
            if action.kind in (ActionKind.CHI, ActionKind.PENG, ActionKind.KONG, ActionKind.WIN):
                self.my_claim = (action, before)
        if why:
            self.note = why
            self.say(self.note)
        self.refresh_table()
        self.say_claim_outcome()
        self.post_message(ActionApplied(action, " · ".join(self.log_added), self.session.step))
        self.advance()

    def say_claim_outcome(self) -> None:
        """A claim of the viewer's that gave way to a higher one is said, never left to vanish (C-5)."""
        if self.my_claim is None:
            return
        mine, before = self.my_claim
        events = self.session.events(self.viewer)
        settled, words = claim_outcome(mine, events[before:], self.strings,
                                       self.session.observation(self.viewer).winds)
        if settled:
            self.my_claim = None
        if words:
            self.note = words
            self.say(words)

    def why_not_before(self, action: Action) -> str | None:
        """Why the player at the screen could not win on (or claim) this discard, in words ("No win: …",
        "No claim: …"): asked before it is played, since a player with nothing legal is never asked and the
        table moves straight on."""
        if not self.revealed or self.viewer not in self.session.at_screen:
            return None
        return views.note_before(self.session, self.viewer, action, self.strings)

    def on_player_hand_chosen(self, message: PlayerHand.Chosen) -> None:
        self.play_own(message.action)  # practice may ask before a blunder (issue 29)

    def on_player_hand_refused(self, message: PlayerHand.Refused) -> None:
        obs = self.session.observation(message.chair)
        self.say(views.why_not_discard(obs, message.tile, self.strings, knock=message.knock))

    def on_player_hand_why_not(self, message: PlayerHand.WhyNot) -> None:
        """``w`` / ``k`` / ``r`` when that move is not possible: why not."""
        if self.acting is None or not message.asked:
            self.say(views.say(self.strings, "not_your_turn"))
            return
        self.say(views.why_no_key(self.session, self.viewer, message.what, self.strings))

    def on_player_hand_hint_asked(self, _: PlayerHand.HintAsked) -> None:
        """``i``: the best three discards (the bot's own ranking), until the next action."""
        hint = self.query_one("#hint", HintPanel)
        hint.view = views.hint_view(self.session, self.viewer, self.strings)
        self.hint_step = self.session.step
        hint.display = True
        tiles = [row.tile for row in hint.view.rows]
        self.deepen_hint([*tiles, hint.view.expert_tile] if hint.view.expert_tile is not None else tiles)

    def on_player_hand_swap_marked(self, message: PlayerHand.SwapMarked) -> None:
        """SH-18: what is marked to go back to the wall, or that no more may be."""
        if message.too_many:
            self.say(views.say(self.strings, "swap_too_many", n=message.limit))
        elif message.kinds:
            self.say(views.say(self.strings, "swap_marked", tiles=self.strings.tiles(sorted(message.kinds))))
        else:
            self.say(views.say(self.strings, "swap_prompt", n=message.limit))

    # --- SH-19 計時 -------------------------------------------------------------------------------

    def on_status_line_time_up(self, message: StatusLine.TimeUp) -> None:
        """The player's time is up: the table plays ``Game.timeout_action`` for them."""
        action = self.session.timeout_action(message.chair)
        if action is None:
            return
        while self.app.screen is not self:  # the claim prompt (or help) goes with the time
            self.app.pop_screen()
        self.apply(action)
        self.note = views.say(self.strings, "timed_out", action=action_words(action, self.strings))
        self.say(self.note)

    # --- the end of a hand ----------------------------------------------------------------------

    def hand_over(self) -> None:
        """The hand's result (booked by the app: ``HandFinished``), then the next hand or the match's end."""
        from mahjong_tui.screens.result import ResultScreen

        if self.session.result is None:  # ended without a result (a lesson at its last stop)
            self.post_message(MatchOver(self.session))
            return
        view = views.result_view(self.session, self.strings)
        self.post_message(HandFinished(self.session))
        self.app.push_screen(ResultScreen(self.strings, view, self.session.settings.tile_style,
                                          self.review_of_hand()), self.after_result)

    def after_result(self, _: None) -> None:
        if self.session.match_over:
            self.post_message(MatchOver(self.session))
            return
        self.session.next_hand()
        self.note = None  # a why-not of the last hand says nothing about this one
        self.say("")
        self.hand.selected = None
        self.refresh_table()
        self.advance()

    def on_match_over(self, message: MatchOver) -> None:
        """The match's summary; a lesson's screen shows its own end instead (``prevent_default``)."""
        from mahjong_tui.screens.summary import SummaryScreen

        message.stop()
        session = self.session
        totals = [(views.player_name(session.settings, c, self.strings), score)
                  for c, score in enumerate(session.scores())]
        session.finish()
        self.app.push_screen(SummaryScreen(self.strings, totals, session.hand_number))

    # --- practice (ctrl+z, ctrl+b: app bindings, only in a practice game) ---------------------------

    def take_back(self) -> bool:
        """Undo the human's last action in this hand and the bots' answers after it; False if none."""
        if not self.session.take_back():
            return False
        while self.app.screen is not self:  # a claim prompt or the result of the hand taken back
            self.app.pop_screen()
        self.workers.cancel_group(self, "bots")
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

    def action_help(self) -> None:
        from mahjong_tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.strings))

    def action_rules(self) -> None:
        from mahjong_tui.screens.rules_page import RulesPageScreen

        self.app.push_screen(RulesPageScreen(self.strings, self.session.settings.variant))


def action_words(action: Action, strings: Strings) -> str:
    """"discard 5 Dots" / "打出 五筒" / "Pass" — what the table did for a player out of time."""
    if action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) and action.tile is not None:
        return f"{strings('discard')} {strings.tile(action.tile)}"
    return strings("claim_pass")
