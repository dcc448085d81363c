"""The turn's discards are the rule (rules/engine/discards.py: ``discardable``) handed over as the
chair's shared discard actions: JS-3 百搭 only as a last resort, CX-2 龍 never while another tile is
held, JS-7 not the kind just claimed unless nothing else may go. A turn holding neither reads its
discards off a shorter list (``plain_discard_lists``) that ends where only kept wilds or kinds never
held at a turn follow (C-3 set aside, or not in the set)."""

from __future__ import annotations

import random

import pytest

from rules.engine import Game
from rules.engine.discards import DISCARDS, allowed_discards, turn_discards
from rules.tiles import N_ALL_KINDS, PLANT_FLOWERS, full_set, kind_of
from rules.variants import VARIANT_IDS


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c3_js3_the_shorter_list_ends_where_only_kept_wilds_or_unheld_kinds_follow(variant: str) -> None:
    game = Game(variant, 7)
    in_set = set(full_set(game.variant.table_rules.with_flowers))
    not_in_set = {k for k in range(N_ALL_KINDS) if k not in in_set}
    assert game.never_held == game.variant.table_rules.set_aside | not_in_set
    end = len(game.plain_discards[0])
    assert all(k in game.kept_wilds or k in game.never_held for k in range(end, N_ALL_KINDS))
    assert [a.tile for a in game.plain_discards[2]] == list(range(end))
    assert {k for k in game.kept_wilds if k < end} <= set(range(N_ALL_KINDS)[game.kept_span])


def test_js3_js7_the_turns_actions_are_the_rules_kinds_as_shared_instances() -> None:
    game = Game("jinshan", 3)
    assert len(game.plain_discards[0]) == 34  # 春夏秋冬 set aside (JS-2), 梅蘭竹菊 kept back (JS-3)
    assert game.kept_wilds == tuple(PLANT_FLOWERS)  # JS-3 梅蘭竹菊 kept back
    rng = random.Random(5)
    playing = [k for k in range(N_ALL_KINDS) if k not in game.never_held and k not in PLANT_FLOWERS]
    for trial in range(300):
        plain = rng.choice([0, 0, 1, 3, 8])  # hands of wilds only among them (JS-3: a wild must then go)
        held = [rng.choice(playing) for _ in range(plain)]
        held += [rng.choice(PLANT_FLOWERS) for _ in range(rng.randrange(4))]
        if not held:
            continue
        counts = [held.count(k) for k in range(N_ALL_KINDS)]
        banned = rng.choice([None, *held])  # JS-7
        found = turn_discards(2, counts, banned, game.kept_wilds, game.plain_discards[2], game.kept_span)
        assert [a.tile for a in found] == allowed_discards(counts, banned, game.kept_wilds), (trial, held)
        assert all(a is DISCARDS[2][a.tile] for a in found)


def counts_of(*kinds: int) -> list[int]:
    return [kinds.count(k) for k in range(N_ALL_KINDS)]


def test_js3_cx2_a_kept_wild_goes_only_from_a_hand_of_wilds() -> None:
    long = kind_of("3m")
    assert allowed_discards(counts_of(long, kind_of("5p")), None, (long,)) == [kind_of("5p")]
    assert allowed_discards(counts_of(long, long), None, (long,)) == [long]  # nothing else to discard
    assert allowed_discards(counts_of(long, kind_of("5p")), None, ()) == [long, kind_of("5p")]  # free wilds


def test_js7_the_kind_just_claimed_stays_unless_it_is_all_that_may_go() -> None:
    five, nine, wild = kind_of("5m"), kind_of("9s"), PLANT_FLOWERS[0]
    assert allowed_discards(counts_of(five, five, nine), five, ()) == [nine]
    assert allowed_discards(counts_of(five, wild), five, (wild,)) == [five]  # the wild stays (JS-3)
