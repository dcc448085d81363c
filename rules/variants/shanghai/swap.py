"""SH-18 換牌: right after the deal each player, dealer first, may once give back up to five tiles and draw
as many from the wall. The :class:`Swap` phase comes between the deal and the dealer's first turn when the
option is on (``ShanghaiVariant.opening_phase``); every choice is a legal action: pass, or one ``swap``
per set of held tiles."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rules.engine.actions import Action, ActionKind, simple_action
from rules.engine.draws import exchange_with_wall
from rules.engine.phases import Phase, Turn

if TYPE_CHECKING:
    from rules.engine.table import PhaseName


class Swap(Phase):
    """SH-18: ``Table.turn`` is the chair to swap or pass; after the last, the dealer's first ``turn``."""

    name: ClassVar[PhaseName] = "swap"
    __slots__ = ("limit", "table", "turn")

    def __init__(self, turn: Turn, limit: int) -> None:
        self.table, self.turn, self.limit = turn.table, turn, limit

    def to_act(self) -> list[int]:
        return [self.table.turn]

    def legal(self, chair: int) -> list[Action]:
        if chair != self.table.turn:
            return []
        return swap_actions(self.table.seats[chair].counts, chair, self.limit)

    def apply(self, action: Action) -> Phase:
        table, chair = self.table, action.chair
        if action.kind is ActionKind.SWAP:
            exchange_with_wall(table, chair, action.meld)
            if table.result is not None:  # a flower drawn in the swap ended the hand (SH-2 八花齊)
                return self.turn.after_move()
        table.turn = (chair + 1) % 4
        if table.turn != table.dealer:
            return self
        table.after_kong = False
        return self.turn


def swap_actions(counts: list[int], chair: int, limit: int) -> list[Action]:
    """Pass first, then a swap of every set (as a multiset) of 1 … ``limit`` of the held tiles
    (``counts``)."""
    held = [(kind, count) for kind, count in enumerate(counts) if count]
    sets: list[tuple[int, ...]] = []

    def collect(index: int, left: int, chosen: tuple[int, ...]) -> None:
        if index == len(held):
            if chosen:
                sets.append(chosen)
            return
        kind, count = held[index]
        for copies in range(min(count, left) + 1):
            collect(index + 1, left - copies, chosen + (kind,) * copies)

    collect(0, limit, ())
    swaps = [Action(chair, ActionKind.SWAP, None, tiles) for tiles in sets]
    return [simple_action(chair, ActionKind.PASS), *swaps]
