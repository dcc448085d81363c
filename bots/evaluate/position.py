"""What one seat knows at a decision: everything public and its own tiles, never another hand or the wall.

A :class:`Position` is the seat's view as a :class:`~rules.engine.snapshot.TableSnapshot` in which every
other hand is empty and the wall holds nothing, with the numbers the sampler must fill (each hand's size,
the wall's). It is made from an :class:`~rules.engine.Observation` (a bot's view) or from a live game for one
chair (a review, which has the game: the few public marks an observation does not carry are then exact — see
:meth:`Position.from_observation`). It holds only values, so it is sent to worker processes as it is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rules.engine.actions import Action
from rules.engine.observation import Observation
from rules.engine.snapshot import SeatSnapshot, SnapshotPhase, TableSnapshot
from rules.hand import MeldType
from rules.tiles import N_ALL_KINDS, full_set
from rules.variants import get_variant

if TYPE_CHECKING:
    from rules.engine import Game

_NONE = (0,) * N_ALL_KINDS
_KONGS = (MeldType.KONG, MeldType.ADDED_KONG, MeldType.CONCEALED_KONG)


class NoPosition(ValueError):
    """A moment the evaluator does not value (SH-18's swap, a finished hand, a chair not asked)."""


@dataclass(frozen=True, slots=True)
class Position:
    """``table``: the hand with only ``chair``'s concealed tiles and an empty wall; ``hand_sizes``: each
    chair's concealed tile count; ``wall_tiles``: tiles left in the wall; ``legal``: the chair's choices."""

    chair: int
    table: TableSnapshot
    hand_sizes: tuple[int, int, int, int]
    wall_tiles: int
    legal: tuple[Action, ...]

    @classmethod
    def from_observation(cls, obs: Observation) -> Position:
        """The seat's position from its observation. Every seat's own state in the variant is worked out on
        the rebuilt table from its tiles and public marks (:meth:`Variant.restore_seat`); CX-14's — a discard
        coming right after its discarder's own kong, whose win counts as 自摸 — is not known from them (a
        replacement may be a flower's) and is taken as not."""
        phase = _phase(obs.phase)
        seats = []
        for chair in range(4):
            melds, discards, claimed, flowers, marks = obs.public_of(chair)
            mine = chair == obs.chair
            seats.append(SeatSnapshot(
                counts=obs.held_counts if mine else _NONE, melds=melds, flowers=flowers, discards=discards,
                claimed=claimed, marks=marks, missed=obs.missed if mine else frozenset(),
                banned_kind=obs.banned_kind if mine else None,
            ))
        table = TableSnapshot(
            variant=obs.variant, seats=(seats[0], seats[1], seats[2], seats[3]), wall=(), dealer=obs.dealer,
            options=dict(obs.options), carry=dict(obs.carry), dice=obs.dice, stacks=obs.stacks,
            indicator=obs.indicator, phase=phase, turn=obs.turn, drawn=obs.drawn, after_kong=obs.after_kong,
            last_discard=obs.last_discard, kong_in_flight=obs.kong_in_flight, kongs=_kongs(obs),
            claims_made=sum(sum(row) for row in obs.claimed),
        )
        return cls(obs.chair, table, obs.hand_sizes, obs.wall_tiles, obs.legal_actions)

    @classmethod
    def from_game(cls, game: Game, chair: int) -> Position:
        """``chair``'s position in a live game: the game's own snapshot with every other hand emptied (its
        private marks cleared, its state in the variant left to be worked out from the tiles the sampler
        deals it) and the wall emptied."""
        if game.phase not in ("turn", "claim", "rob"):
            raise NoPosition(f"no decision is valued in the {game.phase} phase")
        whole = game.snapshot()
        seats = tuple(seat if c == chair else _hidden(seat) for c, seat in enumerate(whole.seats))
        table = replace(whole, seats=(seats[0], seats[1], seats[2], seats[3]), wall=())
        sizes = tuple(game.hand_size(c) for c in range(4))
        return cls(chair, table, (sizes[0], sizes[1], sizes[2], sizes[3]), len(game.wall),
                   tuple(game.legal_actions(chair)))

    def unseen(self) -> list[int]:
        """Copies of each kind (42 kinds) this seat cannot see: the other hands and the wall hold them."""
        copies = [0] * N_ALL_KINDS
        for kind in full_set(get_variant(self.table.variant).table_rules.with_flowers):
            copies[kind] += 1
        table = self.table
        seen = list(table.seats[self.chair].counts)
        if table.indicator is not None:
            seen[table.indicator] += 1
        for seat in table.seats:
            for kind, taken in zip(seat.discards, seat.claimed):
                if not taken:  # a claimed discard is in its claimer's meld
                    seen[kind] += 1
            for meld in seat.melds:
                for kind in meld.tiles:
                    seen[kind] += 1
            for kind in seat.flowers:
                seen[kind] += 1
        return [c - s for c, s in zip(copies, seen)]


_PHASES: dict[str, SnapshotPhase] = {"turn": "turn", "claim": "claim", "rob": "rob"}


def _phase(name: str) -> SnapshotPhase:
    if name in _PHASES:
        return _PHASES[name]
    raise NoPosition(f"no decision is valued in the {name} phase")


def _kongs(obs: Observation) -> int:
    return sum(1 for melds in obs.melds for meld in melds if meld.type in _KONGS)


def _hidden(seat: SeatSnapshot) -> SeatSnapshot:
    """Another chair's seat as this one sees it: the public row and public marks, no tiles, no 漏胡, its own
    state in the variant not known (it may tell its tiles: SH-7 a knock's waits)."""
    return SeatSnapshot(counts=_NONE, melds=seat.melds, flowers=seat.flowers, discards=seat.discards,
                        claimed=seat.claimed, marks=seat.marks, banned_kind=seat.banned_kind)

