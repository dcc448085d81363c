"""金山 scoring (JS-11 … JS-23): 胡 and 台 of every reading of the 百搭, the best kept, then the chips.

Each reading of the winner's hand (33332 via :func:`rules.shapes.standard_readings`, or 十三幺) is counted
by the tables of JS-13 (胡) and JS-14 (台) and checked for the limit hands of JS-15. The reading kept is
the one the winner would declare: a legal win first (JS-12, 20 胡 before doubling), then the most chips,
then the larger a = 和數 × 2^台. Settlement (JS-16 … JS-22) is in :mod:`.settlement`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import NamedTuple

from rules.hand import WILD, MeldType
from rules.refusal import Phrase, Refusal
from rules.scoring import FinishedHand, ScoreItem, ScoreResult, SeatHand, wind_letter
from rules.shapes import Group, Reading, standard_readings, thirteen_orphans_readings
from rules.tiles import (
    DRAGONS,
    EAST,
    FLOWER,
    HONOR,
    N_KINDS,
    SEASON_FLOWERS,
    format_tiles,
    name_zh,
    tile_text,
)
from rules.variants.jinshan.minimum import MIN_HU, WILDS
from rules.variants.jinshan.settlement import (
    CAP,
    LoserCount,
    loser_count,
    losers_payments,
    score_line,
    set_hu,
    uncapped_payment,
    winner_payments,
)

VARIANT_ID = "jinshan"

# JS-15: a limit hand (辣子) takes the cap from every payer
_CAP_EACH = Phrase.of("JS-15", "cap_each", "every payer pays the cap {cap}", cap=CAP)
_LIMIT_DETAIL = Phrase.of("JS-15", "limit", "辣子: {cap_each}", cap_each=_CAP_EACH)


class ScoringGroup(NamedTuple):
    """One meld of a reading as scoring sees it: ``shape`` pung/kong/seq/pair, the kind it reads as. A
    named tuple: a reading's groups are its key among the readings already counted (``best_count``)."""

    shape: str
    kind: int
    concealed: bool
    all_wild: bool = False  # 三百搭成刻: three 百搭 as a pung on their own


class Count(NamedTuple):
    """One reading of the winner's hand, counted: items, 胡, 台, the limit hands it makes, and the chips
    (a named tuple: a hand counts each of its readings)."""

    items: tuple[ScoreItem, ...]
    hu: int
    tai: int
    limits: tuple[ScoreItem, ...]
    reading: str
    take: int  # the winner's chips before the losers' settlement

    @property
    def a(self) -> int:
        """JS-16 a = 和數 × 2^台."""
        return self.hu << self.tai

    @property
    def valid(self) -> bool:
        return self.hu >= MIN_HU  # JS-12, limit hands included

    def rank(self) -> tuple[bool, int, bool, int, int]:
        """What the winner declares: a legal win, most chips, a limit hand, then the larger a and 胡.
        Below 20 胡 everywhere, the reading nearest to 20 is the one to explain (the hint's "16 胡")."""
        if not self.valid:
            return (False, self.hu, bool(self.limits), self.a, 0)
        return (True, self.take, bool(self.limits), self.a, self.hu)


# ---------------------------------------------------------------------------------------------------
# JS-11 readings


def _own_wind(wind: int) -> int:
    return EAST + wind


def _wild_group_kinds(wind: int) -> frozenset[int]:
    """Whole groups of 百搭 score alike within these classes: one suit each (1m, 1p, 1s start a sequence
    or make a pung/pair of that suit; an all-百搭 pung is 8 胡 whatever it stands for), each dragon
    (大三元) and the own wind."""
    return frozenset({0, 9, 18, *DRAGONS, _own_wind(wind)})


def _meld_sets(hand: SeatHand) -> list[ScoringGroup]:
    out = []
    for meld in hand.melds:
        if meld.type is MeldType.CHI:
            out.append(ScoringGroup("seq", meld.kind, False))
        elif meld.type is MeldType.PENG:
            out.append(ScoringGroup("pung", meld.kind, False))
        else:
            out.append(ScoringGroup("kong", meld.kind, meld.type is MeldType.CONCEALED_KONG))
    return out


def _reading_sets(reading: Sequence[Group], win_tile: int, on_discard: bool) -> list[ScoringGroup]:
    """A standard reading as sets. JS-13: a pung completed by the winning discard counts as exposed, unless
    the won tile can sit in a sequence or the pair of the same reading instead."""
    exposed_pung = on_discard and not any(
        g.shape != "pung" and _holds_natural(g, win_tile) for g in reading
    )
    out = []
    for g in reading:
        concealed = not (exposed_pung and g.shape == "pung" and _holds_natural(g, win_tile))
        if not concealed:
            exposed_pung = False  # only one pung takes the discard
        out.append(ScoringGroup(g.shape, g.kind, concealed, all_wild=g.shape != "pair" and g.all_wild))
    return out


def _holds_natural(group: Group, kind: int) -> bool:
    """The group holds a natural (not 百搭) tile of ``kind``."""
    return any(t == kind and v != WILD for t, v in zip(group.tiles, group.via))


@lru_cache(maxsize=4096)
def _standard_readings(
    counts: tuple[int, ...], wilds: int, n_melds: int, kinds: frozenset[int]
) -> list[Reading]:
    # the engine asks again for the same hand (offer 胡, then score it): remember recent answers
    return standard_readings(counts, wilds, n_melds, wild_group_kinds=kinds)


def _readings(hand: FinishedHand) -> Iterator[tuple[list[ScoringGroup], Reading, bool]]:
    """Every reading of the winner's hand: (sets with the exposed melds, the concealed groups, is 十三幺)."""
    seat_hand = hand.winner_hand
    held = hand.winning_concealed()
    if any(k >= FLOWER and k not in WILDS for k in held):
        return  # a season flower completes nothing (JS-2: it is set aside)
    counts = [0] * N_KINDS
    for k in held:
        if k < N_KINDS:
            counts[k] += 1
    wilds = len(held) - sum(counts)
    melds = _meld_sets(seat_hand)
    kinds = _wild_group_kinds(hand.winner)
    for reading in _standard_readings(tuple(counts), wilds, 4 - len(melds), kinds):
        yield _reading_sets(reading, hand.win_tile, not hand.self_drawn) + melds, reading, False
    if not melds:
        for reading in thirteen_orphans_readings(counts, wilds):
            pair = next(g for g in reading if g.shape == "pair")
            yield [ScoringGroup("pair", pair.kind, True)], reading, True


def _reading_text(hand: FinishedHand, reading: Reading, orphans: bool) -> str:
    groups = " ".join(str(g) for g in reading)
    if orphans:
        return "十三幺 " + groups
    return " ".join([groups, *(str(m) for m in hand.winner_hand.melds)])


# ---------------------------------------------------------------------------------------------------
# JS-13 胡


_SET_NAMES = {
    ("pung", False): ("明刻", "exposed pung"),
    ("pung", True): ("暗刻", "concealed pung"),
    ("kong", False): ("明槓", "exposed kong"),
    ("kong", True): ("暗槓", "concealed kong"),
}


def hu_items(hand: FinishedHand, sets: Sequence[ScoringGroup]) -> list[ScoreItem]:
    """JS-13 和數 of the winner: flowers, 自摸, pungs and kongs, pairs of dragons / own wind, 三百搭成刻."""
    items = [
        score_line("JS-13", "花", "flower", "hu", 10, name_zh(f)) for f in sorted(hand.winner_hand.flowers)
    ]
    if hand.self_drawn:
        items.append(score_line("JS-13", "自摸", "self-drawn", "hu", 10))
    for s in sets:
        if s.all_wild:
            items.append(score_line("JS-13", "三百搭成刻", "three 百搭 as a pung", "hu", 8))
        elif s.shape in ("pung", "kong"):
            name, name_en = _SET_NAMES[(s.shape, s.concealed)]
            value = set_hu(s.kind, s.shape == "kong", s.concealed)
            items.append(score_line("JS-13", name, name_en, "hu", value, tile_text(s.kind)))
        elif s.shape == "pair" and (s.kind in DRAGONS or s.kind == _own_wind(hand.winner)):
            items.append(score_line("JS-13", "對子", "pair of dragons / own wind", "hu", 2,
                                    tile_text(s.kind)))
    return items


# ---------------------------------------------------------------------------------------------------
# JS-14 台


def _suit_tai(sets: Sequence[ScoringGroup]) -> list[ScoreItem]:
    suits = {s.kind // 9 for s in sets if s.kind < HONOR}
    honors = any(s.kind >= HONOR for s in sets)
    if len(suits) == 1 and not honors:
        return [score_line("JS-14", "清一色", "one suit", "tai", 3)]
    if len(suits) <= 1 and honors:
        return [score_line("JS-14", "混一色", "one suit and honors", "tai", 1)]  # DECISION: all honors too
    return []


def tai_items(hand: FinishedHand, sets: Sequence[ScoringGroup], orphans: bool) -> list[ScoreItem]:
    """JS-14 台: hand patterns, flowers, dragon and own-wind pungs, 無百搭, 槓開, 搶槓."""
    items: list[ScoreItem] = []
    if not orphans and all(s.shape != "seq" for s in sets):
        items.append(score_line("JS-14", "碰碰胡", "all pungs", "tai", 1))
    if not orphans:
        items += _suit_tai(sets)
    flowers = hand.winner_hand.flowers
    if all(f in flowers for f in SEASON_FLOWERS):
        items.append(score_line("JS-14", "摸齊四花", "all four flowers", "tai", 2))  # own flower included
    elif FLOWER + hand.winner in flowers:
        items.append(score_line("JS-14", "自花", "own flower", "tai", 1, name_zh(FLOWER + hand.winner)))
    for s in sets:
        if s.shape in ("pung", "kong") and s.kind in DRAGONS:
            items.append(score_line("JS-14", "中發白成刻", "dragon pung", "tai", 1, name_zh(s.kind)))
        elif s.shape in ("pung", "kong") and s.kind == _own_wind(hand.winner):
            items.append(score_line("JS-14", "自風成刻", "own-wind pung", "tai", 1, name_zh(s.kind)))
    if not any(k in WILDS for k in hand.winning_concealed()):
        items.append(score_line("JS-14", "無百搭", "no 百搭", "tai", 1))
    if hand.after_kong:
        items.append(score_line("JS-20", "槓開", "win on a kong or flower replacement", "tai", 1))
    if hand.robbed_kong:
        items.append(score_line("JS-9", "搶槓", "robbing a kong", "tai", 1))
    return items


# ---------------------------------------------------------------------------------------------------
# JS-15 辣子


def _limit(name: str, name_en: str) -> ScoreItem:
    return score_line("JS-15", name, name_en, "limit", CAP, _LIMIT_DETAIL)


def limit_items(hand: FinishedHand, sets: Sequence[ScoringGroup], orphans: bool) -> list[ScoreItem]:
    """JS-15 辣子: 天胡, 地胡, 4百搭, 3百搭成凱, 十三幺, 四暗刻 (self-drawn), 大三元."""
    items = []
    if hand.first_turn and hand.winner == 0 and hand.self_drawn:
        items.append(_limit("天胡", "heavenly hand"))
    elif hand.first_turn and hand.winner != 0:
        items.append(_limit("地胡", "earthly hand"))
    if sum(1 for k in hand.winning_concealed() if k in WILDS) == 4:
        items.append(_limit("4百搭", "all four 百搭"))
    if orphans:
        items.append(_limit("十三幺", "thirteen orphans"))
        return items
    melds = [s for s in sets if s.shape != "pair"]
    if any(s.all_wild for s in melds) and all(s.all_wild or s.shape == "seq" for s in melds):
        items.append(_limit("3百搭成凱", "three 百搭 as a pung, the rest sequences"))
    # DECISION (seed: 碰了後再上槓也算): every kong counts, as does a concealed pung; an exposed peng does not
    if hand.self_drawn and all(s.shape == "kong" or (s.shape == "pung" and s.concealed) for s in melds):
        items.append(_limit("四暗刻", "four concealed pungs"))
    if all(any(s.shape in ("pung", "kong") and s.kind == d for s in melds) for d in DRAGONS):
        items.append(_limit("大三元", "big three dragons"))
    return items


# ---------------------------------------------------------------------------------------------------
# the best reading and the result


def _count_reading(hand: FinishedHand, sets: list[ScoringGroup], orphans: bool) -> Count:
    items = hu_items(hand, sets) + tai_items(hand, sets, orphans)
    limits = limit_items(hand, sets, orphans)
    hu = sum(int(i.value) for i in items if i.unit == "hu")
    tai = sum(int(i.value) for i in items if i.unit == "tai")
    a = hu << tai
    if limits:
        take = 3 * CAP
    else:
        take = sum(
            min(uncapped_payment(a, hand.self_drawn or p == hand.discarder), CAP) for p in _payers(hand)
        )
    return Count(tuple(items), hu, tai, tuple(limits), "", take)


def _payers(hand: FinishedHand) -> list[int]:
    return [s for s in range(4) if s != hand.winner]


def best_count(hand: FinishedHand) -> Count | None:
    """The reading the winner declares (JS-11 … JS-15), or None when the hand is not complete."""
    best: tuple[Count, Reading, bool] | None = None
    seen: set[tuple[ScoringGroup, ...]] = set()
    for sets, reading, orphans in _readings(hand):
        key = tuple(sets)
        if key in seen:  # another place for a 百搭 that scores the same
            continue
        seen.add(key)
        count = _count_reading(hand, sets, orphans)
        if best is None or count.rank() > best[0].rank():
            best = (count, reading, orphans)
    if best is None:
        return None
    return best[0]._replace(reading=_reading_text(hand, best[1], best[2]))


def hu_count(hand: FinishedHand) -> int:
    """JS-12 for the engine and the hints: the 胡 of the declared reading (0 when not complete)."""
    count = best_count(hand)
    return 0 if count is None else count.hu


NOT_COMPLETE = Refusal.of("JS-11", "not_33332",
                          "not a complete hand: 4 melds and a pair (33332), or 十三幺 (JS-11)")


def score(hand: FinishedHand) -> ScoreResult:
    """Score a 金山 win: validity (JS-11/12), items, totals, the winner's and the losers' payments."""
    count = best_count(hand)
    if count is None:
        return _invalid(hand, NOT_COMPLETE)
    totals: dict[str, int | float] = {"hu": count.hu, "tai": count.tai, "a": count.a}
    if not count.valid:
        return _invalid(hand, Refusal.of("JS-12", "too_few_hu", "{hu} 胡 — at least {least} needed",
                                         hu=count.hu, least=MIN_HU), count=count)
    payments = winner_payments(hand.winner, hand.discarder, count.a, bool(count.limits), hand.robbed_kong)
    losers = [loser_count(s, hand.hands[s]) for s in _payers(hand)]
    payments += losers_payments(losers, hand.discarder)  # JS-21 losers settle among themselves
    for loser in losers:
        totals[f"loser_{wind_letter(loser.wind)}"] = loser.value
    totals["winner_take"] = sum(p.amount for p in payments if p.payee == hand.winner)
    return ScoreResult(
        variant=VARIANT_ID,
        winner=hand.winner,
        valid=True,
        hand_name=_hand_name(count),
        items=count.items + count.limits + tuple(i for loser in losers for i in _loser_items(loser)),
        totals=totals,
        payments=tuple(payments),
        formula=formula(hand, count, losers),
        reading=count.reading,
    )


def _loser_items(loser: LoserCount) -> tuple[ScoreItem, ...]:
    """JS-23: the losers' counts are shown too; the detail names the loser's wind."""
    letter = wind_letter(loser.wind)
    return tuple(
        ScoreItem(i.rule, i.name, i.name_en, i.unit, i.value,
                  f"{letter}: {i.detail}" if i.detail else letter, of_wind=loser.wind)
        for i in loser.items
    )


def _invalid(hand: FinishedHand, reason: Refusal, count: Count | None = None) -> ScoreResult:
    totals: dict[str, int | float] = {"hu": 0, "tai": 0, "a": 0}
    if count is not None:
        totals = {"hu": count.hu, "tai": count.tai, "a": count.a}
    return ScoreResult(
        variant=VARIANT_ID,
        winner=hand.winner,
        valid=False,
        reason=reason,
        hand_name=_hand_name(count) if count else "",
        items=(count.items + count.limits) if count else (),
        totals=totals,
        reading=count.reading if count else format_tiles(hand.winning_concealed()),
    )


_PATTERN_NAMES = ("清一色", "混一色", "碰碰胡")


def _hand_name(count: Count) -> str:
    names = [i.name for i in count.limits] or [i.name for i in count.items if i.name in _PATTERN_NAMES]
    return " ".join(names) or "平胡"


def formula(hand: FinishedHand, count: Count, losers: Sequence[LoserCount]) -> Phrase:
    """One line: 和數 × 2^台 = a, and what each payer pays (JS-16 … JS-21)."""
    head = Phrase.of("JS-16", "hu_times_tai", "{hu} 胡 × 2^{tai} 台 = {a}",
                     hu=count.hu, tai=count.tai, a=count.a)
    if count.limits:
        return Phrase.joined("clauses", [head, Phrase.of("JS-15", "limit_named", "辣子 {name}: {cap_each}",
                                                          name=count.limits[0].name, cap_each=_CAP_EACH)])
    a, doubled, single = count.a, uncapped_payment(count.a, True), uncapped_payment(count.a, False)
    if hand.self_drawn:
        pay = Phrase.of("JS-18", "self_drawn_pays", "自摸: each pays ⌈2×{a}/10⌉+3 = {pay}", a=a, pay=doubled)
    else:
        pay = Phrase.of("JS-18", "discarder_pays",
                        "{seat} {how} pays ⌈2×{a}/10⌉+3 = {pay}, the others ⌈{a}/10⌉+3 = {others}",
                        seat=wind_letter(hand.discarder or 0), how="搶槓" if hand.robbed_kong else "放沖",
                        a=a, pay=doubled, others=single)
    if doubled > CAP:
        pay = Phrase.of("JS-19", "capped", "{pay}, no payment above {cap}", pay=pay, cap=CAP)
    values = [Phrase.of("JS-22", "loser_value", "{seat} {hu}×2^{tai}={v}",
                        seat=wind_letter(lo.wind), hu=lo.hu, tai=lo.tai, v=lo.value) for lo in losers]
    settle = Phrase.of("JS-21", "losers_values", "losers' v (JS-21): {values}",
                       values=Phrase.joined("series", values))
    return Phrase.joined("clauses", [head, pay, settle])
