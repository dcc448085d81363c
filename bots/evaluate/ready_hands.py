"""SH-6: a hand that has knocked is ready on a win the variant accepts — the sampler deals it so.

It is built as a complete hand less one tile, from the tiles the seat cannot see, in a family its melds
allow: a chi keeps to that chi's suit (and honors), melds of two suits to pungs, otherwise half the tries
keep to one suit and a third to pungs (the shapes a variant that restricts its hands, such as SH-9, accepts),
and it is kept when the table, rebuilt, scores one of its waits as a win.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from rules.engine import Game
from rules.engine.snapshot import SeatSnapshot, TableSnapshot
from rules.hand import MeldType
from rules.tiles import HONOR, N_ALL_KINDS, N_KINDS

READY_TRIES = 48  # complete hands tried before one the variant does not accept (or a random one) stands


def ready_knocked(snapshot: TableSnapshot, chair: int, size: int, rng: random.Random) -> TableSnapshot:
    """``snapshot`` with ``chair``'s hand (``size`` tiles, drawn from the wall) ready on an accepted win;
    failing that, the first ready hand tried; failing that, a random one."""
    seat = snapshot.seats[chair]
    base = list(seat.counts)
    wall = list(snapshot.wall)
    pool = [0] * N_ALL_KINDS
    for kind in wall:
        pool[kind] += 1
    ready: TableSnapshot | None = None
    for _ in range(READY_TRIES):
        hand = _ready_shape(pool, size, seat, rng)
        if hand is None:
            continue
        tried = _placed(snapshot, chair, base, hand, wall, rng)
        if _wins_somewhere(tried, chair):
            return tried
        ready = ready or tried
    return ready or _placed(snapshot, chair, base, [k for k in wall if k < N_KINDS][:size], wall, rng)


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


def _family(seat: SeatSnapshot, rng: random.Random) -> tuple[int | None, bool]:
    """(the one suit the hand keeps to, or None; pungs only) for one try, from the seat's melds."""
    suits = sorted({m.tiles[0] // 9 for m in seat.melds if m.tiles[0] < HONOR})
    chis = [m for m in seat.melds if m.type is MeldType.CHI]
    if chis:
        return chis[0].tiles[0] // 9, False
    if len(suits) >= 2:
        return None, True
    one_suit = rng.random() < 0.5
    suit = (suits[0] if suits else rng.randrange(3)) if one_suit else None
    return suit, rng.random() < 0.33


def _ready_shape(pool: list[int], size: int, seat: SeatSnapshot, rng: random.Random) -> list[int] | None:
    """A complete hand of ``size`` + 1 tiles from ``pool`` (melds and a pair) less one tile: a ready hand,
    in a family of :func:`_family`."""
    left = pool.copy()
    suit, pungs_only = _family(seat, rng)

    def allowed(kind: int) -> bool:
        return kind < N_KINDS and (suit is None or kind >= HONOR or kind // 9 == suit)

    tiles = _take_pair(left, allowed, rng)
    if tiles is None:
        return None
    for _ in range((size - 1) // 3):
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
