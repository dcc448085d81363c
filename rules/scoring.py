"""What a variant scores and what it answers (C-9): the finished hand in, items and payments out.

:class:`FinishedHand` is the same whether it comes from the table engine at the end of a hand or from a
``mahjong-tui score`` scenario. Seats are this hand's winds: 0 = East (the dealer), 1 South, 2 West, 3 North.
A variant's ``score(hand)`` returns a :class:`ScoreResult` whose items each carry their rule id,
Chinese and English names, unit and value, and whose payments sum to zero.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.hand import Meld
from rules.refusal import Phrase, Refusal
from rules.tiles import format_tiles

WIND_LETTERS = "ESWN"


def wind_letter(wind: int) -> str:
    return WIND_LETTERS[wind]


@dataclass(frozen=True, slots=True)
class SeatHand:
    """One seat at the end of a hand: concealed tiles (wilds included), melds and flowers set aside."""

    concealed: tuple[int, ...] = ()
    melds: tuple[Meld, ...] = ()
    flowers: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class FinishedHand:
    """A finished hand to score.

    ``hands[winner].concealed`` does NOT include ``win_tile``. ``discarder`` is None for a self-drawn win
    (for a robbed kong it is the konger). ``context`` holds the variant's table facts (indicator,
    dice, huangfan, knocked, ...), ``options`` the variant's option values.
    """

    winner: int
    win_tile: int
    hands: tuple[SeatHand, SeatHand, SeatHand, SeatHand]
    discarder: int | None = None
    robbed_kong: bool = False
    after_kong: bool = False
    last_tile: bool = False
    first_turn: bool = False
    context: Mapping[str, Any] = field(default_factory=dict)
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def self_drawn(self) -> bool:
        return self.discarder is None

    @property
    def winner_hand(self) -> SeatHand:
        return self.hands[self.winner]

    def winning_concealed(self) -> list[int]:
        """The winner's concealed tiles with the winning tile added (14 - 3 × melds tiles)."""
        return [*self.hands[self.winner].concealed, self.win_tile]


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of a score: ``rule`` id (JS-13 ...), names, ``unit`` (hu, tai, hua, lezi, x, points, ...)
    and value. ``of_wind`` is the wind of the loser whose own count the line is in (JS-22), None for the
    winner's lines; the JSON leaves it out, its ``detail`` names that wind in words."""

    rule: str
    name: str
    name_en: str
    unit: str
    value: int | float
    detail: str = ""
    of_wind: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rule": self.rule,
            "name": self.name,
            "name_en": self.name_en,
            "unit": self.unit,
            "value": self.value,
        }
        if self.detail:
            out["detail"] = self.detail
        return out


@dataclass(frozen=True, slots=True)
class Payment:
    """``payer`` pays ``amount`` chips to ``payee``; ``why`` names the reason (自摸, 放沖, 承包, 輸家結算
    ...)."""

    payer: int
    payee: int
    amount: int
    why: str
    rule: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "from": wind_letter(self.payer),
            "to": wind_letter(self.payee),
            "amount": self.amount,
            "why": self.why,
        }
        if self.rule:
            out["rule"] = self.rule
        return out


@dataclass(frozen=True, slots=True)
class ScoreResult:
    """The answer of a variant's ``score``: valid or not (with a reason), items, totals, payments and net
    chips."""

    variant: str
    winner: int
    valid: bool
    reason: Refusal | None = None  # why not a win (valid False)
    hand_name: str = ""
    items: tuple[ScoreItem, ...] = ()
    totals: Mapping[str, int | float] = field(default_factory=dict)
    payments: tuple[Payment, ...] = ()
    formula: str = ""
    reading: str = ""

    @property
    def net(self) -> tuple[int, int, int, int]:
        return net_of(self.payments)

    def to_json(self) -> dict[str, Any]:
        net = self.net
        return {
            "variant": self.variant,
            "winner": wind_letter(self.winner),
            "valid": self.valid,
            "reason": self.reason,
            "hand": self.hand_name,
            "items": [i.to_json() for i in self.items],
            "totals": dict(self.totals),
            "payments": [p.to_json() for p in self.payments],
            "net": {wind_letter(s): net[s] for s in range(4)},
            "formula": self.formula,
            "reading": self.reading,
        }


def net_of(payments: Sequence[Payment]) -> tuple[int, int, int, int]:
    """Net chips per wind; always sums to zero."""
    net = [0, 0, 0, 0]
    for p in payments:
        net[p.payer] -= p.amount
        net[p.payee] += p.amount
    return (net[0], net[1], net[2], net[3])


# the reasons for a payment every variant gives (its rule says who pays what for each)
_COMMON_REASONS = {"self_drawn": "自摸", "dealt_in": "放沖", "also_pays": "陪付", "robbed": "搶槓"}


def paid_because(rule: str) -> dict[str, Phrase]:
    """The common reasons of a payment under ``rule`` as values, by key: self_drawn 自摸, dealt_in 放沖 (the
    discarder), also_pays 陪付 (another loser), robbed 搶槓."""
    return {key: Phrase.of(rule, key, text) for key, text in _COMMON_REASONS.items()}


def invalid(variant: str, winner: int, reason: Refusal, **totals: float) -> ScoreResult:
    """A complete hand that is not a legal win (``valid`` false, no payments)."""
    return ScoreResult(variant=variant, winner=winner, valid=False, reason=reason, totals=totals)


def describe_hand(hand: SeatHand) -> str:
    parts = [format_tiles(hand.concealed)] + [str(m) for m in hand.melds]
    if hand.flowers:
        parts.append("flowers:" + format_tiles(hand.flowers))
    return " ".join(parts)
