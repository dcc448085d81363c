"""金華麻將 Jinhua — variant id ``jinhua`` (shared/spec/rules-jinhua.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from types import MappingProxyType

from rules.analysis.shape_rules import ShapeRules, UnrelatedRule
from rules.hand import WildRule
from rules.scoring import FinishedHand, ScoreResult
from rules.variants.base import Variant


class JinhuaVariant(Variant):
    id = "jinhua"
    name_zh = "金華麻將"
    name_en = "Jinhua"
    turns_indicator = True  # the turned tile is out of play
    context_keys = ("indicator", "draws_before")
    option_defaults = MappingProxyType({"ante": 1})  # JH-29

    def wild_rule(self, indicator: int | None) -> WildRule:
        # JH-2 the turned tile's kind is the 財神
        return WildRule.none() if indicator is None else WildRule.caishen(indicator)

    def shape_rules(self) -> ShapeRules:
        # JH-13 seven pairs, JH-15/16 十三不靠 (14 different tiles, 財神 not for honors: JH-27),
        # JH-19 亂風 (a 財神 only as its own face: JH-27)
        return ShapeRules(
            seven_pairs=True,
            unrelated=UnrelatedRule(honor_pair_allowed=False, wild_for_honors=False),
            all_honors=True,
            all_honors_wilds=False,
        )

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.jinhua.scoring import score

        return score(hand)


VARIANT = JinhuaVariant()
