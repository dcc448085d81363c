"""The ``hard`` bot's Jinshan claims (JS-13, JS-21/22, JS-24): pungs earn 胡, chis earn nothing."""

from __future__ import annotations

import random

from bots import get_bot
from bots.heuristic import HARD, NORMAL, TableThreats, decide
from mahjong_tui.commands.simulate import play_checked
from rules.engine.actions import Action, ActionKind
from rules.engine.game import Game
from rules.tiles import kind_of, parse_tiles
from rules.variants.bot_goals import BotGoals, goals_for
from rules.variants.jinshan.bot_goals import EXPERT_GOALS, GOALS, JinshanExpertGoals
from tests.bots.test_heuristic_decisions import CHAIR, view

PASS = Action(CHAIR, ActionKind.PASS)


def claim(hand: str, offer: Action, goals: BotGoals, flowers: str = "1f2f") -> ActionKind:
    v = view(hand, flowers=flowers)
    return decide([offer, PASS], v, TableThreats(), goals, HARD if goals is EXPERT_GOALS else NORMAL,
                  random.Random(0)).kind


def test_js13_hard_never_chis_in_jinshan_where_normal_does() -> None:
    # a chi of 3p with 12p takes the hand a step nearer, but a sequence earns no 胡 (JS-13) and no loser's
    # count (JS-22): hard passes and keeps the hand concealed for pungs
    chi = Action(CHAIR, ActionKind.CHI, kind_of("3p"), tuple(parse_tiles("123p")))
    assert claim("12p345m678m234s59s", chi, GOALS) is ActionKind.CHI
    assert claim("12p345m678m234s59s", chi, EXPERT_GOALS) is ActionKind.PASS


def test_js21_hard_claims_a_pung_that_keeps_its_distance() -> None:
    # ready either way (a pung of 5p leaves a single wait on 2s or 4s): normal wants a step nearer, hard
    # takes the 2 胡 toward JS-12's 20 and the losers' count (JS-22 counts exposed pungs). Without flowers
    # neither wait wins yet; with two, 3s wins more than the single wait and hard keeps it
    # (tests/bots/test_jinshan_hard.py)
    peng = Action(CHAIR, ActionKind.PENG, kind_of("5p"))
    assert claim("123m456m789s55p24s", peng, GOALS, flowers="") is ActionKind.PASS
    assert claim("123m456m789s55p24s", peng, EXPERT_GOALS, flowers="") is ActionKind.PENG
    # a pung that takes it further from winning is still refused: 233445m are two sequences of a ready hand
    assert claim("233445m456p789s5z", Action(CHAIR, ActionKind.PENG, kind_of("3m")), EXPERT_GOALS) \
        is ActionKind.PASS


def test_expert_goals_are_jinshans_own_and_default_to_the_plain_ones() -> None:
    assert GOALS.expert() is EXPERT_GOALS and isinstance(EXPERT_GOALS, JinshanExpertGoals)
    for variant in ("shanghai", "cixi"):
        plain = goals_for(variant)
        assert plain.expert() is plain
    assert HARD.expert_goals and not NORMAL.expert_goals


def test_only_the_hard_bot_plays_by_the_expert_goals() -> None:
    hard, normal = get_bot("hard", random.Random(1)), get_bot("normal", random.Random(2))
    play_checked(Game("jinshan", 7, 0, None, None), [hard, normal, normal, normal])
    assert hard.goals is EXPERT_GOALS  # type: ignore[attr-defined]
    assert normal.goals is GOALS  # type: ignore[attr-defined]
