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
    Nearly every turn is refused, so the melds are walked once and a test is made only where it decides:
    melds of two suits with a chow need no count of the hand at all."""
    if not melds:  # one suit (the most held) with honors less the discard, or all pungs
        return _outside_one_suit(counts, None) <= 1 or _few_odd_kinds(counts)
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
    # one suit with honors: the melds' suit, or the most held when all melds are honors
    return meld_suit < 3 and _outside_one_suit(counts, None if meld_suit < 0 else meld_suit) <= 1


def _outside_one_suit(counts: Sequence[int], suit: int | None) -> int:
    """The suited tiles held outside ``suit`` (0 man, 1 pin, 2 sou; None: the most held suit)."""
    man, pin, sou = sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27])
    return man + pin + sou - (max(man, pin, sou) if suit is None else (man, pin, sou)[suit])


def _few_odd_kinds(counts: Sequence[int]) -> bool:
    """At most two playing kinds held once or four times (what the discard and the winning tile mend)."""
    held = counts[:N_KINDS]
    singles = held.count(1)  # most hands hold many: the fours need no count then
    return singles <= 2 and singles + held.count(4) <= 2
