"""Fast hand analysis with wild tiles: complete, shanten per shape, waits and discard choices.

The standard shape (C-6) is read from precomputed per-suit vectors (:mod:`rules.analysis.tables`);
the special shapes (seven pairs, 十三幺 JS-11, 十三不靠 JH-15/CX-7, all honors) are counted directly, and
in a discard evaluation from counts kept up to date tile by tile (:mod:`rules.analysis.tally`).
:mod:`rules.shapes` gives every *reading* of a complete hand, for scoring; this package answers
*whether* and *how far*, fast enough for bots and hints.
"""

from __future__ import annotations

from rules.analysis.core import DiscardOption, is_complete, shanten, shanten_by_shape, winning_kinds
from rules.analysis.discards import discard_options
from rules.analysis.hand import HandAnalysis, analyze, complete
from rules.analysis.shape_rules import STANDARD, ShapeRules, UnrelatedRule

__all__ = [
    "STANDARD",
    "DiscardOption",
    "HandAnalysis",
    "ShapeRules",
    "UnrelatedRule",
    "analyze",
    "complete",
    "discard_options",
    "is_complete",
    "shanten",
    "shanten_by_shape",
    "winning_kinds",
]
