"""The table: composed of parts that own their keys and post messages (issue 27), driven by a session.

Parts: the seats (:class:`SeatPanel`) with their rivers (:class:`RiverView`), the centre
(:class:`CentrePanel`: the wall, the table's facts, the latest move), the action log (:class:`ActionLog`),
the message line, the learning lines (:class:`LearningLines`), the player's hand (:class:`PlayerHand`), the
bots (:class:`BotSeats`, thinking in a worker) and, over the table, the claim prompt, the privacy screen and
hot-seat's claim window (``screens/claim.py``, ``privacy.py``, ``call_window.py``). The screen holds no game
state: it asks its :class:`~mahjong_tui.table_protocol.Session` what to show and who must act, and hands it
the actions the parts and the bots chose. See docs/architecture.md ("The table screen").

Data flows one way (STYLE.md): a key in a part becomes a message, the screen turns it into an
:class:`Action` for the session, and re-renders every part from the session; a bot's answer comes back as
a :class:`BotChose` message. Every applied action is posted as :class:`ActionApplied` (with its words in the
log), a refused one as :class:`ActionRefused`, the end of a match as :class:`MatchOver` (a lesson's screen
takes that one over).
"""
from __future__ import annotations

import gc
from functools import partial
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.reactive import Reactive
from textual.widget import Widget
from textual.widgets import Static

from mahjong_tui import views
from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.messages import ActionApplied, ActionRefused, BotChose, HandFinished, MatchOver, TableChanged
from mahjong_tui.reason_text import why_text
from mahjong_tui.screens.call_window import CallWindowScreen
from mahjong_tui.screens.claim import ClaimPanel, ClaimPrompt, NothingToClaim, claim_question_for
from mahjong_tui.screens.privacy import PrivacyScreen
from mahjong_tui.screens.table_evaluator import TableEvaluator
from mahjong_tui.table_log import claim_outcome
from mahjong_tui.table_protocol import Ask, BotTurn, CallsOpen, Ended, Session
from mahjong_tui.table_view import TableView
from mahjong_tui.theme import palette_of
from mahjong_tui.tiles_view import Faces
from mahjong_tui.widgets.action_log import ActionLog
from mahjong_tui.widgets.bots import BotSeats
from mahjong_tui.widgets.felt import Felt
from mahjong_tui.widgets.learning import LearningLines
from mahjong_tui.widgets.player_hand import TABLE_KEYS_FIRST, PlayerHand
from mahjong_tui.widgets.status import StatusLine
from rules.engine import Action, ActionKind, Observation

FOOTER_DELAY = 0.02  # seconds: about one frame
HAND_END_DELAY = 0.3  # seconds after the result goes up: its paint and the others' first, then the walk
TURN_COLLECT_DELAY = 0.1  # seconds after the turn is asked: the other screens' paints of the move first


def collect_garbage(everything: bool = False) -> None:
    """A full collection, then what survived frozen out of the collector's generations: the next collection,
    the interpreter's own or this one at the player's next turn, walks the objects made since, not the
    match's. Each full collection had walked everything the hand kept alive (at a joined table, 30-45 ms
    inside the repaint of someone else's discard, issue 30). Frozen objects that die in a cycle wait for
    the hand's end, when ``everything`` frozen is collected again (unfrozen just before: unfrozen any
    earlier, the interpreter's own collection walked it all inside the result's paint). Walking it only
    every few hands was tried: the garbage kept frozen meanwhile made each walk 130-340 ms and the four
    joined clients' collections 2.5 times as long in all (bench_net_four's --dump, docs/decisions.md)."""
    if everything:
        gc.unfreeze()
    gc.collect()
    gc.freeze()


def freeze_survivors() -> None:
    """What is alive once the table is up lasts as long as the app: frozen out of the collector's
    generations, a full collection no longer walks it inside a discard (gen-2 pauses of up to 270 ms)."""
    gc.freeze()


class TableScreen(TableEvaluator):
    # sizes by tcss breakpoints (app.tcss): compact tiles below 100 columns, short seats below 32 rows, and
    # below 80×24 a notice instead of a collapsed table
    HORIZONTAL_BREAKPOINTS = [  # noqa: RUF012 — Textual declares it a list
        (0, "-too-narrow"), (80, "-narrow"), (100, "-wide"), (160, "-widest")]
    VERTICAL_BREAKPOINTS = [  # noqa: RUF012 — Textual declares it a list
        (0, "-too-short"), (24, "-short"), (32, "-tall"), (45, "-tallest")]
    AUTO_FOCUS = "#hand"  # the hand's keys are the table's; Tab reaches the log (Esc comes back)
    # Textual repaints the whole screen when the focus moves; the widgets that gain and lose it restyle and
    # repaint themselves. A claim moved it three times (to the prompt, to nothing, to the hand), and the
    # table's every line was painted again in someone else's discard (issue 30)
    focused: Reactive[Widget | None] = Reactive(None, repaint=False)
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
        self.log_added: list[str] = []  # the log's lines for the last action applied
        self.offered: frozenset[ActionKind] = frozenset()  # kinds of action the footer shows now
        self.hint_step: int | None = None  # the step the hint panel was asked for (hidden after it)
        self.paused = False  # an overlay (a lesson callout) holds the bots: pause_for_overlay()
        self.asked: Ask | None = None  # the question put to a player at this screen
        self.acting: int | None = None  # the chair whose hand answers it (own turn, swap; a claim: None)
        self.note: str | None = None  # why the viewer could not win or claim, until they act
        self.my_claim: tuple[Action, int] | None = None  # the viewer's claim and the events before it (C-5)
        self.shown: tuple[object, ...] | None = None  # what the table was last drawn from (shown_key)
        self.change_pending = False  # a TableChanged is on its way (wake): one repaint for a burst of news
        self.said = ""  # the message line's words (say)
        self.hand_collected = True  # the hand's end collection was done (collect_at_hand_end)

    def compose(self) -> ComposeResult:
        yield Felt(id="table-row")
        yield Static("", id="table-message", markup=False)
        yield LearningLines()
        yield BotSeats()
        yield PlayerHand(id="hand")
        yield Static(self.strings("table.too_small"), id="too-small")
        yield ClaimPrompt(self.strings, self.session.settings.tile_style)  # hidden until a claim is asked
        yield KeysBar(self.strings, first=TABLE_KEYS_FIRST)

    @property
    def hand(self) -> PlayerHand:
        return self.query_one("#hand", PlayerHand)  # an id: Textual keeps it from one query to the next

    @property
    def status(self) -> StatusLine:
        return self.query_one("#status", StatusLine)

    @property
    def claim_prompt(self) -> ClaimPrompt:
        return self.query_one("#claim-box", ClaimPrompt)

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
        self.status.start_timer(self.session.turn_seconds, self.strings("table.clock", n="{n}"), tick)
        self.refresh_table()
        self.advance()
        self.call_after_refresh(freeze_survivors)

    def set_faces(self) -> None:
        """One set of faces for every part (issue 27: one name per tile on a screen), in the theme's
        colours."""
        faces = self.strings.faces(self.session.settings.tile_style)
        faces = Faces(faces.style, faces.simplified, palette_of(self.app.theme_variables))
        self.query_one(Felt).set_faces(faces)
        self.hand.tile_style = faces
        self.query_one(LearningLines).set_faces(faces)
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
        self.shown = self.shown_key()

    def shown_key(self) -> tuple[object, ...]:
        """What the whole table is drawn from, besides the question the hand answers."""
        session = self.session
        return (session.hand_number, session.step, self.viewer, self.revealed, self.bots_face_up,
                self.hint_step)

    def refresh_hand(self, obs: Observation) -> None:
        asked = self.asked if self.acting is not None else None
        legal = list(asked.legal) if asked is not None else []
        self.hand.show(views.hand_layout(obs, legal, hidden=not self.revealed), asked)
        offered = frozenset(a.kind for a in legal)
        if offered != self.offered:  # the footer is rebuilt only when what applies changes, a frame after
            self.offered = offered  # the table is painted: recomposing it costs more than the table's refresh
            self.set_timer(FOOTER_DELAY, self.refresh_bindings)

    def refresh_log(self) -> list[str]:
        """The action log caught up, written for the player at the screen; returns the lines added."""
        return self.query_one("#log", ActionLog).catch_up(self.session, self.viewer, self.strings, self.faces)

    def refresh_learning(self) -> None:
        session = self.session
        watching = self.revealed and self.viewer in session.at_screen and session.result is None
        self.query_one(LearningLines).show(session, self.viewer, self.strings, watching=watching,
                                           hinted=self.hint_step == session.step)

    def say(self, text: str) -> None:
        """The message line (one line, fixed height), repainted only when its words change: ``say("")``
        comes with every move of the viewer's, and each repaint reached the bottom of the screen."""
        if text != self.said:
            self.said = text
            self.query_one("#table-message", Static).update(text, layout=False)

    # --- whose move -----------------------------------------------------------------------------

    def advance(self) -> None:
        """Ask whoever must act next (the session says who): a player here, a bot in a worker, or
        nobody while someone elsewhere decides."""
        self.acting = self.asked = None
        self.claim_prompt.close()  # a claim asked before is answered, or gone by
        if self.paused:
            return
        question = self.session.next_question()
        if isinstance(question, Ask):
            self.ask_human(question)
        elif isinstance(question, BotTurn):
            self.query_one(BotSeats).think(question)
        elif isinstance(question, CallsOpen):
            self.open_calls(question)
        elif isinstance(question, Ended):
            self.refresh_table()
            self.hand_over()

    def wake(self) -> None:
        """The session's callback (``Session.connect``): the table changed elsewhere; safe from any thread.
        Lines from a host come in bursts (a state and its aids, several states after a stall): the table
        is repainted once from the newest, not once a line."""
        if not self.change_pending:
            self.change_pending = True
            self.post_message(TableChanged())

    def on_table_changed(self, _: TableChanged) -> None:
        self.change_pending = False
        if self.asked is None:  # a question up stays up; its answer will ask again
            self.refresh_table()
            self.advance()

    def on_bot_chose(self, message: BotChose) -> None:
        if message.worker is None or not message.worker.is_cancelled:  # else asked again since (an undo…)
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
        # reach it between the prompt's closing and its answer being applied (a ← moved the next turn's
        # selection). A claim or rob window is told by the phase (CX-15: a 抛花 turn may offer only 胡, 槓)
        claim = self.session.observation(chair).phase in ("claim", "rob")
        self.acting = None if claim else chair
        if self.shown == self.shown_key():  # drawn for this very move a moment ago (the move before, a
            self.refresh_hand(self.session.observation(chair))  # host's state): only the hand is armed
        else:
            self.refresh_table()
        self.status.start_clock(chair, self.session.step)  # SH-19, when the option is on
        if claim:
            self.ask_claim(asked)
        elif any(a.kind is ActionKind.SWAP for a in asked.legal):
            limit = max(len(a.meld) for a in asked.legal if a.kind is ActionKind.SWAP)
            self.say(self.strings("table.swap_prompt", n=limit))
        else:
            # the garbage of the bots' moves is collected while the player looks at the table, not when
            # their key comes (a full collection inside a discard cost ~100 ms), nor at once: at four joined
            # tables on one machine the others were still painting the move that made this turn
            self.set_timer(TURN_COLLECT_DELAY, partial(self.collect_at_turn, self.session.step))
            self.note, line = views.turn_line(self.session, asked, self.strings, self.note)
            self.say(line)

    def ask_claim(self, asked: Ask, *, hiding: bool = False) -> None:
        question = claim_question_for(self.session, asked, self.strings, hiding=hiding)
        if hiding:  # hot-seat's look with nothing to claim hides the table: a screen of its own
            self.app.push_screen(NothingToClaim(self.strings, question, self.session.settings.tile_style),
                                 self.apply)
        else:
            self.claim_prompt.ask(question)

    def on_claim_panel_chosen(self, message: ClaimPanel.Chosen) -> None:
        """The claim prompt's answer. A key on its way when the prompt had closed already (a joined table the
        host moved past, the SH-19 clock) is dropped."""
        message.stop()
        if self.claim_prompt.is_open:
            self.claim_prompt.close()
            self.apply(message.action)

    def open_calls(self, calls: CallsOpen) -> None:
        """Hot-seat: the neutral claim window; the device is put down (the table hidden) until a caller
        takes it with their number, or the next player with Enter."""
        self.revealed = False
        self.refresh_table()
        window = CallWindowScreen.of(calls, self.session, self.viewer, self.strings)

        def answered(chair: int | None) -> None:
            calls.close() if chair is None else calls.call(chair)
            taken_by = chair if chair is not None else calls.follows if window.human_follows else None
            self.viewer = self.viewer if taken_by is None else taken_by
            self.revealed = taken_by is not None  # the device is in the hands of who took it
            self.advance()

        self.app.push_screen(window, answered)

    def pass_device_to(self, asked: Ask) -> None:
        """Pass-and-play: hide everything, then show the next human's hand once they press Enter."""
        self.revealed = False
        self.viewer = asked.chair
        self.refresh_table()

        def revealed(_: None) -> None:
            self.revealed = True
            self.ask_human(asked)

        self.app.push_screen(PrivacyScreen.handing_to(self.session, asked.chair, self.strings), revealed)

    # --- moves ----------------------------------------------------------------------------------

    def apply(self, action: Action | None) -> None:
        """Hand the session a move (a part's, a bot's, a timeout's) and repaint the table from it."""
        if action is None:
            return
        asked = self.asked
        # why the viewer could not win on (or claim) a discard: asked before, as they are not asked at all
        watching = self.revealed and self.viewer in self.session.at_screen
        why = views.note_before(self.session, self.viewer, action, self.strings) if watching else None
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
        # the question is answered: the table is drawn without it (the hand had stayed armed, a tile lifted
        # and Discard in the footer, until the next move after a bot's delay); advance() asks the next one
        self.acting = self.asked = None
        if action.chair == self.viewer:
            self.note = None  # the viewer acted: an older why-not (and "your turn") no longer applies
            self.say("")
            if action.kind in (ActionKind.CHI, ActionKind.PENG, ActionKind.KONG, ActionKind.WIN):
                self.my_claim = (action, before)
        if why:
            self.note = why
            self.say(self.note)
        if self.shown == self.shown_key():  # nothing moved yet (a joined table's answer is on its way to the
            # host, whose state repaints it all): only the hand, without the question (the others' paints
            # of the move come first)
            self.log_added = []
            self.refresh_hand(self.session.observation(self.viewer))
        else:
            self.refresh_table()
        self.say_claim_outcome()
        self.post_message(ActionApplied(action, " · ".join(self.log_added), self.session.step))
        self.advance()

    def say_claim_outcome(self) -> None:
        """A claim of the viewer's that gave way to a higher one is said, never left to vanish (C-5)."""
        if self.my_claim is None:
            return
        mine, before = self.my_claim
        settled, words = claim_outcome(mine, self.session.events(self.viewer)[before:], self.strings,
                                       self.session.observation(self.viewer).winds)
        self.my_claim = None if settled else self.my_claim
        if words:
            self.note = words
            self.say(words)

    def on_player_hand_chosen(self, message: PlayerHand.Chosen) -> None:
        self.play_own(message.action)  # practice may ask before a blunder (issue 29)

    def on_player_hand_refused(self, message: PlayerHand.Refused) -> None:
        obs = self.session.observation(message.chair)
        self.say(views.why_not_discard(obs, message.tile, self.strings, knock=message.knock))

    def on_player_hand_why_not(self, message: PlayerHand.WhyNot) -> None:
        """``w`` / ``k`` / ``r`` when that move is not possible: why not."""
        mine = self.acting is not None and message.asked
        self.say(views.why_no_key(self.session, self.viewer, message.what, self.strings) if mine
                 else self.strings("table.not_your_turn"))

    def on_player_hand_hint_asked(self, _: PlayerHand.HintAsked) -> None:
        """``i``: the best three discards (the bot's own ranking), until the next action."""
        view = self.query_one(LearningLines).show_hint(self.session, self.viewer, self.strings)
        self.hint_step = self.session.step
        tiles = [row.tile for row in view.rows]  # the deeper hint values them (issue 29)
        self.deepen_hint([*tiles, view.expert_tile] if view.expert_tile is not None else tiles)

    def on_player_hand_swap_marked(self, message: PlayerHand.SwapMarked) -> None:
        """SH-18: what is marked to go back to the wall, or that no more may be."""
        key = "swap_too_many" if message.too_many else "swap_marked" if message.kinds else "swap_prompt"
        tiles = self.strings.tiles(sorted(message.kinds))
        self.say(self.strings(f"table.{key}", n=message.limit, tiles=tiles))

    # --- SH-19 計時 -------------------------------------------------------------------------------

    def on_status_line_time_up(self, message: StatusLine.TimeUp) -> None:
        """The player's time is up: the table plays ``Game.timeout_action`` for them."""
        action = self.session.timeout_action(message.chair)
        if action is None:
            return
        while self.app.screen is not self:  # the claim prompt (or help) goes with the time
            self.app.pop_screen()
        self.apply(action)
        self.note = self.strings("table.timed_out", action=views.action_words(action, self.strings))
        self.say(self.note)

    # --- the end of a hand ----------------------------------------------------------------------

    def hand_over(self) -> None:
        """The hand's result (booked by the app: ``HandFinished``), then the next hand or the match's end."""
        from mahjong_tui.result_view import result_screen

        self.hand_collected = False
        self.set_timer(HAND_END_DELAY, self.collect_at_hand_end)  # while the result is read
        if self.session.result is None:  # ended without a result (a lesson at its last stop)
            self.post_message(MatchOver(self.session))
            return
        self.post_message(HandFinished(self.session))
        review = self.review_of_hand()
        self.app.push_screen(result_screen(self.session, self.strings, review), self.after_result)

    def collect_at_turn(self, step: int) -> None:
        """The player's turn is on the screen: the collection, unless their key came first (it would hold
        the answer back)."""
        if self.asked is not None and self.session.step == step:
            collect_garbage()

    def collect_at_hand_end(self) -> None:
        """Once a hand: after the result is painted, or when the player goes on before that (then before the
        next deal)."""
        if not self.hand_collected:
            self.hand_collected = True
            collect_garbage(everything=True)

    def after_result(self, _: None) -> None:
        self.collect_at_hand_end()
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
        summary = SummaryScreen.of_match(self.session, self.strings)
        self.session.finish()
        self.app.push_screen(summary)

    # --- practice (ctrl+z, ctrl+b: app bindings, only in a practice game) ---------------------------

    def take_back(self) -> bool:
        """Undo the human's last action in this hand and the bots' answers after it; False if none."""
        if not self.session.take_back():
            return False
        while self.app.screen is not self:  # a claim prompt or the result of the hand taken back
            self.app.pop_screen()
        self.query_one(BotSeats).stop()
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
        self.query_one(BotSeats).stop()

    def resume_after_overlay(self) -> None:
        self.paused = False
        self.advance()

    def action_help(self) -> None:
        from mahjong_tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.strings))

    def action_rules(self) -> None:
        from mahjong_tui.screens.rules_page import RulesPageScreen

        self.app.push_screen(RulesPageScreen(self.strings, self.session.settings.variant))
