"""金山 chips (JS-16 … JS-22): what the losers pay the winner, and what the losers pay each other.

The winner's side: a = 和數 × 2^台; the self-draw victims and the discarder pay ceil(2a/10) + 3, the
other players ceil(a/10) + 3, no payment above the cap 50, a limit hand (辣子) the cap from everyone.
The losers' side (JS-21/22): each loser's own small count v = 胡 × 2^台 from what is certain in their hand
(百搭 never count); each pair of losers settles ceil(k·|Δv|/10), capped, with k = 2 between the discarder
and another loser.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import compress

from rules.hand import MeldType
from rules.refusal import Phrase
from rules.scoring import Payment, ScoreItem, SeatHand, paid_because
from rules.tiles import DRAGONS, EAST, FLOWER, N_KINDS, counts_of, is_terminal_or_honor, name_zh, tile_text

ANTE = 3  # JS-16 底注
CAP = 50  # JS-19 辣子 封頂
TENTH = 10

# why a payment is made (JS-15, JS-17 … JS-21): the reasons' values, made once
_WHY_WINNER = {rule: paid_because(rule) for rule in ("JS-15", "JS-17")}
_WHY_LOSERS = {1: Phrase.of("JS-21", "losers", "輸家結算"),
               2: Phrase.of("JS-21", "losers_doubled", "輸家結算 ×2")}


def _ceil_tenth(value: int) -> int:
    return -(-value // TENTH)


def winner_payment(a: int, doubled: bool) -> int:
    """JS-17/19: one payer's chips to the winner for a = 和數 × 2^台, capped.

    ``doubled``: the payer is a self-draw victim or the discarder (ceil(2a/10) + 3); otherwise
    ceil(a/10) + 3.
    """
    return min(uncapped_payment(a, doubled), CAP)


def uncapped_payment(a: int, doubled: bool) -> int:
    """JS-18: the seed's chip table (籌碼計算表) is exactly this, without the cap."""
    return _ceil_tenth(2 * a if doubled else a) + ANTE


def winner_payments(winner: int, discarder: int | None, a: int, limit: bool, robbed: bool) -> list[Payment]:
    """JS-17 … JS-19: every other seat pays the winner; a limit hand (JS-15) takes the cap from each."""
    out = []
    for payer in range(4):
        if payer == winner:
            continue
        doubled = discarder is None or payer == discarder
        amount = CAP if limit else winner_payment(a, doubled)
        rule = "JS-15" if limit else "JS-17"
        if discarder is None:
            why = "self_drawn"
        elif payer == discarder:
            why = "robbed" if robbed else "dealt_in"
        else:
            why = "also_pays"
        out.append(Payment(payer, winner, amount, _WHY_WINNER[rule][why], rule))
    return out


# ---------------------------------------------------------------------------------------------------
# JS-21 / JS-22 the losers' own count and their settlement among themselves


@dataclass(frozen=True, slots=True)
class LoserCount:
    """A loser's JS-22 count: items (胡 and 台), 胡, 台 and v = 胡 × 2^台."""

    wind: int
    items: tuple[ScoreItem, ...]
    hu: int
    tai: int

    @property
    def value(self) -> int:
        return self.hu << self.tai


@cache
def score_line(rule: str, name: str, name_en: str, unit: str, value: float, detail: str = "") -> ScoreItem:
    """One line of a score (a :class:`ScoreItem`). An item is an immutable value, so the readings of a
    hand, and the hands, share one instance of each line they have in common (flowers, 自摸, a pung):
    counting a reading makes few new ones."""
    return ScoreItem(rule, name, name_en, unit, value, detail)


def set_hu(kind: int, kong: bool, concealed: bool) -> int:
    """JS-13: pung 2 (1/9/honor 4), ×4 for a kong, ×2 when concealed."""
    hu = 4 if is_terminal_or_honor(kind) else 2
    return hu * (4 if kong else 1) * (2 if concealed else 1)


def loser_count(wind: int, hand: SeatHand) -> LoserCount:
    """JS-22: exposed melds, concealed kongs, concealed natural pungs, natural pairs of dragons/own wind
    (2 胡, no 台) and flowers (10 each); 台 only for pungs/kongs of 中發白, of the own wind, and the own
    flower.
    百搭 never count, so a pair with a 百搭 is no pung here.
    """
    own_wind = EAST + wind
    items: list[ScoreItem] = []
    sets: list[tuple[int, bool, bool, str]] = []  # kind, kong, concealed, name
    for meld in hand.melds:
        if meld.type is MeldType.CHI:
            continue
        concealed = meld.type is MeldType.CONCEALED_KONG
        name = "暗槓" if concealed else ("明槓" if meld.is_kong else "明刻")
        sets.append((meld.kind, meld.is_kong, concealed, name))
    held = counts_of((k for k in hand.concealed if k < N_KINDS), N_KINDS)
    for kind in compress(_KINDS, held):  # the kinds held
        n = held[kind]
        if n >= 3:
            sets.append((kind, False, True, "暗刻"))
        elif n == 2 and (kind in DRAGONS or kind == own_wind):
            items.append(score_line("JS-22", "對子", "pair of dragons / own wind", "hu", 2, tile_text(kind)))
    for kind, kong, concealed, name in sets:
        items.append(
            score_line("JS-22", name, _SET_EN[name], "hu", set_hu(kind, kong, concealed), tile_text(kind))
        )
    for flower in hand.flowers:
        items.append(score_line("JS-22", "花", "flower", "hu", 10, name_zh(flower)))
    for kind, _kong, _concealed, _name in sets:
        if kind in DRAGONS:
            items.append(score_line("JS-22", "中發白成刻", "dragon pung", "tai", 1, name_zh(kind)))
        elif kind == own_wind:
            items.append(score_line("JS-22", "自風成刻", "own-wind pung", "tai", 1, name_zh(kind)))
    if FLOWER + wind in hand.flowers:
        items.append(score_line("JS-22", "自花", "own flower", "tai", 1, name_zh(FLOWER + wind)))
    hu = sum(int(i.value) for i in items if i.unit == "hu")
    tai = sum(int(i.value) for i in items if i.unit == "tai")
    return LoserCount(wind, tuple(items), hu, tai)


_KINDS = tuple(range(N_KINDS))
_SET_EN = {"暗槓": "concealed kong", "明槓": "exposed kong", "明刻": "exposed pung", "暗刻": "concealed pung"}


def losers_payments(losers: Sequence[LoserCount], discarder: int | None) -> list[Payment]:
    """JS-21: each pair of losers, the lower v pays the higher ceil(k·|Δv|/10), capped at 50, no ante;
    k = 2 when the hand was won on a discard and one of the pair is the discarder."""
    out = []
    for i, first in enumerate(losers):
        for second in losers[i + 1 :]:
            if first.value == second.value:
                continue
            low, high = (first, second) if first.value < second.value else (second, first)
            k = 2 if discarder in (first.wind, second.wind) else 1
            amount = min(_ceil_tenth(k * (high.value - low.value)), CAP)
            out.append(Payment(low.wind, high.wind, amount, _WHY_LOSERS[k], "JS-21"))
    return out
