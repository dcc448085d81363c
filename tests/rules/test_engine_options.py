"""Table options and late rules on stacked walls: SH-18 換牌, SH-19 計時, SH-20 逛花園, SH-17 across winners,
SH-16 荒番 from the scorer's counter, CX-13 單吊抛花."""

from __future__ import annotations

import random

import pytest

from rules.engine import Action, ActionKind, Game, Match, hand_record, replay_hand
from rules.scoring import Payment, ScoreResult
from rules.tiles import format_tiles, kind_of
from rules.variants import get_variant
from rules.variants.base import HandOutcome
from tests.rules.engine_helpers import AcceptingVariant, act, kinds, pass_all, stacked_game, t

# 混一色 ready on 1z/5z after throwing 9p (as in the SH-6 test); the dealer draws 1z on its next turn
KNOCK_HANDS = ["123456789m11z55z9p", "147p258p369s2346z", "147p258p369s2346z", "258m369p147s77z66z"]
KNOCK_DRAWS = "8p8p4m1z"


def _knock_and_self_draw(game: Game) -> None:
    act(game, "E knock 9p")
    for chair in (1, 2, 3):
        pass_all(game)
        act(game, f"{'ESWN'[chair]} discard {format_tiles([game.drawn])}")
    pass_all(game)
    act(game, "E win 1z")


def test_sh20_a_player_at_zero_pays_nothing_and_stacks_reach_the_scorer() -> None:
    plain = stacked_game("shanghai", KNOCK_HANDS, draws=KNOCK_DRAWS, options={"stack": 100})
    _knock_and_self_draw(plain)
    assert plain.result is not None and plain.result.net[1] < -5  # a full share from each player
    share = -plain.result.net[1]
    game = stacked_game("shanghai", KNOCK_HANDS, draws=KNOCK_DRAWS, options={"stack": 100})
    game.stacks = (100, 0, 5, 100)  # points left by chair before this hand
    _knock_and_self_draw(game)
    assert game.result is not None and game.result.winners == (0,)
    assert game.result.net == (5 + share, 0, -5, -share)  # SH-20 at 0 pays nothing, at 5 pays 5
    assert any("逛花園" in p.why for p in game.result.payments)


def test_sh20_the_match_carries_the_stacks_from_the_running_scores() -> None:
    match = Match("shanghai", 3, {"stack": 40})
    assert match.stacks() == (40, 40, 40, 40)
    match.scores = [25, -40, 10, 5]
    game = match.next_hand()
    assert game.stacks == (65, 0, 50, 45)
    by_wind = tuple(game.stacks[game.chair_of(w)] for w in range(4))
    assert game.scorer_context()["stacks"] == by_wind
    assert hand_record(game).stacks == (65, 0, 50, 45)
    assert Match("shanghai", 3).stacks() is None and Game("shanghai", 1).stacks is None  # off by default


def test_sh17_zero_means_no_limit_and_the_variant_settles_several_winners() -> None:
    shanghai = get_variant("shanghai")
    # winners S (1) and W (2) on N's (3) discard, 40 each: the discarder's 80 is cut at 5 勒子 by default
    results = [ScoreResult("shanghai", s, True, payments=(Payment(3, s, 40, "放沖", "SH-13"),))
               for s in (2, 1)]
    paid = shanghai.settle(results, 3, shanghai.options(), {})
    assert [(p.payee, p.amount) for p in paid] == [(1, 40), (2, 10)]  # nearest the discarder first
    unlimited = shanghai.settle(results, 3, shanghai.options({"max_loss_lezi": 0}), {})
    assert sum(p.amount for p in unlimited) == 80  # SH-17 DECISION: 0 = no limit (the engine once read 0)


def test_engine_settles_through_the_variant_hook() -> None:
    class CappedVariant(AcceptingVariant):
        def settle(self, results, discarder, options, context):  # type: ignore[no-untyped-def]
            return [Payment(p.payer, p.payee, 1, p.why) for r in results for p in r.payments]

    dealer, wait_5m = "5m111z222z333z444z7z", "123m456p789p123s5m"
    hands = [dealer, "123m456p789p123s5m", "46m147s258s3699p7z", wait_5m]
    game = stacked_game(CappedVariant(winners_on_discard="all"), hands)
    act(game, "E discard 5m")
    act(game, "N win 5m")
    act(game, "S win 5m")
    assert game.result is not None and game.result.net == (-2, 1, 0, 1)
    assert len(game.result.payments) == 2


def test_sh16_the_counter_is_the_scorers_huangfan_after() -> None:
    shanghai = get_variant("shanghai")
    assert shanghai.next_carry({"huangfan": 2}, HandOutcome(0, (), None)) == {"huangfan": 3}
    assert shanghai.next_carry({"huangfan": 2}, HandOutcome(0, (1, 2), 3)) == {"huangfan": 1}
    assert shanghai.next_carry({}, HandOutcome(0, (1,), None)) == {"huangfan": 0}


def test_sh18_swap_after_the_deal_dealer_first_then_play() -> None:
    hands = ["123456789m11z55z9p", "147p258p369s2346z", "147p258p369s2346z", "258m369p147s77z66z"]
    game = stacked_game("shanghai", hands, draws="1s2s", options={"swap_tiles": True})
    assert game.phase == "swap" and game.to_act() == [0] and game.hand_size(0) == 14
    legal = game.legal_actions(0)
    assert legal[0].kind is ActionKind.PASS
    swaps = [a for a in legal if a.kind is ActionKind.SWAP]
    assert max(len(a.meld) for a in swaps) == 5  # SH-18 up to five tiles
    assert len(swaps) == sum(len(set(_multisets(t(hands[0]), n))) for n in range(1, 6))
    act(game, "E swap 19m")
    counts = game.seats[0].counts
    assert counts[kind_of("1m")] == 0 and counts[kind_of("9m")] == 0
    assert counts[kind_of("1s")] == 1 and counts[kind_of("2s")] == 1  # the next wall tiles
    assert game.tiles_accounted() == 144 and game.wall.remaining().count(kind_of("1m")) == 4  # given back
    assert game.events[-1].kind == "draw"
    assert any(e.kind == "swap" and e.detail["count"] == 2 for e in game.events)
    assert game.to_act() == [1]
    for chair in (1, 2, 3):
        act(game, f"{'ESWN'[chair]} pass")
    assert game.phase == "turn" and game.turn == 0 and game.hand_size(0) == 14
    assert ActionKind.DISCARD in kinds(game, 0)
    assert Action.parse("E swap 19m") == next(a for a in swaps if a.meld == (kind_of("1m"), kind_of("9m")))


def _multisets(tiles: list[int], n: int) -> list[tuple[int, ...]]:
    from itertools import combinations

    return [tuple(c) for c in combinations(sorted(tiles), n)]


def test_sh18_swaps_replay_from_the_record_and_keep_the_invariants() -> None:
    for seed in range(6):
        rng = random.Random(seed)
        game = Game("shanghai", seed, dealer=seed % 4, options={"swap_tiles": True})
        while game.result is None:
            game.apply(rng.choice(game.legal_actions(game.to_act()[0])))
            assert game.tiles_accounted() == 144
        assert sum(game.result.net) == 0
        assert any(a.kind is ActionKind.SWAP for a in game.actions)
        again = replay_hand(hand_record(game))
        assert again.result == game.result and again.events == game.events


def test_sh19_timer_option_and_the_default_action_on_timeout() -> None:
    assert Game("shanghai", 1).turn_seconds is None
    game = stacked_game("shanghai", KNOCK_HANDS, draws=KNOCK_DRAWS, options={"turn_timer": True})
    assert game.turn_seconds == 20
    with pytest.raises(ValueError, match=r"options\.turn_timer: 30 is not true or false \(SH-19\)"):
        stacked_game("shanghai", KNOCK_HANDS, options={"turn_timer": 30})  # SH-19: on or off, 20 s
    assert game.timeout_action(0) == Action(0, ActionKind.DISCARD, game.drawn)  # the drawn tile goes
    assert game.timeout_action(1) is None  # not S's move
    act(game, "E discard 9p")
    for chair in (1, 2, 3):
        pass_all(game)
        act(game, f"{'ESWN'[chair]} discard {format_tiles([game.drawn])}")
    assert game.phase == "claim" and 0 in game.to_act()  # E may chi N's 4m
    assert game.timeout_action(0) == Action(0, ActionKind.PASS)
    act(game, "E chi 4m 345m")
    pass_all(game)
    assert game.drawn is None  # after a claim: the rightmost tile that may go
    assert game.timeout_action(0) == [a for a in game.legal_actions(0) if a.kind is ActionKind.DISCARD][-1]


# CX-13: the dealer kongs 1m 2m 3m 5m concealed (replacements 5m 5m 5m 9s),
# then throws 9s keeping the lone 龍 8s
CX13_DEALER = "1111m2222m3333m5m8s"
CX13_TAIL = "5m5m5m9s"


def _cx13(south: str) -> Game:
    hands = [CX13_DEALER, south, "679m147p258s1234z", "468m369p147s5567z"]
    game = stacked_game("cixi", hands, tail=CX13_TAIL, indicator="7s")
    for kind in ("1m", "2m", "3m", "5m"):
        act(game, f"E concealed_kong {kind}")
    assert game.seats[0].concealed() == t("8s9s")
    act(game, "E discard 9s")
    return game


def test_cx13_someone_who_can_win_on_the_lone_long_discard_is_made_to() -> None:
    game = _cx13("123p456p789p123s9s")  # S waits on 9s
    result = game.result
    assert result is not None and result.winners == (1,) and result.discarder == 0
    assert result.how == "單吊抛花"
    assert result.net == (-100, 100, 0, 0)  # the 抛花 player pays the winner 100, nobody else pays
    assert [p.rule for p in result.payments] == ["CX-13"]


def test_cx13_nobody_can_win_so_the_paohua_player_wins_and_each_pays_34() -> None:
    game = _cx13("123p456p789p123s5s")  # nobody waits on 9s
    result = game.result
    assert result is not None and result.winners == (0,) and result.discarder is None
    assert result.net == (102, -34, -34, -34) and len(game.wall) > 34  # the game stopped drawing
    assert game.tiles_accounted() == 136
