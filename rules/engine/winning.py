"""Whether a chair may win, and the finished hand the variant scores (C-6, C-9).

The fast shape check runs first; the variant's ``score`` (slow, exhaustive) only once the shape is
complete. A missing scoring module does not stop play: the win is allowed and scored as nothing,
with a reason that says why (docs/decisions.md).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from rules.analysis import ShapeRules, is_complete, shanten, winning_kinds
from rules.analysis.standard import shanten as standard_shanten
from rules.hand import Meld
from rules.scoring import FinishedHand, ScoreResult, SeatHand, seat_letter
from rules.tiles import HONOR, N_KINDS, tile_text

if TYPE_CHECKING:
    from rules.engine.game import Game


def _plain(game: Game, counts: list[int], extra: int | None) -> tuple[list[int], int]:
    """(counts of the 34 playing kinds without wilds, wilds) of ``counts`` plus ``extra``."""
    plain = counts[:N_KINDS]  # a copy
    wilds = 0
    for k in game.wild_kinds:
        wilds += counts[k]
        if k < N_KINDS:
            plain[k] = 0
    if extra is not None:
        if extra in game.wild_kinds:
            wilds += 1
        else:
            plain[extra] += 1
    return plain, wilds


def _readings(game: Game, chair: int, extra: int | None) -> Iterator[tuple[list[int], int]]:
    """(counts of 34 kinds without wilds, wilds) for each reading of the Jinhua 白板 stand-in (JH-3)."""
    plain, wilds = _plain(game, game.seats[chair].counts, extra)
    rule = game.wild_rule
    stand_in, face = rule.stand_in, rule.face
    yield plain, wilds
    if stand_in is not None and face is not None:
        reading = plain
        for _ in range(plain[stand_in]):
            reading = reading.copy()
            reading[stand_in] -= 1
            reading[face] += 1
            yield reading, wilds


def shape_complete(game: Game, chair: int, extra: int | None) -> bool:
    """Whether ``chair``'s concealed tiles (plus ``extra``) complete a hand under the variant's shapes."""
    if extra is not None and extra >= N_KINDS and extra not in game.wild_kinds:
        return False
    n_melds = 4 - len(game.seats[chair].melds)
    shapes, face = game.shapes, game.wild_face
    return any(is_complete(c, w, n_melds, shapes, wild_kind=face) for c, w in _readings(game, chair, extra))


def near_complete(game: Game, chair: int) -> bool:
    """A 3n+2 hand one discard away from ready (shanten ≤ 0): only then can a knock be legal."""
    n_melds = 4 - len(game.seats[chair].melds)
    shapes, face = game.shapes, game.wild_face
    for counts, wilds in _readings(game, chair, None):
        gate = _shape_gate(counts, wilds, n_melds, shapes, spare=1)
        if gate is _READY or gate is _MAYBE and shanten(counts, wilds, n_melds, shapes, wild_kind=face) <= 0:
            return True
    return False


def waits(game: Game, chair: int) -> frozenset[int]:
    """Tile kinds (0-33) that would complete ``chair``'s waiting hand by shape (rules.analysis)."""
    if sum(game.seats[chair].counts) % 3 != 1:
        return frozenset()
    return _waits(game, chair)


def _waits(game: Game, chair: int) -> frozenset[int]:
    """``waits`` of a 3n+1 hand."""
    seat = game.seats[chair]
    n_melds = 4 - len(seat.melds)
    shapes, face = game.shapes, game.wild_face
    if game.stand_in is None:  # one reading (no 白板 stand-in): the common case, decided at once
        held = seat.counts
        for kind in game.wild_kinds:
            if held[kind]:
                break
        else:  # no wild held: the table's counts are the playing kinds, so a far hand is told without a copy
            if not _few_isolated(held, 0) and (n_melds != 4 or _special_gate(held, 0, shapes, 0) is _NO):
                return _NO_WAITS
        counts, wilds = _plain(game, held, None)
        gate = _shape_gate(counts, wilds, n_melds, shapes)
        if gate is _NO or gate is _MAYBE and shanten(counts, wilds, n_melds, shapes, wild_kind=face) != 0:
            return frozenset()
        return frozenset(winning_kinds(counts, wilds, n_melds, shapes, wild_kind=face))
    found: set[int] = set()
    for counts, wilds in _readings(game, chair, None):
        gate = _shape_gate(counts, wilds, n_melds, shapes)
        if gate is _READY or gate is _MAYBE and shanten(counts, wilds, n_melds, shapes, wild_kind=face) == 0:
            found.update(winning_kinds(counts, wilds, n_melds, shapes, wild_kind=face))
    return frozenset(found)


def _few_isolated(counts: list[int], wilds: int, spare: int = 0) -> bool:
    """Necessary for a ready standard hand: each lone tile with no neighbour within two ranks needs its
    own group — a pair (one more tile) at most once, else a meld (two more) — and only one tile plus the
    wilds may be missing, so 2 × lone − 1 ≤ wilds + 1. ``spare`` more lone tiles are allowed: one for a
    14-tile hand that may still discard one of them."""
    allowed = wilds // 2 + 1 + spare
    lone = counts[HONOR:N_KINDS].count(1)
    if lone > allowed:
        return False
    known = _LONE_IN_SUIT.get
    for suit in (tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27])):
        found = known(suit)
        if found is None:
            if len(_LONE_IN_SUIT) > _LONE_MEMO_SIZE:
                _LONE_IN_SUIT.clear()
            found = _LONE_IN_SUIT[suit] = _lone_in_suit(suit)
        lone += found
        if lone > allowed:
            return False
    return True


_LONE_IN_SUIT: dict[tuple[int, ...], int] = {}  # a suit's nine counts → its lone tiles (the hot path of claims)
_LONE_MEMO_SIZE = 200_000


def _lone_in_suit(suit: tuple[int, ...]) -> int:
    """Single tiles of one suit with no tile of the suit within two ranks."""
    return sum(1 for r in range(9)
               if suit[r] == 1 and not any(suit[max(0, r - 2):r]) and not any(suit[r + 1:r + 3]))


_READY, _MAYBE, _NO = "ready", "maybe", "no"
_NO_WAITS: frozenset[int] = frozenset()


def _shape_gate(counts: list[int], wilds: int, n_melds: int, shapes: ShapeRules, spare: int = 0) -> str:
    """Whether a waiting hand is ready (``spare`` 1: a 14-tile hand one discard from ready), cheaply:
    ``_READY`` when the standard shape says so (nothing more to ask), ``_MAYBE`` when one of the variant's
    special shapes (which need a fully concealed hand) plausibly is (ask the full shanten), else ``_NO``."""
    if shapes.standard and _few_isolated(counts, wilds, spare) and standard_shanten(counts, wilds, n_melds) <= 0:
        return _READY
    return _NO if n_melds != 4 else _special_gate(counts, wilds, shapes, spare)


def _special_gate(counts: list[int], wilds: int, shapes: ShapeRules, spare: int) -> str:
    """The special-shape half of ``_shape_gate`` for a fully concealed hand: ``_MAYBE`` or ``_NO``. Reads
    only the 34 playing kinds of ``counts`` (a seat's 42 counts holding no wild may be passed as they are)."""
    if shapes.seven_pairs:
        playing = counts[:N_KINDS]
        if playing.count(1) + playing.count(3) + playing.count(5) <= wilds + 1 + spare:
            return _MAYBE
    suited = counts[:HONOR]
    if shapes.unrelated is not None and (spare or (max(suited) <= 1 and max(counts[HONOR:N_KINDS]) <= 2)):
        return _MAYBE
    if shapes.thirteen_orphans and sum(suited[1:8]) + sum(suited[10:17]) + sum(suited[19:26]) <= spare:
        return _MAYBE
    return _MAYBE if shapes.all_honors and sum(suited) <= spare else _NO


def seat_waits(game: Game, chair: int) -> frozenset[int]:
    """``waits`` of the chair's waiting hand, cached until that hand changes (the hot path of claims).

    During the chair's turn the waiting hand is the one before the draw, so a self-drawn win is
    ``drawn in seat_waits`` without another shape check.
    """
    seat = game.seats[chair]
    if seat.waits_cache is not None:
        return seat.waits_cache
    drawn = game.drawn if game.phase == "turn" and game.turn == chair else None
    held = seat.held % 3  # the running count of the hand (seat_waits reads the table, never a trial hand)
    if drawn is not None and held == 2:
        seat.counts[drawn] -= 1
        try:
            seat.waits_cache = _waits(game, chair)
        finally:
            seat.counts[drawn] += 1
    elif held == 1:
        seat.waits_cache = _waits(game, chair)
    else:
        return frozenset()
    return seat.waits_cache


def _seat_hand(game: Game, chair: int, minus: int | None) -> SeatHand:
    seat = game.seats[chair]
    concealed = seat.concealed()
    flowers = list(seat.flowers)
    if minus is not None:
        (concealed if minus in concealed else flowers).remove(minus)
    melds = tuple(
        Meld(m.type, m.tiles, None if m.source is None else game.wind_of(m.source), m.claimed) for m in seat.melds
    )
    return SeatHand(tuple(concealed), melds, tuple(flowers))


def finished_hand(game: Game, chair: int, tile: int, discarder: int | None, *, robbed: bool = False,
                  facts: Mapping[str, Any] | None = None, tile_held: bool | None = None) -> FinishedHand:
    """The hand as the variant's scorer sees it: seats by this hand's winds, context per cli.md.

    ``tile_held``: the winning tile is among the winner's tiles (in hand, or a flower set aside for
    八花齊) and is taken out of them; by default true for a self-drawn win.
    """
    held = (discarder is None and not robbed) if tile_held is None else tile_held
    hands = tuple(_seat_hand(game, c, tile if (c == chair and held) else None) for c in game.chairs_by_wind())
    context = game.variant.table_context({**game.table_facts(chair), **(facts or {})}, game.carry)
    return FinishedHand(
        winner=game.wind_of(chair),
        win_tile=tile,
        hands=(hands[0], hands[1], hands[2], hands[3]),
        discarder=None if discarder is None else game.wind_of(discarder),
        robbed_kong=robbed,
        after_kong=game.after_kong and discarder is None,
        last_tile=discarder is None and game.wall_exhausted(),
        first_turn=game.first_turn(chair),
        context=context,
        options=dict(game.options),
    )


def score_hand(game: Game, hand: FinishedHand) -> ScoreResult:
    """``variant.score``, or a clearly marked empty result when the scoring module is not there yet."""
    try:
        return game.variant.score(hand)
    except (ImportError, NotImplementedError) as exc:
        return ScoreResult(
            variant=game.variant.id, winner=hand.winner, valid=True,
            reason=f"no scoring for {game.variant.id} yet ({exc.__class__.__name__}): win scored as 0",
            hand_name="?",
        )


def accepted(game: Game, hand: FinishedHand) -> tuple[bool, ScoreResult | None]:
    """Whether the variant accepts the complete ``hand`` as a win, and its score when scoring it was the
    only way to know (:meth:`Variant.accepts_win`)."""
    verdict = game.variant.accepts_win(hand)
    if verdict is None:
        result = score_hand(game, hand)
        return result.valid, result
    return verdict, None


def offer_win(game: Game, chair: int, hand: FinishedHand) -> bool:
    """Whether the variant accepts ``hand`` as ``chair``'s win now. The hand is kept for the finish, and
    scored now only when the variant cannot tell more cheaply."""
    valid, result = accepted(game, hand)
    if not valid:
        return False
    if result is not None:
        game.offered_scores[chair] = result
    game.offered_hands[chair] = hand
    return True


def offered_score(game: Game, chair: int) -> ScoreResult | None:
    """The score of ``chair``'s win on offer (scored on first asking), or None when none is offered."""
    result = game.offered_scores.get(chair)
    if result is None:
        hand = game.offered_hands.get(chair)
        if hand is None:
            return None
        result = game.offered_scores[chair] = score_hand(game, hand)
    return result


def describe_win(game: Game, chair: int, tile: int) -> str:
    return f"{seat_letter(game.wind_of(chair))} wins on {tile_text(tile)}"
