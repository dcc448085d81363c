"""``hard`` in Jinhua on fixed positions: a 白板 read as the 財神's face (JH-3), and no defence (JH-29)."""

from __future__ import annotations

import random

from bots.heuristic import HARD, NORMAL, TableThreats, decide
from bots.players import HardBot, NormalBot
from bots.stand_in import decide_with_stand_in, read_as_face, stand_in_reading
from bots.strategy import OwnHand
from rules.engine import Game
from rules.engine.actions import Action, ActionKind
from rules.hand import Meld, MeldType, WildRule
from rules.tiles import WHITE, kind_of, parse_tiles
from rules.variants.bot_goals import FREE, GoalContext, Opponent
from rules.variants.jinhua.bot_goals import EXPERT_GOALS, GOALS, JinhuaExpertGoals
from rules.variants.jinhua.shapes import JINHUA_SHAPES
from tests.bots.test_heuristic_decisions import CHAIR, turn_actions

FACE = kind_of("3m")  # the 財神 of these positions: the turned tile was a 3m
RULE = WildRule.caishen(FACE)


def jinhua_view(hand: str) -> OwnHand:
    concealed = tuple(parse_tiles(hand))
    unseen = [4] * 34
    for k in concealed:
        unseen[k] -= 1
    unseen[FACE] -= 1  # JH-2 the turned tile is out of play
    ctx = GoalContext(concealed, wild_kinds=RULE.wilds)
    return OwnHand(ctx, JINHUA_SHAPES, tuple(unseen), can_discard_wild=True)


def hard_turn(hand: str) -> Action:
    """What ``hard`` lets go on this turn, as :meth:`HardBot.choose` decides it (the 白板 read both ways)."""
    v = jinhua_view(hand)
    legal = turn_actions(v)
    return decide_with_stand_in(legal, v, TableThreats(), EXPERT_GOALS, HARD, random.Random(0), RULE)


def test_jh3_a_white_read_as_the_face_completes_a_sequence() -> None:
    # 財神 3m: 2m 白板 4m is 234m, so the hand is one step from ready only while the 白板 is read as 白
    v = jinhua_view("123p456p24m5z78s11z5s")
    assert v.summary.shanten(FREE) == 1
    assert read_as_face(v, WHITE, FACE, 1).summary.shanten(FREE) == 0
    assert read_as_face(v, WHITE, FACE, 1).ctx.concealed == v.ctx.concealed  # the tiles held stay the same


def test_jh3_hard_keeps_the_white_that_stands_for_the_face_where_normal_lets_it_go() -> None:
    # normal sees a lone honor and lets the 白板 go; hard reads it as the 3m of 234m and lets the 5s go,
    # ready on 6s and 9s
    hand = "123p456p24m5z78s11z5s"
    v = jinhua_view(hand)
    normal = decide(turn_actions(v), v, TableThreats(), GOALS, NORMAL, random.Random(0))
    assert normal.kind is ActionKind.DISCARD and normal.tile == WHITE
    hard = hard_turn(hand)
    assert hard.kind is ActionKind.DISCARD and hard.tile == kind_of("5s")


def test_jh3_a_white_read_as_the_face_is_let_go_as_the_white_never_as_a_real_wild() -> None:
    # with a real 財神 held too, letting the face go in the face reading means the 白板: the real 3m is
    # the wild, which the reading keeps out of its names
    v = jinhua_view("123p456p19s11z24m5z3m")
    legal = turn_actions(v)
    reading = stand_in_reading(legal, v, RULE, EXPERT_GOALS, HARD.ukeire_shanten)
    assert reading is not None
    named_face = [a for a in reading.legal if a.kind is ActionKind.DISCARD and a.tile == FACE]
    assert named_face == [reading.face_discard]
    assert reading.action(reading.face_discard) == Action(CHAIR, ActionKind.DISCARD, WHITE)
    other = next(a for a in reading.legal if a.tile == kind_of("1p"))
    assert reading.action(other) is other


def test_jh3_no_reading_is_made_without_a_white_or_with_a_win_on_offer() -> None:
    plain = jinhua_view("123p456p789s11z24m6s9s")
    assert stand_in_reading(turn_actions(plain), plain, RULE, EXPERT_GOALS, 4) is None
    won = jinhua_view("123p456p789s11z24m5z")  # complete with the 白板 as 3m: the engine offers the win
    legal = [Action(CHAIR, ActionKind.WIN, WHITE), *turn_actions(won)]
    assert stand_in_reading(legal, won, RULE, EXPERT_GOALS, 4) is None
    white_wild = WildRule.caishen(WHITE)  # the 財神 is 白板 itself: nothing stands in (JH-3)
    assert stand_in_reading(turn_actions(won), won, white_wild, EXPERT_GOALS, 4) is None


class DefendingExpertGoals(JinhuaExpertGoals):
    defends = True  # what hard played before the measurement


def test_jh29_hard_plays_jinhua_without_defence() -> None:
    # measured (docs/decisions.md): a deal-in costs 2S against a bystander's S, so trading attack for
    # safety loses more wins than it saves. Toward a player with three pengs down who threw 1m 9m 5s,
    # defence would let the 8m go, the tile it reads as safer; hard attacks as normal does: the 4m
    assert not EXPERT_GOALS.defends and GOALS.defends
    v = jinhua_view("1148m678p4678s333z")
    threat = Opponent(discards=tuple(parse_tiles("5s1m9m")), melds=tuple(
        Meld(MeldType.PENG, (k, k, k), 1, k) for k in parse_tiles("1z2z9p")), concealed_count=4)
    threats = TableThreats(opponents=(threat, Opponent(), Opponent()), wall_left=30)
    hard = decide(turn_actions(v), v, threats, EXPERT_GOALS, HARD, random.Random(0))
    normal = decide(turn_actions(v), v, TableThreats(), GOALS, NORMAL, random.Random(0))
    defending = decide(turn_actions(v), v, threats, DefendingExpertGoals(), HARD, random.Random(0))
    assert hard.tile == normal.tile == kind_of("4m")
    assert defending.tile == kind_of("8m")


def test_hard_plays_legal_jinhua_hands_reading_its_whites() -> None:
    # whole hands at the table: every action hard returns is one the engine offered (Game.apply checks)
    for seed in range(6):
        game = Game("jinhua", seed, seed % 4, None, None)
        bots = [HardBot(random.Random(seed)), NormalBot(1), HardBot(2), NormalBot(3)]
        while game.result is None:
            chair = game.turn if game.phase == "turn" else game.to_act()[0]
            game.apply(bots[chair].choose(game.observation(chair)))
        assert sum(game.result.net) == 0
