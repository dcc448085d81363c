"""Fast hand analysis with wild tiles: complete, shanten per shape, waits and discard choices.

The standard shape (C-6) is read from precomputed per-suit vectors (:mod:`rules.analysis.tables`);
the special shapes (seven pairs, 十三幺 JS-11, 十三不靠 JH-15/CX-7, all honors) are counted directly, and
in a discard evaluation from counts kept up to date tile by tile (:mod:`rules.analysis.tally`).
:mod:`rules.shapes` gives every *reading* of a complete hand, for scoring; this package answers
*whether* and *how far*, fast enough for bots and hints.

For questions asked hundreds of times about one hand (the bots' hot path), the same numbers come
incrementally: :mod:`rules.analysis.one_change` (and :mod:`~rules.analysis.one_change_special`) answer
"the shanten with this tile out and that one in" without changing the hand; :mod:`rules.analysis.all_pungs`
measures how far a hand is from 碰碰胡; :mod:`rules.analysis.restricted` answers the shanten toward
several restricted targets (one suit, all pungs, ...) from numbers made once per hand. Each is tested
against :func:`shanten` / :func:`discard_options`.
"""

from __future__ import annotations

from rules.analysis.all_pungs import PungsAfter, pung_shanten
from rules.analysis.core import DiscardOption, is_complete, shanten, shanten_by_shape, winning_kinds
from rules.analysis.discards import discard_options
from rules.analysis.hand import HandAnalysis, analyze, complete
from rules.analysis.one_change import (
    BestAfter,
    StandardAfter,
    free_shanten_after,
    live_ukeire,
    shantens_without,
)
from rules.analysis.restricted import HandSummary, Restriction, restricted_shanten
from rules.analysis.shape_rules import STANDARD, ShapeRules, UnrelatedRule

__all__ = [
    "STANDARD",
    "BestAfter",
    "DiscardOption",
    "HandAnalysis",
    "HandSummary",
    "PungsAfter",
    "Restriction",
    "ShapeRules",
    "StandardAfter",
    "UnrelatedRule",
    "analyze",
    "complete",
    "discard_options",
    "free_shanten_after",
    "is_complete",
    "live_ukeire",
    "pung_shanten",
    "restricted_shanten",
    "shanten",
    "shanten_by_shape",
    "shantens_without",
    "winning_kinds",
]
