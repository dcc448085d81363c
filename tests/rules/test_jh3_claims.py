"""JH-3 in claims (shared/spec/rules-jinhua.md): a 白板 standing for the 財神's face is that tile everywhere,
so the engine offers the chi it completes — held (財神 3m: 2m + 白板 with a discarded 4m) or discarded
(2m 4m + a discarded 白板) — and the meld keeps the tiles as they are (``24m5z``). Two 白板 peng a
discarded 財神 (``3m55z``), the one claim on a wild, with the usual priorities (C-5) and no kong."""

from __future__ import annotations

from rules.engine import Action, ActionKind
from rules.hand import MeldType
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


# --- the peng: 白板 白板 + a discarded 財神 ---------------------------------------------------------------

def claims(game, chair: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(a) for a in game.legal_actions(chair) if a.kind is not ActionKind.PASS]


def test_two_white_dragons_peng_a_discarded_caishen() -> None:
    game = stacked_game("jinhua", ["3m4m111999p111999s", "2m55z78p678s22z33z1z", *OTHERS], indicator="3m")
    act(game, "E discard 3m")
    assert game.phase == "claim" and claims(game, 1) == ["S peng 3m 3m55z"]
    act(game, "S peng 3m 3m55z")  # the notation round-trips (a record replays it)
    meld = game.seats[1].melds[-1]
    assert meld.type is MeldType.PENG and meld.tiles == tuple(parse_tiles("3m55z"))
    assert meld.source == 0 and meld.claimed == kind_of("3m") and game.seats[1].claims_from[0] == 1
    assert game.seats[1].counts[kind_of("5z")] == 0 and game.seats[1].counts[kind_of("3m")] == 0
    assert game.phase == "turn" and game.turn == 1 and game.conservation_problem() is None
    assert game.events[-1].kind == "peng" and game.events[-1].detail["meld"] == meld.tiles


def test_any_seat_may_peng_it_and_the_nearest_takes_it() -> None:
    """C-5: a peng is not only the next player's; two seats holding two 白板 each, the nearest wins."""
    game = stacked_game("jinhua", ["3m4m111999p111999s", "2m55z78p678s22z33z1z", "5678m2345p2345s6z",
                                   "9m55z6789p6789s77z"], indicator="3m")
    act(game, "E discard 3m")
    assert claims(game, 1) == ["S peng 3m 3m55z"] and claims(game, 3) == ["N peng 3m 3m55z"]
    act(game, "N peng 3m 3m55z")
    act(game, "S peng 3m 3m55z")
    assert game.turn == 1 and game.seats[1].melds and not game.seats[3].melds


def test_one_white_dragon_does_not_peng_the_caishen() -> None:
    game = stacked_game("jinhua", ["3m4m111999p111999s", "2m5z678p678s22z33z4z", *OTHERS], indicator="3m")
    act(game, "E discard 3m")
    assert game.phase == "turn" and game.turn == 1  # C-5: nobody may claim it, no window opened


def test_two_caishen_do_not_peng_a_discarded_caishen() -> None:
    game = stacked_game("jinhua", ["3m4m111999p111999s", "2m33m78p678s22z33z1z", *OTHERS], indicator="3m")
    act(game, "E discard 3m")
    assert game.phase == "turn" and game.turn == 1  # held 財神 are wild: they meld nothing


def test_no_peng_of_the_white_dragon_caishen_by_other_white_dragons() -> None:
    game = stacked_game("jinhua", ["5z4m111999p111999s", "2m55z78p678s22z33z1z", *OTHERS], indicator="5z")
    act(game, "E discard 5z")
    assert game.phase == "turn" and game.turn == 1  # JH-3: the other 白板 are the 財神, nothing stands in


def test_three_white_dragons_peng_but_do_not_kong_and_add_no_kong_later() -> None:
    """The spec names chi and peng: no kong of the face with three 白板, and no added kong on the peng
    with a held 財神 or the third 白板."""
    game = stacked_game("jinhua", ["3m4m111999p111999s", "3m555z78p678s22z33z", *OTHERS], indicator="3m")
    act(game, "E discard 3m")
    assert claims(game, 1) == ["S peng 3m 3m55z"]
    act(game, "S peng 3m 3m55z")
    kinds = {a.kind for a in game.legal_actions(1)}
    assert kinds == {ActionKind.DISCARD}


def test_no_stand_in_peng_in_other_variants() -> None:
    game = stacked_game("jinshan", ["3m4m111999p111999s", "2m55z78p678s22z33z1z", *OTHERS])
    act(game, "E discard 3m")
    assert game.phase == "turn" and game.turn == 1


def test_a_hand_won_with_the_peng_scores_it_as_a_pung_of_the_face() -> None:
    """The engine's own scoring takes the meld: 3m55z is 333m, so the hand is 清一色 (×4: no 財神 used as
    wild), and it is no 三財一刻 (JH-22): one 財神 tile, not three."""
    game = stacked_game("jinhua", ["3m4m111999p111999s", "1114567899m55z1z", "5678m2345p2345s6z",
                                   "88m6789p6789s677z"], indicator="3m", draws="2z2z2z9m")
    for text in ("E discard 3m", "S peng 3m 3m55z", "S discard 1z", "W discard 2z", "N discard 2z",
                 "E discard 2z", "S win 9m"):
        act(game, text)
    assert game.result is not None and game.result.winners == (1,)
    score = game.result.scores[1]
    assert [(i.rule, i.value) for i in score.items] == [("JH-10", 1), ("JH-18", 4)]
    assert score.reading.endswith("pung:333m~~") and game.result.net == (-8, 24, -8, -8)


def test_an_honor_caishen_is_penged_the_same_way() -> None:
    game = stacked_game("jinhua",
                        ["6z4m111999p111999s", "2m55z78p678s22z33z1z", *OTHERS[:1], "99m6789p6789s177z"],
                        indicator="6z")
    act(game, "E discard 6z")
    assert claims(game, 1) == ["S peng 6z 556z"]
    act(game, "S peng 6z 556z")
    assert game.seats[1].melds[-1].claimed == kind_of("6z") and game.conservation_problem() is None
