"""Analysis of a concealed hand as the player holds it: wild tiles by kind, under a :class:`WildRule`.

Jinhua's 白板 may be read as itself or as the 財神's face (JH-3): every function here takes the best
over :meth:`rules.hand.WildRule.readings`. Discards and waits use the incremental evaluation of
:mod:`rules.analysis.discards`, which folds the readings into one evaluation (:mod:`rules.analysis.groups`);
only a stand-in rule it cannot fold (a face that is not the one wild playing kind) is tried reading by
reading.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.analysis.core import (
    DiscardOption,
    by_shape_unchecked,
    is_complete,
    shanten_by_shape,
    winning_kinds,
)
from rules.analysis.discards import discard_rows, stand_in_rows, stand_in_waits
from rules.analysis.shape_rules import STANDARD, ShapeRules
from rules.hand import WildRule
from rules.tiles import FLOWER, N_ALL_KINDS, N_KINDS, counts_of


@dataclass(frozen=True, slots=True)
class HandAnalysis:
    """shanten (best shape), per shape, waits (3n+1 hand, when ready), discards (3n+2 hand)."""

    shanten: int
    shanten_by_shape: dict[str, int]
    waits: tuple[tuple[int, int], ...]
    discards: tuple[DiscardOption, ...]


def _wild_face(rule: WildRule) -> int | None:
    """The one playing kind the wilds are (財神, 龍), or None (Jinshan's four flowers, no wilds)."""
    if len(rule.wilds) == 1:
        (kind,) = rule.wilds
        return kind if kind < N_KINDS else None
    return None


def complete(concealed: Sequence[int], rule: WildRule, n_melds: int, shapes: ShapeRules = STANDARD) -> bool:
    """Is the concealed part (3n+2 tiles, wilds included) a winning hand under any reading?"""
    face = _wild_face(rule)
    return any(is_complete(counts, wilds, n_melds, shapes, wild_kind=face)
               for counts, wilds, _ in rule.readings(concealed))


def _by_shape(concealed: Sequence[int], rule: WildRule, n_melds: int, shapes: ShapeRules) -> dict[str, int]:
    face = _wild_face(rule)
    best: dict[str, int] = {}
    for counts, wilds, _ in rule.readings(concealed):
        for name, value in shanten_by_shape(counts, wilds, n_melds, shapes, wild_kind=face).items():
            best[name] = min(best.get(name, value), value)
    return best


def _live(concealed: Sequence[int], unseen: Sequence[int] | None) -> Sequence[int]:
    """Copies not visible to the player, per kind 0..41 (flowers have one copy)."""
    held = counts_of(concealed, N_ALL_KINDS)
    live = [4 - held[k] for k in range(N_KINDS)] + [1 - held[k] for k in range(FLOWER, N_ALL_KINDS)]
    if unseen is not None:
        live[: len(unseen)] = list(unseen)
    return live


def _has_stand_in(rule: WildRule) -> bool:
    return rule.stand_in is not None and rule.face is not None


def _folded_stand_in(rule: WildRule) -> tuple[int, int] | None:
    """(stand-in, face) when the readings can be folded into one evaluation (Jinhua: the face is the
    only wild kind and a playing kind), else None and every reading is tried."""
    stand_in, face = rule.stand_in, rule.face
    if stand_in is None or face is None or rule.wilds != {face} or stand_in in rule.wilds:
        return None
    return (stand_in, face) if max(stand_in, face) < N_KINDS else None


def _waits(concealed: list[int], rule: WildRule, n_melds: int, shapes: ShapeRules,
           live: Sequence[int]) -> list[int]:
    """Kinds (natural or wild) that complete a 3n+1 hand."""
    if not _has_stand_in(rule):
        counts, wilds = rule.split(concealed)
        face = _wild_face(rule)
        found = [k for k in winning_kinds(counts, wilds, n_melds, shapes, wild_kind=face)
                 if k not in rule.wilds]
        if rule.wilds and is_complete(counts, wilds + 1, n_melds, shapes, wild_kind=face):
            found.extend(sorted(rule.wilds))
        return found
    held = counts_of(concealed, N_ALL_KINDS)
    out = []
    for k in [*range(N_KINDS), *sorted(w for w in rule.wilds if w >= N_KINDS)]:
        if held[k] >= (1 if k >= N_KINDS else 4):
            continue
        if complete([*concealed, k], rule, n_melds, shapes):
            out.append(k)
    return out


def _slow_discards(
    concealed: list[int], rule: WildRule, n_melds: int, shapes: ShapeRules, live: Sequence[int],
    can_discard_wild: bool
) -> list[DiscardOption]:
    """Every discard by brute force over readings (a Jinhua hand holding 白板)."""
    rows = []
    for d in sorted(set(concealed)):
        if d in rule.wilds and not can_discard_wild:
            continue
        rest = list(concealed)
        rest.remove(d)
        now = min(_by_shape(rest, rule, n_melds, shapes).values())
        held = counts_of(rest, N_ALL_KINDS)
        improving = []
        for t in [*range(N_KINDS), *sorted(w for w in rule.wilds if w >= N_KINDS)]:
            if held[t] >= (1 if t >= N_KINDS else 4):
                continue
            if min(_by_shape([*rest, t], rule, n_melds, shapes).values()) < now:
                improving.append((t, live[t]))
        waits = tuple((k, live[k]) for k in _waits(rest, rule, n_melds, shapes, live)) if now == 0 else ()
        rows.append(DiscardOption(d, now, sum(c for _, c in improving), tuple(improving), waits))
    return rows


def analyze(
    concealed: Sequence[int], rule: WildRule, n_melds: int, shapes: ShapeRules = STANDARD, *,
    unseen: Sequence[int] | None = None, can_discard_wild: bool = False,
) -> HandAnalysis:
    """Shanten (best shape and per shape), waits of a waiting hand, and every discard of a hand that
    must discard. ``unseen``: copies not visible to the player per kind (default: 4 minus held)."""
    hand = list(concealed)
    stand_in = _has_stand_in(rule)
    if stand_in:
        by_shape = _by_shape(hand, rule, n_melds, shapes)
    else:
        counts, wilds = rule.split(hand) if rule.wilds else (counts_of(hand), 0)
        if len(hand) not in (3 * n_melds + 1, 3 * n_melds + 2) or not 0 <= n_melds <= 4:
            raise ValueError(f"{len(hand)} tiles do not fit {n_melds} melds and a pair (3n+1 or 3n+2)")
        by_shape = by_shape_unchecked(counts, wilds, n_melds, shapes,
                                      _wild_face(rule) if rule.wilds else None)
    best = min(by_shape.values())
    if len(hand) % 3 == 1 and best != 0:
        return HandAnalysis(best, by_shape, (), ())
    live = unseen if unseen is not None and len(unseen) == N_ALL_KINDS else _live(hand, unseen)
    folded = _folded_stand_in(rule)
    if len(hand) % 3 == 1:
        if folded is not None:
            counts, wilds = rule.split(hand)
            waits = stand_in_waits(counts, wilds, n_melds, shapes, live, *folded)
        else:
            waits = tuple((k, live[k]) for k in _waits(hand, rule, n_melds, shapes, live))
        return HandAnalysis(best, by_shape, waits, ())
    if folded is not None:
        counts, wilds = rule.split(hand)
        rows = stand_in_rows(counts, wilds, n_melds, shapes, live, *folded, can_discard_wild)
    elif stand_in:
        rows = _slow_discards(hand, rule, n_melds, shapes, live, can_discard_wild)
    else:
        wild_draws = [(k, live[k]) for k in sorted(rule.wilds) if live[k] > 0 or k < N_KINDS]
        wild_discards = sorted({k for k in hand if k in rule.wilds}) if can_discard_wild else []
        rows = discard_rows(counts, wilds, n_melds, shapes, live, wild_draws, _wild_face(rule), wild_discards)
    return HandAnalysis(best, by_shape, (), tuple(rows))
