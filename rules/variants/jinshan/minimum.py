"""JS-12 at the table: whether a complete hand reaches 20 胡, decided from bounds where they suffice.

The engine offers a win only when the declared reading reaches 20 胡; most hands it asks about are far
from it or plainly past it, and the exhaustive scorer (:mod:`.scoring`) is needed only in between.
胡 is a sum over the hand's parts (JS-13): flowers, 自摸 and the exposed melds are fixed whatever the
reading; the concealed groups add at most one concealed pung per meld, each from a kind held or from
百搭 alone, and one scoring pair. Both bounds are exact statements about every reading, so the verdict
is the scorer's: ``hu_count(hand) >= 20``.
"""

from __future__ import annotations

from rules.hand import MeldType
from rules.scoring import FinishedHand
from rules.tiles import DRAGONS, EAST, N_KINDS, is_terminal_or_honor
from rules.variants.jinshan.scoring import MIN_HU, WILDS
from rules.variants.jinshan.settlement import set_hu

FLOWER_HU = 10  # JS-13 each flower set aside, and 自摸
PAIR_HU = 2  # JS-13 a pair of dragons or the own wind
# JS-13 a concealed pung: 1/9/honor 8, other 4; three 百搭 as a pung 8
_CONCEALED_PUNG_HU = [8 if is_terminal_or_honor(k) else 4 for k in range(N_KINDS)]
WILD_PUNG_HU = 8


def fixed_hu(hand: FinishedHand) -> int:
    """The 胡 every reading has: flowers, 自摸, and the exposed melds and concealed kongs (JS-13)."""
    seat = hand.winner_hand
    hu = FLOWER_HU * len(seat.flowers) + (FLOWER_HU if hand.self_drawn else 0)
    for meld in seat.melds:
        if meld.type is not MeldType.CHI:
            hu += set_hu(meld.kind, meld.is_kong, meld.type is MeldType.CONCEALED_KONG)
    return hu


def scoring_pair_hu(counts: list[int], wilds: int, winner: int) -> int:
    """At least the 胡 of any reading's pair (JS-13): 2 only when a pair of a dragon or of the own wind
    could be made from the tiles held and the 百搭 (two 百搭 may stand for one), else 0."""
    if wilds >= 2 or any(counts[k] + wilds >= 2 for k in (*DRAGONS, EAST + winner)):
        return PAIR_HU
    return 0


def most_concealed_hu(counts: list[int], wilds: int, n_melds: int, pair_hu: int = PAIR_HU) -> int:
    """At least the 胡 of the concealed groups of any reading of ``counts`` + ``wilds`` 百搭 as
    ``n_melds`` melds and a pair: the best pungs that the tiles and 百搭 could make (a kind held four
    times may make two, with 百搭), plus ``pair_hu`` for the pair, whether or not the rest fits around them."""
    # best[w][m]: most 胡 from m pungs using w 百搭 (-1: not possible)
    best = [[-1] * (n_melds + 1) for _ in range(wilds + 1)]
    best[0][0] = 0
    for kind in range(N_KINDS):
        held = counts[kind]
        if held == 0 or held + wilds < 3:
            continue
        before = [row.copy() for row in best]
        for pungs in range(1, n_melds + 1):
            cost, value = max(0, 3 * pungs - held), pungs * _CONCEALED_PUNG_HU[kind]
            for used in range(wilds - cost + 1):
                for m in range(n_melds - pungs + 1):
                    if before[used][m] >= 0 and before[used][m] + value > best[used + cost][m + pungs]:
                        best[used + cost][m + pungs] = before[used][m] + value
    most = 0
    for used in range(wilds + 1):
        for m in range(n_melds + 1):
            if best[used][m] >= 0:
                wild_pungs = min((wilds - used) // 3, n_melds - m)
                most = max(most, best[used][m] + WILD_PUNG_HU * wild_pungs)
    return most + pair_hu


def reaches_minimum(hand: FinishedHand) -> bool | None:
    """JS-12 for a hand the engine found complete: True/False when the bounds decide, None when only
    the exhaustive count can (the flowers, 自摸 and exposed melds reach 20 alone; or not even the best
    concealed pungs would)."""
    fixed = fixed_hu(hand)
    counts = [0] * N_KINDS
    wilds = 0
    for kind in hand.winning_concealed():
        if kind in WILDS:
            wilds += 1
        elif kind < N_KINDS:
            counts[kind] += 1
        else:
            return None  # a season flower held completes nothing: the scorer says so (JS-2)
    if fixed >= MIN_HU:
        return True
    pair_hu = scoring_pair_hu(counts, wilds, hand.winner)  # most hands hold no dragon or own-wind pair
    if fixed + most_concealed_hu(counts, wilds, 4 - len(hand.winner_hand.melds), pair_hu) < MIN_HU:
        return False
    return None
