"""金華麻將 Jinhua — variant id ``jinhua`` (shared/spec/rules-jinhua.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from rules.scoring import FinishedHand, ScoreResult
from rules.variants.base import Variant


class JinhuaVariant(Variant):
    id = "jinhua"
    name_zh = "金華麻將"
    name_en = "Jinhua"

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.jinhua.scoring import score

        return score(hand)


VARIANT = JinhuaVariant()
