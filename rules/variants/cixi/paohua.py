"""CX-11 抛花 and CX-13 單吊抛花 as the Cixi variant's table hooks (rules/engine/phases.py asks them).

CX-11: a waiting hand that any tile completes (a 龍 in a hand that wins on every kind) is won by the table
on the player's draw (CX-15: unless an added kong is possible, and then the kong or the plain win is all the
player may choose), and never on a discard; a hand dealt so is looked at once after the deal. CX-13: such a
player down to a lone 龍 who discards it settles the hand at once (``CixiVariant.settling_discard``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.actions import Action, ActionKind
from rules.engine.legal import turn_actions
from rules.engine.winning import seat_waits
from rules.tiles import N_KINDS
from rules.variants.base import TableWin

if TYPE_CHECKING:
    from rules.engine.table import Table

PAOHUA = TableWin("抛花", {})
SELF_DRAW_ONLY = "CX-11: 抛花 only wins by self-draw"
_WIN, _ADDED_KONG = ActionKind.WIN, ActionKind.ADDED_KONG


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


def note_dealt_paohua(table: Table) -> None:
    """CX-11 for a hand dealt in 抛花, as for one reaching it by a discard: each non-dealer's thirteen tiles
    are looked at after the deal, so its first draw is won by the table and no discard is. DECISION
    (rules.md CX-11): the dealer's fourteen are not a draw; it may declare them (天胡) or discard."""
    for chair in range(4):
        if chair != table.dealer:
            update_any_tile_wins(table, chair)


def win_on_draw(table: Table, chair: int) -> TableWin | None:
    """CX-11: the table declares the 抛花 win on the draw, unless an added kong is possible (CX-15)."""
    if not table.seats[chair].any_tile_wins:
        return None
    options = turn_actions(table, chair)
    kinds = {a.kind for a in options}
    return PAOHUA if ActionKind.WIN in kinds and ActionKind.ADDED_KONG not in kinds else None


def kong_or_win(table: Table, chair: int, actions: list[Action]) -> list[Action]:
    """CX-15: a 抛花 hand not won on its draw (the drawn tile adds to a peng) may add the kong or take the
    plain 抛花 win; nothing else (seed: 若抛花者没有选择杠牌的，按普通抛花结算)."""
    if not table.seats[chair].any_tile_wins or not any(a.kind is _WIN for a in actions):
        return actions  # not 抛花, or no draw to win on (a turn after a claim)
    return [a for a in actions if a.kind is _WIN or a.kind is _ADDED_KONG]


def win_refusal(table: Table, chair: int, *, self_drawn: bool, forced: bool) -> str | None:
    """CX-11: a 抛花 hand wins only self-drawn, unless CX-13 makes it win on a 單吊抛花 discard."""
    if table.seats[chair].any_tile_wins and not self_drawn and not forced:
        return SELF_DRAW_ONLY
    return None
