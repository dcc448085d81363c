"""Reviewing one player's play (issue 29): every decision of a seat in a recorded hand, valued.

A hand is replayed from its record (C-7); wherever the seat chose among two or more answers — a discard
(with or without a knock, SH-6), a claim or a pass, a kong, a win taken or declined — every legal answer is
valued by :func:`~bots.evaluate.evaluate` from the seat's own view at that moment, and the choice made gets
its rank, its loss in chips, a verdict and a reason (:mod:`bots.evaluate.reasons`). SH-18's swaps are not
reviewed. No UI here: the CLI (``mahjong-tui review``) and the app word the results.

The answer a choice is judged against (``best``, the review's yardstick) is ``hard``'s, unless another
answer leads it on the picking deals by two standard errors of their paired difference (:func:`yardstick`):
the largest of a few values noisy by ±2-8 chips (Shanghai) is mostly luck — picked that way, the "best" was
worse than a normal seat's own discard by 0.3 chips on average (held-out Shanghai, docs/decisions.md), so a
weak player's choices were measured against an answer no better than a random one of the good ones.

The loss is not read off the deals the yardstick was picked on (the winner's curse): the yardstick and the
choice are valued again on fresh deals, independent of the picking, and the loss is their paired difference
there (``paired_loss``) — unbiased, so it comes out below zero where the choice did better, and the summary's
chips lost a decision is its mean; a decision shows it as ``loss`` never below zero (cli.md), "fine" when
its interval holds zero (docs/decisions.md, "The review's loss"). A choice that is the yardstick loses
nothing and is not played again.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bots.evaluate.evaluator import Budget, Cancel, Evaluation, evaluate
from bots.evaluate.position import Position
from bots.evaluate.reasons import (
    FORCED,
    Reason,
    action_code,
    reason,
    reason_against,
    stake,
    verdict_of,
)
from bots.evaluate.values import ActionValue, paired
from bots.evaluate.workers import Runner, runner_for
from bots.expert import proposals
from bots.players import HardBot
from rules.engine import Action, ActionKind, Game
from rules.records import HandRecord

ReviewProgress = Callable[[int, int, float], None]  # (decision, decisions, share of this one done)

REVIEW_BUDGET = Budget(samples=32, playouts=300, first=8, step=8, z=2.0, drop_z=1.5)  # ≤ 1.5 s on two cores
# The best and the chosen answer again on fresh deals, as many as the picking deals asked for before the
# fresh ones are seen (``fresh_deals``): a replay stopped once its own deals separate the two stops on the
# luckier deals and overstates the loss (a known 5-6 chips by 0.7-1.1: tests/bots/test_review_loss.py).
# ``z`` infinite: no look at the fresh deals stops it; rounds of ``step`` only so that it can be cancelled.
CONFIRM_BUDGET = Budget(samples=32, first=8, step=8, z=math.inf)
# Deals for a replay, in proportion to how far the two answers' play-outs spread apart on the picking deals
# (their paired difference's standard deviation a deal, over the stake): the figure summed over decisions is
# least noisy for its play-outs when each decision's deals follow its spread (Neyman's allocation). On the
# development seed (1; Jinhua and Shanghai, 75 replays) the spread is 0.42-0.47 stakes at the median, so 64
# gives a replay 32-37 deals on average, as many as before, with 5-17% less variance summed over decisions.
FRESH_PER_SPREAD = 64
FRESH_LEAST, FRESH_MOST = 16, 64
# names how a decision's loss is computed, for whoever keeps reviews (the app's ``review_keep``): a review
# kept under another rule has other numbers and is computed again
REVIEW_METHOD = "against hard's answer unless beaten by two standard errors, on fresh deals, 2026-12-03"
FRESH_DEALS = 1 << 62  # added to a decision's seed: the fresh deals share none with the picking deals
_KIND_ORDER = (ActionKind.WIN, ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG, ActionKind.KONG,
               ActionKind.KNOCK, ActionKind.PENG, ActionKind.CHI)


@dataclass(frozen=True, slots=True)
class Candidate:
    """One answer at a decision: its code (cli.md), the seat's expected chips after it, their standard
    error, and the deals it was played on."""

    action: Action
    value: float
    se: float
    samples: int

    @property
    def code(self) -> str:
        return action_code(self.action)


@dataclass(frozen=True, slots=True)
class Decision:
    """A reviewed decision of hand ``hand`` (1-based), before its record's action number ``at`` (0-based)."""

    hand: int
    at: int
    kind: str  # win, kong, knock, claim, discard: the weightiest kind of answer on offer
    chosen: Action
    best: Action
    rank: int
    candidates: tuple[Candidate, ...]  # best (the yardstick) first, then the others by value
    loss: float  # paired_loss, never below zero (cli.md)
    noise: float  # the standard error of paired_loss
    verdict: str
    reason: Reason
    seconds: float
    paired_loss: float  # best − chosen on fresh deals: unbiased, below zero where the chosen did better
    fresh: int = 0  # the fresh deals it was taken on (0: not replayed)
    spread: float = 0.0  # best − chosen's standard deviation a picking deal, which set ``fresh``
    against: Action | None = None  # the answer the loss was taken against (``best``; None: not replayed)

    @property
    def of(self) -> int:
        return len(self.candidates)


@dataclass(frozen=True, slots=True)
class Summary:
    decisions: int
    agree: int
    mistakes: int
    blunders: int
    loss_per_decision: float
    seconds: float


def decision_points(record: HandRecord, chair: int, wall: Sequence[int] | None = None
                    ) -> Iterator[tuple[int, Game, Action]]:
    """(record index, the table just before, the action chosen) for each of ``chair``'s decisions."""
    game = Game(record.variant, record.seed, record.dealer, dict(record.carry), record.options,
                wall=wall, stacks=record.stacks)
    for at, text in enumerate(record.actions):
        action = Action.parse(text)
        if (action.chair == chair and game.phase in ("turn", "claim", "rob")
                and len(game.legal_actions(chair)) > 1):
            yield at, game, action
        game.apply(action)


def review_decision(game: Game, chair: int, chosen: Action, *, hand: int, at: int, budget: Budget,
                    seed: int, progress: Callable[[float], None] | None = None,
                    cancelled: Cancel | None = None, runner: Runner | None = None) -> Decision:
    """Every answer worth playing out of ``chair`` on ``game`` as it stands valued, and ``chosen`` judged
    against the yardstick (:func:`yardstick`): the loss is taken on fresh deals, a choice that is the
    yardstick loses nothing. A forced move is not sampled."""
    position = Position.from_game(game, chair)
    kind = decision_kind(position.legal)
    if len(position.legal) == 1:
        only = Candidate(chosen, math.nan, math.inf, 0)
        return Decision(hand, at, kind, chosen, chosen, 1, (only,), 0.0, 0.0, "best", FORCED, 0.0, 0.0)
    runner = runner or runner_for(budget.processes)
    picking = None if progress is None else (lambda share: progress(0.75 * share))
    usual = usual_answer(game, chair, seed)
    evaluation = evaluate(position, worth_sampling(game, chair, seed), keep=[chosen, usual], budget=budget,
                          seed=seed, progress=picking, cancelled=cancelled, runner=runner)
    best = yardstick(evaluation, usual, budget.z)
    ranked = [best, *(v.action for v in evaluation.ranked() if v.action != best)]
    candidates = tuple(Candidate(a, evaluation.value(a), evaluation.se(a), evaluation.value_of(a).n)
                       for a in ranked)
    rank = ranked.index(chosen) + 1
    if best == chosen:
        if progress is not None:
            progress(1.0)
        return Decision(hand, at, kind, chosen, best, 1, candidates, 0.0, 0.0, "best",
                        reason(evaluation, chosen), evaluation.seconds, 0.0)
    size = stake(evaluation)
    spread = picking_spread(evaluation.value_of(best), evaluation.value_of(chosen))
    deals = fresh_deals(spread, size)
    confirm = replace(CONFIRM_BUDGET, processes=budget.processes, samples=deals)
    again = evaluate(position, [], keep=[best, chosen], budget=confirm, seed=seed + FRESH_DEALS,
                     cancelled=cancelled, runner=runner)
    replayed_best, replayed_chosen = again.value_of(best), again.value_of(chosen)
    loss, noise = paired(replayed_best, replayed_chosen)
    if progress is not None:
        progress(1.0)
    return Decision(hand, at, kind, chosen, best, rank, candidates, max(0.0, loss), noise,
                    verdict_of(loss, noise, size), reason_against(replayed_best, replayed_chosen),
                    evaluation.seconds + again.seconds, loss, deals, spread, best)


def yardstick(evaluation: Evaluation, usual: Action, z: float) -> Action:
    """The answer a choice is judged against: ``usual`` (hard's), unless another answer played on as many
    deals leads it by ``z`` standard errors of their paired difference. Not the plain leader: among a few
    answers whose values carry ±2-8 chips of noise (Shanghai, 32 deals) the leader is often there by luck,
    and measured on fresh deals such a leader was worse than a normal seat's own choice (docs/decisions.md,
    "The review's yardstick"); hard's answer was the evaluator's best on average at every kind of decision
    in every variant ("Where hard is wrong by a lot")."""
    base = evaluation.value_of(usual)
    rivals = [v for v in evaluation.values if v.action != usual and v.n == base.n]
    if not rivals:
        return usual
    top = max(rivals, key=lambda v: paired(v, base)[0])
    mean, se = paired(top, base)
    return top.action if mean > z * se else usual


def picking_spread(best: ActionValue, chosen: ActionValue) -> float:
    """The standard deviation a deal of ``best`` − ``chosen`` on the deals both were played on."""
    _, se = paired(best, chosen)
    return se * math.sqrt(min(best.n, chosen.n)) if math.isfinite(se) else 0.0


def fresh_deals(spread: float, size: float) -> int:
    """The fresh deals a replay gets, from the picking deals alone (so the loss taken on the fresh ones stays
    unbiased): :data:`FRESH_PER_SPREAD` a ``spread`` (:func:`picking_spread`) over the stake ``size``, in
    whole rounds, between :data:`FRESH_LEAST` and :data:`FRESH_MOST`."""
    rounds = math.ceil(FRESH_PER_SPREAD * spread / size / CONFIRM_BUDGET.step)
    return min(FRESH_MOST, max(FRESH_LEAST, rounds * CONFIRM_BUDGET.step))


def usual_answer(game: Game, chair: int, seed: int) -> Action:
    """``hard``'s answer for ``chair`` on ``game``: the yardstick unless beaten (:func:`yardstick`)."""
    return HardBot(random.Random(seed)).choose(game.observation(chair))


def worth_sampling(game: Game, chair: int, seed: int) -> list[Action]:
    """The answers worth playing out, as the expert bot proposes them (:func:`bots.expert.proposals`):
    hard's, every answer that is not a discard, the heuristic's best discards (with or without a knock) —
    a dozen discards valued where four or five matter cost the review two thirds of its time."""
    return proposals(game.observation(chair), usual_answer(game, chair, seed))


def decision_kind(legal: Sequence[Action]) -> str:
    """The weightiest answer on offer: ``win`` (taken or declined), ``kong``, ``knock``, then ``claim`` in a
    window and ``discard`` on a turn."""
    kinds = {a.kind for a in legal}
    for kind in _KIND_ORDER:
        if kind in kinds:
            if kind in (ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG, ActionKind.KONG):
                return "kong"
            return "claim" if kind in (ActionKind.PENG, ActionKind.CHI) else kind.value
    return "claim" if ActionKind.PASS in kinds else "discard"


def review_hands(hands: Sequence[tuple[int, HandRecord, Sequence[int] | None]], chair: int, *,
                 budget: Budget = REVIEW_BUDGET, seed: int = 0, progress: ReviewProgress | None = None,
                 cancelled: Cancel | None = None) -> list[Decision]:
    """Every decision of ``chair`` in ``hands`` ((number, record, stacked first wall or None) each), in
    order. ``progress`` is told (decision, decisions, share of it done) as the work goes."""
    points = [at for _, record, wall in hands for at, _, _ in decision_points(record, chair, wall)]
    found: list[Decision] = []
    for number, record, wall in hands:
        for at, game, chosen in decision_points(record, chair, wall):
            index = len(found)

            def told(share: float, index: int = index) -> None:
                if progress is not None:
                    progress(index, len(points), share)

            found.append(review_decision(game, chair, chosen, hand=number, at=at, budget=budget,
                                         seed=decision_seed(seed, record.seed, at), progress=told,
                                         cancelled=cancelled))
    if progress is not None:
        progress(len(points), len(points), 1.0)
    return found


def decision_seed(seed: int, hand_seed: int, at: int) -> int:
    """A decision's own seed: the review's, the hand's and the step's, so a review gives the same answer
    for the same file whatever else it reviews."""
    return (seed * 1_000_003 + hand_seed * 8191 + at) & (2**63 - 1)


def decision_json(d: Decision) -> dict[str, Any]:
    """A decision as cli.md's review JSON has it (actions as codes), with the reason's key and values: what
    a save keeps so a review is computed once."""
    return {
        "at": d.at, "kind": d.kind, "chosen": action_code(d.chosen), "best": action_code(d.best),
        "rank": d.rank, "of": d.of,
        "candidates": [{"action": c.code, "value": _finite(c.value), "se": _finite(c.se),
                        "samples": c.samples} for c in d.candidates],
        "loss": round(d.loss, 3), "paired_loss": round(d.paired_loss, 3), "noise": _finite(d.noise),
        "verdict": d.verdict,
        "reason": {"key": d.reason.key, "params": dict(d.reason.params)},
    }


def _finite(value: float) -> float | None:
    return round(value, 3) if math.isfinite(value) else None


def summary(decisions: Sequence[Decision], seconds: float | None = None) -> Summary:
    verdicts = [d.verdict for d in decisions]
    total = sum(d.paired_loss for d in decisions)  # unbiased: the fresh deals' differences, signs and all
    return Summary(len(decisions), verdicts.count("best"), verdicts.count("mistake"),
                   verdicts.count("blunder"), total / len(decisions) if decisions else 0.0,
                   sum(d.seconds for d in decisions) if seconds is None else seconds)

