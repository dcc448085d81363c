"""A variant's accelerators: cheap answers the engine asks before (or instead of) scoring a hand.

Each one is a shortcut for a question :meth:`Scorer.score` answers too, slowly, and must agree with it
(``tests/rules/test_variant_accelerators.py`` plays every variant with them and without them). The
default of each is "don't know" (or "look"), so a variant without them is correct, only slower.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.analysis.shape_rules import STANDARD, ShapeRules
from rules.hand import Meld, WildRule
from rules.scoring import FinishedHand


class Accelerators:
    """Shortcuts of the scorer's verdict, each naming what it saves."""

    def shape_rules(self) -> ShapeRules:
        """Which shapes win (C-6, C-8): the standard shape unless the variant lists more. Saves scoring a
        hand that no shape completes: a hand ``score`` accepts is complete by these shapes."""
        return STANDARD

    def any_tile_completes(self, concealed: Sequence[int], n_melds: int, rule: WildRule) -> bool:
        """CX-11 抛花: whether every drawable tile completes this waiting hand (Cixi asks it of a waiting hand
        holding a 龍 whose waits are nearly every kind). Saves trying all 34 kinds on such a hand."""
        return False

    def knock_possible(self, counts: Sequence[int], melds: Sequence[Meld]) -> bool:
        """A cheap necessary condition for knocking (SH-6) with these concealed ``counts`` (by kind, the
        turn's 14-tile hand) and ``melds``: False when no discard could leave a hand that some tile makes a
        legal win, so the engine need not try each discard and wait. True (the default): look."""
        return True

    def accepts_win(self, hand: FinishedHand) -> bool | None:
        """Whether ``hand``, complete by :meth:`shape_rules`, is a legal win (``score(hand).valid``) when
        the variant can tell more cheaply than by scoring it: the engine then scores only a win that is
        taken. None (the default): the engine scores the hand to know."""
        return None

    def accepts_own_win(self, concealed: Sequence[int], melds: Sequence[Meld], win_tile: int, *,
                        seat_state: Any, self_drawn: bool, flowers: int, wind: int) -> bool | None:
        """:meth:`accepts_win` of a win on ``win_tile`` told from the winner's own ``concealed`` tiles (by
        kind, without ``win_tile``), ``melds``, number of ``flowers`` set aside and seat ``wind`` (0 = East)
        alone, when the variant needs nothing else of the hand (other seats, the table): the engine then
        skips building the hand. ``seat_state``: the variant's own state of the winner's seat
        (:meth:`Variant.seat_state`: SH-6 whether it knocked); ``self_drawn``: 自摸, not a discard. The
        melds' sources are chairs here, not winds: not to be read.
        None (the default): the engine builds the full hand and asks :meth:`accepts_win`."""
        return None
