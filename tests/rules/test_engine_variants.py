"""Each variant's table mechanism on a stacked wall: flowers at the deal (C-3, JS-2), wall ends (JH-4, CX-4),
claim limits (CX-5), the knock lock (SH-6/SH-7), 漏胡 (JS-8, SH-8) and discard bans (JS-3, JS-7, CX-2)."""

from __future__ import annotations

from rules.engine import ActionKind
from rules.tiles import format_tiles, kind_of
from rules.variants import get_variant
from tests.rules.engine_helpers import AcceptingVariant, act, kinds, pass_all, stacked_game


def _pass_to_end(game, stop=lambda g: False) -> None:  # type: ignore[no-untyped-def]
    """Everyone passes claims and discards the first legal tile, until the hand ends or ``stop``."""
    while game.result is None and not stop(game):
        chair = game.to_act()[0]
        options = game.legal_actions(chair)
        passed = next((a for a in options if a.kind is ActionKind.PASS), None)
        game.apply(passed or next(a for a in options if a.kind is ActionKind.DISCARD))


def test_c3_js2_flowers_set_aside_and_replaced_at_the_deal_dealer_first() -> None:
    hands = ["1f123m456p789s1122z", "2f5f123m456p789s33z", "147m258p369s1234z", "147m258p369s5677z"]
    game = stacked_game("jinshan", hands, tail="9m9p")
    assert game.seats[0].flowers == [kind_of("1f")] and game.seats[1].flowers == [kind_of("2f")]
    assert [s.tile_count for s in game.seats] == [14, 13, 13, 13]
    # dealer first
    assert game.seats[0].counts[kind_of("9m")] == 1 and game.seats[1].counts[kind_of("9p")] == 1
    assert game.seats[1].counts[kind_of("5f")] == 1  # JS-3 梅 is a held 百搭, not set aside
    assert game.tiles_accounted() == 144


def test_jh4_hand_drawn_with_the_14_tile_tail_left() -> None:
    game = stacked_game("jinhua",
                        ["123456789m1234z5z", "123456789p1234z", "123456789s1234z", "1199m1199p1199s5z"],
                        indicator="7z")
    _pass_to_end(game)
    assert game.result is not None and game.result.exhausted and len(game.wall) == 14


def test_cx4_drawn_at_34_left_or_at_the_empty_wall_with_play_to_end() -> None:
    hands = ["123456789m1234z5z", "123456789p1234z", "123456789s1234z", "1199m1199p1199s5z"]
    # 龍 = 2z: with 5z the 龍, N's six pairs and a 龍 would be dealt in 抛花 and won on its first draw (CX-11)
    game = stacked_game("cixi", hands, indicator="1z")
    _pass_to_end(game)
    assert game.result is not None and game.result.exhausted and len(game.wall) == 34
    game = stacked_game("cixi", hands, indicator="1z", options={"play_to_end": True})
    _pass_to_end(game)
    assert game.result is not None and game.result.exhausted and len(game.wall) == 0


def _until_dealer_turn(game) -> None:  # type: ignore[no-untyped-def]
    _pass_to_end(game, lambda g: g.turn == 0 and g.phase == "turn")


def test_cx5_third_claim_on_one_supplier_is_not_offered() -> None:
    hands = ["1m2m3m456p789p1234z5z", "11m22m33m147s258s3z", "147m258m369s5566z", "369m147p258p3699s"]
    game = stacked_game("cixi", hands, indicator="7s")  # 龍 = 8s
    for tile, then in (("1m", "3z"), ("2m", "1s")):
        _until_dealer_turn(game)
        act(game, f"E discard {tile}")
        assert ActionKind.PENG in kinds(game, 1)
        act(game, f"S peng {tile}")
        pass_all(game)
        act(game, f"S discard {then}")
    assert game.seats[1].claims_from[0] == 2
    _until_dealer_turn(game)
    act(game, "E discard 3m")
    # CX-5: S holds 33m, but a third claim on E is not offered: no claim window, S simply draws
    assert game.phase == "turn" and game.turn == 1 and game.seats[1].counts[kind_of("3m")] == 2


def test_sh6_sh7_knock_needs_a_ready_allowed_hand_and_locks_it() -> None:
    # 混一色 ready on 1z/5z after throwing 9p; N later discards 4m, which the dealer could chi unknocked
    hands = ["123456789m11z55z9p", "147p258p369s2346z", "147p258p369s2346z", "258m369p147s77z66z"]
    draws = "8p8p4m"
    game = stacked_game("shanghai", hands, draws=draws, tail="")
    knocks = [a for a in game.legal_actions(0) if a.kind is ActionKind.KNOCK]
    assert [format_tiles([a.tile]) for a in knocks] == ["9p"]  # SH-6 only a discard that leaves a ready hand
    act(game, "E knock 9p")
    assert game.seats[0].knocked and game.seats[0].knock_waits == {kind_of("1z"), kind_of("5z")}
    for chair in (1, 2, 3):
        pass_all(game)
        assert game.turn == chair
        act(game, f"{'ESWN'[chair]} discard {format_tiles([game.drawn])}")
    assert game.seats[3].discards[-1] == kind_of("4m")
    assert game.phase == "turn" and game.turn == 0  # SH-7: 3m5m held, but no chi window after knocking
    discards = [a for a in game.legal_actions(0) if a.kind is ActionKind.DISCARD]
    assert discards == [a for a in discards if a.tile == game.drawn] and len(discards) == 1  # SH-7 locked


def test_js8_declined_win_binds_that_kind_until_own_next_draw() -> None:
    variant = AcceptingVariant(missed_win_binds_kind=True)
    hands = ["5m111z222z333z444z7z", "5m147p258p23689s6z", "46m147s258s369p66z", "123m456p789p123s5m"]
    game = stacked_game(variant, hands)
    act(game, "E discard 5m")
    assert ActionKind.WIN in kinds(game, 3)
    act(game, "N pass")
    pass_all(game)
    assert game.seats[3].missed == {kind_of("5m")}
    act(game, "S discard 5m")
    assert 3 not in game.to_act()  # JS-8 漏胡: the same kind is refused until N draws
    assert game.why_not_win(3) is None or "漏胡" in (game.why_not_win(3) or "")
    pass_all(game)
    act(game, f"W discard {format_tiles([game.drawn])}")
    pass_all(game)
    assert game.turn == 3 and game.seats[3].missed == set()  # own draw ends it
    assert get_variant("jinshan").table_rules.missed_win_binds_kind
    assert get_variant("shanghai").table_rules.missed_win_binds_kind


def test_js3_baida_discarded_only_when_nothing_else_and_js7_same_kind_after_claim() -> None:
    game = stacked_game("jinshan", ["5f6f5m111z222z333z47z", "5m147p258p23689s6z", "46m147s258s369p66z",
                                    "123m456p789p123s5m"])
    allowed = game.allowed_discards(0)
    assert kind_of("5f") not in allowed and kind_of("5m") in allowed  # JS-3
    act(game, "E discard 4z")
    pass_all(game)
    game2 = stacked_game("jinshan", ["5m55m11z222z333z447z", "5m147p258p23689s6z", "46m147s258s369p66z",
                                     "123m456p789p123s7z"])
    act(game2, "E discard 4z")
    pass_all(game2)
    act(game2, "S discard 5m")
    act(game2, "E peng 5m")
    pass_all(game2)
    assert kind_of("5m") not in game2.allowed_discards(0)  # JS-7
    assert game2.seats[0].counts[kind_of("5m")] == 1


def test_cx2_long_is_never_discarded() -> None:
    game = stacked_game("cixi", ["8s123m456p789p1234z", "147m258m369s5566z", "147s258s369p3367z",
                                 "369m147p258p3699s"], indicator="7s")
    assert game.wild_kinds == {kind_of("8s")}
    assert kind_of("8s") not in game.allowed_discards(0)


def test_sh7_knocked_kong_only_when_the_waits_stay_the_same() -> None:
    # 九蓮-like 清一色 ready on every 萬 after throwing 5z; the fourth 1m would change the waits
    hands = ["1112345678999m5z", "147p258p369s2346z", "147p258p369s2346z", "258p369p147s77z66z"]
    game = stacked_game("shanghai", hands, draws="9s9s8s1m")
    act(game, "E knock 5z")
    for chair in (1, 2, 3):
        pass_all(game)
        act(game, f"{'ESWN'[chair]} discard {format_tiles([game.drawn])}")
    pass_all(game)
    assert game.turn == 0 and game.drawn == kind_of("1m")
    assert ActionKind.WIN in kinds(game, 0) and ActionKind.CONCEALED_KONG not in kinds(game, 0)


def test_js7_a_claim_that_leaves_two_tiles_lifts_the_ban() -> None:
    """JS-7 (the seed's 最後剩餘2張時除外, read literally): S pengs 1m, 2p and 3s, then 6z with 666z 9s in
    hand; the claim leaves 6z 9s, and either may go."""
    hands = ["1m147p258s369m1234z", "11m22p33s666z9s5z7z8p", "2p3s6z147m258m369p1z", "147s258p369s2345z"]
    game = stacked_game("jinshan", hands, draws="9m9m9m")
    act(game, "E discard 1m")
    for claimed, then, west_throws in (("1m", "5z", "2p"), ("2p", "7z", "3s"), ("3s", "8p", "6z")):
        act(game, f"S peng {claimed}")
        pass_all(game)
        act(game, f"S discard {then}")
        pass_all(game)
        act(game, f"W discard {west_throws}")
    act(game, "S peng 6z")
    pass_all(game)
    assert sorted(game.seats[1].concealed()) == sorted([kind_of("9s"), kind_of("6z")])
    assert set(game.allowed_discards(1)) == {kind_of("6z"), kind_of("9s")}
    assert game.observation(1).banned_kind is None
