"""The headless core of the table: the engine's match, who sits in each chair, and saving.

The table screen asks a :class:`TableSession` what to show and hands it the actions that keys and bots
produce; every applied action is saved at once (atomically) so ``play --resume`` continues exactly.
Nothing here imports Textual, so the core can be driven and tested without a screen.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bots.advice import HandStatus, hand_status
from mahjong_tui.catalog import make_bot
from mahjong_tui.claim_looks import ClaimLooks
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import DamagedSave, SaveStore
from mahjong_tui.waits_line import wait_verdicts
from rules.engine import Action, ActionKind, Game, HandResult, Match, Observation
from rules.records import MatchRecord
from rules.scoring import SeatHand
from rules.variants.cixi.paohua import PAOHUA_MARK


class TableSession:
    """One match in the app: the engine :class:`Match`, the seats' players and the save store."""

    def __init__(self, settings: GameSettings, match: Match, store: SaveStore) -> None:
        self.settings = settings
        self.match = match
        self.store = store
        self._status: tuple[int, int, tuple[HandStatus, dict[int, str]]] | None = None  # (step, chair, …)
        self.looks = ClaimLooks(self)  # pass-and-play: the humans still to be asked about a discard
        if match.game is None:
            match.next_hand()

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
            wall = data.get("first_wall")
            match = Match.from_record(MatchRecord.from_json(data["match"]),
                                      first_wall=[int(k) for k in wall] if wall is not None else None)
            session = cls(settings, match, store)
            session.looks.load(data.get("looks"))  # a save of format 1 has none: resumed without them
        except Exception as exc:  # any field the app cannot use (issue 15): set aside, never tried again
            raise store.set_aside(f"cannot replay the saved match: {exc}") from exc
        return session

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

    def to_act(self) -> list[int]:
        return list(self.game.to_act())

    def legal_actions(self, chair: int) -> list[Action]:
        return list(self.game.legal_actions(chair))

    def observation(self, chair: int) -> Observation:
        return self.game.observation(chair)

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

    def why_not_before(self, chair: int, action: Action) -> str | None:
        """Asked before another seat's discard is applied: why ``chair`` cannot win on it or claim it."""
        if (action.kind not in (ActionKind.DISCARD, ActionKind.KNOCK) or action.chair == chair
                or action.tile is None):
            return None
        offered = (action.tile, action.chair)
        return (self.game.why_not_win(chair, offered)
                or self.game.why_not_claim(chair, action.tile, action.chair))

    # --- what the screen does -------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        self.match.apply(action)
        self.looks.after(action)  # saved with the action: a resumed match asks the same looks
        self.save()

    def next_hand(self) -> None:
        self.match.next_hand()
        self.save()

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

    def save(self) -> None:
        wall = self.match.first_wall
        self.store.write({"settings": self.settings.to_json(), "match": self.match.to_record().to_json(),
                          "first_wall": list(wall) if wall is not None else None,
                          "looks": self.looks.to_json()})

    def finish(self) -> None:
        self.store.clear()


__all__ = ["DamagedSave", "TableSession"]
