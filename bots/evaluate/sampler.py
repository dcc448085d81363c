"""Determinisation: the tiles a seat cannot see, dealt at random consistently with everything it can.

The unseen tiles (:meth:`Position.unseen`: the set less the seat's own hand, every discard left on the table,
every meld, flower and the indicator) are shared out at random: each other hand gets as many as it holds,
the rest is the wall in a random order. Kinds no hand may hold (flowers set aside when drawn, C-3) go to the
wall only, and the tile of an added kong that may be robbed is in its konger's hand. A hand that has knocked
(SH-6, public) is ready on a win the variant accepts: it is built as a complete hand less one tile and kept
only when the table, rebuilt, scores one of its waits as a win. Nothing else is read into the others'
play (a hand is not taken as nearer to ready for its discards): every deal consistent with what is seen is
as likely, as in plain perfect-information Monte Carlo.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from bots.evaluate.position import Position
from rules.engine import Game
from rules.engine.snapshot import SeatSnapshot, TableSnapshot
from rules.tiles import HONOR, N_ALL_KINDS, N_KINDS
from rules.variants import get_variant

READY_TRIES = 24  # complete hands tried for a knocked seat before a plain random hand stands


def determinise(position: Position, rng: random.Random) -> TableSnapshot:
    """A table consistent with ``position``: each hidden hand and the wall's order drawn from ``rng``."""
    unseen = position.unseen()
    if min(unseen) < 0:
        raise ValueError(f"the position shows more copies than the set has: {unseen}")
    table = position.table
    counts = [list(seat.counts) for seat in table.seats]
    sizes = list(position.hand_sizes)
    if table.kong_in_flight is not None:  # the added tile is the konger's until the kong stands
        konger, tile = table.kong_in_flight
        if konger != position.chair:
            unseen[tile] -= 1
            counts[konger][tile] += 1
            sizes[konger] -= 1
    never_held = _never_held(table.variant)
    holdable = [k for k in range(N_ALL_KINDS) if k not in never_held for _ in range(unseen[k])]
    wall_only = [k for k in never_held for _ in range(unseen[k])]
    rng.shuffle(holdable)
    others = [c for c in range(4) if c != position.chair]
    knocked = [c for c in others if table.seats[c].knocked]
    for chair in others:
        if chair in knocked:
            continue
        for _ in range(sizes[chair]):
            counts[chair][holdable.pop()] += 1
    snapshot = _with_tiles(table, counts, holdable, wall_only, rng)
    for chair in knocked:
        snapshot = _ready_knocked(snapshot, chair, sizes[chair], rng)
    return snapshot


def _never_held(variant: str) -> frozenset[int]:
    rules = get_variant(variant).table_rules
    return rules.set_aside if rules.with_flowers else frozenset(range(N_KINDS, N_ALL_KINDS))


def _with_tiles(table: TableSnapshot, counts: list[list[int]], holdable: list[int], wall_only: list[int],
                rng: random.Random) -> TableSnapshot:
    wall = holdable + wall_only
    rng.shuffle(wall)
    seats = tuple(replace(seat, counts=tuple(c)) for seat, c in zip(table.seats, counts))
    return replace(table, seats=(seats[0], seats[1], seats[2], seats[3]), wall=tuple(wall))


def _ready_knocked(snapshot: TableSnapshot, chair: int, size: int, rng: random.Random) -> TableSnapshot:
    """``snapshot`` with ``chair``'s hand (``size`` tiles, drawn from the wall) ready on an accepted win; a
    plain random hand when no try gives one."""
    seat = snapshot.seats[chair]
    base = list(seat.counts)
    wall = list(snapshot.wall)
    pool = [0] * N_ALL_KINDS
    for kind in wall:
        pool[kind] += 1
    for _ in range(READY_TRIES):
        hand = _ready_shape(pool, size, _suits_of(seat), rng)
        if hand is None:
            continue
        tried = _placed(snapshot, chair, base, hand, wall, rng)
        if _wins_somewhere(tried, chair):
            return tried
    plain = [k for k in wall if k < N_KINDS][:size]
    return _placed(snapshot, chair, base, plain, wall, rng)


def _placed(snapshot: TableSnapshot, chair: int, base: list[int], hand: Sequence[int], wall: list[int],
            rng: random.Random) -> TableSnapshot:
    counts = base.copy()
    rest = wall.copy()
    for kind in hand:
        counts[kind] += 1
        rest.remove(kind)
    rng.shuffle(rest)
    seats = list(snapshot.seats)
    seats[chair] = replace(seats[chair], counts=tuple(counts))
    return replace(snapshot, seats=(seats[0], seats[1], seats[2], seats[3]), wall=tuple(rest))


def _wins_somewhere(snapshot: TableSnapshot, chair: int) -> bool:
    """Whether the rebuilt table scores some wait of ``chair``'s waiting hand as a valid win."""
    game = Game.from_snapshot(snapshot, 0)
    held = list(snapshot.seats[chair].counts)
    discard = None
    if sum(held) % 3 == 2:  # the turn's or the rob window's extra tile: the hand waits without it
        discard = snapshot.drawn if snapshot.turn == chair else None
        if snapshot.kong_in_flight is not None and snapshot.kong_in_flight[0] == chair:
            discard = snapshot.kong_in_flight[1]
    return any(score.valid for score in game.wait_scores(chair, discard).values())


def _suits_of(seat: SeatSnapshot) -> tuple[int, ...]:
    """The suits (0-2) the seat's melds show; a ready hand is built in one of them more often."""
    return tuple(sorted({m.tiles[0] // 9 for m in seat.melds if m.tiles[0] < HONOR}))


def _ready_shape(pool: list[int], size: int, suits: tuple[int, ...], rng: random.Random) -> list[int] | None:
    """A complete hand of ``size`` + 1 tiles from ``pool`` (melds and a pair) less one tile: a ready hand.
    Half the tries keep to one suit and honors (the melds' suit when they show one), a third of them to
    pungs only, so that hands the variant accepts only in such shapes are found."""
    left = pool.copy()
    one_suit = rng.random() < 0.5
    suit = (suits[0] if len(suits) == 1 else rng.randrange(3)) if one_suit else None
    pungs_only = rng.random() < 0.33

    def allowed(kind: int) -> bool:
        return kind < N_KINDS and (suit is None or kind >= HONOR or kind // 9 == suit)

    groups = (size - 1) // 3
    tiles = _take_pair(left, allowed, rng)
    if tiles is None:
        return None
    for _ in range(groups):
        group = _take_group(left, allowed, pungs_only, rng)
        if group is None:
            return None
        tiles += group
    tiles.remove(rng.choice(tiles))
    return tiles


def _take_pair(left: list[int], allowed: Callable[[int], bool], rng: random.Random) -> list[int] | None:
    kinds = [k for k in range(N_KINDS) if left[k] >= 2 and allowed(k)]
    if not kinds:
        return None
    kind = rng.choice(kinds)
    left[kind] -= 2
    return [kind, kind]


def _take_group(left: list[int], allowed: Callable[[int], bool], pungs_only: bool,
                rng: random.Random) -> list[int] | None:
    pungs = [k for k in range(N_KINDS) if left[k] >= 3 and allowed(k)]
    runs = [] if pungs_only else [k for k in range(HONOR) if k % 9 <= 6 and allowed(k)
                                  and left[k] and left[k + 1] and left[k + 2]]
    if not pungs and not runs:
        return None
    if runs and (not pungs or rng.random() < 0.7):
        low = rng.choice(runs)
        group = [low, low + 1, low + 2]
    else:
        low = rng.choice(pungs)
        group = [low] * 3
    for kind in group:
        left[kind] -= 1
    return group
