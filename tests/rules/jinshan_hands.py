"""Helpers for the 金山 scoring tests: a finished hand from scenario-like arguments, item lookups."""

from __future__ import annotations

from typing import Any

from rules.scenario import scenario_from_json
from rules.scoring import FinishedHand, ScoreResult
from rules.variants.jinshan.scoring import score


def jinshan_hand(
    hands: dict[str, Any], tile: str, wind: str = "S", frm: str | None = None, **flags: bool
) -> FinishedHand:
    """A Jinshan finished hand; ``hands`` maps wind letters to a concealed string or a scenario hand
    object."""
    win: dict[str, Any] = {"seat": wind, "tile": tile, **flags}
    if frm is not None:
        win["from"] = frm
    data = {
        "variant": "jinshan",
        "hands": {s: {"concealed": h} if isinstance(h, str) else h for s, h in hands.items()},
        "win": win,
    }
    return scenario_from_json(data)[1]


def score_of(
    hands: dict[str, Any], tile: str, wind: str = "S", frm: str | None = None, **flags: bool
) -> ScoreResult:
    return score(jinshan_hand(hands, tile, wind, frm, **flags))


def items_of(
    result: ScoreResult, unit: str | None = None, rule: str | None = None
) -> list[tuple[str, int | float, str]]:
    """(name, value, detail) of the winner's items, optionally of one unit or rule."""
    return [
        (i.name, i.value, i.detail)
        for i in result.items
        if (unit is None or i.unit == unit) and (rule is None or i.rule == rule)
    ]
