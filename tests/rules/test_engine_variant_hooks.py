"""The variants' event hooks (rules/variants/base.py): the engine asks them and the wins the table declares
by itself (SH-2 八花齊, CX-7 十連風, CX-13 單吊抛花) are each variant's code, in its folder."""

from __future__ import annotations

from collections.abc import Sequence

from rules.tiles import kind_of, parse_tiles
from rules.variants import get_variant
from rules.variants.base import TableWin
from rules.variants.jinshan import JinshanVariant
from tests.rules.engine_helpers import act, pass_all, stacked_game

HONORS = parse_tiles("1234567z")


def test_common_rules_declare_no_win_by_the_table() -> None:
    for variant_id in ("jinshan", "jinhua"):
        variant = get_variant(variant_id)
        assert variant.win_on_flower(parse_tiles("1234f5678f")) is None
        assert variant.win_on_unclaimed_discard(HONORS + HONORS[:3], [False] * 10) is None
        assert variant.settling_discard(4) is None


def test_sh2_the_eighth_flower_wins_at_once() -> None:
    shanghai = get_variant("shanghai")
    assert shanghai.win_on_flower(parse_tiles("1234f567f")) is None
    assert shanghai.win_on_flower(parse_tiles("1234f5678f")) == TableWin("八花齊", {"eight_flowers": True})


def test_sh2_dealt_all_eight_flowers_the_dealer_wins_before_the_first_discard() -> None:
    hands = ["1234f5678f123m55z9m", "147p258p369s1234z", "147m258m369s1234z", "258m369p147s77z66z"]
    game = stacked_game("shanghai", hands, tail="9m" * 3 + "9p" * 3 + "9s" * 2)
    assert game.result is not None and game.result.how == "八花齊" and game.result.winners == (0,)
    assert game.result.scores[0].variant == "shanghai" and game.phase == "over"


def test_cx7_ten_honor_discards_none_claimed_win_for_the_discarder() -> None:
    cixi = get_variant("cixi")
    ten = HONORS + HONORS[:3]
    assert cixi.win_on_unclaimed_discard(ten, [False] * 10) == TableWin("十連風", {"ten_honors": True})
    assert cixi.win_on_unclaimed_discard(ten[:9], [False] * 9) is None  # not yet ten
    assert cixi.win_on_unclaimed_discard(ten, [False] * 9 + [True]) is None  # one was claimed
    assert cixi.win_on_unclaimed_discard([*ten[:9], kind_of("1m")], [False] * 10) is None  # not all honors
    assert cixi.win_on_unclaimed_discard([*ten, kind_of("5z")], [False] * 11) is None  # only the first ten


def test_cx13_a_lone_wild_discarded_by_a_paohua_hand_settles_the_hand() -> None:
    cixi = get_variant("cixi")
    assert cixi.settling_discard(4) == TableWin("單吊抛花", {"paohua_single": True})
    assert cixi.settling_discard(3) is None  # 抛花 with more than one tile in hand: an ordinary discard


class FirstDiscardWins(JinshanVariant):
    """Jinshan whose table declares a win on any unclaimed discard: the engine acts on the hook alone."""

    def win_on_unclaimed_discard(self, discards: Sequence[int], claimed: Sequence[bool]) -> TableWin | None:
        return TableWin("test", {}) if discards else None


def test_the_engine_finishes_the_hand_on_the_variants_declared_win() -> None:
    hands = ["123456789m11z55z9p", "147p258p369s1234z", "147m258m369s1234z", "258m369p147s77z66z"]
    game = stacked_game(FirstDiscardWins(), hands)
    act(game, "E discard 9p")
    pass_all(game)
    assert game.result is not None and game.result.how == "test" and game.result.winners == (0,)
    assert game.result.discarder is None and game.events[-1].kind == "win"
    assert game.events[-1].tile == kind_of("9p") and game.seats[0].counts[kind_of("9p")] == 0
