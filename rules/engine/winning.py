"""Whether a chair may win, and the finished hand the variant scores (C-6, C-9).

The fast shape check runs first; the variant's ``score`` (slow, exhaustive) only once the shape is
complete. A missing scoring module does not stop play: the win is allowed and scored as nothing,
with a reason that says why (docs/decisions.md).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from rules.analysis import is_complete, winning_kinds
from rules.hand import Meld
from rules.scoring import FinishedHand, ScoreResult, SeatHand, seat_letter
from rules.tiles import N_KINDS, tile_text

if TYPE_CHECKING:
    from rules.engine.game import Game


def _readings(game: Game, chair: int, extra: int | None) -> Iterator[tuple[list[int], int]]:
    """(counts of 34 kinds without wilds, wilds) for each reading of the Jinhua 白板 stand-in (JH-3)."""
    counts = game.seats[chair].counts
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


def waits(game: Game, chair: int) -> frozenset[int]:
    """Tile kinds (0-33) that would complete ``chair``'s waiting hand by shape (rules.analysis)."""
    seat = game.seats[chair]
    if sum(seat.counts) % 3 != 1:
        return frozenset()
    n_melds = 4 - len(seat.melds)
    found: set[int] = set()
    for counts, wilds in _readings(game, chair, None):
        found.update(winning_kinds(counts, wilds, n_melds, game.shapes, wild_kind=game.wild_face))
    return frozenset(found)


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


def describe_win(game: Game, chair: int, tile: int) -> str:
    return f"{seat_letter(game.wind_of(chair))} wins on {tile_text(tile)}"
