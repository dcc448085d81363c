"""The end of a hand: winners scored by the variant, chips per chair, next dealer and carried counters."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rules.engine.state import HandResult
from rules.engine.winning import finished_hand, offered_score, scorer_context
from rules.scoring import Payment, ScoreResult
from rules.variants.base import HandOutcome

if TYPE_CHECKING:
    from rules.engine.table import Table


def finish_win(table: Table, winners: list[int], discarder: int | None, tile: int, how: str, *,
               robbed: bool = False, win_context: Mapping[str, Any] | None = None,
               tile_held: bool | None = None) -> None:
    """Score each winner (the offered score when there was one) and close the hand.

    ``tile_held``: the winning tile is among the winner's tiles (default: a self-draw that robs nothing)."""
    scores: dict[int, ScoreResult] = {}
    for chair in winners:
        offered = offered_score(table, chair)
        if offered is None:
            held = discarder is None and not robbed if tile_held is None else tile_held
            hand = finished_hand(table, chair, tile, discarder, robbed=robbed, win_context=win_context,
                                 tile_held=held)
            offered = table.variant.score(hand)
        scores[chair] = offered
    payments = _settle(table, [scores[c] for c in winners], discarder, win_context)
    _close(table, tuple(winners), scores, discarder, _net_by_chair(table, payments), how, payments)
    table.emit("win", winners[0], tile, {"winners": list(winners), "how": how, "from": discarder})


def finish_draw(table: Table) -> None:
    """荒: the wall reached the variant's end; nobody scores (JS-5, SH-4, JH-4, CX-4)."""
    _close(table, (), {}, None, (0, 0, 0, 0), "荒", ())
    table.emit("exhausted", None)


def _settle(table: Table, results: list[ScoreResult], discarder: int | None,
            win_context: Mapping[str, Any] | None) -> tuple[Payment, ...]:
    """The variant's payments for these winners (nearest the discarder first), with the context they
    were scored with: SH-17's loss limit and SH-20's stacks across several winners are the variant's."""
    valid = [r for r in results if r.valid]
    context = scorer_context(table, None, discarder, win_context)
    wind = None if discarder is None else table.wind_of(discarder)
    return tuple(table.variant.settle(valid, wind, table.options, context))


def _net_by_chair(table: Table, payments: tuple[Payment, ...]) -> tuple[int, int, int, int]:
    """Chips per chair from the payments (payer and payee are this hand's winds)."""
    net = [0, 0, 0, 0]
    for payment in payments:
        net[table.chair_of(payment.payer)] -= payment.amount
        net[table.chair_of(payment.payee)] += payment.amount
    return (net[0], net[1], net[2], net[3])


def _close(table: Table, winners: tuple[int, ...], scores: dict[int, ScoreResult], discarder: int | None,
           net: tuple[int, int, int, int], how: str, payments: tuple[Payment, ...]) -> None:
    outcome = HandOutcome(table.dealer, winners, discarder)
    table.result = HandResult(
        winners=winners,
        scores=scores,
        discarder=discarder,
        net=net,
        next_dealer=table.variant.next_dealer(outcome, table.rng),
        carry=table.variant.next_carry(table.carry, outcome),
        how=how,
        exhausted=not winners,
        payments=payments,
    )
