"""The table's mutable per-chair state and the immutable result of a hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import compress
from typing import Any, NamedTuple

from rules.hand import Meld, MeldType
from rules.scoring import Payment, ScoreResult
from rules.tiles import N_ALL_KINDS
from rules.variants.base import Carry, Variant

_KINDS = tuple(range(N_ALL_KINDS))
# Game.visible keeps one byte per kind in an int: adding SHOWN[kind] shows one more copy of the kind
SHOWN = tuple(1 << 8 * kind for kind in _KINDS)
NOT_READY: frozenset[int] = frozenset()  # the waits of a hand still more than one tile from ready
# what every seat sees of a chair: (melds, discards, claimed, flowers, marks)
PublicRow = tuple[tuple[Meld, ...], tuple[int, ...], tuple[bool, ...], tuple[int, ...], tuple[str, ...]]


@dataclass(slots=True)
class SeatState:
    """One chair during a hand. ``counts`` are the concealed tiles by kind (42 kinds: wild flowers stay in
    hand)."""

    counts: list[int] = field(default_factory=lambda: [0] * N_ALL_KINDS)
    held: int = 0  # sum(counts), kept by every move of a tile in or out of the hand (the per-step C-1 count)
    meld_tiles: int = 0  # tiles in melds, kept by every meld made or extended
    river: int = 0  # discards not taken by a claim, kept by every discard and claim
    melds: list[Meld] = field(default_factory=list)  # Meld.source is the supplier's chair
    flowers: list[int] = field(default_factory=list)
    discards: list[int] = field(default_factory=list)  # every discard in order, claimed ones included
    claimed: list[bool] = field(default_factory=list)  # parallel to discards: taken by a claim
    # the variant's own state of this seat (Variant.seat_state: SH-6 the knock, CX-11 抛花 …), an immutable
    # value stored and handed back unread; set only by Table.keep_variant_state, with what it makes public
    variant_state: Any = None
    marks: tuple[str, ...] = ()  # what of it every seat sees (Variant.public_marks: SH-6 敲, CX-11 抛花)
    waits_cache: frozenset[int] | None = None  # winning kinds of the waiting hand; None = not known
    may_hold_four: bool = True  # some kind may be held four times (a concealed kong): rechecked each turn
    # that hand's shanten (0 while waits_cache is None): discards it stays unready
    # (rules/analysis/summaries.py)
    far: int = 0
    # the variant bars a win on a discard now (SH-6 not knocked, CX-11 抛花), asked again whenever the
    # variant's seat state changes (Table.keep_variant_state)
    discard_wins_barred: bool = False
    self_draw_wins_barred: bool = False  # likewise a self-drawn win (SH-6 not knocked)
    missed: set[int] = field(default_factory=set)  # 漏胡 kinds (JS-8, SH-8)
    claims_from: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # CX-5, JH-8, SH-14
    banned_kind: int | None = None  # JS-7 kind not to discard right after a chi/peng

    public: PublicRow | None = None  # cached public_view(); None after a change

    def public_view(self) -> PublicRow:
        """(melds, discards, claimed, flowers, marks) as tuples; cached until ``public = None``."""
        if self.public is None:
            self.public = (tuple(self.melds), tuple(self.discards), tuple(self.claimed), tuple(self.flowers),
                           self.marks)
        return self.public

    # --- the moves of tiles in and out of this seat: the only writers of its counts, each keeping the running
    # counts (``held``, ``meld_tiles``, ``river``) with them (C-1) ---
    def take(self, kind: int) -> None:
        """A tile comes into the hand: drawn (C-3), or the dealer's fourteenth."""
        self.counts[kind] += 1
        self.held += 1

    def take_dealt(self, tiles: Sequence[int]) -> None:
        """The thirteen tiles dealt to the seat (C-3)."""
        counts = self.counts
        for kind in tiles:
            counts[kind] += 1
        self.held += len(tiles)

    def give(self, kind: int) -> None:
        """A tile leaves the hand for no meld and no river: a flower set aside (C-3), a tile given back to
        the wall (SH-18), the tile of an added kong robbed (C-5). Whoever takes it counts it."""
        self.counts[kind] -= 1
        self.held -= 1

    def discard(self, kind: int, drawn: int | None) -> None:
        """C-4: ``kind`` goes to the river (``drawn``: the tile the turn drew, if any). The waits kept are
        those of the hand before the draw: discarding the drawn tile leaves them as they were; another
        discard changes the hand, but a draw and a discard lower its shanten by one at most, so a hand far
        enough from ready stays unready (rules/analysis/summaries.py)."""
        self.counts[kind] -= 1
        self.held -= 1
        if kind != drawn:
            if self.far > 1:
                self.far -= 1
                self.waits_cache = NOT_READY
            else:
                self.waits_cache, self.far = None, 0
        self.discards.append(kind)
        self.claimed.append(False)
        self.river += 1
        self.banned_kind = None

    def discard_taken(self) -> None:
        """C-5: the seat's last discard was claimed; it leaves the river for the claimer's meld."""
        self.claimed[-1] = True
        self.river -= 1

    def meld(self, meld: Meld, from_hand: Sequence[int]) -> None:
        """A meld made with ``from_hand``, the concealed tiles it takes (by kind): a claim's own tiles, the
        four of a concealed kong."""
        counts = self.counts
        for kind in from_hand:
            counts[kind] -= 1
        self.held -= len(from_hand)
        self.hand_changed()
        self.melds.append(meld)
        self.meld_tiles += len(meld.tiles)

    def add_to_pung(self, kind: int) -> Meld:
        """加槓: the held ``kind`` joins the seat's pung of it (not JH-3's peng of the 財神's face with two
        白板, ``offers.stand_in_pengs``: no added kong is offered on it). Returns the kong."""
        self.counts[kind] -= 1
        self.held -= 1
        self.meld_tiles += 1
        self.hand_changed()
        melds = self.melds
        index = next(i for i, m in enumerate(melds) if m.type is MeldType.PENG and m.tiles[0] == kind)
        old = melds[index]
        kong = melds[index] = Meld(MeldType.ADDED_KONG, (kind,) * 4, old.source, old.claimed)
        return kong

    def hand_changed(self) -> None:
        """The concealed hand changed other than by a draw and a discard (a claim, a kong, a swap): its
        waits and shanten are asked again, and whether it holds four of a kind."""
        self.waits_cache, self.far = None, 0
        self.may_hold_four = True

    @property
    def tile_count(self) -> int:
        return sum(self.counts)

    def concealed(self) -> list[int]:
        return tiles_of(self.counts)


def tiles_of(counts: Sequence[int]) -> list[int]:
    """The tiles of ``counts`` (by kind) sorted by kind: only held kinds visited, most held once."""
    out: list[int] = []
    for kind in compress(_KINDS, counts):
        if counts[kind] == 1:
            out.append(kind)
        else:
            out.extend((kind,) * counts[kind])
    return out


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended. Chairs throughout; ``scores`` by winner chair (a ScoreResult is by winds).

    ``net`` is chips per chair (sums to zero); ``next_dealer`` and ``carry`` feed the next hand.
    """

    winners: tuple[int, ...]
    scores: dict[int, ScoreResult]
    discarder: int | None
    net: tuple[int, int, int, int]
    next_dealer: int
    carry: Carry
    how: str  # 自摸, 放沖, 搶槓, 八花齊, 四龍, 十連風, 抛花, 單吊抛花, 荒 ...
    exhausted: bool = False
    # what was paid, by this hand's winds (E = dealer): the scores' payments after the variant's
    # limits across winners (SH-17, SH-20) — ``net`` sums these by chair
    payments: tuple[Payment, ...] = ()

    @property
    def self_drawn(self) -> bool:
        return bool(self.winners) and self.discarder is None


class OfferedWin(NamedTuple):
    """A win on offer whose finished hand is not built yet (the arguments of :func:`finished_hand`)."""

    tile: int
    discarder: int | None
    robbed: bool
    win_context: Mapping[str, Any] | None


class HandFixed(NamedTuple):
    """What stays the same for the whole hand once dealt (``Table.fixed``): shared by its observations."""

    variant_id: str
    dealer: int
    winds: tuple[int, int, int, int]  # this hand's wind of each chair (0 E, the dealer)
    dice: tuple[int, int]
    indicator: int | None
    wild_kinds: frozenset[int]
    option_items: tuple[tuple[str, object], ...]
    variant: Variant
    options: Mapping[str, Any]
    carry: Mapping[str, int]  # counters carried in (SH-16 荒番, JH-6 draws before): public, scored with
    stacks: tuple[int, ...] | None  # SH-20 points each chair has left before this hand
