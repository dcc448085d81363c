"""Complete, shanten, waits and discard choices of a hand given as counts plus a number of wilds.

``counts``: 34-long counts of the concealed non-wild tiles; ``wilds``: wild tiles held; ``n_melds``:
melds the concealed part must still form (4 - exposed melds). Special shapes count only when
``n_melds == 4`` (a fully concealed hand). ``wild_kind`` (optional) is the kind the wilds are when they
are a single playing kind (Jinhua 財神, Cixi 龍): JH-27 lets a 財神 count as its own face where it may
not be wild, and a drawn copy of that kind adds a wild.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.analysis import special, standard
from rules.analysis.shape_rules import STANDARD, ShapeRules
from rules.analysis.tally import SHAPES, SpecialTally
from rules.tiles import HONOR, N_KINDS

INFINITE_SHANTEN = 99


def _check(counts: Sequence[int], wilds: int, n_melds: int, extra: int) -> None:
    if len(counts) != N_KINDS:
        raise ValueError(f"counts must have {N_KINDS} entries, got {len(counts)}")
    if not 0 <= n_melds <= 4:
        raise ValueError(f"n_melds must be 0..4, got {n_melds}")
    total = sum(counts) + wilds
    if total != 3 * n_melds + extra:
        want = "3n+1 or 3n+2" if extra < 0 else f"3n+{extra}"
        if extra >= 0 or total not in (3 * n_melds + 1, 3 * n_melds + 2):
            raise ValueError(f"{total} tiles do not fit {n_melds} melds and a pair ({want})")


def _face_readings(counts: Sequence[int], wilds: int, wild_kind: int | None) -> list[tuple[list[int], int]]:
    """JH-27: where a wild may not be wild it still counts as its own face (only matters for honors)."""
    if wild_kind is None or not HONOR <= wild_kind < N_KINDS or wilds == 0:
        return [(list(counts), wilds)]
    out = []
    for j in range(wilds + 1):
        reading = list(counts)
        reading[wild_kind] += j
        out.append((reading, wilds - j))
    return out


def shanten_by_shape(
    counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules = STANDARD, *,
    wild_kind: int | None = None
) -> dict[str, int]:
    """Shanten per allowed shape; always has ``standard`` (INFINITE_SHANTEN if the variant lacks it)."""
    _check(counts, wilds, n_melds, -1)
    return by_shape_unchecked(counts, wilds, n_melds, shapes, wild_kind)


def by_shape_unchecked(
    counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules, wild_kind: int | None
) -> dict[str, int]:
    """:func:`shanten_by_shape` for a hand whose size the caller has checked."""
    out = {"standard": standard.shanten(counts, wilds, n_melds) if shapes.standard else INFINITE_SHANTEN}
    if n_melds != 4:
        return out
    if shapes.seven_pairs:
        out["seven_pairs"] = special.seven_pairs_shanten(counts, wilds, shapes.seven_pairs_four_as_two)
    if shapes.thirteen_orphans:
        out["thirteen_orphans"] = special.thirteen_orphans_shanten(counts, wilds)
    if shapes.unrelated is not None:
        rule = shapes.unrelated
        readings = [(counts, wilds)] if rule.wild_for_honors else _face_readings(counts, wilds, wild_kind)
        out["unrelated"] = min(special.unrelated_shanten(c, w, rule) for c, w in readings)
    if shapes.all_honors:
        if shapes.all_honors_wilds:
            out["all_honors"] = special.all_honors_shanten(counts, wilds, True)
        else:
            out["all_honors"] = min(
                special.all_honors_shanten(c, w, False) for c, w in _face_readings(counts, wilds, wild_kind)
            )
    return out


def has_special(shapes: ShapeRules, n_melds: int) -> bool:
    return n_melds == 4 and (
        shapes.seven_pairs or shapes.thirteen_orphans or shapes.unrelated is not None or shapes.all_honors
    )


def shanten(
    counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules = STANDARD, *,
    wild_kind: int | None = None
) -> int:
    """Best shanten over the allowed shapes: -1 complete, 0 ready (聽牌), n tiles more to ready."""
    if shapes.standard and not has_special(shapes, n_melds):
        _check(counts, wilds, n_melds, -1)
        return standard.shanten(counts, wilds, n_melds)
    return min(shanten_by_shape(counts, wilds, n_melds, shapes, wild_kind=wild_kind).values())


def is_complete(
    counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules = STANDARD, *,
    wild_kind: int | None = None
) -> bool:
    """A winning hand (3n+2 tiles) in one of the allowed shapes?"""
    if sum(counts) + wilds != 3 * n_melds + 2:
        return False
    if shapes.standard and standard.is_complete(counts, wilds, n_melds):
        return True
    if not has_special(shapes, n_melds):
        return False
    by_shape = shanten_by_shape(counts, wilds, n_melds, shapes, wild_kind=wild_kind)
    return min(by_shape.values()) == -1


def winning_kinds(
    counts: Sequence[int], wilds: int, n_melds: int, shapes: ShapeRules = STANDARD, *,
    wild_kind: int | None = None
) -> list[int]:
    """Kinds 0..33 (fewer than four held) that complete this 3n+1 hand. A wild may stand for a kind
    whose four copies are all visible; the winning tile itself must exist, so a kind held four times
    is not listed."""
    _check(counts, wilds, n_melds, 1)
    found = set(standard.winning_kinds(counts, wilds, n_melds)) if shapes.standard else set()
    if wild_kind is not None and wild_kind < N_KINDS:
        # a drawn copy of the wild kind is a wild, not a natural tile
        found.discard(wild_kind)
        if is_complete(counts, wilds + 1, n_melds, shapes, wild_kind=wild_kind):
            found.add(wild_kind)
    if has_special(shapes, n_melds):
        # a special shape completes with one tile only from shanten 0 (one tile moves it by one)
        tally = SpecialTally(counts, shapes, wild_kind)
        ready = [shape for shape, value in zip(SHAPES, tally.values(wilds)) if value == 0]
        if ready:
            for k in range(N_KINDS):
                if (k not in found and counts[k] < 4 and k != wild_kind
                        and tally.draw_improves(k, wilds, 0, ready)):
                    found.add(k)
    return sorted(found)


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """What one discard leaves: shanten, ukeire (live copies of the tiles that lower it) and waits."""

    tile: int
    shanten: int
    ukeire: int
    ukeire_tiles: tuple[tuple[int, int], ...]  # (kind, live copies)
    waits: tuple[tuple[int, int], ...]  # (kind, live copies), when ready after the discard
