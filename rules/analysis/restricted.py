"""Shanten of one hand toward several *restricted* targets, from numbers made once per hand.

A player weighing which hand to build asks the shanten of the same tiles toward several targets: any
shape (:func:`rules.analysis.shanten`), one suit and the honors (混一色), one suit (清一色), all pungs
(:mod:`rules.analysis.all_pungs`), all honors. A :class:`Restriction` says which: the kinds the hand may
use (tiles outside them simply do not count), whether only pungs, whether any arrangement of them wins.
Each target's kinds are, in every variant's goals, a union of the four groups (萬 筒 條 and honors), so
:class:`HandSummary` makes the groups' vectors (:mod:`rules.analysis.standard`) and all-pungs keys once and
each target only adds up its groups. :meth:`HandSummary.after` gives the one-tile-change answers
(:mod:`rules.analysis.one_change`) toward a target. The numbers equal :func:`restricted_shanten`
(the plain computation on the restricted counts; tested).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from typing import Protocol

from rules.analysis.all_pungs import CAPS_WEIGHT, PungsAfter, pung_fit_of, pung_key, pung_shanten
from rules.analysis.core import shanten
from rules.analysis.one_change import GROUP, BestAfter, ShapeAfter, StandardAfter, usable_mask
from rules.analysis.one_change_special import HonorsAfter, SpecialAfter, special_shapes_after
from rules.analysis.shape_rules import ShapeRules
from rules.analysis.special import all_honors_shanten
from rules.analysis.standard import combine_all, group_keys, group_vectors
from rules.analysis.standard import shanten as standard_shanten
from rules.analysis.tables import HONOR_TABLE, SUIT_TABLE, VECTORS
from rules.tiles import HONOR, N_KINDS

EMPTY_GROUPS = (SUIT_TABLE[0], SUIT_TABLE[0], SUIT_TABLE[0], HONOR_TABLE[0])  # a group with no tile held
EVERY_GROUP = (True, True, True, True)
NINE_ZEROS = (0,) * 9
_KINDS = range(N_KINDS)
UNSEEN_CAP = (0, 1, 2, 2, 2)  # min(unseen, 2): none, one or two and more copies left
EVERY_KIND = (True,) * N_KINDS
GROUP_KINDS = tuple(frozenset(k for k in range(N_KINDS) if GROUP[k] == g) for g in range(4))
# the kinds a held tile works with: itself and, in a suit, the ranks within two (a slice of the counts)
LINK_WINDOW = tuple(slice(k, k + 1) if k >= HONOR
                    else slice(max(k - k % 9, k - 2), min(k - k % 9 + 8, k + 2) + 1)
                    for k in range(N_KINDS))
_PLAN_GROUPS: dict[frozenset[int], tuple[bool, ...] | None] = {}


class Restriction(Protocol):
    """What a hand is built toward (a bot's plan is one): the ``kinds`` it may use (None: any, and every
    shape the variant allows), only pungs and a pair, or any arrangement of its kinds (all honors)."""

    @property
    def kinds(self) -> frozenset[int] | None: ...

    @property
    def pungs_only(self) -> bool: ...

    @property
    def any_shape(self) -> bool: ...


def plan_groups(kinds: frozenset[int] | None) -> tuple[bool, ...] | None:
    """Which groups a restriction's kinds cover, or None when they are not a union of whole groups."""
    if kinds is None:
        return EVERY_GROUP
    if kinds not in _PLAN_GROUPS:
        covered = tuple(GROUP_KINDS[g] <= kinds for g in range(4))
        whole = frozenset().union(*(GROUP_KINDS[g] for g in range(4) if covered[g])) == kinds
        _PLAN_GROUPS[kinds] = covered if whole else None
    return _PLAN_GROUPS[kinds]


def restrict(counts: Sequence[int], kinds: frozenset[int] | None) -> list[int]:
    """The counts a restriction can use: kinds outside it are as good as gone."""
    if kinds is None:
        return list(counts)
    return [c if k in kinds else 0 for k, c in enumerate(counts)]


def restricted_shanten(counts: Sequence[int], wilds: int, needed: int, target: Restriction,
                       shapes: ShapeRules, unseen: Sequence[int], face: int | None) -> int:
    """Shanten of ``counts`` (wilds apart, ``needed`` melds still to form in hand) toward ``target``:
    :func:`rules.analysis.shanten` when nothing is restricted, else the standard, all-pungs or all-honors
    shanten of the usable counts. ``unseen``: copies not visible per kind (all-pungs only); ``face``: the
    kind the wilds are, if one playing kind."""
    if target.kinds is None and not target.pungs_only:
        return shanten(counts, wilds, needed, shapes, wild_kind=face)
    usable = restrict(counts, target.kinds)
    if target.any_shape:
        return all_honors_shanten(usable, wilds, True)
    if target.pungs_only:
        return pung_shanten(usable, wilds, needed, unseen)
    return max(standard_shanten(usable, wilds, needed), -1)


class HandSummary:
    """Counts, wilds, the groups' vectors and all-pungs keys of one hand (``counts``: 34 kinds, wilds
    apart; ``needed``: melds still to form in hand; ``unseen``: copies not visible per kind; ``face``:
    the kind the wilds are, if one playing kind). ``counts`` is shared: callers copy it before changing it.
    """

    __slots__ = ("caps_key", "counts", "face", "keys", "kinds", "needed", "pung_keys", "shapes", "specials",
                 "unseen", "vectors", "wilds")

    def __init__(self, counts: list[int], wilds: int, needed: int, shapes: ShapeRules, unseen: Sequence[int],
                 face: int | None) -> None:
        self.counts = counts
        self.wilds = wilds
        self.needed = needed
        self.shapes = shapes
        self.unseen = unseen
        self.face = face
        self.keys = group_keys(counts)
        self.vectors = group_vectors(self.keys)
        pung_keys = [0, 0, 0, 0]
        # the kinds held, in order, and min(unseen, 2) of each: all a restriction reads of the unseen
        kinds = list(compress(_KINDS, counts))
        caps = []
        weights, cap_of, group = CAPS_WEIGHT, UNSEEN_CAP, GROUP
        for k in kinds:  # one pass: the caps and the pung keys together
            u = cap_of[unseen[k]]
            caps.append(u)
            pung_keys[group[k]] += weights[u][counts[k]]
        self.kinds = kinds
        self.pung_keys = pung_keys
        self.caps_key = tuple(caps)
        self.specials: list[SpecialAfter] | None = None

    def special_shapes(self) -> list[SpecialAfter]:
        """The variant's special shapes for this (concealed) hand, made on first use."""
        if self.specials is None:
            self.specials = special_shapes_after(self.counts, self.wilds, self.shapes, self.face)
        return self.specials

    def shanten(self, target: Restriction) -> int:
        """Shanten toward ``target`` now (as :func:`restricted_shanten` of these counts)."""
        wilds, needed = self.wilds, self.needed
        kinds = target.kinds
        if kinds is None and not target.pungs_only:
            return self.free_shanten()
        if target.any_shape:
            return all_honors_shanten(self.usable_counts(kinds), wilds, True)
        groups = plan_groups(kinds)
        if target.pungs_only:
            if groups is None:
                assert kinds is not None
                key = pung_key(self.counts, self.unseen, usable_mask(kinds))
            else:
                pk = self.pung_keys
                key = ((pk[0] if groups[0] else 0) + (pk[1] if groups[1] else 0)
                       + (pk[2] if groups[2] else 0) + (pk[3] if groups[3] else 0))
            s = 3 * needed + 1 - wilds - pung_fit_of(key, needed)
            return s if s >= 0 else -1  # a conditional, not max(): this is the hot path
        if groups is None:
            assert kinds is not None
            vectors = group_vectors(group_keys([c if k in kinds else 0 for k, c in enumerate(self.counts)]))
        else:
            v, empty = self.vectors, EMPTY_GROUPS  # the four groups written out: no comprehension per plan
            vectors = [v[0] if groups[0] else empty[0], v[1] if groups[1] else empty[1],
                       v[2] if groups[2] else empty[2], v[3] if groups[3] else empty[3]]
        s = 3 * needed + 1 - wilds - VECTORS[combine_all(vectors)][5 + needed]
        return s if s >= 0 else -1

    def usable_counts(self, kinds: frozenset[int] | None) -> list[int]:
        """:func:`restrict` of these counts: whole groups copied by slices when the kinds are whole groups."""
        groups = plan_groups(kinds)
        if groups is None:
            return restrict(self.counts, kinds)
        counts = self.counts
        return [*(counts[0:9] if groups[0] else NINE_ZEROS), *(counts[9:18] if groups[1] else NINE_ZEROS),
                *(counts[18:27] if groups[2] else NINE_ZEROS),
                *(counts[27:34] if groups[3] else NINE_ZEROS[:7])]

    def standard_shanten(self) -> int:
        needed = self.needed
        return 3 * needed + 1 - self.wilds - VECTORS[combine_all(self.vectors)][5 + needed]

    def free_shanten(self) -> int:
        """:func:`rules.analysis.shanten`: every shape the variant allows."""
        best = self.standard_shanten() if self.shapes.standard else 99
        if self.needed != 4:
            return best
        for part in self.special_shapes():
            best = min(best, part(None, None))
        return best

    def after(self, target: Restriction) -> ShapeAfter | BestAfter:
        """One-tile-change answers toward ``target`` (:mod:`rules.analysis.one_change`), reusing the keys and
        special shapes already made."""
        counts, wilds, needed = self.counts, self.wilds, self.needed
        kinds = target.kinds
        if kinds is None and not target.pungs_only:
            standard = StandardAfter(counts, wilds, needed, EVERY_KIND, list(self.keys))
            if needed != 4:
                return standard
            near = self.standard_shanten() if self.shapes.standard else 99
            close = [part for part in self.special_shapes() if part(None, None) <= near]
            if not close:
                return standard
            return BestAfter([standard, *close] if self.shapes.standard else close)
        usable = usable_mask(kinds) if kinds is not None else EVERY_KIND
        if target.any_shape:
            return HonorsAfter(self.usable_counts(kinds), wilds, True, None)
        groups = plan_groups(kinds)
        if target.pungs_only:
            pk = self.pung_keys  # the four groups written out: no generator per discard ranked
            key = None if groups is None else (pk[0] if groups[0] else 0) + (pk[1] if groups[1] else 0) \
                + (pk[2] if groups[2] else 0) + (pk[3] if groups[3] else 0)
            return PungsAfter(counts, wilds, needed, usable, self.unseen, key)
        k = self.keys
        keys = None if groups is None else [k[0] if groups[0] else 0, k[1] if groups[1] else 0,
                                            k[2] if groups[2] else 0, k[3] if groups[3] else 0]
        return StandardAfter(counts, wilds, needed, usable, keys)

    def links(self) -> list[int]:
        """Held tiles each of :attr:`kinds` works with (same kind, suit neighbours within two): low =
        isolated."""
        counts = self.counts
        return [sum(counts[LINK_WINDOW[k]]) - 1 for k in self.kinds]
