"""The variant interface: the parameters and hooks the engine, the scorer and the bots ask.

Owned by the table engine (issue 3): it grows the table hooks. A variant subclass reads as the list of
its differences; scoring lives next to it in ``rules/variants/<id>/scoring.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from rules.analysis.shape_rules import STANDARD, ShapeRules
from rules.hand import WildRule
from rules.scoring import FinishedHand, ScoreResult


class Variant:
    id: str = ""
    name_zh: str = ""
    name_en: str = ""

    # What a hand of this variant may hold; rules.scenario validates `score` input against these.
    uses_flowers: ClassVar[bool] = False  # the 144-tile set with 1f-8f (C-1)
    set_aside_flowers: ClassVar[frozenset[int]] = frozenset()  # flowers put aside face up, never held
    # cli.md: the table facts the scorer reads (values parsed: tiles as kinds, seats as 0-3)
    context_keys: ClassVar[frozenset[str]] = frozenset()
    option_defaults: ClassVar[Mapping[str, Any]] = {}  # house-rule options and their defaults

    def wild_rule(self, context: Mapping[str, Any]) -> WildRule:
        """Which held kinds are wild this hand (C-6); ``context`` as in FinishedHand."""
        return WildRule.none()

    def shape_rules(self) -> ShapeRules:
        """Which shapes win (C-6, C-8): the standard shape unless the variant lists more."""
        return STANDARD

    def out_of_play(self, context: Mapping[str, Any]) -> tuple[int, ...]:
        """Tiles turned up and out of play (an indicator): they count toward the four copies of a kind."""
        return ()

    def score(self, hand: FinishedHand) -> ScoreResult:
        """Score a finished hand: validity (minimum, allowed hands, knock), items, totals, payments."""
        raise NotImplementedError
