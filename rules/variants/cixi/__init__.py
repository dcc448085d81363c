"""慈溪麻將 Cixi — variant id ``cixi`` (shared/spec/rules-cixi.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from types import MappingProxyType

from rules.analysis.shape_rules import ShapeRules, UnrelatedRule
from rules.hand import WildRule
from rules.scoring import FinishedHand, ScoreResult
from rules.tiles import next_kind
from rules.variants.base import Variant


class CixiVariant(Variant):
    id = "cixi"
    name_zh = "慈溪麻將"
    name_en = "Cixi"
    turns_indicator = True  # the turned tile is out of play
    context_keys = (
        "indicator", "single_wait_discard", "after_own_kong", "ten_honors", "four_long",
        "paohua_single",  # CX-13 單吊 in 抛花 (docs/rules/cixi.md)
    )
    option_defaults = MappingProxyType({"ante": 1, "play_to_end": False})  # CX-16, CX-3

    def wild_rule(self, indicator: int | None) -> WildRule:
        # CX-1 龍 = the kind after the indicator
        return WildRule.none() if indicator is None else WildRule(frozenset({next_kind(indicator)}))

    def shape_rules(self) -> ShapeRules:
        # CX-7 seven pairs, 十三幺 (one honor may be doubled, 龍 fill any slot), 全風向
        return ShapeRules(
            seven_pairs=True,
            unrelated=UnrelatedRule(honor_pair_allowed=True, wild_for_honors=True),
            all_honors=True,
        )

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.cixi.scoring import score

        return score(hand)


VARIANT = CixiVariant()
