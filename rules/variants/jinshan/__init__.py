"""金山麻將 Jinshan — variant id ``jinshan`` (shared/spec/rules-jinshan.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from rules.analysis.shape_rules import ShapeRules
from rules.hand import WildRule
from rules.scoring import FinishedHand, ScoreResult
from rules.tiles import PLANT_FLOWERS, SEASON_FLOWERS
from rules.variants.base import Variant


class JinshanVariant(Variant):
    id = "jinshan"
    name_zh = "金山麻將"
    name_en = "Jinshan"
    with_flowers = True  # JS-1 144 tiles
    set_aside = frozenset(SEASON_FLOWERS)  # JS-2 春夏秋冬 set aside; 梅蘭竹菊 are held 百搭 (JS-3)

    def wild_rule(self, indicator: int | None) -> WildRule:
        return WildRule(frozenset(PLANT_FLOWERS))  # JS-3

    def shape_rules(self) -> ShapeRules:
        return ShapeRules(thirteen_orphans=True)  # JS-11 standard or 十三幺

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.jinshan.scoring import score

        return score(hand)


VARIANT = JinshanVariant()
