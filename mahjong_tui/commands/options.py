"""``--option KEY=VALUE`` as ``simulate`` and ``host`` read it: each value checked by the variant's own
option rules before anything starts (one ``error:`` line, exit 2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mahjong_tui.cli import UserError
from rules import safe_json
from rules.scenario_values import ScenarioError, read_option, shown
from rules.variants import get_variant


def parse_option_pairs(variant: str, pairs: Sequence[str]) -> dict[str, Any]:
    """``KEY=VALUE`` pairs read as JSON values (``ante=2``, ``swap_tiles=true``, ``stack=null``) and checked
    up front by the variant's own option rules, as a scenario's ``options`` are: one line, exit 2."""
    rules = get_variant(variant)
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep:
            raise UserError(f"--option: expected KEY=VALUE, got {shown(pair)}")
        try:
            value: Any = safe_json.loads(text)
        except safe_json.JSONRefused:
            value = text  # a bare word: refused below with the option's own expectation
        try:
            options[key] = read_option(rules, key, value, f"--option {key}")
        except ScenarioError as exc:
            raise UserError(str(exc)) from None
    return options
