"""Shanten of a hand under one-tile changes (one tile out and/or one in), for questions asked hundreds of
times about one hand: which discard, and which draws would help after it (the bots' hot path).

:func:`rules.analysis.shanten` answers for one hand and :func:`rules.analysis.discard_options` for every
discard of it; here a hand is read once (:class:`StandardAfter`, the special shapes of
:mod:`rules.analysis.one_change_special`, 碰碰胡 of :mod:`rules.analysis.all_pungs`) and then answers
``after(out, into)`` — the shanten of the hand with ``out`` let go and ``into`` drawn — without being
changed. Shapes can be restricted to a set of *usable* kinds (a tile a 清一色 hand cannot use neither
helps nor hurts). The standard shape reads the same per-suit tables as :mod:`rules.analysis.standard`,
with the combination of the groups a change does not touch kept, so one question costs one or two table
look-ups. A special shape further than the standard one is left out (:func:`free_shanten_after`), which
changes no answer at the best discards (a draw lowers a shape by one step at most). Every answer is
tested against :func:`rules.analysis.shanten` on the changed hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.analysis.all_pungs import PungsAfter
from rules.analysis.one_change_special import SpecialAfter, special_shapes_after
from rules.analysis.shape_rules import ShapeRules
from rules.analysis.standard import combine, group_keys
from rules.analysis.tables import HONOR_TABLE, SUIT_TABLE, VECTORS
from rules.tiles import HONOR, N_KINDS

GROUP = tuple(min(k // 9, 3) for k in range(N_KINDS))  # m p s honors
PLACE = tuple(5 ** (k % 9) if k < HONOR else 5 ** (k - HONOR) for k in range(N_KINDS))  # base-5 digit weight
TABLES = (SUIT_TABLE, SUIT_TABLE, SUIT_TABLE, HONOR_TABLE)
OTHER_TWO = tuple(tuple(tuple(x for x in range(4) if x not in (g, h)) for h in range(4)) for g in range(4))
NEIGHBOURS = tuple(  # a kind and its suit neighbours within two ranks: the draws that can join it
    tuple(range(max(k - k % 9, k - 2), min(k - k % 9 + 8, k + 2) + 1)) if k < HONOR else (k,)
    for k in range(N_KINDS)
)
NONE = -1  # a change that does not touch the hand (no tile, or a tile that is not usable)


class StandardAfter:
    """Standard-shape (4 melds + pair) shanten of ``counts`` with one tile out and/or one in.

    ``usable``: the hand may use this kind (a tile outside a 清一色 hand neither helps nor hurts).
    """

    __slots__ = ("column", "counts", "full", "index", "keys", "live_groups", "live_seen", "near", "rest_one",
                 "top", "usable")

    def __init__(self, counts: Sequence[int], wilds: int, needed: int, usable: Sequence[bool],
                 keys: list[int] | None = None) -> None:
        """``keys``: :func:`group_keys` of the usable counts, when already known."""
        self.counts = counts
        self.near: list[int] | None = None
        self.live_seen: Sequence[int] | None = None  # the live counts live_groups was sorted out for
        self.live_groups: list[tuple[int, list[tuple[int, int]]]] | None = None
        self.usable = usable
        if keys is None:
            usable_counts = counts if all(usable) else [c if usable[k] else 0 for k, c in enumerate(counts)]
            keys = group_keys(usable_counts)
        self.keys = keys
        i0, i1, i2, i3 = index = [SUIT_TABLE[keys[0]], SUIT_TABLE[keys[1]], SUIT_TABLE[keys[2]],
                                  HONOR_TABLE[keys[3]]]
        self.index = index
        # the groups a change leaves alone, combined once: all groups but g
        c01, c23 = combine(i0, i1), combine(i2, i3)
        self.full = combine(c01, c23)
        self.rest_one = (combine(combine(i2, i3), i1), combine(c23, i0), combine(c01, i3), combine(c01, i2))
        self.column = 5 + needed
        self.top = 3 * needed + 1 - wilds

    def __call__(self, out: int | None, into: int | None) -> int:
        usable = self.usable
        go = GROUP[out] if out is not None and usable[out] else NONE
        gi = GROUP[into] if into is not None and usable[into] else NONE
        keys = self.keys
        if go == gi:
            if go == NONE:
                vector = self.full
            else:
                assert out is not None and into is not None
                key = keys[go] - PLACE[out] + PLACE[into]
                vector = combine(self.rest_one[go], TABLES[go][key])
        elif gi == NONE:
            assert out is not None
            vector = combine(self.rest_one[go], TABLES[go][keys[go] - PLACE[out]])
        elif go == NONE:
            assert into is not None
            vector = combine(self.rest_one[gi], TABLES[gi][keys[gi] + PLACE[into]])
        else:
            assert out is not None and into is not None
            index = self.index
            a, b = OTHER_TWO[go][gi]
            moved = combine(TABLES[go][keys[go] - PLACE[out]], TABLES[gi][keys[gi] + PLACE[into]])
            vector = combine(combine(index[a], index[b]), moved)
        s = self.top - VECTORS[vector][self.column]
        return s if s >= 0 else -1  # a conditional, not max(): this is the hot path

    def without(self, kinds: Sequence[int]) -> list[int]:
        """``self(k, None)`` for each of ``kinds``: the rest of the hand combined once per group."""
        usable, keys, rest, column, top = self.usable, self.keys, self.rest_one, self.column, self.top
        found = []
        for k in kinds:
            if usable[k]:
                g = GROUP[k]
                usable_tiles = VECTORS[combine(rest[g], TABLES[g][keys[g] - PLACE[k]])][column]
            else:
                usable_tiles = VECTORS[self.full][column]
            s = top - usable_tiles
            found.append(s if s >= 0 else -1)
        return found

    def draws(self) -> list[int]:
        """Kinds whose draw could help: held kinds and their suit neighbours within two ranks."""
        if self.near is None:
            usable = self.usable
            near: set[int] = set()
            for k, c in enumerate(self.counts):
                if c and usable[k]:
                    near.update(NEIGHBOURS[k])
            self.near = sorted(k for k in near if usable[k])
        return self.near

    def helpful(self, out: int, current: int, live: Sequence[int]) -> list[int]:
        """The kinds among :meth:`draws` (live, a copy left) that lower ``current``, the shanten without
        ``out``: the same as asking ``self(out, k) < current`` of each, with the groups a draw leaves
        alone combined once per group instead of once per kind, and the draws worth trying (live, fewer
        than four held) sorted out once for all the discards asked about with the same ``live``."""
        if current < 0:
            return []
        keys, index = self.keys, self.index
        go = GROUP[out] if self.usable[out] else NONE
        column = self.column
        # lower when the usable tiles (at this many melds) pass ``top - current``
        enough = self.top - current + 1
        memo = _USABLE
        found = []
        if self.counts[out] >= 4:  # a kind held four times is drawable again once one goes: asked apart
            groups = self._live_draws(live, out)
        else:
            groups = self.live_groups if live is self.live_seen and self.live_groups is not None \
                else self._live_draws(live, NONE)
        for g, draws in groups:
            if go == NONE:
                rest, key = self.rest_one[g], keys[g]
            elif g == go:
                rest, key = self.rest_one[g], keys[g] - PLACE[out]
            else:
                a, b = OTHER_TWO[go][g]
                rest, key = combine(combine(index[a], index[b]), TABLES[go][keys[go] - PLACE[out]]), keys[g]
            table = TABLES[g]
            rest_part = (rest << 4 | column) << 20
            for k, place in draws:
                vector = table[key + place]
                usable_tiles = memo.get(rest_part | vector)
                if usable_tiles is None:
                    usable_tiles = _usable_tiles(rest, vector, column)
                if usable_tiles >= enough:
                    found.append(k)
        return found

    def _live_draws(self, live: Sequence[int], out: int) -> list[tuple[int, list[tuple[int, int]]]]:
        """:meth:`draws` that are live and have a copy left (``out`` let go), as (kind, place) by group;
        kept for these ``live`` counts (the same object, not changed in between) unless ``out`` is asked."""
        counts = self.counts
        by_group: dict[int, list[tuple[int, int]]] = {}
        for k in self.draws():
            if live[k] and counts[k] - (k == out) < 4:
                by_group.setdefault(GROUP[k], []).append((k, PLACE[k]))
        groups = sorted(by_group.items())
        if out == NONE:
            self.live_seen, self.live_groups = live, groups
        return groups


# (rest vector, column, group vector) -> usable tiles of the two combined; column < 16, vector index < 2**20
_USABLE: dict[int, int] = {}
_USABLE_LIMIT = 1_000_000


def _usable_tiles(rest: int, vector: int, column: int) -> int:
    """Tiles usable at ``column`` of the rest of the hand combined with one group's vector (remembered)."""
    if len(_USABLE) > _USABLE_LIMIT:
        _USABLE.clear()
    usable = _USABLE[(rest << 4 | column) << 20 | vector] = VECTORS[combine(rest, vector)][column]
    return usable


ShapeAfter = StandardAfter | SpecialAfter | PungsAfter


class BestAfter:
    """The lowest shanten over several shapes' answers."""

    __slots__ = ("parts",)

    def __init__(self, parts: Sequence[ShapeAfter]) -> None:
        self.parts = tuple(parts)

    def __call__(self, out: int | None, into: int | None) -> int:
        best = 99
        for part in self.parts:
            value = part(out, into)
            best = min(best, value)
        return best


def shantens_without(after: ShapeAfter | BestAfter, kinds: Sequence[int]) -> list[int]:
    """``after(k, None)`` for each of ``kinds`` (one discard each), asked in one go where a shape can."""
    if isinstance(after, (StandardAfter, PungsAfter)):
        return after.without(kinds)
    if isinstance(after, BestAfter):
        found = shantens_without(after.parts[0], kinds)
        for part in after.parts[1:]:
            found = [min(b, a) for a, b in zip(found, shantens_without(part, kinds))]
        return found
    return [after(k, None) for k in kinds]


def live_ukeire(after: ShapeAfter | BestAfter, out: int, counts: Sequence[int], live: Sequence[int],
                current: int) -> int:
    """Live copies (``live[k]``: unseen and wanted, else 0) of the kinds whose draw lowers the shanten
    ``current`` of the hand without ``out``. A draw lowers a shape by one step at most, so only the
    shapes already at ``current`` are asked, each about the kinds it could use."""
    if isinstance(after, (StandardAfter, PungsAfter)):
        return sum([live[k] for k in after.helpful(out, current, live)])
    parts = after.parts if isinstance(after, BestAfter) else (after,)
    counted: set[int] = set()
    for part in parts:
        if len(parts) > 1 and part(out, None) != current:
            continue
        if isinstance(part, (StandardAfter, PungsAfter)):
            counted.update(part.helpful(out, current, live))
            continue
        for k in part.draws():
            if live[k] and k not in counted and counts[k] - (k == out) < 4 and part(out, k) < current:
                counted.add(k)
    return sum(live[k] for k in counted)


def free_shanten_after(counts: Sequence[int], wilds: int, needed: int, shapes: ShapeRules,
                       face: int | None) -> StandardAfter | BestAfter:
    """Every shape the variant allows (no kind left out), special shapes only when about as close as the
    standard one now: a far-away 七對 or 十三不靠 changes no decision and costs most of the time."""
    standard = StandardAfter(counts, wilds, needed, [True] * N_KINDS)
    if needed != 4:
        return standard
    near = standard(None, None) if shapes.standard else 99
    close = [part for part in special_shapes_after(counts, wilds, shapes, face, near)
             if part(None, None) <= near]
    if not close:
        return standard
    return BestAfter([standard, *close] if shapes.standard else close)


_MASKS: dict[frozenset[int], tuple[bool, ...]] = {}


def usable_mask(kinds: frozenset[int]) -> tuple[bool, ...]:
    """``mask[k]``: kind k is among ``kinds`` (kept per set: the same few sets are asked about again and
    again)."""
    mask = _MASKS.get(kinds)
    if mask is None:
        mask = _MASKS[kinds] = tuple(k in kinds for k in range(N_KINDS))
    return mask
