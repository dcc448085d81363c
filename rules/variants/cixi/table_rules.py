"""慈溪麻將's table rules (shared/spec/rules-cixi.md): the values that differ from the common rules."""

from __future__ import annotations

from rules.variants.cixi.options import OPTIONS
from rules.variants.table_rules import TableRules

TEN_WINDS = 10  # CX-7 十連風: the first ten discards all honors, none claimed

TABLE_RULES = TableRules(
    # CX-1 136 tiles, no flowers; CX-3 a random first dealer, kept on its win or a drawn hand: common rules
    turns_indicator=True,  # CX-1 the turned tile picks the 龍 and is out of play
    winners_on_discard="best",  # CX-6 the higher basic score wins
    claim_limit=2,  # CX-5 a third claim on one supplier is not offered
    wild_discard="never",  # CX-2 a 龍 is never discarded
    four_wilds_win=True,  # CX-7 四龍
    any_tile_auto_win=True,  # CX-11 抛花
    river_row=10,  # CX-17 each player's discards sit in rows of ten
    options=OPTIONS,  # CX-16, CX-4
)
