"""One hand at the table: a synchronous state machine (C-3, C-4, C-5).

``to_act()`` names the chairs that must choose now, ``legal_actions(chair)`` their choices,
``apply(action)`` plays one and returns what happened, ``observation(chair)`` is all a seat may see.
Draws, flower replacements and automatic wins (SH-2 八花齊, CX-11 抛花, CX-7 十連風) happen inside
``apply``, so a seed plus the list of player actions replays a hand exactly (C-7).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.engine import draws, legal
from rules.engine.actions import Action, ActionKind, Event, IllegalAction
from rules.engine.conservation import conservation_problem
from rules.engine.discards import discard_refusal
from rules.engine.observation import Observation, TableNow, observe
from rules.engine.phases import Phase, Window, first_phase
from rules.engine.snapshot import TableSnapshot, restore, snapshot_of
from rules.engine.table import PhaseName, Table
from rules.refusal import Refusal
from rules.scoring import ScoreResult
from rules.tiles import full_set
from rules.variants import get_variant
from rules.variants.base import Carry, Variant

__all__ = ["Game", "Phase", "PhaseName"]


class Game(Table):
    """One hand. Chairs 0-3 are fixed for the match; the dealer's chair is East for this hand (C-2).

    The state is the :class:`~rules.engine.table.Table`'s; this class deals and hands every question and
    action to the phase the hand is in (``now``, :mod:`rules.engine.phases`)."""

    def __init__(self, variant: Variant | str, rng: random.Random | int, dealer: int = 0,
                 carry: Carry | None = None, options: Mapping[str, Any] | None = None, *,
                 wall: Sequence[int] | None = None, dice: tuple[int, int] | None = None,
                 stacks: Sequence[int] | None = None) -> None:
        super().__init__(variant, rng, dealer, carry, options, wall=wall, dice=dice, stacks=stacks)
        self._legal: dict[int, list[Action]] = {}
        # the public table now, shared by observations; None after a change
        self._table: TableNow | None = None
        draws.deal(self)
        self.enter(first_phase(self))

    @classmethod
    def from_snapshot(cls, snapshot: TableSnapshot, rng: random.Random | int) -> Game:
        """A hand in progress rebuilt from ``snapshot`` (:mod:`rules.engine.snapshot`): nothing is dealt, the
        table plays on from that moment. ``rng`` is the table's own generator from then on (a drawn hand's
        next dealer, JS-4). Its ``actions`` and ``events`` start empty: it is not a record of the hand."""
        game = cls.__new__(cls)
        rules = get_variant(snapshot.variant)
        # a sorted full set: the wall is replaced by the snapshot's, so nothing is shuffled
        Table.__init__(game, rules, rng, snapshot.dealer, dict(snapshot.carry), snapshot.options,
                       wall=full_set(rules.table_rules.with_flowers), dice=snapshot.dice,
                       stacks=snapshot.stacks)
        game._legal = {}
        game._table = None
        game.enter(restore(game, snapshot))
        return game

    def snapshot(self) -> TableSnapshot:
        """The hand as it is now, as values (:func:`rules.engine.snapshot.snapshot_of`)."""
        return snapshot_of(self)

    # --- the public protocol ---
    def to_act(self) -> list[int]:
        """Chairs that must choose now: the turn player, or everyone with a claim or rob on offer."""
        return self.now.to_act()

    def legal_actions(self, chair: int) -> list[Action]:
        cached = self._legal.get(chair)
        if cached is None:
            cached = self._legal[chair] = self.now.legal(chair)
        return cached

    def apply(self, action: Action) -> list[Event]:
        """Play one action; raises :class:`IllegalAction` saying why when it is not allowed now."""
        # the list the observation offered (cached), or the phase's answer
        legal_now = self._legal.get(action.chair) or self.legal_actions(action.chair)
        for offered in legal_now:  # offered actions are shared instances: identity first, cheaply
            if offered is action:
                break
        else:
            if action not in legal_now:
                raise IllegalAction(self._why_illegal(action))
        start = len(self.events)
        self.actions.append(action)
        self._legal.clear()
        self._table = None
        now = self.now.apply(action)
        if now is not self.now:  # most moves are a turn's, which goes on as the next chair's turn
            self.enter(now)
        return self.events[start:]

    def enter(self, phase: Phase) -> None:
        """The hand is in ``phase`` now (:mod:`rules.engine.phases`): the one writer of ``now`` and of
        ``Table.phase``, its name (what observations and screens read). The moves a phase plays read no
        phase name: it is set once the move is over."""
        self.now = phase
        self.phase = phase.name

    @property
    def pending(self) -> dict[int, list[Action]]:
        """What each chair asked in an open claim or rob window is offered (empty at other times)."""
        return self.now.offers if isinstance(self.now, Window) else {}

    @property
    def responses(self) -> dict[int, Action]:
        """The answers given so far in an open claim or rob window (empty at other times)."""
        return self.now.answers if isinstance(self.now, Window) else {}

    def _why_illegal(self, action: Action) -> Refusal:
        if self.result is not None:
            return Refusal.of("", "hand_over", "the hand is over")
        if action.chair not in self.to_act():
            return Refusal.of("", "not_your_turn", "it is not {chair}'s turn to act (waiting for {waiting})",
                              chair=action.chair, waiting=str(self.to_act()))
        same_kind = [a for a in self.legal_actions(action.chair) if a.kind is action.kind]
        if not same_kind:
            return Refusal.of("", "not_possible", "{action} is not possible now for {chair}",
                              action=action.kind.value, chair=action.chair)
        if action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) and action.tile is not None:
            if self.seats[action.chair].counts[action.tile] == 0:
                return Refusal.of("", "not_in_hand", "{tile} is not in hand", tile=action.tile)
            refusal = self.variant.discard_refusal(self, action.chair, action.tile)
            if refusal is not None:
                return refusal  # the variant's own rule (SH-7: a knocked hand lets go the tile it drew)
            return discard_refusal(action.tile, wild_discard=self.variant.table_rules.wild_discard,
                                   wild_kinds=self.wild_kinds, banned=self.seats[action.chair].banned_kind,
                                   knock=action.kind is ActionKind.KNOCK)
        return Refusal.of("", "not_a_choice", "{action} is not among the legal choices: {choices}",
                          action=str(action), choices=", ".join(map(str, same_kind)))

    @property
    def turn_seconds(self) -> int | None:
        """SH-19 計時: seconds a player has to act (None: no timer). The app keeps the time."""
        return self.variant.turn_seconds(self.options)

    def timeout_action(self, chair: int) -> Action | None:
        """What the table does for ``chair`` when its time runs out (SH-19): discard the drawn tile (the
        rightmost allowed tile after a claim), pass a claim or a swap; None when ``chair`` is not to act."""
        options = self.legal_actions(chair)
        if not options:
            return None
        if self.phase != "turn":
            return next((a for a in options if a.kind is ActionKind.PASS), None)
        discards = [a for a in options if a.kind is ActionKind.DISCARD]
        drawn = next((a for a in discards if a.tile == self.drawn), None)
        return drawn or (discards[-1] if discards else options[-1])

    def observation(self, chair: int) -> Observation:
        """All that ``chair`` may see: own tiles, the table, and its legal actions."""
        return observe(self, chair, self._legal.get(chair) or self.legal_actions(chair))

    def table_view(self) -> TableNow:
        """The public table now; one instance until the next action (observations share it)."""
        if self._table is None:
            self._table = TableNow(self)
        return self._table

    def why_not_win(self, chair: int, offered: tuple[int, int] | None = None) -> Refusal | None:
        """When ``chair``'s hand (with the tile drawn, on offer, or ``offered`` = (tile, discarder)) is
        complete but not a legal win, the reason in the variant's terms."""
        return legal.why_not_win(self, chair, offered)

    def why_not_claim(self, chair: int, tile: int, discarder: int) -> Refusal | None:
        """Why a claim ``chair``'s tiles would make on this discard is not offered (CX-5), or None."""
        return legal.why_not_claim(self, chair, tile, discarder)

    def wait_scores(self, chair: int, discard: int | None = None) -> dict[int, ScoreResult]:
        """Each waiting tile of ``chair`` (after ``discard``) with the variant's score of that self-draw."""
        return legal.wait_scores(self, chair, discard)

    def wait_refusals_on_discard(self, chair: int, discarder: int,
                                 discard: int | None = None) -> dict[int, Refusal | None]:
        """Each waiting tile of ``chair`` (after ``discard``) with why winning on its discard is refused."""
        return legal.wait_refusals_on_discard(self, chair, discarder, discard)

    def tiles_accounted(self) -> int:
        """Tiles in the wall, hands, melds, flowers, rivers and out of play: must stay 136/144.

        A recount from the table's own lists (not a running total): the tests ask it after every step;
        ``simulate`` adds up the running counts (``tiles_counted``) and recounts kind by kind per hand."""
        total = self.wall.left + (self.indicator is not None) + (self.robbed_tile is not None)
        for seat in self.seats:
            # claimed discards sit in melds
            total += sum(seat.counts) + len(seat.flowers) + seat.claimed.count(False)
            for meld in seat.melds:
                total += len(meld.tiles)
        return total

    def tiles_counted(self) -> int:
        """C-1 per step, cheaply: the wall, the tiles out of play, each seat's flowers, and each seat's
        running counts of its hand, melds and uncalled discards (kept by every move). ``tiles_accounted``
        recounts the hands and melds themselves; ``conservation_problem`` checks every kind."""
        s0, s1, s2, s3 = self.seats
        return (self.wall.left + (self.indicator is not None) + (self.robbed_tile is not None)
                + s0.held + s1.held + s2.held + s3.held + s0.meld_tiles + s1.meld_tiles + s2.meld_tiles
                + s3.meld_tiles + len(s0.flowers) + len(s1.flowers) + len(s2.flowers) + len(s3.flowers)
                + s0.river + s1.river + s2.river + s3.river)

    def conservation_problem(self) -> str | None:
        """C-1 in full, kind by kind, with each seat's running counts checked (what is wrong, or None)."""
        return conservation_problem(self)

    def hand_size(self, chair: int) -> int:
        """Concealed tiles of a chair: 13 − 3 per meld, one more for the player about to discard."""
        if self.phase == "over":
            return self.seats[chair].tile_count
        holding = ((self.phase == "turn" and chair == self.turn)
                   or (self.phase == "swap" and chair == self.dealer)
                   or (self.kong_in_flight is not None and chair == self.kong_in_flight[0]))
        return 13 - 3 * len(self.seats[chair].melds) + (1 if holding else 0)

