"""JH-26 海底撈月 at the table: the self-draw of the last live tile, and only that (cli.md ``last_tile``: a
kong or flower replacement is not one) — also when the replacement is drawn after the last live tile."""

from __future__ import annotations

from rules.engine import ActionKind, Game
from rules.engine.wall import stacked_wall
from rules.tiles import full_set, kind_of, parse_tiles
from tests.rules.engine_helpers import act, pass_all

# 財神 = 4z (JH-2: the turned kind). E waits on 5z, and holds 111m for a kong on the fourth 1m.
HANDS = ["111m234m567m789p5z9s", "147p258p369s1237z", "369m147p258s1267z", "258m369p147s1567z"]
LIVE_DRAWS = 136 - 53 - 1 - 14  # JH-4: the deal, the turned tile and the 14 tiles kept back
INDICATOR = "4z"


def _last_live_draw_to_the_dealer(last: str, tail: str = "") -> Game:
    """Everyone throws what they draw, nobody claims; E draws ``last`` as the last live tile."""
    hands = [parse_tiles(h) for h in HANDS]
    pool = full_set(False)
    for tile in [k for hand in hands for k in hand] + parse_tiles(INDICATOR + last + tail):
        pool.remove(tile)
    filler = [k for k in pool if k not in parse_tiles("1m5z")][:LIVE_DRAWS - 1]
    wall = stacked_wall(full_set(False), hands, 0, draws=[*filler, kind_of(last)],
                        tail=parse_tiles(tail) if tail else [], indicator=kind_of(INDICATOR))
    game = Game("jinhua", 0, 0, None, None, wall=wall, dice=(3, 4))
    act(game, "E discard 9s")
    while True:
        pass_all(game)
        assert game.result is None
        if game.drawn == kind_of(last) and game.turn == 0 and len(game.wall) == game.reserve:
            return game
        game.apply(next(a for a in game.legal_actions(game.turn)
                        if a.kind is ActionKind.DISCARD and a.tile == game.drawn))


def _names(game: Game) -> list[str]:
    assert game.result is not None and game.result.winners == (0,)
    return [item.name for item in game.result.scores[0].items]


def test_jh26_the_last_live_tile_self_drawn_is_haidi() -> None:
    game = _last_live_draw_to_the_dealer("5z")
    act(game, "E win 5z")
    assert "海底撈月" in _names(game)


def test_jh26_a_kong_replacement_after_the_last_live_tile_is_not_haidi() -> None:
    game = _last_live_draw_to_the_dealer("1m", tail="5z")
    act(game, "E concealed_kong 1m")
    assert game.drawn == kind_of("5z") and ActionKind.WIN in {a.kind for a in game.legal_actions(0)}
    act(game, "E win 5z")
    names = _names(game)
    assert "杠上開花" in names and "海底撈月" not in names
