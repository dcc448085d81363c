"""JS-24 at the table: the bots know the 20-胡 minimum (JS-12) — a plain hand is never declared below it,
flowers (10 each) and self-draw (10) are what lift a plain hand to it, and a simulated bot's every win
reaches it. (tests/bots/test_bots_at_the_table.py checks the wins' totals; this checks the decisions.)"""

from __future__ import annotations

import random

from bots import get_bot
from rules.engine import ActionKind, Game
from rules.tiles import kind_of
from tests.rules.engine_helpers import act, kinds, pass_all, stacked_game

# S (chair 1) waits on 2m/5m with a plain hand, 34m 456p 789p 123s 11z (East's wind: no 胡 for S, JS-13);
# E's discard of 5m opens a claim window for S all the same (吃 345m), so the bot is asked
DEALER = "5m246789m23678p23s"
OTHERS = ["147m258p369s1234z", "258m147s369p5677z"]


def _bot_choice(game: Game, chair: int) -> ActionKind:
    bot = get_bot("normal", random.Random(chair))
    return bot.choose(game.observation(chair)).kind


def test_js24_a_plain_hand_below_20_hu_is_not_declared_on_a_discard() -> None:
    game = stacked_game("jinshan", [DEALER, "34m456p789p123s11z", *OTHERS])
    reason = game.why_not_win(1, (kind_of("5m"), 0))  # the hint can say why before E even discards
    assert reason is not None and "20" in reason
    act(game, "E discard 5m")
    # 0 胡: no 胡 (JS-12)
    assert game.phase == "claim" and kinds(game, 1) == {ActionKind.CHI, ActionKind.PASS}
    assert _bot_choice(game, 1) is not ActionKind.WIN


def test_js24_two_flowers_make_the_same_hand_a_win_the_bot_takes() -> None:
    # 春 and 秋 dealt (not South's own 夏): set aside, replaced by 1s 2s from the tail: 20 胡 on a discard
    game = stacked_game("jinshan", [DEALER, "1f3f34m456p789p3s11z", *OTHERS], tail="1s2s")
    assert game.seats[1].flowers == [kind_of("1f"), kind_of("3f")]
    act(game, "E discard 5m")
    assert _bot_choice(game, 1) is ActionKind.WIN
    act(game, "S win 5m")
    pass_all(game)
    score = game.result.scores[1]  # type: ignore[union-attr]
    hu_items = [(i.name, i.value, i.detail) for i in score.items if i.rule == "JS-13"]  # the winner's 胡
    assert hu_items == [("花", 10, "春"), ("花", 10, "秋")] and score.totals["hu"] == 20


def test_js24_one_flower_wins_only_by_self_draw_and_the_bot_waits_for_it() -> None:
    # 10 胡 from one flower: the discard of 5m is not enough, the self-drawn 5m (+10) is
    game = stacked_game("jinshan", [DEALER, "3f34m456p789p23s11z", *OTHERS], tail="1s", draws="5m")
    act(game, "E discard 5m")
    assert game.phase == "claim" and ActionKind.WIN not in kinds(game, 1)
    assert _bot_choice(game, 1) is not ActionKind.WIN
    pass_all(game)  # (whatever the bot would claim: S passes, then draws)
    assert game.turn == 1 and game.drawn == kind_of("5m")
    assert _bot_choice(game, 1) is ActionKind.WIN
    act(game, "S win 5m")
    score = game.result.scores[1]  # type: ignore[union-attr]
    hu_items = sorted((i.name, i.value) for i in score.items if i.rule == "JS-13")
    assert hu_items == [("自摸", 10), ("花", 10)] and score.totals["hu"] == 20


def test_js24_simulated_bots_take_every_win_offered_and_each_reaches_20_hu() -> None:
    offered = taken = lifted = 0
    for seed in (11, 12, 13):
        bots = [get_bot("normal", random.Random(seed * 4 + i)) for i in range(4)]
        game = Game("jinshan", seed, dealer=seed % 4)
        while game.result is None:
            chair = game.to_act()[0]
            action = bots[chair].choose(game.observation(chair))
            if ActionKind.WIN in kinds(game, chair):
                offered += 1
                taken += action.kind is ActionKind.WIN
            game.apply(action)
        for score in game.result.scores.values():
            hu = score.totals["hu"]
            flowers_and_self_draw = sum(i.value for i in score.items
                                        if i.rule == "JS-13" and i.name in ("花", "自摸"))
            assert score.valid and hu >= 20
            lifted += hu - flowers_and_self_draw < 20  # without flowers and self-draw it would not count
    assert offered >= 1 and taken == offered  # a bot never passes up a win the table offers
    assert lifted >= 1
