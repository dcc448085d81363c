"""金華 Jinhua multipliers (JH-10 … JH-26): one small function per hand, each with its rule id.

A :class:`HandReading` is one way to read the winner's tiles (which shape, what each 財神 and 白板
stands for); :class:`WinCircumstances` holds what does not depend on the reading (how and when the hand was
won). Every item function looks at both and returns its :class:`ScoreItem` (unit ``x``) or None.
Within each exclusive group of JH-28 one function answers for the whole group, so at most one item of
a group appears. The scorer multiplies the items of every reading and keeps the best (JH-28).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from rules.hand import NATURAL, STAND_IN, WILD
from rules.scoring import ScoreItem
from rules.shapes import Group
from rules.tiles import HONOR, WHITE, is_honor, tile_text

ShapeName = Literal["standard", "seven_pairs", "unrelated", "all_honors"]
TileRead = tuple[int, int]  # (kind as read, via: NATURAL / WILD / STAND_IN)


@dataclass(frozen=True, slots=True)
class WinCircumstances:
    """The circumstances of the win that every reading shares (who won how, on what, when).

    ``face``: the 財神 kind (JH-2). ``exposed_melds``: chi/peng/exposed or added kongs (全求人 JH-12).
    ``held_single_is_caishen``: with four melds on the table, the one tile held before the win is a 財神.
    ``kong_on_discard``: the winner's last meld is an exposed kong of a discard (杠爆 JH-24).
    """

    face: int
    win_tile: int
    self_drawn: bool
    dealer_won: bool
    discarder_is_dealer: bool
    after_kong: bool = False
    last_tile: bool = False
    first_turn: bool = False
    exposed_melds: int = 0
    held_single_is_caishen: bool = False
    kong_on_discard: bool = False


@dataclass(frozen=True, slots=True)
class HandReading:
    """One reading of the winner's hand.

    ``groups``: the concealed groups (standard shape: melds + the pair; seven pairs: seven pairs; empty
    for 十三不靠 and 亂風). ``melds``: the table melds as read. ``tiles``: every tile of the hand, melds
    included, as (kind read, via). ``seven_winds``: for 十三不靠, all seven honors are present (七風).
    """

    shape: ShapeName
    groups: tuple[Group, ...]
    melds: tuple[Group, ...]
    tiles: tuple[TileRead, ...]
    seven_winds: bool = False

    def describe(self) -> str:
        """Groups as read (``*`` a 財神 as wild, ``~`` 白板 as the face); shapeless hands tile by tile."""
        if self.groups or self.melds:
            return " ".join(str(g) for g in self.groups + self.melds)
        marks = {WILD: "*", STAND_IN: "~", NATURAL: ""}
        return f"{self.shape}:" + " ".join(f"{tile_text(k)}{marks[v]}" for k, v in sorted(self.tiles))


def times(rule: str, name: str, name_en: str, value: int, detail: str = "") -> ScoreItem:
    """A multiplier item (unit ``x``)."""
    return ScoreItem(rule=rule, name=name, name_en=name_en, unit="x", value=value, detail=detail)


def wild_as_other_kind(reading: HandReading, face: int) -> bool:
    """A 財神 stands for a kind other than its own face (it is "used as wild")."""
    return any(via == WILD and kind != face for kind, via in reading.tiles)


def caishen_pairs_win_tile(reading: HandReading, win: WinCircumstances) -> bool:
    """爆頭 (JH-14, JH-23): self-drawn, and some pair is the drawn tile with a lone 財神.

    Copies of a kind are interchangeable, so it is enough that the pair's other tile is of the drawn
    tile's physical kind: the rest of the hand is then exactly what was held before the draw.
    """
    if not win.self_drawn:
        return False
    for group in reading.groups:
        if group.shape != "pair" or WILD not in group.via:
            continue
        other = group.via[1] if group.via[0] == WILD else group.via[0]
        if other == WILD and win.win_tile == win.face:
            return True
        if other == STAND_IN and win.win_tile == WHITE:
            return True
        if other == NATURAL and win.win_tile == group.kind:
            return True
    return False


def _all_melds(reading: HandReading) -> list[Group]:
    return [g for g in reading.groups + reading.melds if g.shape != "pair"]


def plain_or_all_pungs(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-10 平胡 ×1 / JH-11 碰碰胡 ×2: the standard shape's own item.

    DECISION: 清風 (JH-20) already needs all pungs, so it is not also counted as 碰碰胡 (the seed's
    example of 清風, all pungs, is ×16).
    """
    if reading.shape != "standard" or all_honors_standard(reading, win) is not None:
        return None
    if all(g.shape == "pung" for g in _all_melds(reading)):
        return times("JH-11", "碰碰胡", "all pungs", 2)
    return times("JH-10", "平胡", "plain win", 1)


def all_from_others(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-12 全求人 ×2: four exposed melds, won on a discard with a single tile that is not a 財神."""
    if reading.shape != "standard" or win.self_drawn or win.exposed_melds < 4:
        return None
    if win.held_single_is_caishen:
        return None
    return times("JH-12", "全求人", "all from others", 2)


def seven_pairs(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-13 七對子 ×2 / 清七對 ×4, JH-14 七對子爆頭 ×8 — one of the group (JH-28)."""
    if reading.shape != "seven_pairs":
        return None
    if caishen_pairs_win_tile(reading, win):
        return times("JH-14", "七對子爆頭", "seven pairs, lone 財神 self-drawn", 8)
    if not wild_as_other_kind(reading, win.face):
        return times("JH-13", "清七對", "pure seven pairs (no 財神 as wild)", 4)
    return times("JH-13", "七對子", "seven pairs", 2)


def thirteen_unrelated(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-15 十三不靠 ×1 / JH-16 七風 ×2 (all seven honors) — one of the group (JH-28)."""
    if reading.shape != "unrelated":
        return None
    if reading.seven_winds:
        return times("JH-16", "七風", "thirteen unrelated, all seven honors", 2)
    return times("JH-15", "十三不靠", "thirteen unrelated", 1)


def kong_replacement(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-17 杠上開花 ×2, or JH-24 杠爆 ×2 in its place for a 爆頭 after an exposed kong of a discard."""
    if not (win.after_kong and win.self_drawn):
        return None
    if win.kong_on_discard and reading.shape == "standard" and caishen_pairs_win_tile(reading, win):
        return times("JH-24", "杠爆", "burst head on a kong of a discard", 2)
    return times("JH-17", "杠上開花", "win on a kong replacement", 2)


def one_suit(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-18 清一色: ×4 without a 財神 used as wild, ×2 with one (JH-28: one of the two)."""
    suits = {kind // 9 if kind < HONOR else 3 for kind, _ in reading.tiles}
    if len(suits) != 1 or suits == {3}:
        return None
    if wild_as_other_kind(reading, win.face):
        return times("JH-18", "清一色", "one suit, 財神 as wild", 2)
    return times("JH-18", "清一色", "pure one suit, no 財神 as wild", 4)


def all_honors_standard(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-20 清風 ×16: all honors in the standard shape; a 財神 only as its own face (JH-27)."""
    if reading.shape != "standard" or not all(is_honor(kind) for kind, _ in reading.tiles):
        return None
    if wild_as_other_kind(reading, win.face):
        return None
    return times("JH-20", "清風", "all honors, standard shape", 16)


def all_honors_any_shape(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-19 亂風 ×8: all honors, no shape needed; the reading counts each 財神 as its face (JH-27)."""
    if reading.shape != "all_honors":
        return None
    return times("JH-19", "亂風", "all honors, any shape", 8)


def caishen_as_face(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-21 財神頭 ×4 (two 財神 are the pair as their face) / JH-22 三財一刻 ×8 (three are a pung)."""
    if reading.shape != "standard":
        return None
    for group in reading.groups:
        if group.kind == win.face and group.all_wild and group.shape == "pung":
            return times("JH-22", "三財一刻", "three 財神 as a pung of their face", 8)
    for group in reading.groups:
        if group.kind == win.face and group.all_wild and group.shape == "pair":
            return times("JH-21", "財神頭", "two 財神 as the pair of their face", 4)
    return None


def burst_head(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-23 爆頭 (敲響) ×2: four melds complete and a lone 財神, self-drawn on any tile."""
    if reading.shape != "standard" or not caishen_pairs_win_tile(reading, win):
        return None
    return times("JH-23", "爆頭", "burst head: lone 財神 self-drawn", 2)


def first_turn_win(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-25 天胡 / 地胡 / 人胡 ×2, from the ``first_turn`` flag, the seat and how the hand was won."""
    if not win.first_turn:
        return None
    if win.dealer_won:
        if win.self_drawn:
            return times("JH-25", "天胡", "heavenly win: dealer on the dealt 14", 2)
        return None
    if win.self_drawn:
        return times("JH-25", "人胡", "human win: first self-draw, no claim yet", 2)
    if win.discarder_is_dealer:
        return times("JH-25", "地胡", "earthly win: on the dealer's first discard", 2)
    return None


def last_tile_draw(reading: HandReading, win: WinCircumstances) -> ScoreItem | None:
    """JH-26 海底撈月 ×2: self-draw of the last live tile."""
    if not (win.last_tile and win.self_drawn):
        return None
    return times("JH-26", "海底撈月", "the last tile one may draw, self-drawn", 2)


ItemRule = Callable[[HandReading, WinCircumstances], ScoreItem | None]

# The order items are listed in: the hand's shape first, then what multiplies it.
ITEM_RULES: tuple[ItemRule, ...] = (
    plain_or_all_pungs,
    all_honors_standard,
    all_honors_any_shape,
    seven_pairs,
    thirteen_unrelated,
    all_from_others,
    one_suit,
    caishen_as_face,
    burst_head,
    kong_replacement,
    first_turn_win,
    last_tile_draw,
)


def items_of(reading: HandReading, win: WinCircumstances) -> list[ScoreItem]:
    """Every multiplier that applies to this reading, at most one per JH-28 group."""
    return [item for rule in ITEM_RULES if (item := rule(reading, win)) is not None]


def product(items: list[ScoreItem]) -> int:
    result = 1
    for item in items:
        result *= int(item.value)
    return result
