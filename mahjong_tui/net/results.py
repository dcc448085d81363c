"""A finished hand's result as protocol JSON and back: winners, each winner's score (items with their rule
ids, totals, payments), the chips per chair and what carries into the next hand. Payments name this hand's
winds (0 = East, the dealer) as the engine's do; ``net`` is by chair. ``result_from(result_json(r)) == r``.
"""

from __future__ import annotations

from typing import Any

from mahjong_tui.net.codec import (
    CHIPS,
    BadMessage,
    chair_of,
    counters_from,
    flag,
    items,
    maybe_chair,
    need,
    text,
    whole,
)
from mahjong_tui.net.refusals import as_refusal
from rules.engine import HandResult
from rules.scoring import Payment, ScoreItem, ScoreResult


def payment_json(payment: Payment) -> dict[str, Any]:
    return {"payer": payment.payer, "payee": payment.payee, "amount": payment.amount, "why": payment.why,
            "rule": payment.rule}


def payment_from(data: Any, where: str) -> Payment:
    return Payment(whole(need(data, "payer", where), f"{where}.payer", 0, 3),
                   whole(need(data, "payee", where), f"{where}.payee", 0, 3),
                   whole(need(data, "amount", where), f"{where}.amount", -CHIPS, CHIPS),
                   text(need(data, "why", where), f"{where}.why"),
                   text(data.get("rule", ""), f"{where}.rule"))


def item_json(item: ScoreItem) -> dict[str, Any]:
    return {"rule": item.rule, "name": item.name, "name_en": item.name_en, "unit": item.unit,
            "value": item.value, "detail": item.detail, "of_wind": item.of_wind}


def item_from(data: Any, where: str) -> ScoreItem:
    return ScoreItem(text(need(data, "rule", where), f"{where}.rule"), text(need(data, "name", where), where),
                     text(need(data, "name_en", where), where), text(need(data, "unit", where), where),
                     _number(need(data, "value", where), f"{where}.value"),
                     text(data.get("detail", ""), f"{where}.detail", 2000),
                     None if data.get("of_wind") is None
                     else whole(data["of_wind"], f"{where}.of_wind", 0, 3))


def score_json(score: ScoreResult) -> dict[str, Any]:
    return {"variant": score.variant, "winner": score.winner, "valid": score.valid, "reason": score.reason,
            "hand_name": score.hand_name, "items": [item_json(i) for i in score.items],
            "totals": dict(score.totals), "payments": [payment_json(p) for p in score.payments],
            "formula": score.formula, "reading": score.reading}


def score_from(data: Any, where: str) -> ScoreResult:
    totals = need(data, "totals", where)
    if not isinstance(totals, dict) or len(totals) > 20:
        raise BadMessage(f"{where}.totals: expected an object")
    reason = data.get("reason")
    return ScoreResult(
        text(need(data, "variant", where), f"{where}.variant", 20),
        whole(need(data, "winner", where), f"{where}.winner", 0, 3),
        flag(need(data, "valid", where), f"{where}.valid"),
        None if reason is None else as_refusal(text(reason, f"{where}.reason", 400)),
        text(data.get("hand_name", ""), f"{where}.hand_name"),
        tuple(item_from(i, f"{where}.items") for i in items(need(data, "items", where), where, 60)),
        {text(k, f"{where}.totals", 40): _number(v, f"{where}.totals.{k}") for k, v in totals.items()},
        tuple(payment_from(p, f"{where}.payments") for p in items(need(data, "payments", where), where, 40)),
        text(data.get("formula", ""), f"{where}.formula", 2000),
        text(data.get("reading", ""), f"{where}.reading", 2000),
    )


def result_json(result: HandResult) -> dict[str, Any]:
    return {
        "winners": list(result.winners), "discarder": result.discarder, "how": result.how,
        "exhausted": result.exhausted, "net": list(result.net), "next_dealer": result.next_dealer,
        "carry": dict(result.carry),
        "scores": [{"chair": chair, **score_json(score)} for chair, score in sorted(result.scores.items())],
        "payments": [payment_json(p) for p in result.payments],
    }


def result_from(data: Any, where: str = "result") -> HandResult:
    net = items(need(data, "net", where), f"{where}.net", 4)
    if len(net) != 4:
        raise BadMessage(f"{where}.net: expected four amounts")
    scores = {}
    for i, score in enumerate(items(need(data, "scores", where), where, 4)):
        scores[chair_of(need(score, "chair", where), f"{where}.scores[{i}].chair")] = score_from(
            score, f"{where}.scores[{i}]")
    return HandResult(
        winners=tuple(chair_of(c, f"{where}.winners") for c in items(need(data, "winners", where), where, 4)),
        scores=scores,
        discarder=maybe_chair(data.get("discarder"), f"{where}.discarder"),
        net=(_chips(net[0]), _chips(net[1]), _chips(net[2]), _chips(net[3])),
        next_dealer=chair_of(need(data, "next_dealer", where), f"{where}.next_dealer"),
        carry=counters_from(need(data, "carry", where), f"{where}.carry"),
        how=text(need(data, "how", where), f"{where}.how", 40),
        exhausted=flag(need(data, "exhausted", where), f"{where}.exhausted"),
        payments=tuple(payment_from(p, f"{where}.payments")
                       for p in items(need(data, "payments", where), where)),
    )


def _chips(value: Any) -> int:
    return whole(value, "result.net", -CHIPS, CHIPS)


def _number(value: Any, where: str) -> int | float:
    if type(value) not in (int, float):
        raise BadMessage(f"{where}: expected a number")
    return value  # type: ignore[no-any-return]
