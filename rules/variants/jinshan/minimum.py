"""JS-12 at the table: whether a complete hand reaches 20 胡, from the most 胡 any reading has.

The engine offers a win only when the declared reading reaches 20 胡, and asks for every complete hand
a player could win with; the exhaustive scorer (:mod:`.scoring`) lists every reading of the 百搭 and is
needed only once the win is taken. 胡 is a sum over the hand's parts (JS-13), so its largest value over
the readings is found without listing them:

* flowers, 自摸 and the exposed melds and concealed kongs are the same in every reading (:func:`fixed_hu`);
* of the concealed groups only pungs (by kind, or 8 for three 百搭, 三百搭成刻) and a pair of dragons or
  the own wind score; sequences score nothing;
* a group holding a natural tile never leaves that tile's suit (nor the honors), so each suit is read on
  its own — the most 胡 of its pungs and pair for each (百搭 used, melds, pair) it takes — and the suits
  and the groups of 百搭 alone are then added up (:func:`most_hu`);
* JS-13's exposed pung on a discard win: the pung the won tile completes counts as exposed unless the
  won tile can sit in a sequence or the pair of the same reading, so each suit's best is kept apart for
  "the won tile sits in a sequence or the pair" and "it does not".

The moves tried in a suit are those of :func:`rules.shapes.standard_readings` (its pungs, pairs and
sequences with 百搭 filling any place), so the maximum is over the same readings the scorer counts; a
test checks ``most_hu`` against the scorer's readings on random hands with 百搭, melds and flowers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import compress

from rules.hand import Meld, MeldType
from rules.scoring import FinishedHand
from rules.shapes import thirteen_orphans_readings
from rules.tiles import DRAGONS, EAST, HONOR, N_KINDS, PLANT_FLOWERS
from rules.variants.jinshan.settlement import set_hu

MIN_HU = 20  # JS-12 the least 胡 a win needs
WILDS = frozenset(PLANT_FLOWERS)  # JS-3 梅蘭竹菊 百搭

FLOWER_HU = 10  # JS-13 each flower set aside, and 自摸
PAIR_HU = 2  # JS-13 a pair of dragons or the own wind
WILD_GROUP_HU = 8  # JS-13 三百搭成刻: a group of three 百搭 (hu_items counts any such group)
BEST_GROUP_HU = 8  # JS-13 the most a concealed group scores: a pung of 1/9 or honors, 三百搭成刻
_PUNG_HU = [set_hu(k, False, True) for k in range(N_KINDS)]  # JS-13 concealed pung: 1/9/honor 8, other 4
# JS-13: what the pung the won discard completes loses by counting as exposed
_EXPOSED_LOSS = [set_hu(k, False, True) - set_hu(k, False, False) for k in range(N_KINDS)]
_BLOCKS = ((0, 9), (9, 18), (18, 27), (HONOR, N_KINDS))
_KINDS = tuple(range(N_KINDS))

# one suit's best: (百搭 used, melds, pairs, the won tile sits in a sequence or the pair) → most 胡
State = tuple[int, int, int, bool]


def fixed_hu(hand: FinishedHand) -> int:
    """The 胡 every reading has: flowers, 自摸, and the exposed melds and concealed kongs (JS-13)."""
    seat = hand.winner_hand
    return fixed_hu_of(len(seat.flowers), hand.self_drawn, seat.melds)


def fixed_hu_of(flowers: int, self_drawn: bool, melds: Sequence[Meld]) -> int:
    """:func:`fixed_hu` from its parts: the flowers set aside, 自摸, the melds on the table."""
    hu = FLOWER_HU * flowers + (FLOWER_HU if self_drawn else 0)
    for meld in melds:  # asked for every offered win: the meld types are read once (_CHI, _KONGS)
        kind = meld.type
        if kind is not _CHI:
            hu += set_hu(meld.tiles[0], kind in _KONGS, kind is _CONCEALED_KONG)
    return hu


_CHI, _CONCEALED_KONG = MeldType.CHI, MeldType.CONCEALED_KONG
_KONGS = frozenset((MeldType.KONG, MeldType.ADDED_KONG, MeldType.CONCEALED_KONG))


MOST_WILDS = len(WILDS)  # JS-3 the four 梅蘭竹菊: a suit's table read for all four serves every hand
_NO_TILES: dict[State, int] = {(0, 0, 0, False): 0}


@lru_cache(maxsize=1 << 14)
def suit_best(block: tuple[int, ...], first: int, won: int, scoring_pairs: frozenset[int],
              wilds: int) -> tuple[tuple[State, int], ...]:
    """Every way to read the natural tiles of one suit (``block``: counts from kind ``first``) as groups
    that each hold at least one of them, with up to ``wilds`` 百搭, four melds and one pair: the most 胡
    of its pungs and pair per :data:`State`. ``won``: the kind won on a discard (-1: none in this suit);
    ``scoring_pairs``: the kinds whose pair scores.

    The moves are those of ``rules.shapes._suit_parts``: the lowest tile left goes into a pair or a pung
    of its kind (with 1-2 百搭), or a sequence holding it, 百搭 below it (those kinds are used up) and its
    natural tile or a 百搭 in each place above. What is left after a move depends only on the position and
    the counts of the three kinds from there (a move reaches no further), so each is read once."""
    size, sequences = len(block), first < HONOR
    memo: dict[tuple[int, int, int, int], dict[State, int]] = {}

    def rest(i: int, here: int, next1: int, next2: int) -> dict[State, int]:
        """The best of reading the tiles from ``i`` on, holding ``here``, ``next1``, ``next2`` at i, i+1,
        i+2."""
        while here == 0:
            i += 1
            if i >= size:
                return _NO_TILES
            here, next1, next2 = next1, next2, block[i + 2] if i + 2 < size else 0
        key = (i, here, next1, next2)
        found = memo.get(key)
        if found is not None:
            return found
        found = memo[key] = {}
        kind = first + i

        def add(after: dict[State, int], used: int, melds: int, pairs: int, sits: bool, hu: int) -> None:
            for (w, m, p, s), value in after.items():
                state = (w + used, m + melds, p + pairs, s or sits)
                if (state[0] <= wilds and state[1] <= 4 and state[2] <= 1
                        and found.get(state, -1) < value + hu):
                    found[state] = value + hu

        for nat in (2, 1):
            if here >= nat:
                add(rest(i, here - nat, next1, next2), 2 - nat, 0, 1, kind == won,
                    PAIR_HU if kind in scoring_pairs else 0)
        for nat in (3, 2, 1):
            if here >= nat:
                add(rest(i, here - nat, next1, next2), 3 - nat, 1, 0, False, _PUNG_HU[kind])
        for pos in range(3) if sequences else ():  # the sequences holding i, at place ``pos``
            if not 0 <= i - pos <= 6:
                continue
            for take1 in (0, 1) if pos < 2 else (0,):  # the place above i: its natural tile or a 百搭
                for take2 in (0, 1) if pos == 0 else (0,):  # two places above (a sequence from i)
                    if take1 > next1 or take2 > next2:
                        continue
                    sits = kind == won or take1 and kind + 1 == won or take2 and kind + 2 == won
                    add(rest(i, here - 1, next1 - take1, next2 - take2), 2 - take1 - take2, 1, 0, bool(sits),
                        0)
        return found

    third = block[2] if size > 2 else 0
    return tuple(rest(0, block[0], block[1], third).items())


def _held(hand: FinishedHand) -> tuple[list[int], int] | None:
    """(counts of the 34 kinds, 百搭) of the winner's concealed tiles with the won tile; None when a season
    flower is among them (JS-2: it is set aside, so such a hand completes nothing)."""
    return _counted(hand.winning_concealed())


def _counted(tiles: Iterable[int]) -> tuple[list[int], int] | None:
    """(counts of the 34 kinds, 百搭) of ``tiles``; None when a season flower is among them."""
    counts = [0] * N_KINDS
    wilds = 0
    for kind in tiles:
        if kind < N_KINDS:
            counts[kind] += 1
        elif kind in WILDS:
            wilds += 1
        else:
            return None
    return counts, wilds


def most_hu(hand: FinishedHand) -> int | None:
    """The most 胡 (JS-13) of any reading of the winner's hand that the scorer counts (33332 or 十三幺),
    or None when it has no reading. Equal to the largest ``hu_items`` sum over ``scoring._readings``."""
    held = _held(hand)
    most = None if held is None else most_concealed_hu(hand, *held)
    return None if most is None else fixed_hu(hand) + most


def most_concealed_hu(hand: FinishedHand, counts: list[int], wilds: int) -> int | None:
    """The most 胡 of the concealed groups of any reading of ``counts`` and ``wilds`` 百搭 (the winner's
    concealed tiles and the won tile), or None when they have no reading."""
    return most_hu_of(counts, wilds, len(hand.winner_hand.melds), hand.winner,
                      hand.win_tile if not hand.self_drawn else -1)


def most_hu_of(counts: list[int], wilds: int, exposed: int, wind: int, won: int) -> int | None:
    """:func:`most_concealed_hu` from its parts: ``exposed`` melds on the table, the winner's seat ``wind``
    (0 = East) and the kind ``won`` on a discard (-1 for a self-draw)."""
    n_melds = 4 - exposed
    own_wind = EAST + wind
    # the suits' bests added up, state by state (a small knapsack over 百搭, melds and the pair)
    total: dict[State, int] = {(0, 0, 0, False): 0}
    for first, end in _BLOCKS:
        block = tuple(counts[first:end])
        if not any(block):
            continue
        scoring_pairs = frozenset((*DRAGONS, own_wind)) if first == HONOR else frozenset()
        # the three suits score alike (a pung of 1 or 9 is 8 胡, of 2-8 is 4): each is read as 萬, so
        # that one table serves the same counts in any suit
        read_as = HONOR if first == HONOR else 0
        won_here = won - first + read_as if first <= won < end else -1
        parts = suit_best(block, read_as, won_here, scoring_pairs, MOST_WILDS)
        merged: dict[State, int] = {}
        for (w1, m1, p1, s1), hu1 in total.items():
            for (w2, m2, p2, s2), hu2 in parts:
                key = (w1 + w2, m1 + m2, p1 + p2, s1 or s2)
                if key[0] <= wilds and key[1] <= n_melds and key[2] <= 1 and merged.get(key, -1) < hu1 + hu2:
                    merged[key] = hu1 + hu2
        total = merged
    most: int | None = None
    for (used, melds, pairs, sits), hu in total.items():
        melds_left, pair_left = n_melds - melds, 1 - pairs
        if wilds - used != 3 * melds_left + 2 * pair_left:
            continue  # the 百搭 left must make the missing groups on their own
        hu += WILD_GROUP_HU * melds_left + PAIR_HU * pair_left  # a pair of 百搭 may be a dragon pair
        if won >= 0 and not sits:
            hu -= _EXPOSED_LOSS[won]  # JS-13: the won discard completes one of the pungs
        most = hu if most is None else max(most, hu)
    if not exposed:
        for reading in thirteen_orphans_readings(counts, wilds):  # JS-11 十三幺: only its pair can score
            pair = next(g for g in reading if g.shape == "pair")
            hu = PAIR_HU if pair.kind in DRAGONS or pair.kind == own_wind else 0
            most = hu if most is None else max(most, hu)
    return most


def reaches_minimum(hand: FinishedHand) -> bool:
    """JS-12 for a hand the engine found complete: some reading reaches 20 胡 (``score(hand).valid``).

    Most hands are decided at a glance (:func:`_at_a_glance`); else the most 胡 of any reading decides."""
    held = _held(hand)
    if held is None:
        return False
    counts, wilds = held
    exposed = len(hand.winner_hand.melds)
    verdict = _at_a_glance(counts, wilds, fixed_hu(hand), hand.winner, exposed)
    if verdict is not None:
        return verdict
    most = most_concealed_hu(hand, counts, wilds)
    return most is not None and most >= MIN_HU - fixed_hu(hand)


def _at_a_glance(counts: Sequence[int], wilds: int, fixed: int, wind: int, exposed: int) -> bool | None:
    """JS-12 decided without reading the hand, or None: True when the ``fixed`` 胡 (flowers, 自摸, the
    ``exposed`` melds) reach 20 alone, False when even :func:`best_case_hu` falls short of the rest."""
    need = MIN_HU - fixed
    if need <= 0:
        return True
    if best_case_hu(counts, wilds, wind, exposed) < need:
        return False
    return None


def best_case_hu(counts: Sequence[int], wilds: int, wind: int, exposed: int) -> int:
    """At least the most 胡 of the concealed groups of any reading (:func:`most_hu_of`), from the counts
    alone: every natural pung held scores; each 百搭 adds at most 8 when it makes a pair of 1/9 or honors
    a pung, else at most half that (it makes a 2-8 pair a pung, or it is one of the two or three 百搭 of a
    group worth 8); no concealed group scores more than 8; and the pair scores."""
    natural_pungs = best_pairs = 0
    for kind in compress(_KINDS, counts):  # the kinds held
        if counts[kind] >= 3:
            natural_pungs += _PUNG_HU[kind]
        elif counts[kind] == 2 and _PUNG_HU[kind] == BEST_GROUP_HU:
            best_pairs += 1
    by_wilds = BEST_GROUP_HU // 2 * (wilds + min(wilds, best_pairs))
    groups = min(natural_pungs + by_wilds, BEST_GROUP_HU * (4 - exposed))
    # a pair scores only as dragons or the own wind, of the tiles held and the 百搭 (two make any pair)
    pair = PAIR_HU if wilds >= 2 or any(counts[k] + wilds >= 2 for k in (*DRAGONS, EAST + wind)) else 0
    return groups + pair


def own_verdict(concealed: Sequence[int], melds: Sequence[Meld], win_tile: int, *, self_drawn: bool,
                flowers: int, wind: int) -> bool:
    """:func:`reaches_minimum` from the winner's own tiles (``concealed`` without ``win_tile``), melds,
    flowers set aside and wind (0 = East): all that JS-12 reads, so the engine builds no finished hand."""
    held = _counted((*concealed, win_tile))
    if held is None:
        return False  # JS-2: a season flower is set aside, never part of a hand
    counts, wilds = held
    fixed = fixed_hu_of(flowers, self_drawn, melds)
    verdict = _at_a_glance(counts, wilds, fixed, wind, len(melds))
    if verdict is not None:
        return verdict
    most = most_hu_of(counts, wilds, len(melds), wind, -1 if self_drawn else win_tile)
    return most is not None and most >= MIN_HU - fixed
