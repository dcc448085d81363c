"""The table of a seat joined to a host (issue 30): the solo table screen, driven by a
:class:`~mahjong_tui.net.remote_session.RemoteSeat` instead of a local session.

What differs from a table played here is only what comes from elsewhere: the host's states arrive on their
own (``TableChanged``), so a question put to the player stays up while the same state is repainted (a seat's
news) and goes when the table moved past it (the host's SH-19 clock played it); the result screen of a hand
the host has dealt past is closed; the seats' and the connection's news are said in the log and as a
notice; why the seat could not take the last discard comes with the host's aids, after the discard. The
match's end shows the summary with the people's names, and leaving it leaves the table.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.binding import Binding, BindingType

from mahjong_tui.i18n import Strings
from mahjong_tui.messages import MatchOver, TableChanged
from mahjong_tui.net.news_text import connection_line, room_lines, seat_line
from mahjong_tui.net.remote_session import RemoteSeat
from mahjong_tui.screens.result import ResultScreen
from mahjong_tui.screens.summary import SummaryScreen
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.table_log import hand_header
from mahjong_tui.table_protocol import Ask, NotTaken, Waiting
from mahjong_tui.views import not_taken_note, seat_player
from mahjong_tui.widgets.action_log import ActionLog

# seconds a seat's own move waits to be drawn on its table once the host's state shows it: the hand showed the
# move at the key, and on one machine the three other tables' paints of that move come first (issue 30)
OWN_MOVE_DELAY = 0.05


class JoinedTableScreen(TableScreen):
    def __init__(self, session: RemoteSeat, strings: Strings, keys_off: str | None = None) -> None:
        super().__init__(session, strings)
        self.remote = session
        self.keys_off = keys_off  # the seat's secret could not be kept (said once, with the room)
        self.room_said = False
        self.asked_step = -1  # the host's step the open question is for
        self.noted_step = -1  # the step whose why-not (the host's aids) was said
        self.waited: str | None = None  # the waiting line said under the table (cleared when the wait ends)
        self.held_for = -1  # the answered step whose state's redraw was held back (own_move_waits)

    # --- the host's news ----------------------------------------------------------------------------

    def on_table_changed(self, message: TableChanged) -> None:
        message.prevent_default()  # the local table's handler would leave a question of a step gone by up
        if self.own_move_waits():
            self.held_for = self.remote.answered
            self.change_pending = True  # what comes meanwhile is drawn with it
            self.set_timer(OWN_MOVE_DELAY, lambda: self.post_message(TableChanged()))
            return
        self.change_pending = False
        for what, value in self.remote.take_news():
            self.tell(what, value)
        session = self.remote
        if self.asked is not None and self.asked_step == session.step and session.result is None:
            self.refresh_table()  # the same state again (a seat's news, the aids): the question stays
            self.note_why_not()
            return
        results = [s for s in self.app.screen_stack if isinstance(s, ResultScreen)]
        if results and session.result is None:  # the host dealt the next hand: its result is gone by
            while self.app.screen is not results[-1]:
                self.app.pop_screen()
            results[-1].dismiss(None)  # after_result asks the next question
            return
        if results:
            return  # the result stays up: closing it goes on (after_result)
        if self.asked is not None:  # the table moved past the question (the host's clock answered it)
            while self.app.screen is not self:
                self.app.pop_screen()
        self.refresh_table()
        self.advance()
        self.note_why_not()

    def own_move_waits(self) -> bool:
        """The host's state shows the seat's own answer and asks nothing more of it: its redraw waits
        :data:`OWN_MOVE_DELAY` (once an answer). Four tables on two cores painted each discard at once, and
        the mover's, a quarter of the work, held the three others' back; the hand had shown the move at
        the key. A result is drawn at once."""
        remote = self.remote
        answered = remote.answered
        return (answered >= 0 and answered != self.held_for and remote.step > answered
                and remote.result is None and not isinstance(remote.next_question(), Ask))

    def tell(self, what: str, value: Any) -> None:
        """A seat's news, a refusal or the connection's news: in the log, and as a notice."""
        if what == "seat":
            line = seat_line(self.strings, value, self.remote.chair)
        elif what == "error":
            stale = value.get("code") == "stale_step"  # the table moved on: the next state asks again
            line = None if stale else self.strings("news.refused", why=value.get("message"))
        else:
            line = connection_line(self.strings, what, value)
        if line is None:
            return
        self.query_one("#log", ActionLog).add([line])
        self.app.notify(line, severity="warning" if what in ("lost", "end", "error") else "information")
        if what in ("lost", "end", "back"):  # "back" replaces "reconnecting…" (it stayed up once back)
            self.say(line)

    def note_why_not(self) -> None:
        """Why the seat could not win on, or claim, the discard just played: the host says it in the aids
        of the state after the discard (a local table works it out before)."""
        aids = self.remote.view.aids
        if aids is None or aids.why_not_claim is None or self.noted_step == self.remote.step:
            return
        self.noted_step = self.remote.step
        self.note = not_taken_note(NotTaken(aids.why_not_claim, aids.why_not_claim_win), self.strings)
        self.say(self.note)

    # --- whose move ---------------------------------------------------------------------------------

    def ask_human(self, asked: Ask) -> None:
        self.asked_step = self.remote.step
        super().ask_human(asked)

    def advance(self) -> None:
        super().advance()
        line = self.waiting_line() if self.asked is None else None
        if line is not None:
            self.say(line)
        elif self.said and self.said == self.waited:  # the wait is over: its line goes (it stayed up all
            self.say("")                               # through a hand in which another seat moved first)
        self.waited = line

    def waiting_line(self) -> str | None:
        """What the seat waits for, while it is asked nothing: the players to sit down, or the others to go
        on to the next hand."""
        if not isinstance(self.remote.next_question(), Waiting):
            return None
        if self.remote.view.table == "waiting":
            taken, seats = self.remote.seated
            return self.strings("news.waiting", n=taken, of=seats)
        return self.strings("news.went_on") if self.remote.went_on else None

    def refresh_log(self) -> list[str]:
        room = self.remote.client.room
        if self.room_said or room is None:
            return super().refresh_log()
        self.room_said = True  # first: the room, the seat and the house rules, then the hand so far
        log = self.query_one("#log", ActionLog)
        log.start_hand(hand_header(self.strings, self.remote.hand_number))
        log.add(room_lines(self.strings, room, self.keys_off))
        log.logged = (self.remote.hand_number, 0, self.viewer)
        lines = super().refresh_log()
        if room.rejoined and room.seats[room.chair].bot_playing:  # the moves above were partly the bot's
            log.add([self.strings("news.given_back")])
        return lines

    # --- the match's end ----------------------------------------------------------------------------

    def on_match_over(self, message: MatchOver) -> None:
        message.prevent_default()  # the summary names the people, and leads out of the table
        message.stop()
        session = self.remote
        totals = [(seat_player(session, c, self.strings), score) for c, score in enumerate(session.scores())]
        self.app.push_screen(JoinedSummary(self.strings, totals, session.hand_number))


class JoinedSummary(SummaryScreen):
    """The match's summary at a joined table: one way on, leaving the table (the host holds the match)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "leave", "Leave the table", id="summary.leave"),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Play again and Back to menu are the solo summary's: hidden here (their keys read as offers)."""
        return action not in ("again", "menu")

    def action_leave(self) -> None:
        self.choose("leave")

    def on_mount(self) -> None:
        from textual.widgets import Button

        leave = self.query_one("#again", Button)
        leave.label = self.strings("news.leave")
        self.query_one("#menu", Button).display = False

    def choose(self, choice: str) -> None:
        self.app.exit(message=self.strings("news.match_done"))
