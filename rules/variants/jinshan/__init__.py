"""金山麻將 Jinshan — variant id ``jinshan`` (shared/spec/rules-jinshan.md).

Its table rules are in ``table_rules.py``; its hooks, its scorer's entry, its accelerators and its words
below; the scoring items in ``scoring.py``, JS-12's minimum in ``minimum.py``, JS-21/22 in ``settlement.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.analysis.shape_rules import ShapeRules
from rules.hand import Meld, WildRule
from rules.scoring import FinishedHand, ScoreResult, SeatHand
from rules.tiles import PLANT_FLOWERS
from rules.variants.base import HandOutcome, Variant
from rules.variants.jinshan.table_rules import TABLE_RULES


class JinshanVariant(Variant):
    # --- words ---
    id = "jinshan"
    name_zh = "金山麻將"
    name_en = "Jinshan"
    wild_term = "baida"  # JS-3 百搭

    table_rules = TABLE_RULES

    def progress(self, hand: SeatHand, wind: int, options: Mapping[str, Any]) -> str | None:
        """JS-12 the 胡 already secured against the 20 needed: what JS-22 counts as certain in a hand
        (flowers set aside, melds on the table, concealed kongs and natural pungs, pairs of dragons or
        own wind; 百搭 never count, the win's own 胡 such as 自摸 not yet)."""
        from rules.variants.jinshan.minimum import MIN_HU
        from rules.variants.jinshan.settlement import loser_count

        return f"{loser_count(wind, hand).hu}/{MIN_HU} 胡"

    # --- hooks ---
    def wild_rule(self, indicator: int | None) -> WildRule:
        return WildRule(frozenset(PLANT_FLOWERS))  # JS-3

    def next_dealer(self, outcome: HandOutcome, rng: random.Random) -> int:
        """JS-4: dealer wins → stays; another wins → next player; drawn → a fresh dice roll picks."""
        if not outcome.winners:
            return rng.randrange(4)
        return super().next_dealer(outcome, rng)

    # --- scorer ---
    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.jinshan.scoring import score

        return score(hand)

    # --- accelerators ---
    def shape_rules(self) -> ShapeRules:
        return ShapeRules(thirteen_orphans=True)  # JS-11 standard or 十三幺

    def accepts_win(self, hand: FinishedHand) -> bool | None:
        """JS-12 20 胡, from the most 胡 any reading has, added up suit by suit without listing the
        readings."""
        from rules.variants.jinshan.minimum import reaches_minimum

        return reaches_minimum(hand)

    def accepts_own_win(self, concealed: Sequence[int], melds: Sequence[Meld], win_tile: int, *,
                        seat_state: Any, self_drawn: bool, flowers: int, wind: int) -> bool | None:
        """JS-12 at a glance from the winner's own tiles, melds, flowers and wind (most offered wins fall
        short of 20 胡 even at best): the engine then builds no finished hand for them."""
        from rules.variants.jinshan.minimum import own_verdict

        return own_verdict(concealed, melds, win_tile, self_drawn=self_drawn, flowers=flowers, wind=wind)


VARIANT = JinshanVariant()
