"""A turn's moves (C-4): a discard (a knock too, SH-6) and what may be claimed on it (C-5), a concealed kong.
Moves on the :class:`~rules.engine.table.Table`; the :class:`~rules.engine.phases.Turn` phase calls them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine import draws
from rules.engine.actions import NO_DETAIL, Action, ActionKind, event_from
from rules.engine.offers import on_discard
from rules.engine.settle import finish_win
from rules.engine.state import SHOWN
from rules.hand import Meld, MeldType
from rules.variants.base import TableWin

if TYPE_CHECKING:
    from rules.engine.table import Table

_KNOCK = ActionKind.KNOCK  # a module constant: read on every discard


def concealed_kong(table: Table, chair: int, tile: int) -> None:
    """暗槓: four of a kind from the hand shown as a meld (its kind is public), then the replacement draw."""
    four = (tile,) * 4
    table.seats[chair].meld(Meld(MeldType.CONCEALED_KONG, four), four)
    table.visible += 4 * SHOWN[tile]  # shown as a meld
    table.emit("concealed_kong", chair, tile)
    draws.after_kong(table, chair)


def discard(table: Table, action: Action) -> dict[int, list[Action]]:
    """A discard (SH-6: with a knock): the seat's hand and waits; then what the others may claim on it
    (C-5), by chair. None may when the variant settles the discard at once (CX-13), ending the hand."""
    chair, tile = action.chair, action.tile
    assert tile is not None
    seat = table.seats[chair]
    seat.discard(tile, table.drawn)
    table.visible += SHOWN[tile]
    table.events.append(event_from(("knock" if action.kind is _KNOCK else "discard", chair, tile, NO_DETAIL)))
    seat.public = None  # a public event: the seat's row is shown afresh (as ``Table.emit`` does)
    table.last_discard, table.drawn, table.after_kong = (chair, tile), None, False
    # the turn's offered 自摸 is gone (fresh dicts only when something is in them: most turns offer none)
    if table.offered_scores:
        table.offered_scores = {}
    if table.offered_hands:
        table.offered_hands = {}
    # the variant's rules on a discard (SH-6 敲, CX-11 抛花, CX-14), and a discard it settles (CX-13)
    after = table.hooks.after_discard
    settles = None if after is None else after(table, chair, action)
    offers = on_discard(table, chair, tile, None if settles is None else settles.context)
    if settles is not None:
        settle_discard(table, chair, tile, settles, list(offers))
        return {}
    return offers


def settle_discard(table: Table, chair: int, tile: int, win: TableWin, winners: list[int]) -> None:
    """A discard the variant settles at once (CX-13 單吊抛花, ``win``: its name and scorer context): the
    ``winners``, who can win on it, are made to (the variant picks among several, CX-6); if nobody can,
    the hand ends as the discarder's win."""
    if winners:
        finish_win(table, winners, chair, tile, win.how, win_context=win.context)
    else:
        finish_win(table, [chair], None, tile, win.how, win_context=win.context, tile_held=False)
