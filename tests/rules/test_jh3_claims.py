"""JH-3 in claims (shared/spec/rules-jinhua.md): a 白板 standing for the 財神's face is that tile everywhere,
so the engine offers the chi it completes — held (財神 3m: 2m + 白板 with a discarded 4m) or discarded
(2m 4m + a discarded 白板) — and the meld keeps the tiles as they are (``24m5z``)."""

from __future__ import annotations

from rules.engine import Action, ActionKind
from rules.tiles import kind_of, parse_tiles
from tests.rules.engine_helpers import act, stacked_game

OTHERS = ["5678m2345p2345s6z", "99m6789p6789s677z"]  # W and N: no 2m/4m/5z, no 3m (the 財神)


def chis(game, chair: int) -> list[Action]:  # type: ignore[no-untyped-def]
    return [a for a in game.legal_actions(chair) if a.kind is ActionKind.CHI]


def test_a_held_white_dragon_gives_the_faces_place_in_a_chi() -> None:
    game = stacked_game("jinhua", ["4m5z111999p111999s", "2m5z678p678s22z33z4z", *OTHERS], indicator="3m")
    act(game, "E discard 4m")
    offered = chis(game, 1)
    assert [str(a) for a in offered] == ["S chi 4m 24m5z"]
    game.apply(offered[0])
    meld = game.seats[1].melds[-1]
    assert meld.tiles == tuple(parse_tiles("24m5z")) and meld.source == 0
    assert game.seats[1].counts[kind_of("5z")] == 0 and game.seats[1].counts[kind_of("2m")] == 0
    assert game.conservation_problem() is None


def test_a_discarded_white_dragon_is_claimed_as_the_face() -> None:
    game = stacked_game("jinhua", ["4m5z111999p111999s", "2m4m678p678s22z33z1z", *OTHERS], indicator="3m")
    act(game, "E discard 5z")
    offered = chis(game, 1)
    assert [str(a) for a in offered] == ["S chi 5z 24m5z"]
    act(game, "S chi 5z 24m5z")  # the notation round-trips (a record replays it)
    assert game.seats[1].melds[-1].tiles == tuple(parse_tiles("24m5z"))
    assert game.conservation_problem() is None


def test_no_stand_in_chi_when_the_white_dragon_is_the_caishen() -> None:
    game = stacked_game("jinhua", ["4m3m111999p111999s", "2m5z678p678s22z33z4z", *OTHERS], indicator="5z")
    act(game, "E discard 4m")
    assert chis(game, 1) == []  # 5z is wild (JH-3: the other 白板 are the 財神), 3m is no stand-in


def test_no_stand_in_chi_in_other_variants() -> None:
    game = stacked_game("jinshan", ["4m5z111999p111999s", "2m5z678p678s22z33z4z", *OTHERS])
    act(game, "E discard 4m")
    assert chis(game, 1) == []
