"""How a score was made, step by step, from a variant's :class:`ScoreResult` (issue 10 "explained scores").

Nothing is scored here: the steps only arrange what the variant answered — its items grouped by unit, its
formula clause by clause, its payments and the net — and keep each rule id apart so that a screen can
link it to the rules page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from math import prod

from textual.markup import escape

from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import formula_clauses, why_text
from mahjong_tui.theme import colour
from rules.scoring import ScoreItem, ScoreResult, wind_letter

RULE_ID = re.compile(r"\b[A-Z]{2}-\d+\b")



@dataclass(frozen=True)
class Segment:
    text: str
    rule: str = ""  # a rule id shown as a link after the text


Step = tuple[Segment, ...]


def _number(value: float) -> str:
    return f"{value:g}"


def item_runs(items: tuple[ScoreItem, ...]) -> list[list[ScoreItem]]:
    """Consecutive items of one rule and unit (multipliers: of one unit) and of one hand (the winner's, or
    one loser's own count, JS-22), in the variant's order."""
    runs: list[list[ScoreItem]] = []
    for item in items:
        last = runs[-1][-1] if runs else None
        if (last is not None and last.unit == item.unit and last.of_wind == item.of_wind
                and (item.unit == "x" or last.rule == item.rule)):
            runs[-1].append(item)
        else:
            runs.append([item])
    return runs


def item_steps(strings: Strings, score: ScoreResult, labels: tuple[str, str, str, str]) -> list[Step]:
    """One step per run of items: the terms and what they make (added, or multiplied for ``x``); a loser's
    own count (JS-22) is headed by that loser's label."""
    steps = []
    for items in item_runs(score.items):
        unit = items[0].unit
        multiply = unit == "x"
        fallback = strings.unit(unit) if strings.is_zh else unit  # a unit [unit_step] leaves out: JS-15 limit
        named = strings.said("unit_step", unit, fallback)
        whose = items[0].of_wind
        head = "" if whose is None else f"{labels[whose]} "
        segments = [Segment(head + strings("learn.step_unit", unit=named))]
        for n, item in enumerate(items):
            as_said = strings.is_zh or not item.name_en
            name = strings.script(item.name) if as_said else f"{item.name} {item.name_en}"
            detail = f" {why_text(_own_detail(item), strings)}" if _own_detail(item) else ""
            joint = (" × " if multiply else " + ") if n else ""
            segments.append(Segment(f"{joint}{name}{detail} {_number(item.value)} ", item.rule))
        total = prod(i.value for i in items) if multiply else sum(i.value for i in items)
        segments.append(Segment(f" = {_number(total)}"))
        steps.append(tuple(segments))
    return steps


def _own_detail(item: ScoreItem) -> str:
    """The item's detail without the loser's wind letter it starts with (the step's head names the loser)."""
    if item.of_wind is None:
        return item.detail
    letter = wind_letter(item.of_wind)
    return item.detail.removeprefix(f"{letter}: ").removeprefix(letter)


def explained_steps(strings: Strings, score: ScoreResult, labels: tuple[str, str, str, str], *,
                    net: bool = True) -> list[Step]:
    """Items per unit, then the formula's clauses, each payment with its rule, then the net per wind (not
    with ``net`` False: the result screen's headline says it)."""
    steps: list[Step] = []
    if not score.valid and score.reason:
        steps.append((Segment(why_text(score.reason, strings)),))
    steps += item_steps(strings, score, labels)
    clauses = formula_clauses(score.formula)
    steps += [(Segment(strings("learn.step_formula", formula=why_text(clause, strings))),)
              for clause in clauses]
    for pay in score.payments:
        text = strings("learn.step_payment", payer=labels[pay.payer], payee=labels[pay.payee],
                   amount=pay.amount,
                   why=why_text(pay.why, strings))
        steps.append((Segment(text + " ", pay.rule),))
    if score.payments and net:
        nets = "  ".join(f"{labels[wind]} {value:+d}" for wind, value in enumerate(score.net))
        steps.append((Segment(strings("learn.step_net", net=nets)),))
    return steps


def step_plain(step: Step) -> str:
    return "".join(s.text + (f"({s.rule})" if s.rule else "") for s in step)


def step_markup(step: Step) -> str:
    """Textual markup for a step: a rule id is a link running ``screen.open_rule('<id>')``."""
    parts = []
    for segment in step:
        at = 0
        for found in RULE_ID.finditer(segment.text):  # a rule id inside a formula links too
            parts += [escape(segment.text[at:found.start()]), rule_link(found.group())]
            at = found.end()
        parts.append(escape(segment.text[at:]))
        if segment.rule:
            parts.append(f"({rule_link(segment.rule)})")
    return "".join(parts)


def rule_link(rule: str) -> str:
    return f"[@click=screen.open_rule('{escape(rule)}')][u {colour('link')}]{escape(rule)}[/][/]"
