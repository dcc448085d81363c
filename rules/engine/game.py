"""One hand at the table: a synchronous state machine (C-3, C-4, C-5).

``to_act()`` names the chairs that must choose now, ``legal_actions(chair)`` their choices,
``apply(action)`` plays one and returns what happened, ``observation(chair)`` is all a seat may see.
Draws, flower replacements and automatic wins (SH-2 八花齊, CX-11 抛花, CX-7 十連風) happen inside
``apply``, so a seed plus the list of player actions replays a hand exactly (C-7).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from rules.engine import claims, legal, turns
from rules.engine.actions import NO_DETAIL, Action, ActionKind, Event, IllegalAction, simple_action
from rules.engine.conservation import conservation_problem
from rules.engine.observation import Observation, TableView, observe
from rules.engine.state import HandResult, SeatState
from rules.engine.swap import swap_actions
from rules.engine.wall import Wall
from rules.engine.winning import OfferedWin
from rules.hand import WildRule
from rules.scoring import FinishedHand, ScoreResult
from rules.tiles import N_ALL_KINDS, N_KINDS, full_set, tile_text
from rules.variants import get_variant
from rules.variants.base import Carry, Variant

Phase = Literal["swap", "turn", "claim", "rob", "over"]
_PRIVATE_EVENTS = frozenset({"draw", "replacement", "deal"})
# an Event from all four fields at C speed (``Event(...)`` goes through the named tuple's Python ``__new__``)
_event = tuple.__new__
_DISCARD = ActionKind.DISCARD
_PASSES = [simple_action(chair, ActionKind.PASS) for chair in range(4)]
_FLOWERS = frozenset(range(N_KINDS, N_ALL_KINDS))  # not in a set without flowers (``full_set``)


class Game:
    """One hand. Chairs 0-3 are fixed for the match; the dealer's chair is East for this hand (C-2)."""

    def __init__(self, variant: Variant | str, rng: random.Random | int, dealer: int = 0,
                 carry: Carry | None = None, options: Mapping[str, Any] | None = None, *,
                 wall: Sequence[int] | None = None, dice: tuple[int, int] | None = None,
                 stacks: Sequence[int] | None = None) -> None:
        self.variant = get_variant(variant) if isinstance(variant, str) else variant
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
        tiles = full_set(self.variant.with_flowers)
        self.total_tiles = len(tiles)
        # kinds no hand holds at a turn: set aside when drawn (C-3), or not in this variant's set
        self.never_held = self.variant.set_aside if self.variant.with_flowers else self.variant.set_aside | _FLOWERS
        if wall is not None and sorted(wall) != sorted(tiles):
            raise ValueError(f"a stacked wall must hold exactly the {len(tiles)} tiles of {self.variant.id}")
        self.wall = Wall(wall) if wall is not None else Wall.shuffled(tiles, self.rng)
        self.seats = [SeatState() for _ in range(4)]
        self.indicator: int | None = None
        self.wild_rule = self.variant.wild_rule(None)
        self.shapes = self.variant.shape_rules()
        self.phase: Phase = "turn"
        self.turn = dealer
        self.drawn: int | None = None
        self.after_kong = False
        self.last_discard: tuple[int, int] | None = None
        self.pending: dict[int, list[Action]] = {}
        self.responses: dict[int, Action] = {}
        self.kong_in_flight: tuple[int, int] | None = None
        self.kongs = 0
        # the variant's wall end (JS-5, JH-4, CX-4) depends only on the kongs and options: asked again per kong
        self.reserve = self.variant.wall_reserve(0, self.options)
        self.claims_made = 0
        self.result: HandResult | None = None
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.offered_scores: dict[int, ScoreResult] = {}  # the score behind each WIN on offer, once scored
        self.offered_hands: dict[int, FinishedHand | OfferedWin] = {}  # the hand behind each WIN on offer
        self.robbed_tile: int | None = None
        self._legal: dict[int, list[Action]] = {}
        self._table: TableView | None = None  # the public table now, shared by observations; None after a change
        self._fixed: tuple[Any, ...] | None = None  # what observations share for the whole hand
        # copies of each kind every seat can see: discards (claimed ones too: now in a meld), melds' tiles as
        # shown, the turned indicator; kept where tiles move (turns.py, claims.py), read by bots as unseen.
        # One byte per kind in an int (+= SHOWN[kind]): immutable, so a table view shares it without a copy
        self.visible = 0
        turns.deal(self)

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
        self.wild_face: int | None = _face_of(rule.wilds)  # the one playing kind the wilds are (財神, 龍), or None
        self.stand_in: int | None = rule.stand_in  # JH-3 白板 standing in for the wild face, or None
        # the wild kinds a player keeps while holding another kind (JS-3 百搭 last, CX-2 龍 never), in order
        self.kept_wilds: tuple[int, ...] = () if self.variant.wild_discard == "free" else tuple(sorted(rule.wilds))
        self.plain_discards, self.kept_below_end = legal.plain_discard_lists(self.kept_wilds, self.never_held)

    def wall_exhausted(self) -> bool:
        return len(self.wall) <= self.reserve

    # --- the public protocol ---
    def to_act(self) -> list[int]:
        """Chairs that must choose now: the turn player, or everyone with a pending claim or rob."""
        if self.phase == "over":
            return []
        if self.phase == "turn" or self.phase == "swap":
            return [self.turn]
        return [c for c in self.pending if c not in self.responses]

    def legal_actions(self, chair: int) -> list[Action]:
        cached = self._legal.get(chair)
        if cached is not None:
            return cached
        if self.phase == "turn" and chair == self.turn:
            actions = legal.turn_actions(self, chair)
        elif self.phase in ("claim", "rob") and chair in self.pending and chair not in self.responses:
            actions = [*self.pending[chair], _PASSES[chair]]
        elif self.phase == "swap" and chair == self.turn:
            actions = swap_actions(self, chair)
        else:
            actions = []
        self._legal[chair] = actions
        return actions

    def apply(self, action: Action) -> list[Event]:
        """Play one action; raises :class:`IllegalAction` saying why when it is not allowed now."""
        legal_now = self._legal.get(action.seat) or self.legal_actions(action.seat)  # cached by the observation
        for offered in legal_now:  # offered actions are shared instances: identity first, cheaply
            if offered is action:
                break
        else:
            if action not in legal_now:
                raise IllegalAction(self._why_illegal(action))
        start = len(self.events)
        self.actions.append(action)
        self._legal.clear()
        self._table = None
        if self.phase == "turn":
            if action.kind is _DISCARD:  # the common case, one call less (``turns.apply_turn`` does the same)
                turns.discard(self, action.seat, action.tile, knock=False)  # type: ignore[arg-type]
            else:
                turns.apply_turn(self, action)
        elif self.phase == "swap":
            turns.swap(self, action)
        else:
            self.responses[action.seat] = action
            if len(self.responses) == len(self.pending):  # every chair asked has answered (once: see legal_actions)
                claims.resolve_rob(self) if self.phase == "rob" else claims.resolve_claims(self)
        return self.events[start:]

    def _why_illegal(self, action: Action) -> str:
        if self.result is not None:
            return "the hand is over"
        if action.seat not in self.to_act():
            return f"it is not {tile_chair(action.seat)}'s turn to act (waiting for {self.to_act()})"
        same_kind = [a for a in self.legal_actions(action.seat) if a.kind is action.kind]
        if not same_kind:
            return f"{action.kind.value} is not possible now for {tile_chair(action.seat)}"
        if action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) and action.tile is not None:
            if self.seats[action.seat].counts[action.tile] == 0:
                return f"{tile_text(action.tile)} is not in hand"
            if self.seats[action.seat].knocked:
                return "SH-7: after knocking the drawn tile must be discarded"
            return f"{tile_text(action.tile)} may not be discarded now (wild or JS-7 ban, or not ready to knock)"
        return f"{action} is not among the legal choices: {', '.join(map(str, same_kind))}"

    # --- facts for scoring ---
    def first_turn(self, chair: int) -> bool:
        """No claim or kong yet and the player has not discarded: 天胡/地胡/人胡 (cli.md ``first_turn``)."""
        return self.claims_made == 0 and self.kongs == 0 and not self.seats[chair].discards

    def table_facts(self, chair: int | None = None) -> dict[str, Any]:
        """Everything a scorer might read (the variant keeps its own keys): cli.md context values."""
        facts: dict[str, Any] = {
            "indicator": self.indicator,
            "dice": self.dice,
            "knocked": tuple(sorted(self.wind_of(c) for c in range(4) if self.seats[c].knocked)),
        }
        if self.stacks is not None:  # SH-20, by wind like every seat in a FinishedHand
            facts["stacks"] = tuple(self.stacks[self.chair_of(w)] for w in range(4))
        return facts

    def discard_facts(self, chair: int, tile: int, discarder: int) -> dict[str, Any]:
        giver = self.seats[discarder]
        single = self.seats[chair].single_wait_discard
        return {
            "single_wait_discard": single,
            "after_own_kong": giver.discarded_after_kong,
        }

    def ready_after_discard(self, chair: int, kind: int) -> bool:
        """SH-6: after discarding ``kind`` some tile would make a hand the variant accepts (knocked)."""
        return legal.ready_after_discard(self, chair, kind)

    @property
    def turn_seconds(self) -> int | None:
        """SH-19 計時: seconds a player has to act (None: no timer). The app keeps the time."""
        return self.variant.turn_seconds(self.options)

    def timeout_action(self, chair: int) -> Action | None:
        """What the table does for ``chair`` when its time runs out (SH-19): discard the drawn tile (the
        rightmost allowed tile after a claim), pass a claim or a swap; None when ``chair`` is not to act."""
        return legal.timeout_action(self, chair)

    def observation(self, chair: int) -> Observation:
        """All that ``chair`` may see: own tiles, the table, and its legal actions."""
        return observe(self, chair)

    def table_view(self) -> TableView:
        """The public table now; one instance until the next action (observations share it)."""
        if self._table is None:
            self._table = TableView(self)
        return self._table

    def fixed_view(self) -> tuple[Any, ...]:
        """What stays the same for the whole hand once dealt: variant id, dealer, winds, dice, indicator,
        wild kinds, option items, then the variant and the options themselves."""
        if self._fixed is None:
            winds = (self.wind_of(0), self.wind_of(1), self.wind_of(2), self.wind_of(3))
            self._fixed = (self.variant.id, self.dealer, winds, self.dice, self.indicator, self.wild_kinds,
                           self.option_items, self.variant, self.options)
        return self._fixed

    def why_not_win(self, chair: int, offered: tuple[int, int] | None = None) -> str | None:
        """When ``chair``'s hand (with the tile drawn, on offer, or ``offered`` = (tile, discarder)) is
        complete but not a legal win, the reason in the variant's terms."""
        return legal.why_not_win(self, chair, offered)

    def why_not_claim(self, chair: int, tile: int, discarder: int) -> str | None:
        """Why a claim ``chair``'s tiles would make on this discard is not offered (CX-5), or None."""
        return legal.why_not_claim(self, chair, tile, discarder)

    def wait_scores(self, chair: int, discard: int | None = None) -> dict[int, ScoreResult]:
        """Each waiting tile of ``chair`` (after ``discard``) with the variant's score of that self-draw."""
        return legal.wait_scores(self, chair, discard)

    def wait_refusals_on_discard(self, chair: int, discarder: int, discard: int | None = None) -> dict[int, str | None]:
        """Each waiting tile of ``chair`` (after ``discard``) with why winning on its discard is refused."""
        return legal.wait_refusals_on_discard(self, chair, discarder, discard)

    def tiles_accounted(self) -> int:
        """Tiles in the wall, hands, melds, flowers, rivers and out of play: must stay 136/144.

        A recount from the table's own lists (not a running total): the tests ask it after every step;
        ``simulate`` adds up the running counts (``tiles_counted``) and recounts kind by kind per hand."""
        total = self.wall.left + (self.indicator is not None) + (self.robbed_tile is not None)
        for seat in self.seats:
            total += sum(seat.counts) + len(seat.flowers) + seat.claimed.count(False)  # claimed discards sit in melds
            for meld in seat.melds:
                total += len(meld.tiles)
        return total

    def tiles_counted(self) -> int:
        """C-1 per step, cheaply: the wall, the tiles out of play, each seat's flowers, and each seat's running
        counts of its hand, melds and uncalled discards (kept by every move). ``tiles_accounted`` recounts
        the hands and melds themselves; ``conservation_problem`` checks every kind."""
        s0, s1, s2, s3 = self.seats
        return (self.wall.left + (self.indicator is not None) + (self.robbed_tile is not None)
                + s0.held + s1.held + s2.held + s3.held + s0.meld_tiles + s1.meld_tiles + s2.meld_tiles
                + s3.meld_tiles + len(s0.flowers) + len(s1.flowers) + len(s2.flowers) + len(s3.flowers)
                + s0.river + s1.river + s2.river + s3.river)

    def conservation_problem(self) -> str | None:
        """C-1 in full, kind by kind, with each seat's running counts checked (what is wrong, or None)."""
        return conservation_problem(self)

    def hand_size(self, chair: int) -> int:
        """Concealed tiles of a chair: 13 − 3 per meld, one more for the player about to discard."""
        if self.phase == "over":
            return self.seats[chair].tile_count
        holding = ((self.phase == "turn" and chair == self.turn) or (self.phase == "swap" and chair == self.dealer)
                   or (self.kong_in_flight is not None and chair == self.kong_in_flight[0]))
        return 13 - 3 * len(self.seats[chair].melds) + (1 if holding else 0)

    def emit(self, kind: str, seat: int | None, tile: int | None = None,
              detail: dict[str, Any] | None = None) -> None:
        self.events.append(_event(Event, (kind, seat, tile, NO_DETAIL if detail is None else detail)))
        if kind not in _PRIVATE_EVENTS:
            if seat is not None:
                self.seats[seat].public = None
            if detail and "from" in detail and detail["from"] is not None:
                self.seats[detail["from"]].public = None  # a claimed discard


def _face_of(wilds: frozenset[int]) -> int | None:
    if len(wilds) == 1:
        (kind,) = wilds
        return kind if kind < N_KINDS else None
    return None


def tile_chair(chair: int) -> str:
    return f"chair {'ESWN'[chair]}"
