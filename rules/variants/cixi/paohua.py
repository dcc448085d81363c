"""CX-11 抛花 and CX-13 單吊抛花 as the Cixi variant's table hooks (rules/engine/phases.py asks them).

CX-11: a waiting hand that any tile completes (a 龍 in a hand that wins on every kind) is won by the table
on the player's draw (CX-15: unless an added kong is possible), and never on a discard. CX-13: such a
player down to a lone 龍 who discards it settles the hand at once (``CixiVariant.settling_discard``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.actions import ActionKind
from rules.engine.legal import turn_actions
from rules.engine.winning import seat_waits
from rules.tiles import N_KINDS
from rules.variants.base import TableWin

if TYPE_CHECKING:
    from rules.engine.table import Table

PAOHUA = TableWin("抛花", {})
SELF_DRAW_ONLY = "CX-11: 抛花 only wins by self-draw"


def update_any_tile_wins(table: Table, chair: int) -> None:
    """Whether ``chair``'s waiting hand now wins on any tile (asked after each of its discards)."""
    seat = table.seats[chair]
    # a 抛花 hand may not win on a discard (legal.note_win_bars)
    seat.any_tile_wins = seat.discard_wins_barred = False
    if sum(seat.counts) != 13 - 3 * len(seat.melds) or not any(seat.counts[k] for k in table.wild_kinds):
        return  # only a waiting hand holding a wild can be 抛花
    if len(seat_waits(table, chair)) < N_KINDS - 3:
        return  # 抛花 needs every kind not held four times (at most three such in 13 tiles) to win
    seat.any_tile_wins = table.variant.any_tile_completes(seat.concealed(), len(seat.melds), table.wild_rule)
    seat.discard_wins_barred = seat.any_tile_wins


def win_on_draw(table: Table, chair: int) -> TableWin | None:
    """CX-11: the table declares the 抛花 win on the draw, unless an added kong is possible (CX-15)."""
    if not table.seats[chair].any_tile_wins:
        return None
    options = turn_actions(table, chair)
    kinds = {a.kind for a in options}
    return PAOHUA if ActionKind.WIN in kinds and ActionKind.ADDED_KONG not in kinds else None


def win_refusal(table: Table, chair: int, *, self_drawn: bool, forced: bool) -> str | None:
    """CX-11: a 抛花 hand wins only self-drawn, unless CX-13 makes it win on a 單吊抛花 discard."""
    if table.seats[chair].any_tile_wins and not self_drawn and not forced:
        return SELF_DRAW_ONLY
    return None
