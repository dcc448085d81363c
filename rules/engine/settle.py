"""The end of a hand: winners scored by the variant, chips per chair, next dealer and carried counters."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rules.engine.state import HandResult
from rules.engine.winning import finished_hand, score_hand
from rules.scoring import Payment, ScoreResult
from rules.variants.base import HandOutcome

if TYPE_CHECKING:
    from rules.engine.game import Game


def finish_win(game: Game, winners: list[int], discarder: int | None, tile: int, how: str, *,
               robbed: bool = False, facts: Mapping[str, Any] | None = None) -> None:
    """Score each winner (the offered score when there was one) and close the hand."""
    scores: dict[int, ScoreResult] = {}
    for chair in winners:
        offered = game.offered_scores.get(chair)
        if offered is None:
            held = discarder is None and not robbed and how != "十連風"
            hand = finished_hand(game, chair, tile, discarder, robbed=robbed, facts=facts, tile_held=held)
            offered = score_hand(game, hand)
        scores[chair] = offered
    net = _net_by_chair(game, [scores[c] for c in winners])
    _close(game, tuple(winners), scores, discarder, net, how)
    game.emit("win", winners[0], tile, {"winners": list(winners), "how": how, "from": discarder})


def finish_draw(game: Game) -> None:
    """荒: the wall reached the variant's end; nobody scores (JS-5, SH-4, JH-4, CX-4)."""
    _close(game, (), {}, None, (0, 0, 0, 0), "荒")
    game.emit("exhausted", None)


def _net_by_chair(game: Game, results: list[ScoreResult]) -> tuple[int, int, int, int]:
    """Chips per chair from every winner's payments, SH-17's loss limit applied in winner order."""
    limit = game.variant.max_loss(game.options)
    paid = [0, 0, 0, 0]
    net = [0, 0, 0, 0]
    for result in results:
        for payment in result.payments:
            amount = _capped(payment, paid, limit, game)
            payer, payee = game.chair_of(payment.payer), game.chair_of(payment.payee)
            paid[payer] += amount
            net[payer] -= amount
            net[payee] += amount
    return (net[0], net[1], net[2], net[3])


def _capped(payment: Payment, paid: list[int], limit: int | None, game: Game) -> int:
    if limit is None:
        return payment.amount
    return max(0, min(payment.amount, limit - paid[game.chair_of(payment.payer)]))


def _close(game: Game, winners: tuple[int, ...], scores: dict[int, ScoreResult], discarder: int | None,
           net: tuple[int, int, int, int], how: str) -> None:
    outcome = HandOutcome(game.dealer, winners, discarder)
    game.result = HandResult(
        winners=winners,
        scores=scores,
        discarder=discarder,
        net=net,
        next_dealer=game.variant.next_dealer(outcome, game.rng),
        carry=game.variant.next_carry(game.carry, outcome),
        how=how,
        exhausted=not winners,
    )
    game.phase = "over"
    game.pending, game.responses = {}, {}
