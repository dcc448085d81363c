"""The ``hard`` bot's Jinhua 爆頭 (JH-23) and 七對子爆頭 (JH-14): a lone 財神 wins on any self-drawn tile."""

from __future__ import annotations

import random

from bots.heuristic import HARD, NORMAL, TableThreats, decide
from rules.engine.actions import Action, ActionKind
from rules.tiles import kind_of
from rules.variants.bot_goals import BotGoals
from rules.variants.jinhua.bot_goals import EXPERT_GOALS, GOALS, JinhuaExpertGoals
from tests.bots.test_heuristic_decisions import CHAIR, turn_actions, view

WILD = "3m"  # the 財神 of these positions


def on_self_draw(hand: str, drawn: str, goals: BotGoals) -> Action:
    v = view(hand, wilds=WILD, seven_pairs=True)
    legal = [Action(CHAIR, ActionKind.WIN, kind_of(drawn)), *turn_actions(v)]
    style = HARD if goals is EXPERT_GOALS else NORMAL
    return decide(legal, v, TableThreats(), goals, style, random.Random(0))


def test_jh23_hard_lets_the_single_go_for_a_burst_head_where_normal_wins() -> None:
    # four melds, 9s and a 財神, 6p just drawn: 平胡 self-drawn now (6S), or let 9s go and win 爆頭 ×2 on
    # whatever comes next (12S)
    hand = "123p456p789m6p66p9s3m"
    assert on_self_draw(hand, "6p", GOALS).kind is ActionKind.WIN
    choice = on_self_draw(hand, "6p", EXPERT_GOALS)
    assert choice.kind is ActionKind.DISCARD and choice.tile == kind_of("9s")


def test_jh23_a_draw_that_pairs_the_lone_wild_is_already_a_burst_head() -> None:
    # 9s drawn onto four melds and a 財神: 爆頭 now, taken
    assert on_self_draw("123p456p789m666p9s3m", "9s", EXPERT_GOALS).kind is ActionKind.WIN


def test_jh14_hard_waits_for_seven_pairs_burst_head() -> None:
    # six pairs, 9s and a 財神, 7z drawn: 七對子 ×2 now, or 七對子爆頭 ×8 on the next draw
    choice = on_self_draw("11p44p66s77s88m7z9s3m7z", "7z", EXPERT_GOALS)
    assert choice.kind is ActionKind.DISCARD and choice.tile == kind_of("9s")
    assert on_self_draw("11p44p66s77s88m7z9s3m7z", "7z", GOALS).kind is ActionKind.WIN


def test_jh14_hard_declines_a_discard_win_on_six_pairs_and_a_wild() -> None:
    ctx = view("11p44p66s77s88m77z3m", wilds=WILD).ctx
    assert EXPERT_GOALS.decline_discard_win(ctx)
    assert not GOALS.decline_discard_win(ctx)


def test_burst_head_is_not_waited_for_at_the_end_of_the_wall() -> None:
    ctx = view("123p456p789m666p9s3m", wilds=WILD).ctx
    late = type(ctx)(ctx.concealed, wild_kinds=ctx.wild_kinds, wall_left=2)
    assert EXPERT_GOALS.burst_instead(ctx, kind_of("6p")) == kind_of("9s")
    assert EXPERT_GOALS.burst_instead(late, kind_of("6p")) is None


def test_expert_goals_are_jinhuas_own() -> None:
    assert GOALS.expert() is EXPERT_GOALS and isinstance(EXPERT_GOALS, JinhuaExpertGoals)
    assert EXPERT_GOALS.expert() is EXPERT_GOALS
