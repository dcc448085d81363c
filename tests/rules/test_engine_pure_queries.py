"""Pure queries (issue 17): ``legal.wait_scores``, ``legal.wait_refusals_on_discard`` and SH-6's trial of a
knock (``knocking.scored_valid`` with the trial hand, ``ready_after_discard``) build the hands they ask about
as values. Checked on played positions against the way they were answered before — the trial tiles and the
knock put on the seat and taken back, kept here as the oracle — with every seat left exactly as it was."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator

import pytest

from bots import get_bot
from rules.engine import legal
from rules.engine.game import Game
from rules.engine.match import Match
from rules.engine.winning import accepted, finished_hand, waits, waits_of
from rules.scoring import ScoreResult
from rules.variants.shanghai.knocking import TRIAL_KNOCK, ready_after_discard, scored_valid

VARIANTS = ("jinshan", "shanghai", "jinhua", "cixi")


def _table_now(game: Game) -> object:
    """Everything a query could have moved: the seats, the wall, the events."""
    return copy.deepcopy(game.seats), game.wall.remaining(), len(game.events)


def _wait_scores_on_the_seat(game: Game, chair: int, discard: int | None) -> dict[int, ScoreResult]:
    """The oracle: ``wait_scores`` as it was, each tile tried on the seat (a copy lent by another hand)."""
    seat = game.seats[chair]
    in_wall = set(game.wall.remaining())
    found = {}
    if discard is not None:
        seat.counts[discard] -= 1
    try:
        for tile in sorted(waits(game, chair)):
            if seat.counts[tile] >= 4 - (tile == game.indicator):
                continue
            lender = None if tile in in_wall else next(
                (other for other in game.seats if other is not seat and other.counts[tile]), None)
            if lender is not None:
                lender.counts[tile] -= 1
            seat.counts[tile] += 1
            try:
                found[tile] = game.variant.score(finished_hand(game, chair, tile, None))
            finally:
                seat.counts[tile] -= 1
                if lender is not None:
                    lender.counts[tile] += 1
    finally:
        if discard is not None:
            seat.counts[discard] += 1
    return found


def _refusals_on_the_seat(game: Game, chair: int, discarder: int,
                          discard: int | None) -> dict[int, str | None]:
    """The oracle: ``wait_refusals_on_discard`` as it was, the discard taken off the seat for the moment."""
    seat = game.seats[chair]
    if discard is not None:
        seat.counts[discard] -= 1
    try:
        return {tile: legal.why_not_win(game, chair, (tile, discarder))
                for tile in sorted(waits(game, chair))}
    finally:
        if discard is not None:
            seat.counts[discard] += 1


def _knock_scored_on_the_seat(game: Game, chair: int, kind: int, tile: int) -> bool:
    """The oracle: SH-6's scored trial as it was, the discard, the drawn tile and the knock on the seat."""
    seat = game.seats[chair]
    was = seat.variant_state
    seat.counts[kind] -= 1
    seat.counts[tile] += 1
    seat.variant_state = TRIAL_KNOCK
    try:
        return accepted(game, finished_hand(game, chair, tile, None))[0]
    finally:
        seat.variant_state = was
        seat.counts[tile] -= 1
        seat.counts[kind] += 1


def _positions(variant: str, seed: int, hands: int) -> Iterator[Game]:
    """Every step of ``hands`` hands of a match of normal bots (they reach waiting hands often)."""
    match = Match(variant, seed)
    bots = [get_bot("normal", random.Random(f"{seed}:{i}")) for i in range(4)]
    for _ in range(hands):
        game = match.next_hand()
        while game.result is None:
            yield game
            chair = game.to_act()[0]
            match.apply(bots[chair].choose(game.observation(chair)))


def _questions(game: Game) -> Iterator[tuple[int, int | None]]:
    """(chair, discard) for each waiting hand: a 13-tile hand as it is, a 14-tile hand after each kind."""
    for chair in range(4):
        counts = game.seats[chair].counts
        if sum(counts) % 3 == 1:
            yield chair, None
        elif sum(counts) % 3 == 2:
            yield from ((chair, kind) for kind, held in enumerate(counts) if held)


def _check_wait_queries(variant: str, seed: int, hands: int) -> int:
    answered = 0
    for game in _positions(variant, seed, hands):
        for chair, discard in _questions(game):
            before = _table_now(game)
            scores = legal.wait_scores(game, chair, discard)
            refusals = legal.wait_refusals_on_discard(game, chair, (chair + 3) % 4, discard)
            assert _table_now(game) == before, (variant, chair, discard)
            assert scores == _wait_scores_on_the_seat(game, chair, discard), (variant, chair, discard)
            assert refusals == _refusals_on_the_seat(game, chair, (chair + 3) % 4, discard)
            answered += len(scores)
    return answered


@pytest.mark.parametrize("variant", VARIANTS)
def test_wait_queries_move_no_tile_and_answer_as_before(variant: str) -> None:
    assert _check_wait_queries(variant, 1, 1) > 0


@pytest.mark.slow  # an oracle loop: CI runs it (tests/conftest.py)
@pytest.mark.parametrize("variant", VARIANTS)
def test_wait_queries_move_no_tile_and_answer_as_before_in_many_hands(variant: str) -> None:
    assert sum(_check_wait_queries(variant, seed, 3) for seed in (2, 3, 4)) > 0


def _check_knock_trials(seed: int, hands: int) -> set[bool]:
    seen = set()
    for game in _positions("shanghai", seed, hands):
        chair = game.turn
        seat = game.seats[chair]
        if game.phase != "turn" or seat.variant_state is not None:
            continue
        for kind in [k for k, held in enumerate(seat.counts) if held]:
            after = seat.counts.copy()
            after[kind] -= 1
            before = _table_now(game)
            ready_after_discard(game, chair, kind)
            for tile in sorted(waits_of(game, after, len(seat.melds))):
                drawn = after.copy()
                drawn[tile] += 1
                verdict = scored_valid(game, chair, tile, held=drawn, knocking=True)
                assert _table_now(game) == before, (chair, kind, tile)
                assert verdict == _knock_scored_on_the_seat(game, chair, kind, tile), (chair, kind, tile)
                seen.add(verdict)
            assert _table_now(game) == before, (chair, kind)
    return seen


def test_sh6_knock_trial_moves_no_tile_and_answers_as_before() -> None:
    assert _check_knock_trials(1, 2) == {True, False}


@pytest.mark.slow  # an oracle loop: CI runs it (tests/conftest.py)
def test_sh6_knock_trial_moves_no_tile_and_answers_as_before_in_many_hands() -> None:
    assert all(_check_knock_trials(seed, 4) == {True, False} for seed in (2, 3))
