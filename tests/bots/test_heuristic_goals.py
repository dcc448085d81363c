"""Per-variant bot goals (issue 8): what each variant tells its bots to aim for."""

from __future__ import annotations

from rules.hand import Meld, MeldType
from rules.tiles import kind_of, parse_tiles
from rules.variants.bot_goals import GoalContext, Opponent, melds_only
from rules.variants.cixi.bot_goals import CixiGoals
from rules.variants.jinhua.bot_goals import JinhuaGoals
from rules.variants.jinshan.bot_goals import JinshanGoals, fixed_hu
from rules.variants.shanghai.bot_goals import ShanghaiGoals


def ctx(hand: str, **kw: object) -> GoalContext:
    return GoalContext(tuple(parse_tiles(hand)), **kw)  # type: ignore[arg-type]


def test_melds_only_reads_pungs_and_sequences_without_a_pair() -> None:
    assert melds_only([0] * 34)
    counts = [0] * 34
    for k in parse_tiles("123345m777p"):
        counts[k] += 1
    assert melds_only(counts)
    counts[kind_of("9s")] += 3
    assert melds_only(counts)
    counts[kind_of("9s")] -= 1
    assert not melds_only(counts)


def test_js12_free_plan_is_worth_little_until_20_hu_are_in_sight() -> None:
    goals = JinshanGoals()
    bare = {p.name: p.value for p in goals.plans(ctx("123m456p789s1122z5z"))}
    one_flower = {p.name: p.value for p in goals.plans(ctx("123m456p789s1122z5z", flowers=(kind_of("1f"),)))}
    with_flowers = ctx("123m456p789s1122z5z", flowers=parse_tiles("12f"))
    two_flowers = {p.name: p.value for p in goals.plans(with_flowers)}
    # JS-13 each season flower is 10 胡 and a self-draw 10: one flower wins by self-draw, two on a discard
    assert bare["free"] < one_flower["free"] < two_flowers["free"] == 1.0
    assert bare["pungs"] > bare["free"]  # 碰碰胡 1 台 and pungs bring 胡


def test_js13_fixed_hu_counts_flowers_and_table_melds() -> None:
    melds = (Meld(MeldType.PENG, (31, 31, 31), source=1), Meld(MeldType.CONCEALED_KONG, (4, 4, 4, 4)))
    c = GoalContext((), melds=melds, flowers=(kind_of("2f"),))
    assert fixed_hu(c) == 10 + 4 + 16


def test_js24_dragons_and_own_wind_are_worth_keeping() -> None:
    goals = JinshanGoals()
    south_seat = ctx("1z2z5z9m5m", seat_wind=1)
    assert goals.keep_value(kind_of("5z"), south_seat) > goals.keep_value(kind_of("1z"), south_seat)
    assert goals.keep_value(kind_of("2z"), south_seat) > goals.keep_value(kind_of("9m"), south_seat)
    assert goals.keep_value(kind_of("9m"), south_seat) > goals.keep_value(kind_of("5m"), south_seat)


def test_sh9_shanghai_offers_only_allowed_hands() -> None:
    plans = ShanghaiGoals().plans(ctx("1234567m99m1p2p7s45z"))
    names = {p.name for p in plans}
    assert "free" not in names
    assert {"pungs", "pure-m", "half-m", "pure-m-pungs", "half-m-pungs"} <= names
    by_name = {p.name: p for p in plans}
    assert by_name["pure-m-pungs"].value > by_name["pure-m"].value > by_name["half-m"].value  # SH-12 勒子


def test_sh9_all_honors_plan_when_honors_pile_up() -> None:
    plans = {p.name: p for p in ShanghaiGoals().plans(ctx("11223344556z7z1m2m"))}
    assert plans["honors"].any_shape and plans["honors"].value > plans["pungs"].value


def test_jh23_jinhua_keeps_the_caishen_and_waits_for_baotou() -> None:
    goals = JinhuaGoals()
    caishen = frozenset({kind_of("3m")})
    baotou = ctx("123p456p789s111z3m", wild_kinds=caishen, wall_left=20)
    assert goals.keep_value(kind_of("3m"), baotou) > goals.keep_value(kind_of("1z"), baotou)
    assert goals.decline_discard_win(baotou)  # a lone 財神: any self-draw wins ×2 from everyone
    plain = ctx("123p456p789s11z23m", wild_kinds=caishen, wall_left=20)
    assert not goals.decline_discard_win(plain)
    assert not goals.decline_discard_win(ctx("123p456p789s111z3m", wild_kinds=caishen, wall_left=0))


def test_cx12_single_wait_liability_near_the_last_discard() -> None:
    goals = CixiGoals()
    single = Opponent(concealed_count=1, single_wait_discard=kind_of("3p"))
    # CX-12 examples: after 3p, the tiles 1p 2p 4p 5p make the discarder pay all three shares
    for tile in ("1p", "2p", "4p", "5p"):
        assert goals.discard_liability(kind_of(tile), single) == 3.0
    for tile in ("3p", "6p", "3m", "1z"):
        assert goals.discard_liability(kind_of(tile), single) == 1.0
    assert goals.discard_liability(kind_of("2p"), Opponent(concealed_count=4)) == 1.0


def test_cx8_cixi_flush_plans_are_worth_more_than_a_plain_hand() -> None:
    plans = {p.name: p.value for p in CixiGoals().plans(ctx("1235678p99p1m2s45z"))}
    assert plans["pure-p"] > plans["half-p"] > plans["free"] == 1.0
