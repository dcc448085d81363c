"""C-1 tile conservation in full: every tile of the set in exactly one place, kind by kind.

The per-step check (``Game.tiles_counted``) adds up running counts that each move of a tile keeps; this
recount reads the tiles themselves, at the end of every simulated hand and whenever a count is off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.tiles import N_ALL_KINDS, full_set, tile_text

if TYPE_CHECKING:
    from rules.engine.game import Game


def conservation_problem(game: Game) -> str | None:
    """What is wrong with where the tiles are (a seat's running counts, or a kind's copies), or None."""
    found = [0] * N_ALL_KINDS
    out_of_play = [t for t in (game.indicator, game.robbed_tile) if t is not None]
    for tile in game.wall.remaining() + out_of_play:
        found[tile] += 1
    for chair, seat in enumerate(game.seats):
        running = (seat.held, seat.meld_tiles, seat.river)
        if running != (sum(seat.counts), sum(len(m.tiles) for m in seat.melds), seat.claimed.count(False)):
            return f"chair {chair}: running counts (hand, melds, river) {running} do not match its tiles"
        for kind, count in enumerate(seat.counts):
            found[kind] += count
        uncalled = [t for t, called in zip(seat.discards, seat.claimed) if not called]
        for tile in [*seat.flowers, *uncalled, *(t for m in seat.melds for t in m.tiles)]:
            found[tile] += 1
    expected = _copies(game.variant.with_flowers)
    wrong = [f"{tile_text(k)} {found[k]}/{expected[k]}" for k in range(N_ALL_KINDS) if found[k] != expected[k]]
    return f"tiles by kind: {', '.join(wrong)}" if wrong else None


_COPIES: dict[bool, list[int]] = {}


def _copies(with_flowers: bool) -> list[int]:
    """Copies of each kind in the set (kept: every simulated hand asks)."""
    if with_flowers not in _COPIES:
        copies = [0] * N_ALL_KINDS
        for tile in full_set(with_flowers):
            copies[tile] += 1
        _COPIES[with_flowers] = copies
    return _COPIES[with_flowers]
