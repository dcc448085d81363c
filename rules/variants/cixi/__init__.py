"""慈溪麻將 Cixi — variant id ``cixi`` (shared/spec/rules-cixi.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from rules.scoring import FinishedHand, ScoreResult
from rules.variants.base import Variant


class CixiVariant(Variant):
    id = "cixi"
    name_zh = "慈溪麻將"
    name_en = "Cixi"

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.cixi.scoring import score

        return score(hand)


VARIANT = CixiVariant()
