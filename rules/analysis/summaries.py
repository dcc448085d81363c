"""How far a concealed hand is from ready (shanten over the variant's shapes), from summaries of each
suit's counts remembered by pattern: the memoised path of :func:`rules.analysis.shanten` that the engine
asks for every hand that changed (the hot path of waits), kept here beside the library it must agree with.

:func:`shanten_of` is :func:`rules.analysis.shanten` (min over the allowed shapes; special shapes only for a
fully concealed hand), computed from one summary per suit — its standard-shape vector, its 十三不靠 rank
class, its pairs and singles, its terminals — made once per pattern of counts. A test checks it against
the library on random hands of every variant's shapes.

Why the engine keeps the value per seat (``SeatState.far``): every shape's shanten counts tiles still
missing (the standard shape: the most tiles that fit the melds and a pair; a special shape: the 14 slots
that held tiles fill), so one tile in or out changes it by one at most. A draw and a discard therefore
lower it by one at most, and a hand at shanten ``s`` cannot be ready for its next ``s - 1`` discards.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from operator import mul

from rules.analysis.shape_rules import ShapeRules
from rules.analysis.special import seven_pairs_value, suit_classes, unrelated_value
from rules.analysis.standard import POW5, combine
from rules.analysis.tables import HONOR_TABLE, SUIT_TABLE, VECTORS
from rules.tiles import HONOR, N_KINDS

INFINITE_SHANTEN = 99  # a shape the variant does not allow

# the fields of a suit's (or the honors') summary
(_VECTOR, _LONE, _UNRELATED, _PAIRS, _SINGLES, _PAIRS_ONE, _SINGLES_ONE, _ORPHANS, _ORPHAN_PAIR, _KINDS,
 _TILES) = range(11)
Summary = tuple[int, int, int, int, int, int, int, int, int, int, int]

_SUITS: dict[tuple[int, ...], Summary] = {}  # nine counts of a suit → its summary
# seven counts of the honors → their summary (a tuple: never falsy)
_HONORS: dict[tuple[int, ...], Summary] = {}
_MEMO_SIZE = 200_000


def _summary(counts: tuple[int, ...], honors: bool) -> Summary:
    """What every shape's shanten needs to know of one suit (or of the honors), whatever the others hold.
    Made once per pattern of counts, from C-level counts of the pattern (a new pattern is the cold path)."""
    ones, twos, threes, fours = counts.count(1), counts.count(2), counts.count(3), counts.count(4)
    kinds = len(counts) - counts.count(0)
    key = sum(map(mul, counts, POW5))
    if honors:
        # 十三幺 (JS-11) kinds: every honor; a pair of them is an honor held twice or more
        vector, lone, unrelated, orphans, orphan_pair = HONOR_TABLE[key], ones, 0, kinds, ones < kinds
    else:
        mask = sum(compress(_RANK_BITS, counts))
        near = (mask << 1 | mask << 2 | mask >> 1 | mask >> 2) & _ALL_RANKS  # ranks within two of a held one
        # single tiles with no other tile of the suit within two ranks
        lone = (sum(compress(_RANK_BITS, map(_ONCE, counts))) & ~near).bit_count() if ones else 0
        first, last = counts[0], counts[8]  # 十三幺 (JS-11) kinds: the terminals
        vector, unrelated = SUIT_TABLE[key], (_CLASS_OF or _unrelated_classes())[mask]
        orphans, orphan_pair = (first > 0) + (last > 0), first >= 2 or last >= 2
    return (
        vector,
        lone,
        unrelated,
        twos + threes + 2 * fours,  # seven pairs, four of a kind as two pairs (DECISION)
        ones + threes,
        twos + threes + fours,  # seven pairs, one pair per kind at most
        ones,
        orphans,
        int(orphan_pair),
        kinds,
        ones + 2 * twos + 3 * threes + 4 * fours,
    )


_RANK_BITS = tuple(1 << rank for rank in range(9))
_ALL_RANKS = (1 << 9) - 1
_ONCE = (1).__eq__  # a kind held once
# 十三不靠 class of each held-rank mask (special.suit_classes), fetched on first use
_CLASS_OF: list[int] = []


def _unrelated_classes() -> list[int]:
    _CLASS_OF.extend(suit_classes()[0])
    return _CLASS_OF


def _remember(group: tuple[int, ...], honors: bool) -> Summary:
    """The summary of a pattern of counts not met before, remembered (the memo is emptied when full)."""
    memo = _HONORS if honors else _SUITS
    if len(memo) > _MEMO_SIZE:
        memo.clear()
    summary = memo[group] = _summary(group, honors)
    return summary


def _lone_shanten(lone: int, wilds: int) -> int:
    """At least the standard shanten of a 3n+1 hand holding ``lone`` tiles that no other held tile is within
    two ranks of (an honor held once): such a tile fills a group alone, leaving two of a meld's three places
    empty (one of the pair's), or it is not used at all. With ``used`` of them in groups (one may be the
    pair), the hand lacks at least 2 × used − 1 tiles beyond the one it waits for, less the wilds, and
    throws away the others: shanten ≥ max(lone − used, 2 × used − 2 − wilds) for the best ``used``."""
    return min(max(lone - used, 2 * used - 2 - wilds) for used in range(lone + 1))


_LONE_SHANTEN = [[_lone_shanten(lone, wilds) for wilds in range(15)] for lone in range(15)]


def _usable(low: int, high: int, n_melds: int) -> int:
    """The most tiles of the hand that fit ``n_melds`` partial melds and the pair, from the vectors of
    萬+筒 and of 條+honors (pairs of groups recur far more than whole hands: their combinations are
    remembered, this last step is not). The pair is in one half or the other (C-6)."""
    a, b = VECTORS[low], VECTORS[high]
    if n_melds == 4:  # a fully concealed hand: the common case, written out
        return max(a[5] + b[4], a[6] + b[3], a[7] + b[2], a[8] + b[1], a[9] + b[0],
                   a[0] + b[9], a[1] + b[8], a[2] + b[7], a[3] + b[6], a[4] + b[5])
    return VECTORS[combine(low, high)][5 + n_melds]


def shanten_of(counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules,
               wild_kind: int | None = None, enough: int = INFINITE_SHANTEN) -> int:
    """:func:`rules.analysis.shanten` of ``counts`` (34 playing kinds, wilds taken out; a longer list is read
    only up to its 34th kind) with ``wilds`` wilds and ``n_melds`` melds to make: -1 complete, 0 ready.

    ``enough``: a 3n+1 hand whose shanten is at least that much may be told by a lower bound that is at
    least ``enough`` (what the seat's count of unready discards needs), skipping the standard shape's
    full count when its lone tiles already say so."""
    # the summaries of 萬, 筒, 條 and the honors, looked up by their counts (the hot path: written out)
    suits = _SUITS
    m = suits.get(group := tuple(counts[0:9])) or _remember(group, False)
    p = suits.get(group := tuple(counts[9:18])) or _remember(group, False)
    s = suits.get(group := tuple(counts[18:27])) or _remember(group, False)
    z = _HONORS.get(group := tuple(counts[HONOR:N_KINDS])) or _remember(group, True)
    if not shapes.standard:
        best = INFINITE_SHANTEN
    else:
        lone = m[_LONE] + p[_LONE] + s[_LONE] + z[_LONE]
        best = _LONE_SHANTEN[lone][wilds] if lone < 15 and wilds < 15 else -1
        if best < enough:
            best = 3 * n_melds + 1 - wilds - _usable(combine(m[_VECTOR], p[_VECTOR]),
                                                     combine(s[_VECTOR], z[_VECTOR]),
                                                     n_melds)
    if n_melds != 4:
        return best  # special shapes need a fully concealed hand
    if shapes.seven_pairs:
        if shapes.seven_pairs_four_as_two:
            pairs = m[_PAIRS] + p[_PAIRS] + s[_PAIRS] + z[_PAIRS]
            singles = m[_SINGLES] + p[_SINGLES] + s[_SINGLES] + z[_SINGLES]
        else:
            pairs = m[_PAIRS_ONE] + p[_PAIRS_ONE] + s[_PAIRS_ONE] + z[_PAIRS_ONE]
            singles = m[_SINGLES_ONE] + p[_SINGLES_ONE] + s[_SINGLES_ONE] + z[_SINGLES_ONE]
        best = min(best, seven_pairs_value(pairs, singles, wilds))
    if shapes.thirteen_orphans:
        held = m[_ORPHANS] + p[_ORPHANS] + s[_ORPHANS] + z[_ORPHANS]
        pair = m[_ORPHAN_PAIR] or p[_ORPHAN_PAIR] or s[_ORPHAN_PAIR] or z[_ORPHAN_PAIR]
        best = min(best, 13 - held - pair - wilds)
    # JH-27: where a wild may not stand for an honor it still counts as its own face (an honor face only)
    face = wild_kind if wild_kind is not None and HONOR <= wild_kind < N_KINDS and wilds else None
    if shapes.unrelated is not None:
        best = min(best, _unrelated(counts, wilds, shapes, (m, p, s, z), face))
    if shapes.all_honors:
        honors = z[_TILES] + (wilds if shapes.all_honors_wilds or face is not None else 0)
        best = min(best, 13 - min(14, honors))
    return best


def _unrelated(counts: Sequence[int], wilds: int, shapes: ShapeRules,
               groups: tuple[Summary, Summary, Summary, Summary], face: int | None) -> int:
    """十三不靠 (JH-15/16, CX-7) shanten as :func:`rules.analysis.special.unrelated_shanten`, with the
    readings of JH-27 (``j`` wilds counted as the honor ``face``) where wilds may not fill honor slots."""
    rule = shapes.unrelated
    assert rule is not None
    m, p, s, z = groups
    classes = (m[_UNRELATED], p[_UNRELATED], s[_UNRELATED])
    kinds, doubled = z[_KINDS], bool(z[_ORPHAN_PAIR])
    if rule.wild_for_honors or face is None:
        return unrelated_value(classes, kinds, doubled, wilds, rule)
    held = counts[face]
    return min(unrelated_value(classes, kinds + (j > 0 and held == 0), doubled or held + j >= 2, wilds - j,
                               rule)
               for j in range(wilds + 1))
