"""金華麻將's table rules (shared/spec/rules-jinhua.md): the values that differ from the common rules."""

from __future__ import annotations

from rules.variants.jinhua.options import OPTIONS
from rules.variants.table_rules import TableRules

LIABLE_CLAIMS = 3  # JH-8 承包: the third claim (chi, peng, kong) on one supplier makes it liable

TABLE_RULES = TableRules(
    # JH-1 136 tiles, no flowers; JH-5 dealer rotation and JH-7 one winner per discard: the common defaults
    turns_indicator=True,  # JH-2 the turned tile picks the 財神 and is out of play
    liable_after_claims=LIABLE_CLAIMS,
    options=OPTIONS,  # JH-29
)
