"""A variant's behaviour hooks: what the table asks it as a hand and a match go on.

Each hook answers the common rules (rules-common.md) by default; a variant overrides the few where it
differs. The engine calls them and never tests a variant's name.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.hand import WildRule

if TYPE_CHECKING:
    from rules.scoring import ScoreResult

# counters carried from one hand to the next (SH-16 荒番, JH-6 draws before); a new match starts empty
Carry = dict[str, int]


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """What the dealer rotation and the carried counters need to know about a finished hand (chairs)."""

    dealer: int
    winners: tuple[int, ...]  # chairs, nearest after the discarder first; empty for a drawn hand
    discarder: int | None


@dataclass(frozen=True, slots=True)
class TableWin:
    """A win the table declares by itself, with no player choosing it (SH-2 八花齊, CX-7 十連風, CX-13
    單吊抛花): its name in the hand's result (``how``) and what it adds to the scorer's context."""

    how: str
    context: Mapping[str, Any]


class TableHooks:
    """The table's questions to a variant: wilds, the wall's end, dealers, carried counters, options that
    switch a rule on, and the event hooks of a hand (None: the common rules)."""

    def wild_rule(self, indicator: int | None) -> WildRule:
        """Which held kinds are wild, given the turned indicator (None where nothing is turned)."""
        return WildRule.none()

    def wall_reserve(self, kongs: int, options: Mapping[str, Any]) -> int:
        """Tiles left in the wall when the hand is drawn (JS-5/SH-4: 0, it ends when the wall is empty)."""
        return 0

    def first_dealer(self, rng: random.Random) -> int:
        """JS-4, SH-3, JH-5, CX-3: the first hand's dealer is random."""
        return rng.randrange(4)

    def next_dealer(self, outcome: HandOutcome, rng: random.Random) -> int:
        """Dealer wins or the hand is drawn → same dealer; another player wins → the next player deals."""
        if not outcome.winners or outcome.dealer in outcome.winners:
            return outcome.dealer
        return (outcome.dealer + 1) % 4

    def table_marks(self, dice: tuple[int, int], carry: Carry) -> dict[str, int]:
        """What the table shows of this hand's standing multipliers: the carried counters (SH-16 荒番,
        JH-6 draws before) and marks of this hand such as SH-15 開寶 (1 = on); none by default."""
        return dict(carry)

    def next_carry(self, carry: Carry, outcome: HandOutcome) -> Carry:
        """Counters carried into the next hand; none by default."""
        return dict(carry)

    def starting_stack(self, options: Mapping[str, Any]) -> int | None:
        """Points every player starts the match with when a match is played down (SH-20 逛花園);
        None = off."""
        return None

    def swap_limit(self, options: Mapping[str, Any]) -> int:
        """Tiles each player may once exchange with the wall right after the deal (SH-18 換牌);
        0 = no swap."""
        return 0

    def turn_seconds(self, options: Mapping[str, Any]) -> int | None:
        """Seconds a player has to act before the table acts for them (SH-19 計時); None = no timer.
        The app keeps the time; :meth:`rules.engine.Game.timeout_action` is what happens then."""
        return None

    # --- event hooks: the table asks these as the hand goes on; None (the default) is the common rules ---
    def win_on_flower(self, flowers: Sequence[int]) -> TableWin | None:
        """A flower was set aside (C-3); ``flowers``: all the seat has set aside now. A win the table
        declares for that seat on it (SH-2 八花齊), or None."""
        return None

    def win_on_unclaimed_discard(self, discards: Sequence[int], claimed: Sequence[bool]) -> TableWin | None:
        """Nobody claimed a discard; ``discards`` are the discarder's so far, in order (``claimed``: taken by
        a claim, parallel to them). A win the table declares for the discarder (CX-7 十連風), or None."""
        return None

    def settling_discard(self, melds: int) -> TableWin | None:
        """A player whose hand wins on any tile (CX-11 抛花) discards, with ``melds`` melds made. A discard
        that ends the hand (CX-13 單吊抛花): whoever can win on it is made to (the variant picks among
        several), and when nobody can, the discarder wins. None: the discard is offered as any other."""
        return None

    def pick_best_winner(self, candidates: Sequence[tuple[int, ScoreResult]]) -> int:
        """CX-6: among several who can win on one discard (nearest first), the higher basic score wins."""
        return candidates[0][0]
