"""The evaluator (issue 29): a decision valued in chips by playing the hand forward.

    from bots.evaluate import Budget, Position, evaluate
    evaluation = evaluate(Position.from_observation(obs), budget=Budget(samples=64), seed=7)
    evaluation.best.action, evaluation.value_of(action).mean, evaluation.loss(action)

Each legal action of the seat is valued as the seat's expected chips at the end of the hand — the variant's
own scorer and payments, every rule the engine plays — by dealing the tiles the seat cannot see at random
(:mod:`~bots.evaluate.sampler`), playing the action and then the hand to its end with a fast policy for all
four seats (:mod:`~bots.evaluate.rollout`), and comparing actions on the same deals (:mod:`~bots.evaluate.
evaluator`). No UI imports; randomness comes from the caller's seed.
"""

from __future__ import annotations

from bots.evaluate.evaluator import Budget, Cancelled, Evaluation, evaluate
from bots.evaluate.position import NoPosition, Position
from bots.evaluate.values import ActionValue

__all__ = ["ActionValue", "Budget", "Cancelled", "Evaluation", "NoPosition", "Position", "evaluate"]
