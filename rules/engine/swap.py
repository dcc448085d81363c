"""SH-18 換牌: right after the deal each player, dealer first, may once give back up to five tiles and
draw as many from the wall. Every choice is a legal action: pass, or one ``swap`` per set of tiles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.actions import Action, ActionKind, simple_action

if TYPE_CHECKING:
    from rules.engine.table import Table


def swap_actions(table: Table, chair: int) -> list[Action]:
    """Pass first, then a swap of every set (as a multiset) of 1 … the variant's limit of held tiles."""
    limit = table.variant.swap_limit(table.options)
    held = [(kind, count) for kind, count in enumerate(table.seats[chair].counts) if count]
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
    return [simple_action(chair, ActionKind.PASS), *(Action(chair, ActionKind.SWAP, None, tiles) for tiles in sets)]
