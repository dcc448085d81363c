"""The variant interface: the parameters and hooks the engine, the scorer and the bots ask.

Owned by the table engine (issue 3): it grows the table hooks. A variant subclass reads as the list of
its differences; scoring lives next to it in ``rules/variants/<id>/scoring.py``.
"""

from __future__ import annotations

from rules.scoring import FinishedHand, ScoreResult


class Variant:
    id: str = ""
    name_zh: str = ""
    name_en: str = ""

    def score(self, hand: FinishedHand) -> ScoreResult:
        """Score a finished hand: validity (minimum, allowed hands, knock), items, totals, payments."""
        raise NotImplementedError
