"""What the app asks of the engine's Match beyond play: a stacked first wall, 連莊, and the SH-7 kong check
for a knocked player that takes a meld (a crash the app met)."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from bots import get_bot
from rules.engine import ActionKind, Match
from rules.engine.wall import stacked_wall
from rules.tiles import full_set, parse_tiles
from rules.variants import get_variant
from tests.rules.engine_helpers import act, kinds, pass_all, stacked_game


def _finish(match: Match) -> None:
    bots = [get_bot("random", random.Random(i)) for i in range(4)]
    game = match.game
    assert game is not None
    while game.result is None:
        chair = game.to_act()[0]
        match.apply(bots[chair].choose(game.observation(chair)))


def test_first_wall_deals_the_stacked_hand_and_replays_from_the_record() -> None:
    probe = Match("jinhua", 11)
    dealer = probe.dealer
    hands = [parse_tiles(h) for h in
             ("123456789m1234z", "123456789p1234z", "123456789s1234z", "11223399m55p66s7z")]
    hands[dealer] = hands[dealer] + parse_tiles("5z")
    wall = stacked_wall(full_set(False), hands, dealer)
    match = Match("jinhua", 11, first_wall=wall)
    game = match.next_hand()
    assert sorted(game.observation(dealer).concealed) == sorted(hands[dealer])
    resumed = Match.from_record(match.to_record(), first_wall=wall)
    assert resumed.game is not None and resumed.game.observation(dealer) == game.observation(dealer)
    _finish(match)
    assert match.next_hand().observation(dealer).concealed != game.observation(dealer).concealed


def test_dealer_streak_counts_hands_in_a_row_by_the_dealer_on_the_table() -> None:
    match = Match("shanghai", 4)
    streaks = []
    for _ in range(6):
        match.next_hand()
        streaks.append(match.dealer_streak())
        _finish(match)
        assert match.dealer_streak() == streaks[-1]  # the finished hand keeps its own count
    dealers = [h.dealer for h in match.hands]
    expected = [0]
    for before, now in pairwise(dealers):
        expected.append(expected[-1] + 1 if now == before else 0)
    assert streaks == expected and max(streaks) > 0


def test_sh7_knocked_player_may_kong_a_discard_only_when_the_waits_stay() -> None:
    # the kong check for a knocked player counts the kong as a new meld (it used to crash the table)
    rest = ["147p258p369s2346z", "258m369p147s77z66z"]
    kept = stacked_game("shanghai", ["111m234m567m55z77z9p", "1m47p258p369s2346z", *rest], draws="5p")
    act(kept, "E knock 9p")  # 混一色 ready on 5z/7z; a kong of 1m keeps those waits
    pass_all(kept)
    act(kept, "S discard 1m")
    assert kinds(kept, 0) == {ActionKind.KONG, ActionKind.PASS}  # SH-7: no peng after knocking
    changed = stacked_game("shanghai", ["111m2223456789m7z", "1m47p258p369s2346z", *rest], draws="5p")
    act(changed, "E knock 7z")  # 清一色 waiting on 1234679m; without 111m the waits would change
    pass_all(changed)
    act(changed, "S discard 1m")
    assert changed.seats[0].variant_state.waits == frozenset(parse_tiles("1234679m"))
    assert kinds(changed, 0) == {ActionKind.WIN, ActionKind.PASS}


@pytest.mark.parametrize(("dice", "kaibao"), [((3, 3), 1), ((1, 4), 1), ((4, 1), 1), ((2, 5), 0)])
def test_sh15_kaibao_and_sh16_huangfan_are_table_marks(dice: tuple[int, int], kaibao: int) -> None:
    shanghai = get_variant("shanghai")
    assert shanghai.table_marks(dice, {"huangfan": 2}) == {"huangfan": 2, "kaibao": kaibao}
    assert shanghai.table_marks(dice, {}) == {"huangfan": 0, "kaibao": kaibao}


def test_jh6_draws_before_is_the_only_jinhua_mark() -> None:
    jinhua = get_variant("jinhua")
    assert jinhua.table_marks((3, 3), {"draws_before": 1}) == {"draws_before": 1}  # no 開寶 outside Shanghai
    assert jinhua.table_marks((3, 3), {}) == {}


def eight_flowers_dealt_wall(dealer: int) -> list[int]:
    """A Shanghai first wall whose deal gives ``dealer`` all eight flowers: SH-2 八花齊 ends the hand at its
    deal, before anyone acts (the replacements come from the wall's tail)."""
    others = iter(parse_tiles(h) for h in ("147p258p369s1234z", "147m258m369s1234z", "258m369p147s77z66z"))
    hands = [parse_tiles("1234f5678f123m55z9m") if chair == dealer else next(others) for chair in range(4)]
    return stacked_wall(full_set(True), hands, dealer, tail=parse_tiles("9m9m9m9p9p9p9s9s"))


def test_sh2_a_hand_that_ends_at_its_deal_is_booked_by_the_match() -> None:
    # a bug the app met: "Result of hand 0" and nobody's chips moved — Match booked a hand only in apply
    dealer = Match("shanghai", 5).dealer
    wall = eight_flowers_dealt_wall(dealer)
    match = Match("shanghai", 5, first_wall=wall)
    game = match.next_hand()
    assert game.result is not None and game.result.how == "八花齊" and game.actions == []
    assert len(match.hands) == 1 and match.hands[0].actions == ()
    assert tuple(match.scores) == game.result.net and any(game.result.net)
    assert match.dealer == game.result.next_dealer and match.carry == game.result.carry
    resumed = Match.from_record(match.to_record(), first_wall=wall)  # the record replays, scores and all
    assert resumed.scores == match.scores and len(resumed.hands) == 1
    match.close_hand(game)  # booking it again (simulate books the hands it plays) changes nothing
    assert len(match.hands) == 1 and tuple(match.scores) == game.result.net
    assert match.next_hand().result is None  # the match goes on
