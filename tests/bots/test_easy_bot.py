"""The ``easy`` bot (issue 20): a beginner's opponent — legal and sensible-looking, just slower and
careless."""

from __future__ import annotations

import random
from dataclasses import replace

from bots.heuristic import BEGINNER_CHOICES, EASY, NORMAL, TableThreats, decide
from bots.strategy import choose_plan, rank_discards
from rules.variants.bot_goals import BotGoals
from rules.variants.jinhua.bot_goals import GOALS as JINHUA
from tests.bots.test_heuristic_decisions import discard_of, turn_actions, view

ALWAYS_LOOSE = replace(EASY, mistakes=1.0)


def test_a_beginners_discard_is_one_of_the_loosest_looking_tiles() -> None:
    # a 1-shanten hand with one clearly loose honor: a mistake still lets go a tile ranked among the loosest
    v = view("123m456p78s11z99p3m5z")
    plan, _ = choose_plan(v, BotGoals())
    loosest = [e.tile for e in rank_discards(v, BotGoals(), plan, with_ukeire=False)][:BEGINNER_CHOICES]
    rng_picks = {
        decide(turn_actions(v), v, TableThreats(), BotGoals(), ALWAYS_LOOSE, random.Random(seed)).tile
        for seed in range(40)
    }
    assert rng_picks <= set(loosest)
    assert len(rng_picks) > 1  # a mistake, not the best discard every time
    assert discard_of(v, BotGoals(), style=NORMAL).tile in loosest


def test_a_beginner_never_lets_a_wild_go_by_mistake() -> None:
    v = view("3m123p456p789s11z5z6z", wilds="3m", can_discard_wild=True)
    picks = {decide(turn_actions(v), v, TableThreats(), JINHUA, ALWAYS_LOOSE, random.Random(seed)).tile
             for seed in range(40)}
    assert 2 not in picks  # 3m, the 財神


def test_easy_counts_no_live_tiles_and_does_not_defend() -> None:
    assert not EASY.ukeire and not EASY.defence and EASY.mistakes > NORMAL.mistakes
