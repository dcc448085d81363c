"""金華麻將 Jinhua — variant id ``jinhua`` (shared/spec/rules-jinhua.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from rules.analysis.shape_rules import ShapeRules
from rules.hand import WildRule
from rules.scoring import FinishedHand, ScoreResult
from rules.variants.base import Carry, HandOutcome, Variant
from rules.variants.jinhua.shapes import JINHUA_SHAPES


class JinhuaVariant(Variant):
    id = "jinhua"
    name_zh = "金華麻將"
    name_en = "Jinhua"
    # JH-1 136 tiles, no flowers: the base default (with_flowers False)
    turns_indicator = True  # the turned tile is out of play
    # JH-5 dealer rotation and JH-7 one winner per discard: the engine's defaults
    context_keys = ("indicator", "draws_before")
    liable_after_claims = 3  # JH-8 承包: the third claim on one supplier makes it liable
    option_defaults = MappingProxyType({"ante": 1})  # JH-29
    option_limits = MappingProxyType({"ante": (1, 1000)})  # JH-29 底注 X: a positive stake

    def wild_rule(self, indicator: int | None) -> WildRule:
        # JH-2 the turned tile's kind is the 財神
        return WildRule.none() if indicator is None else WildRule.caishen(indicator)

    def shape_rules(self) -> ShapeRules:
        return JINHUA_SHAPES  # JH-13 seven pairs, JH-15/16 十三不靠, JH-19 亂風

    def wall_reserve(self, kongs: int, options: Mapping[str, Any]) -> int:
        return 14  # JH-4 the kept-back tail (牌尾) for kong replacements

    def next_carry(self, carry: Carry, outcome: HandOutcome) -> Carry:
        """JH-6: consecutive drawn hands before this one (each doubles the score); a win resets it."""
        count = carry.get("draws_before", 0) + 1 if not outcome.winners else 0
        return {**carry, "draws_before": count}

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.jinhua.scoring import score

        return score(hand)


VARIANT = JinhuaVariant()
