"""慈溪 Cixi scoring: 牌型分 (CX-8), basic score S (CX-9), who pays (CX-10 … CX-16).

S = 牌型分 + 龍數 (none held counts as 2) + 5 for 抛花. A win on a discard costs the discarder 2S and each
other player S; a self-drawn win costs everyone 2S; the 包三家 cases (單吊 penalty, 熱炮, 搶槓) cost the
one player 6S; 單吊 in 抛花 has fixed amounts (100 / 34). Every amount is multiplied by the ``ante`` option.

Context keys (cli.md, plus ``paohua_single`` for CX-13, see rules/variants/cixi/rules.md): ``indicator``
(required), ``single_wait_discard``, ``after_own_kong``, ``ten_honors``, ``four_long``, ``paohua_single``;
the variant lists them (``CixiVariant.context_keys``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.refusal import Phrase, Refusal
from rules.scoring import FinishedHand, Payment, ScoreItem, ScoreResult, SeatHand, invalid, paid_because
from rules.tiles import HONOR, N_KINDS, TileError, is_suited, kind_of, next_kind, rank_of
from rules.variants.cixi.hands import is_paohua
from rules.variants.cixi.points import Points, hand_points

VARIANT_ID = "cixi"
NO_LONG_COUNTS_AS = 2  # CX-9 龍數: none held counts as two
PAOHUA_BONUS = 5  # CX-9 / CX-11
PAOHUA_SINGLE_TO_WINNER = 100  # CX-13 another player wins on the 抛花 player's discard
PAOHUA_SINGLE_EACH = 34  # CX-13 nobody can: each other player pays the 抛花 player


class CixiInputError(ValueError):
    """A finished hand whose Cixi facts are malformed (missing indicator, bad tile, bad ante)."""


@dataclass(frozen=True, slots=True)
class CixiWin:
    """The facts of a Cixi win that scoring reads: the 龍, the tiles, 抛花, the ante."""

    hand: FinishedHand
    long_kind: int
    tiles: tuple[int, ...]  # the winner's concealed tiles with the win tile
    longs: int  # 龍 held, the win tile included (CX-9 龍數 before the "none counts as 2" rule)
    paohua: bool  # CX-11: the hand before the win tile was completed by any tile
    ante: int

    @property
    def n_melds(self) -> int:
        return len(self.hand.winner_hand.melds)

    @property
    def long_count(self) -> int:
        """CX-9 龍數 as counted: the 龍 held, or 2 when none."""
        return self.longs or NO_LONG_COUNTS_AS


def context_kind(context: Mapping[str, Any], key: str) -> int | None:
    """A tile given in the context as text (``"8s"``) or as a kind; None when absent."""
    value = context.get(key)
    if value is None:
        return None
    try:
        kind = value if isinstance(value, int) and not isinstance(value, bool) else kind_of(str(value))
    except TileError as exc:
        raise CixiInputError(f"context.{key}: {exc}") from None
    if not 0 <= kind < N_KINDS:
        raise CixiInputError(f"context.{key}: {value!r} is not a playing tile")
    return kind


def long_of(context: Mapping[str, Any]) -> int:
    """CX-1: 龍 is the kind after the indicator."""
    indicator = context_kind(context, "indicator")
    if indicator is None:
        raise CixiInputError(Refusal.of("CX-1", "indicator_required_long",
                                        "context.indicator is required: 龍 is the kind after it (CX-1)"))
    return next_kind(indicator)


def ante_of(options: Mapping[str, Any]) -> int:
    """CX-16 option ``ante``, default 1: checked where options enter (rules/variants/options.py)."""
    ante: int = options.get("ante", 1)
    return ante


def read_win(hand: FinishedHand) -> CixiWin:
    long_kind = long_of(hand.context)
    seat = hand.winner_hand
    tiles = tuple(hand.winning_concealed())
    return CixiWin(
        hand=hand,
        long_kind=long_kind,
        tiles=tiles,
        longs=sum(1 for k in tiles if k == long_kind),
        paohua=is_paohua(seat.concealed, len(seat.melds), long_kind),
        ante=ante_of(hand.options),
    )


# --- validity (CX-2, CX-7, CX-11) -------------------------------------------------------------------


NOT_A_WIN = Refusal.of("", "not_a_win", "not a winning hand")


def why_not_a_win(win: CixiWin, points: Points | None) -> Refusal | None:
    """The reason this is not a legal Cixi win, or None."""
    hand = win.hand
    if len(win.tiles) != 14 - 3 * win.n_melds:
        return Refusal.of("", "tiles_for_melds",
                          "{held} tiles in hand with {melds} melds: a win holds 14 − 3 per meld",
                          held=len(win.tiles), melds=win.n_melds)
    if hand.win_tile == win.long_kind and not hand.self_drawn:
        return Refusal.of("CX-2", "long_discarded", "a 龍 can never be discarded (CX-2)")
    if hand.context.get("four_long") and win.longs < 4:
        return Refusal.of("CX-7", "four_long_short",
                          "四龍 needs all four 龍 ({tile}) in hand (CX-7)", tile=win.long_kind)
    if (hand.context.get("four_long") or hand.context.get("ten_honors")) and not hand.self_drawn:
        return Refusal.of("CX-7", "own_turn_only",
                          "四龍 and 十連風 are won on the player's own turn: win.from must be absent (CX-7)")
    if hand.context.get("ten_honors") and (hand.win_tile < HONOR or hand.win_tile == win.long_kind):
        return Refusal.of("CX-7", "ten_honors_tile",
                          "十連風: win.tile is the tenth honor discarded, never a 龍 (CX-7)")
    if hand.context.get("paohua_single") and not holds_lone_long(
        hand.hands[hand.winner if hand.discarder is None else hand.discarder], win.long_kind,
        hand.discarder is None,
    ):
        return Refusal.of("CX-13", "paohua_single_needs_long",
                          "單吊抛花 (CX-13): the 抛花 player holds a lone 龍 after four melds")
    if points is None:
        return NOT_A_WIN
    if win.paohua and not hand.self_drawn and not hand.robbed_kong and not paohua_single(hand, win.long_kind):
        return Refusal.of("CX-11", "paohua_not_self_drawn", "抛花 only wins by self-draw")
    return None


def paohua_single(hand: FinishedHand, long_kind: int) -> bool:
    """CX-13 單吊 in 抛花: the context flag, or, on a discard, a discarder left with a lone 龍 after
    four melds (such a player is 抛花 and can only be holding it right after that discard)."""
    if hand.context.get("paohua_single"):
        return True
    if hand.discarder is None or hand.robbed_kong:
        return False
    supplier = hand.hands[hand.discarder]
    return len(supplier.melds) == 4 and supplier.concealed == (long_kind,)


def holds_lone_long(seat: SeatHand, long_kind: int, required: bool) -> bool:
    """Four melds and a lone 龍; a loser's hand left out of the scenario (``required`` false) is trusted."""
    if not required and not seat.concealed and not seat.melds:
        return True
    return len(seat.melds) == 4 and seat.concealed == (long_kind,)


# --- payments (CX-10, CX-12, CX-13, CX-14, CX-15, CX-16) --------------------------------------------


def single_wait_penalty(win: CixiWin) -> bool:
    """CX-12: the winner went single after discarding ``single_wait_discard``; the tile won on is of the
    same suit within two ranks of it (not the same rank). Honors have no neighbours (DECISION)."""
    hand = win.hand
    gone = context_kind(hand.context, "single_wait_discard")
    if gone is None or hand.self_drawn or hand.robbed_kong or win.n_melds != 4:
        return False
    tile = hand.win_tile
    if not (is_suited(gone) and is_suited(tile)) or gone // 9 != tile // 9:
        return False
    return 1 <= abs(rank_of(gone) - rank_of(tile)) <= 2


def settle(win: CixiWin, basic: int) -> tuple[Payment, ...]:
    """Who pays the winner what."""
    hand = win.hand
    winner = hand.winner
    others = [s for s in range(4) if s != winner]
    share = basic * win.ante
    if paohua_single(hand, win.long_kind):
        if hand.discarder is not None:  # CX-13 the 抛花 player's discard was won on: they pay 100
            amount = PAOHUA_SINGLE_TO_WINNER * win.ante
            return (Payment(hand.discarder, winner, amount, _SINGLE_PAOHUA_ALL, "CX-13"),)
        amount = PAOHUA_SINGLE_EACH * win.ante  # CX-13 nobody could: each other player pays 34
        return tuple(Payment(s, winner, amount, _SINGLE_PAOHUA, "CX-13") for s in others)
    liable = liable_player(win)
    if liable is not None:
        payer, why, rule = liable
        return (Payment(payer, winner, 6 * share, why, rule),)
    if hand.discarder is None:  # CX-10 自摸翻倍
        return tuple(Payment(s, winner, 2 * share, _WHY["self_drawn"], "CX-10") for s in others)
    return tuple(
        Payment(s, winner, 2 * share if s == hand.discarder else share,
                _WHY["dealt_in" if s == hand.discarder else "also_pays"], "CX-10")
        for s in others
    )


# CX-10 … CX-15: why a payment is made
_WHY = paid_because("CX-10")
_SINGLE_PAOHUA = Phrase.of("CX-13", "single_paohua", "單吊抛花")
_SINGLE_PAOHUA_ALL = Phrase.of("CX-13", "single_paohua_all", "單吊抛花 包三家")
_LIABLE = {"paohua_robbed": Phrase.of("CX-15", "paohua_robbed_all", "抛花加槓被搶 熱炮 包三家"),
           "robbed": Phrase.of("CX-14", "robbed_all", "搶槓 包三家"),
           "hot_shot": Phrase.of("CX-14", "hot_shot_all", "熱炮 包三家"),
           "single_wait": Phrase.of("CX-12", "single_wait_all", "單吊 包三家")}


def liable_player(win: CixiWin) -> tuple[int, Phrase, str] | None:
    """The one player who pays all three shares (6S) as if the win were self-drawn, with why and rule."""
    hand = win.hand
    if hand.discarder is None:
        return None
    if hand.robbed_kong:
        robbed = hand.hands[hand.discarder]
        if is_paohua(robbed.concealed, len(robbed.melds), win.long_kind):
            return hand.discarder, _LIABLE["paohua_robbed"], "CX-15"
        return hand.discarder, _LIABLE["robbed"], "CX-14"
    if hand.context.get("after_own_kong"):
        return hand.discarder, _LIABLE["hot_shot"], "CX-14"
    if single_wait_penalty(win):
        return hand.discarder, _LIABLE["single_wait"], "CX-12"
    return None


# --- the score --------------------------------------------------------------------------------------


def basic_items(win: CixiWin) -> list[ScoreItem]:
    """CX-9: 龍數 (none counts as 2) and the 抛花 bonus."""
    detail = (Phrase.of("CX-9", "longs_held", "{n} × {tile}", n=win.longs, tile=win.long_kind) if win.longs
              else Phrase.of("CX-9", "no_long", "none held: counts as {n}", n=NO_LONG_COUNTS_AS))
    items = [ScoreItem("CX-9", "龍數", "long (wild) count", "points", win.long_count, detail)]
    if win.paohua:
        items.append(ScoreItem("CX-11", "抛花", "paohua: any tile completes the hand", "points",
                               PAOHUA_BONUS))
    return items


def score(hand: FinishedHand) -> ScoreResult:
    """Score a finished Cixi hand (see the module docstring)."""
    win = read_win(hand)
    points = hand_points(hand, win.long_kind)
    reason = why_not_a_win(win, points)
    if reason is not None or points is None:
        return invalid(VARIANT_ID, hand.winner, reason or NOT_A_WIN)
    items = [*points.items, *basic_items(win)]
    basic = points.total + win.long_count + (PAOHUA_BONUS if win.paohua else 0)
    payments = settle(win, basic)
    return ScoreResult(
        variant=VARIANT_ID,
        winner=hand.winner,
        valid=True,
        hand_name=f"{points.hand_name} 抛花" if win.paohua else points.hand_name,
        items=tuple(items),
        totals={
            "points": points.total,
            "long": win.long_count,
            "paohua": PAOHUA_BONUS if win.paohua else 0,
            "basic": basic,
            "ante": win.ante,
        },
        payments=payments,
        formula=formula(win, points, basic),
        reading=points.reading,
    )


def formula(win: CixiWin, points: Points, basic: int) -> Phrase:
    """S = 牌型分 + 龍數 (+ 抛花) (CX-9), × the ante; CX-13's fixed amounts instead of S."""
    bonus = Phrase.of("CX-11", "paohua_bonus", " + {n} 抛花", n=PAOHUA_BONUS) if win.paohua else ""
    ante = Phrase.of("CX-9", "times_ante", ", × ante {n}", n=win.ante) if win.ante != 1 else ""
    head = Phrase.of("CX-9", "basic", "S = {points} 牌型分 + {longs} 龍數{bonus} = {basic}{ante}",
                     points=points.total, longs=win.long_count, bonus=bonus, basic=basic, ante=ante)
    if not paohua_single(win.hand, win.long_kind):
        return head
    fixed = PAOHUA_SINGLE_EACH if win.hand.self_drawn else PAOHUA_SINGLE_TO_WINNER  # CX-13 instead of S
    return Phrase.joined("clauses", [head, Phrase.of("CX-13", "fixed", "單吊抛花 CX-13: fixed {n}{ante}",
                                                     n=fixed, ante=ante)])


def basic_score(hand: FinishedHand) -> int:
    """CX-6: the basic score S of a legal win (0 when not a legal win); the higher S takes the discard."""
    win = read_win(hand)
    points = hand_points(hand, win.long_kind)
    if why_not_a_win(win, points) is not None or points is None:
        return 0
    return points.total + win.long_count + (PAOHUA_BONUS if win.paohua else 0)


__all__ = ["CixiInputError", "basic_score", "is_paohua", "score"]
