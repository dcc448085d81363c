"""A match: four fixed chairs playing hands in sequence, with dealer rotation, carried counters
(SH-16 荒番, JH-6 draws before) and running scores, through the variant's hooks (C-2, C-7)."""

from __future__ import annotations

import os
import random
from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import Any

from rules.engine.actions import Action, Event, IllegalAction
from rules.engine.game import Game
from rules.records import (
    HandRecord,
    MatchRecord,
    RecordError,
    action_texts,
    read_json_or_set_aside,
    rules_fingerprint,
    set_aside,
    write_json_atomic,
)
from rules.refusal import Refusal, reason_of
from rules.variants import get_variant
from rules.variants.base import Carry, Variant


class Match:
    """Hands in sequence. ``game`` is the hand in progress (a new one starts with :meth:`next_hand`)."""

    def __init__(self, variant: Variant | str, seed: int, options: Mapping[str, Any] | None = None,
                 players: Sequence[str] = ("", "", "", ""), *,
                 first_wall: Sequence[int] | None = None) -> None:
        self.variant = get_variant(variant) if isinstance(variant, str) else variant
        # the first hand's wall in draw order (lessons, puzzles, tests); not part of the record (C-7)
        self.first_wall = tuple(first_wall) if first_wall is not None else None
        self.seed = seed
        self.options = self.variant.options(options)
        self.players = tuple(players)
        self.rng = random.Random(seed)
        self.dealer = self.variant.first_dealer(self.rng)
        self.carry: Carry = {}
        self.scores = [0, 0, 0, 0]
        self.hands: list[HandRecord] = []
        self.game: Game | None = None
        self.booked: Game | None = None  # the last hand booked (``close_hand``): a hand is booked once

    def next_hand(self) -> Game:
        """Deal the next hand (after the previous one finished)."""
        if self.game is not None and self.game.result is None:
            raise IllegalAction("the current hand is not finished")
        hand_seed = self.rng.getrandbits(63)
        wall = self.first_wall if not self.hands else None
        game = self.game = Game(self.variant, hand_seed, self.dealer, self.carry, self.options, wall=wall,
                                stacks=self.stacks())
        if game.result is not None:  # it ended at its deal (SH-2 八花齊 dealt), before anyone acted
            self.close_hand(game)
        return game

    def stacks(self) -> tuple[int, ...] | None:
        """SH-20 逛花園: each chair's points left — the starting stack plus its running score (a player
        at 0 pays nothing more, so this never goes below 0); None when the variant's option is off."""
        start = self.variant.starting_stack(self.options)
        return None if start is None else tuple(start + score for score in self.scores)

    def dealer_streak(self) -> int:
        """連莊: hands in a row just before the one on the table that were dealt by its dealer."""
        if self.game is None:
            return 0
        before = self.hands[:-1] if self.game.result is not None else self.hands
        streak = 0
        for hand in reversed(before):
            if hand.dealer != self.game.dealer:
                break
            streak += 1
        return streak

    def apply(self, action: Action) -> list[Event]:
        """Play an action in the current hand; a finished hand updates scores, dealer and carry."""
        if self.game is None:
            raise IllegalAction("no hand in progress: call next_hand()")
        events = self.game.apply(action)
        if self.game.result is not None:
            self.close_hand(self.game)
        return events

    def close_hand(self, game: Game) -> None:
        """Book a finished hand: scores, record, next dealer and carried counters. ``apply`` books the hand
        its action ends and ``next_hand`` one that ends at its deal; code that plays a hand on its ``Game``
        directly (``simulate``) books it here. A hand is booked once: asking again changes nothing."""
        result = game.result
        assert result is not None
        if game is self.booked:
            return
        self.booked = game
        for chair in range(4):
            self.scores[chair] += result.net[chair]
        self.hands.append(hand_record(game))
        self.dealer = result.next_dealer
        self.carry = dict(result.carry)

    # --- practice (issue 10): take actions back by replaying the hand from its seed (C-7) ---
    def undo_to(self, step: int) -> Game:
        """The hand on the table as it was after its first ``step`` actions. A hand that has just finished
        is taken off the books first (scores, record, dealer and carry as before it ended)."""
        game = self.game
        if game is None or not 0 <= step <= len(game.actions):
            raise IllegalAction(f"cannot go back to action {step} of this hand")
        result = game.result
        if result is not None:
            for chair in range(4):
                self.scores[chair] -= result.net[chair]
            self.hands.pop()
            self.dealer, self.carry = game.dealer, dict(game.carry)
            self.booked = None
        assert game.seed is not None, "a match deals every hand from an integer seed"
        wall = self.first_wall if not self.hands else None
        again = Game(self.variant, game.seed, game.dealer, game.carry, self.options, wall=wall,
                     stacks=game.stacks)  # SH-20: the stacks this hand began with
        for action in game.actions[:step]:
            again.apply(action)
        self.game = again
        if again.result is not None:  # back to the end of a hand (or to a deal that ends it): booked again
            self.close_hand(again)
        return again

    def undo_last(self, chairs: Collection[int]) -> bool:
        """Take back the last action of any of ``chairs`` in this hand and every action after it (the bots
        answer again); False when they have not acted in this hand."""
        actions = self.game.actions if self.game is not None else []
        mine = [i for i, action in enumerate(actions) if action.chair in chairs]
        if not mine:
            return False
        self.undo_to(mine[-1])
        return True

    # --- records (C-7) ---
    def to_record(self) -> MatchRecord:
        current = None
        if self.game is not None and self.game.result is None:
            current = action_texts(self.game.actions)
        return MatchRecord(
            variant=self.variant.id, seed=self.seed, options=dict(self.options), players=self.players,
            hands=tuple(self.hands), current=current, scores=tuple(self.scores),
            fingerprint=rules_fingerprint(self.variant.id),
        )

    @classmethod
    def from_record(cls, record: MatchRecord, *, first_wall: Sequence[int] | None = None) -> Match:
        """Replay a match record: every finished hand again (checked), then the hand in progress."""
        match = cls(record.variant, record.seed, record.options, record.players, first_wall=first_wall)
        for index, hand in enumerate(record.hands):
            game = match.next_hand()
            if (game.seed, game.dealer) != (hand.seed, hand.dealer):
                raise RecordError(Refusal.of("C-7", "hand_seed_differs",
                                             "hand {n}: seed/dealer differ from the record", n=index + 1))
            _replay_into(match, hand.actions, index + 1)
            if match.game is None or match.game.result is None:
                raise RecordError(Refusal.of("C-7", "hand_unfinished",
                                             "hand {n}: the recorded actions do not finish the hand",
                                             n=index + 1))
        if tuple(match.scores) != tuple(record.scores):
            raise RecordError(Refusal.of("C-7", "scores_differ",
                                         "replayed scores {replayed} differ from the saved {saved}",
                                         replayed=str(match.scores), saved=str(list(record.scores))))
        if record.current is not None:
            match.next_hand()
            _replay_into(match, record.current, None)
        return match

    def save(self, path: str | os.PathLike[str]) -> None:
        """Atomic: a temporary file beside ``path`` renamed over it."""
        write_json_atomic(path, self.to_record().to_json())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Match:
        """Resume a saved match; a damaged or unreplayable file is kept aside as ``.bad``."""
        data = read_json_or_set_aside(path)
        try:
            return cls.from_record(MatchRecord.from_json(data))
        except (RecordError, ValueError) as exc:
            bad = set_aside(Path(path))
            raise RecordError(f"cannot resume {Path(path).name}: {exc}; kept aside as {bad.name}") from exc


def _replay_into(match: Match, actions: Sequence[str], hand: int | None) -> None:
    """Replay a hand's recorded actions: ``hand`` is its number, None for the hand in progress."""
    for step, text in enumerate(actions):
        try:
            match.apply(Action.parse(text))
        except IllegalAction as exc:
            raise RecordError(Refusal.of("C-7", "hand_action_refused",
                                         "hand {n}, action {step} ({notation!r}): {detail}",
                                         n=hand, step=step + 1, notation=text, detail=reason_of(exc))
                              if hand is not None else
                              Refusal.of("C-7", "current_action_refused",
                                         "hand in progress, action {step} ({notation!r}): {detail}",
                                         step=step + 1, notation=text, detail=reason_of(exc))) from exc


def hand_record(game: Game) -> HandRecord:
    """The record of one hand so far (C-7)."""
    if game.seed is None:
        raise RecordError("only a hand dealt from an integer seed can be recorded")
    return HandRecord(
        variant=game.variant.id, seed=game.seed, dealer=game.dealer, options=dict(game.options),
        carry=dict(game.carry), dice=game.dice, actions=action_texts(game.actions),
        fingerprint=rules_fingerprint(game.variant.id), stacks=game.stacks,
    )


def replay_hand(record: HandRecord) -> Game:
    """A hand replayed from its record; raises RecordError where the record stops being legal."""
    game = Game(record.variant, record.seed, record.dealer, dict(record.carry), record.options,
                stacks=record.stacks)
    if record.dice != (0, 0) and game.dice != record.dice:
        raise RecordError(Refusal.of("C-7", "dice_differ",
                                     "dice {rolled} differ from the recorded {recorded}",
                                     rolled=str(game.dice), recorded=str(record.dice)))
    for step, text in enumerate(record.actions):
        try:
            game.apply(Action.parse(text))
        except IllegalAction as exc:
            raise RecordError(Refusal.of("C-7", "action_refused", "action {step} ({notation!r}): {detail}",
                                         step=step + 1, notation=text, detail=reason_of(exc))) from exc
    return game
