"""Fixed positions for the evaluator's tests (issue 29): a table dealt as written, every other tile in the
wall in a fixed shuffled order."""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.engine import Action, ActionKind, Game
from rules.engine.snapshot import SeatSnapshot, SnapshotPhase, TableSnapshot
from rules.hand import Meld
from rules.tiles import N_ALL_KINDS, full_set, parse_tiles
from rules.variants import get_variant
from rules.variants.shanghai.knocking import KNOCKED


def counts(text: str) -> tuple[int, ...]:
    found = [0] * N_ALL_KINDS
    for kind in parse_tiles(text, check_copies=False):
        found[kind] += 1
    return tuple(found)


def table(variant: str, hands: Sequence[str], *, turn: int = 0, phase: SnapshotPhase = "turn",
          drawn: str | None = None, indicator: str | None = None, flowers: Sequence[str] = ("", "", "", ""),
          melds: Sequence[Sequence[Meld]] = ((), (), (), ()), discards: Sequence[str] = ("", "", "", ""),
          last_discard: tuple[int, str] | None = None, knocked: Sequence[bool] = (False,) * 4,
          seed: int = 1) -> Game:
    """A hand in progress: ``hands`` by chair (concealed tiles), the rest of the set in the wall."""
    pool = full_set(get_variant(variant).table_rules.with_flowers)
    seats = []
    for chair in range(4):
        river = parse_tiles(discards[chair], check_copies=False)
        seat = SeatSnapshot(counts(hands[chair]), melds=tuple(melds[chair]),
                            flowers=tuple(parse_tiles(flowers[chair])), discards=tuple(river),
                            claimed=(False,) * len(river), marks=(KNOCKED,) if knocked[chair] else ())
        for kind in [*parse_tiles(hands[chair], check_copies=False), *seat.flowers, *river,
                     *(k for meld in seat.melds for k in meld.tiles)]:
            pool.remove(kind)
        seats.append(seat)
    turned = parse_tiles(indicator)[0] if indicator else None
    if turned is not None:
        pool.remove(turned)
    random.Random(seed).shuffle(pool)
    offered = None if last_discard is None else (last_discard[0], parse_tiles(last_discard[1])[0])
    snapshot = TableSnapshot(variant, (seats[0], seats[1], seats[2], seats[3]), tuple(pool), indicator=turned,
                             phase=phase, turn=turn, drawn=parse_tiles(drawn)[0] if drawn else None,
                             last_discard=offered)
    return Game.from_snapshot(snapshot, 0)


def action(game: Game, chair: int, kind: ActionKind, tile: str | None = None) -> Action:
    """``chair``'s legal action of ``kind`` (on ``tile``)."""
    wanted = None if tile is None else parse_tiles(tile)[0]
    return next(a for a in game.legal_actions(chair)
                if a.kind is kind and (wanted is None or a.tile == wanted))
