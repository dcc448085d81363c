"""A turn's move (C-4): discard, 自摸, knock (SH-6) or a kong, and the claim window a discard opens (C-5).
Moves on the :class:`~rules.engine.table.Table`; ``Game.apply`` calls them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine import claims, draws, legal
from rules.engine.actions import NO_DETAIL, Action, ActionKind, event_from
from rules.engine.settle import finish_win
from rules.engine.state import SHOWN
from rules.engine.winning import waits
from rules.hand import Meld, MeldType

if TYPE_CHECKING:
    from rules.engine.table import Table

NOT_READY: frozenset[int] = frozenset()  # the waits of a hand still more than one tile from ready

def apply_turn(table: Table, action: Action) -> None:
    """The turn player's action, already checked legal: discard, 自摸, knock, or a kong."""
    kind, chair, tile = action.kind, action.seat, action.tile
    assert tile is not None
    if kind is ActionKind.DISCARD:
        discard(table, chair, tile, knock=False)
    elif kind is ActionKind.WIN:
        finish_win(table, [chair], None, tile, "自摸")
    elif kind is ActionKind.KNOCK:
        discard(table, chair, tile, knock=True)
    elif kind is ActionKind.CONCEALED_KONG:
        seat = table.seats[chair]
        seat.counts[tile] -= 4
        seat.held -= 4
        seat.hand_changed()
        seat.melds.append(Meld(MeldType.CONCEALED_KONG, (tile,) * 4))
        table.visible += 4 * SHOWN[tile]  # shown as a meld
        seat.meld_tiles += 4
        table.emit("concealed_kong", chair, tile)
        draws.after_kong(table, chair)
    elif kind is ActionKind.ADDED_KONG:
        claims.offer_rob(table, chair, tile)


def discard(table: Table, chair: int, tile: int, *, knock: bool) -> None:
    """A discard (SH-6: with a knock): the seat's hand and waits, then the claim window on it (C-5)."""
    seat = table.seats[chair]
    seat.counts[tile] -= 1
    seat.held -= 1
    if tile != table.drawn:  # discarding the tile just drawn leaves the hand (and its waits) as before the draw
        if seat.far > 1:  # a draw and a discard lower the shanten by one at most: not ready yet (rules/analysis/summaries.py)
            seat.far -= 1
            seat.waits_cache = NOT_READY
        else:
            seat.waits_cache, seat.far = None, 0
    seat.discards.append(tile)
    seat.claimed.append(False)
    table.visible += SHOWN[tile]
    seat.river += 1
    seat.banned_kind = None
    seat.discarded_after_kong, seat.kong_before_discard = seat.kong_before_discard, False
    if knock:
        seat.knocked = True
        seat.knock_waits = waits(table, chair)
    if len(seat.melds) == 4:
        seat.single_wait_discard = tile  # CX-12 going down to a single tile (13 − 3 × 4 concealed)
    if table.variant.table_rules.any_tile_auto_win:
        draws.update_any_tile_wins(table, chair)
    table.events.append(event_from(("knock" if knock else "discard", chair, tile, NO_DETAIL)))
    seat.public = None  # a public event: the seat's row is shown afresh (as ``Table.emit`` does)
    table.last_discard, table.drawn, table.after_kong = (chair, tile), None, False
    # the turn's offered 自摸 is gone (fresh dicts only when something is in them: most turns offer none);
    # no window is open at a turn (every window is closed by ``Table.end_window``)
    if table.offered_scores:
        table.offered_scores = {}
    if table.offered_hands:
        table.offered_hands = {}
    if seat.any_tile_wins:  # CX-11 抛花 (which only self-draws): the variant may settle the discard at once
        settles = table.variant.settling_discard(len(seat.melds))
        if settles is not None:
            claims.settle_discard(table, chair, tile, settles)  # CX-13 單吊抛花
            return
    table.pending = legal.claims_on_discard(table, chair, tile)
    if table.pending:
        table.phase = "claim"
    else:
        draws.after_unclaimed_discard(table, chair)

