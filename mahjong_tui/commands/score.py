"""`mahjong-tui score [FILE]`: score one finished hand described as a scenario (shared/spec/cli.md).

The scenario is read strictly by :mod:`rules.scenario`; the variant scores it. The result is printed as
JSON, or with ``--explain`` as tables: the items with their rule ids, the formula, payments and net chips.
A file from ``shared/examples`` (its scenario under ``scenario``) is accepted as it is.
"""

from __future__ import annotations

import json

import click
from rich.console import Console
from rich.table import Table

from mahjong_tui.cli import UserError
from mahjong_tui.safe_read import SCENARIO_BYTES, ReadRefused, read_text
from rules.refusal import reason_of
from rules.scenario import ScenarioError, load_scenario
from rules.scoring import ScoreResult, wind_letter


@click.command("score")
@click.argument("file", required=False)
@click.option("--explain", is_flag=True, help="Print a human-readable breakdown instead of JSON.")
def score(file: str | None, explain: bool) -> None:
    """Score the finished hand described in FILE (JSON; stdin when absent or '-')."""
    text = _read(file)
    try:
        variant, hand = load_scenario(text)
    except ScenarioError as exc:
        raise UserError(reason_of(exc)) from None
    try:
        result = variant.score(hand)
    except (NotImplementedError, ModuleNotFoundError):
        raise UserError.of("no_scoring", variant=variant.id) from None
    except ValueError as exc:  # a variant's own check of a context or option value
        raise UserError(reason_of(exc)) from None
    if explain:
        click.echo(explain_text(result), nl=False)
    else:
        click.echo(json.dumps(result.to_json(), ensure_ascii=False, indent=2))


def _read(file: str | None) -> str:
    """The scenario's text: a regular file (or stdin) of at most a scenario's size, UTF-8."""
    try:
        return read_text(file or "-", SCENARIO_BYTES)
    except ReadRefused as exc:
        raise UserError(reason_of(exc)) from None


def explain_text(result: ScoreResult) -> str:
    """The result as plain-text tables (what `score --explain` prints)."""
    console = Console(width=110, color_system=None, force_terminal=False, highlight=False)
    with console.capture() as capture:
        status = "valid win" if result.valid else f"NOT a legal win: {result.reason}"
        console.print(f"{result.variant} — winner {wind_letter(result.winner)} — {status}")
        if result.hand_name:
            console.print(f"hand: {result.hand_name}")
        if result.reading:
            console.print(f"reading: {result.reading}")
        items = Table(title="items", title_justify="left")
        for column in ("rule", "name", "English", "unit", "value", "detail"):
            items.add_column(column, justify="right" if column == "value" else "left")
        for item in result.items:
            items.add_row(item.rule, item.name, item.name_en, item.unit, str(item.value), item.detail)
        console.print(items)
        console.print("totals: " + ", ".join(f"{k} {v}" for k, v in result.totals.items()))
        if result.formula:
            console.print(f"formula: {result.formula}")
        payments = Table(title="payments", title_justify="left")
        for column in ("from", "to", "chips", "why", "rule"):
            payments.add_column(column, justify="right" if column == "chips" else "left")
        for p in result.payments:
            payments.add_row(wind_letter(p.payer), wind_letter(p.payee), str(p.amount), p.why, p.rule)
        console.print(payments)
        net = result.net
        console.print("net: " + "  ".join(f"{wind_letter(s)} {net[s]:+d}" for s in range(4)))
    return capture.get()
