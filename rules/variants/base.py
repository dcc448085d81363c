"""The variant interface: what the engine, the scorer, the bots and the app ask of a regional game.

A variant is built from five small parts, each a module beside this one:

- :class:`~rules.variants.table_rules.TableRules` — its table rules, one frozen value (``table_rules``);
- :class:`~rules.variants.hooks.TableHooks` — the behaviour hooks the table calls;
- :class:`~rules.variants.scorer.Scorer` — its scorer (``score``, ``settle``);
- :class:`~rules.variants.accelerators.Accelerators` — shortcuts that agree with ``score``;
- :class:`~rules.variants.words.Words` — its names, its wild's name, its rules page, ``progress``.

A variant subclass (``rules/variants/<id>/__init__.py``) names its table rules and overrides the few
hooks where it differs from the common rules (rules-common.md); the engine (:mod:`rules.engine`) asks
these and never tests a variant's name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.variants.accelerators import Accelerators
from rules.variants.hooks import Carry, HandOutcome, TableHooks, TableWin
from rules.variants.scorer import Scorer
from rules.variants.table_rules import TableRules, WinnersRule
from rules.variants.words import Words

__all__ = ["Carry", "HandOutcome", "TableRules", "TableWin", "Variant", "WinnersRule"]


class Variant(TableHooks, Scorer, Accelerators, Words):
    """One regional game: its table rules and the parts it is built from (see the module's docstring)."""

    table_rules: TableRules = TableRules()

    def options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The option values for a game: defaults overridden by ``given``; an unknown option is an error."""
        values = dict(self.table_rules.option_defaults)
        for key, value in (given or {}).items():
            if key not in values:
                known = ", ".join(sorted(values)) or "none"
                raise ValueError(f"unknown option {key!r} for {self.id} (known: {known})")
            values[key] = value
        return values

    # Table hooks (phases)
