"""Shanten of the special shapes (only for a fully concealed hand: 13 or 14 tiles, n_melds == 4).

Each shape is "14 slots, each wanting a tile of some kind"; shanten is ``13 - matched`` where matched
counts held tiles that fit a slot plus wilds that may fill an empty one (the same measure as the
standard shape: tiles still to draw, minus one).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rules.analysis.shape_rules import UnrelatedRule
from rules.tiles import HONOR, N_KINDS, TERMINALS_AND_HONORS


def seven_pairs_value(pairs: int, singles: int, wilds: int) -> int:
    """Seven pairs shanten from the pairs and lone tiles held (as :func:`seven_pairs_shanten` counts them)."""
    pairs = min(pairs, 7)
    return 13 - 2 * pairs - min(singles, 7 - pairs) - wilds


def seven_pairs_shanten(counts: Sequence[int], wilds: int, four_as_two: bool) -> int:
    """七對子: seven pairs; a wild pairs a single or two wilds make a pair. ``four_as_two``: 4 of a
    kind are two pairs (DECISION, docs/decisions.md), else a kind gives at most one pair."""
    pairs = singles = 0
    for c in counts:
        if c:
            if four_as_two:
                pairs += c >> 1
                singles += c & 1
            elif c >= 2:
                pairs += 1
            else:
                singles += 1
    return seven_pairs_value(pairs, singles, wilds)


def thirteen_orphans_shanten(counts: Sequence[int], wilds: int) -> int:
    """JS-11 十三幺: one of each terminal and honor plus one more of any of them; wilds fill gaps."""
    held = 0
    duplicate = 0
    for k in TERMINALS_AND_HONORS:
        c = counts[k]
        if c:
            held += 1
            if c >= 2:
                duplicate = 1
    return 13 - held - duplicate - wilds


def _rank_sets() -> list[int]:
    """Rank masks of 0-3 ranks of one suit, pairwise at least three apart (JH-15, CX-7)."""
    masks = [0]
    for a in range(9):
        masks.append(1 << a)
        for b in range(a + 3, 9):
            masks.append(1 << a | 1 << b)
            masks.extend(1 << a | 1 << b | 1 << c for c in range(b + 3, 9))
    return masks


@cache
def _best_overlaps() -> list[tuple[int, int, int, int]]:
    """For each 9-bit mask of held ranks: the most held ranks inside a valid target of size 0..3."""
    targets = _rank_sets()
    table = []
    for held in range(512):
        best = [0, 0, 0, 0]
        for t in targets:
            size = (t).bit_count()
            best[size] = max(best[size], (t & held).bit_count())
        table.append((best[0], best[1], best[2], best[3]))
    return table


@cache
def suit_classes() -> tuple[list[int], list[tuple[int, int, int, int]]]:
    """Held-rank masks grouped by their overlap row (only a handful of rows exist): mask → class id,
    and each class's row. Built on first use (a few ms), so start-up does not pay for it."""
    rows: dict[tuple[int, int, int, int], int] = {}
    class_of = [rows.setdefault(row, len(rows)) for row in _best_overlaps()]
    return class_of, list(rows)


def _suit_overlaps(classes: tuple[int, int, int]) -> list[int]:
    """Best held-tile overlap of the three suits together, for each total of suit slots 0..9."""
    combined = [0] + [-99] * 9
    class_rows = suit_classes()[1]
    for suit_class in classes:
        best = class_rows[suit_class]
        nxt = [-99] * 10
        for total, value in enumerate(combined):
            if value < 0:
                continue
            for t in range(4):
                if total + t <= 9 and value + best[t] > nxt[total + t]:
                    nxt[total + t] = value + best[t]
        combined = nxt
    return combined


_UNRELATED: dict[int, int] = {}
_UNRELATED_LIMIT = 200_000


def unrelated_value(
    classes: tuple[int, int, int], honors_held: int, doubled: bool, wilds: int, rule: UnrelatedRule
) -> int:
    """:func:`unrelated_shanten` from the suits' classes (:func:`suit_classes` of each held-rank mask),
    the different honors held and whether one is held twice (memoised: few distinct inputs recur)."""
    c0, c1, c2 = classes
    key = (
        c0 | c1 << 5 | c2 << 10 | honors_held << 15 | doubled << 19 | rule.honor_pair_allowed << 20
        | rule.wild_for_honors << 21 | wilds << 22
    )
    value = _UNRELATED.get(key)
    if value is None:
        if len(_UNRELATED) > _UNRELATED_LIMIT:
            _UNRELATED.clear()
        value = _UNRELATED[key] = _unrelated_value(classes, honors_held, doubled, wilds, rule)
    return value


def _unrelated_value(
    classes: tuple[int, int, int], honors_held: int, doubled: bool, wilds: int, rule: UnrelatedRule
) -> int:
    suits = _suit_overlaps(classes)
    best = 0
    for suit_slots in range(5, 10):
        suit_overlap = suits[suit_slots]
        if suit_overlap < 0:
            continue
        honor_slots = 14 - suit_slots
        for extra in (0, 1) if rule.honor_pair_allowed else (0,):  # CX-7 the doubled honor's slot
            distinct = honor_slots - extra
            if distinct > 7:
                continue
            honor_overlap = min(honors_held, distinct) + (1 if extra and doubled else 0)
            fillable = suit_slots - suit_overlap
            if rule.wild_for_honors:
                fillable += honor_slots - honor_overlap
            best = max(best, suit_overlap + honor_overlap + min(wilds, fillable))
    return 13 - best


def rank_mask(counts: Sequence[int], base: int) -> int:
    """Bit r set when rank r+1 of the suit starting at ``base`` is held."""
    mask = 0
    for r in range(9):
        if counts[base + r]:
            mask |= 1 << r
    return mask


def unrelated_shanten(counts: Sequence[int], wilds: int, rule: UnrelatedRule) -> int:
    """十三不靠 (JH-15/16) / Cixi 十三幺 (CX-7): suit tiles at least three ranks apart within a suit,
    honors different (Cixi: one honor may be doubled); wilds fill suit slots, and honor slots only
    where the rule allows (JH-27)."""
    class_of = suit_classes()[0]
    classes = (class_of[rank_mask(counts, 0)], class_of[rank_mask(counts, 9)],
               class_of[rank_mask(counts, 18)])
    honors_held = sum(1 for k in range(HONOR, N_KINDS) if counts[k])
    doubled = any(counts[k] >= 2 for k in range(HONOR, N_KINDS))
    return unrelated_value(classes, honors_held, doubled, wilds, rule)


def all_honors_shanten(counts: Sequence[int], wilds: int, allow_wilds: bool) -> int:
    """14 honors in any arrangement (SH-9 風一色, JH-19 亂風, CX-7 全風向); JH-27: no wilds in 亂風."""
    honors = sum(counts[HONOR:N_KINDS])
    return 13 - min(14, honors + (wilds if allow_wilds else 0))
