"""Defence of the ``hard`` bot (issue 8): the reads that make a discard safe, and what a deal-in costs."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bots.defence import (
    deal_in_cost,
    discard_risk,
    honor_danger,
    let_pass,
    sequence_shapes_open,
    suji_covered,
    threat,
    tile_danger,
)
from bots.heuristic import HARD, NORMAL, TableThreats
from bots.seat_view import opponent
from rules.hand import Meld, MeldType
from rules.tiles import kind_of, parse_tiles
from rules.variants.bot_goals import BotGoals, Opponent, Payments
from rules.variants.cixi.bot_goals import CixiGoals
from rules.variants.jinhua.bot_goals import JinhuaGoals
from rules.variants.jinshan.bot_goals import JinshanGoals, shown_hu
from rules.variants.shanghai.bot_goals import ShanghaiGoals
from tests.bots.test_heuristic_decisions import discard_of, view

ALL_UNSEEN = (4,) * 34


def pung(tile: str, source: int = 1) -> Meld:
    k = kind_of(tile)
    return Meld(MeldType.PENG, (k, k, k), source, k)


def chi(tiles: str, source: int = 3) -> Meld:
    kinds = tuple(parse_tiles(tiles))
    return Meld(MeldType.CHI, kinds, source, kinds[0])


def unseen_without(*gone: tuple[str, int]) -> list[int]:
    unseen = list(ALL_UNSEEN)
    for tile, copies in gone:
        unseen[kind_of(tile)] = 4 - copies
    return unseen


def test_threat_grows_with_knock_melds_and_a_short_wall() -> None:
    calm = Opponent()
    melds = tuple(pung(t) for t in ("1m", "2p", "3s"))
    assert threat(calm, 80) == 0.0
    assert threat(Opponent(melds=melds), 80) > threat(Opponent(melds=melds[:1]), 80)
    assert threat(calm, 5) > threat(calm, 20) > 0.0
    assert threat(Opponent(knocked=True), 80) == 1.0


def test_sh6_only_a_knocked_player_can_win_on_a_discard() -> None:
    melds = tuple(pung(t) for t in ("1m", "2p", "3s"))
    assert threat(Opponent(melds=melds), 5, knock_required=True) == 0.0
    assert threat(Opponent(knocked=True), 80, knock_required=True) == 1.0


def test_own_discards_are_safer_and_tiles_let_pass_safer_still() -> None:
    # 現物 and tiles discarded after their latest turn that they did not win on
    opp = Opponent(discards=(kind_of("5m"),), passed=(kind_of("5p"),), knocked=True)
    middle = tile_danger(kind_of("5s"), opp, ALL_UNSEEN)
    assert tile_danger(kind_of("5p"), opp, ALL_UNSEEN) < tile_danger(kind_of("5m"), opp, ALL_UNSEEN) < middle


def test_let_pass_reads_the_latest_discard_of_each_player_between_them_and_this_seat() -> None:
    # chair 0 decides: chair 1's latest discard came before those of chairs 2 and 3, which it let pass;
    # chair 3's latest discard was claimed (perhaps by chair 1), so it is not read
    discards = ((1,), (2, 3), (4, 5), (6, 7))
    claimed = ((False,), (False, False), (False, False), (False, True))
    assert let_pass(1, 0, discards, claimed) == (5,)
    assert let_pass(2, 0, discards, claimed) == ()
    assert let_pass(3, 0, discards, claimed) == ()


def test_honors_already_out_are_safe() -> None:
    assert honor_danger(kind_of("1z"), unseen_without(("1z", 4))) == 0.0
    east = kind_of("1z")
    assert 0 < honor_danger(east, unseen_without(("1z", 3))) < honor_danger(east, ALL_UNSEEN)
    # an honor waits only as a pair or a pung: less dangerous than a middle tile
    south, five_p = kind_of("2z"), kind_of("5p")
    assert tile_danger(south, Opponent(), ALL_UNSEEN) < tile_danger(five_p, Opponent(), ALL_UNSEEN)


def test_every_copy_visible_leaves_only_sequence_waits_and_a_wall_closes_those() -> None:
    opp = Opponent(knocked=True)
    five_p = kind_of("5p")
    assert tile_danger(five_p, opp, unseen_without(("5p", 4))) < tile_danger(five_p, opp, ALL_UNSEEN)
    # 壁: every 4p and 6p visible — no two-tile shape around 5p is left (34p, 46p and 67p all need one)
    walled = unseen_without(("4p", 4), ("6p", 4))
    assert sequence_shapes_open(kind_of("5p"), walled) == 0.0
    assert sequence_shapes_open(kind_of("5p"), ALL_UNSEEN) == 1.0
    assert tile_danger(kind_of("5p"), opp, unseen_without(("5p", 4), ("4p", 4), ("6p", 4))) == 0.0
    assert tile_danger(kind_of("9p"), opp, ALL_UNSEEN) < tile_danger(kind_of("5p"), opp, ALL_UNSEEN)


def test_suji_lowers_the_danger() -> None:
    discards = (kind_of("4s"),)
    assert suji_covered(kind_of("1s"), discards) and suji_covered(kind_of("7s"), discards)
    assert not suji_covered(kind_of("5s"), discards)
    assert not suji_covered(kind_of("4s"), (kind_of("1s"),))  # 4s waits on 1-4 and 4-7: both must be out
    opp = Opponent(discards=discards, knocked=True)
    assert tile_danger(kind_of("7s"), opp, ALL_UNSEEN) < tile_danger(kind_of("7m"), opp, ALL_UNSEEN)


def test_deal_in_costs_what_the_seat_would_not_pay_anyway() -> None:
    # JH-29 / CX-10: the discarder pays 2S, the winner's self-draw 2S from each, a third player's discard S;
    # with much wall left the ready hand would probably have been won anyway
    plain = Payments(2.0, 2.0, 1.0)
    assert (0 < deal_in_cost(plain, 1.0, 70) < deal_in_cost(plain, 1.0, 20)
            < deal_in_cost(plain, 1.0, 0) == 2.0)
    # CX-12: a 單吊 penalty makes the discarder pay three times as much
    assert deal_in_cost(plain, 3.0, 40) > 3 * deal_in_cost(plain, 1.0, 40)


def test_sh13_a_deal_in_costs_one_share_a_third_player_s_costs_nothing() -> None:
    knocked = Opponent(knocked=True)
    assert ShanghaiGoals().win_payments(knocked) == Payments(1.0, 1.0, 0.0)
    assert JinhuaGoals().win_payments(knocked) == CixiGoals().win_payments(knocked) == Payments(2.0, 2.0, 1.0)
    assert BotGoals().win_payments(knocked) == Payments(1.0, 1.0, 1.0)


def test_jh8_a_third_claim_from_this_seat_makes_it_pay_for_everyone() -> None:
    assert JinhuaGoals().win_payments(Opponent(claims_from_seat=3)) == Payments(4.0, 6.0, 4.0)


def test_js17_jinshan_discarder_pays_about_double_and_shown_tai_doubles_it() -> None:
    goals = JinshanGoals()
    plain = goals.win_payments(Opponent())
    assert plain.discarder > plain.bystander and plain.self_draw > plain.bystander
    dragons = Opponent(melds=(pung("5z"), pung("6z")))  # JS-14: a 台 for each dragon pung
    assert goals.win_payments(dragons).discarder == 4 * plain.discarder


def test_js12_an_opponent_short_of_20_hu_seldom_wins_on_a_discard() -> None:
    goals = JinshanGoals()
    flowers = Opponent(flowers=tuple(parse_tiles("1f2f")))  # JS-2: 10 胡 each
    assert shown_hu(flowers) == 20 and goals.discard_win_chance(flowers) == 1.0
    chis = Opponent(melds=(chi("123m"), chi("456p")))  # sequences are worth nothing (JS-13)
    honors = Opponent(melds=(pung("1z"), pung("5z")))  # 4 胡 each
    assert goals.discard_win_chance(chis) < goals.discard_win_chance(honors) < 1.0
    risky = discard_risk(kind_of("5m"), [Opponent(knocked=True)], ALL_UNSEEN, 40, goals).chance
    chi_opponent = Opponent(melds=(chi("123m"),) * 4)
    assert discard_risk(kind_of("5m"), [chi_opponent], ALL_UNSEEN, 40, goals).chance < risky


def test_sh9_a_sequence_on_the_table_makes_every_other_suit_safe() -> None:
    # SH-9: a chi means 清一色 or 混一色 of its suit
    flush = Opponent(melds=(chi("345p"),), knocked=True)
    goals = ShanghaiGoals()
    five_m = kind_of("5m")
    assert not goals.could_wait_on(five_m, flush) and tile_danger(five_m, flush, ALL_UNSEEN, goals) == 0
    assert goals.could_wait_on(kind_of("5p"), flush) and goals.could_wait_on(kind_of("1z"), flush)
    pungs = Opponent(melds=(pung("3p"),), knocked=True)  # a pung alone: 碰碰胡 is still open
    assert goals.could_wait_on(kind_of("5m"), pungs)


def test_sh9_pungs_of_two_suits_leave_only_pair_and_pung_waits() -> None:
    goals = ShanghaiGoals()
    mixed = Opponent(melds=(pung("3p"), pung("7m")), knocked=True)  # only 碰碰胡 can win
    assert not goals.sequence_waits_possible(mixed)
    one_left = unseen_without(("5s", 3))
    assert tile_danger(kind_of("5s"), mixed, one_left, goals) < tile_danger(kind_of("5s"), mixed, one_left)
    assert tile_danger(kind_of("5s"), mixed, unseen_without(("5s", 4)), goals) == 0.0


def test_sh14_claims_between_players_are_read_from_the_melds_suppliers() -> None:
    # SH-14: chair 1 claimed three times from chair 0 (the seat deciding), chair 3 twice from chair 2
    melds = ((Meld(MeldType.CONCEALED_KONG, (33,) * 4),), (pung("1m", 0), pung("2m", 0), pung("3m", 0)),
             (), (pung("4p", 2), pung("5p", 2)))
    obs = SimpleNamespace(chair=0, melds=melds, discards=((), (), (), ()), claimed=((), (), (), ()),
                          hand_sizes=(13, 4, 13, 7), marks=((),) * 4, flowers=((), (), (), ()),
                          drawn=None)
    bound = opponent(obs, 1)  # type: ignore[arg-type]
    assert (bound.claims_from_seat, bound.claims_by_seat, bound.most_claims_with_other) == (3, 0, 0)
    assert ShanghaiGoals().win_payments(bound) == Payments(2.0, 5.0, 0.5)
    free = opponent(obs, 3)  # type: ignore[arg-type]
    assert (free.claims_from_seat, free.most_claims_with_other) == (0, 2)
    assert ShanghaiGoals().win_payments(free) == Payments(1.0, 1.0, 0.0)
    third = Opponent(most_claims_with_other=3)  # bound to another player: only this seat's discard costs it
    assert ShanghaiGoals().win_payments(third) == Payments(2.0, 0.0, 0.0)


# --- decisions on fixed positions, every variant (issue 8: "a safe discard under threat") ---

GOALS_BY_VARIANT = {"jinshan": JinshanGoals(), "shanghai": ShanghaiGoals(), "jinhua": JinhuaGoals(),
                    "cixi": CixiGoals()}
# a plain hand for three variants; Shanghai's SH-9 needs all pungs
TWO_LOOSE = {"shanghai": "111m222p333s44z5m5s"}
READY_AFTER_5S = {"shanghai": "111m222p333s11z55m5s"}


def under_threat(variant: str, discards: str, wall_left: int = 30) -> TableThreats:
    # a knock (SH-6) in Shanghai; three pungs and a short wall elsewhere
    melds = () if variant == "shanghai" else tuple(pung(t) for t in ("1z", "2z", "9p"))
    threatening = Opponent(discards=tuple(parse_tiles(discards)), melds=melds, knocked=variant == "shanghai",
                           concealed_count=4 if melds else 13, flowers=tuple(parse_tiles("1f2f")))
    return TableThreats(opponents=(threatening, Opponent(), Opponent()), knock_required=variant == "shanghai",
                      wall_left=wall_left)


@pytest.mark.parametrize("variant", GOALS_BY_VARIANT)
def test_hard_lets_the_safer_of_two_equal_discards_go(variant: str) -> None:
    # two loose tiles worth the same: normal lets the lower kind (5m) go; under threat hard lets go 5s,
    # which the threatening player threw itself (現物)
    v = view(TWO_LOOSE.get(variant, "123m456p789s11z5m5s"))
    threats = under_threat(variant, "5s")
    assert discard_of(v, GOALS_BY_VARIANT[variant], threats, style=NORMAL).tile == kind_of("5m")
    assert discard_of(v, GOALS_BY_VARIANT[variant], threats, style=HARD).tile == kind_of("5s")


@pytest.mark.parametrize("variant", GOALS_BY_VARIANT)
def test_hard_keeps_pushing_a_ready_hand(variant: str) -> None:
    # letting the live 5s go makes the hand ready; the threatening player's own discards would break it
    v = view(READY_AFTER_5S.get(variant, "123m456p789s11z56m5s"))
    threats = under_threat(variant, "5m6m1m")
    assert discard_of(v, GOALS_BY_VARIANT[variant], threats, style=HARD).tile == kind_of("5s")


@pytest.mark.parametrize("variant", GOALS_BY_VARIANT)
def test_hard_breaks_off_a_hopeless_hand(variant: str) -> None:
    # far from ready while an opponent is ready, late: hard lets go a tile that cannot deal in — the
    # threatening player's own discard, or an honor whose every copy is visible in its pungs
    melds_seen = "" if variant == "shanghai" else "111z222z999p"
    v = view("147m258p369s1234z", seen=melds_seen)
    threats = under_threat(variant, "5p", wall_left=16)
    goals = GOALS_BY_VARIANT[variant]
    hard = discard_of(v, goals, threats, style=HARD).tile
    normal = discard_of(v, goals, threats, style=NORMAL).tile
    assert hard in parse_tiles("5p1z2z")
    assert hard is not None and normal is not None
    risk = [discard_risk(k, threats.opponents, v.unseen, 16, goals, threats.knock_required).cost
            for k in (hard, normal)]
    assert risk[0] < risk[1]
