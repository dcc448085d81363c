"""The table during one hand, as data: the seats, the wall, whose turn it is (C-2 … C-5).

:class:`Table` holds the state and answers plain questions about it (winds, the wall's end, the context a
scorer reads); it never decides what happens next. The moves that change it are the functions of
:mod:`rules.engine.draws`, :mod:`rules.engine.turns` and :mod:`rules.engine.claims`, played by the phases
of :mod:`rules.engine.phases` (what is on offer in a claim window is the window's), driven by
:class:`rules.engine.game.Game`, the table's public face. Every module below ``game.py`` takes a ``Table``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from rules.engine.actions import NO_DETAIL, Action, Event, event_from
from rules.engine.discards import allowed_discards, plain_discard_lists
from rules.engine.state import HandFixed, HandResult, OfferedWin, SeatState
from rules.engine.wall import Wall
from rules.hand import WildRule
from rules.scoring import FinishedHand, ScoreResult
from rules.tiles import N_ALL_KINDS, N_KINDS, full_set
from rules.variants import get_variant
from rules.variants.base import Carry, Variant

PhaseName = Literal["swap", "turn", "claim", "rob", "over"]  # the name of a rules.engine.phases phase
_PRIVATE_EVENTS = frozenset({"draw", "replacement", "deal"})
_FLOWERS = frozenset(range(N_KINDS, N_ALL_KINDS))  # not in a set without flowers (``full_set``)


class Table:
    """One hand's state. Chairs 0-3 are fixed for the match; the dealer's chair is East for this hand
    (C-2)."""

    fixed: HandFixed  # what stays the same for the whole hand, from the end of the deal (``fix_hand``)
    # the name of the phase the hand is in (rules/engine/phases.py), from the end of the deal: set as each
    # phase begins by its one writer, ``Game.enter``, once the move that led to it is over
    phase: PhaseName

    def __init__(self, variant: Variant | str, rng: random.Random | int, dealer: int = 0,
                 carry: Carry | None = None, options: Mapping[str, Any] | None = None, *,
                 wall: Sequence[int] | None = None, dice: tuple[int, int] | None = None,
                 stacks: Sequence[int] | None = None) -> None:
        self.variant = get_variant(variant) if isinstance(variant, str) else variant
        self.hooks = self.variant.phase_hooks()  # the variant's rules at a draw, a discard, a turn, a claim
        self.seed = rng if isinstance(rng, int) else None
        self.rng = random.Random(rng) if isinstance(rng, int) else rng
        self.options = self.variant.options(options)
        self.option_items = tuple(sorted(self.options.items()))
        self.dealer = dealer
        self.carry: Carry = dict(carry or {})
        start = self.variant.starting_stack(self.options)
        # SH-20 逛花園: points each chair has left before this hand (None when the option is off)
        self.stacks: tuple[int, ...] | None = None if start is None else tuple(stacks or (start,) * 4)
        self.dice = dice or (self.rng.randint(1, 6), self.rng.randint(1, 6))
        table_rules = self.variant.table_rules
        tiles = full_set(table_rules.with_flowers)
        self.total_tiles = len(tiles)
        # kinds no hand holds at a turn: set aside when drawn (C-3), or not in this variant's set
        aside = table_rules.set_aside
        self.never_held = aside if table_rules.with_flowers else aside | _FLOWERS
        if wall is not None and sorted(wall) != sorted(tiles):
            raise ValueError(f"a stacked wall must hold exactly the {len(tiles)} tiles of {self.variant.id}")
        self.wall = Wall(wall) if wall is not None else Wall.shuffled(tiles, self.rng)
        self.seats = [SeatState() for _ in range(4)]
        self.indicator: int | None = None
        self.wild_rule = self.variant.wild_rule(None)
        self.shapes = self.variant.shape_rules()
        self.turn = dealer
        self.drawn: int | None = None
        self.after_kong = False
        self.last_discard: tuple[int, int] | None = None
        self.kong_in_flight: tuple[int, int] | None = None
        self.kongs = 0
        # the variant's wall end (JS-5, JH-4, CX-4) depends only on the kongs and options: asked again per
        # kong
        self.reserve = self.variant.wall_reserve(0, self.options)
        self.claims_made = 0
        self.result: HandResult | None = None
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.offered_scores: dict[int, ScoreResult] = {}  # the score behind each WIN on offer, once scored
        self.offered_hands: dict[int, FinishedHand | OfferedWin] = {}  # the hand behind each WIN on offer
        self.robbed_tile: int | None = None
        # copies of each kind every seat can see: discards (claimed ones too: now in a meld), melds' tiles as
        # shown, the turned indicator; kept where tiles move (draws.py, turns.py, claims.py), read by bots as
        # unseen. One byte per kind in an int (+= SHOWN[kind]): immutable, so a table view shares it as it is
        self.visible = 0

    # --- seats and winds (C-2) ---
    def wind_of(self, chair: int) -> int:
        return (chair - self.dealer) % 4

    def chair_of(self, wind: int) -> int:
        return (wind + self.dealer) % 4

    def chairs_by_wind(self) -> list[int]:
        return [self.chair_of(w) for w in range(4)]

    @property
    def wild_rule(self) -> WildRule:
        return self._wild_rule

    @wild_rule.setter
    def wild_rule(self, rule: WildRule) -> None:
        self._wild_rule = rule
        # plain attributes, kept with the rule, for the hot path of waits
        self.wild_kinds: frozenset[int] = rule.wilds
        # the one playing kind the wilds are (財神, 龍), or None
        self.wild_face: int | None = _face_of(rule.wilds)
        self.stand_in: int | None = rule.stand_in  # JH-3 白板 standing in for the wild face, or None
        # the wild kinds a player keeps while holding another kind (JS-3 百搭 last, CX-2 龍 never), in order
        self.kept_wilds: tuple[int, ...] = (
            () if self.variant.table_rules.wild_discard == "free" else tuple(sorted(rule.wilds)))
        self.plain_discards, self.kept_span = plain_discard_lists(self.kept_wilds, self.never_held)

    def allowed_discards(self, chair: int) -> list[int]:
        """The kinds ``chair`` may discard now, by the rule (JS-3, CX-2, JS-7: :func:`allowed_discards`)."""
        seat = self.seats[chair]
        return allowed_discards(seat.counts, seat.banned_kind, self.kept_wilds)

    def wall_exhausted(self) -> bool:
        return len(self.wall) <= self.reserve

    # --- the variant's own seat state (Variant.seat_state) ---
    def keep_variant_state(self, chair: int, state: Any) -> None:
        """``chair``'s own state in the variant is now ``state`` (made at the deal, then each new value its
        hooks give): the one writer of ``SeatState.variant_state``. With it the table keeps what follows from
        it: the marks every seat sees (:meth:`Variant.public_marks`), and whether the variant bars the seat
        from a win now (SH-6 not knocked, CX-11 抛花 only self-drawn) as the seat's flags, so that a discard
        or a draw need not ask every seat (a win offered is still asked in full)."""
        seat = self.seats[chair]
        seat.variant_state = state
        marks = self.variant.public_marks(state)
        if marks != seat.marks:
            seat.marks, seat.public = marks, None  # the seat's public row is shown afresh
        refusal = self.hooks.win_refusal
        if refusal is not None:
            seat.discard_wins_barred = refusal(self, chair, self_drawn=False, forced=False) is not None
            seat.self_draw_wins_barred = refusal(self, chair, self_drawn=True, forced=False) is not None

    def fix_hand(self) -> None:
        """The deal is done (the indicator turned): what stays the same for the whole hand, which every
        observation of it shares (``fixed``)."""
        winds = (self.wind_of(0), self.wind_of(1), self.wind_of(2), self.wind_of(3))
        self.fixed = HandFixed(self.variant.id, self.dealer, winds, self.dice, self.indicator,
                               self.wild_kinds, self.option_items, self.variant, self.options, self.carry,
                               self.stacks)

    def emit(self, kind: str, chair: int | None, tile: int | None = None,
             detail: dict[str, Any] | None = None) -> None:
        """Record a public event; the rows of the seats it touches are shown afresh."""
        self.events.append(event_from((kind, chair, tile, NO_DETAIL if detail is None else detail)))
        if kind not in _PRIVATE_EVENTS:
            if chair is not None:
                self.seats[chair].public = None
            if detail and "from" in detail and detail["from"] is not None:
                self.seats[detail["from"]].public = None  # a claimed discard


def _face_of(wilds: frozenset[int]) -> int | None:
    if len(wilds) == 1:
        (kind,) = wilds
        return kind if kind < N_KINDS else None
    return None
