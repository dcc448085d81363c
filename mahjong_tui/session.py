"""Matches played on this machine, as the table screen drives them (``table_protocol.Session``).

:class:`LocalSession` is the engine's match and the seats' players, made here: it answers what the screen
asks (observations, events, whose move, the learning aids) and applies actions. :class:`TableSession` is
the saved match of ``play``: every applied action is saved at once (atomically) so ``play --resume``
continues exactly, and in hot-seat the claim window on a discard (``call_window``) comes first. Nothing
here imports Textual, so the core can be driven and tested without a screen.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from bots.advice import HandStatus, hand_status
from mahjong_tui import call_window
from mahjong_tui.call_window import CallWindow
from mahjong_tui.catalog import make_bot
from mahjong_tui.settings import GameSettings, saved_options
from mahjong_tui.storage import DamagedSave, SaveStore, not_replayed
from mahjong_tui.table_protocol import Ask, BotTurn, CallsOpen, Ended, NotTaken, Question, Refused, Waiting
from mahjong_tui.waits_line import wait_verdicts
from rules.engine import Action, ActionKind, Event, Game, HandResult, IllegalAction, Match, Observation
from rules.records import MatchRecord
from rules.scoring import SeatHand
from rules.variants.cixi.paohua import PAOHUA_MARK


class LocalSession:
    """One match on this machine: the engine :class:`Match` and who sits in each chair. Saves nothing;
    :class:`TableSession` saves, :class:`~mahjong_tui.lesson_session.LessonSession` teaches."""

    def __init__(self, settings: GameSettings, match: Match) -> None:
        self.settings = settings
        self.match = match
        self._status: tuple[int, int, tuple[HandStatus, dict[int, str]]] | None = None  # (step, chair, …)
        if match.game is None:
            match.next_hand()

    # --- what the screen asks -------------------------------------------------------------------

    @property
    def game(self) -> Game:
        game = self.match.game
        assert game is not None, "a session always has a hand dealt"
        return game

    @property
    def step(self) -> int:
        """Actions applied so far in this match: a bot's answer for an older step is stale."""
        return len(self.game.actions) + 10_000 * self.hand_number

    @property
    def hand_number(self) -> int:
        """1 for the first hand; a finished hand on the table keeps its number until the next is dealt."""
        booked = len(self.match.hands)
        return booked if self.game.result is not None else booked + 1

    @property
    def at_screen(self) -> tuple[int, ...]:
        """Every human chair: they share this screen (hot-seat when there are several)."""
        return tuple(self.settings.humans)

    def to_act(self) -> list[int]:
        return list(self.game.to_act())

    def legal_actions(self, chair: int) -> list[Action]:
        return list(self.game.legal_actions(chair))

    def observation(self, chair: int) -> Observation:
        return self.game.observation(chair)

    def events(self, chair: int) -> Sequence[Event]:
        return [event.seen_by(chair) for event in self.game.events]

    @property
    def result(self) -> HandResult | None:
        return self.game.result

    def table_marks(self) -> dict[str, int]:
        """The variant's marks for this hand: carried counters (SH-16 荒番, JH-6) and SH-15 開寶."""
        game = self.game
        return game.variant.table_marks(game.dice, game.carry)

    def win_tile(self) -> int | None:
        """The tile the hand was won on (drawn, discarded or robbed), once it is over."""
        return next((e.tile for e in reversed(self.game.events) if e.kind == "win"), None)

    def carry(self) -> dict[str, int]:
        return dict(self.game.carry)

    def dealer_streak(self) -> int:
        return self.match.dealer_streak()

    def throws_flowers(self, chair: int) -> bool:
        """CX-11 抛花: the seat's hand is won by any tile it draws (shown at its seat)."""
        return PAOHUA_MARK in self.game.table_view().marks[chair]

    def shown_hand(self, chair: int) -> tuple[int, ...] | None:
        """Practice with the bots' hands shown: a bot's concealed tiles."""
        settings = self.settings
        if not (settings.practice and settings.show_bot_hands) or settings.is_human(chair):
            return None
        return tuple(self.observation(chair).concealed)

    def revealed_hands(self) -> list[tuple[int, ...]]:
        """Every chair's concealed tiles, for the result screen once the hand is over."""
        assert self.result is not None
        return [self.game.observation(chair).concealed for chair in range(4)]

    def stacks(self) -> tuple[int, ...] | None:
        """SH-20 逛花園: each chair's points left now (None when the option is off)."""
        return self.match.stacks()

    @property
    def turn_seconds(self) -> int | None:
        """SH-19 計時: seconds a human has for each decision (None: no timer)."""
        return self.game.turn_seconds

    def timeout_action(self, chair: int) -> Action | None:
        """SH-19: what the table plays for ``chair`` when its time runs out."""
        return self.game.timeout_action(chair)

    @property
    def match_over(self) -> bool:
        hands = self.settings.hands
        return self.result is not None and hands > 0 and self.hand_number >= hands

    def scores(self) -> tuple[int, int, int, int]:
        scores = tuple(self.match.scores)
        return (scores[0], scores[1], scores[2], scores[3])

    # --- learning aids for a human seat (issue 10): own tiles and the table only -----------------

    def hand_status(self, chair: int) -> tuple[HandStatus, dict[int, str]]:
        """The seat's distance to ready, plan and live waits (bots.advice), with the variant's verdict on
        each wait ("" = a legal win); computed once per table step."""
        cached = self._status
        if cached is not None and cached[:2] == (self.step, chair):
            return cached[2]
        status = hand_status(self.observation(chair))  # on its own turn: after the hinted discard
        verdicts = self.wait_verdicts(chair, status.discard) if status.waits else {}
        self._status = (self.step, chair, (status, verdicts))
        return status, verdicts

    def progress(self, chair: int) -> str | None:
        """Progress toward the variant's minimum from the seat's own tiles, melds and flowers ("16/20 胡")."""
        obs = self.observation(chair)
        hand = SeatHand(tuple(obs.concealed), tuple(obs.melds[chair]), tuple(obs.flowers[chair]))
        return self.game.variant.progress(hand, obs.winds[chair], self.game.options)

    def wait_verdicts(self, chair: int, discard: int | None = None) -> dict[int, str]:
        """Why each waiting tile (after ``discard``) would not be a legal win, "" where it would."""
        return wait_verdicts(self.game, chair, discard)

    def why_not_now(self, chair: int) -> str | None:
        """Why the seat's complete hand (drawn tile, or the discard on offer) is not a legal win."""
        return self.game.why_not_win(chair)

    def why_not_before(self, chair: int, action: Action) -> NotTaken | None:
        """Asked before another seat's discard is applied: why ``chair`` cannot win on it or claim it."""
        if (action.kind not in (ActionKind.DISCARD, ActionKind.KNOCK) or action.chair == chair
                or action.tile is None):
            return None
        no_win = self.game.why_not_win(chair, (action.tile, action.chair))
        if no_win is not None:
            return NotTaken(no_win, win=True)
        no_claim = self.game.why_not_claim(chair, action.tile, action.chair)
        return NotTaken(no_claim, win=False) if no_claim is not None else None

    # --- whose move, and moves --------------------------------------------------------------------

    def next_question(self) -> Question:
        """Who must act next; a human whose only answer is a pass (or who chose not to be asked) is
        answered here, as the settings say."""
        while self.result is None:
            look = self.next_look()
            if look is not None:
                return look
            chairs = self.to_act()
            if not chairs:
                return Waiting()
            bots = [c for c in chairs if not self.settings.is_human(c)]
            if bots:
                chair = bots[0]
                return BotTurn(chair, self.observation(chair), self.bot_for(chair), self.settings.bot_delay)
            chair = chairs[0]
            legal = self.legal_actions(chair)
            auto = self.auto_pass(chair, legal)
            if auto is None:
                return Ask(chair, tuple(legal), self.tries_open(chair))
            self.apply(auto)
        return Ended()

    def next_look(self) -> Ask | CallsOpen | None:
        """A question asked before the engine's (the hot-seat claim window, :class:`TableSession`); None
        here."""
        return None

    def tries_open(self, chair: int) -> bool:
        """Whether moves the table does not offer are sent to :meth:`apply` anyway (a lesson's stop)."""
        return False

    def apply(self, action: Action) -> Refused | None:
        try:
            self.match.apply(action)
        except IllegalAction as exc:
            return Refused(action, exc.refusal or str(exc))
        self.applied(action)
        return None

    def applied(self, action: Action) -> None:
        """After an action is applied: what the session keeps of it (a save, the hot-seat looks)."""

    def connect(self, wake: Callable[[], None]) -> None:
        """A local match changes only by the screen's doing: nothing to call back."""

    def next_hand(self) -> None:
        self.match.next_hand()

    def finish(self) -> None:
        """Nothing kept, nothing to clear."""

    def take_back(self) -> bool:
        return self.match.undo_last(self.settings.humans)

    def bot_for(self, chair: int) -> Any:
        """A fresh bot for one decision; its generator depends only on the seed and the position, so a
        resumed match plays on exactly as the uninterrupted one would."""
        rng = random.Random(f"{self.settings.seed}:{self.step}:{chair}")
        return make_bot(self.settings.seats[chair], rng)

    def auto_pass(self, chair: int, legal: list[Action]) -> Action | None:
        """The PASS to send for a human who chose not to be asked (settings) or has nothing but PASS."""
        kinds = {a.kind for a in legal}
        passes = [a for a in legal if a.kind is ActionKind.PASS]
        if not passes or ActionKind.DISCARD in kinds or ActionKind.SWAP in kinds:  # SH-18: always asked
            return None
        offered = kinds - {ActionKind.PASS}
        if not offered:
            return passes[0]
        if self.settings.auto_pass == "chi" and offered == {ActionKind.CHI}:
            return passes[0]
        if self.settings.auto_pass == "all" and ActionKind.WIN not in offered:
            return passes[0]
        return None


class TableSession(LocalSession):
    """The match of ``play`` (solo, hot-seat, watch mode): saved after every action in its own file, and
    in hot-seat the claim window on every claimable discard (``call_window``), saved with it."""

    resumable = True  # ``play --resume`` continues it (a lesson is started again instead)

    def __init__(self, settings: GameSettings, match: Match, store: SaveStore) -> None:
        super().__init__(settings, match)
        self.store = store
        self.stopped_at: int | None = None  # the step an unexpected fault stopped the app at (crash.py)
        self.calls: CallWindow | None = None  # hot-seat: the claim window open on the last discard

    @classmethod
    def new(cls, settings: GameSettings, store: SaveStore,
            stacked_wall: Sequence[int] | None = None) -> TableSession:
        match = Match(settings.variant, settings.seed, settings.options, settings.seats,
                      first_wall=stacked_wall)
        session = cls(settings.with_(options=dict(match.options)), match, store)
        session.save()
        return session

    @classmethod
    def resume(cls, store: SaveStore) -> TableSession | None:
        """The saved match, or None; :class:`DamagedSave` (file set aside) when it cannot be replayed."""
        data = store.read()
        if data is None:
            return None
        try:
            settings = GameSettings.from_json(data["settings"])
            record = MatchRecord.from_json(data["match"])
            options = saved_options(record.variant, record.options, data["settings"])
            wall = data.get("first_wall")
            match = Match.from_record(record, first_wall=[int(k) for k in wall] if wall is not None else None)
            session = cls(settings.with_(options=options), match, store)
            session.calls = call_window.saved_window(data, settings.humans, session.game.actions)
            session.stopped_at = _step_or_none(data.get("stopped_at"), "stopped_at")
        except Exception as exc:  # any field the app cannot use (issue 15): set aside, never tried again
            raise store.set_aside(not_replayed(exc)) from exc
        return session

    def save_after_fault(self) -> Path | None:
        """The last resort's save (mahjong_tui/crash.py): saved with the step the fault came at, then read
        back and replayed as ``play --resume`` does and asked what the table asks first. None when
        ``--resume`` continues the match. Else the save is set aside and this says where: it cannot be
        replayed, or the app already stopped at this very step once: resuming would meet the fault again."""
        again = self.stopped_at == self.step
        self.stopped_at = self.step
        self.save()
        if self.store.saving_off is not None:
            return None  # nothing new on disk to check: the notice says saving is off
        try:
            if again:
                raise self.store.set_aside(f"the game stopped twice at step {self.step} of this match")
            resumed = TableSession.resume(SaveStore(self.store.directory, self.store.name))
            if resumed is not None:
                for chair in resumed.to_act():
                    resumed.observation(chair)  # its legal actions and the rest the table shows first
        except DamagedSave as damaged:
            return damaged.kept_as or damaged.path
        except Exception as exc:  # noqa: BLE001 — whatever the table meets first, the resumed match meets too
            set_aside = self.store.set_aside(f"cannot go on: {exc}")
            return set_aside.kept_as or set_aside.path
        return None

    def open_calls(self) -> CallWindow | None:
        """The claim window still open: a hand over or taken back closes it."""
        window = self.calls
        if window is not None and (self.result is not None
                                   or not window.about(self.hand_number, len(self.game.actions))):
            self.calls = window = None
        return window

    def next_look(self) -> Ask | CallsOpen | None:
        window = self.open_calls()
        if window is None:
            return None
        if window.calling is not None:  # their private look: their claims, or Pass alone
            return Ask(window.calling, tuple(call_window.shown_to(self, window.calling)))
        return window.question(self.game.actions[window.actions - 1], self.call, self.close_calls)

    def call(self, chair: int) -> None:
        """A caller pressed their number on the neutral screen: their private look is next."""
        window = self.open_calls()
        if window is not None and window.may_call(chair):
            self.calls = window.call(chair)
            self.save()

    def close_calls(self) -> None:
        """The next player goes on: the table answers for every caller who did not call (a win they hold
        is taken, else a pass), and the engine settles the discard."""
        window = self.open_calls()
        if window is None:
            return
        self.calls = None
        for answer in call_window.table_answers(self, window.waiting):
            if self.result is None and answer.chair in self.to_act():
                super().apply(answer)
        self.save()

    def apply(self, action: Action) -> Refused | None:
        window = self.calls
        looking = window is not None and window.calling == action.chair and action.kind is ActionKind.PASS
        legal = call_window.in_window(self, action.chair) if looking else []
        if window is not None and looking and action not in legal:
            # a look with only Pass, answered: the engine awaits nothing from this chair, or the pass of
            # their auto-pass setting, which it hears
            auto = self.auto_pass(action.chair, legal) if legal else None
            if auto is not None:
                return super().apply(auto)
            self.calls = window.answer()
            self.save()
            return None
        return super().apply(action)

    def applied(self, action: Action) -> None:
        window = self.calls
        if window is not None and window.calling == action.chair and action.kind in call_window.ANSWERS:
            self.calls = window.answer()  # a claim does not close the window for the others: that would tell
        elif action.kind in call_window.OPENS_CALLS:
            game = self.game
            self.calls = CallWindow.after(action, self.settings.humans, game.wild_kinds, self.hand_number,
                                          len(game.actions))
        self.save()  # with the window: a resumed match opens the same one

    def next_hand(self) -> None:
        super().next_hand()
        self.save()

    def take_back(self) -> bool:
        if not super().take_back():
            return False
        self.save()
        return True

    def save(self) -> None:
        self.store.write(self.payload())

    def payload(self) -> dict[str, Any]:
        """What a save holds: the settings, the match record, the first wall, the open claim window (and the
        step a fault stopped the app at). The options are held once, in the match record, which is what the
        game replays and plays with (issue 26): the settings leave their copy out."""
        settings = self.settings.to_json()
        del settings["options"]
        wall = self.match.first_wall
        payload: dict[str, Any] = {"settings": settings, "match": self.match.to_record().to_json(),
                   "first_wall": list(wall) if wall is not None else None,
                   "calls": self.calls.to_json() if self.calls is not None else None}
        if self.stopped_at is not None:
            payload["stopped_at"] = self.stopped_at
        return payload

    def finish(self) -> None:
        self.store.clear()


def _step_or_none(value: Any, name: str) -> int | None:
    if value is not None and (type(value) is not int or value < 0):
        raise ValueError(f"{name}: expected a step of the match")
    return value


__all__ = ["DamagedSave", "LocalSession", "TableSession"]
