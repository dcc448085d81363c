"""Which winning shapes a variant allows (C-6, C-8): the standard shape and the special ones.

Each variant answers :meth:`rules.variants.base.Variant.shape_rules` with one :class:`ShapeRules`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class UnrelatedRule:
    """十三不靠 thirteen unrelated (JH-15/16) and Cixi's 十三幺 (CX-7): 14 tiles, suit tiles at least
    three ranks apart within a suit, honors all different (Cixi: one honor may appear twice)."""

    honor_pair_allowed: bool  # CX-7 one honor may appear twice; JH-15 fourteen different tiles
    wild_for_honors: bool  # CX-7 龍 fill any slot; JH-27 a 財神 may not stand for an honor


@dataclass(frozen=True, slots=True)
class ShapeRules:
    """The shapes that win. Special shapes exist only for a fully concealed hand (no exposed melds)."""

    standard: bool = True  # four melds and a pair (C-6)
    seven_pairs: bool = False
    # DECISION (docs/decisions.md): four identical tiles in seven pairs count as two pairs.
    seven_pairs_four_as_two: bool = True
    thirteen_orphans: bool = False  # JS-11 十三幺
    unrelated: UnrelatedRule | None = None  # JH-15/16 十三不靠, CX-7 十三幺
    all_honors: bool = False  # 14 honors in any arrangement: SH-9 風一色, JH-19 亂風, CX-7 全風向
    all_honors_wilds: bool = True  # JH-27: in 亂風 a 財神 counts only as its own face


STANDARD = ShapeRules()
