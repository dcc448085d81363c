"""Table rules no other test cited by id, each shown through the public engine on stacked walls:
seats and turns (C-2, C-4), hooks over names (C-8), dealer rotation (CX-3, JH-5, JS-4, SH-3), who wins one
discard (JH-7, JS-6, SH-5), the wall's end (JS-5, SH-4), tiles and flowers (JS-1, SH-1), no 承包 (JS-10)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import pytest

from rules.engine import Action, ActionKind, Game, Match
from rules.engine.wall import stacked_wall
from rules.tiles import full_set, kind_of, parse_tiles
from rules.variants import get_variant
from rules.variants.base import HandOutcome
from tests.rules.engine_helpers import AcceptingVariant, act, kinds, pass_all, stacked_game, t
from tests.rules.test_engine_options import KNOCK_DRAWS, KNOCK_HANDS
from tests.rules.test_engine_variants import _pass_to_end

# Chairs 1, 2 and 3 all wait on 5m with 24 胡 of concealed honour/terminal pungs (JS-12 met on a discard);
# the dealer's 14 tiles hold the 5m it throws. Used for one winner per discard (JS-6, JH-7) and SH-5.
WAITING_5M = {
    1: "555z666z777z123m5m",
    2: "111z222z333z456p5m",
    3: "444z999p111s456s5m",
}
DEALER_5M = "5m246789m23678p23s"


def _hands(dealer: int, dealer_hand: str, others: Mapping[int, str]) -> list[str]:
    return [dealer_hand if chair == dealer else others[chair] for chair in range(4)]


def _rotate(hands: Mapping[int, str], shift: int) -> dict[int, str]:
    return {(chair + shift) % 4: hand for chair, hand in hands.items()}


def _phase(game: Game) -> str:
    """The table's phase, read afresh after an action (a plain str: no narrowing from an earlier check)."""
    return str(game.phase)


def _tsumogiri_until(game: Game, stop: Any = lambda g: False) -> None:
    """Everyone passes claims and throws the tile just drawn (dealt hands never change) until ``stop``."""
    while game.result is None and not stop(game):
        chair = game.to_act()[0]
        options = game.legal_actions(chair)
        passed = next((a for a in options if a.kind is ActionKind.PASS), None)
        thrown = next((a for a in options if a.kind is ActionKind.DISCARD and a.tile == game.drawn), None)
        game.apply(passed or thrown or next(a for a in options if a.kind is ActionKind.DISCARD))


# --- C-2 seats, winds, turn order ------------------------------------------------------------------------
def test_c2_seat_winds_follow_the_dealer_and_turns_go_east_south_west_north() -> None:
    hands = _hands(2, DEALER_5M, {0: "147m258p369s1234z", 1: "147p258s369m1234z", 3: "258m147s369p5677z"})
    game = stacked_game(AcceptingVariant(), hands, dealer=2)
    assert [game.wind_of(c) for c in range(4)] == [2, 3, 0, 1]  # chair 2 deals: it is East
    assert game.chairs_by_wind() == [2, 3, 0, 1]
    assert game.observation(0).winds == (2, 3, 0, 1)
    _pass_to_end(game, lambda g: sum(e.kind == "discard" for e in g.events) == 8)
    movers = [e.chair for e in game.events if e.kind == "discard"]
    assert movers == [2, 3, 0, 1, 2, 3, 0, 1]  # by wind: E S W N E S W N


def test_c2_next_hand_moves_every_wind_with_the_new_dealer() -> None:
    probe = Match(AcceptingVariant(), 5)
    dealer = probe.dealer
    others = _rotate({1: "123m456p789p123s5m", 2: "147m258p369s1234z", 3: "258m147s369p5677z"}, dealer)
    wall = stacked_wall(full_set(False), [t(h) for h in _hands(dealer, DEALER_5M, others)], dealer)
    match = Match(AcceptingVariant(), 5, first_wall=wall)
    first = match.next_hand()
    winner = (dealer + 1) % 4
    match.apply(Action.parse(f"{'ESWN'[dealer]} discard 5m"))
    match.apply(Action.parse(f"{'ESWN'[winner]} win 5m"))
    while first.result is None:
        match.apply(Action(first.to_act()[0], ActionKind.PASS))
    second = match.next_hand()
    assert second.dealer == winner and second.wind_of(winner) == 0  # the 下家 who won now sits East
    assert [second.wind_of(c) for c in range(4)] == [(first.wind_of(c) - 1) % 4 for c in range(4)]


# --- C-4 a turn ---------------------------------------------------------------------------------------
def test_c4_a_turn_is_draw_then_self_win_or_kong_then_discard_then_claims() -> None:
    hands = ["5m111z222z333z444z7z", "1111m23m234p567p5z", "478m12589p369s16z", "69m34679p1478s25z"]
    game = stacked_game(AcceptingVariant(), hands, draws="5z", tail="9s")
    assert kinds(game, 0) >= {ActionKind.DISCARD} and ActionKind.WIN not in kinds(game, 0)
    act(game, "E discard 7z")
    assert game.phase == "turn" and game.turn == 1  # nobody can claim 7z: no claim window, S draws at once
    assert game.drawn == kind_of("5z") and game.hand_size(1) == 14 and game.events[-1].kind == "draw"
    # step 2: 自摸 (111m 123m 234p 567p 55z) or 暗槓 of 1m, besides the discard; no claim in one's own turn
    assert kinds(game, 1) == {ActionKind.WIN, ActionKind.CONCEALED_KONG, ActionKind.DISCARD}
    act(game, "S concealed_kong 1m")
    assert game.turn == 1 and game.drawn == kind_of("9s")  # the kong's replacement from the tail, same turn
    assert ActionKind.DISCARD in kinds(game, 1) and ActionKind.CONCEALED_KONG not in kinds(game, 1)
    act(game, "S discard 5z")  # nobody holds a pair of 5z: no claim window (C-4 step 3, next test)
    assert game.turn == 2 and game.phase == "turn" and game.hand_size(2) == 14
    assert game.tiles_accounted() == 136


def test_c4_a_discard_that_someone_can_claim_opens_a_window_before_the_next_draw() -> None:
    hands = ["5m111z222z333z444z7z", "46m147p258p369s66z", "55m147s258s3699p7z", "123m456p789p123s5m"]
    game = stacked_game(AcceptingVariant(), hands)
    draws_before = sum(e.kind == "draw" for e in game.events)
    act(game, "E discard 5m")
    assert game.phase == "claim" and sorted(game.to_act()) == [1, 2, 3]
    assert sum(e.kind == "draw" for e in game.events) == draws_before  # nobody draws while claims are open
    pass_all(game)
    assert _phase(game) == "turn" and game.turn == 1 and game.events[-1].kind == "draw"


# --- C-8 the engine asks the variant ------------------------------------------------------------------
class _LongTail(AcceptingVariant):
    def wall_reserve(self, kongs: int, options: Mapping[str, Any]) -> int:
        return 20 + 2 * kongs


class _OppositeDeals(AcceptingVariant):
    def next_dealer(self, outcome: HandOutcome, rng: Any) -> int:
        return (outcome.dealer + 2) % 4


DRAW_HANDS = ["123456789m1234z5z", "123456789p1234z", "123456789s1234z", "1199m1199p1199s5z"]


def test_c8_the_wall_end_and_the_next_dealer_come_from_the_variants_hooks() -> None:
    game = stacked_game(_LongTail(), DRAW_HANDS)
    _pass_to_end(game)
    assert game.result is not None and game.result.exhausted and len(game.wall) == 20
    game = stacked_game(_OppositeDeals(), DRAW_HANDS, dealer=0)
    _pass_to_end(game)
    assert game.result is not None and game.result.next_dealer == 2


def test_c8_a_variant_named_cixi_with_common_hooks_plays_the_common_rules() -> None:
    # no name test: an id of "cixi" alone neither stops the wall at 34 (CX-4) nor sets flowers aside
    game = stacked_game(AcceptingVariant(id="cixi"), DRAW_HANDS)
    _pass_to_end(game)
    assert game.result is not None and game.result.exhausted and len(game.wall) == 0


def test_c8_flowers_set_aside_are_the_variants_choice() -> None:
    hands = ["5f123m456p789s1122z", "6f123m456p789s333z", "147m258p369s1234z", "147m258p369s5677z"]
    keeps = stacked_game(AcceptingVariant(with_flowers=True), hands)
    assert keeps.seats[0].flowers == [] and keeps.seats[0].counts[kind_of("5f")] == 1
    aside = AcceptingVariant(with_flowers=True, set_aside=frozenset({kind_of("5f")}))
    game = stacked_game(aside, hands, tail="9m")
    assert game.seats[0].flowers == [kind_of("5f")] and game.seats[0].counts[kind_of("9m")] == 1
    assert game.seats[1].flowers == [] and game.tiles_accounted() == 144


# --- dealer rotation: CX-3, JH-5, JS-4, SH-3 ---------------------------------------------------------------
def _dealer_wins_at_once(variant: str, dealer: int, **kw: Any) -> Game:
    """天胡: the dealer's 14 dealt tiles are a complete plain hand (no minimum in Cixi/Jinhua)."""
    others = _rotate({1: "147m258p369s1234z", 2: "147p258s369m1234z", 3: "258m147s369p5677z"}, dealer)
    game = stacked_game(variant, _hands(dealer, "123m456m789m234p55p", others), dealer=dealer, **kw)
    act(game, f"{'ESWN'[dealer]} win 5p")
    return game


def _next_player_wins(variant: str, dealer: int, **kw: Any) -> Game:
    others = _rotate({1: "123m456p789p123s5m", 2: "147m258p369s1234z", 3: "258m147s369p5677z"}, dealer)
    game = stacked_game(variant, _hands(dealer, DEALER_5M, others), dealer=dealer, **kw)
    act(game, f"{'ESWN'[dealer]} discard 5m")
    act(game, f"{'ESWN'[(dealer + 1) % 4]} win 5m")
    pass_all(game)
    return game


def _drawn(variant: str, dealer: int, **kw: Any) -> Game:
    hands = [DRAW_HANDS[(c - dealer) % 4] for c in range(4)]
    game = stacked_game(variant, hands, dealer=dealer, **kw)
    _pass_to_end(game)
    return game


# Cixi's 龍 is 2z, not 1s: N's 1199m1199p1199s5z with two 1s 龍 is dealt in 抛花 (CX-11), won at its draw
@pytest.mark.parametrize("variant, indicator", [("cixi", "1z"), ("jinhua", "9s")])
def test_cx3_jh5_dealer_stays_on_own_win_or_a_draw_and_passes_on_another_win(variant: str,
                                                                             indicator: str) -> None:
    for dealer in (0, 3):
        own = _dealer_wins_at_once(variant, dealer, indicator=indicator).result
        assert own is not None and own.winners == (dealer,) and own.next_dealer == dealer
        other = _next_player_wins(variant, dealer, indicator=indicator).result
        assert other is not None and other.winners == ((dealer + 1) % 4,)
        assert other.next_dealer == (dealer + 1) % 4
        drawn = _drawn(variant, dealer, indicator=indicator).result
        assert drawn is not None and drawn.exhausted and drawn.next_dealer == dealer


def test_jh5_lao_zhuang_counts_hands_the_same_dealer_keeps() -> None:
    # JH-5 老莊 +1 for a dealer win and for a drawn hand; the match counts it (連莊) and keeps the dealer
    probe = Match("jinhua", 21)
    dealer = probe.dealer
    others = _rotate({1: "147m258p369s1234z", 2: "147p258s369m1234z", 3: "258m147s369p5677z"}, dealer)
    wall = stacked_wall(full_set(False), [t(h) for h in _hands(dealer, "123m456m789m234p55p", others)],
                        dealer,
                        indicator=kind_of("9s"))
    match = Match("jinhua", 21, first_wall=wall)
    match.next_hand()
    assert match.dealer_streak() == 0
    match.apply(next(a for a in match.game.legal_actions(dealer) if a.kind is ActionKind.WIN))  # type: ignore[union-attr]
    assert match.dealer == dealer
    for streak in (1, 2):
        game = match.next_hand()
        assert game.dealer == dealer and match.dealer_streak() == streak
        _pass_to_end(game)  # nobody takes a win: drawn
        match.close_hand(game)
        assert game.result is not None and game.result.exhausted and match.dealer == dealer
    assert match.next_hand().dealer == dealer and match.dealer_streak() == 3


def test_js4_dealer_stays_on_own_win_and_the_next_player_deals_after_another_win() -> None:
    hands = _hands(1, "111z222z333z123m55m", _rotate({1: "444z999p111s456s5m", 2: "147m258p369s5677z",
                                                     3: "147p258s369m5677z"}, 1))
    game = stacked_game("jinshan", hands, dealer=1)
    act(game, "S win 5m")  # 天胡 with three concealed honour pungs, 24 胡 + 自摸
    assert game.result is not None and game.result.winners == (1,) and game.result.next_dealer == 1
    game = stacked_game("jinshan", _hands(0, DEALER_5M, WAITING_5M))
    act(game, "E discard 5m")
    act(game, "W win 5m")  # W alone answers 胡; not the winner but the dealer's 下家 S deals next (JS-4)
    pass_all(game)
    assert game.result is not None and game.result.winners == (2,) and game.result.next_dealer == 1


def _jinshan_drawn(seed: int, dealer: int) -> int:
    wall = stacked_wall(full_set(True), [t(h) for h in [DRAW_HANDS[(c - dealer) % 4] for c in range(4)]],
                        dealer)
    game = Game("jinshan", seed, dealer, wall=wall, dice=(3, 4))
    _tsumogiri_until(game)
    assert game.result is not None and game.result.exhausted
    return game.result.next_dealer


def test_js4_a_drawn_hand_rolls_the_dice_afresh_for_the_dealer() -> None:
    dealers = [_jinshan_drawn(seed, 0) for seed in range(12)]
    assert dealers == [_jinshan_drawn(seed, 0) for seed in range(12)]  # the seed decides: reproducible (C-3)
    assert set(dealers) == {0, 1, 2, 3}  # not "keep" (always 0) nor "next" (always 1): a fresh roll
    match = Match("jinshan", 7)
    game = match.next_hand()
    _tsumogiri_until(game)
    match.close_hand(game)
    assert game.result is not None and game.result.exhausted and match.dealer == game.result.next_dealer


def _shanghai_two_knockers() -> Game:
    """S and N knock; W then throws 8m, on which both can win: S 1112345678999m (every 萬), N 混一色 on 8m."""
    hands = ["5s3467p1479s1347m2z", "1112345678999m", "2358p2358s1346z3s", "234567m666z777z8m"]
    #         E d0 S d1 W d2 N d3 E d4 S d5 W
    draws = "1p" + "2p" + "9s" + "5s" + "6s" + "8m"
    game = stacked_game("shanghai", hands, draws=draws)
    act(game, "E discard 2z")
    pass_all(game)
    act(game, "S knock 1p")
    pass_all(game)
    act(game, "W discard 2p")
    pass_all(game)
    act(game, "N knock 9s")
    pass_all(game)
    act(game, "E discard 5s")
    pass_all(game)
    act(game, "S discard 6s")
    pass_all(game)
    assert game.turn == 2 and game.drawn == kind_of("8m")
    act(game, "W discard 8m")
    return game


def test_sh5_sh3_several_winners_on_one_discard_and_the_nearest_deals_next() -> None:
    game = _shanghai_two_knockers()
    assert sorted(game.to_act()) == [1, 3] and all(ActionKind.WIN in kinds(game, c) for c in (1, 3))
    act(game, "S win 8m")
    act(game, "N win 8m")
    result = game.result
    assert result is not None and result.winners == (3, 1) and result.discarder == 2  # 一炮多響, N nearest
    assert result.next_dealer == 3  # SH-3: the winner nearest after the discarder W deals
    assert set(result.scores) == {1, 3} and all(s.valid for s in result.scores.values())
    paid_by = {(p.payer, p.payee) for p in result.payments}
    assert paid_by == {(game.wind_of(2), game.wind_of(1)), (game.wind_of(2), game.wind_of(3))}  # W pays both
    assert result.net[2] < 0 and result.net[0] == 0 and sum(result.net) == 0


def test_sh3_a_single_winner_deals_next_and_a_drawn_hand_keeps_the_dealer() -> None:
    game = _shanghai_two_knockers()
    act(game, "S win 8m")
    act(game, "N pass")
    assert game.result is not None and game.result.winners == (1,) and game.result.next_dealer == 1
    for seed in (1, 2):
        drawn = Game("shanghai", seed, dealer=3)
        _tsumogiri_until(drawn)
        assert drawn.result is not None and drawn.result.exhausted and drawn.result.next_dealer == 3


# --- one winner per discard: JH-7, JS-6 -------------------------------------------------------------------
@pytest.mark.parametrize("variant, extra", [("jinhua", {"indicator": "9s"}), ("jinshan", {})])
def test_jh7_js6_one_winner_per_discard_the_nearest_after_the_discarder(variant: str,
                                                                        extra: dict[str, Any]) -> None:
    # the dealer is chair 2 and throws 5m; chairs 3, 0 and 1 can all win: chair 3 is nearest after it
    game = stacked_game(variant, _hands(2, DEALER_5M, _rotate(WAITING_5M, 2)), dealer=2, **extra)
    act(game, "W discard 5m")
    assert sorted(game.to_act()) == [0, 1, 3] and all(ActionKind.WIN in kinds(game, c) for c in (0, 1, 3))
    for chair in (1, 0, 3):  # answers in any order
        act(game, f"{'ESWN'[chair]} win 5m")
    result = game.result
    assert result is not None and result.winners == (3,) and set(result.scores) == {3}
    # only chair 3 is scored and gains (Jinshan's losers also settle among themselves, JS-21)
    assert result.net[3] == max(result.net) > 0 and sum(result.net) == 0


def test_js6_chi_only_from_shangjia_and_win_over_peng_over_chi() -> None:
    hands = [DEALER_5M, "46m147p258p369s66z", "46m55m147s258s369p", "111z222z333z456p5m"]
    game = stacked_game("jinshan", hands)
    act(game, "E discard 5m")
    assert ActionKind.CHI in kinds(game, 1)  # S is E's 下家 (E is S's 上家)
    assert ActionKind.CHI not in kinds(game, 2) and ActionKind.PENG in kinds(game, 2)  # W holds 46m too
    assert ActionKind.WIN in kinds(game, 3)
    act(game, "S chi 5m 456m")
    act(game, "W peng 5m")
    act(game, "N win 5m")
    assert game.result is not None and game.result.winners == (3,)  # 胡 first
    game = stacked_game("jinshan", hands)
    act(game, "E discard 5m")
    act(game, "S chi 5m 456m")
    act(game, "N pass")
    act(game, "W peng 5m")
    assert game.result is None and game.turn == 2 and game.seats[2].melds[0].source == 0  # 碰 over 吃
    assert game.seats[1].melds == []


# --- the wall's end: JS-5, SH-4 ---------------------------------------------------------------------------
def _jinshan_last_tile_game() -> Game:
    """All eight flowers dealt (the season ones replaced from the tail); the last live tile is the one 5m
    the hands do not hold, drawn by N (draw 87 of 87). S waits on 5m alone with 24 胡."""
    hands = ["5m1f2f5f6f246789m238p", "555z666z777z123m5m", "3f4f7f8f258p147s36z9m", "5m444z999p111s456s"]
    game = stacked_game("jinshan", hands, tail="1z2z3z4z5m")
    assert sum(len(s.flowers) for s in game.seats) == 4 and len(game.wall) == 87
    act(game, "E discard 5m")
    pass_all(game)
    _tsumogiri_until(game, lambda g: len(g.wall) == 0)
    return game


def test_js5_the_last_tile_drawn_is_still_discarded_and_may_be_won_on() -> None:
    game = _jinshan_last_tile_game()
    assert game.result is None and game.phase == "turn" and game.turn == 3 and game.drawn == kind_of("5m")
    assert ActionKind.DISCARD in kinds(game, 3)  # the wall is empty, but N still discards
    act(game, "N discard 5m")
    assert _phase(game) == "claim" and ActionKind.WIN in kinds(game, 1)
    act(game, "S win 5m")
    pass_all(game)
    assert game.result is not None and game.result.winners == (1,) and not game.result.exhausted
    assert game.result.discarder == 3 and game.result.scores[1].totals["hu"] >= 20


def test_js5_nobody_winning_the_last_discard_draws_the_hand() -> None:
    game = _jinshan_last_tile_game()
    act(game, "N discard 5m")
    pass_all(game)
    assert game.result is not None and game.result.exhausted and game.result.net == (0, 0, 0, 0)
    assert game.events[-2].kind == "discard" and game.events[-1].kind == "exhausted"


def test_sh4_the_hand_is_drawn_only_when_the_wall_is_empty() -> None:
    game = Game("shanghai", 3, dealer=1)
    _tsumogiri_until(game, lambda g: len(g.wall) == 1)
    assert game.result is None  # no dead wall kept back: one tile left still plays
    _tsumogiri_until(game, lambda g: len(g.wall) == 0)
    assert game.result is None and game.phase == "turn" and ActionKind.DISCARD in kinds(game, game.turn)
    _tsumogiri_until(game)
    assert game.result is not None and game.result.exhausted and len(game.wall) == 0
    assert game.tiles_accounted() == 144


# --- tiles and flowers: JS-1, SH-1 ------------------------------------------------------------------------
def test_js1_jinshan_plays_144_tiles_with_the_eight_flowers() -> None:
    game = Game("jinshan", 4)
    assert game.total_tiles == 144 and game.tiles_accounted() == 144
    tiles = full_set(get_variant("jinshan").table_rules.with_flowers)
    assert len(tiles) == 144 and sorted(k for k in tiles if k >= kind_of("1f")) == parse_tiles("12345678f")
    with pytest.raises(ValueError, match="144"):
        Game("jinshan", 4, wall=full_set(False))  # a 136-tile wall is not a Jinshan wall


def test_sh1_all_eight_flowers_are_set_aside_at_the_deal_and_replaced_from_the_tail() -> None:
    hands = ["123456789m11z55z9p", "147p258p369s5678f", "1234f147p258p369s", "258m369p147s77z66z"]
    game = stacked_game("shanghai", hands, tail="2346z" + "2345z")
    assert game.seats[1].flowers == parse_tiles("5678f") and game.seats[2].flowers == parse_tiles("1234f")
    assert game.seats[1].counts[kind_of("2z")] == 1 and game.seats[1].counts[kind_of("6z")] == 1
    assert game.seats[2].counts[kind_of("5z")] == 1 and game.seats[2].counts[kind_of("2z")] == 1
    assert [s.tile_count for s in game.seats] == [14, 13, 13, 13] and len(game.wall) == 144 - 53 - 8


def test_sh1_a_drawn_flower_is_replaced_and_each_flower_counts_one_hua() -> None:
    # the dealer knocks (混一色 on 1z/5z), then draws 夏, whose replacement 秋 is set aside too,
    # then wins on 1z
    draws = KNOCK_DRAWS.replace("1z", "2f")
    game = stacked_game("shanghai", KNOCK_HANDS, draws=draws, tail="3f1z")
    act(game, "E knock 9p")
    for chair in (1, 2, 3):
        pass_all(game)
        act(game, f"{'ESWN'[chair]} discard {'8p8p4m'[2 * chair - 2:2 * chair]}")
    pass_all(game)
    assert game.seats[0].flowers == parse_tiles("23f") and game.drawn == kind_of("1z")
    assert [e.kind for e in game.events[-5:]] == ["draw", "flower", "replacement", "flower", "replacement"]
    act(game, "E win 1z")
    score = game.result.scores[0]  # type: ignore[union-attr]
    flowers = [i for i in score.items if i.name == "花"]
    assert [(i.unit, i.value) for i in flowers] == [("hua", 2)]  # SH-11: 1 花 per flower


# --- JS-10 no 承包 ---------------------------------------------------------------------------------------
def _three_pengs_from_the_dealer() -> Game:
    """S pengs 1z, 2z and 3z from E (a third claim from one player), then draws 5m: 123m 55m, 自摸."""
    hands = ["1z2z3z147m258p369s99p", "11z22z33z123m5m9s8p8s", "258m147p369s4z5z6z7z", "369m147s258p4z5z6z7z"]
    draws = "1s2s" + "1p" + "3s4s" + "2p" + "6s7s" + "3p" + "5m"
    game = stacked_game("jinshan", hands, draws=draws)
    for honour, thrown in (("1z", "9s"), ("2z", "8p"), ("3z", "8s")):
        _tsumogiri_until(game, lambda g: g.phase == "turn" and g.turn == 0)
        act(game, f"E discard {honour}")
        act(game, f"S peng {honour}")
        pass_all(game)
        act(game, f"S discard {thrown}")
        pass_all(game)
    _tsumogiri_until(game, lambda g: g.turn == 1 and g.phase == "turn")
    return game


def test_js10_a_third_claim_from_one_player_changes_no_payment() -> None:
    game = _three_pengs_from_the_dealer()
    assert game.seats[1].claims_from[0] == 3 and all(m.source == 0 for m in game.seats[1].melds)
    assert game.drawn == kind_of("5m") and ActionKind.WIN in kinds(game, 1)
    act(game, "S win 5m")
    result = game.result
    assert result is not None and result.winners == (1,)
    score = result.scores[1]
    a = score.totals["hu"] * 2 ** score.totals["tai"]
    each = min(50, math.ceil(2 * a / 10) + 3)  # JS-17 self-draw, capped (JS-19)
    assert result.net == (-each, 3 * each, -each, -each)  # the supplier E pays like the others
    assert not any("承包" in p.why or "承包" in p.rule for p in result.payments)
