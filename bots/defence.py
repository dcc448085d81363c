"""Defence for the ``hard`` bot: how likely each discard is to deal in, and how threatening each opponent is.

Pure functions over what the seat can see: the opponents' discards and melds, whether they knocked
(SH-6), and ``unseen`` — the copies of each kind this seat cannot see (4 minus its own tiles, every
discard, every meld and a turned indicator).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rules.tiles import HONOR
from rules.variants.bot_goals import Opponent

SELF_DRAW_RATE = 0.1  # rough chance a ready hand draws its own winning tile on each of its turns
SAFE_DISCARDED = 0.15  # the opponent threw this kind: no furiten here, but they rarely wait on it
HONOR_BASE = 0.35
TERMINAL_BASE = 0.6
MIDDLE_BASE = 1.0


def threat(opponent: Opponent, wall_left: int, knock_required: bool = False) -> float:
    """Rough chance (0-1) that an opponent is ready now: a knock (SH-6) says so; melds and a short wall hint it.

    Where a player must knock before winning (SH-6), nobody else can win on this discard at all.
    """
    if opponent.knocked:
        return 1.0
    if knock_required:
        return 0.0
    exposed = sum(1 for m in opponent.melds if m.is_exposed)
    level = (0.0, 0.1, 0.3, 0.6, 0.9)[min(exposed, 4)]
    if opponent.concealed_count == 1:
        level = 0.9  # four melds down and one tile: a single wait (單吊)
    if wall_left < 24:
        level = max(level, 0.25 + (24 - wall_left) / 48)
    return min(level, 1.0)


def tile_danger(kind: int, opponent: Opponent, unseen: Sequence[int]) -> float:
    """Relative danger (0 safe - 1 most dangerous) of discarding ``kind`` into this opponent's wait."""
    if kind in opponent.discards:
        return SAFE_DISCARDED
    if kind >= HONOR:
        # honors wait only as a pair or a pung: each unseen copy is one they could hold
        return HONOR_BASE * min(unseen[kind], 3) / 3
    rank = kind % 9
    base = TERMINAL_BASE if rank in (0, 8) else MIDDLE_BASE
    if unseen[kind] == 0:
        base *= 0.5  # no pair or pung wait on it; only sequence waits remain
    if _suji_covered(kind, opponent.discards):
        base *= 0.5  # 筋: a two-sided wait on it would also win on the tile they threw
    return base


def _suji_covered(kind: int, discards: Sequence[int]) -> bool:
    rank = kind % 9
    below = kind - 3 if rank >= 3 else None
    above = kind + 3 if rank <= 5 else None
    if below is not None and above is not None:
        return below in discards and above in discards
    other = below if below is not None else above
    return other is not None and other in discards


def discard_risk(kind: int, opponents: Sequence[Opponent], unseen: Sequence[int], wall_left: int, *,
                 knock_required: bool = False, liability: Callable[[int, Opponent], float] | None = None) -> float:
    """Expected danger of a discard summed over opponents: threat × tile danger × what a deal-in costs
    (``liability``: the variant's multiple of a normal payment, e.g. CX-12's three shares) × the chance
    the hand would not be won anyway. In all four variants a discarder pays what a self-draw by the same
    winner would have cost them (SH-13, JH-29, CX-10, JS-17), so a deal-in only costs when that player
    would otherwise not have won: likely with a long wall, unlikely near its end."""
    open_chance: float = (1 - SELF_DRAW_RATE) ** (wall_left / 4)
    risk = 0.0
    for opp in opponents:
        t = threat(opp, wall_left, knock_required)
        if t:
            cost = liability(kind, opp) if liability is not None else 1.0
            risk += t * tile_danger(kind, opp, unseen) * cost
    return risk * open_chance
