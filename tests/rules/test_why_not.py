"""Why a complete hand is not a legal win, in each variant's own terms (issue 10 "why not").

``Game.why_not_win(chair)`` reads the drawn tile or the discard on offer; ``offered=(tile, discarder)``
asks about a discard before the table moves on, so a player who is not asked at all still learns why.
"""

from __future__ import annotations

from rules.engine import ActionKind
from rules.tiles import format_tiles, kind_of
from tests.rules.engine_helpers import act, kinds, pass_all, stacked_game

OTHERS = ["147m258m369s1567z", "258m369p147s5677z"]


def _throw_drawn(game, chair: int) -> None:  # type: ignore[no-untyped-def]
    pass_all(game)
    assert game.turn == chair
    act(game, f"{'ESWN'[chair]} discard {format_tiles([game.drawn])}")


def test_js12_below_20_hu_says_how_many() -> None:
    game = stacked_game("jinshan", ["999m456p789s234s55m", *OTHERS, "123m456p789s234s6m"])
    assert ActionKind.WIN not in kinds(game, 0)  # complete, self-drawn, but short of the minimum
    assert game.why_not_win(0) == "18 胡 — at least 20 needed"


def test_js12_a_plain_hand_on_a_discard_and_every_wait_scored() -> None:
    game = stacked_game("jinshan", ["123m456p789s1234z9m", *OTHERS, "123m456p789s234s5m"])
    assert game.why_not_win(3, (kind_of("5m"), 0)) == "0 胡 — at least 20 needed"
    scores = game.wait_scores(3)  # self-drawn: 10 胡 for 自摸 (JS-13), still short
    assert list(scores) == [kind_of("5m")]
    assert not scores[kind_of("5m")].valid and scores[kind_of("5m")].totals["hu"] == 10


def test_sh6_knock_first() -> None:
    game = stacked_game("shanghai", ["456m456p789s1234z9m", *OTHERS, "111m222p333s44z55z"])
    assert game.why_not_win(3, (kind_of("5z"), 0)) == "SH-6: knock (敲) first — only a knocked hand may win"
    game.seats[3].knocked = True  # the same 碰碰胡 once knocked is a legal win: nothing to explain
    assert game.why_not_win(3, (kind_of("5z"), 0)) is None


def test_sh9_a_plain_hand_cannot_win_in_qiaoma() -> None:
    game = stacked_game("shanghai", ["123m456p789s1234z9m", *OTHERS, "123m456p789s234s5m"])
    game.seats[3].knocked = True
    reason = game.why_not_win(3, (kind_of("5m"), 0))
    assert reason is not None and reason.startswith("a plain hand cannot win in 敲麻 (SH-9")


def test_js8_louhu_passed_this_tile() -> None:
    hands = ["5m123p456p789p123s9s", "124578m47p3689s7z", "369m258p147s258s5p", "111z222z333z44z55m"]
    game = stacked_game("jinshan", hands)
    act(game, "E discard 5m")
    assert ActionKind.WIN in kinds(game, 3)
    act(game, "N pass")
    pass_all(game)
    assert game.turn == 1
    assert game.why_not_win(3, (kind_of("5m"), 1)) == (
        "漏胡 (JS-8/SH-8): you passed this tile since your last draw")
    assert game.why_not_win(3, (kind_of("4z"), 1)) is None  # another kind is still a win


def test_cx11_paohua_only_wins_by_self_draw() -> None:
    # 龍 = 8s (indicator 7s); N draws 1p and throws 9p: four melds' worth and a lone 龍, any tile completes it
    hands = ["147p258p369s1234z5z", "258m369p147s5566z", "369m258p2359s77z1z", "123m456m789m11p9p8s"]
    game = stacked_game("cixi", hands, indicator="7s", draws="6z7z1p1m")
    act(game, "E discard 1z")
    for chair in (1, 2):
        _throw_drawn(game, chair)
    pass_all(game)
    act(game, "N discard 9p")
    pass_all(game)
    assert game.seats[3].any_tile_wins and game.turn == 0
    assert game.why_not_win(3, (kind_of("5z"), 0)) == "CX-11: 抛花 only wins by self-draw"


def test_cx5_third_claim_from_this_player_is_not_allowed() -> None:
    hands = ["1m2m3m456p789p1234z5z", "11m22m33m147s258s3z", "147m258m369s5566z", "369m147p258p3699s"]
    game = stacked_game("cixi", hands, indicator="7s")
    for tile, then in (("1m", "3z"), ("2m", "1s")):
        while not (game.turn == 0 and game.phase == "turn"):
            _throw_drawn(game, game.turn) if game.phase == "turn" else pass_all(game)
        assert game.why_not_claim(1, kind_of(tile), 0) is None  # the first two claims are fine
        act(game, f"E discard {tile}")
        act(game, f"S peng {tile}")
        pass_all(game)
        act(game, f"S discard {then}")
    while not (game.turn == 0 and game.phase == "turn"):
        _throw_drawn(game, game.turn) if game.phase == "turn" else pass_all(game)
    reason = game.why_not_claim(1, kind_of("3m"), 0)
    assert reason is not None and reason.startswith("CX-5: a third claim from this player is not allowed")
    assert game.why_not_claim(1, kind_of("3m"), 2) is None  # another supplier: still allowed


def test_c5_jinhua_a_discarded_caishen_cannot_be_claimed() -> None:
    # JH-2: the indicator 5p makes 5p the 財神; N pairs its own 5p with E's 5p, which is not a win
    game = stacked_game("jinhua",
                        ["123m789p1234z5566z", *OTHERS[:1], "147p258s369s1234z", "123m456s789s234s5p"],
                        indicator="5p")
    assert kind_of("5p") in game.wild_kinds
    assert game.why_not_win(3, (kind_of("5p"), 0)) == "C-5: a discarded wild tile cannot be claimed"
    assert game.why_not_win(3, (kind_of("5s"), 0)) is None  # a natural 5s pair wins (平胡, JH-10)
