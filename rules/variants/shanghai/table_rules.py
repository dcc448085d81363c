"""上海敲麻's table rules (shared/spec/rules-shanghai.md): the values that differ from the common rules,
and the rule numbers its hooks, its scorer and its bots share."""

from __future__ import annotations

from rules.tiles import PLANT_FLOWERS, SEASON_FLOWERS
from rules.variants.shanghai.options import OPTIONS
from rules.variants.table_rules import TableRules

SWAP_TILES = 5  # SH-18 up to five tiles
TURN_SECONDS = 20  # SH-19
EIGHT_FLOWERS = 8  # SH-2 八花齊: all eight flowers set aside win at once
BINDING_CLAIMS = 3  # SH-14 承包: three claims between two players bind them

TABLE_RULES = TableRules(
    with_flowers=True,
    set_aside=frozenset(SEASON_FLOWERS + PLANT_FLOWERS),  # SH-1 all eight set aside
    winners_on_discard="all",  # SH-5 一炮多響
    knocking=True,  # SH-6, SH-7
    missed_win_binds_kind=True,  # SH-8 漏胡 on one tile kind
    liable_after_claims=BINDING_CLAIMS,  # SH-14 承包: three claims between two players bind them …
    bound_both_ways=True,  # … whichever of the two claimed (shown at the table; payments.bound_players)
    # SH-4 the wall ends empty; SH-10 only an added kong may be robbed: the common rules (C-5)
    options=OPTIONS,  # SH-17 loss limit, SH-18 換牌, SH-19 計時, SH-20 逛花園
)
