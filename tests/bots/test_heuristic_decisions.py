"""Decisions of the heuristic bots on fixed positions (issue 8 "must show")."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from bots.heuristic import HARD, NORMAL, Style, TableThreats, decide
from bots.strategy import OwnHand, choose_plan, claim_gain
from rules.analysis.shape_rules import ShapeRules
from rules.engine.actions import Action, ActionKind
from rules.hand import Meld, MeldType
from rules.tiles import kind_of, parse_tiles
from rules.variants.bot_goals import FREE, BotGoals, GoalContext, Opponent
from rules.variants.cixi.bot_goals import CixiGoals
from rules.variants.jinhua.bot_goals import JinhuaGoals
from rules.variants.jinshan.bot_goals import JinshanGoals
from rules.variants.shanghai.bot_goals import ShanghaiGoals

CHAIR = 0


def view(hand: str, *, wilds: str = "", melds: Sequence[Meld] = (), seen: str = "", seven_pairs: bool = False,
         can_discard_wild: bool = False, flowers: str = "", seat_wind: int = 0) -> OwnHand:
    concealed = tuple(parse_tiles(hand))
    unseen = [4] * 34
    for k in [*concealed, *parse_tiles(seen, check_copies=False), *(t for m in melds for t in m.tiles)]:
        if k < 34:
            unseen[k] -= 1
    ctx = GoalContext(concealed, melds=tuple(melds), flowers=tuple(parse_tiles(flowers)), seat_wind=seat_wind,
                      wild_kinds=frozenset(parse_tiles(wilds)))
    return OwnHand(ctx, ShapeRules(seven_pairs=seven_pairs), tuple(unseen), can_discard_wild)


def turn_actions(v: OwnHand, *, knock: bool = False) -> list[Action]:
    kinds = sorted(set(v.ctx.concealed))
    acts = [Action(CHAIR, ActionKind.DISCARD, k) for k in kinds]
    if knock:
        acts += [Action(CHAIR, ActionKind.KNOCK, k) for k in kinds]
    return acts


def discard_of(v: OwnHand, goals: BotGoals, threats: TableThreats | None = None, style: Style = NORMAL,
               knock: bool = False) -> Action:
    return decide(turn_actions(v, knock=knock), v, threats or TableThreats(), goals, style, random.Random(1))


def test_normal_lets_an_isolated_tile_go_before_breaking_a_wait() -> None:
    v = view("1346m123p456s11z9p5z")
    assert discard_of(v, BotGoals()).tile in (kind_of("9p"), kind_of("5z"))


def test_live_count_subtracts_visible_tiles() -> None:
    # two closed waits, 13m (on 2m) and 68m (on 7m): keep the one whose tile is still live
    v = view("13m68m123p456s77z11z", seen="2222m")
    assert discard_of(v, BotGoals()).tile in (kind_of("1m"), kind_of("3m"))
    v = view("13m68m123p456s77z11z", seen="7777m")
    assert discard_of(v, BotGoals()).tile in (kind_of("6m"), kind_of("8m"))


def test_jinshan_keeps_the_baida_and_a_dragon_pair() -> None:
    # JS-3 百搭 (梅) is never let go; JS-13 a pair of 中 is 2 胡 and may become a pung
    v = view("5f123m456p77z19s3z8m9p", wilds="5f6f7f8f", seat_wind=1)
    act = discard_of(v, JinshanGoals())
    assert act.tile not in (kind_of("5f"), kind_of("7z"))


def test_jinhua_keeps_the_caishen_even_when_it_may_be_discarded() -> None:
    # JH-2 a 財神 (3m here) may be discarded, but it is worth more than any tile: an isolated honor goes
    v = view("3m123p456p789s11z5z6z", wilds="3m", can_discard_wild=True)
    assert discard_of(v, JinhuaGoals()).tile in (kind_of("5z"), kind_of("6z"))


def test_jinhua_goes_for_baotou_with_a_lone_caishen() -> None:
    # four melds + 財神 + 5z: letting 5z go leaves a lone 財神, which wins on any self-drawn tile (JH-23)
    v = view("3m123p456p789s111z5z", wilds="3m", can_discard_wild=True)
    assert discard_of(v, JinhuaGoals()).tile == kind_of("5z")
    ready = view("3m123p456p789s111z", wilds="3m")
    win = Action(CHAIR, ActionKind.WIN, kind_of("9m"))
    ready = OwnHand(ready.ctx, ready.shapes, ready.unseen)
    assert decide([win, Action(CHAIR, ActionKind.PASS)], ready, TableThreats(), JinhuaGoals(), NORMAL,
                  random.Random(0)).kind is ActionKind.PASS


def test_cixi_keeps_the_long_and_builds_a_flush() -> None:
    # CX-1 龍 (5s here) is wild; CX-8 清一色 +5: the hand leans to 筒, so the lone 萬 and 條 go first
    v = view("5s1235678p99p1m7s4z", wilds="5s")
    plan, _ = choose_plan(v, CixiGoals())
    assert plan.name.endswith("-p")
    assert discard_of(v, CixiGoals()).tile in (kind_of("1m"), kind_of("7s"), kind_of("4z"))


def test_shanghai_plays_toward_an_allowed_hand() -> None:
    # SH-9 a mixed hand cannot win: the 萬 flush with honors is the plan, so the 筒/條 tiles go
    v = view("1123m567m99m2p8s55z1z")
    assert discard_of(v, ShanghaiGoals()).tile in (kind_of("2p"), kind_of("8s"))


def test_shanghai_knocks_when_ready_with_live_waits() -> None:
    # SH-6: 清一色 萬 ready after letting 4z go: knock with that discard
    v = view("1112345678999m4z")
    act = discard_of(v, ShanghaiGoals(), knock=True)
    assert act.kind is ActionKind.KNOCK and act.tile == kind_of("4z")


def test_shanghai_does_not_knock_on_dead_waits() -> None:
    # SH-21: 碰碰胡 waiting on 9m/5z, every copy visible — discard without knocking
    v = view("111m999m11p555z22s7s", seen="9m5z")
    act = discard_of(v, ShanghaiGoals(), knock=True)
    assert act.tile == kind_of("7s")
    live = view("111m999m11p555z22s7s")
    assert discard_of(live, ShanghaiGoals(), knock=True).kind is ActionKind.KNOCK


def test_refuses_a_chi_that_breaks_a_pure_flush_plan() -> None:
    # eleven 萬 tiles: 清一色 (CX-8 +5) is the plan; a chi of 3p with 12p lowers plain shanten
    # but ends the flush
    goals = CixiGoals()
    v = view("11345566899m12p")
    assert choose_plan(v, goals)[0].name == "pure-m"
    assert claim_gain(v, goals, FREE, parse_tiles("12p"), parse_tiles("123p")) >= 1
    chi = Action(CHAIR, ActionKind.CHI, kind_of("3p"), tuple(parse_tiles("123p")))
    act = decide([chi, Action(CHAIR, ActionKind.PASS)], v, TableThreats(), goals, NORMAL, random.Random(0))
    assert act.kind is ActionKind.PASS
    peng = Action(CHAIR, ActionKind.PENG, kind_of("9m"))
    act = decide([peng, Action(CHAIR, ActionKind.PASS)], v, TableThreats(), goals, NORMAL, random.Random(0))
    assert act.kind is ActionKind.PENG


def test_hard_lets_a_safe_tile_go_near_a_single_waiter_it_would_pay_for() -> None:
    # CX-12: an opponent down to one tile (單吊) just threw 5p; a deal-in on 3p-7p of that suit costs the
    # discarder all three shares. Far from ready, hard lets go of 5p (their own discard); normal does not
    melds = tuple(Meld(MeldType.PENG, (k, k, k), source=1) for k in parse_tiles("5z6z7z9m"))
    v = view("147m258p369s1234z")
    single = Opponent(discards=tuple(parse_tiles("5p")), melds=melds, concealed_count=1,
                      single_wait_discard=kind_of("5p"))
    threats = TableThreats(opponents=(single, Opponent(), Opponent()), wall_left=40)
    assert discard_of(v, CixiGoals(), threats, style=HARD).tile == kind_of("5p")
    assert discard_of(v, CixiGoals(), threats, style=NORMAL).tile != kind_of("5p")


def test_takes_a_concealed_kong_that_does_not_hurt() -> None:
    v = view("1111m456p789s2233z")
    kong = Action(CHAIR, ActionKind.CONCEALED_KONG, kind_of("1m"))
    act = decide([kong, *turn_actions(v)], v, TableThreats(), BotGoals(), NORMAL, random.Random(0))
    assert act.kind is ActionKind.CONCEALED_KONG
    broken = view("1111m23m456p789s22z")  # 111m + 123m: the kong would break the sequence
    kong = Action(CHAIR, ActionKind.CONCEALED_KONG, kind_of("1m"))
    act = decide([kong, *turn_actions(broken)], broken, TableThreats(), BotGoals(), NORMAL, random.Random(0))
    assert act.kind is ActionKind.DISCARD


def test_same_seed_same_decisions() -> None:
    from bots.heuristic import EASY

    v = view("147m258p369s1234z")
    picks = {discard_of(v, BotGoals(), style=EASY).tile for _ in range(3)}
    assert len(picks) == 1


def test_meld_blocks_plans_it_does_not_fit() -> None:
    # SH-9: after a chi of 123p neither 碰碰胡 nor a 萬 flush can win; the 筒 flush is left
    chi = Meld(MeldType.CHI, tuple(parse_tiles("123p")), source=3)
    v = view("1123456p99p5z8s", melds=[chi])
    plan, _ = choose_plan(v, ShanghaiGoals())
    assert not plan.pungs_only and plan.kinds is not None and kind_of("1p") in plan.kinds


def test_a_hand_of_only_baida_still_lets_one_go() -> None:
    # JS-3: 百搭 go only when nothing else is held; the ranking has no plain tile to offer and the bot
    # takes the table's only choice instead of failing (seen in a simulate run)
    honour_pungs = [Meld(MeldType.PENG, (k, k, k), source=1) for k in parse_tiles("1z2z3z4z")]
    v = view("5f6f", wilds="5f6f7f8f", melds=honour_pungs)
    act = discard_of(v, JinshanGoals())
    assert act.kind is ActionKind.DISCARD and act.tile in (kind_of("5f"), kind_of("6f"))


def test_sh14_hard_weighs_danger_more_when_the_knocker_is_bound_to_it() -> None:
    # SH-14 承包: the knocker claimed three times from this seat, so a deal-in costs 2 shares and its 自摸 5
    v = view("147m258p369s1234z")
    bound = Opponent(discards=tuple(parse_tiles("5p")), knocked=True, claims_from_seat=3)
    threats = TableThreats(opponents=(bound, Opponent(), Opponent()), knock_required=True, wall_left=40)
    assert discard_of(v, ShanghaiGoals(), threats, style=HARD).tile == kind_of("5p")
    assert discard_of(v, ShanghaiGoals(), threats, style=NORMAL).tile != kind_of("5p")
    # bound to a third player: this seat, not knocked, would pay 2 shares too
    third = replace(bound, claims_from_seat=0, most_claims_with_other=3)
    threats = replace(threats, opponents=(third, Opponent(), Opponent()))
    assert discard_of(v, ShanghaiGoals(), threats, style=HARD).tile == kind_of("5p")


def test_a_chi_no_plan_could_use_is_passed_before_any_shanten_work() -> None:
    # SH-9: with no suit at six tiles Shanghai's plans are all-pungs (or 風一色): a chi can never fit
    from bots.players import _only_unusable_chis

    chi = Action(CHAIR, ActionKind.CHI, kind_of("3p"), tuple(parse_tiles("123p")))
    window = [chi, Action(CHAIR, ActionKind.PASS)]
    mixed = GoalContext(tuple(parse_tiles("12p5599m1133s4567z")))
    assert _only_unusable_chis(window, mixed, ShanghaiGoals())
    # a 筒 flush plan could use it: the full decision decides
    leaning = GoalContext(tuple(parse_tiles("12p456p789p99m11s5z")))
    assert not _only_unusable_chis(window, leaning, ShanghaiGoals())
    # Jinshan's free plan takes any chi; a peng offered too always goes the full way
    assert not _only_unusable_chis(window, mixed, JinshanGoals())
    peng = Action(CHAIR, ActionKind.PENG, kind_of("5m"))
    assert not _only_unusable_chis([chi, peng, Action(CHAIR, ActionKind.PASS)], mixed, ShanghaiGoals())
