"""What one seat may see (bots and screens see nothing else): never other hands or the wall order.

An :class:`Observation` is an immutable snapshot. It is cheap to make because the hot path of
``simulate`` makes one per action: the public table of a moment (:class:`TableView`) is captured once
and shared by every chair's observation of that moment, each seat's public tuples are rebuilt only
after that seat's public event, and derived fields (the sorted concealed tiles, the per-chair tuples,
hand sizes, the wall count) are computed from captured immutable values on first reading.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.engine.actions import Action
from rules.engine.state import tiles_of
from rules.hand import Meld
from rules.tiles import N_ALL_KINDS

if TYPE_CHECKING:
    from rules.engine.game import Game

_NO_KINDS: frozenset[int] = frozenset()


class TableView:
    """The public table at one moment (one per game state, shared by the chairs' observations)."""

    __slots__ = ("derived", "fixed", "kong_in_flight", "kongs", "last_discard", "phase", "seats", "tile_counts",
                 "turn", "visible", "wall_tiles")

    def __init__(self, game: Game) -> None:
        self.fixed: tuple[Any, ...] = game._fixed or game.fixed_view()  # the same tuple for the whole hand
        self.phase: str = game.phase
        self.turn: int = game.turn
        self.last_discard: tuple[int, int] | None = game.last_discard
        self.kong_in_flight: tuple[int, int] | None = game.kong_in_flight
        self.wall_tiles = game.wall.left
        self.visible: int = game.visible  # an int: shared as it is
        self.kongs = game.kongs
        # (melds, discards, claimed, flowers, knocked) per chair, each cached by its seat
        s0, s1, s2, s3 = game.seats
        self.seats: tuple[tuple[Any, ...], ...] = (s0.public or s0.public_view(), s1.public or s1.public_view(),
                                                   s2.public or s2.public_view(), s3.public or s3.public_view())
        # concealed tile counts only once the hand is over (every hand is then shown)
        self.tile_counts = [s.tile_count for s in game.seats] if self.phase == "over" else None
        self.derived: dict[str, Any] | None = None  # the fields below, made on first reading (most views: none)

    def _derived(self) -> dict[str, Any]:
        if self.derived is None:
            self.derived = {}
        return self.derived

    def column(self, index: int) -> tuple[Any, ...]:
        """One of the per-chair public tuples (melds, discards, claimed, flowers, knocked) for every chair."""
        name = _COLUMNS[index]
        derived = self._derived()
        found = derived.get(name)
        if found is None:
            found = derived[name] = tuple([seat[index] for seat in self.seats])
        return found

    def hand_sizes(self) -> tuple[int, int, int, int]:
        """Concealed tiles of each chair: 13 − 3 per meld, one more for the chair about to discard."""
        derived = self._derived()
        found = derived.get("hand_sizes")
        if found is None:
            if self.tile_counts is not None:
                sizes = list(self.tile_counts)
            else:
                sizes = [13 - 3 * len(seat[0]) for seat in self.seats]
                if self.phase == "turn":
                    sizes[self.turn] += 1
                elif self.phase == "swap":
                    sizes[self.fixed[1]] += 1  # SH-18: the dealer still holds 14
                if self.kong_in_flight is not None:
                    sizes[self.kong_in_flight[0]] += 1
            found = derived["hand_sizes"] = (sizes[0], sizes[1], sizes[2], sizes[3])
        return found

    def wall_count(self) -> int:
        derived = self._derived()
        found = derived.get("wall_count")
        if found is None:
            variant, options = self.fixed[7], self.fixed[8]
            found = derived["wall_count"] = max(0, self.wall_tiles - variant.wall_reserve(self.kongs, options))
        return found  # type: ignore[no-any-return]


_COLUMNS = ("melds", "discards", "claimed", "flowers", "knocked")


_FIELDS = (
    "variant", "chair", "dealer", "winds", "concealed", "hand_sizes", "melds", "discards", "claimed", "flowers",
    "knocked", "wall_count", "wall_tiles", "dice", "indicator", "wild_kinds", "phase", "turn", "drawn",
    "last_discard", "kong_in_flight", "missed", "banned_kind", "legal_actions", "options",
)


class Observation:
    """One chair's view of the table. Per-chair tuples are indexed by chair (0-3).

    Fields: ``variant``, ``chair``, ``dealer``, ``winds`` (this hand's wind of each chair: 0 E (dealer) … 3 N),
    ``concealed`` (own tiles, sorted by kind), ``hand_sizes`` (concealed tile count of each chair),
    ``melds`` (Meld.source is the supplier's chair), ``discards``, ``claimed`` (parallel to discards: taken
    by a claim), ``flowers``, ``knocked``, ``wall_count`` (tiles left before the hand is drawn),
    ``wall_tiles`` (tiles physically left, kept-back tail included), ``dice``, ``indicator``,
    ``wild_kinds``, ``phase`` (swap, turn, claim, rob, over), ``turn``, ``drawn`` (own drawn tile; None for
    others' turns or after a claim), ``last_discard`` (chair, tile), ``kong_in_flight`` (chair, tile) of an
    added kong that may be robbed, ``missed`` (own 漏胡 kinds), ``banned_kind`` (own JS-7 ban),
    ``legal_actions``, ``options``. Immutable; equal when every field is equal.
    """

    # private slots behind read-only properties: setting a field raises AttributeError
    __slots__ = ("_banned_kind", "_chair", "_concealed", "_counts", "_drawn", "_legal_actions", "_missed", "_table")

    def __init__(self, table: TableView, chair: int, counts: tuple[int, ...], drawn: int | None,
                 missed: frozenset[int], banned_kind: int | None, legal_actions: tuple[Action, ...]) -> None:
        self._table = table
        self._counts = counts
        self._concealed: tuple[int, ...] | None = None
        self._chair = chair
        self._drawn = drawn
        self._missed = missed
        self._banned_kind = banned_kind
        self._legal_actions = legal_actions

    # --- this chair ---
    @property
    def chair(self) -> int:
        return self._chair

    @property
    def drawn(self) -> int | None:
        return self._drawn

    @property
    def missed(self) -> frozenset[int]:
        return self._missed

    @property
    def banned_kind(self) -> int | None:
        return self._banned_kind

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        return self._legal_actions

    @property
    def held_counts(self) -> tuple[int, ...]:
        """Own concealed tiles by kind (all 42 kinds): ``concealed`` counted."""
        return self._counts

    @property
    def concealed(self) -> tuple[int, ...]:
        if self._concealed is None:
            self._concealed = tuple(tiles_of(self._counts))  # sorted by kind
        return self._concealed

    # --- the table, fixed for the hand ---
    @property
    def variant(self) -> str:
        return self._table.fixed[0]  # type: ignore[no-any-return]

    @property
    def dealer(self) -> int:
        return self._table.fixed[1]  # type: ignore[no-any-return]

    @property
    def winds(self) -> tuple[int, int, int, int]:
        return self._table.fixed[2]  # type: ignore[no-any-return]

    @property
    def dice(self) -> tuple[int, int]:
        return self._table.fixed[3]  # type: ignore[no-any-return]

    @property
    def indicator(self) -> int | None:
        return self._table.fixed[4]  # type: ignore[no-any-return]

    @property
    def wild_kinds(self) -> frozenset[int]:
        return self._table.fixed[5]  # type: ignore[no-any-return]

    @property
    def options(self) -> tuple[tuple[str, object], ...]:
        return self._table.fixed[6]  # type: ignore[no-any-return]

    # --- the table at this moment ---
    @property
    def phase(self) -> str:
        return self._table.phase

    @property
    def turn(self) -> int:
        return self._table.turn

    @property
    def last_discard(self) -> tuple[int, int] | None:
        return self._table.last_discard

    @property
    def kong_in_flight(self) -> tuple[int, int] | None:
        return self._table.kong_in_flight

    @property
    def wall_tiles(self) -> int:
        return self._table.wall_tiles

    @property
    def wall_count(self) -> int:
        return self._table.wall_count()

    @property
    def hand_sizes(self) -> tuple[int, int, int, int]:
        return self._table.hand_sizes()

    @property
    def visible(self) -> bytes:
        """Copies of each kind (all 42, a byte each: a sequence of ints) every seat sees: discards not taken
        by a claim, melds' tiles, the indicator. Derived from those fields (not one of them): kept by the
        engine as it moves tiles, not recounted."""
        return self._table.visible.to_bytes(N_ALL_KINDS, "little")

    def public_of(self, chair: int) -> tuple[Any, ...]:
        """``chair``'s (melds, discards, claimed, flowers, knocked): one row of the per-chair tuples, read
        without making the columns."""
        return self._table.seats[chair]

    @property
    def melds(self) -> tuple[tuple[Meld, ...], ...]:
        return self._table.column(0)

    @property
    def discards(self) -> tuple[tuple[int, ...], ...]:
        return self._table.column(1)

    @property
    def claimed(self) -> tuple[tuple[bool, ...], ...]:
        return self._table.column(2)

    @property
    def flowers(self) -> tuple[tuple[int, ...], ...]:
        return self._table.column(3)

    @property
    def knocked(self) -> tuple[bool, bool, bool, bool]:
        return self._table.column(4)

    # --- value semantics ---
    def values(self) -> tuple[Any, ...]:
        """Every field, in the order of the field list above."""
        return tuple([getattr(self, name) for name in _FIELDS])

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Observation):
            return NotImplemented
        return self.values() == other.values()

    def __hash__(self) -> int:
        return hash(self.values())

    def __repr__(self) -> str:
        return "Observation(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in _FIELDS) + ")"

    def __reduce__(self) -> tuple[Any, ...]:
        raise TypeError("an Observation belongs to its game and is not pickled; save the match record instead")


def observe(game: Game, chair: int) -> Observation:
    """``chair``'s observation of the game now (one table view shared by the chairs until the next change)."""
    table = game._table  # shared by the chairs until the next action (``game.table_view()``, one call less)
    if table is None:
        table = game._table = TableView(game)
    seat = game.seats[chair]
    missed = seat.missed
    return Observation(
        table, chair, tuple(seat.counts),
        game.drawn if game.turn == chair and game.phase == "turn" else None,
        frozenset(missed) if missed else _NO_KINDS,
        seat.banned_kind,
        tuple(game.legal_actions(chair)),
    )
