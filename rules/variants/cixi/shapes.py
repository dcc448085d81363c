"""CX-7 the shapes a Cixi hand may win with, read by the variant, its scorer and its bots."""

from __future__ import annotations

from rules.analysis.shape_rules import ShapeRules, UnrelatedRule

# seven pairs (four alike are two pairs), 十三幺 (one honor may be doubled, 龍 fill any slot), 全風向 (judged
# by the scorer on the whole hand, melds included: hands.all_honors)
CIXI_UNRELATED = UnrelatedRule(honor_pair_allowed=True, wild_for_honors=True)
CIXI_SHAPES = ShapeRules(seven_pairs=True, unrelated=CIXI_UNRELATED, all_honors=True)
