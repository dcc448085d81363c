"""The end of a hand: the winners scored by the variant (:mod:`rules.engine.winning`) and paid as it
settles, chips per chair, the next dealer and the carried counters; or 荒, the wall's end."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rules.engine.state import HandResult
from rules.engine.winning import scored_winners
from rules.scoring import Payment, ScoreResult
from rules.variants.base import HandOutcome

if TYPE_CHECKING:
    from rules.engine.table import Table


def finish_win(table: Table, answered: list[int], discarder: int | None, tile: int, how: str, *,
               robbed: bool = False, win_context: Mapping[str, Any] | None = None,
               tile_held: bool | None = None) -> None:
    """The hand is won by the chairs that ``answered`` 胡 on ``tile`` (nearest ``discarder`` first; one, for a
    self-draw or a win the table declares), as the variant picks among several: each winner scored
    (:func:`~rules.engine.winning.scored_winners`), paid as the variant settles, and the hand closed.
    ``tile_held``: the winning tile is among the winner's tiles (default: a self-draw that robs nothing)."""
    winners, scores, context = scored_winners(table, answered, discarder, tile, robbed=robbed,
                                              win_context=win_context, tile_held=tile_held)
    # the payments of the valid results, nearest the discarder first, with the context they were scored
    # with: SH-17's loss limit and SH-20's stacks across several winners are the variant's
    wind = None if discarder is None else table.wind_of(discarder)
    valid = [scores[c] for c in winners if scores[c].valid]
    payments = tuple(table.variant.settle(valid, wind, table.options, context))
    _close(table, tuple(winners), scores, discarder, how, payments)
    table.emit("win", winners[0], tile, {"winners": list(winners), "how": how, "from": discarder})


def finish_draw(table: Table) -> None:
    """荒: the wall reached the variant's end; nobody scores (JS-5, SH-4, JH-4, CX-4)."""
    _close(table, (), {}, None, "荒", ())
    table.emit("exhausted", None)


def _close(table: Table, winners: tuple[int, ...], scores: dict[int, ScoreResult], discarder: int | None,
           how: str, payments: tuple[Payment, ...]) -> None:
    """The hand's result: chips per chair from the payments (payer and payee are this hand's winds, East
    the dealer), the next dealer and the counters carried."""
    net = [0, 0, 0, 0]
    for payment in payments:
        net[table.chair_of(payment.payer)] -= payment.amount
        net[table.chair_of(payment.payee)] += payment.amount
    outcome = HandOutcome(table.dealer, winners, discarder)
    table.result = HandResult(
        winners=winners,
        scores=scores,
        discarder=discarder,
        net=(net[0], net[1], net[2], net[3]),
        next_dealer=table.variant.next_dealer(outcome, table.rng),
        carry=table.variant.next_carry(table.carry, outcome),
        how=how,
        exhausted=not winners,
        payments=payments,
    )
