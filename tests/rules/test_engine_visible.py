"""The engine's running count of the tiles every seat sees (``Game.visible``, shown as
``Observation.visible``) equals a recount from the observation's rows at every step of random hands in every
variant: discards (C-5 claims move one into a meld), chi/peng/kong, concealed and added kongs, a robbed added
kong (C-5, JS-9, SH-10), the SH-18 swap, the JH-2 / CX-1 indicator. The bots' unseen counts read from it
equal the plain recount (``bots.seat_view.unseen_counts``)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping

import pytest

from bots.seat_view import SeenTiles, unseen_counts
from rules.engine import Game
from rules.engine.actions import ActionKind
from rules.engine.observation import Observation
from rules.tiles import N_ALL_KINDS
from rules.variants import VARIANT_IDS

# actions taken whenever offered, so that claims, kongs, robbing and swaps all happen in a few hands
EAGER = (ActionKind.WIN, ActionKind.ADDED_KONG, ActionKind.CONCEALED_KONG, ActionKind.KONG, ActionKind.PENG,
         ActionKind.CHI, ActionKind.SWAP)


def recount(obs: Observation) -> tuple[int, ...]:
    seen = [0] * N_ALL_KINDS
    for chair in range(4):
        for kind, taken in zip(obs.discards[chair], obs.claimed[chair]):
            seen[kind] += not taken  # a claimed discard is shown in the claimer's meld
        for meld in obs.melds[chair]:
            for kind in meld.tiles:
                seen[kind] += 1
    if obs.indicator is not None:
        seen[obs.indicator] += 1
    return tuple(seen)


def play_checked(variant: str, hand_seed: int, rng: random.Random, events: Counter[str],
                 options: Mapping[str, object] | None = None) -> Game:
    """One hand of random choices (the eager kinds half the time), the count checked for every chair at every
    step."""
    game = Game(variant, hand_seed, hand_seed % 4, None, options)
    while game.result is None:
        chair = game.turn if game.phase in ("turn", "swap") else game.to_act()[0]
        for viewer in range(4):
            obs = game.observation(viewer)
            assert tuple(obs.visible) == recount(obs), (hand_seed, game.phase)
            assert SeenTiles().unseen(obs) == unseen_counts(obs)
        legal = game.legal_actions(chair)
        # a win only when robbing (else hands end before the kongs)
        eager = [a for a in legal
                 if a.kind in EAGER and (a.kind is not ActionKind.WIN or game.phase == "rob")]
        action = rng.choice(eager) if eager and rng.random() < 0.5 else rng.choice(legal)
        events[game.phase + ":" + action.kind.value] += 1
        game.apply(action)
    obs = game.observation(0)
    assert tuple(obs.visible) == recount(obs)
    return game


# the default run checks the first 20 hands of each variant (every kind of meld asserted below is among
# them); all 50 with ``-m slow`` (CI)
@pytest.mark.parametrize("hands", [20, pytest.param(50, marks=pytest.mark.slow)])
@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c5_sh18_visible_count_equals_a_recount_at_every_step(variant: str, hands: int) -> None:
    # 8 until JH-3's stand-in peng changed the random Jinhua hands (no 暗槓 left in them)
    rng = random.Random(11)
    events: Counter[str] = Counter()
    for hand in range(hands):
        swap = {"swap_tiles": True} if variant == "shanghai" and hand % 2 else None  # SH-18 is an option
        play_checked(variant, 500 + hand, rng, events, swap)
    assert sum(events.values()) > 1000
    kinds = {key.split(":")[1] for key in events}
    assert {"peng", "kong", "added_kong"} <= kinds, events
    if variant != "cixi":  # four of a kind in hand: none in these 50 Cixi hands, checked in the others
        assert "concealed_kong" in kinds, events
    if variant == "shanghai":
        assert events["swap:swap"] > 0  # SH-18


@pytest.mark.parametrize(("variant", "hand", "how"), [("jinshan", 692, "搶槓"), ("cixi", 857, "搶槓"),
                                                      ("jinhua", 730, "荒")])
def test_c5_js9_visible_count_through_an_added_kong_offered_to_rob(variant: str, hand: int, how: str) -> None:
    # hands found by search where an added kong is offered to be robbed: robbed, or let pass and completed
    events: Counter[str] = Counter()
    game = play_checked(variant, hand, random.Random(hand), events)
    assert any(key.startswith("rob:") for key in events), events
    assert game.result is not None and game.result.how == how
