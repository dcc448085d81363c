"""``mahjong-tui review FILE``: every decision one player made in a saved or recorded match, valued by
playing the hand forward (issue 29, shared/spec/cli.md).

The work is :func:`bots.evaluate.review.review_hands`; this command reads the file as untrusted (one
``error:`` line and exit 2 for anything that is not a replayable record), shows a progress bar on stderr
while it works, and words the results: a table per hand and a summary, or the contract's JSON.
"""

from __future__ import annotations

import json
import math
import textwrap
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import click

from mahjong_tui.cli import UserError
from rules.refusal import reason_of

HUMAN = "human"
WIDTH = 80  # the table's lines: a decision's three, the summary's
INDENT = " " * 9  # a decision's values and reason, under its first line


@click.command("review")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--seat", "seat_number", type=click.IntRange(0, 3), default=None,
              help="The player to review, 0-3 in seat order (default: the first human, else 0).")
@click.option("--hand", "hand_number", type=click.IntRange(min=1), default=None,
              help="Review one hand (1 = first).")
@click.option("--json", "as_json", is_flag=True, help="Print the review as JSON.")
@click.option("--samples", type=click.IntRange(2, 10_000), default=None,
              help="The most deals each answer is played out on (default 32, at most 300 play-outs a "
                   "decision).")
@click.option("--seed", type=click.IntRange(0, 2**62), default=0, show_default=True,
              help="Seed of the deals.")
@click.option("--processes", type=click.IntRange(1, 64), default=None,
              help="Worker processes (default: up to two, one a core).")
def review(file: Path, seat_number: int | None, hand_number: int | None, as_json: bool, samples: int | None,
           seed: int, processes: int | None) -> None:
    """Review one player's decisions in a saved match or a simulate --record file."""
    from bots.evaluate.review import REVIEW_BUDGET, review_hands, summary
    from bots.evaluate.workers import cores

    replay = _read(file)
    first_human = next((i for i, p in enumerate(replay.players) if p == HUMAN), 0)
    chair = seat_number if seat_number is not None else first_human
    hands = [(number, record, replay.first_wall if number == 1 else None)
             for number, record in enumerate(replay.hands, start=1)]
    if hand_number is not None:
        if hand_number > len(hands):
            raise UserError.of("hand_out_of_range", n=hand_number, file=file.name, count=len(hands))
        hands = [hands[hand_number - 1]]
    budget = replace(REVIEW_BUDGET, processes=processes or min(2, cores()))
    if samples is not None:
        budget = replace(budget, samples=samples, first=min(budget.first, samples), playouts=None)
    started = time.monotonic()
    if as_json:
        decisions = review_hands(hands, chair, budget=budget, seed=seed)
    else:
        decisions = _with_progress(hands, chair, budget, seed)
    overall = summary(decisions, time.monotonic() - started)
    player = replay.players[chair] if chair < len(replay.players) else ""
    variant = hands[0][1].variant if hands else ""
    if as_json:
        found = review_json(variant, chair, player, hands, decisions, overall)
        click.echo(json.dumps(found, ensure_ascii=False, indent=2))
    else:
        _print_review(variant, chair, player, hands, decisions, overall)


def _read(file: Path) -> Any:
    """The file's hands (a save, a match record or a hand record), every one replayed: one ``error:`` line
    for anything else."""
    from mahjong_tui.replay import replay_from_json
    from mahjong_tui.safe_read import RECORD_BYTES, ReadRefused, read_json
    from rules.records import RecordError

    try:
        return replay_from_json(read_json(file, RECORD_BYTES))
    except ReadRefused as exc:
        raise UserError(reason_of(exc)) from None
    except RecordError as exc:
        raise UserError.of("record_refused", file=file, why=reason_of(exc)) from None
    except Exception as exc:  # noqa: BLE001 — a malformed field may raise anything: one line, never a traceback
        raise UserError.of("record_unreadable", file=file, error=exc.__class__.__name__, why=exc) from None


def _with_progress(hands: Any, chair: int, budget: Any, seed: int) -> Any:
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from bots.evaluate.review import review_hands

    console = Console(stderr=True)
    columns = (TextColumn("reviewing"), BarColumn(), TextColumn("{task.fields[step]}"), TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task("review", total=1.0, step="")

        def told(decision: int, decisions: int, share: float) -> None:
            done = (decision + share) / decisions if decisions else 1.0
            bar.update(task, completed=done, step=f"decision {min(decision + 1, decisions)} of {decisions}")

        return review_hands(hands, chair, budget=budget, seed=seed, progress=told)


def review_json(variant: str, chair: int, player: str, hands: Any, decisions: Any, overall: Any
                ) -> dict[str, Any]:
    """The contract's JSON (shared/spec/cli.md ``review``): each decision with its reason in English
    (``why``) beside the reason's key and values."""
    from bots.evaluate.review import decision_json
    from mahjong_tui.review_words import reason_text

    by_hand: dict[int, list[dict[str, Any]]] = {number: [] for number, _, _ in hands}
    for d in decisions:
        why = reason_text(d.reason.key, dict(d.reason.params), "en")
        by_hand[d.hand].append({**decision_json(d), "why": why})
    return {
        "variant": variant, "seat": chair, "player": player,
        "hands": [{"hand": number, "decisions": found} for number, found in by_hand.items()],
        "summary": {"decisions": overall.decisions, "agree": overall.agree, "mistakes": overall.mistakes,
                    "blunders": overall.blunders, "loss_per_decision": round(overall.loss_per_decision, 3),
                    "seconds": round(overall.seconds, 1)},
    }


def _code(action: Any) -> str:
    from bots.evaluate.reasons import action_code

    return action_code(action)


def _print_review(variant: str, chair: int, player: str, hands: Any, decisions: Any, overall: Any) -> None:
    """Three lines a decision (80 columns): what was chosen against the best with its verdict, the best
    three answers' values, and the reason."""
    from mahjong_tui.review_words import kind_text, reason_text, verdict_text

    click.echo(f"{variant}: seat {chair} ({player or 'player'})")
    for number, _, _ in hands:
        found = [d for d in decisions if d.hand == number]
        click.echo(f"\nhand {number}: {_count(len(found), 'decision')}")
        for d in found:
            click.echo(f"  at {d.at:<3} {kind_text(d.kind, 'en'):8} chose {_code(d.chosen):9} "
                       f"best {_code(d.best):9} #{d.rank} of {d.of}  loss {d.loss:.2f}  "
                       f"{verdict_text(d.verdict, 'en')}")
            values = (f"{c.code} {c.value:+.1f}±{_se_text(c.se)}" for c in d.candidates[:3])
            _echo_wrapped(" · ".join(values), INDENT)
            _echo_wrapped(reason_text(d.reason.key, dict(d.reason.params), "en"), INDENT)
    share = overall.agree / overall.decisions if overall.decisions else 0.0
    click.echo(f"\nsummary: {_count(overall.decisions, 'decision')}, agree {overall.agree} ({share:.0%}), "
               f"mistakes {overall.mistakes}, blunders {overall.blunders}")
    # a decision's loss is the best and the choice played again on fresh deals, not the values above it
    click.echo(f"{INDENT}chips lost a decision {overall.loss_per_decision:.2f} "
               f"(played again on fresh deals), {overall.seconds:.1f} s")


def _count(n: int, noun: str) -> str:
    """``n`` things in English: "1 decision", "2 decisions"."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _echo_wrapped(text: str, indent: str) -> None:
    """``text`` in lines of at most :data:`WIDTH` columns (a terminal of 80 wraps nothing), each indented."""
    lines = textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=indent,
                          break_on_hyphens=False)
    click.echo("\n".join(lines))


def _se_text(se: float) -> str:
    return f"{se:.1f}" if math.isfinite(se) else "?"
