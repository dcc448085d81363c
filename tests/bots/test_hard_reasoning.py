"""The ``hard`` bot's reasoning of issue 20 on fixed positions: the two-step look-ahead one step from ready,
the flush read of an opponent's discards, folding against a Shanghai knock, keeping a 財神 for 爆頭 under
threat, and declining a claim that lowers the hand's value."""

from __future__ import annotations

import random

from bots.defence import OFF_SUIT, discard_risk, flush_suit, flush_weight, tile_danger
from bots.heuristic import HARD, NORMAL, TableThreats, decide, hopeless
from bots.lookahead import ready_quality, waits_after_draw
from bots.strategy import DiscardEval, choose_plan, claim_gain, rank_discards
from rules.engine.actions import Action, ActionKind
from rules.hand import Meld, MeldType
from rules.tiles import kind_of, parse_tiles
from rules.variants.bot_goals import BotGoals, Opponent
from rules.variants.jinhua.bot_goals import EXPERT_GOALS as JINHUA_EXPERT
from rules.variants.jinshan.bot_goals import EXPERT_GOALS as JINSHAN_EXPERT
from rules.variants.jinshan.bot_goals import JinshanGoals
from rules.variants.shanghai.bot_goals import GOALS as SHANGHAI
from tests.bots.test_heuristic_decisions import CHAIR, discard_of, view

PASS = Action(CHAIR, ActionKind.PASS)
THROWS_NO_PIN = "1m9s2m8s4z3m7s5z"  # six suit tiles thrown, none of pins


def test_hard_looks_past_live_tiles_to_the_ready_hands_they_make() -> None:
    # letting 6m go keeps 10 live tiles, 9s only 9; but after 9s every ready hand waits wider
    v = view("12456m6m4678p123s9s")
    goals = BotGoals()
    assert discard_of(v, goals, style=NORMAL).tile == kind_of("6m")
    assert discard_of(v, goals, style=HARD).tile == kind_of("9s")
    plan, _ = choose_plan(v, goals)
    ranked = rank_discards(v, goals, plan)
    assert ranked[0].tile == kind_of("6m") and ranked[0].ukeire > ranked[1].ukeire
    assert ready_quality(v, goals, plan, ranked)[0].tile == kind_of("9s")
    # after 9s, drawing 3m readies 123m 456m 678p 123s 6m 4p with live waits; drawing 9s back readies nothing
    assert waits_after_draw(v, goals, plan, kind_of("9s"), kind_of("3m")) > 0
    assert waits_after_draw(v, goals, plan, kind_of("9s"), kind_of("1z")) == 0


def test_the_look_ahead_leaves_a_hand_far_from_ready_alone() -> None:
    v = view("147m258p369s1234z")
    plan, _ = choose_plan(v, BotGoals())
    ranked = rank_discards(v, BotGoals(), plan)
    assert ready_quality(v, BotGoals(), plan, ranked) == ranked


def test_a_player_throwing_no_tile_of_one_suit_is_read_as_collecting_it() -> None:
    collector = Opponent(discards=tuple(parse_tiles(THROWS_NO_PIN)))
    assert flush_suit(collector) == 1  # pins
    assert flush_weight(kind_of("5p"), collector) > 1.0 > flush_weight(kind_of("5m"), collector) == OFF_SUIT
    assert flush_weight(kind_of("1z"), collector) == 1.0
    four_s = kind_of("4s")
    assert tile_danger(four_s, collector, (4,) * 34) < tile_danger(four_s, Opponent(), (4,) * 34)
    # too few discards, every suit thrown, or a meld of another suit: no read
    assert flush_suit(Opponent(discards=tuple(parse_tiles("1m9s2m")))) is None
    assert flush_suit(Opponent(discards=tuple(parse_tiles("1m9s2m8s3p7s")))) is None
    chi = Meld(MeldType.CHI, tuple(parse_tiles("234m")), 3, kind_of("2m"))
    assert flush_suit(Opponent(discards=collector.discards, melds=(chi,))) is None


def test_sh6_hard_folds_against_a_knocked_flush_with_live_pins() -> None:
    # four steps from 碰碰胡 while a knocked player (SH-6, live pins unseen) throws only man and sou: normal
    # lets the loose 2p go into the flush; hard lets an off-suit tile go
    v = view("1133m2558p4699s6z", seen=THROWS_NO_PIN)
    knocker = Opponent(discards=tuple(parse_tiles(THROWS_NO_PIN)), knocked=True)
    threats = TableThreats(opponents=(knocker, Opponent(), Opponent()), knock_required=True, wall_left=30)
    normal = discard_of(v, SHANGHAI, threats, style=NORMAL).tile
    hard = discard_of(v, SHANGHAI, threats, style=HARD).tile
    assert normal == kind_of("2p")
    assert hard is not None and hard // 9 != 1
    risks = [discard_risk(k, threats.opponents, v.unseen, 30, SHANGHAI, True).cost for k in (hard, normal)]
    assert risks[0] < risks[1] / 2
    # with nobody knocked nobody can win on a discard (SH-6): hard attacks like normal
    calm = TableThreats(opponents=(Opponent(discards=knocker.discards), Opponent(), Opponent()),
                      knock_required=True)
    assert discard_of(v, SHANGHAI, calm, style=HARD).tile == normal


def test_jh23_hard_keeps_the_caishen_for_a_burst_head_under_threat() -> None:
    # four melds, a 財神 (3m) and a loose 5z: letting 5z go leaves a lone 財神 that wins on any self-drawn
    # tile (爆頭, JH-23) — still so when an opponent with three pungs down might wait on 5z
    v = view("3m123p456p789s111z5z", wilds="3m", can_discard_wild=True)
    pungs = tuple(Meld(MeldType.PENG, (k, k, k), 1, k) for k in parse_tiles("2z4z9p"))
    threats = TableThreats(opponents=(Opponent(melds=pungs, concealed_count=4), Opponent(), Opponent()),
                       wall_left=20)
    assert discard_of(v, JINHUA_EXPERT, threats, style=HARD).tile == kind_of("5z")


def test_jh18_a_chi_that_ends_the_pure_flush_plan_is_declined() -> None:
    # three pin melds, 1p 9p and 56s: the chi of 7s takes the hand a step nearer a plain 平胡 (×1),
    # but the plan worth most is 清一色 (×4 without a 財神 used, JH-18), which the chi would end: hard passes
    v = view("11234567899p56s", wilds="5z")
    plan, _ = choose_plan(v, JINHUA_EXPERT)
    assert plan.name == "pure-p"
    free = next(p for p in JINHUA_EXPERT.plans(v.ctx) if p.name == "free")
    used, meld = list(parse_tiles("56s")), tuple(parse_tiles("567s"))
    assert claim_gain(v, JINHUA_EXPERT, free, used, meld) == 1.0
    assert claim_gain(v, JINHUA_EXPERT, plan, used, meld) == float("-inf")
    chi = Action(CHAIR, ActionKind.CHI, kind_of("7s"), meld)
    answer = decide([chi, PASS], v, TableThreats(), JINHUA_EXPERT, HARD, random.Random(0))
    assert answer.kind is ActionKind.PASS


def test_js12_a_threat_that_cannot_win_on_a_discard_is_no_reason_to_fold() -> None:
    # three chis down and one tile: probably ready, but showing no 胡 it seldom reaches JS-12's 20
    # on a discard
    chis = tuple(Meld(MeldType.CHI, tuple(parse_tiles(t)), 1, parse_tiles(t)[0])
                 for t in ("123m", "456p", "789s"))
    threats = TableThreats(opponents=(Opponent(melds=chis, concealed_count=4), Opponent(), Opponent()),
                       wall_left=20)
    far = DiscardEval(kind_of("1z"), 2, 10, 0.0)
    assert hopeless(far, threats, BotGoals(), HARD)
    assert not hopeless(far, threats, JinshanGoals(), HARD)


def test_js21_hard_plays_jinshan_without_defence() -> None:
    # measured (docs/decisions.md): in Jinshan hard gains more attacking than trading attack for safety
    assert not JINSHAN_EXPERT.defends and JinshanGoals().defends
    v = view("123m456p789s11z5m5s")
    threat = Opponent(discards=tuple(parse_tiles("5s")), melds=tuple(
        Meld(MeldType.PENG, (k, k, k), 1, k) for k in parse_tiles("1z2z9p")), concealed_count=4)
    threats = TableThreats(opponents=(threat, Opponent(), Opponent()), wall_left=30)
    hard = discard_of(v, JINSHAN_EXPERT, threats, style=HARD)
    assert hard.tile == discard_of(v, JINSHAN_EXPERT, style=NORMAL).tile
