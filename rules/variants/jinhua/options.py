"""金華麻將's house rules (shared/spec/rules-jinhua.md), checked by rules/variants/options.py."""

from __future__ import annotations

from rules.variants.options import OptionWords, WholeNumber

MAX_ANTE = 1000  # JH-29: past 1,000 a share of a big hand no longer fits the table's score columns

OPTIONS = (
    WholeNumber("ante", "JH-29", OptionWords(
        label_zh="底注",
        label_en="Ante",
        help_zh="一份 S = 底注 × 倍數之積 × 荒局加倍。",
        help_en="One share S = ante × the hand's multipliers × the drawn-hand factor."),
        default=1, least=1, most=MAX_ANTE),
)
