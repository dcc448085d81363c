"""An observation (rules/engine/observation.py) is an immutable snapshot made cheaply: one flat tuple of the
moment's values, the seats' cached public rows shared as they are. Checked against a plain reading of the
game at every step of random hands with claims, kongs, robbing and SH-18 swaps in every variant, and again
once the hand is over: an observation taken before later actions still shows the old table."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.engine import Game
from rules.engine.actions import ActionKind
from rules.engine.observation import Observation, observe
from rules.engine.state import tiles_of
from rules.variants import VARIANT_IDS

# actions taken whenever offered half the time, so that claims, kongs, robbing and swaps all happen
EAGER = (ActionKind.ADDED_KONG, ActionKind.CONCEALED_KONG, ActionKind.KONG, ActionKind.PENG, ActionKind.CHI,
         ActionKind.SWAP, ActionKind.KNOCK)


def plain_reading(game: Game, chair: int) -> dict[str, Any]:
    """Every observation field read straight from the game's own state, copied."""
    seats = game.seats
    seat = seats[chair]
    return {
        "variant": game.variant.id, "chair": chair, "dealer": game.dealer,
        "winds": tuple(game.wind_of(c) for c in range(4)), "concealed": tuple(tiles_of(seat.counts)),
        "hand_sizes": tuple(game.hand_size(c) for c in range(4)),
        "melds": tuple(tuple(s.melds) for s in seats), "discards": tuple(tuple(s.discards) for s in seats),
        "claimed": tuple(tuple(s.claimed) for s in seats), "flowers": tuple(tuple(s.flowers) for s in seats),
        "marks": tuple(game.variant.public_marks(s.variant_state) for s in seats),
        "wall_count": max(0, len(game.wall) - game.reserve),
        "wall_tiles": len(game.wall), "dice": game.dice, "indicator": game.indicator,
        "wild_kinds": game.wild_kinds, "phase": game.phase, "turn": game.turn,
        "drawn": game.drawn if game.phase == "turn" and game.turn == chair else None,
        "last_discard": game.last_discard, "kong_in_flight": game.kong_in_flight,
        "missed": frozenset(seat.missed), "banned_kind": seat.banned_kind,
        "legal_actions": tuple(game.legal_actions(chair)), "options": game.option_items,
        "carry": tuple(sorted(game.carry.items())), "stacks": game.stacks, "after_kong": game.after_kong,
    }


FIELDS = ("variant", "chair", "dealer", "winds", "concealed", "hand_sizes", "melds", "discards", "claimed",
          "flowers", "marks", "wall_count", "wall_tiles", "dice", "indicator", "wild_kinds", "phase",
          "turn", "drawn", "last_discard", "kong_in_flight", "missed", "banned_kind", "legal_actions",
          "options", "carry", "stacks", "after_kong")


def fields_of(obs: Observation) -> dict[str, Any]:
    fields = {name: getattr(obs, name) for name in FIELDS}
    assert tuple(fields.values()) == obs.values()  # the fields behind equality and hashing
    return fields


def random_hand(variant: str, seed: int) -> list[tuple[Observation, dict[str, Any]]]:
    """A hand of random choices (the eager kinds half the time); every chair's observation at every step with
    the plain reading of that moment, each observation checked then."""
    rng = random.Random(seed)
    game = Game(variant, seed, seed % 4, None, {"swap_tiles": True} if variant == "shanghai" else None)
    taken: list[tuple[Observation, dict[str, Any]]] = []
    while True:
        for chair in range(4):
            obs, plain = game.observation(chair), plain_reading(game, chair)
            assert fields_of(obs) == plain, (variant, seed, chair, len(game.actions))
            assert obs.held_counts == tuple(game.seats[chair].counts)
            assert tuple(obs.visible) == tuple(game.visible.to_bytes(len(obs.held_counts), "little"))
            for other in range(4):
                assert obs.public_of(other) == tuple(plain[name][other] for name in
                                                    ("melds", "discards", "claimed", "flowers", "marks"))
            taken.append((obs, plain))
        if game.result is not None:
            return taken
        chair = game.turn if game.phase in ("turn", "swap") else game.to_act()[0]
        legal = game.legal_actions(chair)
        eager = [a for a in legal if a.kind in EAGER]
        game.apply(rng.choice(eager) if eager and rng.random() < 0.5 else rng.choice(legal))


# the default run reads 4 hands of each variant; all 12 with ``-m slow`` (CI)
@pytest.mark.parametrize("hands", [4, pytest.param(12, marks=pytest.mark.slow)])
@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_observations_equal_a_plain_reading_then_and_after_the_hand(variant: str, hands: int) -> None:
    kinds: set[str] = set()
    for seed in range(hands):
        taken = random_hand(variant, 100 + seed)
        # the hand is over: every earlier observation still shows its own moment, not the table now
        for obs, plain in taken:
            assert fields_of(obs) == plain
            kinds.update(a.kind.value for a in obs.legal_actions)
        assert taken[0][0] != taken[-1][0]
    assert {"discard", "pass", "peng"} <= kinds


def test_an_observation_keeps_its_moment_through_a_discard_and_a_claim() -> None:
    for seed in range(200):  # a seed whose first discard is claimed
        game = Game("jinshan", seed)
        dealer = game.turn
        before = game.observation(dealer)
        discard = next(a for a in game.legal_actions(dealer) if a.kind is ActionKind.DISCARD)
        game.apply(discard)
        claimer = next((c for c in game.to_act()
                        if any(a.kind is ActionKind.PENG for a in game.legal_actions(c))), None)
        if claimer is None:
            continue
        after_discard = game.observation(claimer)
        game.apply(next(a for a in game.legal_actions(claimer) if a.kind is ActionKind.PENG))
        now = game.observation(claimer)
        assert before.discards[dealer] == () and before.hand_sizes[dealer] == 14 and before.phase == "turn"
        assert after_discard.discards[dealer] == (discard.tile,) and after_discard.claimed[dealer] == (False,)
        assert after_discard.melds[claimer] == () and after_discard.phase == "claim"
        assert now.claimed[dealer] == (True,) and len(now.melds[claimer]) == 1
        assert sum(after_discard.held_counts) == sum(now.held_counts) + 2  # two tiles went into the peng
        return
    pytest.fail("no first discard claimed by a peng in 200 seeds")


def test_observation_fields_cannot_be_set_and_legal_actions_is_a_copy() -> None:
    game = Game("shanghai", 4)
    obs = observe(game, game.turn, game.legal_actions(game.turn))
    for name in ("legal_actions", "phase", "concealed", "discards", "chair"):
        with pytest.raises(AttributeError):
            setattr(obs, name, None)
    with pytest.raises(AttributeError):
        obs.anything = 1  # type: ignore[attr-defined]  # no field beyond the listed ones
    assert isinstance(obs.legal_actions, tuple) and obs.legal_actions == tuple(game.legal_actions(game.turn))


def test_equal_moments_give_equal_observations_and_one_table_view() -> None:
    game = Game("cixi", 9)
    first, second = game.observation(2), observe(game, 2, game.legal_actions(2))
    assert first == second and hash(first) == hash(second) and first is not second
    assert first != game.observation(3)
    table = game.table_view()
    assert table is game.table_view()  # one instance until the next action
    for name in ("variant", "dealer", "winds", "dice", "indicator", "wild_kinds", "options", "phase", "turn",
                 "last_discard", "kong_in_flight", "wall_tiles", "wall_count", "hand_sizes", "melds",
                 "discards", "claimed", "flowers", "marks", "visible"):
        assert getattr(table, name) == getattr(first, name), name
    assert not hasattr(table, "concealed") and not hasattr(table, "legal_actions")


def test_another_chairs_draw_is_seen_without_its_tile() -> None:
    from rules.engine.actions import Event

    assert Event("draw", 1, 5).seen_by(2) == Event("draw", 1, None)
    assert Event("draw", 1, 5).seen_by(1).tile == 5