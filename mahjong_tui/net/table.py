"""The hosted table (issue 30): the one engine of the match, the seats' players, and what each is told.

The table plays one action at a time. It waits for whoever must act — a human's answer (one of the
actions its ``state`` offered), a bot (run in a worker thread, as in ``play``), a dropped player's grace
period, the SH-19 clock — then applies the action, sends every seated player its new ``state`` (written to
each socket at once), saves, and takes no next action before the save holding this one is on disk. So a
host killed at any moment has on disk every action but the one in flight (the players may have seen it;
resumed, the table asks for it again).

Humans sit in the order they join (:mod:`.roster`). A player who drops keeps the seat: the others are told,
and after the grace period a bot plays it until the player joins again with the same name and secret.
While no human player is connected the table waits (the save holds it). Between hands each connected
player answers ``next_hand`` (or the result wait runs out).
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Sequence
from typing import Any

from mahjong_tui.catalog import make_bot
from mahjong_tui.net import seat_state
from mahjong_tui.net.codec import chosen_action
from mahjong_tui.net.host_log import event_line
from mahjong_tui.net.hosted import HostedSession
from mahjong_tui.net.roster import Link, Seat, check_hello, room_json, take_seat
from mahjong_tui.net.wire import PROTOCOL, WireError
from mahjong_tui.settings import DEFAULT_BOT
from mahjong_tui.table_protocol import NotTaken
from rules.engine import Action, ActionKind
from rules.records import rules_fingerprint
from rules.variants import get_variant

Say = Callable[[str], None]


class HostedTable:
    """One match held for players on other terminals; the server hands it connections and messages."""

    def __init__(self, session: HostedSession, seats: list[Seat], code: str, *, bot_delay: float = 0.6,
                 grace: float = 30.0, result_wait: float = 60.0, say: Say = print) -> None:
        self.session = session
        self.seats = seats
        self.code = code
        self.bot_delay, self.grace, self.result_wait = bot_delay, grace, result_wait
        self.say = say
        self.status = "waiting"  # waiting (seats free), playing, over
        self.wake = asyncio.Event()  # set by anything that may let the table go on
        self.answers: dict[int, tuple[int, Action]] = {}  # chair -> (step, the action it chose)
        self.bot_tasks: dict[int, tuple[int, asyncio.Task[Action]]] = {}
        self.asked_at: dict[int, tuple[int, float]] = {}  # SH-19: chair -> (step, when it was first asked)
        self.why_not: dict[int, NotTaken | None] = {}  # why each seat could not take the last discard
        self.aids_cache: dict[int, tuple[tuple[Any, ...], dict[str, Any]]] = {}
        self.loop = asyncio.get_running_loop()
        for seat in seats:
            if seat.name is not None:  # taken up from a save: the grace period runs from now
                seat.away_since = self.loop.time()
        session.room = room_json(code, seats)

    # --- the server's side ----------------------------------------------------------------------

    def join(self, link: Link, hello: dict[str, Any]) -> Seat:
        """Seat a client (or give its seat back); sends ``welcome`` and its ``state``. WireError refuses."""
        if self.status == "over":
            raise WireError("room_full", "the match is over")
        name, secret = check_hello(hello, self.code)
        seat, secret, back = take_seat(self.seats, name, secret)
        old = seat.link
        seat.link, seat.away_since, seat.log_sent = link, None, (0, 0)
        if old is not None and old is not link:
            old.close("replaced")
        self.session.room = room_json(self.code, self.seats)
        if not back:
            self.session.save()  # the secret's hash is on disk before the player holds the secret
        link.send(self.welcome(seat, secret, back))
        seat.stand_in = False
        self.announce(seat, "back" if back else "joined")
        self.wake.set()
        return seat

    def leave(self, link: Link) -> None:
        """A connection ended: its seat waits for its player for the grace period, then a bot plays it."""
        seat = self.seat_of(link)
        if seat is None:
            return
        seat.link, seat.away_since, seat.ready_next = None, self.loop.time(), False
        if self.status != "over":
            self.announce(seat, "dropped")
        self.wake.set()

    def answer(self, link: Link, message: dict[str, Any]) -> None:
        """An ``action`` message: one of the actions the seat's last state offered, for that state's step."""
        seat = self.seat_of(link)
        if seat is None:
            raise WireError("hello_expected")
        step, choice = message.get("step"), message.get("id")
        if type(step) is not int or type(choice) is not int:
            raise WireError("bad_message", "an action names the state's step and an offered id")
        if step != self.session.step:
            raise WireError("stale_step")
        offered, next_hand = self.offered_to(seat)
        if not offered and not next_hand:
            raise WireError("not_your_turn")
        if next_hand:
            if choice != 0:
                raise WireError("not_offered")
            seat.ready_next = True
        else:
            action = chosen_action(offered, choice, message.get("tiles"))
            if action is None:
                raise WireError("not_offered")
            self.answers[seat.chair] = (step, action)
        self.wake.set()

    def seat_of(self, link: Link) -> Seat | None:
        return next((seat for seat in self.seats if seat.link is link), None)

    # --- the match --------------------------------------------------------------------------------

    async def run(self) -> None:
        """Play the match to its end: the lobby, then every action and every hand."""
        self.publish()
        await self.until(lambda: all(s.name is not None for s in self.seats if s.human))
        self.status = "playing"
        self.say(f"hand {self.session.hand_number}: playing")
        self.publish()
        while True:
            if self.session.result is not None:
                if self.session.match_over:
                    await self.finish()
                    return
                await self.between_hands()
                continue
            await self.play(await self.next_action())

    async def until(self, ready: Callable[[], bool],
                    wake_at: Callable[[], float | None] = lambda: None) -> None:
        """Wait until ``ready()``, asked again whenever something changes and at the time ``wake_at()``."""
        while not ready():
            await self.changed(wake_at())

    async def changed(self, deadline: float | None) -> None:
        """Return when something may let the table go on, or at the loop time ``deadline``."""
        self.wake.clear()
        timeout = None if deadline is None else max(0.0, deadline - self.loop.time())
        try:
            await asyncio.wait_for(self.wake.wait(), timeout)
        except TimeoutError:
            pass

    async def next_action(self) -> Action:
        while (found := self.decided()) is None:
            await self.changed(None if self.paused() else self.next_deadline())  # paused: no clock runs
        return found

    def decided(self) -> Action | None:
        """The action to apply now, if one is decided: a human's answer, a bot's, or the SH-19 clock's."""
        if self.paused():
            return None
        session, now = self.session, self.loop.time()
        step = session.step
        for seat in self.seats:
            self.check_grace(seat, now)
        for chair in session.to_act():
            seat = self.seats[chair]
            if not self.plays_human(seat):
                task = self.bot_task(chair, step)
                if task.done() and not task.cancelled():
                    return self.bot_answer(chair, task)
                continue
            answer = self.answers.get(chair)
            if answer is not None and answer[0] == step:
                return answer[1]
            if session.turn_seconds and now - self.asked(chair) >= session.turn_seconds:
                return session.timeout_action(chair)
        return None

    def asked(self, chair: int) -> float:
        """When ``chair`` was first asked about the table's current step (the SH-19 clock starts there)."""
        step = self.session.step
        held = self.asked_at.get(chair)
        if held is None or held[0] != step:
            held = self.asked_at[chair] = (step, self.loop.time())
        return held[1]

    def bot_answer(self, chair: int, task: asyncio.Task[Action]) -> Action | None:
        """The bot's action; a bot that failed is answered for by the SH-19 rule (a pass, the drawn tile)."""
        fault = task.exception()
        if fault is None:
            return task.result()
        self.say(f"seat {chair + 1}: the bot failed ({fault.__class__.__name__}); the table plays for it")
        return self.session.timeout_action(chair)

    def next_deadline(self) -> float | None:
        """When waiting must end even if nothing happens: a grace period or an SH-19 clock running out."""
        times = [seat.away_since + self.grace for seat in self.seats
                 if seat.human and seat.away_since is not None and not seat.stand_in]
        seconds = self.session.turn_seconds
        if seconds:
            step = self.session.step
            times += [when + seconds for asked_step, when in self.asked_at.values() if asked_step == step]
        return min(times) if times else None

    def paused(self) -> bool:
        """Human seats, none of them connected: nobody to play for, so nothing moves."""
        humans = [seat for seat in self.seats if seat.human]
        return bool(humans) and not any(seat.here for seat in humans)

    def plays_human(self, seat: Seat) -> bool:
        return seat.human and not seat.stand_in

    def check_grace(self, seat: Seat, now: float) -> None:
        if (seat.human and not seat.here and not seat.stand_in and seat.away_since is not None
                and now - seat.away_since >= self.grace):
            seat.stand_in = True
            self.announce(seat, "bot_plays")

    def bot_task(self, chair: int, step: int) -> asyncio.Task[Action]:
        held = self.bot_tasks.get(chair)
        if held is not None and held[0] == step:
            return held[1]
        if held is not None:
            held[1].cancel()
        task = asyncio.create_task(self.bot_decides(chair, step))
        task.add_done_callback(lambda _: self.wake.set())
        self.bot_tasks[chair] = (step, task)
        return task

    async def bot_decides(self, chair: int, step: int) -> Action:
        """A bot's answer, as ``play`` seeds it (the seed, the step, the chair): a resumed table plays on as
        the first would have. A pass goes at once; anything else after the bot delay, so people can see it."""
        seat = self.seats[chair]
        rng = random.Random(f"{self.session.settings.seed}:{step}:{chair}")
        bot = make_bot(DEFAULT_BOT if seat.human else seat.player, rng)
        action: Action = await asyncio.to_thread(bot.choose, self.session.observation(chair))
        if action.kind is not ActionKind.PASS and self.bot_delay:
            await asyncio.sleep(self.bot_delay)
        return action

    async def play(self, action: Action) -> None:
        session = self.session
        self.why_not = {seat.chair: session.why_not_before(seat.chair, action) for seat in self.seats
                        if seat.here and seat.chair != action.chair}
        hand, start = session.hand_number, len(session.game.events)
        session.apply(action)
        self.answers.pop(action.chair, None)
        for _, task in self.bot_tasks.values():  # every question is asked afresh at the new step
            task.cancel()
        self.bot_tasks.clear()
        self.publish(action.chair)  # the players' states first: on their sockets before anything else
        session.save()  # then the save (its fsync in the writer thread) and the operator's log
        for event in session.game.events[start:]:
            line = event_line(event, self.names())
            if line:
                self.say(f"hand {hand}: {line}")
        await self.on_disk()  # no next move before this one is saved: a kill loses at most this one

    async def between_hands(self) -> None:
        """The result is up (its states sent with the hand's last move): wait until every connected player
        went on, then deal. A player's ``next_hand`` may have come while that move's save was written: it
        counts (the answers are cleared once the next hand is dealt, not here)."""
        deadline = self.loop.time() + self.result_wait

        def ready() -> bool:  # every connected player went on, or the result wait ran out; never when paused
            if self.paused():
                return False
            return all(s.ready_next for s in self.seats if s.here) or self.loop.time() >= deadline

        await self.until(ready, lambda: None if self.paused() else deadline)
        if not any(seat.human for seat in self.seats):
            await asyncio.sleep(self.bot_delay)
        self.session.next_hand()
        for seat in self.seats:
            seat.ready_next = False
        self.why_not = {}
        self.publish()
        self.say(f"hand {self.session.hand_number}: dealt")
        await self.on_disk()

    async def finish(self) -> None:
        self.status = "over"
        self.publish()
        scores = list(self.session.scores())
        self.session.finish()
        self.say(f"match over: scores {' '.join(f'{n}={s:+d}' for n, s in zip(self.names(), scores))}")
        for seat in self.seats:
            if seat.link is not None:
                seat.link.send({"type": "match_end", "scores": scores})
        self.close_all("match_over")

    def close_all(self, reason: str) -> None:
        """Tell every player why the table closes (``bye``) and end their connections."""
        for seat in self.seats:
            if seat.link is not None:
                link, seat.link = seat.link, None
                link.send({"type": "bye", "reason": reason})
                link.close()

    async def on_disk(self) -> None:
        """Wait until the save holding the last action is written (in the writer thread). Shielded: a table
        stopped meanwhile must not cancel the write itself (wrap_future would)."""
        pending = self.session.store.write_under_way
        if pending is not None:
            await asyncio.shield(asyncio.wrap_future(pending))

    # --- what the players are sent ---------------------------------------------------------------

    def offered_to(self, seat: Seat) -> tuple[Sequence[Action], bool]:
        """(the engine actions offered to ``seat`` now, whether ``next_hand`` is offered)."""
        session = self.session
        if self.status != "playing" or not seat.here:
            return (), False
        if session.result is not None:
            return (), not session.match_over and not seat.ready_next
        if seat.chair in session.to_act() and self.plays_human(seat):
            return session.legal_actions(seat.chair), False
        return (), False

    def publish(self, mover: int | None = None) -> None:
        """Every seated player's new ``state`` at once, the ``mover``'s last (the others have yet to see the
        move; the mover's screen shows it already, and four clients share the machine's cores in the order
        their lines come); then the learning aids that had to be worked out afresh (a few ms a seat), each
        in an ``aids`` line, so that no state waits for them."""
        seats = sorted(self.seats, key=lambda seat: seat.chair == mover)
        late = [seat for seat in seats if seat.link is not None and not self.send_state(seat)]
        for seat in late:
            if seat.link is not None:
                seat.link.send({"type": "aids", "step": self.session.step, "aids": self.aids_of(seat, True)})

    def send_state(self, seat: Seat) -> bool:
        """Send ``seat`` its state; False when its aids are not worked out yet (``aids`` null in it)."""
        assert seat.link is not None
        session = self.session
        hand, events = session.hand_number, len(session.game.events)
        sent_hand, sent = seat.log_sent
        offered, next_hand = self.offered_to(seat)
        time_left = None
        if session.turn_seconds and offered:
            time_left = max(0.0, session.turn_seconds - (self.loop.time() - self.asked(seat.chair)))
        aids = self.aids_of(seat, False)
        seat.link.send(seat_state.state_json(
            session, seat.chair, log_from=sent if sent_hand == hand and sent <= events else 0,
            offered=offered, next_hand=next_hand, seats=[s.roster_json() for s in self.seats],
            table=self.status, time_left=time_left, aids=aids))
        seat.log_sent = (hand, events)
        return aids is not None or not self.wants_aids(seat)

    def wants_aids(self, seat: Seat) -> bool:
        return seat.human and self.session.result is None and self.status == "playing"

    def aids_of(self, seat: Seat, work_out: bool) -> dict[str, Any] | None:
        """The aids of the seat's own hand; worked out again (when ``work_out``) only when that hand
        changed or the seat is asked — most moves at the table leave a seat's own hand as it was."""
        if not self.wants_aids(seat):
            return None
        chair, session = seat.chair, self.session
        obs = session.observation(chair)
        asked = bool(self.offered_to(seat)[0])
        key = (session.hand_number, obs.held_counts, obs.melds[chair], obs.flowers[chair], asked)
        cached = self.aids_cache.get(chair)
        if cached is None or cached[0] != key:
            if not work_out:
                return None
            cached = self.aids_cache[chair] = (key, seat_state.hand_aids_json(session, chair, asked))
        not_taken = self.why_not.get(chair)
        return {**cached[1], "why_not_claim": None if not_taken is None else not_taken.reason,
                "why_not_claim_win": None if not_taken is None else not_taken.win}

    def welcome(self, seat: Seat, secret: str, back: bool) -> dict[str, Any]:
        session = self.session
        variant = get_variant(session.settings.variant)
        return {
            "type": "welcome", "protocol": PROTOCOL, "seat": seat.chair, "name": seat.name,
            "secret": secret, "rejoined": back,
            "room": {"code": self.code, "variant": variant.id,
                     "variant_names": {"zh": variant.name_zh, "en": variant.name_en},
                     "rules_fingerprint": rules_fingerprint(variant.id),
                     "options": dict(session.match.options),
                     "hands": session.settings.hands, "grace_seconds": self.grace,
                     "result_seconds": self.result_wait, "turn_seconds": session.turn_seconds,
                     "seats": [s.roster_json() for s in self.seats]},
        }

    def announce(self, seat: Seat, event: str) -> None:
        """A seat's news (joined, dropped, bot_plays, back) to every player, then everyone's new state."""
        words = {"joined": "joined", "dropped": f"dropped (a bot plays in {self.grace:g} s)",
                 "bot_plays": "is played by a bot", "back": "is back"}[event]
        self.say(f"seat {seat.chair + 1}: {seat.name} {words}")  # numbered from 1, as the players' screens
        message: dict[str, Any] = {"type": "seat", "chair": seat.chair, "name": seat.name, "event": event}
        if event == "dropped":
            message["grace_seconds"] = self.grace
        for other in self.seats:
            if other.link is not None:
                other.link.send(message)
        self.publish()

    def names(self) -> list[str]:
        return [seat.name or f"{seat.player} {seat.chair + 1}" for seat in self.seats]
