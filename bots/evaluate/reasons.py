"""Verdicts and reasons of a reviewed decision, from the evaluator's samples alone (issue 29).

A verdict says how much the chosen action gave up against the best one, measured against what a win is
worth at that decision and against the noise; a reason says what the samples show the best action does
better — it wins more often, its wins are bigger, it deals in less — as a key and its values, which an
interface words in its own language (``mahjong_tui.review_words``). Nothing here is canned advice: every
number is a rate or a mean over the play-outs.
"""

from __future__ import annotations

from dataclasses import dataclass

from bots.evaluate.evaluator import Evaluation
from bots.evaluate.values import ActionValue, paired
from rules.engine.actions import Action, ActionKind
from rules.tiles import format_tiles, tile_text

# docs/decisions.md "Review verdicts": a loss is a mistake from this share of what a win is worth at the
# decision, a blunder from the second; below the first, or within NOISE_Z standard errors, it is fine
MISTAKE_SHARE = 0.10
BLUNDER_SHARE = 0.35
NOISE_Z = 2.0
LEAST_STAKE = 1.0  # chips: a decision where nobody wins in the samples is measured against one chip
Params = tuple[tuple[str, float | str], ...]


@dataclass(frozen=True, slots=True)
class Reason:
    """``key`` names the sentence (``mahjong_tui.review_words``), ``params`` fill it: rates as shares 0-1,
    chips as numbers, actions as their codes (``5m``, ``peng 5m``)."""

    key: str
    params: Params = ()

    def param(self, name: str) -> float | str:
        found: float | str = dict(self.params)[name]
        return found


FORCED = Reason("forced")  # the only legal answer: nothing to compare


def action_code(action: Action) -> str:
    """cli.md's name of an action: ``5m``, ``knock 5m``, ``peng 5m``, ``chi 345m``, ``kong 5m``, ``win``,
    ``pass``."""
    kind, tile = action.kind, action.tile
    if kind is ActionKind.DISCARD and tile is not None:
        return tile_text(tile)
    if kind is ActionKind.CHI:
        return f"chi {format_tiles(action.meld)}"
    if kind in (ActionKind.KONG, ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG) and tile is not None:
        return f"kong {tile_text(tile)}"
    word: str = kind.value
    if kind in (ActionKind.WIN, ActionKind.PASS) or tile is None:
        return word
    return f"{word} {tile_text(tile)}"


def stake(evaluation: Evaluation) -> float:
    """What a win is worth to the seat at this decision: its mean chips over every sample it won (all
    candidates); twice its mean payment when it never won there; at least :data:`LEAST_STAKE`."""
    won = [o.chips for v in evaluation.values for o in v.outcomes if o.won]
    if won:
        return max(LEAST_STAKE, sum(won) / len(won))
    paid = [-o.chips for v in evaluation.values for o in v.outcomes if o.chips < 0]
    return max(LEAST_STAKE, 2 * sum(paid) / len(paid)) if paid else LEAST_STAKE


def verdict_of(loss: float, noise: float, size: float) -> str:
    """A choice not ranked first: ``fine`` when the ``loss``'s interval (``noise`` its standard error) holds
    zero or it is under a mistake's share of the stake ``size``, else ``mistake`` or ``blunder``."""
    if loss <= NOISE_Z * noise or loss < MISTAKE_SHARE * size:
        return "fine"
    return "blunder" if loss >= BLUNDER_SHARE * size else "mistake"


def reason(evaluation: Evaluation, chosen: Action) -> Reason:
    """Why the best action is the best, against ``chosen`` (for a best choice: what it brings)."""
    best = evaluation.best
    if best.action == chosen:
        return Reason("best", (("win", best.rate("won")), ("deal_in", best.rate("dealt_in"))))
    return reason_against(best, evaluation.value_of(chosen))


def reason_against(best: ActionValue, mine: ActionValue) -> Reason:
    """Why ``best`` is better than ``mine``, from their samples (the same deals: a review gives the fresh
    ones its loss is taken on, so the reason says what the loss says) — or that the two are a close call,
    their difference within the noise."""
    names: Params = (("best", action_code(best.action)), ("chosen", action_code(mine.action)))
    difference, noise = paired(best, mine)
    if difference <= NOISE_Z * noise:
        return Reason("close_call", names)
    if best.action.kind is ActionKind.WIN:
        return Reason("take_the_win", (*names, ("value", best.mean), ("chosen_value", mine.mean)))
    if mine.action.kind is ActionKind.WIN:
        return Reason("let_the_win_go", (*names, ("win", best.rate("won")),
                                         ("win_chips", best.mean_where("won") or 0.0),
                                         ("chosen_value", mine.mean)))
    return _largest_effect(best, mine, names, max(0.0, best.mean - mine.mean))


def _largest_effect(best: ActionValue, mine: ActionValue, names: Params, loss: float) -> Reason:
    """The fact that accounts for most of the loss: dealing in less, winning more often, winning bigger."""
    best_win, mine_win = best.mean_where("won") or 0.0, mine.mean_where("won")
    deal_in_cost = -(mine.mean_where("dealt_in") or best.mean_where("dealt_in") or 0.0)
    best_deal, mine_deal = best.rate("dealt_in"), mine.rate("dealt_in")
    effects = [
        (deal_in_cost * (mine_deal - best_deal),
         Reason("deals_in_less", (*names, ("best_rate", best_deal), ("chosen_rate", mine_deal)))),
        (best_win * (best.rate("won") - mine.rate("won")),
         Reason("wins_more_often", (*names, ("best_rate", best.rate("won")),
                                    ("chosen_rate", mine.rate("won"))))),
    ]
    if mine_win is not None:
        effects.append((best.rate("won") * (best_win - mine_win),
                        Reason("wins_bigger", (*names, ("best_chips", best_win),
                                               ("chosen_chips", mine_win)))))
    size, found = max(effects, key=lambda effect: effect[0])
    return found if size > 0 else Reason("plays_out_better", (*names, ("loss", loss)))
