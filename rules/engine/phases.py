"""The phases of a hand (C-4, C-5) as objects: who acts now, what they may do, and which phase follows.

Each phase answers ``to_act()`` (the chairs that must choose), ``legal(chair)`` (their choices) and
``apply(action)``: it plays the action by the moves of :mod:`rules.engine.turns`, :mod:`rules.engine.claims`
and :mod:`rules.engine.draws` (the only code that moves tiles) and returns the phase the table is in next.
A window on a discard or an added kong holds its own offers and answers, so closing it is dropping it.
``Table.phase`` is the phase's name, read by observations and screens; :class:`rules.engine.game.Game`
keeps the phase object and hands every action to it.
"""

from __future__ import annotations

from abc import ABCMeta, abstractmethod
from typing import TYPE_CHECKING, ClassVar

from rules.engine import claims, draws, legal, turns
from rules.engine.actions import Action, ActionKind, simple_action
from rules.engine.offers import on_added_kong
from rules.engine.settle import finish_win

if TYPE_CHECKING:
    from rules.engine.table import PhaseName, Table

_PASSES = [simple_action(chair, ActionKind.PASS) for chair in range(4)]
# the kinds a turn tells apart, read once: a member read through its Enum class is a slow lookup, and a
# turn is played on every discard
_DISCARD, _KNOCK, _WIN = ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.WIN
_CONCEALED_KONG, _ADDED_KONG = ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG


class Phase:
    """A phase of the hand. The base is the phase of a hand that is over: nobody acts."""

    name: ClassVar[PhaseName] = "over"
    __slots__ = ()

    def to_act(self) -> list[int]:
        """The chairs that must choose now."""
        return []

    def legal(self, chair: int) -> list[Action]:
        """``chair``'s choices now (none when it is not asked)."""
        return []

    def apply(self, action: Action) -> Phase:
        """Play ``action`` (already checked legal) and return the phase that follows."""
        raise AssertionError(f"{action} offered in phase {self.name}")


class Over(Phase):
    """The hand is over (``Table.result`` says how): nobody acts any more. Unlike the phases of play it
    keeps no table: a game holding a phase that holds the game is a reference cycle, which only the
    garbage collector frees, so a finished hand ends the cycle and is freed as soon as it is dropped."""

    __slots__ = ()


OVER = Over()


class Turn(Phase):
    """C-4: the turn player (``Table.turn``) holds a full hand and discards, declares 自摸, knocks (SH-6)
    or kongs. One per hand: the turn passes from chair to chair within it."""

    name: ClassVar[PhaseName] = "turn"
    __slots__ = ("table",)

    def __init__(self, table: Table) -> None:
        self.table = table

    def to_act(self) -> list[int]:
        return [self.table.turn]

    def legal(self, chair: int) -> list[Action]:
        return legal.turn_actions(self.table, chair) if chair == self.table.turn else []

    def apply(self, action: Action) -> Phase:
        table, kind, chair, tile = self.table, action.kind, action.chair, action.tile
        assert tile is not None
        if kind is _DISCARD or kind is _KNOCK:
            offers = turns.discard(table, action)
            if offers:  # C-5: the others may claim it
                return ClaimWindow(self, chair, tile, offers)
            if table.result is None:
                draws.after_unclaimed_discard(table, chair)
        elif kind is _WIN:
            finish_win(table, [chair], None, tile, "自摸")
        elif kind is _CONCEALED_KONG:
            turns.concealed_kong(table, chair, tile)
        elif kind is _ADDED_KONG:
            offers = on_added_kong(table, chair, tile)
            if offers:  # C-5: the others may rob it
                return RobWindow(self, chair, tile, offers)
            claims.complete_added_kong(table, chair, tile)
        # after_move's answer, inline: a turn's move is played ~90 times a hand (a call costs ~0.3% of a hand)
        return self if table.result is None else OVER

    def after_move(self) -> Phase:
        """The next chair's turn (this object: ``Table.turn`` says whose), or the end of the hand."""
        return self if self.table.result is None else OVER


class Window(Phase, metaclass=ABCMeta):
    """A chance for the other chairs on ``tile`` of ``supplier``: each chair offered something answers once
    (a claim, a win, or pass), then the answers are resolved together and the hand goes on in ``turn``."""

    __slots__ = ("answers", "offers", "supplier", "table", "tile", "turn")

    def __init__(self, turn: Turn, supplier: int, tile: int, offers: dict[int, list[Action]]) -> None:
        self.table, self.turn = turn.table, turn
        self.supplier, self.tile, self.offers = supplier, tile, offers
        self.answers: dict[int, Action] = {}

    def to_act(self) -> list[int]:
        return [chair for chair in self.offers if chair not in self.answers]

    def legal(self, chair: int) -> list[Action]:
        offered = self.offers.get(chair)
        if offered is None or chair in self.answers:
            return []
        return [*offered, _PASSES[chair]]

    def apply(self, action: Action) -> Phase:
        self.answers[action.chair] = action
        if len(self.answers) < len(self.offers):
            return self  # others still to answer
        self.resolve()
        return self.turn.after_move()

    @abstractmethod
    def resolve(self) -> None:
        """Every chair asked has answered: the answers decide (C-5)."""


class ClaimWindow(Window):
    """C-5 on a discard: 胡 > 碰/槓 > 吃, each the nearest in turn order; all pass: the next chair draws."""

    name: ClassVar[PhaseName] = "claim"
    __slots__ = ()

    def resolve(self) -> None:
        claims.resolve_claims(self.table, self.supplier, self.tile, self.offers, self.answers)


class RobWindow(Window):
    """C-5 搶槓 on an added kong (JS-9, SH-10): a win on the added tile robs it; else the kong stands."""

    name: ClassVar[PhaseName] = "rob"
    __slots__ = ()

    def __init__(self, turn: Turn, supplier: int, tile: int, offers: dict[int, list[Action]]) -> None:
        super().__init__(turn, supplier, tile, offers)
        self.table.kong_in_flight = (supplier, tile)
        self.table.emit("added_kong_declared", supplier, tile)

    def resolve(self) -> None:
        claims.resolve_rob(self.table, self.supplier, self.tile, self.offers, self.answers)


def first_phase(table: Table) -> Phase:
    """The phase after the deal: the variant's (SH-18 換牌), or the dealer's first turn, or the hand's end."""
    if table.result is not None:
        return OVER
    turn = Turn(table)
    opening: Phase | None = table.variant.opening_phase(table, turn)
    return opening if opening is not None else turn
