"""A win offered on the variant's verdict from the seat's own tiles (``Variant.accepts_own_win``) keeps only
the arguments of its finished hand (rules/engine/winning.py: ``OfferedWin``) and builds it when the win is
taken: checked against the hand built at the moment of the offer, on every win of random hands."""

from __future__ import annotations

import random

import pytest

from bots import get_bot
from rules.engine import Game
from rules.engine.winning import OfferedWin, finished_hand
from rules.scoring import FinishedHand
from rules.variants import VARIANT_IDS
from rules.variants.base import Variant


def _built_now(game: Game, at_offer: dict[int, tuple[OfferedWin, FinishedHand]]) -> None:
    """The hand of each new deferred offer, built now (the offer of a chair replaces its earlier one)."""
    for chair, offer in game.offered_hands.items():
        if isinstance(offer, OfferedWin) and (chair not in at_offer or at_offer[chair][0] is not offer):
            at_offer[chair] = offer, finished_hand(game, chair, offer.tile, offer.discarder,
                                                   robbed=offer.robbed,
                                                   win_context=offer.win_context)


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c6_a_deferred_offer_is_the_hand_of_the_moment_it_was_offered(variant: str) -> None:
    bot = get_bot("normal", random.Random(6))  # plays for wins (and knocks: random hands never win in 敲麻)
    deferred_wins = 0
    for seed in range(40):
        game = Game(variant, 500 + seed, seed % 4)
        at_offer: dict[int, tuple[OfferedWin, FinishedHand]] = {}
        while game.result is None:
            chair = game.turn if game.phase in ("turn", "swap") else game.to_act()[0]
            observation = game.observation(chair)
            _built_now(game, at_offer)
            game.apply(bot.choose(observation))
            _built_now(game, at_offer)
        for winner in game.result.winners:
            if winner in at_offer:
                assert game.offered_hands[winner] == at_offer[winner][1], (variant, seed)
                deferred_wins += 1
    if type(game.variant).accepts_own_win is not Variant.accepts_own_win:
        # a variant that answers from the seat's own tiles had its wins deferred
        assert deferred_wins >= 10, deferred_wins
