"""JSON text decoded with bounds, for anything a player or another program hands us (a scenario, a save,
a profile): nesting depth, the length of a number, and JSON's own grammar (no ``NaN``/``Infinity``).

Python's decoder recurses once per level (``[[[…]]]`` 990 deep passes it, and then whatever walks the
result overflows the stack), turns a 4,301-digit integer into "Exceeds the limit (4300 digits) …" and
accepts ``NaN``. Here the depth is measured without recursion after decoding, a too-deep text is one
:class:`JSONRefused`, an overlong integer is kept as a :class:`LongNumber` so that the reader of that
field names it ("context.draws_before: expected a whole number …, got a 4301-digit number"), and the
non-JSON constants are refused.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from rules.refusal import Refusal

MAX_DEPTH = 32  # a scenario nests 5 levels, a save about 7
MAX_DIGITS = 30  # no count, chip total or seed of the game needs more


class JSONRefused(ValueError):
    """Text that is not JSON we accept; the message (a refusal) says why, with the line and column when
    known."""


# Python's decoder's words (json/decoder.py, json/scanner.py) by how they start, and the key each is worded
# by; any other says "json_syntax"
_DECODER_KEYS = (
    ("Expecting value", "json_expecting_value"), ("Expecting ',' delimiter", "json_expecting_comma"),
    ("Expecting ':' delimiter", "json_expecting_colon"),
    ("Expecting property name enclosed in double quotes", "json_expecting_name"),
    ("Unterminated string starting at", "json_unterminated_string"), ("Extra data", "json_extra_data"),
    ("Invalid control character", "json_control_character"), ("Invalid \\escape", "json_bad_escape"),
    ("Invalid \\uXXXX escape", "json_bad_unicode_escape"),
)


def _syntax(error: json.JSONDecodeError) -> JSONRefused:
    said = next((key for start, key in _DECODER_KEYS if error.msg.startswith(start)), "json_syntax")
    return JSONRefused(Refusal.of("", "json_invalid", "invalid JSON at line {line} column {col}: {detail}",
                                  line=error.lineno, col=error.colno,
                                  detail=Refusal.worded(error.msg, "", said, {})))


def _too_deep(max_depth: int) -> JSONRefused:
    return JSONRefused(Refusal.of("", "json_too_deep", "nested more than {n} levels deep", n=max_depth))


class LongNumber:
    """An integer written with more than :data:`MAX_DIGITS` digits: kept, not converted, so that the
    field's reader refuses it by name. It is no ``int``: every ``isinstance(value, int)`` check fails."""

    __slots__ = ("digits", "negative")

    def __init__(self, text: str) -> None:
        self.digits = len(text.lstrip("-"))
        self.negative = text.startswith("-")

    def __repr__(self) -> str:
        return f"a {self.digits}-digit number"


def _parse_int(text: str) -> int | LongNumber:
    return int(text) if len(text) <= MAX_DIGITS else LongNumber(text)


def _refuse_constant(name: str) -> float:
    raise JSONRefused(Refusal.of("", "json_not_number", "{name} is not a JSON number", name=name))


def depth_of(value: object) -> int:
    """How deeply lists and objects nest in a decoded value (a scalar is 0), without recursion."""
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level + 1)
        stack.extend((child, level + 1) for child in children)
    return deepest


def loads(
    text: str,
    *,
    max_depth: int = MAX_DEPTH,
    object_pairs_hook: Callable[[list[tuple[str, Any]]], Any] | None = None,
) -> Any:
    """Decode ``text``; raises :class:`JSONRefused` (a ValueError) for bad syntax, a non-JSON constant or
    nesting deeper than ``max_depth``. ``object_pairs_hook`` is json's (e.g. to refuse duplicate keys)."""
    try:
        data = json.loads(
            text, parse_int=_parse_int, parse_constant=_refuse_constant, object_pairs_hook=object_pairs_hook
        )
    except json.JSONDecodeError as exc:
        raise _syntax(exc) from None
    except RecursionError:
        raise _too_deep(max_depth) from None
    if depth_of(data) > max_depth:
        raise _too_deep(max_depth)
    return data
