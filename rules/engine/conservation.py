"""C-1 tile conservation in full: every tile of the set in exactly one place, kind by kind.

The per-step check (``Game.tiles_counted``) adds up running counts that each move of a tile keeps; this
recount reads the tiles themselves, at the end of every simulated hand and whenever a count is off.
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING

from rules.engine.state import tiles_of
from rules.tiles import N_ALL_KINDS, full_set, tile_text

if TYPE_CHECKING:
    from rules.engine.game import Game


def conservation_problem(game: Game) -> str | None:
    """What is wrong with where the tiles are (a seat's running counts, or a kind's copies), or None."""
    for chair, seat in enumerate(game.seats):
        running = (seat.held, seat.meld_tiles, seat.river)
        if running != (sum(seat.counts), sum(len(m.tiles) for m in seat.melds), seat.claimed.count(False)):
            return f"chair {chair}: running counts (hand, melds, river) {running} do not match its tiles"
    found = every_tile(game)
    found.sort()  # every simulated hand asks: one sort in C, compared with the set's tiles in order
    expected = full_set(game.variant.with_flowers)  # in kind order
    if found == expected:
        return None
    have, want = [0] * N_ALL_KINDS, [0] * N_ALL_KINDS
    for tile in found:
        have[tile] += 1
    for tile in expected:
        want[tile] += 1
    wrong = [f"{tile_text(k)} {have[k]}/{want[k]}" for k in range(N_ALL_KINDS) if have[k] != want[k]]
    return f"tiles by kind: {', '.join(wrong)}"


def every_tile(game: Game) -> list[int]:
    """Each tile where it is now, read from the table's own lists: the wall, out of play (the indicator, a
    robbed kong's tile), and each seat's hand, flowers, uncalled discards and melds."""
    tiles = game.wall.remaining()
    tiles.extend(t for t in (game.indicator, game.robbed_tile) if t is not None)
    for seat in game.seats:
        tiles += tiles_of(seat.counts)
        tiles += seat.flowers
        tiles.extend(compress(seat.discards, [not called for called in seat.claimed]))
        for meld in seat.melds:
            tiles += meld.tiles
    return tiles
