"""The numbers of one hand that every plan and discard question starts from, made once per decision.

A decision asks the shanten of several plans (Shanghai: 碰碰胡, 清/混一色 per suit, their pung forms, 風一色),
then ranks the discards under one of them. Each plan's kinds are a union of the four groups (萬 筒 條 and
honors) in every variant, so the groups' vectors (:mod:`rules.analysis.standard`) and their all-pungs keys
(:func:`bots.shanten_after.pung_key`) are made once and each plan only adds up its groups. The answers
equal :func:`bots.strategy.plan_shanten` on the restricted counts (tested).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bots.pungs_after import CAPS_WEIGHT, PungsAfter, pung_fit_of, pung_key
from bots.shanten_after import (
    GROUP,
    BestAfter,
    HonorsAfter,
    ShapeAfter,
    StandardAfter,
    special_shapes_after,
    usable_mask,
)
from rules.analysis.special import all_honors_shanten
from rules.analysis.standard import combine_all, group_keys, group_vectors
from rules.analysis.tables import HONOR_TABLE, SUIT_TABLE, VECTORS
from rules.tiles import HONOR, N_KINDS
from rules.variants.bot_goals import Plan

if TYPE_CHECKING:
    from bots.strategy import HandView

EMPTY_GROUPS = (SUIT_TABLE[0], SUIT_TABLE[0], SUIT_TABLE[0], HONOR_TABLE[0])  # a group with no tile held
EVERY_GROUP = (True, True, True, True)
EVERY_KIND = (True,) * N_KINDS
GROUP_KINDS = tuple(frozenset(k for k in range(N_KINDS) if GROUP[k] == g) for g in range(4))
_PLAN_GROUPS: dict[frozenset[int], tuple[bool, ...] | None] = {}


def plan_groups(kinds: frozenset[int] | None) -> tuple[bool, ...] | None:
    """Which groups a plan's kinds cover, or None when they are not a union of whole groups."""
    if kinds is None:
        return EVERY_GROUP
    if kinds not in _PLAN_GROUPS:
        covered = tuple(GROUP_KINDS[g] <= kinds for g in range(4))
        whole = frozenset().union(*(GROUP_KINDS[g] for g in range(4) if covered[g])) == kinds
        _PLAN_GROUPS[kinds] = covered if whole else None
    return _PLAN_GROUPS[kinds]


class HandFacts:
    """Counts, wilds, the groups' vectors and all-pungs keys of one :class:`~bots.strategy.HandView`.

    ``counts`` is shared: callers copy it before changing it.
    """

    __slots__ = ("caps_key", "counts", "keys", "kinds", "meld_kinds", "meld_sequence", "needed", "pung_keys",
                 "specials", "vectors", "view", "wilds")

    def __init__(self, view: HandView) -> None:
        self.view = view
        ctx = view.ctx
        counts = ctx.counts()
        self.counts = counts
        self.wilds = ctx.wilds_held
        self.needed = 4 - len(ctx.melds)
        self.keys = group_keys(counts)
        self.vectors = group_vectors(self.keys)
        unseen = view.unseen
        pung_keys = [0, 0, 0, 0]
        # the kinds held, in order, and min(unseen, 2) of each: all a plan's choice reads of the unseen
        kinds = [k for k in sorted(set(ctx.concealed)) if k < N_KINDS and counts[k]]
        caps = [min(2, unseen[k]) for k in kinds]
        for k, u in zip(kinds, caps):
            pung_keys[GROUP[k]] += CAPS_WEIGHT[u][counts[k]]
        self.kinds = kinds
        self.pung_keys = pung_keys
        self.caps_key = tuple(caps)
        self.specials: list[ShapeAfter] | None = None
        self.meld_kinds: frozenset[int] | None = None  # the melds' kinds and whether one is a sequence,
        self.meld_sequence = False  # read on first use

    def special_shapes(self) -> list[ShapeAfter]:
        """The variant's special shapes for this (concealed) hand, made on first use."""
        if self.specials is None:
            view = self.view
            self.specials = special_shapes_after(self.counts, self.wilds, view.shapes, view.wild_face)
        return self.specials

    def plan_shanten(self, plan: Plan) -> int:
        """Shanten toward ``plan`` now (as :func:`bots.strategy.plan_shanten` of these counts)."""
        wilds, needed = self.wilds, self.needed
        kinds = plan.kinds
        if kinds is None and not plan.pungs_only:
            return self.free_shanten()
        if plan.any_shape:
            assert kinds is not None
            return all_honors_shanten([c if k in kinds else 0 for k, c in enumerate(self.counts)], wilds, True)
        groups = plan_groups(kinds)
        if plan.pungs_only:
            if groups is None:
                assert kinds is not None
                key = pung_key(self.counts, self.view.unseen, usable_mask(kinds))
            else:
                pk = self.pung_keys
                key = (pk[0] if groups[0] else 0) + (pk[1] if groups[1] else 0) + (pk[2] if groups[2] else 0) \
                    + (pk[3] if groups[3] else 0)
            return max(3 * needed + 1 - wilds - pung_fit_of(key, needed), -1)
        if groups is None:
            assert kinds is not None
            vectors = group_vectors(group_keys([c if k in kinds else 0 for k, c in enumerate(self.counts)]))
        else:
            v = self.vectors
            vectors = [v[g] if groups[g] else EMPTY_GROUPS[g] for g in range(4)]
        return max(3 * needed + 1 - wilds - VECTORS[combine_all(vectors)][5 + needed], -1)

    def standard_shanten(self) -> int:
        needed = self.needed
        return 3 * needed + 1 - self.wilds - VECTORS[combine_all(self.vectors)][5 + needed]

    def free_shanten(self) -> int:
        """:func:`bots.shanten_after.free_shanten`: every shape the variant allows."""
        best = self.standard_shanten() if self.view.shapes.standard else 99
        if self.needed != 4:
            return best
        for part in self.special_shapes():
            best = min(best, part(None, None))
        return best

    def after(self, plan: Plan) -> ShapeAfter | BestAfter:
        """:func:`bots.strategy.shanten_after` for this hand, reusing the keys and special shapes already made."""
        view, counts, wilds, needed = self.view, self.counts, self.wilds, self.needed
        kinds = plan.kinds
        if kinds is None and not plan.pungs_only:
            standard = StandardAfter(counts, wilds, needed, EVERY_KIND, list(self.keys))
            if needed != 4:
                return standard
            near = self.standard_shanten() if view.shapes.standard else 99
            close = [part for part in self.special_shapes() if part(None, None) <= near]
            if not close:
                return standard
            return BestAfter([standard, *close] if view.shapes.standard else close)
        usable = usable_mask(kinds) if kinds is not None else EVERY_KIND
        if plan.any_shape:
            return HonorsAfter([c if usable[k] else 0 for k, c in enumerate(counts)], wilds, True, None)
        groups = plan_groups(kinds)
        if plan.pungs_only:
            key = None if groups is None else sum(pk for pk, ok in zip(self.pung_keys, groups) if ok)
            return PungsAfter(counts, wilds, needed, usable, view.unseen, key)
        keys = None if groups is None else [key if ok else 0 for key, ok in zip(self.keys, groups)]
        return StandardAfter(counts, wilds, needed, usable, keys)

    def links(self) -> list[int]:
        """:func:`bots.strategy.connectivity` of each of :attr:`kinds`: held tiles it works with (same kind,
        suit neighbours within two)."""
        counts = self.counts
        found = []
        for kind in self.kinds:
            if kind >= HONOR:
                found.append(counts[kind] - 1)
            else:
                low = kind - kind % 9
                found.append(sum(counts[max(low, kind - 2):min(low + 8, kind + 2) + 1]) - 1)
        return found

    def fits_melds(self, plan: Plan) -> bool:
        """:func:`bots.strategy.plan_fits_melds`: every meld on the table is one the plan may hold."""
        if self.meld_kinds is None:
            melds = self.view.ctx.melds
            self.meld_kinds = frozenset(k for m in melds for k in m.tiles)
            self.meld_sequence = any(m.tiles[0] != m.tiles[1] for m in melds)
        if plan.pungs_only and self.meld_sequence:
            return False
        return plan.kinds is None or self.meld_kinds <= plan.kinds
