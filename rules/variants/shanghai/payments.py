"""上海敲麻 Shanghai knock payments: who pays how many shares (SH-13, SH-14 承包) and the limits
(SH-17, SH-20).

A share is the value of SH-12 (computed in :mod:`rules.variants.shanghai.scoring`). Payments are made
per payer in the order they are listed; :func:`limited` then cuts each payer at the loss limit of the
hand (SH-17, 5 勒子 by default) and at what is left of their 逛花園 stack (SH-20).
:func:`settle_multiple` does the same across several winners on one discard (一炮多響).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.hand import MeldType
from rules.refusal import Phrase
from rules.scoring import WIND_LETTERS, FinishedHand, Payment, ScoreResult, SeatHand, paid_because
from rules.variants.shanghai.options import DEFAULT_MAX_LOSS_LEZI
from rules.variants.shanghai.table_rules import BINDING_CLAIMS

LEZI = 10  # 1 勒子 = 10 花 (SH-12)
CUT_MARK = " — "  # separates a payment's reason from the limit that cut it

# SH-13 and SH-14: why a payment is made
_WHY = {
    **paid_because("SH-13"), "bound": Phrase.of("SH-14", "bound", "承包"),
    "bound_robbed": Phrase.of("SH-14", "bound_robbed", "承包 (搶槓)"),
    "bound_dealt_in": Phrase.of("SH-14", "bound_dealt_in", "承包 (放沖)"),
    "bound_self_drawn": Phrase.of("SH-14", "bound_self_drawn", "承包 (自摸)"),
    "dealt_in_not_knocked": Phrase.of("SH-14", "dealt_in_not_knocked", "放沖, not knocked (承包)"),
    "dealt_in_knocked": Phrase.of("SH-14", "dealt_in_knocked", "放沖, knocked (承包)"),
}


# ---------------------------------------------------------------------------------------------------
# context and options


def _wind(value: object, key: str) -> int:
    if isinstance(value, str) and len(value) == 1 and value.upper() in WIND_LETTERS:
        return WIND_LETTERS.index(value.upper())
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 4:
        return value
    raise ValueError(f"{key}: {value!r} is not a seat (E, S, W or N)")


def knocked_winds(value: object) -> frozenset[int]:
    """Context ``knocked``: the winds that have knocked (SH-6), as letters ``E S W N`` or ints 0-3."""
    if isinstance(value, Collection) and not isinstance(value, str | Mapping):
        return frozenset(_wind(v, "context.knocked") for v in value)
    raise ValueError(f"context.knocked: expected a list of seats, got {value!r}")


def is_kaibao(dice: object) -> bool:
    """SH-15 開寶: the two dice show a double, or a 1 and a 4. No dice given → no 開寶."""
    if dice is None:
        return False
    if (
        not isinstance(dice, Sequence)
        or isinstance(dice, str)
        or len(dice) != 2
        or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)
    ):
        raise ValueError(f"context.dice: expected two dice 1-6, got {dice!r}")
    return dice[0] == dice[1] or sorted(dice) == [1, 4]


def huangfan_after(counter: int, *, won: bool) -> int:
    """SH-16: the 荒番 counter for the next hand. A drawn hand adds 1; a won hand takes 1 off (once)."""
    if won:
        return max(counter - 1, 0)
    return counter + 1


@dataclass(frozen=True, slots=True)
class LossLimits:
    """How much each seat may still pay this hand: SH-17 ``per_hand`` (None = no limit), SH-20 ``stacks``."""

    per_hand: int | None = DEFAULT_MAX_LOSS_LEZI * LEZI
    stacks: tuple[int, int, int, int] | None = None


def _count(value: object, key: str) -> int:
    if value is None:  # an option left off
        return 0
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{key}: expected a whole number of 0 or more, got {value!r}")
    return value


def _stacks(value: object, start: int) -> tuple[int, int, int, int]:
    """Context ``stacks``: remaining points, ``{"E": 120, ...}`` (missing seats start full) or four ints."""
    left = [start] * 4
    if isinstance(value, Mapping):
        for key, points in value.items():
            left[_wind(key, "context.stacks")] = _count(points, f"context.stacks.{key}")
    elif isinstance(value, Sequence) and not isinstance(value, str) and len(value) == 4:
        left = [_count(p, "context.stacks") for p in value]
    elif value is not None:
        raise ValueError(f"context.stacks: expected four numbers or a seat → points map, got {value!r}")
    return (left[0], left[1], left[2], left[3])


def loss_limits(options: Mapping[str, Any], context: Mapping[str, Any]) -> LossLimits:
    """SH-17 option ``max_loss_lezi`` (default 5; 0 or None = no limit), SH-20 option ``stack`` (None or
    0 = off).

    With ``stack`` on, context ``stacks`` holds each player's remaining points before this hand
    (absent: everyone still has ``stack``). A player at 0 pays nothing more.
    """
    # both checked where options enter (rules/variants/options.py)
    lezi: int = options.get("max_loss_lezi", DEFAULT_MAX_LOSS_LEZI)
    start: int = options.get("stack") or 0
    if not start and context.get("stacks") is not None:
        raise ValueError("context.stacks: only with options.stack (逛花園, SH-20) above 0")
    stacks = _stacks(context.get("stacks"), start) if start else None
    return LossLimits(per_hand=lezi * LEZI if lezi else None, stacks=stacks)


# ---------------------------------------------------------------------------------------------------
# SH-14 承包 bindings


def claim_counts(hands: Sequence[SeatHand]) -> list[list[int]]:
    """``counts[a][b]``: how many times wind a claimed (chi, peng, exposed kong) from wind b this hand.

    An added kong was a peng claimed from its ``source`` and counts once; a concealed kong never.
    """
    counts = [[0] * 4 for _ in range(4)]
    for wind, hand in enumerate(hands):
        for meld in hand.melds:
            if meld.type is not MeldType.CONCEALED_KONG and meld.source is not None and meld.source != wind:
                counts[wind][meld.source] += 1
    return counts


def bound_players(hands: Sequence[SeatHand], winner: int) -> tuple[int, ...]:
    """SH-14: the winds bound to ``winner`` — either claimed from the other 3 times or more."""
    counts = claim_counts(hands)
    return tuple(
        other
        for other in range(4)
        if other != winner
        and (counts[winner][other] >= BINDING_CLAIMS or counts[other][winner] >= BINDING_CLAIMS)
    )


# ---------------------------------------------------------------------------------------------------
# SH-13 / SH-14 shares


def _robbed_kong(winner: int, konger: int, share: int, bound: Sequence[int]) -> list[Payment]:
    # SH-13 搶槓 is valued as 自摸 but the konger alone pays 3 shares; SH-14 each bound player also pays 3
    pays = [Payment(konger, winner, 3 * share, _WHY["robbed"], "SH-13")]
    pays += [Payment(p, winner, 3 * share, _WHY["bound_robbed"], "SH-14") for p in bound if p != konger]
    return pays


def _discard(winner: int, discarder: int, share: int, bound: Sequence[int],
             knocked: frozenset[int]) -> list[Payment]:
    if not bound:
        return [Payment(discarder, winner, share, _WHY["dealt_in"], "SH-13")]
    pays: list[Payment] = []
    for p in bound:  # SH-14 bound to two players: each binding applies (seed: 重複計算)
        if p == discarder:
            pays.append(Payment(discarder, winner, 2 * share, _WHY["bound_dealt_in"], "SH-14"))
        elif discarder not in knocked:
            pays.append(Payment(discarder, winner, 2 * share, _WHY["dealt_in_not_knocked"], "SH-14"))
        else:
            pays.append(Payment(discarder, winner, share, _WHY["dealt_in_knocked"], "SH-14"))
            pays.append(Payment(p, winner, share, _WHY["bound"], "SH-14"))
    return pays


def share_payments(hand: FinishedHand, share: int, knocked: frozenset[int], *,
                   bindings: bool = True) -> list[Payment]:
    """SH-13 and SH-14: the payments of one share value, before the limits of :func:`limited`.

    ``bindings`` false ignores 承包 (八花齊 is paid as a plain 自摸). A 自摸 without binding lists the
    payers in turn order after the winner; :func:`limited` cuts each payer in list order.
    """
    winner = hand.winner
    bound = bound_players(hand.hands, winner) if bindings else ()
    if hand.robbed_kong and hand.discarder is not None:
        return _robbed_kong(winner, hand.discarder, share, bound)
    if hand.discarder is not None:
        return _discard(winner, hand.discarder, share, bound, knocked)
    if bound:  # SH-14 自摸 with a binding: the bound player pays 5 shares, the others nothing
        return [Payment(p, winner, 5 * share, _WHY["bound_self_drawn"], "SH-14") for p in bound]
    return [Payment((winner + i) % 4, winner, share, _WHY["self_drawn"], "SH-13") for i in (1, 2, 3)]


# ---------------------------------------------------------------------------------------------------
# SH-17 loss limit, SH-20 stack, 一炮多響


def limited(payments: Sequence[Payment], limits: LossLimits) -> list[Payment]:
    """Cut each payer, in list order, at what they may still pay this hand (SH-17, SH-20).

    A payment cut to 0 is dropped; a cut one says why. Cutting payments that were already cut by the
    same limits gives the same payments, so :func:`settle_multiple` may pass :func:`score` results again.
    """
    hand_left: list[int | None] = [limits.per_hand] * 4
    stack_left: list[int | None] = list(limits.stacks) if limits.stacks else [None] * 4
    out: list[Payment] = []
    for pay in payments:
        wind, amount, why = pay.payer, pay.amount, pay.why
        reason = _uncut(why)  # a payment cut before is cut again from its own reason
        hand_cap, stack_cap = hand_left[wind], stack_left[wind]
        if hand_cap is not None and hand_cap < amount:
            amount, why = hand_cap, Phrase.of("SH-17", "cut_at_limit",
                                              f"{{reason}}{CUT_MARK}cut at {{lezi}} 勒子 (SH-17)",
                                              reason=reason, lezi=(limits.per_hand or 0) // LEZI)
        if stack_cap is not None and stack_cap < amount:
            amount, why = stack_cap, Phrase.of("SH-20", "cut_at_stack",
                                               f"{{reason}}{CUT_MARK}逛花園 stack: {{left}} left (SH-20)",
                                               reason=reason, left=stack_cap)
        if hand_cap is not None:
            hand_left[wind] = hand_cap - amount
        if stack_cap is not None:
            stack_left[wind] = stack_cap - amount
        if amount > 0:
            out.append(pay if amount == pay.amount else Payment(wind, pay.payee, amount, why, pay.rule))
    return out


def _uncut(why: str) -> str:
    """A payment's reason before a limit cut it (SH-17, SH-20): a value as it was made; a text read from
    elsewhere up to the cut's mark."""
    if not isinstance(why, Phrase):
        return why.split(CUT_MARK)[0]
    reason = why.params["reason"] if why.key in ("cut_at_limit", "cut_at_stack") else why
    return reason if isinstance(reason, str) else str(reason)


def settle_multiple(
    results: Sequence[ScoreResult],
    discarder: int,
    options: Mapping[str, Any] | None = None,
    context: Mapping[str, Any] | None = None,
) -> list[Payment]:
    """一炮多響 (SH-5, SH-13): the payments of several winners on one discard, with the limits across them.

    ``results`` are the valid :func:`score` results of each winner on ``discarder``'s tile (each already
    cut on its own). The winners are paid in turn order after the discarder — the nearest first — and
    every payer's total this hand is cut at ``max_loss_lezi`` (SH-17) and at their 逛花園 stack (SH-20),
    read from ``options``/``context`` exactly as :func:`score` reads them. The engine applies
    these payments instead of each result's own.
    """
    limits = loss_limits(options or {}, context or {})
    ordered = sorted((r for r in results if r.valid), key=lambda r: (r.winner - discarder) % 4)
    return limited([p for r in ordered for p in r.payments], limits)
