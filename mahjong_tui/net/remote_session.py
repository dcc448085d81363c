"""A joined seat as the table screen asks about a match (issue 30): the screen's
:class:`~mahjong_tui.table_protocol.Session` (and :class:`~mahjong_tui.table_protocol.Seated`), every question
answered from the seat's latest :class:`~mahjong_tui.net.client_state.SeatView`, every move sent to the host.

What a local session works out with the engine, a remote seat has from the host or works out itself from
its own observation: the hints and the waits' live counts (``bots.advice.hand_status``) and the progress
line (the variant's ``progress``) are computed here; why a complete hand is no legal win, each wait's
verdict and why the last discard could not be taken come in the state's ``aids``. The seat never sees
another seat's observation, so it answers for its own chair only.

Whose move: ``next_question`` is an ``Ask`` of what the host offers now (until it is answered), ``Waiting``
while others decide or the answer is on its way, ``Ended`` once the hand's result is in (until the player
went on: then ``Waiting`` for the host to deal). ``apply`` sends and returns None at once — the host's next
state shows the move played; a refusal comes back as an ``error`` line, kept in :meth:`take_news` with the
seats' news and the connection's, for the screen to say. ``connect(wake)``: the client runs on the app's
loop, and every line from the host that changes something calls ``wake``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Any

from bots.advice import HandStatus, hand_status
from mahjong_tui.net.client import TableClient
from mahjong_tui.net.client_state import SeatView
from mahjong_tui.settings import GameSettings
from mahjong_tui.table_protocol import Ask, Ended, NotTaken, Person, Question, Waiting
from mahjong_tui.tiles_view import TileStyle
from rules.engine import Action, ActionKind, Event, HandResult, Observation
from rules.scoring import SeatHand
from rules.variants import get_variant


class RemoteSeat:
    """One seat of a hosted table, played at this screen through a :class:`TableClient`."""

    def __init__(self, client: TableClient, lang: str = "en", tile_style: TileStyle = TileStyle.CJK) -> None:
        room = client.room
        assert room is not None, "connect the client first"
        self.client = client
        self.chair = room.chair
        self.settings = GameSettings(variant=room.variant, seats=_four(s.player for s in room.seats),
                                     hands=room.hands, lang=lang, tile_style=tile_style, bot_delay=0.0,
                                     options=dict(room.options))
        self._status: tuple[int, tuple[HandStatus, dict[int, str]]] | None = None
        self._sending: set[asyncio.Task[None]] = set()
        self._answered = -1  # the step whose offer was answered (asked no more)
        self._went_on = 0  # the hand whose result the player closed (next_hand sent)
        self._news: list[tuple[str, Any]] = []
        client.on_change = self._heard

    @property
    def view(self) -> SeatView:
        view = self.client.view
        assert view is not None, "no state from the host yet"
        return view

    # --- what a seat may see ------------------------------------------------------------------------
    @property
    def at_screen(self) -> tuple[int, ...]:
        return (self.chair,)

    def observation(self, chair: int) -> Observation:
        self._own(chair)
        return self.view.observation

    def events(self, chair: int) -> Sequence[Event]:
        self._own(chair)
        return self.view.events

    @property
    def result(self) -> HandResult | None:
        end = self.view.end
        return None if end is None else end.result

    @property
    def hand_number(self) -> int:
        return self.view.match.hand

    @property
    def step(self) -> int:
        return self.view.step

    @property
    def match_over(self) -> bool:
        return self.view.match.over

    def scores(self) -> tuple[int, int, int, int]:
        return self.view.match.scores

    def stacks(self) -> tuple[int, ...] | None:
        return self.view.match.stacks

    def table_marks(self) -> dict[str, int]:
        return dict(self.view.match.table_marks)

    def carry(self) -> dict[str, int]:
        return dict(self.view.match.carry)

    def dealer_streak(self) -> int:
        return self.view.match.dealer_streak

    def throws_flowers(self, chair: int) -> bool:
        return self.view.throws_flowers[chair]

    def shown_hand(self, chair: int) -> tuple[int, ...] | None:
        return None  # no practice mode at a hosted table: other hands stay hidden until laid down

    def revealed_hands(self) -> list[tuple[int, ...]]:
        end = self.view.end
        assert end is not None, "the hands are laid down once the hand is over"
        return list(end.hands)

    def win_tile(self) -> int | None:
        end = self.view.end
        return None if end is None else end.win_tile

    def names(self) -> list[str | None]:
        """Who plays each chair: a human's name, or None for a bot (the table names bots by level)."""
        return [seat.name if seat.player == "human" else None for seat in self.view.seats]

    def people(self) -> tuple[Person | None, ...]:
        """Per chair the person who took a human seat (connected or not, a bot standing in or not); None
        for a bot's seat."""
        return tuple(None if seat.player != "human" else
                     Person(seat.name, away=seat.name is not None and not seat.connected,
                            stand_in=seat.name is not None and seat.bot_playing)
                     for seat in self.view.seats)

    @property
    def seated(self) -> tuple[int, int]:
        """(human seats taken, human seats) while the table waits for players."""
        humans = [seat for seat in self.view.seats if seat.player == "human"]
        return sum(seat.name is not None for seat in humans), len(humans)

    # --- whose move, and moves -------------------------------------------------------------------
    def offered(self) -> tuple[Action, ...]:
        """The actions the host offers this seat now (empty while others decide)."""
        return self.view.offered

    def next_question(self) -> Question:
        view = self.view
        if view.end is not None:
            return Waiting() if self._went_on == view.match.hand else Ended()
        if view.offered and view.step != self._answered:
            return Ask(self.chair, view.offered)
        return Waiting()

    @property
    def answered(self) -> int:
        """The step whose offer this seat answered last (-1: none standing, or it was refused)."""
        return self._answered

    @property
    def went_on(self) -> bool:
        """The player closed this hand's result: the table waits for the host to deal the next."""
        return self.view.end is not None and self._went_on == self.view.match.hand

    def apply(self, action: Action) -> None:
        """Send ``action`` (one of :meth:`offered`); the host's next state shows it played. A refusal
        comes back as an ``error`` (in :meth:`take_news`; the offer is asked again), an answer overtaken by
        the table as nothing."""
        step = self.view.step
        self._answered = step
        self._send(lambda: self.client.answer(action), step)

    def next_hand(self) -> None:
        view = self.view
        self._went_on = view.match.hand
        if view.next_hand:
            self._send(lambda: self.client.answer("next_hand"), view.step)

    def connect(self, wake: Callable[[], None]) -> None:
        """``wake()`` whenever the host sends something that changes the table (on the client's loop)."""
        self._wake = wake

    def take_news(self) -> list[tuple[str, Any]]:
        """What happened besides the table's moves since the last call, oldest first: ("seat", the host's
        seat message), ("error", its error message), ("lost", the host's bye reason or None), ("back",
        the room), ("end", why the table ended for this seat)."""
        news, self._news = self._news, []
        return news

    _wake: Callable[[], None] | None = None

    def _heard(self, what: str, value: Any) -> None:
        if what == "pong":
            return
        if what == "error" and isinstance(value, dict) and self.client.view is not None \
                and value.get("code") != "stale_step":
            self._answered = -1  # refused: the offer still stands. A stale answer keeps it answered: the host
            # moved on and its next state asks again if it must; asking at once would send the same answer
            # again for every key the player pressed meanwhile (each one refused as stale in its turn)
        if what == "back":  # a host resumed from its save may not have heard the answer: asked again (had
            self._answered = -1  # it heard it, its state is past that step and asks nothing of it)
        if what not in ("state", "aids"):
            self._news.append((what, value))
        elif self.went_on and self.view.next_hand and not self._sending:
            self.next_hand()  # the host did not hear it (the connection was lost meanwhile): again
        if self._wake is not None:
            self._wake()

    def finish(self) -> None:
        """The host keeps the save; nothing to clear here."""

    def take_back(self) -> bool:
        return False  # a hosted table has no take-backs

    # --- SH-19 計時: the host keeps the clock and plays the timeout itself --------------------------
    @property
    def turn_seconds(self) -> int | None:
        return self.view.turn_seconds

    def time_left(self) -> float | None:
        return self.view.time_left

    def timeout_action(self, chair: int) -> Action | None:
        return None

    # --- learning aids for this seat ------------------------------------------------------------------
    def hand_status(self, chair: int) -> tuple[HandStatus, dict[int, str]]:
        """Worked out here from the seat's own observation; the waits' verdicts from the host when they
        are for the same hinted discard (the host works them out the same way)."""
        self._own(chair)
        view = self.view
        if self._status is not None and self._status[0] == view.step:
            return self._status[1]
        status = hand_status(view.observation)
        verdicts = self._verdicts(status.discard) if status.waits else {}
        self._status = (view.step, (status, verdicts))
        return status, verdicts

    def _verdicts(self, discard: int | None) -> dict[int, str]:
        aids = self.view.aids
        return dict(aids.wait_verdicts.get(discard, {})) if aids is not None else {}

    def progress(self, chair: int) -> str | None:
        self._own(chair)
        obs = self.view.observation
        hand = SeatHand(tuple(obs.concealed), tuple(obs.melds[chair]), tuple(obs.flowers[chair]))
        return get_variant(obs.variant).progress(hand, obs.winds[chair], dict(obs.options))

    def wait_verdicts(self, chair: int, discard: int | None = None) -> dict[int, str]:
        """The host's verdicts after ``discard``: given for the status line's discard and, on the seat's
        turn, for each of the hint's three best discards that leave the hand ready ({} for any other)."""
        self._own(chair)
        return self._verdicts(discard)

    def why_not_now(self, chair: int) -> str | None:
        self._own(chair)
        aids = self.view.aids
        return None if aids is None else aids.why_not_win

    def why_not_before(self, chair: int, action: Action) -> NotTaken | None:
        """The host answers this after the discard is played (``aids.why_not_claim`` of the next state):
        a remote screen shows it when that state comes, not before."""
        self._own(chair)
        aids = self.view.aids
        if aids is None or action.kind not in (ActionKind.DISCARD, ActionKind.KNOCK):
            return None
        if aids.why_not_claim is None:
            return None
        return NotTaken(aids.why_not_claim, win=aids.why_not_claim_win)

    # --- inside ---------------------------------------------------------------------------------------
    def _own(self, chair: int) -> None:
        if chair != self.chair:
            raise ValueError(f"a joined seat sees chair {self.chair}'s table only, not chair {chair}'s")

    def _send(self, write: Callable[[], None], step: int) -> None:
        """Write the answer now (before the screen repaints its own table), then wait for the connection to
        take it in a task: an answer lost on the way is asked again (once the seat is back)."""
        def lost() -> None:
            if self._answered == step:
                self._answered = -1

        try:
            write()
        except (ConnectionError, OSError, ValueError):
            lost()
            return

        async def drained() -> None:
            try:
                await self.client.drained()
            except (ConnectionError, OSError):
                lost()

        task = asyncio.ensure_future(drained())
        self._sending.add(task)
        task.add_done_callback(self._sending.discard)


def _four(players: Any) -> tuple[str, str, str, str]:
    listed = list(players)
    return (listed[0], listed[1], listed[2], listed[3])
