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

from rules.analysis.shape_rules import ShapeRules
from rules.analysis.special import seven_pairs_value, suit_classes, unrelated_value
from rules.analysis.standard import combine_all
from rules.analysis.suit_vectors import encode
from rules.analysis.tables import HONOR_TABLE, SUIT_TABLE, VECTORS
from rules.tiles import HONOR, N_KINDS

INFINITE_SHANTEN = 99  # a shape the variant does not allow

# the fields of a suit's (or the honors') summary
(_VECTOR, _LONE, _UNRELATED, _PAIRS, _SINGLES, _PAIRS_ONE, _SINGLES_ONE, _ORPHANS, _ORPHAN_PAIR, _KINDS,
 _TILES) = range(11)
Summary = tuple[int, int, int, int, int, int, int, int, int, int, int]

_SUITS: dict[tuple[int, ...], Summary] = {}  # nine counts of a suit → its summary
_HONORS: dict[tuple[int, ...], Summary] = {}  # seven counts of the honors → their summary (a tuple: never falsy)
_MEMO_SIZE = 200_000


def _summary(counts: tuple[int, ...], honors: bool) -> Summary:
    """What every shape's shanten needs to know of one suit (or of the honors), whatever the others hold."""
    vector = (HONOR_TABLE if honors else SUIT_TABLE)[encode(counts)]
    mask = sum(1 << rank for rank, count in enumerate(counts) if count)
    unrelated = 0 if honors else suit_classes()[0][mask]
    orphans = counts if honors else (counts[0], counts[8])  # 十三幺 (JS-11) kinds: terminals and honors
    if honors:
        lone = counts.count(1)
    else:  # single tiles with no tile of the suit within two ranks
        lone = 0
        for rank, near in enumerate(_NEAR):
            if counts[rank] == 1 and not mask & near:
                lone += 1
    return (
        vector,
        lone,
        unrelated,
        sum(map(_PAIRS_IN.__getitem__, counts)),  # seven pairs, four of a kind as two pairs (DECISION)
        sum(map(_ODD.__getitem__, counts)),
        len(counts) - counts.count(0) - counts.count(1),  # seven pairs, one pair per kind at most
        counts.count(1),
        len(orphans) - orphans.count(0),
        int(max(orphans) >= 2),
        len(counts) - counts.count(0),
        sum(counts),
    )


# the ranks within two of each rank (itself left out), as a bit mask of the suit's ranks
_NEAR = tuple(sum(1 << other for other in range(max(0, rank - 2), min(9, rank + 3)) if other != rank)
              for rank in range(9))
_PAIRS_IN = (0, 0, 1, 1, 2)  # pairs in 0-4 tiles of a kind
_ODD = (0, 1, 0, 1, 0)  # a tile left over from the pairs


def summaries(counts: Sequence[int]) -> tuple[Summary, Summary, Summary, Summary]:
    """The summaries of 萬, 筒, 條 and the honors of ``counts`` (only the first 34 kinds are read)."""
    suits = _SUITS
    return (suits.get(tuple(counts[0:9])) or _remember(counts, 0), suits.get(tuple(counts[9:18])) or _remember(counts, 9),
            suits.get(tuple(counts[18:27])) or _remember(counts, 18),
            _HONORS.get(tuple(counts[HONOR:N_KINDS])) or _remember(counts, HONOR))


def _remember(counts: Sequence[int], start: int) -> Summary:
    honors = start == HONOR
    memo = _HONORS if honors else _SUITS
    if len(memo) > _MEMO_SIZE:
        memo.clear()
    group = tuple(counts[start:start + (7 if honors else 9)])
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


def shanten_of(counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules,
               wild_kind: int | None = None, enough: int = INFINITE_SHANTEN) -> int:
    """:func:`rules.analysis.shanten` of ``counts`` (34 playing kinds, wilds taken out; a longer list is read
    only up to its 34th kind) with ``wilds`` wilds and ``n_melds`` melds to make: -1 complete, 0 ready.

    ``enough``: a 3n+1 hand whose shanten is at least that much may be told by a lower bound that is at
    least ``enough`` (what the seat's count of unready discards needs), skipping the standard shape's
    full count when its lone tiles already say so."""
    m, p, s, z = summaries(counts)
    best = INFINITE_SHANTEN
    lone = m[_LONE] + p[_LONE] + s[_LONE] + z[_LONE]
    if shapes.standard and lone < 15 and wilds < 15 and _LONE_SHANTEN[lone][wilds] >= enough:
        best = _LONE_SHANTEN[lone][wilds]
    elif shapes.standard:
        usable = VECTORS[combine_all((m[_VECTOR], p[_VECTOR], s[_VECTOR], z[_VECTOR]))][5 + n_melds]
        best = 3 * n_melds + 1 - wilds - usable
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
    return min(unrelated_value(classes, kinds + (j > 0 and held == 0), doubled or held + j >= 2, wilds - j, rule)
               for j in range(wilds + 1))
