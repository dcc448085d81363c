"""The shapes a Jinhua hand may win with, read by the variant and its scorer."""

from __future__ import annotations

from rules.analysis.shape_rules import ShapeRules, UnrelatedRule

# JH-13 seven pairs, JH-15/16 十三不靠 (14 different tiles, 財神 not for honors: JH-27),
# JH-19 亂風 (a 財神 only as its own face: JH-27)
JINHUA_UNRELATED = UnrelatedRule(honor_pair_allowed=False, wild_for_honors=False)
JINHUA_SHAPES = ShapeRules(seven_pairs=True, unrelated=JINHUA_UNRELATED, all_honors=True,
                           all_honors_wilds=False)
