"""Every way to read a complete hand (C-6): the groups, and what each wild tile stands for.

This is the exact, exhaustive reader that scoring uses (it must see every reading of the wilds to keep
the best-scoring one) and that the fast tables of :mod:`rules.analysis` are checked against.
It is not the fast path: use :mod:`rules.analysis` to ask *whether* a hand is complete.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Sequence
from functools import lru_cache
from typing import Literal, NamedTuple, Protocol

from rules.hand import NATURAL, STAND_IN, WILD
from rules.tiles import HONOR, N_KINDS, format_tiles

Shape = Literal["pair", "pung", "seq", "single"]  # "single": one tile of 十三幺 / 十三不靠


class Group(NamedTuple):
    """A concealed group of a reading: ``tiles`` as read (sorted), ``via`` per tile: NATURAL, WILD or
    STAND_IN. A named tuple: the readings of a hand are sorted and kept in sets, group by group."""

    shape: Shape
    tiles: tuple[int, ...]
    via: tuple[int, ...]

    @property
    def kind(self) -> int:
        return self.tiles[0]

    @property
    def wilds_used(self) -> int:
        return sum(1 for v in self.via if v == WILD)

    @property
    def all_wild(self) -> bool:
        return all(v == WILD for v in self.via)

    def __str__(self) -> str:
        marks = "".join("*" if v == WILD else ("~" if v == STAND_IN else "") for v in self.via)
        return f"{self.shape}:{format_tiles(self.tiles)}{marks}"


Reading = tuple[Group, ...]


class UnrelatedRuleLike(Protocol):
    """What :func:`unrelated_readings` reads of :class:`rules.analysis.UnrelatedRule`."""

    @property
    def honor_pair_allowed(self) -> bool: ...

    @property
    def wild_for_honors(self) -> bool: ...

_SEQ_STARTS = tuple(s for s in range(HONOR) if s % 9 <= 6)
_SUITS = ((0, 9, True), (9, 18, True), (18, 27, True), (HONOR, N_KINDS, False))  # (first, end, sequences)


@lru_cache(maxsize=256)
def _wild_only_groups(
    n_melds: int, pair: bool, kinds: frozenset[int] | None = None
) -> tuple[tuple[Group, ...], ...]:
    """Every reading of a set of all-wild groups: each meld any pung or sequence, the pair any kind.

    ``kinds`` (None = all 34) limits the kinds an all-wild pung or pair, or the first tile of an
    all-wild sequence, may stand for: a scorer that knows which kinds score alike passes one per class.
    """
    allowed = range(N_KINDS) if kinds is None else sorted(kinds)
    meld_options = [Group("pung", (k, k, k), (WILD,) * 3) for k in allowed] + [
        Group("seq", (s, s + 1, s + 2), (WILD,) * 3) for s in _SEQ_STARTS if kinds is None or s in kinds
    ]
    pair_options = [Group("pair", (k, k), (WILD, WILD)) for k in allowed]
    combos: list[tuple[Group, ...]] = [()]
    if pair:
        combos = [(p,) for p in pair_options]
    for _ in range(n_melds):
        # melds are unordered: keep each combination once by requiring non-decreasing order
        combos = [c + (m,) for c in combos for m in meld_options
                  if not c or c[-1].shape == "pair" or c[-1] <= m]
    return tuple(combos)


def standard_readings(
    counts: Sequence[int],
    wilds: int,
    n_melds: int,
    *,
    stand_in_face: int | None = None,
    wild_group_kinds: Collection[int] | None = None,
) -> list[Reading]:
    """All readings of ``counts`` (34 kinds, wilds removed) + ``wilds`` as ``n_melds`` melds and one pair.

    Sequences never wrap or cross suits; honors never form sequences. A wild may stand for any tile of a
    concealed group, including a whole group of wilds (each such group is expanded to every kind it could
    stand for). ``stand_in_face``: natural tiles of this kind are Jinhua 白板 read as the face and are marked
    STAND_IN. ``wild_group_kinds`` restricts what whole groups of wilds may stand for (see
    :func:`_wild_only_groups`; None keeps every kind). Returns sorted, de-duplicated readings; empty when the
    hand is not complete.

    Each suit (and the honors) is read on its own, remembered across calls (:func:`_suit_parts`): a
    group holding a natural tile never leaves its suit, so a reading is one part per suit plus the
    groups made of wilds alone, and only parts whose wilds, melds and pair add up are combined.
    """
    total = sum(counts) + wilds
    if total != 3 * n_melds + 2:
        return []
    blocks = []
    for first, end, sequences in _SUITS:
        block = tuple(counts[first:end])
        if any(block):
            face = (stand_in_face - first
                    if stand_in_face is not None and first <= stand_in_face < end else None)
            blocks.append((block, first, sequences, face,
                           _fewest_wilds(block, first, sequences, face, n_melds)))
    needed = sum(b[4] for b in blocks)
    if needed > wilds:
        return []
    # a suit may take only the wilds the other suits leave it
    suits = [_suit_parts(block, first, seqs, face, wilds - needed + least, n_melds)
             for block, first, seqs, face, least in blocks]
    kinds = None if wild_group_kinds is None else frozenset(wild_group_kinds)
    found: set[Reading] = set()
    for chosen in itertools.product(*suits):
        used = melds = pairs = 0
        for (w, m, p), _ in chosen:
            used, melds, pairs = used + w, melds + m, pairs + p
        wilds_left, melds_left = wilds - used, n_melds - melds
        if pairs > 1 or melds_left < 0 or wilds_left != 3 * melds_left + 2 * (1 - pairs):
            continue
        tails = _wild_only_groups(melds_left, pairs == 0, kinds)
        for parts in itertools.product(*(groups for _, groups in chosen)):
            acc = [g for part in parts for g in part]
            for tail in tails:
                found.add(tuple(sorted(acc + list(tail))))
    return sorted(found)


Part = tuple[Group, ...]


@lru_cache(maxsize=1 << 14)
def _fewest_wilds(block: tuple[int, ...], first: int, sequences: bool, face: int | None, n_melds: int) -> int:
    """The fewest wilds that read one suit's natural tiles (more than any hand holds when none can)."""
    most = 3 * n_melds + 2
    for wilds in range(most + 1):
        if _suit_parts(block, first, sequences, face, wilds, n_melds):
            return wilds
    return most + 1


@lru_cache(maxsize=1 << 14)
def _suit_parts(
    block: tuple[int, ...], first: int, sequences: bool, face: int | None, wilds: int, n_melds: int
) -> tuple[tuple[tuple[int, int, int], tuple[Part, ...]], ...]:
    """Every way to read the natural tiles of one suit (``block``: counts from kind ``first``) as groups
    that each hold at least one of them, using at most ``wilds`` wilds and ``n_melds`` melds and one pair:
    ((wilds used, melds, pairs), the parts) per total. ``face``: the stand-in kind within the block."""
    reader = _SuitReader(block, first, sequences, face, wilds, n_melds)
    reader.read(0, wilds, n_melds, True, [])
    return tuple((key, tuple(parts)) for key, parts in reader.found.items())


class _SuitReader:
    """The search behind :func:`_suit_parts`: the lowest tile left goes into a pair or a pung of its kind
    (wilds filling the rest) or a sequence holding it; the counts are changed in place and put back."""

    def __init__(self, block: tuple[int, ...], first: int, sequences: bool, face: int | None, wilds: int,
                 n_melds: int) -> None:
        self.work, self.first, self.sequences, self.face = list(block), first, sequences, face
        self.wilds, self.n_melds = wilds, n_melds
        self.found: dict[tuple[int, int, int], set[Part]] = {}

    def via_of(self, i: int) -> int:
        return STAND_IN if i == self.face else NATURAL

    def read(self, i: int, wilds_left: int, melds_left: int, pair_left: bool, acc: list[Group]) -> None:
        work = self.work
        while i < len(work) and work[i] == 0:
            i += 1
        if i == len(work):
            key = (self.wilds - wilds_left, self.n_melds - melds_left, 0 if pair_left else 1)
            self.found.setdefault(key, set()).add(tuple(sorted(acc)))
            return
        if pair_left:
            self.same_kind(i, "pair", wilds_left, melds_left, False, acc)
        if melds_left == 0:
            return
        self.same_kind(i, "pung", wilds_left, melds_left - 1, pair_left, acc)
        if self.sequences:
            # sequences containing i; kinds below i are used up, so wilds fill them
            for pos in range(3):
                if 0 <= i - pos <= 6:
                    self.sequence(i - pos, pos, wilds_left, melds_left, pair_left, acc)

    def same_kind(self, i: int, shape: Literal["pair", "pung"], wilds_left: int, melds_after: int,
                  pair_after: bool, acc: list[Group]) -> None:
        """A pair or a pung of the kind at ``i``: as many natural tiles as held (most first), wilds the
        rest."""
        size = 2 if shape == "pair" else 3
        kind = self.first + i
        for nat in range(size, 0, -1):
            if self.work[i] >= nat and wilds_left >= size - nat:
                self.work[i] -= nat
                acc.append(Group(shape, (kind,) * size, (self.via_of(i),) * nat + (WILD,) * (size - nat)))
                self.read(i, wilds_left - (size - nat), melds_after, pair_after, acc)
                acc.pop()
                self.work[i] += nat

    def sequence(self, s: int, pos: int, wilds_left: int, melds_left: int, pair_left: bool,
                 acc: list[Group]) -> None:
        """The sequences from ``s`` holding the tile at ``s + pos``: places before it wild, places after it
        natural (if held) or wild, both tried."""
        work = self.work
        higher = range(s + pos + 1, s + 3)
        for mask in range(1 << len(higher)):
            natural = [k for b, k in enumerate(higher) if mask >> b & 1]
            need = 3 - 1 - len(natural)
            if need > wilds_left or any(work[k] == 0 for k in natural):
                continue
            via = tuple(self.via_of(k) if k == s + pos or k in natural else WILD for k in range(s, s + 3))
            taken = [s + pos, *natural]
            for k in taken:
                work[k] -= 1
            first = self.first
            acc.append(Group("seq", (first + s, first + s + 1, first + s + 2), via))
            self.read(s + pos, wilds_left - need, melds_left - 1, pair_left, acc)
            acc.pop()
            for k in taken:
                work[k] += 1


# --- special shapes (readings for scorers; rules.analysis says whether and how far) -------------------

ORPHANS = tuple(k for k in range(N_KINDS) if k >= HONOR or k % 9 in (0, 8))  # 1/9 of each suit + honors


def _single(kind: int, via: int) -> Group:
    return Group("single", (kind,), (via,))


def seven_pairs_readings(counts: Sequence[int], wilds: int, *, four_as_two: bool = True) -> list[Reading]:
    """七對子: seven pairs of 14 concealed tiles; a wild pairs a lone tile, two wilds pair as any kind.

    ``four_as_two`` (DECISION, docs/decisions.md): four of a kind are two pairs; otherwise every pair is
    a different kind, and pairs of wilds stand only for kinds not already paired.
    """
    if sum(counts) + wilds != 14:
        return []
    groups: list[Group] = []
    for k, c in enumerate(counts):
        if c == 0:
            continue
        if not four_as_two and c > 2:
            return []
        groups += [Group("pair", (k, k), (NATURAL, NATURAL))] * (c // 2)
        if c % 2:
            groups.append(Group("pair", (k, k), (NATURAL, WILD)))
    free = wilds - sum(1 for g in groups if WILD in g.via)
    if free < 0 or free % 2:
        return []
    used = {g.kind for g in groups}
    readings: set[Reading] = set()

    def add_wild_pairs(acc: list[Group], left: int, lowest: int) -> None:
        if left == 0:
            readings.add(tuple(sorted(acc)))
            return
        for k in range(lowest, N_KINDS):
            if not four_as_two and (k in used or any(g.kind == k for g in acc[len(groups):])):
                continue
            acc.append(Group("pair", (k, k), (WILD, WILD)))
            add_wild_pairs(acc, left - 1, k if four_as_two else k + 1)
            acc.pop()

    add_wild_pairs(list(groups), free // 2, 0)
    return sorted(readings)


def thirteen_orphans_readings(counts: Sequence[int], wilds: int) -> list[Reading]:
    """JS-11 十三幺: one of each terminal and honor (single groups) plus a pair of one of them."""
    if sum(counts) + wilds != 14 or any(counts[k] for k in range(N_KINDS) if k not in ORPHANS):
        return []
    readings = []
    for pair_kind in ORPHANS:
        need = {k: 2 if k == pair_kind else 1 for k in ORPHANS}
        if any(counts[k] > need[k] for k in ORPHANS):
            continue
        if sum(need[k] - counts[k] for k in ORPHANS) != wilds:
            continue
        groups = [_single(k, NATURAL if counts[k] else WILD) for k in ORPHANS if k != pair_kind]
        nat = counts[pair_kind]
        groups.append(Group("pair", (pair_kind, pair_kind), (NATURAL,) * nat + (WILD,) * (2 - nat)))
        readings.append(tuple(sorted(groups)))
    return sorted(readings)


def _unrelated_fits(kinds: Sequence[int], honor_pair_allowed: bool) -> bool:
    """Suit tiles pairwise at least three ranks apart within a suit; honors different (one may be doubled)."""
    honors = [k for k in kinds if k >= HONOR]
    doubled = len(honors) - len(set(honors))
    if doubled > (1 if honor_pair_allowed else 0) or any(honors.count(k) > 2 for k in honors):
        return False
    suited = sorted(k for k in kinds if k < HONOR)
    return all(b // 9 != a // 9 or b - a >= 3 for a, b in itertools.pairwise(suited))


def unrelated_readings(counts: Sequence[int], wilds: int, rule: UnrelatedRuleLike) -> list[Reading]:
    """十三不靠 (JH-15/16) / Cixi 十三幺 (CX-7): 14 tiles, suit tiles at least three ranks apart within a
    suit, honors different except one honor pair where ``rule.honor_pair_allowed``; each tile a single
    group (the doubled honor a pair). Wilds stand for suit tiles, and for honors only where
    ``rule.wild_for_honors`` (JH-27). Every way of placing the wilds is a reading."""
    if sum(counts) + wilds != 14:
        return []
    naturals = [k for k, c in enumerate(counts) for _ in range(c)]
    if not _unrelated_fits(naturals, rule.honor_pair_allowed):
        return []
    choices = range(N_KINDS) if rule.wild_for_honors else range(HONOR)
    readings: set[Reading] = set()

    def place(acc: list[int], left: int, lowest: int) -> None:
        if left == 0:
            readings.add(_unrelated_groups(counts, acc))
            return
        for k in choices:
            if k >= lowest and _unrelated_fits([*naturals, *acc, k], rule.honor_pair_allowed):
                place([*acc, k], left - 1, k)

    place([], wilds, 0)
    return sorted(readings)


def _unrelated_groups(counts: Sequence[int], wild_kinds: Sequence[int]) -> Reading:
    tiles = [(k, NATURAL) for k, c in enumerate(counts) for _ in range(c)] + [(k, WILD) for k in wild_kinds]
    tiles.sort()
    groups: list[Group] = []
    i = 0
    while i < len(tiles):
        k, via = tiles[i]
        if i + 1 < len(tiles) and tiles[i + 1][0] == k:
            groups.append(Group("pair", (k, k), (via, tiles[i + 1][1])))
            i += 2
        else:
            groups.append(_single(k, via))
            i += 1
    return tuple(sorted(groups))


def all_honors_ok(counts: Sequence[int], wilds: int, allow_wilds: bool) -> bool:
    """14 honors in any arrangement (SH-9 風一色, JH-19 亂風, CX-7 全風向); JH-27: 亂風 takes no wilds."""
    if sum(counts) + wilds != 14 or (wilds and not allow_wilds):
        return False
    return all(counts[k] == 0 for k in range(HONOR))
