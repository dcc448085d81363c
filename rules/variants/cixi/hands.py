"""Which Cixi shapes a hand completes (CX-7), with the 龍 wild (CX-1), and 抛花 (CX-11).

Scoring needs only *whether* each shape is complete and which natural tiles the hand holds: every
Cixi extra that could depend on how a 龍 is read (清一色 / 混一色) depends in fact only on the natural
tiles, because a 龍 can always be read as a tile of a suit the hand already shows. So the best reading
is: the best-scoring complete shape, plus the suit extras of the natural tiles. These checks are cheap
enough to run 34 times for the 抛花 test.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations, pairwise

from rules.tiles import HONOR, N_KINDS, format_tiles

N_HONORS = 7


def split_long(tiles: Sequence[int], long_kind: int) -> tuple[list[int], int]:
    """Tiles → (counts of the 34 kinds without the 龍, number of 龍)."""
    counts = [0] * N_KINDS
    longs = 0
    for k in tiles:
        if k == long_kind:
            longs += 1
        else:
            counts[k] += 1
    return counts, longs


# --- standard: four melds and a pair (CX-7 A–E) ----------------------------------------------------


def standard_groups(counts: Sequence[int], wilds: int, n_groups: int) -> tuple[str, ...] | None:
    """One way to read ``counts`` + ``wilds`` as ``n_groups`` melds and a pair, or None.

    Each group is shown as its tiles as read, then one ``*`` per 龍 standing in (``"55m*"``); a group
    of 龍 alone is ``"***"``. Sequences never wrap or cross suits; honors form no sequences (C-6).
    """
    if sum(counts) + wilds != 3 * n_groups + 2:
        return None
    return _groups(tuple(counts), wilds, n_groups, True)


@lru_cache(maxsize=65536)
def _groups(counts: tuple[int, ...], wilds: int, melds_left: int, pair_left: bool) -> tuple[str, ...] | None:
    i = next((k for k in range(N_KINDS) if counts[k]), N_KINDS)
    if i == N_KINDS:
        # only 龍 left: they form whole groups standing for any tile
        return ("**",) * pair_left + ("***",) * melds_left
    work = list(counts)
    options: list[tuple[list[int], int, int, bool, str]] = []  # (taken kinds, wilds, melds, pair, label)
    if pair_left:
        for nat in (2, 1):
            if counts[i] >= nat and wilds >= 2 - nat:
                options.append(([i] * nat, 2 - nat, 0, True, _label([i, i], 2 - nat)))
    if melds_left:
        for nat in (3, 2, 1):
            if counts[i] >= nat and wilds >= 3 - nat:
                options.append(([i] * nat, 3 - nat, 1, False, _label([i, i, i], 3 - nat)))
        options.extend(_sequences_with(i, counts, wilds))
    for taken, used, melds, pair, label in options:
        for k in taken:
            work[k] -= 1
        rest = _groups(tuple(work), wilds - used, melds_left - melds, pair_left and not pair)
        for k in taken:
            work[k] += 1
        if rest is not None:
            return (label, *rest)
    return None


def _sequences_with(i: int, counts: Sequence[int], wilds: int) -> list[tuple[list[int], int, int, bool, str]]:
    """Sequences holding natural ``i`` as their lowest natural tile; 龍 fill the other places."""
    out: list[tuple[list[int], int, int, bool, str]] = []
    if i >= HONOR:
        return out
    for pos in range(3):
        start = i - pos
        if start < 0 or start // 9 != i // 9 or start % 9 > 6:
            continue
        higher = [start + k for k in range(pos + 1, 3)]
        for mask in range(1 << len(higher)):
            natural = [k for b, k in enumerate(higher) if mask >> b & 1]
            if any(counts[k] == 0 for k in natural):
                continue
            need = 3 - 1 - len(natural)
            if need <= wilds:
                out.append(([i, *natural], need, 1, False, _label([start, start + 1, start + 2], need)))
    return out


def _label(read_as: list[int], wilds: int) -> str:
    return format_tiles(read_as) + "*" * wilds


# --- seven pairs (CX-7 F) ---------------------------------------------------------------------------


def seven_pairs_kind(tiles: Sequence[int], long_kind: int) -> str | None:
    """``"清七對"`` when the 14 tiles are seven pairs with no 龍 used as wild, ``"七對"`` when 龍 complete
    them, else None. DECISION (docs/rules/cixi.md): four of a kind count as two pairs."""
    if len(tiles) != 14:
        return None
    all_counts = [0] * N_KINDS
    for k in tiles:
        all_counts[k] += 1
    if all(c % 2 == 0 for c in all_counts):
        return "清七對"
    counts, longs = split_long(tiles, long_kind)
    singles = sum(c % 2 for c in counts)
    return "七對" if singles <= longs else None


# --- 十三幺 / 七風齊 (CX-7, the seed's "unrelated tiles") ------------------------------------------


def _spaced(ranks: Sequence[int]) -> bool:
    return all(b - a >= 3 for a, b in pairwise(ranks))


# every set of ranks 1..9 pairwise at least three apart (at most three ranks: 1-4-7 … 3-6-9, 1-5-9 …)
_SPACED_SETS: tuple[frozenset[int], ...] = tuple(
    frozenset(c) for n in range(4) for c in combinations(range(1, 10), n) if _spaced(c)
)


def _suit_room(ranks: frozenset[int]) -> int:
    """How many more tiles a suit holding ``ranks`` can take and stay pairwise ≥ 3 apart."""
    return max(len(s) - len(ranks) for s in _SPACED_SETS if ranks <= s)


def thirteen_orphans_kind(tiles: Sequence[int], long_kind: int) -> str | None:
    """``"十三幺七風齊"``, ``"十三幺"`` or None for 14 concealed tiles (CX-7).

    Suit tiles pairwise at least three ranks apart within a suit (so no suit tile twice); honors all
    different except that one honor may appear twice; 龍 fill any free slot. 七風齊 holds all seven honors.
    """
    if len(tiles) != 14:
        return None
    counts, longs = split_long(tiles, long_kind)
    room = 0
    for suit in range(3):
        held = [r for r in range(9) for _ in range(counts[suit * 9 + r])]
        if not _spaced(held):
            return None
        room += _suit_room(frozenset(r + 1 for r in held))
    honors = counts[HONOR:]
    doubled = sum(1 for c in honors if c == 2)
    if any(c > 2 for c in honors) or doubled > 1:
        return None
    distinct = sum(1 for c in honors if c)
    spare_double = 1 - doubled
    missing = N_HONORS - distinct
    if longs >= missing and longs - missing <= room + spare_double:
        return "十三幺七風齊"
    if longs <= room + missing + spare_double:
        return "十三幺"
    return None


# --- 全風向 (CX-7) ----------------------------------------------------------------------------------


def all_honors(naturals: Sequence[int]) -> bool:
    """全風向: every natural tile (melds included) an honor; 龍 stand for honors."""
    return all(k >= HONOR for k in naturals)


# --- completeness and 抛花 (CX-11) ------------------------------------------------------------------


def completes(concealed: Sequence[int], n_melds: int, long_kind: int) -> bool:
    """Is ``concealed`` (the win tile included) with ``n_melds`` melds complete as standard, seven pairs
    or 十三幺 (the last two concealed only)?

    全風向 is left out: this answers the 抛花 question, and a drawn suit tile always breaks a 全風向.
    """
    counts, longs = split_long(concealed, long_kind)
    if standard_groups(counts, longs, 4 - n_melds) is not None:
        return True
    if n_melds == 0 and len(concealed) == 14:
        return bool(seven_pairs_kind(concealed, long_kind) or thirteen_orphans_kind(concealed, long_kind))
    return False


def is_paohua(concealed: Sequence[int], n_melds: int, long_kind: int) -> bool:
    """CX-11 抛花: every tile one could still draw completes the hand (typically four melds + a lone 龍).

    ``concealed`` is the hand waiting (13 − 3 × melds tiles). Kinds the hand already holds four of
    cannot be drawn and are not asked.
    """
    if len(concealed) != 13 - 3 * n_melds:
        return False
    held = [0] * N_KINDS
    for k in concealed:
        held[k] += 1
    hand = list(concealed)
    for kind in range(N_KINDS):
        if held[kind] == 4:
            continue
        if not completes([*hand, kind], n_melds, long_kind):
            return False
    return True
