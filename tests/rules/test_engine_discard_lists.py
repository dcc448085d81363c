"""The turn's discards are compressed over a shorter list per game (rules/engine/discards.py:
plain_discard_lists): it ends where every further kind is a kept wild (JS-3 梅蘭竹菊, CX-2) or never held at a
turn (C-3 set aside, or not in the set). Checked against the plain computation (``allowed_discards``) on
made-up hands."""

from __future__ import annotations

import random

import pytest

from rules.engine import Game
from rules.engine.discards import turn_discards
from rules.tiles import N_ALL_KINDS, PLANT_FLOWERS, full_set
from rules.variants import VARIANT_IDS


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c3_js3_the_shorter_list_ends_where_only_kept_wilds_or_unheld_kinds_follow(variant: str) -> None:
    game = Game(variant, 7)
    in_set = set(full_set(game.variant.table_rules.with_flowers))
    not_in_set = {k for k in range(N_ALL_KINDS) if k not in in_set}
    assert game.never_held == game.variant.table_rules.set_aside | not_in_set
    end = len(game.plain_discards[0])
    assert all(k in game.kept_wilds or k in game.never_held for k in range(end, N_ALL_KINDS))
    assert game.kept_below_end == tuple(k for k in game.kept_wilds if k < end)
    assert [a.tile for a in game.plain_discards[2]] == list(range(end))


def test_js3_js7_discards_from_the_shorter_list_agree_with_the_plain_computation() -> None:
    game = Game("jinshan", 3)
    assert len(game.plain_discards[0]) == 34  # 春夏秋冬 set aside (JS-2), 梅蘭竹菊 kept back (JS-3)
    rng = random.Random(5)
    seat = game.seats[0]
    playing = [k for k in range(N_ALL_KINDS) if k not in game.never_held and k not in PLANT_FLOWERS]
    for trial in range(300):
        plain = rng.choice([0, 0, 1, 3, 8])  # hands of wilds only among them (JS-3: a wild must then go)
        held = ([rng.choice(playing) for _ in range(plain)]
                + [rng.choice(PLANT_FLOWERS) for _ in range(rng.randrange(4))])
        if not held:
            continue
        seat.counts = [held.count(k) for k in range(N_ALL_KINDS)]
        seat.banned_kind = rng.choice([None, *held])  # JS-7
        found = [a.tile for a in turn_discards(0, seat.counts, seat.banned_kind, game.plain_discards[0],
                                               game.kept_below_end)]
        assert found == game.allowed_discards(0), (trial, held, seat.banned_kind)
