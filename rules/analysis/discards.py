"""Every distinct discard of a hand that must discard (3n+2 tiles): shanten, ukeire and waits after it.

The standard shape is evaluated incrementally: a discard changes one group's key and a draw one more,
so the three untouched groups are combined once per discard and each draw costs one table lookup and
one memoised combination (the issue's best-discard target: a 14-tile hand in a few milliseconds).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.analysis import standard
from rules.analysis.core import INFINITE_SHANTEN, DiscardOption, has_special, shanten_by_shape, winning_kinds
from rules.analysis.shape_rules import STANDARD, ShapeRules
from rules.analysis.tables import VECTORS
from rules.tiles import N_KINDS

Live = Sequence[int]


def _special_shanten(
    counts: Sequence[int], wilds: int, shapes: ShapeRules, wild_kind: int | None
) -> int:
    by_shape = shanten_by_shape(counts, wilds, 4, shapes, wild_kind=wild_kind)
    return min(v for name, v in by_shape.items() if name != "standard") if len(by_shape) > 1 else INFINITE_SHANTEN


class _Evaluator:
    """Shanten of the hand left after one discard, and of that hand plus each possible draw."""

    def __init__(self, shapes: ShapeRules, n_melds: int, wild_kind: int | None) -> None:
        self.shapes = shapes
        self.n = n_melds
        self.special = has_special(shapes, n_melds)
        self.wild_kind = wild_kind

    def row(
        self, work: list[int], wilds: int, keys: list[int], indices: list[int], live: Live,
        wild_draws: Sequence[tuple[int, int]], tile: int,
    ) -> DiscardOption:
        n = self.n
        base_usable = 3 * n + 1 - wilds
        others: list[int] = []
        for g in range(4):
            rest = [indices[h] for h in range(4) if h != g]
            others.append(standard.combine(standard.combine(rest[0], rest[1]), rest[2]))
        std = base_usable - VECTORS[standard.combine(others[0], indices[0])][5 + n] if self.shapes.standard else 99
        spec = _special_shanten(work, wilds, self.shapes, self.wild_kind) if self.special else INFINITE_SHANTEN
        current = min(std, spec)
        improving: list[tuple[int, int]] = []
        for g in range(4):
            base = standard.GROUP_BASE[g]
            key = keys[g]
            other = others[g]
            for r in range(7 if g == 3 else 9):
                t = base + r
                if work[t] >= 4 or t == self.wild_kind:
                    continue
                after = base_usable - VECTORS[standard.combine(other, standard.vector_of(g, key + standard.POW5[r]))][5 + n] \
                    if self.shapes.standard else INFINITE_SHANTEN
                if after >= current and self.special:
                    work[t] += 1
                    after = min(after, _special_shanten(work, wilds, self.shapes, self.wild_kind))
                    work[t] -= 1
                if after < current:
                    improving.append((t, live[t]))
        if wild_draws:
            after = self._shanten(work, wilds + 1)
            if after < current:
                improving.extend(wild_draws)
        waits: tuple[tuple[int, int], ...] = ()
        if current == 0:
            waits = tuple((k, live[k]) for k in winning_kinds(work, wilds, n, self.shapes, wild_kind=self.wild_kind)
                          if k != self.wild_kind)
            if wild_draws and self._shanten(work, wilds + 1) == -1:
                waits += tuple(wild_draws)
        return DiscardOption(tile, current, sum(c for _, c in improving), tuple(improving), waits)

    def _shanten(self, counts: Sequence[int], wilds: int) -> int:
        return min(shanten_by_shape(counts, wilds, self.n, self.shapes, wild_kind=self.wild_kind).values())


def discard_rows(
    counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules, live: Live,
    wild_draws: Sequence[tuple[int, int]], wild_kind: int | None, wild_discards: Sequence[int],
) -> list[DiscardOption]:
    """One row per distinct natural kind held, then one per kind in ``wild_discards`` (a wild let go).

    ``live``: live copies per natural kind (34+); ``wild_draws``: (kind, live) of tiles that are wild
    when drawn; ``wild_kind``: the single playing kind the wilds are, if any (never a natural draw).
    """
    total = sum(counts) + wilds
    if total != 3 * n_melds + 2:
        raise ValueError(f"a hand that discards needs {3 * n_melds + 2} tiles, got {total}")
    evaluator = _Evaluator(shapes, n_melds, wild_kind)
    work = list(counts)
    keys = standard.group_keys(work)
    indices = standard.group_vectors(keys)
    rows = []
    for d in range(N_KINDS):
        if not work[d]:
            continue
        g = min(d // 9, 3)
        r = d - standard.GROUP_BASE[g]
        work[d] -= 1
        keys_d = list(keys)
        keys_d[g] -= standard.POW5[r]
        indices_d = list(indices)
        indices_d[g] = standard.vector_of(g, keys_d[g])
        rows.append(evaluator.row(work, wilds, keys_d, indices_d, live, wild_draws, d))
        work[d] += 1
    if wilds:
        for kind in wild_discards:
            rows.append(evaluator.row(work, wilds - 1, keys, indices, live, wild_draws, kind))
    return rows


def discard_options(
    counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules = STANDARD, *,
    unseen: Sequence[int] | None = None, wild_kind: int | None = None, can_discard_wild: bool = False,
) -> list[DiscardOption]:
    """Every distinct discard of a 3n+2 hand (a wild too when ``can_discard_wild``; ``wild_kind`` names
    it). ``unseen``: copies not visible to the player per kind (default: 4 minus those held)."""
    live = list(unseen) if unseen is not None else [4 - c for c in counts]
    if unseen is None and wild_kind is not None and wild_kind < N_KINDS:
        live[wild_kind] = 4 - wilds
    wild_draws: list[tuple[int, int]] = []
    if wild_kind is not None and wild_kind < len(live):
        wild_draws.append((wild_kind, live[wild_kind]))
    if can_discard_wild and wild_kind is None:
        raise ValueError("can_discard_wild needs wild_kind (the tile to show for the discarded wild)")
    discards = [wild_kind] if can_discard_wild and wild_kind is not None else []
    return discard_rows(counts, wilds, n_melds, shapes, live, wild_draws, wild_kind, discards)
