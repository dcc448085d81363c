"""慈溪麻將 Cixi — variant id ``cixi`` (shared/spec/rules-cixi.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from rules.hand import WildRule
from rules.scoring import FinishedHand, ScoreResult
from rules.tiles import next_kind
from rules.variants.base import Variant


class CixiVariant(Variant):
    id = "cixi"
    name_zh = "慈溪麻將"
    name_en = "Cixi"
    context_keys = frozenset(
        {"indicator", "single_wait_discard", "after_own_kong", "ten_honors", "four_long"}
    )
    option_defaults = MappingProxyType({"ante": 1, "play_to_end": False})  # CX-16, CX-3

    def wild_rule(self, context: Mapping[str, Any]) -> WildRule:
        indicator = context.get("indicator")  # CX-1 龍 = the kind after the indicator
        return WildRule.none() if indicator is None else WildRule(frozenset({next_kind(indicator)}))

    def out_of_play(self, context: Mapping[str, Any]) -> tuple[int, ...]:
        indicator = context.get("indicator")
        return () if indicator is None else (indicator,)

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.cixi.scoring import score

        return score(hand)


VARIANT = CixiVariant()
