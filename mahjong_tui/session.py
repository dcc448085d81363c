"""The headless core of the table: the engine's match, who sits in each chair, and saving.

The table screen asks a :class:`TableSession` what to show and hands it the actions that keys and bots
produce; every applied action is saved at once (atomically) so ``play --resume`` continues exactly.
Nothing here imports Textual, so the core can be driven and tested without a screen.
"""

from __future__ import annotations

import random
from typing import Any

from mahjong_tui.catalog import make_bot
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import DamagedSave, SaveStore
from rules.engine import Action, ActionKind, Game, HandResult, Observation
from rules.variants import get_variant


class AppMatch:
    """A match of hands over :class:`rules.engine.Game` with fixed chairs and running scores (C-2, C-7).

    Its record is the seed, options and, per hand, the dealer, the carried counters and the actions in
    text notation; loading replays them, so a resumed match is exactly the saved one.
    """

    def __init__(self, variant: str, seed: int, options: dict[str, Any],
                 stacked_wall: list[int] | None = None) -> None:
        self.variant = variant
        self.stacked_wall = stacked_wall  # the first hand's wall in draw order (lessons, puzzles, tests)
        self.seed = seed
        self.options = options
        self.scores = [0, 0, 0, 0]
        self.hands: list[dict[str, Any]] = []  # finished hands: dealer, carry, actions, net
        self.dealer = get_variant(variant).first_dealer(random.Random(seed))
        self.carry: dict[str, int] = {}
        self.streak = 0
        self.game = self.deal()

    def deal(self) -> Game:
        # each hand's wall comes from the match seed and the hand's number (C-3)
        rng = random.Random(f"{self.seed}:{len(self.hands)}")
        wall = self.stacked_wall if not self.hands else None
        return Game(self.variant, rng, self.dealer, dict(self.carry), self.options, wall=wall)

    @property
    def hand_index(self) -> int:
        return len(self.hands)

    def apply(self, action: Action) -> None:
        self.game.apply(action)
        result = self.game.result
        if result is not None:
            for chair in range(4):
                self.scores[chair] += result.net[chair]

    def next_hand(self) -> None:
        result = self.game.result
        assert result is not None, "the hand is still being played"
        self.hands.append(self.hand_record())
        self.streak = self.streak + 1 if result.next_dealer == self.dealer else 0
        self.dealer = result.next_dealer
        self.carry = dict(result.carry)
        self.game = self.deal()

    def hand_record(self) -> dict[str, Any]:
        return {"dealer": self.game.dealer, "carry": dict(self.game.carry),
                "actions": [str(a) for a in self.game.actions]}

    def to_record(self) -> dict[str, Any]:
        return {"variant": self.variant, "seed": self.seed, "options": self.options,
                "stacked_wall": self.stacked_wall, "hands": [*self.hands, self.hand_record()]}

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> AppMatch:
        wall = record.get("stacked_wall")
        match = cls(str(record["variant"]), int(record["seed"]), dict(record["options"]),
                    [int(k) for k in wall] if wall else None)
        hands = list(record["hands"])
        for number, hand in enumerate(hands):
            if int(hand["dealer"]) != match.dealer:
                raise ValueError(f"hand {number + 1}: dealer does not follow the rules")
            for text in hand["actions"]:
                match.apply(Action.parse(str(text)))
            if number < len(hands) - 1:
                match.next_hand()
        return match


class TableSession:
    """One match in the app: the engine :class:`Match`, the seats' players and the save store."""

    def __init__(self, settings: GameSettings, match: AppMatch, store: SaveStore) -> None:
        self.settings = settings
        self.match = match
        self.store = store

    @classmethod
    def new(cls, settings: GameSettings, store: SaveStore, stacked_wall: list[int] | None = None) -> TableSession:
        variant = get_variant(settings.variant)
        options = variant.options(settings.options)
        match = AppMatch(settings.variant, settings.seed, options, stacked_wall)
        session = cls(settings.with_(options=options), match, store)
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
            match = AppMatch.from_record(data["match"])
        except (KeyError, TypeError, ValueError) as exc:
            raise store.set_aside(f"cannot replay the saved match: {exc}") from exc
        return cls(settings, match, store)

    # --- what the screen asks -------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def step(self) -> int:
        """Actions applied so far in this match: a bot's answer for an older step is stale."""
        return len(self.game.actions) + 10_000 * self.match.hand_index

    @property
    def hand_number(self) -> int:
        return int(self.match.hand_index) + 1

    def to_act(self) -> list[int]:
        return list(self.game.to_act())

    def legal_actions(self, chair: int) -> list[Action]:
        return list(self.game.legal_actions(chair))

    def observation(self, chair: int) -> Observation:
        return self.game.observation(chair)

    @property
    def result(self) -> HandResult | None:
        return self.game.result

    def carry(self) -> dict[str, int]:
        return dict(self.game.carry)

    def dealer_streak(self) -> int:
        return self.match.streak

    def revealed_hands(self) -> list[tuple[int, ...]]:
        """Every chair's concealed tiles, for the result screen once the hand is over."""
        assert self.result is not None
        return [self.game.observation(chair).concealed for chair in range(4)]

    @property
    def match_over(self) -> bool:
        hands = self.settings.hands
        return self.result is not None and hands > 0 and self.hand_number >= hands

    def scores(self) -> tuple[int, int, int, int]:
        scores = tuple(self.match.scores)
        return (scores[0], scores[1], scores[2], scores[3])

    # --- what the screen does -------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        self.match.apply(action)
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
        if not passes or ActionKind.DISCARD in kinds:
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
        self.store.write({"settings": self.settings.to_json(), "match": self.match.to_record()})

    def finish(self) -> None:
        self.store.clear()


__all__ = ["DamagedSave", "TableSession"]
