"""Property tests for the special shapes with wilds (JS-11 十三幺, JH-13 seven pairs, JH-15/16 十三不靠,
JH-19 亂風, JH-27 a 財神 as its own face, CX-7, SH-9) and for Jinhua's 白板 stand-in (JH-3).

Shanten per special shape is checked against a brute-force reference built on the readings of
:mod:`rules.shapes`: keep as many held tiles as possible such that the wilds kept plus freely chosen
drawn tiles complete the shape. Discard rows with a variant's full shape rules (incremental tally,
folded 白板 readings, pruned draws) are checked against a direct evaluation of every reading.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.analysis import (
    ShapeRules,
    UnrelatedRule,
    analyze,
    complete,
    is_complete,
    shanten_by_shape,
    winning_kinds,
)
from rules.analysis.tally import NO_SHAPE, SHAPES, SpecialTally
from rules.hand import WildRule
from rules.shapes import all_honors_ok, seven_pairs_readings, thirteen_orphans_readings, unrelated_readings
from rules.tiles import HONOR, N_ALL_KINDS, N_KINDS, PLANT_FLOWERS, TERMINALS_AND_HONORS, WHITE, counts_of

FEW = settings(max_examples=150, deadline=None, derandomize=True,
               suppress_health_check=[HealthCheck.too_slow])

SHAPE_SETS = [
    ShapeRules(thirteen_orphans=True),  # Jinshan JS-11
    ShapeRules(all_honors=True),  # Shanghai SH-9
    ShapeRules(seven_pairs=True, unrelated=UnrelatedRule(False, False), all_honors=True,
               all_honors_wilds=False),
    ShapeRules(seven_pairs=True, unrelated=UnrelatedRule(True, True), all_honors=True),  # Cixi CX-7
    ShapeRules(seven_pairs=True, seven_pairs_four_as_two=False, unrelated=UnrelatedRule(True, False),
               thirteen_orphans=True, all_honors=True, all_honors_wilds=False),
]
SPECIAL_NAMES = ("seven_pairs", "thirteen_orphans", "unrelated", "all_honors")


# --- reference --------------------------------------------------------------------------------------


def _face_readings(counts: Sequence[int], wilds: int, face: int | None) -> list[tuple[list[int], int]]:
    """JH-27: some wilds counted as their own (honor) face."""
    out = [(list(counts), wilds)]
    if face is not None and face >= HONOR:
        for j in range(1, wilds + 1):
            reading = list(counts)
            reading[face] += j
            out.append((reading, wilds - j))
    return out


def _seven_pairs_target(counts: Sequence[int], jokers: int, four_as_two: bool) -> bool:
    """Seven pairs of 14 tiles from ``counts`` and ``jokers`` tiles of any kind (a lone tile takes one,
    the rest pair up; without ``four_as_two`` every pair a different kind)."""
    if sum(counts) + jokers != 14 or (not four_as_two and max(counts) > 2):
        return False
    left = jokers - sum(c % 2 for c in counts)
    new_kinds = N_KINDS - sum(1 for c in counts if c)
    return left >= 0 and left % 2 == 0 and (four_as_two or left // 2 <= new_kinds)


def _unrelated_target(counts: Sequence[int], wilds: int, free: int, rule: UnrelatedRule) -> bool:
    """Is there a 十三不靠 of 14 tiles holding ``counts``, the missing tiles being the ``wilds`` (suit
    tiles only unless ``rule.wild_for_honors``) and ``free`` drawn tiles? Tried target by target size."""
    honors = counts[HONOR:N_KINDS]
    pairs = sum(1 for c in honors if c == 2)
    if max(honors) > 2 or pairs > rule.honor_pair_allowed:
        return False
    suit_adds = []
    for suit in range(3):
        held = {r for r in range(9) if counts[9 * suit + r]}
        if any(counts[9 * suit + r] > 1 for r in held):
            return False
        suit_adds.append({len(ranks) - len(held) for ranks in RANK_SETS if held <= set(ranks)})
    kinds_held = sum(1 for c in honors if c)
    pair_add = (0, 1) if rule.honor_pair_allowed and not pairs else (0,)
    honor_adds = {new + p for new in range(N_KINDS - HONOR - kinds_held + 1) for p in pair_add
                  if kinds_held + new > 0 or p == 0}
    for adds in itertools.product(*suit_adds):
        honor_fill = wilds + free - sum(adds)
        if honor_fill in honor_adds and (rule.wild_for_honors or honor_fill <= free):
            return True
    return False


def _unrelated_ok(counts: Sequence[int], wilds: int, free: int, rule: UnrelatedRule,
                  face: int | None) -> bool:
    readings = [(list(counts), wilds)] if rule.wild_for_honors else _face_readings(counts, wilds, face)
    return any(_unrelated_target(reading, left, free, rule) for reading, left in readings)


def ref_shape_complete(
    name: str, counts: Sequence[int], wilds: int, free: int, shapes: ShapeRules, face: int | None
) -> bool:
    """Do ``counts`` + ``wilds`` + ``free`` tiles of any kinds make the special shape ``name``?"""
    if name == "seven_pairs":
        return _seven_pairs_target(counts, wilds + free, shapes.seven_pairs_four_as_two)
    if name == "thirteen_orphans":
        return bool(thirteen_orphans_readings(counts, wilds + free))
    if name == "all_honors":
        readings = [(list(counts), wilds)] if shapes.all_honors_wilds else _face_readings(counts, wilds, face)
        for reading, left in readings:
            reading[HONOR] += free  # drawn honors (the copy limit is no part of the shape)
            if all_honors_ok(reading, left, shapes.all_honors_wilds):
                return True
        return False
    assert shapes.unrelated is not None
    return _unrelated_ok(counts, wilds, free, shapes.unrelated, face)


def _stand_in_readings(counts: Sequence[int], stand_in: tuple[int, int] | None) -> list[list[int]]:
    if stand_in is None:
        return [list(counts)]
    white, face = stand_in
    out = []
    for j in range(counts[white] + 1):
        reading = list(counts)
        reading[white] -= j
        reading[face] += j
        out.append(reading)
    return out


def _removals(counts: Sequence[int], kinds: Sequence[int], total: int) -> list[list[int]]:
    """Every way to take ``total`` tiles out of ``counts`` (kinds listed in ``kinds``)."""
    if total == 0:
        return [list(counts)]
    if not kinds:
        return []
    k, rest = kinds[0], kinds[1:]
    out = []
    for take in range(min(counts[k], total) + 1):
        reduced = list(counts)
        reduced[k] -= take
        out += _removals(reduced, rest, total - take)
    return out


MAX_FREE = 3  # the reference searches this far; beyond it, only "at least MAX_FREE - 1" is checked


def ref_shape_shanten(
    name: str, counts: Sequence[int], wilds: int, shapes: ShapeRules, face: int | None,
    stand_in: tuple[int, int] | None = None,
) -> int | None:
    """Fewest tiles to draw (minus one) to complete the shape, discarding what does not fit; None when
    more than MAX_FREE tiles are needed."""
    naturals = sum(counts)
    kinds = [k for k in range(N_KINDS) if counts[k]]
    for free in range(MAX_FREE + 1):
        for kept_wilds in range(min(wilds, 14 - free), -1, -1):
            kept_naturals = 14 - free - kept_wilds
            if not 0 <= kept_naturals <= naturals:
                continue
            for kept in _removals(counts, kinds, naturals - kept_naturals):
                if any(ref_shape_complete(name, r, kept_wilds, free, shapes, face)
                       for r in _stand_in_readings(kept, stand_in)):
                    return free - 1
    return None


def agrees(fast: int, reference: int | None) -> bool:
    return fast == reference if reference is not None else fast >= MAX_FREE


# --- hands near a special shape -------------------------------------------------------------------


def _valid_rank_sets() -> list[tuple[int, ...]]:
    return [s for n in range(4) for s in itertools.combinations(range(9), n)
            if all(b - a >= 3 for a, b in itertools.pairwise(s))]


RANK_SETS = _valid_rank_sets()


@st.composite
def complete_special(draw: st.DrawFn) -> list[int]:
    """14 kinds forming one special shape (no wilds)."""
    shape = draw(st.sampled_from(SPECIAL_NAMES))
    if shape == "seven_pairs":
        kinds = draw(st.lists(st.integers(0, N_KINDS - 1), min_size=7, max_size=7))
        tiles = [k for k in kinds for _ in range(2)]
    elif shape == "thirteen_orphans":
        tiles = [*TERMINALS_AND_HONORS, draw(st.sampled_from(TERMINALS_AND_HONORS))]
    elif shape == "all_honors":
        tiles = draw(st.lists(st.integers(HONOR, N_KINDS - 1), min_size=14, max_size=14))
    else:
        n_honors = draw(st.integers(5, 7))
        honors = draw(st.permutations(range(HONOR, N_KINDS)))[:n_honors]
        triples = [x for x in RANK_SETS if len(x) == 3]
        suited = [9 * s + r for s in range(3) for r in draw(st.sampled_from(triples))]
        tiles = honors + draw(st.permutations(suited))[: 14 - n_honors]
    return [k for k in tiles if tiles.count(k) <= 4][:14]


@st.composite
def near_special(draw: st.DrawFn, wild: int) -> tuple[list[int], int]:
    """(concealed tiles, 13 or 14 of them) a few changes away from a special shape; ``wild`` marks wilds."""
    tiles = draw(complete_special())
    for _ in range(draw(st.integers(0, 3))):
        if tiles:
            pos = draw(st.integers(0, len(tiles) - 1))
            tiles[pos] = draw(st.one_of(st.just(wild), st.integers(0, N_KINDS - 1), st.sampled_from(tiles)))
    size = draw(st.sampled_from((13, 14)))
    tiles = [k for i, k in enumerate(tiles) if k == wild or tiles[:i].count(k) < 4]
    while len(tiles) < size:
        tiles.append(wild)
    return tiles[:size], size


def _with_white(tiles: list[int], face: int) -> list[int]:
    """At least one 白板, and at most four 財神 (extra ones become 白板 while copies remain)."""
    tiles = list(tiles)
    for i, k in enumerate(tiles):
        if (WHITE not in tiles or tiles.count(face) > 4) and k != WHITE and tiles.count(WHITE) < 4:
            tiles[i] = WHITE
    return tiles


# --- tests ----------------------------------------------------------------------------------------


@pytest.mark.slow  # wilds against the reference; the scorers' readings stay in the default run
@FEW
@given(near_special(wild=-1), st.sampled_from(SHAPE_SETS), st.sampled_from([None, 4, 20, 29]))
def test_special_shanten_with_wilds_matches_reference(
    hand: tuple[list[int], int], shapes: ShapeRules, face: int | None
) -> None:
    tiles, _ = hand
    counts = counts_of(k for k in tiles if k >= 0)
    wilds = tiles.count(-1)
    by_shape = shanten_by_shape(counts, wilds, 4, shapes, wild_kind=face)
    for name in SPECIAL_NAMES:
        if name in by_shape:
            assert agrees(by_shape[name], ref_shape_shanten(name, counts, wilds, shapes, face)), name


JINHUA_SHAPES = SHAPE_SETS[2]


@pytest.mark.slow
@FEW
@given(near_special(wild=7), st.sampled_from([7, 29]))
def test_stand_in_special_shanten_matches_reference(hand: tuple[list[int], int], face_kind: int) -> None:
    """JH-3: 白板 read as itself or as the 財神's face (8m here, or 西 for JH-27 with an honor face)."""
    tiles = _with_white([face_kind if k == 7 else k for k in hand[0]], face_kind)
    rule = WildRule.caishen(face_kind)
    counts, wilds = rule.split(tiles)
    by_shape = analyze(tiles, rule, 4, JINHUA_SHAPES).shanten_by_shape
    for name in ("seven_pairs", "unrelated", "all_honors"):
        expected = ref_shape_shanten(name, counts, wilds, JINHUA_SHAPES, face_kind, (WHITE, face_kind))
        assert agrees(by_shape[name], expected), name


# --- discard rows with full shape rules against every reading, evaluated directly ------------------


def _best(concealed: Sequence[int], rule: WildRule, shapes: ShapeRules) -> int:
    face = next(iter(rule.wilds)) if len(rule.wilds) == 1 and min(rule.wilds) < N_KINDS else None
    return min(min(shanten_by_shape(c, w, 4, shapes, wild_kind=face).values())
               for c, w, _ in rule.readings(concealed))


def _draws(rest: Sequence[int], rule: WildRule) -> list[int]:
    """Stand-in rule: every kind in order (a drawn 財神 in its place); else naturals, then the wilds."""
    held = counts_of(rest, N_ALL_KINDS)
    if rule.stand_in is not None:
        return [k for k in range(N_KINDS) if held[k] < 4]
    wild_kind = next(iter(rule.wilds)) if len(rule.wilds) == 1 else None
    naturals = [k for k in range(N_KINDS) if held[k] < 4 and k != wild_kind]
    return naturals + [k for k in sorted(rule.wilds) if k < N_KINDS or held[k] == 0]


def direct_rows(concealed: list[int], rule: WildRule,
                shapes: ShapeRules) -> list[tuple[int, int, list[int], list[int]]]:
    """(tile, shanten, improving kinds, winning kinds) per discard, from scratch for every hand."""
    order = sorted(set(concealed)) if rule.stand_in is not None else sorted(
        set(concealed), key=lambda k: (k in rule.wilds, k))
    rows = []
    for d in order:
        rest = list(concealed)
        rest.remove(d)
        now = _best(rest, rule, shapes)
        draws = _draws(rest, rule)
        improving = [t for t in draws if _best([*rest, t], rule, shapes) < now]
        waits = [t for t in draws if complete([*rest, t], rule, 4, shapes)] if now == 0 else []
        rows.append((d, now, improving, waits))
    return rows


def _check_waits(tiles: list[int], rule: WildRule, shapes: ShapeRules) -> None:
    """A waiting 13-tile hand holding a stand-in (JH-3): its waits are the draws that complete it."""
    result = analyze(tiles, rule, 4, shapes)
    if rule.stand_in is not None and result.shanten == 0:
        assert [k for k, _ in result.waits] == [t for t in _draws(tiles, rule)
                                                if complete([*tiles, t], rule, 4, shapes)]
    assert result.shanten == _best(tiles, rule, shapes)


RULES = {
    "jinshan": (WildRule(frozenset(PLANT_FLOWERS)), PLANT_FLOWERS[0], SHAPE_SETS[0]),
    "jinhua": (WildRule.caishen(7), 7, JINHUA_SHAPES),
    "jinhua-honor-face": (WildRule.caishen(29), 29, JINHUA_SHAPES),
    "cixi": (WildRule(frozenset({30})), 30, SHAPE_SETS[3]),
    # no variant's: every shape, 4-alike not two pairs, a doubled honor with wilds barred from honors
    "all-shapes-stand-in": (WildRule.caishen(29), 29, SHAPE_SETS[4]),
    "all-shapes": (WildRule(frozenset({0})), 0, SHAPE_SETS[4]),
}


@pytest.mark.slow
@settings(max_examples=250, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(near_special(wild=-1), st.sampled_from(sorted(RULES)), st.integers(0, 2))
def test_discard_rows_with_full_shape_rules_match_direct_evaluation(
    hand: tuple[list[int], int], variant: str, whites: int
) -> None:
    rule, wild, shapes = RULES[variant]
    tiles, size = hand
    wilds = [k for k in rule.wilds if k >= N_KINDS] or [wild] * 4  # Jinshan: four different 百搭
    if tiles.count(-1) > len(wilds):
        return
    tiles = [wilds.pop() if k == -1 else k for k in tiles]
    for i in range(whites):  # JH-3: hold some 白板
        if tiles.count(WHITE) < 4 and tiles[i] != WHITE:
            tiles[i] = WHITE
    if tiles.count(wild) > 4:
        return
    if size == 13:
        _check_waits(tiles, rule, shapes)
        return
    can_discard_wild = wild < N_KINDS
    result = analyze(tiles, rule, 4, shapes, can_discard_wild=can_discard_wild)
    got = [(r.tile, r.shanten, [k for k, _ in r.ukeire_tiles], [k for k, _ in r.waits])
           for r in result.discards]
    expected = [row for row in direct_rows(tiles, rule, shapes)
                if row[0] not in rule.wilds or can_discard_wild]
    assert got == expected


@FEW
@given(near_special(wild=-1), st.sampled_from([UnrelatedRule(False, False), UnrelatedRule(True, True)]))
def test_reference_agrees_with_the_scorers_readings(hand: tuple[list[int], int], rule: UnrelatedRule) -> None:
    """The reference's target search says "complete" exactly when rules.shapes finds a reading."""
    tiles, size = hand
    counts = counts_of(k for k in tiles if k >= 0)
    wilds = tiles.count(-1)
    if size == 14 and wilds <= 3:
        assert _unrelated_target(counts, wilds, 0, rule) == bool(unrelated_readings(counts, wilds, rule))
        for four_as_two in (True, False):
            readings = seven_pairs_readings(counts, wilds, four_as_two=four_as_two)
            assert _seven_pairs_target(counts, wilds, four_as_two) == bool(readings)


@FEW
@given(near_special(wild=-1), st.sampled_from(SHAPE_SETS), st.sampled_from([None, 4, 29]), st.booleans())
def test_tally_after_each_draw_matches_counting_from_scratch(
    hand: tuple[list[int], int], shapes: ShapeRules, face: int | None, stand_in: bool
) -> None:
    """SpecialTally (updated per tile, readings remembered per row) against shanten_by_shape of each
    reading of the hand with the draw added (JH-3 readings when ``stand_in``, JH-27 faces)."""
    tiles, size = hand
    wilds = sum(1 for k in tiles if k in (-1, face))  # tiles of the wild kind are wilds
    counts = counts_of(k for k in tiles if k >= 0 and k != face)
    readings = (WHITE, face) if stand_in and face is not None else None
    tally = SpecialTally(counts, shapes, face, *(readings or (None, None)))

    def scratch(grown: list[int], wilds: int) -> list[int]:
        per_reading = [shanten_by_shape(r, wilds, 4, shapes, wild_kind=face)
                       for r in _stand_in_readings(grown, readings)]
        return [min(b.get(name, NO_SHAPE) for b in per_reading) for name in SPECIAL_NAMES]

    now = tally.values(wilds)
    assert now == scratch(counts, wilds)
    if size == 14:
        return
    for t in range(N_KINDS):
        if t != face and counts[t] < 4:
            grown = list(counts)
            grown[t] += 1
            after = scratch(grown, wilds)
            for shape in (s for s in SHAPES if now[s] != NO_SHAPE):
                for current in (now[shape], now[shape] - 1):
                    assert tally.draw_improves(t, wilds, current, [shape]) == (after[shape] < current)


@FEW
@given(near_special(wild=-1), st.sampled_from(SHAPE_SETS), st.sampled_from([None, 4, 29]))
def test_waits_with_special_shapes_are_the_completing_draws(
    hand: tuple[list[int], int], shapes: ShapeRules, face: int | None
) -> None:
    """winning_kinds of a 13-tile hand with special shapes: exactly the natural draws after which
    is_complete holds (a drawn copy of the wild kind is a wild, not a natural tile)."""
    tiles, size = hand
    if size != 13:
        return
    wilds = sum(1 for k in tiles if k in (-1, face))
    counts = counts_of(k for k in tiles if k >= 0 and k != face)
    expected = []
    for k in range(N_KINDS):
        grown = list(counts)
        grown[k] += 1
        if k == face:
            if is_complete(counts, wilds + 1, 4, shapes, wild_kind=face):
                expected.append(k)
        elif counts[k] < 4 and is_complete(grown, wilds, 4, shapes, wild_kind=face):
            expected.append(k)
    assert winning_kinds(counts, wilds, 4, shapes, wild_kind=face) == expected
