"""A variant's house rules as one schema, and the one checker every way in uses (issue 26).

Each variant declares its options once, in its own folder (``rules/variants/<id>/options.py``): a name, a
type (:class:`Flag` on/off, :class:`WholeNumber` with its range, :class:`Choice` of named values), a default,
the rule id that defines it and its words in both languages. :func:`check_options` turns what was given —
by ``--option``, the new-game form, a save, a lesson or a scenario — into the checked values, or raises
:class:`OptionError` naming the field (``options.ante: 0 is below 1 (JH-29)``). Nothing else checks an
option's value: the engine, the scorers and the app trust what came through here.

Values are JSON's: ``true`` is not a number, ``1.5`` is not a whole number, ``"2"`` is not a number, and
``null`` is refused unless the option may be off. Typed text (the command line, a form field) is first read
as JSON by :func:`value_from_text`, so every way in gives the checker the same kind of value.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.refusal import Refusal
from rules.safe_json import JSONRefused, LongNumber, loads


@dataclass(frozen=True, slots=True)
class OptionWords:
    """What the player reads: a label for the field and one line of help, in Chinese (traditional, the app
    converts) and English."""

    label_zh: str
    label_en: str
    help_zh: str
    help_en: str


class OptionError(ValueError):
    """A value an option does not take: ``where.name: what``. ``field`` is where it was given
    (``match.options.ante``), ``name`` the option's name; ``problem`` says what is wrong in a word (a key of
    :data:`PROBLEMS`) and ``values`` fill its words; ``what`` is the refusal (rule, key ``option_<problem>``,
    the values and ``cited``, the rule id in brackets or nothing), its English with the rule id. The error's
    message is a refusal too (key ``option_field``: the field, then ``what`` as ``detail``), so the app words
    it in each language wherever it is carried (a damaged save's reason, a scenario)."""

    def __init__(self, where: str, name: str, problem: str, values: Mapping[str, str],
                 rule: str | None = None) -> None:
        self.field = f"{where}.{name}"
        self.name = name
        self.problem = problem
        self.values = dict(values)
        self.rule = rule
        cited = f" ({rule})" if rule else ""
        self.what = Refusal.of(rule or "", f"option_{problem}", PROBLEMS[problem] + "{cited}", **values,
                               cited=cited)
        super().__init__(Refusal.of(rule or "", "option_field", "{field}: {detail}", field=self.field,
                                    detail=self.what))


# the English words of each problem; the app words the same keys in Chinese (mahjong_tui/option_fields.py)
PROBLEMS = {
    "below": "{value} is below {least}",
    "above": "{value} is above {most}",
    "not_whole": "{value} is not a whole number",
    "not_number": "{value} is not a number",
    "never_off": "{value} is not a number: this option is never off",
    "not_flag": "{value} is not true or false",
    "not_choice": "{value} is not one of {choices}",
    "unknown": "{variant} has no such option (options: {known})",
}

SHOWN_CHARACTERS = 40  # a pasted 5,000-character value is not echoed back whole


def shown(value: object) -> str:
    """A value as a message quotes it: as JSON (``true``, ``"2"``, ``null``), cut short (a 50 MB string is
    not echoed back)."""
    if isinstance(value, LongNumber):
        return repr(value)
    text = json.dumps(value, ensure_ascii=False, default=repr)
    return text if len(text) <= SHOWN_CHARACTERS else text[:SHOWN_CHARACTERS - 3] + "..."


@dataclass(frozen=True, slots=True)
class Option:
    """One house rule: its name in options objects, the rule id that defines it, its words and default."""

    name: str
    rule: str
    words: OptionWords
    default: Any

    def check(self, value: object, where: str) -> Any:
        """``value`` as the game plays it; :class:`OptionError` naming ``where.name`` when it is not one."""
        raise NotImplementedError

    def refuse(self, where: str, problem: str, value: object, **values: str) -> OptionError:
        return OptionError(where, self.name, problem, {"value": shown(value), **values}, self.rule)


@dataclass(frozen=True, slots=True)
class Flag(Option):
    """On or off: JSON ``true`` or ``false`` only (a 1 or a ``"yes"`` is refused, not guessed)."""

    default: bool = False

    def check(self, value: object, where: str) -> bool:
        if not isinstance(value, bool):
            raise self.refuse(where, "not_flag", value)
        return value


@dataclass(frozen=True, slots=True)
class WholeNumber(Option):
    """A whole number from ``least`` to ``most``; with ``off``, ``null`` too (the option is not used)."""

    default: int | None
    least: int
    most: int
    off: bool = False

    def check(self, value: object, where: str) -> int | None:
        if value is None:
            if self.off:
                return None
            raise self.refuse(where, "never_off", value)
        if isinstance(value, float):
            raise self.refuse(where, "not_whole", value)
        if isinstance(value, LongNumber):  # more digits than any range here
            if value.negative:
                raise self.refuse(where, "below", value, least=str(self.least))
            raise self.refuse(where, "above", value, most=str(self.most))
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.refuse(where, "not_number", value)
        if value < self.least:
            raise self.refuse(where, "below", value, least=str(self.least))
        if value > self.most:
            raise self.refuse(where, "above", value, most=str(self.most))
        return value


@dataclass(frozen=True, slots=True)
class Choice(Option):
    """One of a few named values (strings)."""

    default: str
    choices: tuple[str, ...]

    def check(self, value: object, where: str) -> str:
        if not isinstance(value, str) or value not in self.choices:
            raise self.refuse(where, "not_choice", value, choices=", ".join(self.choices))
        return value


OptionSchema = Sequence[Option]


def defaults(schema: OptionSchema) -> dict[str, Any]:
    return {option.name: option.default for option in schema}


def check_options(variant: str, schema: OptionSchema, given: Mapping[str, object] | None,
                  where: str = "options") -> dict[str, Any]:
    """Every option of ``schema``: its default, or the checked value ``given`` for it. ``where`` is how the
    caller names the options object in a message (``options``, ``match.options``, ``--option``)."""
    by_name = {option.name: option for option in schema}
    values = defaults(schema)
    for name, value in (given or {}).items():
        option = by_name.get(name)
        if option is None:
            known = ", ".join(sorted(by_name)) or "none"
            raise OptionError(where, name, "unknown", {"variant": variant, "known": known})
        values[name] = option.check(value, where)
    return values


def value_from_text(text: str) -> object:
    """Typed text as JSON reads it (``3``, ``1.5``, ``true``, ``null``, ``"2"``; a number too long for the
    game is a :class:`~rules.safe_json.LongNumber`); a bare word stays the text it is, for the option to
    refuse by name. The command line and the new-game form read what is typed with this."""
    try:
        return loads(text)
    except JSONRefused:
        return text.strip()
