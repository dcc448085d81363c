"""The waits the engine keeps per seat (rules/engine/winning.py: ``seat_waits``, ``SeatState.far``) are the
plain computation's at every step of random hands in every variant (C-5, C-6, JS-3, JH-3, JH-27, CX-7):
the kept waits are the library's winning kinds over every 白板 reading, and the kept shanten never says
a hand is further from ready than it is (a seat skips the waits of the discards it counts as unready)."""

from __future__ import annotations

import random

import pytest

from rules.analysis import shanten, winning_kinds
from rules.engine import Game
from rules.engine.winning import seat_waits, waits
from rules.tiles import kinds_of_counts
from rules.variants import VARIANT_IDS


def _waiting_hand(game: Game, chair: int) -> list[int] | None:
    """The chair's 3n+1 waiting hand as ``seat_waits`` reads it (during its turn: before the draw)."""
    seat = game.seats[chair]
    concealed = kinds_of_counts(seat.counts)
    if len(concealed) % 3 == 2 and game.phase == "turn" and game.turn == chair and game.drawn is not None:
        concealed.remove(game.drawn)
    return concealed if len(concealed) % 3 == 1 else None


def _plain(game: Game, chair: int, concealed: list[int]) -> tuple[frozenset[int], int]:
    """(winning kinds, shanten) of ``concealed`` straight from rules.analysis, over every reading (JH-3)."""
    n_melds = 4 - len(game.seats[chair].melds)
    found: set[int] = set()
    least = 99
    for counts, wilds, _ in game.wild_rule.readings(concealed):
        found.update(winning_kinds(counts, wilds, n_melds, game.shapes, wild_kind=game.wild_face))
        least = min(least, shanten(counts, wilds, n_melds, game.shapes, wild_kind=game.wild_face))
    return frozenset(found), least


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c5_kept_waits_and_shanten_agree_with_the_plain_computation(variant: str) -> None:
    rng = random.Random(f"{variant}:waits")
    kept = skipped = asked = 0
    for hand in range(12):
        game = Game(variant, 2000 + hand, hand % 4)
        while game.result is None:
            for chair, seat in enumerate(game.seats):
                concealed = _waiting_hand(game, chair)
                if seat.waits_cache is None or concealed is None:
                    continue
                plain_waits, plain_shanten = _plain(game, chair, concealed)
                kept += 1
                assert seat.waits_cache == plain_waits, (variant, chair, concealed)
                assert seat.far <= max(plain_shanten, 0), (variant, chair, concealed, seat.far)
                skipped += seat.far > 0
            if rng.random() < 0.2:  # ask a seat whose waits are not kept, as a claim or a 自摸 would
                chair = rng.randrange(4)
                concealed = _waiting_hand(game, chair)
                if concealed is not None:
                    asked += 1
                    assert seat_waits(game, chair) == _plain(game, chair, concealed)[0]
                    if game.seats[chair].tile_count % 3 == 1:
                        assert waits(game, chair) == seat_waits(game, chair)
            chair = game.turn if game.phase in ("turn", "swap") else game.to_act()[0]
            legal = game.legal_actions(chair)
            game.apply(legal[rng.randrange(len(legal))])
    assert kept > 300 and skipped > 100 and asked > 50
