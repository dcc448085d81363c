"""What one seat may see (bots and screens see nothing else): never other hands or the wall order.

An :class:`Observation` is an immutable snapshot. It is cheap to make because the hot path of
``simulate`` makes one per action: the moment is captured as one named tuple of immutable values (the
table fixed for the hand, the public table now, each chair's public row as its seat caches it until that
seat's next public event, then the observing chair's own), so nothing is copied but the chair's tile
counts and legal actions. Derived fields (the sorted concealed tiles, the per-chair columns, hand sizes,
the wall count) are computed from those values on first reading.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any, NamedTuple

from rules.engine.actions import Action
from rules.engine.state import HandFixed, PublicRow, tiles_of
from rules.hand import Meld
from rules.tiles import N_ALL_KINDS

if TYPE_CHECKING:
    from rules.engine.table import Table

_NO_KINDS: frozenset[int] = frozenset()


class Moment(NamedTuple):
    """What an observation captures: the hand's fixed facts, the public table now, each chair's public row
    (as its seat caches it until that seat's next public event), then the observing chair's own tiles."""

    fixed: HandFixed
    phase: str
    turn: int
    last_discard: tuple[int, int] | None
    kong_in_flight: tuple[int, int] | None
    wall_tiles: int
    visible: int  # Table.visible: an int, one byte per kind, shared as it is
    kongs: int
    # by chair: (melds, discards, claimed, flowers, marks)
    rows: tuple[PublicRow, PublicRow, PublicRow, PublicRow]
    tile_counts: tuple[int, int, int, int] | None  # concealed counts once the hand is over (every hand shown)
    # the observing chair's own
    chair: int
    counts: tuple[int, ...]  # concealed tiles by kind
    drawn: int | None
    missed: frozenset[int]  # 漏胡 kinds
    banned_kind: int | None  # JS-7
    after_kong: bool  # the turn's tile is a kong's or a flower's replacement (JS-20, SH-12 杠開)


_COLUMNS = ("melds", "discards", "claimed", "flowers", "marks")

_FIELDS = (
    "variant", "chair", "dealer", "winds", "concealed", "hand_sizes", "melds", "discards", "claimed",
    "flowers",
    "marks", "wall_count", "wall_tiles", "dice", "indicator", "wild_kinds", "phase", "turn", "drawn",
    "last_discard", "kong_in_flight", "missed", "banned_kind", "legal_actions", "options", "carry", "stacks",
    "after_kong",
)


class PublicTable:
    """The public table of one moment: what every chair sees alike. Per-chair tuples are indexed by chair."""

    __slots__ = ("_derived", "_values")

    _values: Moment
    _derived: dict[str, Any] | None  # the derived fields, made on first reading (most moments: none)

    def _cache(self) -> dict[str, Any]:
        derived = self._derived
        if derived is None:
            derived = self._derived = {}
        return derived

    @property
    def moment(self) -> Moment:
        """The captured values themselves: what a network host sends, and a client rebuilds an observation
        from (:meth:`Observation.of`)."""
        return self._values

    # --- the table, fixed for the hand ---
    @property
    def variant(self) -> str:
        return self._values.fixed.variant_id

    @property
    def dealer(self) -> int:
        return self._values.fixed.dealer

    @property
    def winds(self) -> tuple[int, int, int, int]:
        return self._values.fixed.winds

    @property
    def dice(self) -> tuple[int, int]:
        return self._values.fixed.dice

    @property
    def indicator(self) -> int | None:
        return self._values.fixed.indicator

    @property
    def wild_kinds(self) -> frozenset[int]:
        return self._values.fixed.wild_kinds

    @property
    def options(self) -> tuple[tuple[str, object], ...]:
        return self._values.fixed.option_items

    @property
    def carry(self) -> tuple[tuple[str, int], ...]:
        """The counters carried into this hand (SH-16 荒番, JH-6 draws before), as sorted items like
        ``options``."""
        return tuple(sorted(self._values.fixed.carry.items()))

    @property
    def stacks(self) -> tuple[int, ...] | None:
        """SH-20 逛花園: points each chair had left before this hand (None when the option is off)."""
        return self._values.fixed.stacks

    # --- the table at this moment ---
    @property
    def phase(self) -> str:
        return self._values.phase

    @property
    def turn(self) -> int:
        return self._values.turn

    @property
    def last_discard(self) -> tuple[int, int] | None:
        return self._values.last_discard

    @property
    def kong_in_flight(self) -> tuple[int, int] | None:
        return self._values.kong_in_flight

    @property
    def after_kong(self) -> bool:
        """The turn's tile came as a kong's or a flower's replacement (JS-20, SH-12 杠開)."""
        return self._values.after_kong

    @property
    def wall_tiles(self) -> int:
        return self._values.wall_tiles

    @property
    def wall_count(self) -> int:
        cache = self._cache()
        found = cache.get("wall_count")
        if found is None:
            values = self._values
            reserve = values.fixed.variant.wall_reserve(values.kongs, values.fixed.options)
            found = cache["wall_count"] = max(0, values.wall_tiles - reserve)
        return found

    @property
    def hand_sizes(self) -> tuple[int, int, int, int]:
        """Concealed tiles of each chair: 13 − 3 per meld, one more for the chair about to discard."""
        cache = self._cache()
        found = cache.get("hand_sizes")
        if found is None:
            values = self._values
            over = values.tile_counts
            if over is not None:
                sizes = list(over)
            else:
                sizes = [13 - 3 * len(row[0]) for row in values.rows]
                if values.phase == "turn":
                    sizes[values.turn] += 1
                elif values.phase == "swap":
                    sizes[values.fixed.dealer] += 1  # SH-18: the dealer still holds 14
                kong = values.kong_in_flight
                if kong is not None:
                    sizes[kong[0]] += 1
            found = cache["hand_sizes"] = (sizes[0], sizes[1], sizes[2], sizes[3])
        return found

    @property
    def visible(self) -> bytes:
        """Copies of each kind (all 42, a byte each: a sequence of ints) every seat sees: discards not taken
        by a claim, melds' tiles, the indicator. Derived from those fields (not one of them): kept by the
        engine as it moves tiles, not recounted."""
        return self._values.visible.to_bytes(N_ALL_KINDS, "little")

    def public_of(self, chair: int) -> PublicRow:
        """``chair``'s (melds, discards, claimed, flowers, marks): one row of the per-chair tuples, read
        without making the columns."""
        return self._values.rows[chair]

    def column(self, index: int) -> tuple[Any, ...]:
        """One of the per-chair public tuples (melds, discards, claimed, flowers, marks) for every chair."""
        name = _COLUMNS[index]
        cache = self._cache()
        found = cache.get(name)
        if found is None:
            row0, row1, row2, row3 = self._values.rows
            found = cache[name] = (row0[index], row1[index], row2[index], row3[index])
        return found

    @property
    def melds(self) -> tuple[tuple[Meld, ...], ...]:
        return self.column(0)

    @property
    def discards(self) -> tuple[tuple[int, ...], ...]:
        return self.column(1)

    @property
    def claimed(self) -> tuple[tuple[bool, ...], ...]:
        return self.column(2)

    @property
    def flowers(self) -> tuple[tuple[int, ...], ...]:
        return self.column(3)

    @property
    def marks(self) -> tuple[tuple[str, ...], ...]:
        """What the variant shows of each chair's own seat state (``Variant.public_marks``), as the names of
        its marks: SH-6 ``knocked``, CX-11 ``paohua``."""
        return self.column(4)


class TableNow(PublicTable):
    """The public table now (``Game.table_view``: the public table of every observation now), without any
    chair's own tiles."""

    __slots__ = ()

    def __init__(self, table: Table) -> None:
        # the public part of an observation (every chair's is the same; the turn player's own part unread)
        self._values = observe(table, table.turn, ())._values
        self._derived = None


class Observation(PublicTable):
    """One chair's view of the table. Per-chair tuples are indexed by chair (0-3).

    Fields: ``variant``, ``chair``, ``dealer``, ``winds`` (this hand's wind of each chair: 0 E (dealer) …
    3 N),
    ``concealed`` (own tiles, sorted by kind), ``hand_sizes`` (concealed tile count of each chair),
    ``melds`` (Meld.source is the supplier's chair), ``discards``, ``claimed`` (parallel to discards: taken
    by a claim), ``flowers``, ``marks`` (what the variant shows of the chair's own seat state: SH-6
    ``knocked``, CX-11 ``paohua``), ``wall_count`` (tiles left before the hand is drawn),
    ``wall_tiles`` (tiles physically left, kept-back tail included), ``dice``, ``indicator``,
    ``wild_kinds``, ``phase`` (swap, turn, claim, rob, over), ``turn``, ``drawn`` (own drawn tile; None for
    others' turns or after a claim), ``last_discard`` (chair, tile), ``kong_in_flight`` (chair, tile) of an
    added kong that may be robbed, ``missed`` (own 漏胡 kinds), ``banned_kind`` (own JS-7 ban),
    ``legal_actions``, ``options``, ``carry`` and ``stacks`` (what the hand carries in), ``after_kong``.
    Immutable; equal when every field is equal.
    """

    # private slots behind read-only properties: setting a field raises AttributeError
    __slots__ = ("_legal_actions",)

    _legal_actions: tuple[Action, ...]  # made by ``observe`` (no __init__: the class call stays in C)

    @classmethod
    def of(cls, moment: Moment, legal: Sequence[Action] = ()) -> Observation:
        """The observation of a captured ``moment`` with ``legal`` as its legal actions (a network client
        rebuilding the host's observation; ``observe`` makes the table's own, faster)."""
        obs = cls()
        obs._values = moment
        obs._legal_actions = tuple(legal)
        obs._derived = None
        return obs

    # --- this chair ---
    @property
    def chair(self) -> int:
        return self._values.chair

    @property
    def drawn(self) -> int | None:
        return self._values.drawn

    @property
    def missed(self) -> frozenset[int]:
        return self._values.missed

    @property
    def banned_kind(self) -> int | None:
        return self._values.banned_kind

    if TYPE_CHECKING:
        @property
        def legal_actions(self) -> tuple[Action, ...]: ...
    else:  # read by every bot at every decision: a getter in C, no Python frame
        legal_actions = property(attrgetter("_legal_actions"), doc="The chair's legal actions now.")

    @property
    def held_counts(self) -> tuple[int, ...]:
        """Own concealed tiles by kind (all 42 kinds): ``concealed`` counted."""
        return self._values.counts

    @property
    def concealed(self) -> tuple[int, ...]:
        cache = self._cache()
        found = cache.get("concealed")
        if found is None:
            found = cache["concealed"] = tuple(tiles_of(self._values.counts))  # sorted by kind
        return found

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
        raise TypeError("an Observation belongs to its game and is not pickled; "
                        "save the match record instead")


def observe(table: Table, chair: int, legal: Sequence[Action]) -> Observation:
    """``chair``'s observation of the table now: the moment's values and the chair's ``legal`` actions."""
    s0, s1, s2, s3 = seats = table.seats
    seat = seats[chair]
    phase = table.phase
    missed = seat.missed
    obs = Observation()  # its slots set here
    # the moment made in one C call (the named tuple's own constructor is a Python function: 1.7% of a hand)
    obs._values = tuple.__new__(Moment, (
        table.fixed, phase, table.turn, table.last_discard, table.kong_in_flight,
        table.wall.left, table.visible, table.kongs,
        # each row cached by its seat until that seat's next public event
        (s0.public or s0.public_view(), s1.public or s1.public_view(), s2.public or s2.public_view(),
         s3.public or s3.public_view()),
        (sum(s0.counts), sum(s1.counts), sum(s2.counts), sum(s3.counts)) if phase == "over" else None,
        chair, tuple(seat.counts), table.drawn if table.turn == chair and phase == "turn" else None,
        frozenset(missed) if missed else _NO_KINDS, seat.banned_kind, table.after_kong,
    ))
    obs._legal_actions = tuple(legal)
    obs._derived = None
    return obs
