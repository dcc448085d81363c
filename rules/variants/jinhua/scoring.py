"""金華 Jinhua scoring (JH-6, JH-8, JH-10 … JH-29): multipliers, the best reading, settlement.

The 財神 is the indicator's kind (JH-2); its three copies are wild and 白板 may stand for its face
(JH-3). Every reading of the wilds and 白板 is scored with the items of :mod:`.hands` and the reading
with the highest product counts (JH-28). The share S = ante × product × 2^draws_before (JH-6, JH-29):
on a discard the discarder pays 2S and the others S; self-drawn, each pays 2S. A player liable by 承包
(JH-8) pays all of it alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import product as cartesian

from rules.hand import NATURAL, STAND_IN, Meld, MeldType, WildRule
from rules.refusal import Phrase, Refusal
from rules.scoring import FinishedHand, Payment, ScoreItem, ScoreResult, invalid, paid_because, wind_letter
from rules.shapes import Group, standard_readings
from rules.tiles import HONOR, N_KINDS, WHITE, TileError, kind_of, tile_text
from rules.variants.jinhua.hands import HandReading, WinCircumstances, items_of, product, times
from rules.variants.jinhua.special_shapes import all_honors_reading, special_readings, tiles_of
from rules.variants.jinhua.table_rules import LIABLE_CLAIMS

VARIANT_ID = "jinhua"


class JinhuaInputError(ValueError):
    """A context or option value the Jinhua scorer cannot use; the message names the key."""


# JH-2: the 財神 is read from the turned tile, which a scenario must give
INDICATOR_MISSING = Refusal.of("JH-2", "indicator_required",
                               'context.indicator: required for {variant} (the turned tile, e.g. "7p")',
                               variant="jinhua")


def caishen_of(indicator: object) -> int:
    """JH-2: the 財神 is the turned tile's kind. Accepts a kind (int) or a tile in C-1 text (``"7p"``)."""
    if isinstance(indicator, str):
        try:
            face = kind_of(indicator)
        except TileError as err:
            raise JinhuaInputError(f"context.indicator: {err}") from None
    elif isinstance(indicator, int) and not isinstance(indicator, bool):
        face = indicator
    else:
        raise JinhuaInputError(INDICATOR_MISSING)
    if not 0 <= face < N_KINDS:
        raise JinhuaInputError(
            f"context.indicator: {indicator!r} is not a playing tile (no flowers in jinhua)")
    return face


def ante_of(hand: FinishedHand) -> int:
    """JH-29 option ``ante`` (底注 X), default 1: checked where options enter (rules/variants/options.py)."""
    ante: int = hand.options.get("ante", 1)
    return ante


def draws_before_of(hand: FinishedHand) -> int:
    """JH-6 context ``draws_before``: consecutive drawn hands just before this one, default 0."""
    value = hand.context.get("draws_before", 0)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise JinhuaInputError(f"context.draws_before: expected a whole number ≥ 0, got {value!r}")
    return value


# JH-29 and JH-8: who pays what, in words
_WHY = paid_because("JH-29")
_LIABLE_ALL = Phrase.of("JH-8", "liable_all", "承包 (pays for all three)")
_HOW_SELF_DRAWN = Phrase.of("JH-29", "each_pays_2s", "自摸 each pays 2S")
_HOW_ON_DISCARD = Phrase.of("JH-29", "discarder_2s", "discarder 2S, others S")


def draw_factor_item(draws_before: int) -> ScoreItem | None:
    """JH-6 ×2 for each consecutive drawn hand just before this one (荒局後番數加倍)."""
    if draws_before == 0:
        return None
    return times("JH-6", "荒局加倍", "after drawn hands", 2**draws_before,
                 Phrase.of("JH-6", "drawn_before", "{n} drawn before", n=draws_before))


# ---------------------------------------------------------------- readings


def _meld_readings(meld: Meld, face: int) -> list[Group]:
    """A table meld as read. 白板 in a chi stands for the face (JH-3); a pung of 白板 may read either way;
    白板 白板 and a claimed 財神 are a plain pung of the face (JH-3 in claims: one 財神 tile, not JH-22)."""
    tiles = meld.tiles
    shape = "seq" if meld.type is MeldType.CHI else "pung"
    if shape == "seq":
        via = tuple(STAND_IN if k == WHITE and face != WHITE else NATURAL for k in tiles)
        read = tuple(face if v == STAND_IN else k for k, v in zip(tiles, via))
        pairs = sorted(zip(read, via))
        return [Group("seq", tuple(k for k, _ in pairs), tuple(v for _, v in pairs))]
    if tiles[0] != tiles[-1]:  # ``3m55z``: the claimed 財神 as itself, the two 白板 standing for it
        reads = tuple(STAND_IN if k == WHITE else NATURAL for k in tiles)
        return [Group("pung", (face,) * len(tiles), reads)]
    plain = Group("pung", tiles, (NATURAL,) * len(tiles))
    if tiles[0] != WHITE or face == WHITE:
        return [plain]
    return [plain, Group("pung", (face,) * len(tiles), (STAND_IN,) * len(tiles))]


def _wild_group_kinds(face: int) -> frozenset[int]:
    """Kinds that a whole group of wilds need stand for: the items only ask whether it is the face, its
    suit and whether it is an honor, so two kinds of each suit and two honors cover every case."""
    return frozenset({face, 0, 1, 9, 10, 18, 19, HONOR, HONOR + 1})


def readings(hand: FinishedHand, face: int) -> Iterator[HandReading]:
    """Every reading of the winner's hand (C-6, JH-3, JH-27): standard, seven pairs, 十三不靠, 亂風."""
    winner = hand.winner_hand
    concealed = hand.winning_concealed()
    rule = WildRule.caishen(face)
    n_melds = 4 - len(winner.melds)
    for meld_groups in cartesian(*(_meld_readings(m, face) for m in winner.melds)):
        meld_tiles = tiles_of(meld_groups)
        for counts, wilds, stand_ins in rule.readings(concealed):
            stand_in_face = face if stand_ins else None
            for groups in standard_readings(
                counts, wilds, n_melds, stand_in_face=stand_in_face, wild_group_kinds=_wild_group_kinds(face)
            ):
                yield HandReading("standard", groups, meld_groups, tiles_of(groups) + meld_tiles)
        honors = all_honors_reading(concealed, meld_tiles, face)
        if honors is not None:
            yield honors
    if not winner.melds:
        yield from special_readings(concealed, face)


def _rank(items: list[ScoreItem]) -> tuple[int, tuple[int, ...]]:
    """JH-28: highest product first; DECISION among equal products, the bigger single items
    (三財一刻 ×8 rather than 財神頭 ×4 × 爆頭 ×2)."""
    return product(items), tuple(sorted((int(i.value) for i in items), reverse=True))


def best_reading(hand: FinishedHand, face: int,
                 win: WinCircumstances) -> tuple[HandReading, list[ScoreItem]] | None:
    """JH-28: the reading whose items multiply highest; None if no reading is a win."""
    best: tuple[HandReading, list[ScoreItem]] | None = None
    best_rank: tuple[int, tuple[int, ...]] = (0, ())
    for reading in readings(hand, face):
        items = items_of(reading, win)
        rank = _rank(items)
        if rank > best_rank:
            best, best_rank = (reading, items), rank
    return best


# ---------------------------------------------------------------- the win's circumstances and checks


def win_circumstances(hand: FinishedHand, face: int) -> WinCircumstances:
    winner = hand.winner_hand
    melds = winner.melds
    return WinCircumstances(
        face=face,
        win_tile=hand.win_tile,
        self_drawn=hand.self_drawn,
        dealer_won=hand.winner == 0,
        discarder_is_dealer=hand.discarder == 0,
        after_kong=hand.after_kong,
        last_tile=hand.last_tile,
        first_turn=hand.first_turn,
        exposed_melds=sum(1 for m in melds if m.is_exposed),
        held_single_is_caishen=len(winner.concealed) == 1 and winner.concealed[0] == face,
        kong_on_discard=bool(melds) and melds[-1].type is MeldType.KONG,
    )


def _meld_problem(meld: Meld, face: int) -> Refusal | None:
    if meld.type is MeldType.PENG and tuple(sorted(meld.tiles)) == WildRule.caishen(face).face_peng():
        return None  # JH-3 in claims: two 白板 penged a discarded 財神, the one meld a 財神 takes part in
    if face in meld.tiles:
        return Refusal.of("C-5", "wild_in_meld",
                          "a 財神 ({tile}) never takes part in chi, peng or kong (C-5)", tile=face)
    if meld.type is MeldType.CHI:
        read = sorted(face if k == WHITE and face != WHITE else k for k in meld.tiles)
        if len(read) != 3 or read[0] >= HONOR or read[0] // 9 != read[2] // 9 or read != list(
            range(read[0], read[0] + 3)
        ):
            return Refusal.of("C-5", "chi_not_sequence", "chi {meld} is not a sequence", meld=str(meld))
        return None
    size = 4 if meld.is_kong else 3
    if len(meld.tiles) != size or len(set(meld.tiles)) != 1:
        return Refusal.of("C-5", "meld_not_alike",
                          "{meld} is not {size} identical tiles", meld=str(meld), size=size)
    return None


def _copies_check(hand: FinishedHand, face: int) -> None:
    """JH-2: the turned tile is out of play, so at most three 財神 are anywhere in the hands."""
    held = sum(
        [*h.concealed, *(t for m in h.melds for t in m.tiles)].count(face) for h in hand.hands
    ) + (hand.win_tile == face)
    if held > 3:
        raise TileError(
            f"fifth copy of {tile_text(face)}: the indicator shows one and {held} are in the hands")


def invalid_reason(hand: FinishedHand, face: int) -> Refusal | None:
    """Why this is not a legal Jinhua win before any reading is tried, or None."""
    winner = hand.winner_hand
    expected = 14 - 3 * len(winner.melds)
    if len(winner.melds) > 4 or len(winner.concealed) + 1 != expected:
        held = len(winner.concealed) + 1
        return Refusal.of("", "winner_tiles",
                          "the winner holds {held} tiles with {melds} melds, {need} needed",
                          held=held, melds=len(winner.melds), need=expected)
    for meld in winner.melds:
        problem = _meld_problem(meld, face)
        if problem:
            return problem
    if not hand.self_drawn and hand.win_tile == face:
        return Refusal.of("C-5", "caishen_claimed", "a discarded 財神 cannot be claimed (C-5)")
    if hand.after_kong and hand.self_drawn and not any(m.is_kong for m in winner.melds):
        return Refusal.of("", "after_kong_no_kong",
                          "won on a kong replacement (after_kong) but the winner has no kong")
    return None


# ---------------------------------------------------------------- settlement


def liable_wind(hand: FinishedHand) -> int | None:
    """JH-8 承包: the player the winner claimed from three times (``LIABLE_CLAIMS``: chi, peng, kong)
    this hand."""
    claims = Counter(
        m.source for m in hand.winner_hand.melds if m.source is not None and m.source != hand.winner
    )
    for wind, count in claims.items():
        if count >= LIABLE_CLAIMS:
            return wind
    return None


def settle(hand: FinishedHand, share: int) -> tuple[Payment, ...]:
    """JH-29: discarder 2S and the others S, or 2S each when self-drawn; JH-8: the liable one pays all."""
    winner = hand.winner
    owed: dict[int, int] = {}
    for wind in range(4):
        if wind != winner:
            owed[wind] = 2 * share if hand.self_drawn or wind == hand.discarder else share
    liable = liable_wind(hand)
    if liable is not None:
        return (Payment(liable, winner, sum(owed.values()), _LIABLE_ALL, "JH-8"),)
    payments = []
    for wind, amount in owed.items():
        why = "self_drawn" if hand.self_drawn else ("dealt_in" if wind == hand.discarder else "also_pays")
        payments.append(Payment(wind, winner, amount, _WHY[why], "JH-29"))
    return tuple(payments)


# ---------------------------------------------------------------- the scorer


def hand_name(items: Sequence[ScoreItem]) -> str:
    names = [i.name for i in items if i.rule != "JH-6"]
    if len(names) > 1:
        names = [n for n in names if n != "平胡"]
    return " ".join(names)


def score(hand: FinishedHand) -> ScoreResult:
    """Score a Jinhua win (JH-6, JH-8, JH-10 … JH-29). Bad context/options raise :class:`JinhuaInputError`."""
    if "indicator" not in hand.context:
        raise JinhuaInputError(INDICATOR_MISSING)
    face = caishen_of(hand.context["indicator"])
    ante = ante_of(hand)
    draws_before = draws_before_of(hand)
    _copies_check(hand, face)
    problem = invalid_reason(hand, face)
    if problem is not None:
        return invalid(VARIANT_ID, hand.winner, problem)
    win = win_circumstances(hand, face)
    best = best_reading(hand, face, win)
    if best is None:
        return invalid(VARIANT_ID, hand.winner, Refusal.of(
            "", "no_reading", "not a winning hand (no standard, seven pairs, 十三不靠 or 亂風 reading)"))
    reading, items = best
    factor = draw_factor_item(draws_before)
    if factor is not None:
        items = [*items, factor]
    multiplier = product(items)
    share = ante * multiplier
    payments = settle(hand, share)
    head = Phrase.of("JH-29", "ante_times", "S = {ante} × {factors} = {share}", ante=ante,
                     factors=" × ".join(str(i.value) for i in items), share=share)
    clauses = [head, _HOW_SELF_DRAWN if hand.self_drawn else _HOW_ON_DISCARD]
    liable = liable_wind(hand)
    if liable is not None:
        clauses.append(Phrase.of("JH-8", "pays_it_all", "承包 {seat} pays it all (JH-8)",
                                 seat=wind_letter(liable)))
    return ScoreResult(
        variant=VARIANT_ID,
        winner=hand.winner,
        valid=True,
        hand_name=hand_name(items),
        items=tuple(items),
        totals={"multiplier": multiplier, "share": share, "ante": ante},
        payments=payments,
        formula=Phrase.joined("clauses", clauses),
        reading=f"財神 {tile_text(face)}: {reading.describe()}",
    )


def hand_multiplier(hand: FinishedHand) -> int:
    """The best product of the hand's multipliers without JH-6 (0 if it is not a win): a cheap hint."""
    face = caishen_of(hand.context.get("indicator"))
    if invalid_reason(hand, face) is not None:
        return 0
    best = best_reading(hand, face, win_circumstances(hand, face))
    return 0 if best is None else product(best[1])
