"""The variants' event hooks (rules/variants/base.py): the engine asks them and the wins the table declares
by itself (SH-2 八花齊, CX-7 十連風, CX-13 單吊抛花) are each variant's code, in its folder; so are the
table hooks of the phases (SH-6/7 knocking, SH-18 換牌, CX-11 抛花): a variant without them plays without
the rule."""

from __future__ import annotations

from collections.abc import Sequence

from rules.engine import ActionKind, Game, Match
from rules.tiles import format_tiles, kind_of, parse_tiles
from rules.variants import get_variant
from rules.variants.base import PhaseHooks, TableWin, Variant
from rules.variants.cixi import CixiVariant
from rules.variants.jinshan import JinshanVariant
from rules.variants.shanghai import ShanghaiVariant
from rules.variants.shanghai.knocking import NOT_KNOCKED
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


# --- the table hooks of the phases (Variant "Table hooks (phases)"): SH-6/7, SH-18, CX-11 ---

class ShanghaiWithoutKnocking(ShanghaiVariant):
    """Shanghai with the common rules at a turn, a claim and a win: no SH-6/7 (nor the SH-18 swap)."""

    after_discard = Variant.after_discard
    turn_actions = Variant.turn_actions
    claim_actions = Variant.claim_actions
    win_refusal = Variant.win_refusal
    opening_phase = Variant.opening_phase
    phase_hooks = Variant.phase_hooks  # Shanghai's binds knocking.py's functions themselves


class CixiWithoutPaohua(CixiVariant):
    """Cixi with the common rules at the deal, a draw, a turn, a discard and a win: no CX-11 抛花 (nor
    CX-13, CX-15)."""

    opening_phase = Variant.opening_phase
    after_draw = Variant.after_draw
    after_discard = Variant.after_discard
    turn_actions = Variant.turn_actions
    win_refusal = Variant.win_refusal
    phase_hooks = Variant.phase_hooks  # Cixi's binds paohua.py's functions themselves


def test_the_table_binds_only_the_hooks_a_variant_overrides() -> None:
    for variant_id in ("jinshan", "jinhua"):
        assert get_variant(variant_id).phase_hooks() == PhaseHooks(None, None, None, None, None, None)
    shanghai = get_variant("shanghai").phase_hooks()
    assert shanghai.after_draw is None and shanghai.win_on_unclaimed_discard is None
    knocking = (shanghai.after_discard, shanghai.turn_actions, shanghai.claim_actions, shanghai.win_refusal)
    assert None not in knocking
    cixi = get_variant("cixi").phase_hooks()
    assert cixi.claim_actions is None
    assert None not in (cixi.after_draw, cixi.after_discard, cixi.win_on_unclaimed_discard, cixi.turn_actions,
                        cixi.win_refusal)
    assert ShanghaiWithoutKnocking().phase_hooks() == PhaseHooks(None, None, None, None, None, None)


# 混一色 ready on 1z/5z after throwing 9p (test_engine_variants.py: test_sh6_sh7_knock_...)
KNOCK_HANDS = ["123456789m11z55z9p", "147p258p369s2346z", "147p258p369s2346z", "258m369p147s77z66z"]
# N waits on 4z/5z with 碰碰胡; the dealer throws 4z (test_why_not.py: test_sh6_knock_first)
PUNGS_HANDS = ["456m456p789s1234z9m", "147m258m369s1567z", "258m369p147s5677z", "111m222p333s44z55z"]


def test_sh6_a_ready_hand_knocks_and_only_a_knocked_hand_wins() -> None:
    game = stacked_game("shanghai", KNOCK_HANDS, draws="8p8p4m")
    assert [a.tile for a in game.legal_actions(0) if a.kind is ActionKind.KNOCK] == [kind_of("9p")]
    game = stacked_game("shanghai", PUNGS_HANDS)
    act(game, "E discard 4z")
    assert [a.kind for a in game.legal_actions(3)] == [ActionKind.PENG, ActionKind.PASS]  # SH-6: not knocked


def test_sh6_without_the_hooks_nobody_knocks_and_the_table_bars_no_win() -> None:
    game = stacked_game(ShanghaiWithoutKnocking(), KNOCK_HANDS, draws="8p8p4m")
    assert ActionKind.KNOCK not in {a.kind for a in game.legal_actions(0)}
    game = stacked_game(ShanghaiWithoutKnocking(), PUNGS_HANDS)
    act(game, "E discard 4z")
    # the table asks the hand itself now; only Shanghai's scorer (SH-6 in scoring.py) still refuses it
    assert game.why_not_win(3, (kind_of("5z"), 0)) == "must knock first (SH-6)"
    assert stacked_game("shanghai", PUNGS_HANDS).why_not_win(3, (kind_of("5z"), 0)) == NOT_KNOCKED


def test_sh18_without_the_opening_phase_the_dealer_simply_begins() -> None:
    swapping = Match("shanghai", 4, {"swap_tiles": True}).next_hand()
    assert swapping.phase == "swap"
    plain = Match(ShanghaiWithoutKnocking(), 4, {"swap_tiles": True}).next_hand()
    assert plain.phase == "turn" and plain.to_act() == [plain.dealer]


# 龍 = 8s (indicator 7s); N draws 1p and throws 9p: four melds' worth and a lone 龍 (test_why_not.py:
# test_cx11_...)
PAOHUA_HANDS = ["147p258p369s1234z5z", "258m369p147s5566z", "369m258p2359s77z1z", "123m456m789m11p9p8s"]


def _to_paohua(variant: Variant) -> Game:
    game = stacked_game(variant, PAOHUA_HANDS, indicator="7s", draws="6z7z1p1m")
    act(game, "E discard 1z")
    for chair in (1, 2):
        pass_all(game)
        act(game, f"{'ESWN'[chair]} discard {format_tiles([game.drawn])}")
    pass_all(game)
    act(game, "N discard 9p")
    pass_all(game)
    return game


def test_cx11_a_paohua_hand_wins_only_self_drawn_and_without_the_hooks_like_any_other() -> None:
    game = _to_paohua(get_variant("cixi"))
    assert game.seats[3].any_tile_wins
    assert game.why_not_win(3, (kind_of("5z"), 0)) == "CX-11: 抛花 only wins by self-draw"
    plain = _to_paohua(CixiWithoutPaohua())
    assert not plain.seats[3].any_tile_wins  # nobody asks whether any tile wins it
    assert plain.why_not_win(3, (kind_of("5z"), 0)) != "CX-11: 抛花 only wins by self-draw"
