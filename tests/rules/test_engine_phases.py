"""The phases of a hand as objects (rules/engine/phases.py): on fixed positions each of Turn, ClaimWindow,
RobWindow, Swap and Over answers ``to_act``, ``legal`` and ``apply`` → the next phase, and ``Game`` is only
their facade; over played hands the phase's name is ``Table.phase``, which observations and screens read,
set by ``Game`` alone (``Game.enter``) once a move is over: a phase played here directly leaves it be."""

from __future__ import annotations

import random

import pytest

from bots import get_bot
from rules.engine import Action, ActionKind, IllegalAction, Match
from rules.engine.phases import ClaimWindow, Over, RobWindow, Turn
from rules.tiles import kind_of
from rules.variants.shanghai.swap import Swap
from tests.rules.engine_helpers import (
    AcceptingVariant,
    act,
    dealer_holding_the_fourth_5m,
    stacked_game,
)

# chair 0 deals and discards 5m; chair 1 may chi it, chair 2 peng it, chair 3 win on it (test_engine.py)
DEALER = "5m111z222z333z444z7z"
CHI_46 = "46m147p258p369s66z"
PENG_55 = "55m147s258s3699p7z"
WAIT_5M = "123m456p789p123s5m"
# hands with no pair, no run and no wait of 7z: nobody claims it
NO_7Z = ["147m258p369s4s5z6z7z", "258m369p147s5z6z1p4m"]


def play(text: str) -> Action:
    return Action.parse(text)


def test_turn_asks_the_turn_player_and_a_discard_nobody_claims_passes_the_turn() -> None:
    game = stacked_game(AcceptingVariant(), [DEALER, *NO_7Z, WAIT_5M], draws="9s")
    turn = game.now
    assert isinstance(turn, Turn) and turn.name == "turn" == game.phase
    assert turn.to_act() == [0] and turn.legal(0) == game.legal_actions(0) and turn.legal(1) == []
    assert play("E discard 7z") in turn.legal(0)
    after = turn.apply(play("E discard 7z"))  # nobody can claim 7z: chair S draws at once
    assert after is turn and game.turn == 1 and game.drawn == kind_of("9s") and turn.to_act() == [1]


def test_claim_window_holds_its_offers_and_answers_and_resolves_by_priority() -> None:
    game = stacked_game(AcceptingVariant(), [DEALER, CHI_46, PENG_55, WAIT_5M])
    turn = game.now
    window = turn.apply(play("E discard 5m"))
    assert isinstance(window, ClaimWindow) and window.name == "claim"
    assert (window.supplier, window.tile) == (0, kind_of("5m"))
    assert window.to_act() == [1, 2, 3] and window.legal(0) == []
    assert [a.kind for a in window.legal(2)] == [ActionKind.PENG, ActionKind.PASS]
    assert window.apply(play("S pass")) is window and window.to_act() == [2, 3]  # others still to answer
    assert window.legal(1) == []  # answered once
    assert window.apply(play("N pass")) is window
    after = window.apply(play("W peng 5m"))  # C-5: the peng is made and W discards next
    assert after is turn and game.turn == 2 and game.drawn is None


def test_the_game_is_the_facade_of_its_phase() -> None:
    game = stacked_game(AcceptingVariant(), [DEALER, CHI_46, PENG_55, WAIT_5M])
    act(game, "E discard 5m")
    act(game, "S pass")
    window = game.now
    assert isinstance(window, ClaimWindow) and game.to_act() == window.to_act() == [2, 3]
    assert game.pending == window.offers and game.responses == window.answers  # read from the window
    assert game.legal_actions(3) == window.legal(3)
    act(game, "W pass")
    act(game, "N pass")
    assert isinstance(game.now, Turn) and game.pending == {} and game.responses == {}


def test_claim_window_a_win_ends_the_hand_in_over() -> None:
    game = stacked_game(AcceptingVariant(), [DEALER, CHI_46, PENG_55, WAIT_5M])
    window = game.now.apply(play("E discard 5m"))
    for answer in ("S pass", "W pass"):
        window.apply(play(answer))
    over = window.apply(play("N win 5m"))
    assert isinstance(over, Over) and over.name == "over" and game.result is not None
    assert over.to_act() == [] and over.legal(3) == []


def test_rob_window_on_an_added_kong_and_the_kong_standing_when_nobody_robs() -> None:
    game = dealer_holding_the_fourth_5m(tail="1s")  # chair 2 (46m) may rob the added kong
    turn = game.now
    window = turn.apply(play("E added_kong 5m"))
    assert isinstance(window, RobWindow) and window.name == "rob"
    assert game.kong_in_flight == (0, kind_of("5m"))
    assert window.to_act() == [2] and [a.kind for a in window.legal(2)] == [ActionKind.WIN, ActionKind.PASS]
    after = window.apply(play("W pass"))  # nobody robs: the kong stands and its replacement is drawn
    assert after is turn and game.turn == 0 and game.kong_in_flight is None
    assert game.drawn == kind_of("1s") and game.after_kong


def test_over_takes_no_action() -> None:
    game = stacked_game(AcceptingVariant(), [DEALER, CHI_46, PENG_55, WAIT_5M])
    act(game, "E discard 5m")
    for answer in ("S pass", "W pass", "N win 5m"):
        act(game, answer)
    assert isinstance(game.now, Over)
    with pytest.raises(AssertionError):
        game.now.apply(play("E discard 7z"))  # no phase offers it: Game.apply refuses first
    with pytest.raises(IllegalAction, match="the hand is over"):
        act(game, "E discard 7z")


def test_sh18_swap_phase_goes_round_from_the_dealer_then_the_dealers_turn() -> None:
    game = Match("shanghai", 4, {"swap_tiles": True}).next_hand()
    swap = game.now
    assert isinstance(swap, Swap) and game.phase == "swap" and swap.to_act() == [game.dealer]
    options = swap.legal(game.dealer)
    assert options[0].kind is ActionKind.PASS and all(a.kind is ActionKind.SWAP for a in options[1:])
    assert max(len(a.meld) for a in options[1:]) == 5  # SH-18 up to five tiles
    assert swap.legal((game.dealer + 1) % 4) == []
    for i in range(3):
        assert swap.apply(options[0] if i else options[1]) is swap and game.turn == (game.dealer + i + 1) % 4
        options = swap.legal(game.turn)
    turn = swap.apply(options[0])
    assert isinstance(turn, Turn) and game.turn == game.dealer
    assert game.phase == "swap"  # the phase played directly: only Game.enter names the next one
    game.enter(turn)
    assert game.phase == "turn"


@pytest.mark.parametrize(("variant", "options"), [("jinshan", None), ("shanghai", {"swap_tiles": True}),
                                                  ("jinhua", None), ("cixi", None)])
def test_the_phase_object_and_the_phase_name_agree_over_played_hands(variant: str,
                                                                    options: dict[str, bool] | None) -> None:
    match = Match(variant, 7, options)
    bots = [get_bot("random", random.Random(i)) for i in range(4)]
    for _ in range(4):
        game = match.next_hand()
        while True:
            assert game.now.name == game.phase and game.now.to_act() == game.to_act()
            if game.result is not None:
                assert isinstance(game.now, Over)
                break
            chair = game.to_act()[0]
            assert game.now.legal(chair) == game.legal_actions(chair)
            match.apply(bots[chair].choose(game.observation(chair)))


@pytest.mark.parametrize("variant", ["shanghai", "cixi"])
def test_the_seats_discard_win_bar_agrees_with_the_variants_refusal_after_every_step(variant: str) -> None:
    """``SeatState.discard_wins_barred`` and ``self_draw_wins_barred`` (asked again whenever the variant's
    seat state changes: the deal, SH-6's knock, CX-11's 抛花 check) are what ``win_refusal`` answers, for
    every chair after every step."""
    match = Match(variant, 11)
    bots = [get_bot("normal", random.Random(i)) for i in range(4)]  # they knock when they can (SH-6)
    knocked = 0
    for _ in range(6):
        game = match.next_hand()
        while game.result is None:
            for chair, seat in enumerate(game.seats):
                on_discard = game.variant.win_refusal(game, chair, self_drawn=False, forced=False)
                assert seat.discard_wins_barred == (on_discard is not None), (chair, game.actions[-3:])
                self_drawn = game.variant.win_refusal(game, chair, self_drawn=True, forced=False)
                assert seat.self_draw_wins_barred == (self_drawn is not None), (chair, game.actions[-3:])
            chair = game.to_act()[0]
            match.apply(bots[chair].choose(game.observation(chair)))
        knocked += sum(seat.variant_state is not None for seat in game.seats)
    assert variant != "shanghai" or knocked  # the bar was lifted by knocks in these hands
