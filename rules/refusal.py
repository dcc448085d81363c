"""A refusal as a value (issue 28 §2): the rule that refuses, a key naming the refusal, and its parameters.

The engine, a variant's scorer or an input reader that says no builds one where its rule lives::

    Refusal.of("SH-6", "not_knocked", "SH-6: knock (敲) first — only a knocked hand may win")
    Refusal.of("JS-12", "too_few_hu", "{hu} 胡 — at least {least} needed", hu=18, least=20)

and the app words it once per language from ``key`` and ``params`` (``mahjong_tui/catalogue.py``), never
from its English. A parameter named ``tile`` holds a tile kind, ``tiles`` a tuple of kinds, ``chair`` a chair
0-3; any other is a number or a word shown as it is.

DECISION (docs/decisions.md, "A refusal is a str that carries its value"): a Refusal *is* its plain-English
text — the text the CLI prints, a log keeps, ``score --json`` and ``simulate --json`` write and the table
protocol sends — so every path that carried the English text carries the value unchanged, byte for byte,
and a Refusal compares equal to that text. What reads the value asks ``isinstance(reason, Refusal)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from rules.tile_codes import tile_text

Param = int | str | tuple[int, ...]


def _english(name: str, value: Param) -> str:
    """A parameter in the plain-English text: a tile's code (5m), tiles' codes, a chair's letter."""
    if name == "tile" and isinstance(value, int):
        return tile_text(value)
    if name == "tiles" and isinstance(value, tuple):
        return " ".join(tile_text(kind) for kind in value)
    if name == "chair" and isinstance(value, int):
        return f"chair {'ESWN'[value]}"
    return str(value)


class Refusal(str):
    """Why something is not allowed: ``rule`` (a rule id such as ``SH-6``, or ``""`` when no one rule says
    it), ``key`` (what the app words) and ``params``; the str itself is the plain-English text."""

    rule: str
    key: str
    params: Mapping[str, Param]

    @classmethod
    def of(cls, rule: str, key: str, english: str, **params: Param) -> Refusal:
        """The refusal ``key`` under ``rule``; ``english`` is its plain text with ``{name}`` for each
        parameter."""
        text = english.format(**{name: _english(name, value) for name, value in params.items()})
        return _restore(text, rule, key, params.items())

    @classmethod
    def worded(cls, text: str, rule: str, key: str, params: Mapping[str, Param]) -> Refusal:
        """A refusal whose plain English is given as it came (read back from a line of the table protocol)."""
        return _restore(text, rule, key, params.items())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Refusal is a value: make a new one")

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:  # copy and pickle keep the value
        return _restore, (str(self), self.rule, self.key, tuple(self.params.items()))

    def __repr__(self) -> str:
        shown = "".join(f", {name}={value!r}" for name, value in self.params.items())
        return f"Refusal({self.rule!r}, {self.key!r}{shown})"


def _restore(text: str, rule: str, key: str, params: Iterable[tuple[str, Param]]) -> Refusal:
    made = Refusal(text)
    object.__setattr__(made, "rule", rule)
    object.__setattr__(made, "key", key)
    object.__setattr__(made, "params", MappingProxyType(dict(params)))
    return made


def reason_of(error: BaseException) -> str:
    """What an error says: the Refusal it was raised with (its value kept, where ``str(error)`` would give
    plain text), else its text."""
    said = error.args[0] if len(error.args) == 1 else None
    return said if isinstance(said, Refusal) else str(error)
