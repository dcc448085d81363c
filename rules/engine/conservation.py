"""C-1 tile conservation in full: every tile of the set in exactly one place, kind by kind.

The per-step check (``Game.tiles_counted``) adds up running counts that each move of a tile keeps; this
recount reads the tiles themselves, at the end of every simulated hand and whenever a count is off.
"""

from __future__ import annotations

from itertools import compress
from operator import add, not_
from typing import TYPE_CHECKING

from rules.tiles import N_ALL_KINDS, full_set, tile_text

if TYPE_CHECKING:
    from rules.engine.table import Table


def conservation_problem(table: Table) -> str | None:
    """What is wrong with where the tiles are (a seat's running counts, or a kind's copies), or None."""
    for chair, seat in enumerate(table.seats):
        running = (seat.held, seat.meld_tiles, seat.river)
        if running != (sum(seat.counts), sum(len(m.tiles) for m in seat.melds), seat.claimed.count(False)):
            return f"chair {chair}: running counts (hand, melds, river) {running} do not match its tiles"
    found = tiles_by_kind(table)
    expected = _copies(table.variant.table_rules.with_flowers)
    if found == expected:
        return None
    wrong = [f"{tile_text(k)} {found[k]}/{expected[k]}"
             for k in range(N_ALL_KINDS) if found[k] != expected[k]]
    return f"tiles by kind: {', '.join(wrong)}"


def tiles_by_kind(table: Table) -> list[int]:
    """Copies of each kind found on the table: each seat's hand, then the wall, the indicator and a robbed
    tile, and each seat's flowers, uncalled discards and melds' tiles (every simulated hand asks once)."""
    c0, c1, c2, c3 = [seat.counts for seat in table.seats]
    found = list(map(add, map(add, c0, c1), map(add, c2, c3)))  # the four hands, kind by kind in C
    loose = table.wall.remaining()
    loose += [t for t in (table.indicator, table.robbed_tile) if t is not None]
    for seat in table.seats:
        loose += seat.flowers
        # a claimed discard is in the claimer's meld
        loose += compress(seat.discards, map(not_, seat.claimed))
        for meld in seat.melds:
            loose += meld.tiles
    for tile in loose:
        found[tile] += 1
    return found


_COPIES: dict[bool, list[int]] = {}


def _copies(with_flowers: bool) -> list[int]:
    """Copies of each kind in the set (kept: every simulated hand asks)."""
    if with_flowers not in _COPIES:
        copies = [0] * N_ALL_KINDS
        for tile in full_set(with_flowers):
            copies[tile] += 1
        _COPIES[with_flowers] = copies
    return _COPIES[with_flowers]
