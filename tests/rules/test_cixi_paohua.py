"""CX-11 抛花 and CX-15 at the table: the game wins a 抛花 hand on its player's draw, whether the hand reached
抛花 by a discard or was dealt so; a drawn fourth tile of a peng offers the added kong or the plain 抛花
win, nothing else (seed: 若抛花者没有选择杠牌的，按普通抛花结算)."""

from __future__ import annotations

from collections.abc import Callable

from rules.engine import Action, ActionKind, Game
from rules.engine.wall import stacked_wall
from rules.tiles import format_tiles, full_set, kind_of, parse_tiles
from tests.rules.engine_helpers import act, kinds, pass_all, stacked_game

# 龍 = 9s (indicator 8s). E, S and N hold nothing anyone claims in the opening turns.
EAST = "147p258p369m1234z5z"
SOUTH = "369p147p258s6677z"
NORTH = "147m258m147s1234z"
DEALT_PAOHUA = "123m456m789m123p9s"  # the example: four sequences and a lone 龍


def _throw_drawn(game: Game, chair: int) -> None:
    pass_all(game)
    assert game.result is None and game.turn == chair
    act(game, f"{'ESWN'[chair]} discard {format_tiles([game.drawn])}")


def test_cx11_a_hand_dealt_in_paohua_is_won_by_the_table_on_its_first_draw() -> None:
    game = stacked_game("cixi", [EAST, SOUTH, DEALT_PAOHUA, NORTH], indicator="8s", draws="6z7z")
    assert game.seats[2].any_tile_wins  # known from the deal, as after a discard
    act(game, "E discard 1z")
    assert 2 not in game.to_act()  # CX-11: no win on a discard, even before W's first turn
    _throw_drawn(game, 1)
    pass_all(game)
    result = game.result
    assert result is not None and result.winners == (2,) and result.how == "抛花"
    assert result.discarder is None and game.drawn == kind_of("7z")
    assert ("CX-11", "抛花", 5) in [(i.rule, i.name, i.value) for i in result.scores[2].items]


def test_cx11_a_dealer_dealt_paohua_may_declare_its_fourteen_or_discard() -> None:
    """DECISION (rules.md CX-11): the dealer's fourteen dealt tiles are not a draw: 天胡 with 抛花 is
    offered, not declared by the table; after a discard the dealer is 抛花 like anyone."""
    dealer = DEALT_PAOHUA + "5z"
    game = stacked_game("cixi", [dealer, SOUTH, "147p258p369m1234z", NORTH], indicator="8s")
    assert game.result is None and ActionKind.WIN in kinds(game, 0) and ActionKind.DISCARD in kinds(game, 0)
    won = stacked_game("cixi", [dealer, SOUTH, "147p258p369m1234z", NORTH], indicator="8s")
    act(won, "E win 5z")
    assert won.result is not None
    names = [i.name for i in won.result.scores[0].items]
    assert "抛花" in names and "天胡" in names
    act(game, "E discard 5z")
    assert game.seats[0].any_tile_wins


def test_cx11_a_hand_reaching_paohua_by_a_discard_is_won_on_the_next_draw() -> None:
    game = Game("cixi", 0, 0, None, None, wall=cx15_wall(draws="9p9p9p2z"), dice=(3, 4))
    to_the_fourth_tile(game, game.apply)  # N draws 2z, not the fourth 5z
    result = game.result
    assert result is not None and result.winners == (3,) and result.how == "抛花"


CX15_HANDS = [EAST, SOUTH, NORTH, "123m456m789m55z9s1z"]  # N: 123m456m789m 55z 1z and the 龍 9s


def cx15_wall(draws: str = "9p9p9p5z") -> list[int]:
    """The deal of ``CX15_HANDS`` (龍 9s), then ``draws``: E, S and W draw 9p, N the fourth 5z."""
    return stacked_wall(full_set(False), [parse_tiles(h) for h in CX15_HANDS], 0, draws=parse_tiles(draws),
                        indicator=kind_of("8s"))


def to_the_fourth_tile(game: Game, apply: Callable[[Action], object]) -> None:
    """N pengs E's 5z and throws 1z (123m456m789m + the lone 龍: 抛花); E, S and W throw what they draw;
    N draws. ``apply`` plays an action (the game's, or an app session's on the same game)."""
    def passes() -> None:
        while game.phase in ("claim", "rob"):
            apply(Action(game.to_act()[0], ActionKind.PASS))

    apply(Action.parse("E discard 5z"))
    apply(Action.parse("N peng 5z"))
    passes()
    apply(Action.parse("N discard 1z"))
    for chair in (0, 1, 2):
        passes()
        apply(Action(chair, ActionKind.DISCARD, game.drawn))
    passes()


def fourth_tile_of_the_peng() -> Game:
    """N, in 抛花 with a peng of 5z, draws the fourth 5z (CX-15); also the bots' test position."""
    game = Game("cixi", 0, 0, None, None, wall=cx15_wall(), dice=(3, 4))
    to_the_fourth_tile(game, game.apply)
    assert game.result is None and game.turn == 3 and game.drawn == kind_of("5z")
    return game


def test_cx15_the_fourth_tile_of_a_peng_offers_the_kong_or_the_plain_paohua_win_only() -> None:
    game = fourth_tile_of_the_peng()
    assert kinds(game, 3) == {ActionKind.WIN, ActionKind.ADDED_KONG}  # no plain discard (CX-15)


def test_cx15_no_kong_is_a_plain_paohua_self_draw() -> None:
    game = fourth_tile_of_the_peng()
    game.apply(Action(3, ActionKind.WIN, kind_of("5z")))
    result = game.result
    assert result is not None and result.winners == (3,) and result.how == "自摸"
    names = [i.name for i in result.scores[3].items]
    assert "抛花" in names and "杠上花" not in names


def test_cx15_kong_and_nobody_robs_is_paohua_and_a_win_on_the_replacement() -> None:
    game = fourth_tile_of_the_peng()
    act(game, "N added_kong 5z")
    pass_all(game)
    result = game.result
    assert result is not None and result.winners == (3,) and result.how == "抛花"
    names = [i.name for i in result.scores[3].items]
    assert "抛花" in names and "杠上花" in names
