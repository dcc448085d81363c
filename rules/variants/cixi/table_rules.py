"""慈溪麻將's table rules (shared/spec/rules-cixi.md): the values that differ from the common rules."""

from __future__ import annotations

from types import MappingProxyType

from rules.variants.table_rules import TableRules

TEN_WINDS = 10  # CX-7 十連風: the first ten discards all honors, none claimed

TABLE_RULES = TableRules(
    # CX-1 136 tiles, no flowers: the common default
    turns_indicator=True,  # CX-1 the turned tile picks the 龍 and is out of play
    winners_on_discard="best",  # CX-6 the higher basic score wins
    claim_limit=2,  # CX-5 a third claim on one supplier is not offered
    wild_discard="never",  # CX-2 a 龍 is never discarded
    four_wilds_win=True,  # CX-7 四龍
    river_row=10,  # CX-17 each player's discards sit in rows of ten
    option_defaults=MappingProxyType({"ante": 1, "play_to_end": False}),  # CX-16, CX-3
    option_limits=MappingProxyType({"ante": (1, 1000)}),  # CX-16: every amount × a positive ante
)
