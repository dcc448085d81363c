"""``hard``'s determinised look-ahead (issue 20, ``bots/sampling.py``) on fixed Jinshan positions: what it
prefers where counting nearly ties, that it replays from its seed, and that its budget is counted, not
timed."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest

from bots import sampling
from bots.heuristic import HARD, NORMAL, TableThreats, decide
from bots.sampling import Prospect, Prospects, SampleBudget, counted_worth, rollout, sampled_discards
from bots.strategy import OwnHand, choose_plan, ranked_discards
from rules.engine.actions import Action, ActionKind
from rules.hand import Meld, MeldType
from rules.tiles import kind_of
from rules.variants.bot_goals import BotGoals, GoalContext
from rules.variants.jinshan.bot_goals import EXPERT_GOALS
from tests.bots.test_heuristic_decisions import CHAIR, view

WILDS = "5f6f7f8f"  # JS-3 百搭
# ready either way with two 百搭 held, a 西 pung down and 春 set aside (North's seat, wind 3): letting 1p go
# waits on nine kinds for 24-27 chips each, letting 4m go on six, but 4s and 7s then make a 50-chip win
POSITION = "4m5m5m6m7m8m1p5s6s5f6f"
# the default budget's twelve own draws, on enough determinisations that the answer is no sample's luck
WIDE = replace(sampling.BUDGET, samples=300)


def position(wall_left: int) -> OwnHand:
    west = kind_of("3z")
    pung = Meld(MeldType.PENG, (west,) * 3, claimed=west)
    v = view(POSITION, wilds=WILDS, melds=[pung], flowers="1f", seat_wind=3)
    ctx = v.ctx
    return replace(v, ctx=GoalContext(ctx.concealed, ctx.melds, ctx.flowers, 3, ctx.wild_kinds, wall_left))


def sampled_first(v: OwnHand, seed: int, budget: SampleBudget = sampling.BUDGET) -> int:
    plan, _ = choose_plan(v, EXPERT_GOALS)
    ranked = list(ranked_discards(v, EXPERT_GOALS, plan, ukeire_shanten=HARD.ukeire_shanten))
    return sampled_discards(v, EXPERT_GOALS, plan, ranked, random.Random(seed), budget)[0].tile


def counted(v: OwnHand, tile: str) -> float:
    plan, _ = choose_plan(v, EXPERT_GOALS)
    prospects = Prospects(v, EXPERT_GOALS, plan)
    return counted_worth(prospects.of(kind_of(tile), 0), prospects.live)


def test_js17_counting_prefers_more_waits_and_the_sampler_the_wait_that_wins_more() -> None:
    v = position(wall_left=48)
    # counting: live tiles × chips, 783 against 736 — nearly a tie, and it lets 1p go
    assert (counted(v, "1p"), counted(v, "4m")) == (783.0, 736.0)
    # played out over twelve draws, nine kinds of 24 chips come about as surely as six kinds of which two
    # pay 50 (JS-17, JS-19's cap not reached), so the bigger win collects more: 4m goes, on every seed
    assert {sampled_first(v, seed, WIDE) for seed in range(5)} == {kind_of("4m")}


def test_counting_stands_while_the_wall_is_long() -> None:
    # fifteen draws left is past the horizon (twelve): the sampler does not play it out, and hard's choice
    # is counting's
    assert sampling.BUDGET.horizon == 12
    v = position(wall_left=60)
    assert sampled_first(v, 0) == kind_of("1p")
    turn = [Action(CHAIR, ActionKind.DISCARD, k) for k in sorted(set(v.ctx.concealed))]
    assert decide(turn, v, TableThreats(), EXPERT_GOALS, HARD, random.Random(0)).tile == kind_of("1p")


def test_the_same_seed_plays_the_same_determinisations() -> None:
    v = position(wall_left=24)  # six draws: played out
    answers = {sampled_first(v, 11) for _ in range(3)}
    assert len(answers) == 1
    orders = sampling.draw_orders(v.unseen, 6, sampling.BUDGET, random.Random(3))
    assert orders == sampling.draw_orders(v.unseen, 6, sampling.BUDGET, random.Random(3))
    assert orders != sampling.draw_orders(v.unseen, 6, sampling.BUDGET, random.Random(4))


def test_the_budget_is_counted_in_samples_and_draws_never_timed(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_clock() -> float:
        raise AssertionError("the sampler must not read a clock: games replay from their seed")

    for clock in ("perf_counter", "monotonic", "time", "process_time"):
        monkeypatch.setattr(time, clock, no_clock)
    played: list[int] = []
    real_rollout = sampling.rollout

    def counting_rollout(chances: Prospect, order: list[int], still_on: list[float]) -> float:
        played.append(len(order))
        return real_rollout(chances, order, still_on)

    monkeypatch.setattr(sampling, "rollout", counting_rollout)
    budget = SampleBudget(samples=20, width=3, horizon=12)
    sampled_first(position(wall_left=40), 5, budget)
    # ten draws left: each of the three candidates played out on the same 20 orders of ten own draws
    assert played == [10] * 60


def test_nothing_near_uses_no_randomness() -> None:
    # one discard stands out (the lone 9s): no close decision, no sample drawn
    v = view("123m456m789p55s67s9s")
    rng = random.Random(9)
    state = rng.getstate()
    plan, _ = choose_plan(v, EXPERT_GOALS)
    ranked = list(ranked_discards(v, EXPERT_GOALS, plan))
    assert sampled_discards(v, EXPERT_GOALS, plan, ranked, rng)[0].tile == ranked[0].tile
    assert rng.getstate() == state


def test_a_rollout_wins_on_the_first_winning_draw_and_never_on_a_wait_short_of_20_hu() -> None:
    still_on = [1.0, 0.5, 0.25, 0.125]
    ready = Prospect({1: 30.0, 2: 0.0}, {})  # kind 2 completes the shape but may not be declared (JS-12)
    assert rollout(ready, [5, 2, 1, 1], still_on) == 30.0 * 0.25
    assert rollout(ready, [2, 2, 5, 5], still_on) == 0.0
    # one step away: the draw that makes it ready must come before the winning one
    step = Prospect(None, {7: {1: 40.0}})
    assert rollout(step, [1, 7, 1, 5], still_on) == 40.0 * 0.25
    assert rollout(step, [7, 5, 5, 5], still_on) == 0.0


def test_the_same_prospect_twice_is_never_clearly_better() -> None:
    # common random numbers: every candidate is played on the very same orders, so a twin differs by 0
    v = position(wall_left=24)
    plan, _ = choose_plan(v, EXPERT_GOALS)
    prospects = Prospects(v, EXPERT_GOALS, plan)
    chances = prospects.of(kind_of("4m"), 0)
    evals = list(ranked_discards(v, EXPERT_GOALS, plan))
    twin = next(e for e in evals if e.tile == kind_of("4m"))
    assert sampling.played_best(v, [(twin, chances), (twin, chances)], random.Random(2), WIDE) == 0


def test_normal_never_samples_and_a_variant_that_weighs_no_wins_is_not_sampled() -> None:
    v = position(wall_left=24)
    turn = [Action(CHAIR, ActionKind.DISCARD, k) for k in sorted(set(v.ctx.concealed))]
    for goals, style in ((EXPERT_GOALS, NORMAL), (BotGoals(), HARD)):
        rng = random.Random(4)
        state = rng.getstate()
        decide(turn, v, TableThreats(), goals, style, rng)
        assert rng.getstate() == state
    assert not NORMAL.sampling and HARD.sampling
