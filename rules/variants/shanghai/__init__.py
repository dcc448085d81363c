"""上海敲麻 Shanghai knock — variant id ``shanghai`` (shared/spec/rules-shanghai.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from rules.scoring import FinishedHand, ScoreResult
from rules.variants.base import Variant


class ShanghaiVariant(Variant):
    id = "shanghai"
    name_zh = "上海敲麻"
    name_en = "Shanghai knock"

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.shanghai.scoring import score

        return score(hand)


VARIANT = ShanghaiVariant()
