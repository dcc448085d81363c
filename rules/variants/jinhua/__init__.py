"""金華麻將 Jinhua — variant id ``jinhua`` (shared/spec/rules-jinhua.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from rules.hand import WildRule
from rules.scoring import FinishedHand, ScoreResult
from rules.variants.base import Variant


class JinhuaVariant(Variant):
    id = "jinhua"
    name_zh = "金華麻將"
    name_en = "Jinhua"
    context_keys = frozenset({"indicator", "draws_before"})
    option_defaults = MappingProxyType({"ante": 1})  # JH-29

    def wild_rule(self, context: Mapping[str, Any]) -> WildRule:
        indicator = context.get("indicator")  # JH-2 the turned tile's kind is the 財神
        return WildRule.none() if indicator is None else WildRule.caishen(indicator)

    def out_of_play(self, context: Mapping[str, Any]) -> tuple[int, ...]:
        indicator = context.get("indicator")
        return () if indicator is None else (indicator,)

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.jinhua.scoring import score

        return score(hand)


VARIANT = JinhuaVariant()
