"""金山麻將 Jinshan — variant id ``jinshan`` (shared/spec/rules-jinshan.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from rules.scoring import FinishedHand, ScoreResult
from rules.variants.base import Variant


class JinshanVariant(Variant):
    id = "jinshan"
    name_zh = "金山麻將"
    name_en = "Jinshan"

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.jinshan.scoring import score

        return score(hand)


VARIANT = JinshanVariant()
