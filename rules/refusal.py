"""A refusal as a value (issue 28 §2): the rule that refuses, a key naming the refusal, and its parameters.

The engine, a variant's scorer or an input reader that says no builds one where its rule lives::

    Refusal.of("SH-6", "not_knocked", "SH-6: knock (敲) first — only a knocked hand may win")
    Refusal.of("JS-12", "too_few_hu", "{hu} 胡 — at least {least} needed", hu=18, least=20)

and the app words it once per language from ``key`` and ``params`` (``mahjong_tui/catalogue.py``), never
from its English. A parameter named ``tile`` holds a tile kind, ``tiles`` a tuple of kinds, ``chair`` a chair
0-3; any other is a number or a word shown as it is.

A scorer's words beside its numbers — a formula's clauses, a payment's reason, an item's detail — are values
the same way (:class:`Phrase`, worded from ``words.toml`` [score])::

    Phrase.of("JS-18", "self_drawn_pays", "自摸: each pays ⌈2×{a}/10⌉+3 = {pay}", a=40, pay=11)

DECISION (docs/decisions.md, "A refusal is a str that carries its value"): a Refusal *is* its plain-English
text — the text the CLI prints, a log keeps, ``score --json`` and ``simulate --json`` write and the table
protocol sends — so every path that carried the English text carries the value unchanged, byte for byte,
and a Refusal compares equal to that text. What reads the value asks ``isinstance(reason, Refusal)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Self, TypeVar

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


class Said(str):
    """Words of the rules as a value: ``rule`` (a rule id such as ``SH-6``, or ``""`` when no one rule says
    it), ``key`` (what the app words) and ``params``; the str itself is the plain-English text."""

    rule: str
    key: str
    params: Mapping[str, Param]

    @classmethod
    def of(cls, rule: str, key: str, english: str, **params: Param) -> Self:
        """The words ``key`` under ``rule``; ``english`` is their plain text with ``{name}`` for each
        parameter."""
        text = english.format(**{name: _english(name, value) for name, value in params.items()})
        return _restore(cls, text, rule, key, params.items())

    @classmethod
    def worded(cls, text: str, rule: str, key: str, params: Mapping[str, Param]) -> Self:
        """Words whose plain English is given as it came (read back from a line of the table protocol)."""
        return _restore(cls, text, rule, key, params.items())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a {type(self).__name__} is a value: make a new one")

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:  # copy and pickle keep the value
        return _restore, (type(self), str(self), self.rule, self.key, tuple(self.params.items()))

    def __repr__(self) -> str:
        shown = "".join(f", {name}={value!r}" for name, value in self.params.items())
        return f"{type(self).__name__}({self.rule!r}, {self.key!r}{shown})"


class Refusal(Said):
    """Why something is not allowed (worded by the app from ``words.toml`` [refusal])."""


class Phrase(Said):
    """A scorer's words beside its numbers (issue 28 §2): a clause of a formula, a payment's reason, an
    item's detail (worded by the app from ``words.toml`` [score]). A phrase may hold phrases."""

    @classmethod
    def joined(cls, key: str, parts: Sequence[str]) -> Phrase:
        """The ``parts`` said one after another (``key`` in :data:`JOINS`: "; " between a formula's clauses,
        ", " in a series, " → " between steps); each part is a parameter ``p0``, ``p1`` … that the app
        words and joins its own way."""
        numbered = ((f"p{n}", part) for n, part in enumerate(parts))
        return _restore(cls, JOINS[key].join(parts), "", key, numbered)

    def parts(self) -> tuple[str, ...]:
        """A joined phrase's parts in order; any other phrase is one part, itself."""
        if self.key not in JOINS:
            return (self,)
        return tuple(part if isinstance(part, str) else str(part) for part in self.params.values())


JOINS = {"clauses": "; ", "series": ", ", "steps": " → "}  # what joins a joined phrase's parts in English


_S = TypeVar("_S", bound=Said)


def _restore(kind: type[_S], text: str, rule: str, key: str, params: Iterable[tuple[str, Param]]) -> _S:
    made = kind(text)
    object.__setattr__(made, "rule", rule)
    object.__setattr__(made, "key", key)
    object.__setattr__(made, "params", MappingProxyType(dict(params)))
    return made


def reason_of(error: BaseException) -> str:
    """What an error says: the Refusal it was raised with (its value kept, where ``str(error)`` would give
    plain text), else its text."""
    said = error.args[0] if len(error.args) == 1 else None
    return said if isinstance(said, Refusal) else str(error)
