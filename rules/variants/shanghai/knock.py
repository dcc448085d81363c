"""SH-6 敲, cheaply: whether a turn's hand could knock at all, asked by the engine on every turn.

Only a hand that one discard leaves waiting on an allowed hand (SH-9) may knock, and an allowed hand is
one suit with honors (or honors alone) or all pungs. So a hand may knock only if at most one concealed
tile lies outside the melds' one suit (that tile is the discard), or if there are no chows and at most
two kinds are held once or four times (the discard and the winning tile put those right). Anything else
is refused here without reading the hand; what passes is read in full by the engine (waits, SH-9).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.hand import Meld, MeldType
from rules.tiles import HONOR, N_KINDS


def could_knock(counts: Sequence[int], melds: Sequence[Meld]) -> bool:
    """False when no discard from this hand (``counts`` by kind) can leave it waiting on an allowed hand."""
    held = list(counts[:N_KINDS])
    if not any(m.type is MeldType.CHI for m in melds) and held.count(1) + held.count(4) <= 2:
        return True  # all pungs: the discard and the winning tile put right two kinds
    suits = [sum(held[0:9]), sum(held[9:18]), sum(held[18:27])]
    if not melds:
        return sum(suits) - max(suits) <= 1  # one suit (the most held) with honors, less the discard
    meld_suits = {m.kind // 9 for m in melds if m.kind < HONOR}
    if len(meld_suits) > 1:
        return False
    if not meld_suits:
        return sum(suits) - max(suits) <= 1
    return sum(suits) - suits[meld_suits.pop()] <= 1  # the melds' suit with honors, less the discard
