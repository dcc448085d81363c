"""The evaluator (bots/evaluate, issue 29) on fixed positions whose answer is certain: the hand played forward
shows the better action by more than its noise. Small budgets: these are the default test run."""

from __future__ import annotations

from bots.evaluate import Budget, Evaluation, Position, evaluate
from rules.engine import Action, ActionKind, Game
from rules.hand import Meld, MeldType
from rules.tiles import parse_tiles
from tests.bots.evaluate_helpers import action, table

SMALL = Budget(samples=24, first=12, step=12)
MORE = Budget(samples=64, first=16, step=16)  # Jinhua's chips are small beside their spread
OTHERS = ("147m258p369s1234z", "258m369p147s5677z", "369m147p258s2345z")


def _valued(game: Game, chair: int, candidates: list[Action], budget: Budget = SMALL) -> Evaluation:
    return evaluate(Position.from_game(game, chair), candidates, keep=candidates, budget=budget, seed=3)


def _clearly_better(evaluation: Evaluation, better: Action, worse: Action) -> None:
    mean, se = _paired(evaluation, better, worse)
    assert mean > 2 * se and mean > 0, (mean, se)
    assert evaluation.best.action == better


def _paired(evaluation: Evaluation, better: Action, worse: Action) -> tuple[float, float]:
    from bots.evaluate.values import paired

    return paired(evaluation.value_of(better), evaluation.value_of(worse))


def test_a_self_drawn_win_beats_discarding_the_winning_tile() -> None:
    # Cixi, 龍 4p (indicator 3p): 123m 456m 789m 123s 5z, drawn 5z — complete
    game = table("cixi", ["123456789m123s5z5z", *OTHERS], drawn="5z", indicator="3p")
    win, throw = action(game, 0, ActionKind.WIN), action(game, 0, ActionKind.DISCARD, "5z")
    evaluation = _valued(game, 0, [win, throw])
    _clearly_better(evaluation, win, throw)
    assert evaluation.value_of(win).rate("won") == 1.0  # the win ends the hand at once, every time


def test_a_ready_hand_keeps_its_wait_rather_than_break_it() -> None:
    # Jinhua, 財神 9p: ready on 3p (12p) with 5z drawn: letting 5z go keeps the wait, 2p breaks it
    game = table("jinhua", ["123456789m12p55s5z", *OTHERS], drawn="5z", indicator="9p")
    keep, brk = action(game, 0, ActionKind.DISCARD, "5z"), action(game, 0, ActionKind.DISCARD, "2p")
    evaluation = _valued(game, 0, [keep, brk], MORE)
    _clearly_better(evaluation, keep, brk)
    assert evaluation.value_of(keep).rate("won") > evaluation.value_of(brk).rate("won")


def test_jinhua_throwing_the_caishen_is_worse_than_a_lone_honor() -> None:
    # JH-2: the 財神 (7s, turned) completes any shape; a lone 1z helps nothing
    game = table("jinhua", ["1359m468p2479s7s1z6z", *OTHERS], drawn="6z", indicator="7s")
    wild, lone = action(game, 0, ActionKind.DISCARD, "7s"), action(game, 0, ActionKind.DISCARD, "1z")
    evaluation = _valued(game, 0, [wild, lone], MORE)
    _clearly_better(evaluation, lone, wild)


def test_sh9_a_chi_that_leaves_no_allowed_hand_is_worse_than_passing() -> None:
    # SH-9: a pung of 9p down and 111m 22z 33z in hand aim at 碰碰胡; a chi of 5m (46m) puts a sequence of
    # another suit beside the 9p: no 碰碰胡 and no one-suit hand is left, so the hand can never win
    pung = Meld(MeldType.PENG, (17, 17, 17))
    hands = ["147m258p369s1234z", "111m2233z46m7s", "258m369p147s5677z", "369s147p258m1234z"]
    game = table("shanghai", hands, turn=0, phase="claim", last_discard=(0, "5m"),
                 discards=("5m", "", "", ""), melds=((), (pung,), (), ()))
    chi, pass_ = action(game, 1, ActionKind.CHI), action(game, 1, ActionKind.PASS)
    evaluation = _valued(game, 1, [chi, pass_])
    _clearly_better(evaluation, pass_, chi)
    assert evaluation.value_of(chi).rate("won") == 0.0


def test_js12_breaking_the_pung_that_the_20_hu_need_is_worse() -> None:
    # JS-12: 111m 234m 13345p 777z, no flower. Letting 1p go keeps 111m and 777z (16 胡, a self-draw wins);
    # letting 1m go leaves a hand waiting on 2p with 8 胡 — short of 20 even by self-draw
    game = table("jinshan", ["111234m13345p777z", "258m369p147s1567z", "369m147p258s2345z",
                             "147m258p369s1234z"], drawn="7z")
    keep, brk = action(game, 0, ActionKind.DISCARD, "1p"), action(game, 0, ActionKind.DISCARD, "1m")
    assert game.wait_scores(0, parse_tiles("1m")[0]) and not any(
        s.valid for s in game.wait_scores(0, parse_tiles("1m")[0]).values())
    evaluation = _valued(game, 0, [keep, brk])
    _clearly_better(evaluation, keep, brk)


def test_a_meld_kept_by_the_position_reaches_the_sampled_tables() -> None:
    # the seat's own melds and the others' stay as they are on every sampled table
    meld = Meld(MeldType.PENG, (0, 0, 0), 1, 0)
    game = table("jinhua", ["456789m12p55s5z3z", *OTHERS], melds=((meld,), (), (), ()), drawn="3z",
                 indicator="9p")
    position = Position.from_game(game, 0)
    assert position.table.seats[0].melds == (meld,)
