"""Random legal games in all four variants keep the invariants (C-3, C-5, C-9), and replay exactly (C-7)."""

from __future__ import annotations

import random

import pytest

from bots import get_bot
from rules.engine import Action, Game, IllegalAction, hand_record, replay_hand
from rules.records import HandRecord
from rules.tiles import tile_text
from rules.variants import VARIANT_IDS

HANDS_PER_VARIANT = 60


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_random_legal_games_keep_tiles_legality_and_zero_sum(variant: str) -> None:
    finished = 0
    for seed in range(HANDS_PER_VARIANT):
        rng = random.Random(seed)
        game = Game(variant, seed, dealer=seed % 4)
        total = game.total_tiles
        assert total == (144 if game.variant.table_rules.with_flowers else 136)
        while game.result is None:
            chair = rng.choice(game.to_act())
            legal = game.legal_actions(chair)
            assert legal, f"seed {seed}: chair {chair} must act but has no legal action"
            game.apply(rng.choice(legal))
            assert game.tiles_accounted() == total, f"seed {seed}: tiles not conserved"
            assert game.tiles_counted() == total, f"seed {seed}: running counts off"
        assert game.conservation_problem() is None, f"seed {seed}"
        assert sum(game.result.net) == 0
        for chair in range(4):
            assert game.legal_actions(chair) == []
        finished += 1
    assert finished == HANDS_PER_VARIANT


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_an_action_not_offered_is_refused(variant: str) -> None:
    game = Game(variant, 3)
    waiting = next(c for c in range(4) if c not in game.to_act())
    with pytest.raises(IllegalAction):
        game.apply(Action.parse(f"{'ESWN'[waiting]} pass"))


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c7_record_replays_every_observation(variant: str) -> None:
    bots = [get_bot("random", random.Random(i)) for i in range(4)]
    game = Game(variant, 11, dealer=2)
    seen = [[game.observation(c) for c in range(4)]]
    while game.result is None:
        chair = game.to_act()[0]
        game.apply(bots[chair].choose(game.observation(chair)))
        seen.append([game.observation(c) for c in range(4)])
    record = HandRecord.from_json(hand_record(game).to_json())
    again = Game(record.variant, record.seed, record.dealer, dict(record.carry), record.options)
    replayed = [[again.observation(c) for c in range(4)]]
    for text in record.actions:
        again.apply(Action.parse(text))
        replayed.append([again.observation(c) for c in range(4)])
    assert replayed == seen
    assert replay_hand(record).result == game.result


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_observed_hand_sizes_match_the_hands(variant: str) -> None:
    rng = random.Random(7)
    for seed in range(8):
        game = Game(variant, seed)
        while game.result is None:
            assert game.observation(0).hand_sizes == tuple(s.tile_count for s in game.seats)
            chair = rng.choice(game.to_act())
            game.apply(rng.choice(game.legal_actions(chair)))


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c1_conservation_checks_catch_a_tile_gone_or_changed(variant: str) -> None:
    game = Game(variant, 5)
    total = game.total_tiles
    assert game.tiles_counted() == game.tiles_accounted() == total and game.conservation_problem() is None
    seat = game.seats[game.turn]
    kind = next(k for k, c in enumerate(seat.counts) if c)
    seat.counts[kind] -= 1  # a tile vanishes without its move being counted
    assert game.tiles_accounted() == total - 1
    assert "running counts" in (game.conservation_problem() or "")
    seat.held -= 1  # counted as gone: the per-step count sees it
    assert game.tiles_counted() == total - 1
    seat.counts[kind + 1 if kind % 9 < 8 else kind - 1] += 1  # the same number of tiles, a kind too many
    seat.held += 1
    assert game.tiles_counted() == total
    problem = game.conservation_problem() or ""
    other = kind + 1 if kind % 9 < 8 else kind - 1
    assert problem.startswith("tiles by kind: ")  # each wrong kind named with its copies found / in the set
    assert f"{tile_text(kind)} " in problem and f"{tile_text(other)} " in problem
