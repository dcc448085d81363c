"""The opening wins at the table (cli.md ``first_turn``), each variant as its rules page reads them: JS-15
地胡 is any non-dealer win in the first go-around before any claim, also after the winner's own discard
(seed: 在第一輪四位玩家出牌時，除了莊家外如果發生了胡牌過程); Cixi's 地胡 (CX-8 DECISION) falls in the
winner's first turn; Jinhua's 地胡 (JH-25) is a win on the dealer's first discard."""

from __future__ import annotations

import pytest

from rules.engine import Game
from rules.tiles import format_tiles
from tests.rules.engine_helpers import act, pass_all, stacked_game

# S waits on 3m/6m with three concealed wind pungs (24 胡, JS-12); the others hold nothing to claim
HANDS = ["147m258p369s4567z8p", "111z222z333z45m99p", "258m147s369p1567z", "369m258s147p4567z"]
INDICATOR = {"jinshan": None, "cixi": "8s", "jinhua": "8s"}  # Cixi's 龍 9s, Jinhua's 財神 8s: not in S's hand


def _game(variant: str, draws: str) -> Game:
    return stacked_game(variant, HANDS, indicator=INDICATOR[variant], draws=draws)


def _throw_drawn(game: Game, chair: int) -> None:
    pass_all(game)
    assert game.result is None and game.turn == chair
    act(game, f"{'ESWN'[chair]} discard {format_tiles([game.drawn])}")


def _south_wins_on(game: Game, tile: str) -> list[str]:
    act(game, f"S win {tile}")
    pass_all(game)
    assert game.result is not None and game.result.winners == (1,)
    return [item.name for item in game.result.scores[1].items]


@pytest.mark.parametrize(("variant", "earthly"), [("jinshan", True), ("cixi", False), ("jinhua", False)])
def test_a_win_on_west_s_first_discard_after_south_s_own(variant: str, earthly: bool) -> None:
    """JS-15: 地胡 in Jinshan; not in Cixi (S's first turn is over) nor Jinhua (not the dealer's discard)."""
    game = _game(variant, draws="9m6m")
    act(game, "E discard 8p")
    _throw_drawn(game, 1)  # S has discarded: still the first go-around
    _throw_drawn(game, 2)  # W throws 6m
    assert ("地胡" in _south_wins_on(game, "6m")) is earthly


@pytest.mark.parametrize("variant", ["jinshan", "cixi", "jinhua"])
def test_a_win_on_the_dealer_s_first_discard_is_dihu_in_every_variant(variant: str) -> None:
    game = stacked_game(variant, [HANDS[0].replace("8p", "6m").replace("147m", "147p"), *HANDS[1:]],
                        indicator=INDICATOR[variant])
    act(game, "E discard 6m")
    assert "地胡" in _south_wins_on(game, "6m")


@pytest.mark.parametrize("variant", ["jinshan", "cixi", "jinhua"])
def test_a_win_on_the_dealer_s_second_discard_is_past_the_first_go_around(variant: str) -> None:
    game = _game(variant, draws="9m1s2s6m")
    act(game, "E discard 8p")
    for chair in (1, 2, 3, 0):
        _throw_drawn(game, chair)  # E throws 6m: its second discard
    assert "地胡" not in _south_wins_on(game, "6m")
