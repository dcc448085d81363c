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

_CHI = MeldType.CHI  # a module constant: read on every turn


def could_knock(counts: Sequence[int], melds: Sequence[Meld]) -> bool:
    """False when no discard from this hand (``counts`` by kind) can leave it waiting on an allowed hand.
    Nearly every turn is refused, so the melds are walked once and each test is a few C calls."""
    man, pin, sou = sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27])
    if not melds:  # one suit (the most held) with honors less the discard, or all pungs
        return man + pin + sou - max(man, pin, sou) <= 1 or _few_odd_kinds(counts)
    chows, meld_suit = False, -1  # meld_suit 3: the melds are of two suits
    for meld in melds:
        if meld.type is _CHI:
            chows = True
        kind = meld.tiles[0]
        if kind < HONOR:
            if meld_suit < 0:
                meld_suit = kind // 9
            elif kind // 9 != meld_suit:
                meld_suit = 3
    if not chows and _few_odd_kinds(counts):
        return True  # all pungs: the discard and the winning tile put right two kinds
    if meld_suit < 0:
        return man + pin + sou - max(man, pin, sou) <= 1
    return meld_suit < 3 and man + pin + sou - (man, pin, sou)[meld_suit] <= 1  # the melds' suit, honors


def could_wait(counts: Sequence[int], melds: Sequence[Meld]) -> bool:
    """False when no tile can make this waiting hand (``counts``: the concealed tiles after the discard)
    an allowed hand (SH-9): one suit with honors needs every suited tile, concealed or melded, in one
    suit; all pungs needs no chow and at most one kind held once (none four times: the winning tile
    mends one). Asked per discard of a hand that passed :func:`could_knock`, before its waits are read."""
    suits = {kind // 9 for meld in melds if (kind := meld.tiles[0]) < HONOR}
    suits.update(suit for suit in range(3) if any(counts[9 * suit:9 * suit + 9]))
    if len(suits) <= 1:
        return True
    return all(meld.type is not _CHI for meld in melds) and _few_odd_kinds(counts, 1)


def _few_odd_kinds(counts: Sequence[int], most: int = 2) -> bool:
    """At most ``most`` playing kinds held once or four times (what the discard and the winning tile mend)."""
    held = list(counts[:N_KINDS])
    return held.count(1) + held.count(4) <= most
