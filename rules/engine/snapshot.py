"""A hand in progress as plain values, and the table rebuilt from them (issue 29).

A :class:`TableSnapshot` holds everything that decides how a hand goes on from a moment of play: every
seat's concealed tiles, melds, flowers and river, the wall in draw order, the phase and whose turn it is,
and the table's counters. ``snapshot_of(game)`` takes one from a live hand and ``Game.from_snapshot``
deals nothing and plays on from it, exactly as the live hand would (a test plays both side by side).

The evaluator (``bots/evaluate``) builds snapshots of its own: the seat's own tiles and everything public
as they are, the tiles it cannot see drawn at random. The seat's waits and shanten are worked out again on
the rebuilt table by the engine. The variant's own state of a seat (``Variant.seat_state``) is an immutable
value: a snapshot of a live table carries it as it is (``state_known``), and the table keeps it again; a
seat whose tiles were drawn at random carries only its public marks, and the variant works its state out
from the tiles and the marks (:meth:`Variant.restore_seat`: SH-7 the knocked hand's waits, CX-11 抛花), so a
snapshot whose hidden hands were drawn at random is a consistent table.

A claim or rob window is rebuilt with nobody's answer given yet: the answers given before are hidden
from the seats, and the offers follow from the hands, so they are worked out again too. SH-18's swap
phase is not a moment a snapshot is taken at (a swap reshuffles the wall).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from rules.engine import claims, draws
from rules.engine import offers as offers_on
from rules.engine.phases import ClaimWindow, Phase, RobWindow, Turn
from rules.engine.state import SHOWN, SeatState
from rules.engine.wall import Wall
from rules.hand import Meld, MeldType
from rules.tiles import N_ALL_KINDS

if TYPE_CHECKING:
    from rules.engine.table import Table

SnapshotPhase = Literal["turn", "claim", "rob"]


@dataclass(frozen=True, slots=True)
class SeatSnapshot:
    """One chair: ``counts`` its concealed tiles by kind (42 kinds), its public row (melds, flowers, every
    discard in order with ``claimed`` beside it, ``marks``: what every seat sees of its own state in the
    variant), the few marks the engine keeps on a seat between moves (JS-8/SH-8 漏胡, JS-7's ban), and the
    variant's own state of the seat, ``variant_state``, when it is known (``state_known``: taken from a live
    table); else the variant works it out from the tiles and ``marks`` (:meth:`Variant.restore_seat`)."""

    counts: tuple[int, ...]
    melds: tuple[Meld, ...] = ()
    flowers: tuple[int, ...] = ()
    discards: tuple[int, ...] = ()
    claimed: tuple[bool, ...] = ()
    marks: tuple[str, ...] = ()
    missed: frozenset[int] = frozenset()
    banned_kind: int | None = None
    variant_state: Any = None
    state_known: bool = False

    def __post_init__(self) -> None:
        if len(self.counts) != N_ALL_KINDS:
            raise ValueError(f"a seat's counts have {N_ALL_KINDS} kinds, not {len(self.counts)}")
        if len(self.claimed) != len(self.discards):
            raise ValueError("claimed must say of every discard whether it was taken")


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """A hand at a moment of play. ``wall`` is the live wall in draw order: draws come from its front,
    replacements (kongs, flowers) from its back. ``turn`` is the chair whose turn it is — in a claim window
    the discarder's (``last_discard``), in a rob window the konger's (``kong_in_flight``, the added tile still
    in its hand). ``drawn`` is the turn player's drawn tile (None after a claim)."""

    variant: str
    seats: tuple[SeatSnapshot, SeatSnapshot, SeatSnapshot, SeatSnapshot]
    wall: tuple[int, ...]
    dealer: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    carry: Mapping[str, int] = field(default_factory=dict)
    dice: tuple[int, int] = (1, 1)
    stacks: tuple[int, ...] | None = None
    indicator: int | None = None
    phase: SnapshotPhase = "turn"
    turn: int = 0
    drawn: int | None = None
    after_kong: bool = False
    last_discard: tuple[int, int] | None = None
    kong_in_flight: tuple[int, int] | None = None
    kongs: int = 0
    claims_made: int = 0


def snapshot_of(table: Table) -> TableSnapshot:
    """The hand as it is now (a turn, a claim window or a rob window); ValueError in another phase."""
    phase = table.phase
    if phase not in ("turn", "claim", "rob"):
        raise ValueError(f"no snapshot is taken in the {phase} phase")
    seats = tuple(_seat_snapshot(seat) for seat in table.seats)
    return TableSnapshot(
        variant=table.variant.id, seats=(seats[0], seats[1], seats[2], seats[3]),
        wall=tuple(table.wall.remaining()), dealer=table.dealer, options=dict(table.options),
        carry=dict(table.carry), dice=table.dice, stacks=table.stacks, indicator=table.indicator,
        phase=phase, turn=table.turn, drawn=table.drawn, after_kong=table.after_kong,
        last_discard=table.last_discard, kong_in_flight=table.kong_in_flight, kongs=table.kongs,
        claims_made=table.claims_made,
    )


def _seat_snapshot(seat: SeatState) -> SeatSnapshot:
    return SeatSnapshot(
        counts=tuple(seat.counts), melds=tuple(seat.melds), flowers=tuple(seat.flowers),
        discards=tuple(seat.discards), claimed=tuple(seat.claimed), marks=seat.marks,
        missed=frozenset(seat.missed), banned_kind=seat.banned_kind, variant_state=seat.variant_state,
        state_known=True,
    )


def restore(table: Table, snapshot: TableSnapshot) -> Phase:
    """Set a freshly made table (nothing dealt) to ``snapshot`` and return the phase it is in: the seats, the
    wall, the counters, the variant's own seat states (kept as they were, or worked out from the tiles and
    marks by :meth:`Variant.restore_seat`), then the phase with its offers worked out again. The caller
    enters it (``Game.enter``, the one phase writer)."""
    if snapshot.variant != table.variant.id:
        raise ValueError(f"a {snapshot.variant} snapshot on a {table.variant.id} table")
    table.wall = Wall(snapshot.wall)
    table.indicator = snapshot.indicator
    table.wild_rule = table.variant.wild_rule(snapshot.indicator)
    table.seats = [_seat(s) for s in snapshot.seats]
    table.visible = _visible(snapshot)
    table.turn, table.drawn, table.after_kong = snapshot.turn, snapshot.drawn, snapshot.after_kong
    table.last_discard, table.kong_in_flight = snapshot.last_discard, snapshot.kong_in_flight
    table.kongs, table.claims_made = snapshot.kongs, snapshot.claims_made
    table.reserve = table.variant.wall_reserve(snapshot.kongs, table.options)
    table.fix_hand()
    variant = table.variant
    for chair, seat in enumerate(snapshot.seats):
        state = seat.variant_state if seat.state_known else variant.restore_seat(table, chair, seat.marks)
        table.keep_variant_state(chair, state)
    return _phase(table, snapshot)


def _seat(snap: SeatSnapshot) -> SeatState:
    seat = SeatState(counts=list(snap.counts), melds=list(snap.melds), flowers=list(snap.flowers),
                     discards=list(snap.discards), claimed=list(snap.claimed),
                     missed=set(snap.missed), banned_kind=snap.banned_kind)
    seat.held = sum(snap.counts)
    seat.meld_tiles = sum(len(m.tiles) for m in snap.melds)
    seat.river = snap.claimed.count(False)
    for meld in snap.melds:  # CX-5, JH-8, SH-14: each claimed meld names its supplier (an added kong too)
        if meld.source is not None and meld.type is not MeldType.CONCEALED_KONG:
            seat.claims_from[meld.source] += 1
    return seat


def _visible(snapshot: TableSnapshot) -> int:
    """``Table.visible`` of the snapshot: every discard (a claimed one is its meld's claimed tile, counted
    once), every meld's tiles as shown, the indicator."""
    visible = 0 if snapshot.indicator is None else SHOWN[snapshot.indicator]
    for seat in snapshot.seats:
        for kind in seat.discards:
            visible += SHOWN[kind]
        for meld in seat.melds:
            for kind in meld.tiles:
                visible += SHOWN[kind]
            claimed = meld.source is not None and meld.type is not MeldType.CONCEALED_KONG
            if claimed and meld.claimed is not None:
                visible -= SHOWN[meld.claimed]  # already counted as its supplier's discard
    return visible


def _phase(table: Table, snapshot: TableSnapshot) -> Phase:
    """The turn, or the window on the tile on offer with its offers worked out from the hands (nobody on
    offer: the hand goes on as the window's end would take it)."""
    turn = Turn(table)
    if snapshot.phase == "turn":
        return turn
    on_offer = snapshot.last_discard if snapshot.phase == "claim" else snapshot.kong_in_flight
    if on_offer is None:
        raise ValueError(f"a {snapshot.phase} window needs its tile on offer (last_discard, kong_in_flight)")
    chair, tile = on_offer
    if snapshot.phase == "claim":
        offers = offers_on.on_discard(table, chair, tile)
        if offers:
            return ClaimWindow(turn, chair, tile, offers)
        draws.after_unclaimed_discard(table, chair)
    else:
        offers = offers_on.on_added_kong(table, chair, tile)
        if offers:
            return RobWindow(turn, chair, tile, offers)
        claims.complete_added_kong(table, chair, tile)
    return turn.after_move()
