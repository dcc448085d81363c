"""慈溪 Cixi 牌型分 (CX-8): 6 for every win plus each extra that applies; limit hands 50.

The best reading counts (C-6): of the shapes the hand completes (standard, seven pairs, 十三幺) the one
worth most; the suit extras (清一色 / 混一色) are read from the natural tiles, since a 龍 can always be
read as a tile of a suit the hand already shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.refusal import Phrase
from rules.scoring import FinishedHand, ScoreItem
from rules.tiles import HONOR, format_tiles
from rules.variants.cixi.hands import (
    all_honors,
    all_honors_reading,
    seven_pairs_kind,
    standard_reading,
    thirteen_orphans_kind,
)

WIN_POINTS = 6
LIMIT_POINTS = 50
SHAPE_EXTRA = {"七對": 5, "清七對": 7, "十三幺": 5, "十三幺七風齊": 6}
SHAPE_EN = {
    "七對": "seven pairs",
    "清七對": "seven pairs, no 龍 used as wild",
    "十三幺": "unrelated tiles",
    "十三幺七風齊": "unrelated tiles with all seven honors",
}
LIMIT_EN = {"四龍": "four 龍", "十連風": "ten honor discards", "全風向": "all honors"}


@dataclass(frozen=True, slots=True)
class Points:
    """The 牌型分 of a win: the hand's name, its items (unit points) and how the tiles were read."""

    hand_name: str
    items: tuple[ScoreItem, ...]
    reading: str

    @property
    def total(self) -> int:
        return int(sum(i.value for i in self.items))


_LIMIT_HAND = Phrase.of("CX-8", "limit_hand", "limit hand (CX-7)")  # an item's detail: which rule it is
_SPECIAL_SHAPE = Phrase.of("CX-8", "special_shape", "CX-7 shape")


def hand_points(hand: FinishedHand, long_kind: int) -> Points | None:
    """The best 牌型分 of the winner's hand, or None when no Cixi shape is complete."""
    tiles = hand.winning_concealed()
    melds = hand.winner_hand.melds
    naturals = [k for k in (*tiles, *(t for m in melds for t in m.tiles)) if k != long_kind]
    shown = " ".join([format_tiles(tiles), *(str(m) for m in melds)])
    limit = limit_hand(hand, naturals)
    if limit is not None:  # CX-8 limit hands: 50, nothing else added
        item = ScoreItem("CX-8", limit, LIMIT_EN[limit], "points", LIMIT_POINTS, _LIMIT_HAND)
        if limit == "全風向":  # each 龍 as the honor it stood for; 四龍 and 十連風 win whatever the tiles
            melded = [t for m in melds for t in m.tiles]
            shown = " ".join([all_honors_reading(tiles, melded, long_kind), *(str(m) for m in melds)])
        return Points(limit, (item,), shown)
    shape = best_shape(tiles, len(melds), long_kind)
    if shape is None:
        return None
    name, reading = shape
    items = [ScoreItem("CX-8", "胡牌", "win", "points", WIN_POINTS)]
    if name in SHAPE_EXTRA:
        items.append(ScoreItem("CX-8", name, SHAPE_EN[name], "points", SHAPE_EXTRA[name], _SPECIAL_SHAPE))
    items.extend(extras(hand, naturals))
    hand_name = " ".join(i.name for i in items[1:]) or name
    return Points(hand_name, tuple(items), " ".join([reading, *(str(m) for m in melds)]))


def limit_hand(hand: FinishedHand, naturals: list[int]) -> str | None:
    """CX-7 四龍 (context ``four_long``), 十連風 (context ``ten_honors``), 全風向 (every tile an honor)."""
    if hand.context.get("four_long"):
        return "四龍"
    if hand.context.get("ten_honors"):
        return "十連風"
    if all_honors(naturals):
        return "全風向"
    return None


def best_shape(tiles: list[int], n_melds: int, long_kind: int) -> tuple[str, str] | None:
    """(name, reading) of the complete shape worth most: 平胡 (standard), 七對/清七對, 十三幺/七風齊."""
    found: list[tuple[str, str]] = []
    reading = standard_reading(tiles, long_kind, n_melds)
    if reading is not None:
        found.append(("平胡", reading))
    if n_melds == 0:
        for special in (seven_pairs_kind(tiles, long_kind), thirteen_orphans_kind(tiles, long_kind)):
            if special is not None:
                found.append(special)
    if not found:
        return None
    return max(found, key=lambda shape: SHAPE_EXTRA.get(shape[0], 0))


def extras(hand: FinishedHand, naturals: list[int]) -> list[ScoreItem]:
    """The CX-8 extras beside the shape: one suit, 單吊, 杠上花, 天胡 / 地胡."""
    items: list[ScoreItem] = []
    suits = {k // 9 for k in naturals if k < HONOR}
    has_honors = any(k >= HONOR for k in naturals)
    if len(suits) == 1:
        if has_honors:  # DECISION 混一色 3 (rules-cixi.md)
            items.append(ScoreItem("CX-8", "混一色", "one suit with honors", "points", 3))
        else:
            items.append(ScoreItem("CX-8", "清一色", "one suit, no honors", "points", 5))
    if len(hand.winner_hand.melds) == 4:  # the win tile pairs the single tile left
        items.append(ScoreItem("CX-8", "單吊", "single wait after four melds", "points", 5))
    if hand.after_kong and hand.self_drawn:
        items.append(ScoreItem("CX-8", "杠上花", "win on a kong replacement", "points", 5))
    if hand.first_turn and not hand.winner_hand.melds:
        if hand.winner == 0 and hand.self_drawn:
            items.append(ScoreItem("CX-8", "天胡", "dealer wins on the deal", "points", 10))
        elif hand.winner != 0:
            items.append(ScoreItem("CX-8", "地胡", "win in the first turn", "points", 10))
    return items
