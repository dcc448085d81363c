"""``hard`` in Jinshan weighs what a wait wins (issue 20): JS-12's 20 胡, JS-14's 台, JS-17/19's payments."""

from __future__ import annotations

from bots.heuristic import HARD
from bots.lookahead import wait_worth
from rules.engine.actions import Action, ActionKind
from rules.tiles import kind_of
from rules.variants.bot_goals import FREE
from rules.variants.jinshan.bot_goals import EXPERT_GOALS, GOALS, likely_tai, payment
from tests.bots.test_hard_jinshan import claim
from tests.bots.test_heuristic_decisions import CHAIR, discard_of, view


def test_js12_hard_waits_on_the_pung_that_reaches_20_hu_not_on_more_tiles() -> None:
    # no flowers: 78s waits on eight tiles, but 999m (8) + a sequence win + 自摸 (10) is 18 胡, short of 20;
    # 55s 77s waits on four, and either one self-drawn makes a concealed pung: 8 + 4 + 10 = 22
    hand = "999m234p567p55s77s8s"
    assert discard_of(view(hand), GOALS).tile == kind_of("7s")
    assert discard_of(view(hand), EXPERT_GOALS, style=HARD).tile == kind_of("8s")


def test_js12_a_wait_short_of_20_hu_is_worth_nothing_and_a_flower_makes_it_count() -> None:
    ready = view("999m234p567p55s78s").ctx
    assert EXPERT_GOALS.win_worth(ready, kind_of("6s")) == 0.0  # 8 + 10 by self-draw: 18 胡
    with_flower = view("999m234p567p55s78s", flowers="1f").ctx
    # 28 胡 by self-draw, 1 台 (無百搭) and 1 台 (自花 春 for East): a = 112, each pays ⌈22.4⌉ + 3 = 26;
    # 18 胡 on a discard: not enough
    assert EXPERT_GOALS.win_worth(with_flower, kind_of("6s")) == 3 * 26


def test_js17_js19_payments_and_js14_likely_tai() -> None:
    assert payment(52, doubled=True) == 14 and payment(52, doubled=False) == 9  # JS-17's example
    assert payment(320, doubled=True) == 50  # JS-19 cap
    counts = list(view("123m456m789m11m555z").ctx.counts_held())
    # 清一色 apart from a dragon pung: 混一色 1, 白 pung 1, 無百搭 1
    assert likely_tai(counts, 0, view("123m456m789m11m555z").ctx) == 3


def test_js21_hard_declines_a_pung_that_lowers_what_its_wait_wins() -> None:
    # two flowers (20 胡): ready on 3s, four live, 30 胡 by self-draw. A pung of 5p keeps it ready but on a
    # single 2s or 4s, three live: 2 胡 more do not make up for a tile less. Normal gains no step and passes
    peng = Action(CHAIR, ActionKind.PENG, kind_of("5p"))
    assert claim("123m456m789s55p24s", peng, GOALS, flowers="1f2f") is ActionKind.PASS
    assert claim("123m456m789s55p24s", peng, EXPERT_GOALS, flowers="1f2f") is ActionKind.PASS


def test_js12_hard_takes_a_pung_whose_2_hu_make_its_waits_winnable() -> None:
    # ready on 5s/7s (a concealed pung by self-draw: 22 胡), four live; a pung of 7s and 2p let go leave 34p
    # waiting on six tiles that now win too: 999m 8 + 777s 2 + 自摸 10 = 20
    peng = Action(CHAIR, ActionKind.PENG, kind_of("7s"))
    assert claim("999m234p567p55s77s", peng, EXPERT_GOALS, flowers="") is ActionKind.PENG
    # the worth check is what lets hard take it: its waits then win more than before (330 against 144)
    left = view("999m234p567p55s77s").ctx
    assert wait_worth(view("999m234p567p55s77s"), EXPERT_GOALS, FREE, None) == 2 * 2 * 36
    assert EXPERT_GOALS.win_worth(left, kind_of("5s")) == 36


def test_js12_hard_declines_a_pung_to_a_ready_hand_that_cannot_reach_20_hu() -> None:
    # a pung of 5s makes the hand ready on one tile, but 2 (exposed pung) + 10 (自摸) is 12 胡: no win can
    # come of it. With a season flower (10 胡) the same pung makes a winnable 22-胡 hand and hard takes it
    peng = Action(CHAIR, ActionKind.PENG, kind_of("5s"))
    assert claim("123m456m789p55s6s9s", peng, GOALS, flowers="") is ActionKind.PENG  # normal: a step nearer
    assert claim("123m456m789p55s6s9s", peng, EXPERT_GOALS, flowers="") is ActionKind.PASS
    assert claim("123m456m789p55s6s9s", peng, EXPERT_GOALS, flowers="1f") is ActionKind.PENG


def test_js13_hard_counts_concealed_pungs_toward_20_hu_when_valuing_plans() -> None:
    # 999m and 111p concealed are 16 胡: with 自摸's 10 a plain hand wins, so the free plan is worth a
    # self-draw win (0.5), not the 0.2 of a hand that cannot reach 20; normal counts only flowers and melds
    ctx = view("999m111p234s67s5z1z").ctx
    free_value = {p.name: p.value for p in EXPERT_GOALS.plans(ctx)}[FREE.name]
    plain_value = {p.name: p.value for p in GOALS.plans(ctx)}[FREE.name]
    assert (free_value, plain_value) == (0.5, 0.2)
