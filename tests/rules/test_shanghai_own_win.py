"""SH-6/SH-9 knock check from the seat's own tiles (``Variant.accepts_own_win``): the same answer as the
full hand scored (``accepts_win`` / ``score(...).valid``), on seeded random hands and on every discard of
played hands (``ready_after_discard`` against the full path it replaces)."""

from __future__ import annotations

import random

from bots import get_bot
from rules.engine import Game, Match
from rules.engine.winning import waits
from rules.scoring import FinishedHand, SeatHand
from rules.variants import get_variant
from rules.variants.base import Variant
from rules.variants.shanghai.knocking import TRIAL_KNOCK, ready_after_discard, scored_valid
from rules.variants.shanghai.scoring import accepts_win, score, winning_tiles
from tests.rules.test_shanghai_knock_gate import _random_hand

SHANGHAI = get_variant("shanghai")


def _finished(own: SeatHand, tile: int, knocked: bool) -> FinishedHand:
    empty = SeatHand((), (), ())
    return FinishedHand(winner=1, win_tile=tile, hands=(empty, own, empty, empty), discarder=None,
                        context={"knocked": [1] if knocked else [0]})


def test_sh6_sh9_own_win_equals_the_scored_hand_on_random_hands() -> None:
    rng = random.Random(69)
    seen = set()
    for _ in range(600):
        tiles, melds = _random_hand(rng)
        tiles.remove(rng.choice(tiles))  # the discard: a 3n+1 waiting hand
        concealed = sorted(tiles)
        allowed = sorted(winning_tiles(concealed, melds))
        tile = rng.choice(allowed) if allowed and rng.random() < 0.7 else rng.randrange(34)
        knocked = rng.random() < 0.8
        hand = _finished(SeatHand(tuple(concealed), tuple(melds), ()), tile, knocked)
        own = SHANGHAI.accepts_own_win(concealed, melds, tile, seat_state=TRIAL_KNOCK if knocked else None,
                                       self_drawn=True, flowers=0, wind=1)
        assert own == accepts_win(hand) == score(hand).valid, (concealed, melds, tile, knocked)
        seen.add(own)
    assert seen == {True, False}


def test_sh2_a_flower_is_left_to_the_full_hand() -> None:
    # 八花齊 reads the set-aside flowers, which the seat's own tiles do not show
    knocked_self_draw = {"seat_state": TRIAL_KNOCK, "self_drawn": True, "flowers": 0, "wind": 0}
    assert SHANGHAI.accepts_own_win([0, 1, 2], [], 34, **knocked_self_draw) is None
    assert Variant().accepts_own_win([0, 1, 2], [], 3, **knocked_self_draw) is None


def _ready_in_full(game: Game, chair: int, kind: int) -> bool:
    """SH-6 the long way: every wait after the discard scored as the full hand."""
    seat = game.seats[chair]
    seat.counts[kind] -= 1
    was, seat.variant_state = seat.variant_state, TRIAL_KNOCK
    try:
        for tile in waits(game, chair):
            seat.counts[tile] += 1
            try:
                if scored_valid(game, chair, tile):
                    return True
            finally:
                seat.counts[tile] -= 1
        return False
    finally:
        seat.variant_state = was
        seat.counts[kind] += 1


def test_sh6_ready_after_discard_equals_the_full_path_in_played_hands() -> None:
    seen = set()
    for seed in (1, 2):
        match = Match("shanghai", seed)
        bots = [get_bot("normal", random.Random(f"{seed}:{i}")) for i in range(4)]
        for _ in range(4):
            game = match.next_hand()
            while game.result is None:
                chair = game.to_act()[0]
                seat = game.seats[chair]
                if game.phase == "turn" and chair == game.turn and seat.variant_state is None:
                    for kind in {k for k, c in enumerate(seat.counts) if c}:
                        fast = ready_after_discard(game, chair, kind)
                        assert fast == _ready_in_full(game, chair, kind), (seed, chair, kind)
                        seen.add(fast)
                match.apply(bots[chair].choose(game.observation(chair)))
    assert seen == {True, False}
