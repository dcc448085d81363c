"""上海敲麻 Shanghai knock — variant id ``shanghai`` (shared/spec/rules-shanghai.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from types import MappingProxyType

from rules.analysis.shape_rules import ShapeRules
from rules.scoring import FinishedHand, ScoreResult
from rules.tiles import PLANT_FLOWERS, SEASON_FLOWERS
from rules.variants.base import Variant


class ShanghaiVariant(Variant):
    id = "shanghai"
    name_zh = "上海敲麻"
    name_en = "Shanghai knock"
    with_flowers = True
    set_aside = frozenset(SEASON_FLOWERS + PLANT_FLOWERS)  # SH-1 all eight set aside
    context_keys = ("dice", "huangfan", "knocked", "stacks")  # stacks: SH-20, scoring.py
    # SH-17 .. SH-20; stack None = 逛花園 off
    option_defaults = MappingProxyType(
        {"max_loss_lezi": 5, "swap_tiles": False, "turn_timer": False, "stack": None}
    )

    def shape_rules(self) -> ShapeRules:
        return ShapeRules(all_honors=True)  # SH-9 風一色: 14 honors in any arrangement

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.shanghai.scoring import score

        return score(hand)


VARIANT = ShanghaiVariant()
