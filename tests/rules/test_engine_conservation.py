"""C-1 kind by kind (rules/engine/conservation.py): the tiles counted by kind (hands summed in C, the loose
tiles once each) equal a plain recount of every place a tile can be, at every step of random hands with
claims, kongs, robbing and SH-18 swaps in every variant; and a changed tile is named."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.engine import Game
from rules.engine.conservation import tiles_by_kind
from rules.engine.state import tiles_of
from rules.tiles import N_ALL_KINDS, full_set
from rules.variants import VARIANT_IDS


def plain_recount(game: Game) -> list[int]:
    places: list[int] = [*game.wall.remaining(),
                         *(t for t in (game.indicator, game.robbed_tile) if t is not None)]
    for seat in game.seats:
        places += tiles_of(seat.counts) + seat.flowers
        places += [tile for tile, claimed in zip(seat.discards, seat.claimed) if not claimed]
        places += [tile for meld in seat.melds for tile in meld.tiles]
    found = Counter(places)
    return [found[kind] for kind in range(N_ALL_KINDS)]


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c1_tiles_by_kind_equal_a_plain_recount_at_every_step(variant: str) -> None:
    rng = random.Random(5)
    for seed in range(15):
        game = Game(variant, seed, seed % 4, None, {"swap_tiles": True} if variant == "shanghai" else None)
        full = Counter(full_set(game.variant.table_rules.with_flowers))
        while True:
            found = tiles_by_kind(game)
            assert found == plain_recount(game) == [full[kind] for kind in range(N_ALL_KINDS)]
            assert game.conservation_problem() is None
            if game.result is not None:
                break
            chair = game.turn if game.phase in ("turn", "swap") else game.to_act()[0]
            legal = game.legal_actions(chair)
            claims = [a for a in legal if a.kind.value in ("peng", "chi", "kong", "added_kong",
                                                           "concealed_kong")]
            game.apply(rng.choice(claims) if claims and rng.random() < 0.5 else rng.choice(legal))


def test_c1_a_tile_changed_in_a_meld_or_the_river_is_named_by_kind() -> None:
    game = Game("jinshan", 2)
    seat = game.seats[game.turn]
    game.apply(next(a for a in game.legal_actions(game.turn) if a.kind.value == "discard"))
    discarded = seat.discards[-1]
    seat.discards[-1] = 0 if discarded != 0 else 1  # the same count of tiles, one of another kind
    problem = game.conservation_problem() or ""
    assert problem.startswith("tiles by kind:") and "1m" in problem
    assert tiles_by_kind(game) == plain_recount(game)
