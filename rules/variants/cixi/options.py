"""慈溪麻將's house rules (shared/spec/rules-cixi.md), checked by rules/variants/options.py."""

from __future__ import annotations

from rules.variants.options import Flag, OptionWords, WholeNumber

MAX_ANTE = 1000  # CX-16: past 1,000 the amounts of a big hand no longer fit the table's score columns

OPTIONS = (
    WholeNumber("ante", "CX-16", OptionWords(
        label_zh="底注",
        label_en="Ante",
        help_zh="乘以所有金額，包括固定的 100 和 34。",
        help_en="Multiplies every amount, the fixed 100 and 34 included."),
        default=1, least=1, most=MAX_ANTE),
    Flag("play_to_end", "CX-4", OptionWords(
        label_zh="打到最後一張",
        label_en="Play to the last tile",
        help_zh="不在剩 34 張時黃莊，牌牆摸完才黃莊。",
        help_en="The hand is drawn only when the wall is empty, not with 34 tiles left."),
        default=False),
)
