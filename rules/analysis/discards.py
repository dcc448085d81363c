"""Every distinct discard of a hand that must discard (3n+2 tiles): shanten, ukeire and waits after it.

Everything is incremental. A discard changes one group's key and a draw one more, so the untouched
groups are combined once per discard and each draw costs one table lookup and one memoised
combination (:mod:`rules.analysis.groups`, which also folds Jinhua's 白板 readings into one vector).
The special shapes are read from a :class:`~rules.analysis.tally.SpecialTally` updated per tile.
One tile changes any shape's shanten by at most one, so a shape whose shanten after the discard is
above the best cannot make a draw improve, and is not asked about draws at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.analysis import standard
from rules.analysis.core import INFINITE_SHANTEN, DiscardOption, has_special
from rules.analysis.groups import GroupLayout, combine_others, group_of
from rules.analysis.shape_rules import STANDARD, ShapeRules
from rules.analysis.tables import VECTORS
from rules.analysis.tally import SHAPES, SpecialTally
from rules.tiles import N_KINDS

Live = Sequence[int]


@dataclass(frozen=True, slots=True)
class Draws:
    """Which draws a row tries, in order. ``wild_block``: (kind, live) of tiles that are wild when
    drawn, listed together after the natural draws (the wild kind is never a natural draw).
    ``wild_inline``: the one wild kind, tried in its place among the kinds while fewer than four are
    held (the 白板 stand-in reading of :func:`rules.analysis.hand.analyze`)."""

    wild_kind: int | None
    wild_block: tuple[tuple[int, int], ...] = ()
    wild_inline: bool = False


class _Evaluator:
    """Shanten of the hand left after one discard, and of that hand plus each possible draw."""

    def __init__(
        self, shapes: ShapeRules, n_melds: int, counts: Sequence[int], wild_kind: int | None,
        stand_in: int | None = None,
    ) -> None:
        self.n = n_melds
        self.standard = shapes.standard
        face = wild_kind if stand_in is not None else None
        self.layout = GroupLayout(stand_in, face)
        special = has_special(shapes, n_melds)
        self.tally = SpecialTally(counts, shapes, wild_kind, stand_in, face) if special else None

    def row(self, work: list[int], wilds: int, keys: list[int], live: Live, draws: Draws,
            tile: int) -> DiscardOption:
        """The row of ``tile``: ``work``/``keys``/the tally already hold the hand after discarding it."""
        n = self.n
        base = 3 * n + 1 - wilds
        layout, tally = self.layout, self.tally
        vectors = layout.vectors(keys)
        others = combine_others(vectors)
        std = (base - VECTORS[standard.combine(others[0], vectors[0])][5 + n] if self.standard
               else INFINITE_SHANTEN)
        by_shape = tally.values(wilds) if tally is not None else []
        current = min(std, *by_shape) if by_shape else std
        # one tile lowers a shape's shanten by at most one: only the shapes at the best can improve
        check_std = self.standard and std == current
        at_best = [shape for shape in SHAPES if by_shape and by_shape[shape] == current]
        special = tally if at_best else None
        improving: list[tuple[int, int]] = []
        for t in range(N_KINDS):
            if t == draws.wild_kind:
                if draws.wild_inline and wilds < 4 and self._wild_improves(check_std, special, wilds, current,
                                                                           at_best):
                    improving.append((t, live[t]))
                continue
            if work[t] >= 4:
                continue
            improved = False
            if check_std:
                g = group_of(t)
                step = standard.POW5[t - standard.GROUP_BASE[g]]
                u = layout.unit_of[g]
                keys[g] += step
                after = VECTORS[standard.combine(others[u], layout.unit_vector(u, keys))][5 + n]
                keys[g] -= step
                improved = base - after < current
            if not improved and special is not None:
                improved = special.draw_improves(t, wilds, current, at_best)
            if improved:
                improving.append((t, live[t]))
        if draws.wild_block and self._wild_improves(check_std, special, wilds, current, at_best):
            improving.extend(draws.wild_block)
        # a waiting hand's improving draws are exactly its winning tiles
        waits = tuple(improving) if current == 0 else ()
        return DiscardOption(tile, current, sum(c for _, c in improving), tuple(improving), waits)

    @staticmethod
    def _wild_improves(
        check_std: bool, special: SpecialTally | None, wilds: int, current: int, at_best: Sequence[int]
    ) -> bool:
        """A drawn wild lowers the standard shape's shanten by exactly one (it fills any gap)."""
        if check_std:
            return True
        return special is not None and any(special.value(shape, wilds + 1) < current for shape in at_best)

    def rows(
        self, counts: Sequence[int], wilds: int, live: Live, draws: Draws, discards: Sequence[int],
        wild_discards: Sequence[int],
    ) -> list[DiscardOption]:
        """One row per kind in ``discards`` (natural, held), then per kind in ``wild_discards`` (a wild)."""
        work = list(counts)
        keys = standard.group_keys(work)
        tally = self.tally
        rows = []
        for d in discards:
            g = group_of(d)
            step = standard.POW5[d - standard.GROUP_BASE[g]]
            work[d] -= 1
            keys[g] -= step
            if tally is not None:
                tally.remove(d)
            rows.append(self.row(work, wilds, keys, live, draws, d))
            if tally is not None:
                tally.add(d)
            keys[g] += step
            work[d] += 1
        for kind in wild_discards:
            rows.append(self.row(work, wilds - 1, keys, live, draws, kind))
        return rows


def discard_rows(
    counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules, live: Live,
    wild_draws: Sequence[tuple[int, int]], wild_kind: int | None, wild_discards: Sequence[int],
) -> list[DiscardOption]:
    """One row per distinct natural kind held, then one per kind in ``wild_discards`` (a wild let go).

    ``live``: live copies per natural kind (34+); ``wild_draws``: (kind, live) of tiles that are wild
    when drawn; ``wild_kind``: the single playing kind the wilds are, if any (never a natural draw).
    """
    _check_size(counts, wilds, n_melds)
    evaluator = _Evaluator(shapes, n_melds, counts, wild_kind)
    draws = Draws(wild_kind, tuple(wild_draws))
    held = [k for k in range(N_KINDS) if counts[k]]
    return evaluator.rows(counts, wilds, live, draws, held, wild_discards if wilds else ())


def stand_in_rows(
    counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules, live: Live,
    stand_in: int, face: int, can_discard_wild: bool,
) -> list[DiscardOption]:
    """:func:`discard_rows` where ``stand_in`` (Jinhua 白板, JH-3) may also be read as the wilds' ``face``
    (a playing kind, the only wild kind): rows and draws in kind order, a drawn wild in its place."""
    _check_size(counts, wilds, n_melds)
    evaluator = _Evaluator(shapes, n_melds, counts, face, stand_in)
    draws = Draws(face, wild_inline=True)
    held = [k for k in range(N_KINDS) if counts[k]]
    rows = evaluator.rows(counts, wilds, live, draws, held, [face] if wilds and can_discard_wild else [])
    return sorted(rows, key=lambda row: row.tile)


def stand_in_waits(
    counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules, live: Live, stand_in: int, face: int,
) -> tuple[tuple[int, int], ...]:
    """(kind, live) of the tiles that complete a waiting 3n+1 hand holding a stand-in (JH-3)."""
    evaluator = _Evaluator(shapes, n_melds, counts, face, stand_in)
    work = list(counts)
    row = evaluator.row(work, wilds, standard.group_keys(work), live, Draws(face, wild_inline=True), -1)
    return row.waits


def _check_size(counts: Sequence[int], wilds: int, n_melds: int) -> None:
    total = sum(counts) + wilds
    if total != 3 * n_melds + 2:
        raise ValueError(f"a hand that discards needs {3 * n_melds + 2} tiles, got {total}")


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
