"""上海敲麻 Shanghai knock scoring: allowed hands (SH-9), 花 (SH-11), the share (SH-12), 開寶/荒番 (SH-15/16).

Who pays whom — 自摸, 放沖, 搶槓, 承包, the loss limit and the 逛花園 stack — lives in
:mod:`rules.variants.shanghai.payments`. This module answers two questions:

* cheaply, for the engine's knock check (SH-6) and the bots: :func:`is_allowed_win`,
  :func:`winning_tiles`, :func:`win_refusal`, :func:`allowed_hand`;
* fully, for a finished hand: :func:`score`, each step of the share one :class:`ScoreItem`.

Units: ``hua`` (花, also the 底 of 2), ``lezi`` (勒子 = 10 花) and ``x`` for a doubling.
Shanghai has no wild tiles, so a hand is read from plain counts (the standard shape by the fast
:func:`rules.analysis.is_complete`; 風一色 directly: every tile an honor).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.analysis import is_complete
from rules.hand import Meld, MeldType
from rules.refusal import Phrase, Refusal
from rules.scoring import FinishedHand, ScoreItem, ScoreResult, SeatHand, invalid
from rules.shapes import standard_readings
from rules.tiles import DRAGONS, FLOWER, HONOR, N_ALL_KINDS, WINDS, counts_of, format_tiles, name_zh
from rules.variants.shanghai.payments import (
    LEZI,
    huangfan_after,
    is_kaibao,
    knocked_winds,
    limited,
    loss_limits,
    settle_multiple,
    share_payments,
)

__all__ = [
    "AllowedHand",
    "allowed_hand",
    "flower_items",
    "huangfan_after",
    "is_allowed_win",
    "no_allowed_hand_left",
    "score",
    "settle_multiple",
    "win_refusal",
    "winning_tiles",
]

VARIANT_ID = "shanghai"
BASE_POINTS = 2  # 底 2 (SH-12 step 1)
ALL_FLOWERS = frozenset(range(FLOWER, N_ALL_KINDS))
ALLOWED_NAMES = "碰碰胡, 混一色, 清一色, 混碰, 清碰, 風一色 or 風碰"


@dataclass(frozen=True, slots=True)
class AllowedHand:
    """One of the hands that may win (SH-9, SH-2): its names, its value in 勒子 (0 = a 番 hand) and its
    cap."""

    name: str
    name_en: str
    lezi: int  # SH-12 step 1: base = 10 × 勒子 (flowers not added); 0 for the 番 hands 碰碰胡/混一色
    cap_lezi: int  # SH-12 step 4, before 門清 raises it to 2
    rule: str = "SH-12"  # where the value comes from (step 1)


PURE_PUNGS = AllowedHand("碰碰胡", "all pungs", 0, 1)
HALF_FLUSH = AllowedHand("混一色", "half flush", 0, 1)
FULL_FLUSH = AllowedHand("清一色", "full flush", 1, 1)
HALF_FLUSH_PUNGS = AllowedHand("混碰", "half flush all pungs", 1, 1)
FULL_FLUSH_PUNGS = AllowedHand("清碰", "full flush all pungs", 2, 2)
ALL_HONORS = AllowedHand("風一色", "all honors", 2, 2)
ALL_HONOR_PUNGS = AllowedHand("風碰", "all honor pungs", 4, 4)
EIGHT_FLOWERS = AllowedHand("八花齊", "all eight flowers", 2, 2, rule="SH-2")


# ---------------------------------------------------------------------------------------------------
# SH-9 allowed hands: the cheap checks the engine (knock, SH-6/SH-7) and the bots call


def _pung_shaped(counts: Sequence[int], melds: Sequence[Meld]) -> bool:
    """碰碰胡 shape: every meld a pung/kong, the concealed tiles pungs and exactly one pair."""
    if any(m.type is MeldType.CHI for m in melds):
        return False
    held = [c for c in counts if c]
    return all(c in (2, 3) for c in held) and held.count(2) == 1


def _expected_concealed(melds: Sequence[Meld]) -> int:
    return 14 - 3 * len(melds)


def allowed_hand(concealed: Sequence[int], melds: Sequence[Meld], win_tile: int) -> AllowedHand | None:
    """The allowed hand (SH-9) that ``concealed`` + ``win_tile`` with ``melds`` make, or None.

    Always the most valuable name the tiles qualify for (清碰 over 清一色, 混碰 over 混一色, 風碰 over
    風一色): the more specific hand never scores less. 八花齊 is not a shape; see :func:`score`.
    """
    if win_tile >= FLOWER or len(concealed) + 1 != _expected_concealed(melds):
        return None
    counts = counts_of(concealed)
    counts[win_tile] += 1
    suits = {k // 9 for k, c in enumerate(counts) if c and k < HONOR}
    suits.update(m.kind // 9 for m in melds if m.kind < HONOR)
    honors = any(counts[HONOR:]) or any(m.kind >= HONOR for m in melds)
    pungs = _pung_shaped(counts, melds)
    if not suits:
        # SH-9 風一色: 14 honor tiles in any arrangement (seed: 可以是亂風向的牌)
        return ALL_HONOR_PUNGS if pungs else ALL_HONORS
    if len(suits) == 1:
        if pungs:
            return HALF_FLUSH_PUNGS if honors else FULL_FLUSH_PUNGS
        if is_complete(counts, 0, 4 - len(melds)):
            return HALF_FLUSH if honors else FULL_FLUSH
        return None
    return PURE_PUNGS if pungs else None


def is_allowed_win(concealed: Sequence[int], melds: Sequence[Meld], win_tile: int) -> bool:
    """SH-9: do these tiles make a hand that may win in 敲麻? (No knock or 漏胡 check; no payments.)"""
    return allowed_hand(concealed, melds, win_tile) is not None


def winning_tiles(concealed: Sequence[int], melds: Sequence[Meld]) -> frozenset[int]:
    """SH-6/SH-7: the tile kinds that would complete an allowed hand for a waiting hand.

    Kinds of which the hand itself already holds all four copies (concealed or in melds) are left out:
    no fifth copy can come. Whether the other copies are still live is the caller's business (SH-21).
    """
    held = counts_of(concealed)
    # a suit tile can only complete a group with a concealed tile at most two ranks away; any honor
    # may complete 風一色, so every honor is tried
    near = {k + d for k in set(concealed) if k < HONOR for d in (-2, -1, 0, 1, 2) if 0 <= k % 9 + d <= 8}
    for meld in melds:
        for k in meld.tiles:
            held[k] += 1
    candidates = sorted(near) + list(range(HONOR, HONOR + 7))
    return frozenset(k for k in candidates if held[k] < 4 and is_allowed_win(concealed, melds, k))


def no_allowed_hand_left(melds: Sequence[Meld]) -> Refusal | None:
    """SH-9 from the melds alone: a chi rules out every all-pungs hand (碰碰胡 混碰 清碰 風碰) and 風一色,
    and melds of two suits rule out both flushes, so the two together leave nothing that may win."""
    chi = any(m.type is MeldType.CHI for m in melds)
    suits = {m.kind // 9 for m in melds if m.kind < HONOR}
    if chi and len(suits) > 1:
        return Refusal.of("SH-9", "chi_and_two_suits",
                          "a chi rules out all pungs, two melded suits the flushes (SH-9)")
    return None


FLOWER_WIN = Refusal.of("SH-2", "flower_win", "a flower completes a win only as 八花齊 (SH-2)")
NOT_COMPLETE = Refusal.of("SH-9", "not_complete", "not a complete hand (SH-9)")
KNOCK_FIRST = Refusal.of("SH-6", "knock_first", "must knock first (SH-6)")


def win_refusal(
    concealed: Sequence[int], melds: Sequence[Meld], win_tile: int, *, knocked: bool
) -> Refusal | None:
    """Why this is not a win in 敲麻, in the variant's terms; None when it is one (八花齊 aside).

    Checks the tile count, the shape (SH-9) and the knock (SH-6), in that order.
    """
    need = _expected_concealed(melds)
    if len(concealed) + 1 != need:
        return Refusal.of("", "tiles_short",
                          "not a complete hand: {held} tiles in hand where {need} are needed",
                          held=len(concealed) + 1, need=need)
    if win_tile >= FLOWER:
        return FLOWER_WIN
    if not is_allowed_win(concealed, melds, win_tile):
        counts = counts_of(concealed)
        counts[win_tile] += 1
        if is_complete(counts, 0, 4 - len(melds)):
            return Refusal.of("SH-9", "plain_hand", "a plain hand cannot win in 敲麻 (SH-9: {allowed} only)",
                              allowed=ALLOWED_NAMES)
        return NOT_COMPLETE
    if not knocked:
        return KNOCK_FIRST
    return None


# ---------------------------------------------------------------------------------------------------
# SH-11 花 count


_MELD_FLOWERS = {
    # shape → 花 for (suit, wind, dragon) tiles. SH-11 winds: pung 1, exposed kong 2, concealed kong 3;
    # dragons 2/3/4; suits: pungs 0, exposed kong 1, concealed kong 2
    "pung": (0, 1, 2),
    "kong": (1, 2, 3),
    "concealed_kong": (2, 3, 4),
}
_GROUP_NAMES = (("", ""), ("風", "wind "), ("箭", "dragon "))
_SHAPE_NAMES = {
    "pung": ("刻", "pung"), "kong": ("明槓", "exposed kong"), "concealed_kong": ("暗槓", "concealed kong"),
}


def _tile_group(kind: int) -> int:
    return 1 if kind in WINDS else 2 if kind in DRAGONS else 0


def _meld_shape(meld: Meld) -> str:
    if meld.type is MeldType.CONCEALED_KONG:
        return "concealed_kong"
    return "kong" if meld.is_kong else "pung"


def _group_item(kind: int, shape: str) -> ScoreItem | None:
    group = _tile_group(kind)
    value = _MELD_FLOWERS[shape][group]
    if not value:
        return None
    zh, en = _SHAPE_NAMES[shape]
    gzh, gen = _GROUP_NAMES[group]
    return ScoreItem("SH-11", f"{gzh}{zh}", f"{gen}{en}", "hua", value, detail=name_zh(kind))


def flower_items(seat: SeatHand, win_tile: int | None = None) -> list[ScoreItem]:
    """SH-11: the 花 of a hand, one item per flower set and per scoring group.

    Concealed pungs (three or more of a kind in hand, the winning tile included) count as pungs.
    """
    items: list[ScoreItem] = []
    flowers = list(seat.flowers)
    if win_tile is not None and win_tile >= FLOWER:
        flowers.append(win_tile)
    if flowers:
        items.append(ScoreItem("SH-11", "花", "flowers", "hua", len(flowers), detail=format_tiles(flowers)))
    for meld in seat.melds:
        if meld.is_pung_or_kong:
            item = _group_item(meld.kind, _meld_shape(meld))
            if item:
                items.append(item)
    counts = counts_of(seat.concealed)
    if win_tile is not None and win_tile < FLOWER:
        counts[win_tile] += 1
    for kind, count in enumerate(counts):
        item = _group_item(kind, "pung") if count >= 3 else None
        if item:
            items.append(item)
    return items


# ---------------------------------------------------------------------------------------------------
# SH-12 the share, step by step


@dataclass(frozen=True, slots=True)
class ShareModifiers:
    """What the share depends on besides the hand's name and 花."""

    concealed_hand: bool = False  # 門清
    after_kong: bool = False  # 杠開
    big_single: bool = False  # 大吊車
    kaibao: bool = False  # 開寶 SH-15
    huangfan: int = 0  # 荒番 counter before this hand, SH-16


def _base_items(hand: AllowedHand, flowers: list[ScoreItem]) -> tuple[list[ScoreItem], int]:
    """SH-12 step 1: 10 × 勒子 for a 勒子 hand, else (底 2 + 花) × 2 for the one 番."""
    name_item = ScoreItem(hand.rule, hand.name, hand.name_en, "lezi" if hand.lezi else "x", hand.lezi or 2)
    if hand.lezi:
        return [name_item], LEZI * hand.lezi
    hua = sum(int(i.value) for i in flowers)
    base_item = ScoreItem("SH-12", "底", "base", "hua", BASE_POINTS)
    return [base_item, *flowers, name_item], (BASE_POINTS + hua) * 2


def share_items(hand: AllowedHand, flowers: list[ScoreItem],
                modifiers: ShareModifiers) -> tuple[list[ScoreItem], int]:
    """The items of SH-12 steps 1-5 and the value of one share."""
    items, base = _base_items(hand, flowers)
    cap_lezi = hand.cap_lezi
    if modifiers.concealed_hand and hand is not EIGHT_FLOWERS:
        items.append(ScoreItem("SH-12", "門清", "concealed hand", "x", 2))  # step 2
        base *= 2
        cap_lezi = max(cap_lezi, 2)  # step 4: any 門清 hand caps at 2 勒子
    if base < LEZI and (modifiers.after_kong or modifiers.big_single):
        # step 3: 杠開 / 大吊車 raise a base below one 勒子 to one 勒子
        zh, en = ("杠開", "win on a replacement") if modifiers.after_kong else ("大吊車", "big single wait")
        raised = Phrase.of("SH-12", "base_raised", "base {base} raised to 1 勒子", base=base)
        items.append(ScoreItem("SH-12", zh, en, "lezi", 1, detail=raised))
        base = LEZI
    cap = LEZI * cap_lezi
    if base > cap:
        cut = Phrase.of("SH-12", "base_cut", "base {base} cut to {cap}", base=base, cap=cap)
        items.append(ScoreItem("SH-12", "封頂", "cap", "lezi", cap_lezi, detail=cut))
    share = min(base, cap)
    if modifiers.kaibao:
        items.append(ScoreItem("SH-15", "開寶", "lucky dice", "x", 2))  # step 5
        share *= 2
    if modifiers.huangfan > 0:
        items.append(ScoreItem("SH-16", "荒番", "after a drawn hand", "x", 2,
                               detail=Phrase.of("SH-16", "counter", "counter {n}", n=modifiers.huangfan)))
        share *= 2
    return items, share


# ---------------------------------------------------------------------------------------------------
# score


def _share_modifiers(hand: FinishedHand) -> ShareModifiers:
    huangfan = hand.context.get("huangfan", 0)
    if isinstance(huangfan, bool) or not isinstance(huangfan, int) or huangfan < 0:
        raise ValueError(f"context.huangfan: expected a count of 0 or more, got {huangfan!r}")
    seat = hand.winner_hand
    return ShareModifiers(
        concealed_hand=not any(m.is_exposed for m in seat.melds),
        after_kong=hand.after_kong,
        # 大吊車: all four groups set down, the win on the single tile left in hand
        big_single=len(seat.melds) == 4,
        kaibao=is_kaibao(hand.context.get("dice")),
        huangfan=huangfan,
    )


def _reading(seat: SeatHand, win_tile: int) -> str:
    """A human-readable split of the winning hand (a pung reading when the hand is all pungs)."""
    tiles = [*seat.concealed, win_tile]
    melds = " ".join(str(m) for m in seat.melds)
    readings = standard_readings(counts_of(tiles), 0, 4 - len(seat.melds))
    if not readings:  # 風一色 in a free arrangement
        return f"{format_tiles(tiles)} {melds}".strip()
    best = max(readings, key=lambda r: sum(g.shape == "pung" for g in r))
    return " ".join([*(format_tiles(g.tiles) for g in best), melds]).strip()


def _eight_flowers(hand: FinishedHand) -> bool:
    """SH-2 八花齊: the winning tile is a flower and it completes the set of eight."""
    return hand.win_tile >= FLOWER and ALL_FLOWERS <= {*hand.winner_hand.flowers, hand.win_tile}


def accepts_win(hand: FinishedHand) -> bool:
    """``score(hand).valid`` for the engine's well-formed context, without items or payments: 八花齊
    (SH-2), or an allowed hand (SH-9) of a winner who has knocked (SH-6). Asked on every offered win and
    for every discard that could knock (SH-6)."""
    if _eight_flowers(hand):
        return True
    seat = hand.winner_hand
    knocked = hand.winner in knocked_winds(hand.context.get("knocked", ()))
    return win_refusal(seat.concealed, seat.melds, hand.win_tile, knocked=knocked) is None


def score(hand: FinishedHand) -> ScoreResult:
    """Score a finished 敲麻 hand: validity (SH-9, SH-6), items and share (SH-11/12/15/16), payments.

    Context keys: ``dice`` (two ints, SH-15), ``huangfan`` (counter before this hand, SH-16),
    ``knocked`` (winds, as letters ``"E"``… or ints 0-3; the winner must be in it unless 八花齊),
    ``stacks`` (remaining 逛花園 points per wind, SH-20; see :func:`payments.loss_limits`).
    Options: ``max_loss_lezi`` (SH-17, default 5, 0 = no limit), ``stack`` (SH-20, default None = off).
    Raises ValueError naming the key for a malformed context or option value.
    """
    limits = loss_limits(hand.options, hand.context)
    knocked = knocked_winds(hand.context.get("knocked", ()))
    modifiers = _share_modifiers(hand)
    seat = hand.winner_hand
    flowers = flower_items(seat, hand.win_tile)
    hua = sum(int(i.value) for i in flowers)
    if _eight_flowers(hand):
        allowed = EIGHT_FLOWERS
        modifiers = ShareModifiers(kaibao=modifiers.kaibao, huangfan=modifiers.huangfan)
        reading = format_tiles([*seat.flowers, hand.win_tile])
    else:
        refusal = win_refusal(seat.concealed, seat.melds, hand.win_tile, knocked=hand.winner in knocked)
        found = allowed_hand(seat.concealed, seat.melds, hand.win_tile)
        if refusal is not None or found is None:
            return invalid(VARIANT_ID, hand.winner, refusal or NOT_COMPLETE, flowers=hua)
        allowed, reading = found, _reading(seat, hand.win_tile)
    items, share = share_items(allowed, flowers, modifiers)
    payments = share_payments(hand, share, knocked, bindings=allowed is not EIGHT_FLOWERS)
    return ScoreResult(
        variant=VARIANT_ID,
        winner=hand.winner,
        valid=True,
        hand_name=allowed.name,
        items=tuple(items),
        totals={"flowers": hua, "share": share},
        payments=tuple(limited(payments, limits)),
        formula=_formula(items, hua, share),
        reading=reading,
    )


def _formula(items: Sequence[ScoreItem], hua: int, share: int) -> Phrase:
    """The share as one line: ``(底 2 + 3 花) × 2 碰碰胡 → 門清 ×2 → share 20``."""
    steps: list[str] = []
    for item in items:
        if item.rule == "SH-11" or item.name == "底":
            continue
        if item.unit == "x" and not steps:
            steps.append(Phrase.of("SH-12", "base_times", "({base} + {hua} 花) × {x} {name}",
                                   base=BASE_POINTS, hua=hua, x=str(item.value), name=item.name))
        elif item.unit == "x":
            steps.append(Phrase.of(item.rule, "times", "{name} ×{x}", name=item.name, x=str(item.value)))
        else:
            steps.append(Phrase.of(item.rule, "lezi", "{name} {n} 勒子", name=item.name, n=str(item.value)))
    return Phrase.joined("steps", [*steps, Phrase.of("SH-12", "share", "share {n}", n=share)])
