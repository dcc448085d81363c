"""金華麻將 Jinhua — variant id ``jinhua`` (shared/spec/rules-jinhua.md).

Its table rules are in ``table_rules.py``; its hooks, its scorer's entry and its words below; the
scoring items in ``scoring.py``, the hands in ``hands.py`` and ``special_shapes.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.analysis.shape_rules import ShapeRules
from rules.hand import WildRule
from rules.scoring import FinishedHand, ScoreResult
from rules.variants.base import Carry, HandOutcome, Variant
from rules.variants.jinhua.shapes import JINHUA_SHAPES
from rules.variants.jinhua.table_rules import TABLE_RULES


class JinhuaVariant(Variant):
    # --- words ---
    id = "jinhua"
    name_zh = "金華麻將"
    name_en = "Jinhua"
    wild_term = "caishen"  # JH-2 財神

    table_rules = TABLE_RULES

    # --- hooks ---
    def wild_rule(self, indicator: int | None) -> WildRule:
        # JH-2 the turned tile's kind is the 財神
        return WildRule.none() if indicator is None else WildRule.caishen(indicator)

    def wall_reserve(self, kongs: int, options: Mapping[str, Any]) -> int:
        return 14  # JH-4 the kept-back tail (牌尾) for kong replacements

    def next_carry(self, carry: Carry, outcome: HandOutcome) -> Carry:
        """JH-6: consecutive drawn hands before this one (each doubles the score); a win resets it."""
        count = carry.get("draws_before", 0) + 1 if not outcome.winners else 0
        return {**carry, "draws_before": count}

    # --- scorer ---
    context_keys = ("indicator", "draws_before")

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.jinhua.scoring import score

        return score(hand)

    # --- accelerators ---
    def shape_rules(self) -> ShapeRules:
        return JINHUA_SHAPES  # JH-13 seven pairs, JH-15/16 十三不靠, JH-19 亂風


VARIANT = JinhuaVariant()
