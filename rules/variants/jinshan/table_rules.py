"""金山麻將's table rules (shared/spec/rules-jinshan.md): the values that differ from the common rules."""

from __future__ import annotations

from rules.tiles import SEASON_FLOWERS
from rules.variants.table_rules import TableRules

TABLE_RULES = TableRules(
    with_flowers=True,  # JS-1 144 tiles
    set_aside=frozenset(SEASON_FLOWERS),  # JS-2 春夏秋冬 set aside; 梅蘭竹菊 are held 百搭 (JS-3)
    wild_discard="last",  # JS-3 百搭 only when nothing else is held
    no_same_kind_after_claim=True,  # JS-7
    missed_win_binds_kind=True,  # JS-8 漏胡
    opening_go_around=True,  # JS-15 地胡: any non-dealer win in the first go-around
    # JS-5 the wall ends empty and JS-6 one winner per discard: the common defaults
    # JS-10 no 承包: no liability payment is made anywhere in settlement.py
)
