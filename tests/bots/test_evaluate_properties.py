"""The evaluator's properties (issue 29) over positions of played hands in every variant: the sampler deals
only the tiles the seat cannot see, keeps everything public, and fills each hand to its size; a value is the
mean of its samples; a forced move loses nothing; the same seed gives the same answer, in one process or
two; a bot's position (from its observation) is the review's (from the game)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bots import get_bot
from bots.evaluate import Budget, Position, evaluate
from bots.evaluate.sampler import determinise
from bots.evaluate.workers import shut_down
from rules.engine import ActionKind, Game
from rules.tiles import N_ALL_KINDS
from rules.variants import VARIANT_IDS, get_variant
from rules.variants.shanghai.knocking import KNOCKED

TINY = Budget(samples=6, first=3, step=3)


def positions(variant: str, seed: int, every: int = 5) -> list[tuple[Game, Position]]:
    """Every ``every``-th decision of a hand of four ``normal`` bots (two or more choices): (a copy of the
    table then, the position of the chair to act)."""
    game = Game(variant, seed, seed % 4)
    players = [get_bot("normal", random.Random(c)) for c in range(4)]
    found, step = [], 0
    while game.result is None:
        chair = game.to_act()[0]
        if game.phase != "swap" and len(game.legal_actions(chair)) > 1:
            if step % every == 0:
                found.append((Game.from_snapshot(game.snapshot(), 0), Position.from_game(game, chair)))
            step += 1
        game.apply(players[chair].choose(game.observation(chair)))
    return found


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_the_sampler_deals_only_unseen_tiles_and_keeps_the_public_table(variant: str) -> None:
    never_held = get_variant(variant).table_rules.set_aside
    for _, position in positions(variant, 21):
        unseen = position.unseen()
        assert min(unseen) >= 0 and max(unseen) <= 4
        for sample in range(3):
            snapshot = determinise(position, random.Random(sample))
            table = Game.from_snapshot(snapshot, 0)
            assert table.conservation_problem() is None  # every tile once: no fifth copy, none lost
            hidden = [0] * N_ALL_KINDS
            for chair, seat in enumerate(snapshot.seats):
                mine = position.table.seats[chair]
                assert replace(seat, counts=mine.counts) == mine  # the public row as seen
                if chair == position.chair:
                    assert seat.counts == mine.counts
                    continue
                assert table.hand_size(chair) == position.hand_sizes[chair] == sum(seat.counts)
                assert not any(seat.counts[k] for k in never_held)  # flowers are set aside, never held
                for kind, count in enumerate(seat.counts):
                    hidden[kind] += count
            for kind in snapshot.wall:
                hidden[kind] += 1
            assert hidden == unseen  # the tiles this seat cannot see, and only those
            assert len(snapshot.wall) == position.wall_tiles


def test_sh6_a_knocked_opponent_is_dealt_a_hand_ready_on_an_accepted_win() -> None:
    knocked = [(game, p) for seed in range(30, 40) for game, p in positions("shanghai", seed, every=3)
               if any(game.seats[c].variant_state is not None for c in range(4) if c != p.chair)]
    assert knocked, "no position with a knocked opponent"
    for _, position in knocked[:8]:
        for sample in range(2):
            snapshot = determinise(position, random.Random(sample))
            table = Game.from_snapshot(snapshot, 0)
            for chair in range(4):
                if chair != position.chair and KNOCKED in snapshot.seats[chair].marks:
                    assert table.seats[chair].variant_state.waits, "a knocked hand dealt unready"


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_values_are_means_of_samples_and_a_kept_choice_is_played_on_every_deal(variant: str) -> None:
    for _, position in positions(variant, 22, every=9)[1:3]:
        kept = position.legal[-1]
        evaluation = evaluate(position, position.legal[:3], keep=[kept], budget=TINY, seed=5)
        mine = evaluation.value_of(kept)
        assert mine.n == evaluation.deals
        assert evaluation.value(kept) == pytest.approx(sum(mine.chips) / mine.n)
        assert evaluation.loss(kept) >= 0
        assert (evaluation.rank(kept) == 1) == (evaluation.loss(kept) == 0)
        best = evaluation.best
        assert evaluation.value(best.action) == pytest.approx(best.mean) and evaluation.loss(best.action) == 0


def test_a_forced_move_loses_nothing() -> None:
    _, position = positions("cixi", 23)[0]
    only = position.legal[0]
    evaluation = evaluate(position, [only], budget=TINY, seed=1)
    assert evaluation.loss(only) == 0 and evaluation.rank(only) == 1 and evaluation.best.action == only


def test_the_same_seed_gives_the_same_answer() -> None:
    _, position = positions("jinhua", 24)[2]
    few = position.legal[:3]
    first = evaluate(position, few, budget=TINY, seed=9)
    again = evaluate(position, few, budget=TINY, seed=9)
    assert [v.outcomes for v in first.values] == [v.outcomes for v in again.values]
    other = evaluate(position, few, budget=TINY, seed=10)
    assert [v.outcomes for v in other.values] != [v.outcomes for v in first.values]


@pytest.mark.slow
def test_two_processes_give_the_answer_of_one() -> None:
    _, position = positions("shanghai", 25)[3]
    budget = Budget(samples=8, first=4, step=4)
    alone = evaluate(position, budget=budget, seed=4)
    try:
        shared = evaluate(position, budget=replace(budget, processes=2), seed=4)
    finally:
        shut_down()
    assert [v.outcomes for v in shared.values] == [v.outcomes for v in alone.values]


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_a_bots_position_is_the_reviews(variant: str) -> None:
    """From the observation as from the game, but for what an observation cannot show: the seat's own state
    in the variant, which the game's snapshot carries (CX-14: a discard coming right after its own kong) and
    the observation leaves to be worked out from its tiles and marks."""
    for seed in (26, 27):
        game = Game(variant, seed, seed % 4)
        players = [get_bot("normal", random.Random(c)) for c in range(4)]
        while game.result is None:
            chair = game.to_act()[0]
            if game.phase != "swap" and not game.responses:
                seen = Position.from_observation(game.observation(chair))
                known = Position.from_game(game, chair)
                seats = tuple(replace(s, variant_state=None, state_known=False)
                              for s in known.table.seats)
                assert seen == replace(known, table=replace(known.table, seats=seats))  # type: ignore[arg-type]
            game.apply(players[chair].choose(game.observation(chair)))


def test_progress_is_told_and_a_caller_may_cancel() -> None:
    from bots.evaluate import Cancelled

    _, position = positions("cixi", 28)[1]
    few = position.legal[:2]
    told: list[float] = []
    small = Budget(samples=6, first=2, step=2)
    evaluate(position, few, keep=few, budget=small, seed=3, progress=told.append)
    assert told == sorted(told) and told[-1] == 1.0 and len(told) >= 3
    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return True

    with pytest.raises(Cancelled):
        evaluate(position, few, keep=few, budget=small, seed=3, cancelled=cancelled)
    assert asked == [1]  # asked between rounds: the first round was played, no other


def test_a_budget_in_seconds_stops_the_rounds() -> None:
    _, position = positions("jinhua", 29)[1]
    few = position.legal[:2]
    timed = evaluate(position, few, keep=few, budget=Budget(samples=10_000, first=2, step=2, seconds=0.0),
                     seed=3)
    assert timed.deals == 2  # one round, then the clock


def rob_window(variant: str, seed: int) -> tuple[Game, Position]:
    """The first rob window (an added kong another seat may rob) of a hand of four ``normal`` bots: the
    table then, and the position of a seat asked whether to rob."""
    game = Game(variant, seed, seed % 4)
    players = [get_bot("normal", random.Random(c)) for c in range(4)]
    while game.result is None:
        chair = game.to_act()[0]
        if game.phase == "rob":
            return Game.from_snapshot(game.snapshot(), 0), Position.from_game(game, chair)
        game.apply(players[chair].choose(game.observation(chair)))
    raise AssertionError(f"no rob window in {variant} seed {seed}")


@pytest.mark.parametrize(("variant", "seed"), [("jinshan", 143), ("shanghai", 127)])
def test_an_added_kongs_tile_stays_in_its_kongers_sampled_hand(variant: str, seed: int) -> None:
    """The tile of an added kong that may be robbed is the konger's: the sampler puts it in the konger's
    hand, and the hand played forward for its discards (``_Shapes``) must not let it go. Let go, the kong
    standing took it from a hand without it (a count of -1: a play-out's bot then crashed on a hand of the
    wrong size, Jinhua seed 222 of the held-out expert figure, issue 29)."""
    _, position = rob_window(variant, seed)
    konger, tile = position.table.kong_in_flight or (None, None)
    assert konger is not None and tile is not None and konger != position.chair
    for sample in range(60):
        snapshot = determinise(position, random.Random(sample))
        assert snapshot.seats[konger].counts[tile] >= 1
        game = Game.from_snapshot(snapshot, 0)
        game.apply(next(a for a in game.legal_actions(position.chair) if a.kind is ActionKind.PASS))
        assert min(game.seats[konger].counts) >= 0
