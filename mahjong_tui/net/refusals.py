"""Refusals and scorers' phrases over the wire (issue 28 §2): a message's texts stay the engine's English, and
a ``refusals`` field beside them gives each value by its text, so a client words it in its own language.

The host adds the field to any message holding a refusal (:func:`with_refusals`, docs/protocol.md
"refusals"); a client puts the values back on the texts before reading the message
(:func:`restore_refusals`). An entry a client cannot read is left out: its text is shown as it came.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules.refusal import Param, Phrase, Refusal, Said
from rules.tiles import TileError, kind_of, tile_text

MOST_REFUSALS = 60  # in one message: a state's aids hold a few dozen at most (14 waits × 4 discards)
_MOST_PARAMS = 8


def _found(value: Any) -> Iterator[Said]:
    """Every refusal and scorer's phrase in a message, nested ones too."""
    if isinstance(value, Said):
        yield value
        for param in value.params.values():
            yield from _found(param)
    elif isinstance(value, dict):
        for inner in value.values():
            yield from _found(inner)
    elif isinstance(value, (list, tuple)):
        for inner in value:
            yield from _found(inner)


def _param_json(name: str, value: Param) -> Any:
    if name == "tile" and isinstance(value, int):
        return tile_text(value)
    if name == "tiles" and isinstance(value, tuple):
        return [tile_text(kind) for kind in value]
    return list(value) if isinstance(value, tuple) else str(value) if isinstance(value, Said) else value


def with_refusals(message: dict[str, Any]) -> dict[str, Any]:
    """``message`` with its refusals' values by text (unchanged when it holds none)."""
    found = {str(why): why for why in _found(message)}
    if not found:
        return message
    return {**message, "refusals": {text: _entry_json(why) for text, why in found.items()}}


def _entry_json(why: Said) -> dict[str, Any]:
    entry = {"rule": why.rule, "key": why.key,
             "params": {name: _param_json(name, value) for name, value in why.params.items()}}
    return entry | {"kind": "phrase"} if isinstance(why, Phrase) else entry


def _param_from(name: str, value: Any) -> Param:
    if name == "tile" and isinstance(value, str):
        return kind_of(value)
    if name == "tiles" and isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(kind_of(v) for v in value)
    if type(value) is int or (isinstance(value, str) and len(value) <= 400):
        return value
    raise ValueError(name)


def _entry(text: Any, data: Any) -> Said | None:
    """One entry read back, or None when it is not one (too long, a wrong type, an unknown tile): a scorer's
    phrase when its ``kind`` says so, else a refusal."""
    try:
        rule, key, params = data["rule"], data["key"], data["params"]
        kind = Phrase if data.get("kind") == "phrase" else Refusal
        if not (isinstance(text, str) and len(text) <= 400 and isinstance(rule, str) and len(rule) <= 20
                and isinstance(key, str) and len(key) <= 40 and isinstance(params, dict)
                and len(params) <= _MOST_PARAMS):
            return None
        return kind.worded(text, rule, key, {str(name): _param_from(name, value)
                                             for name, value in params.items()})
    except (KeyError, TypeError, ValueError, TileError):
        return None


def restore_refusals(message: dict[str, Any]) -> dict[str, Any]:
    """``message`` with each text its ``refusals`` field knows replaced by that refusal (a nested one's
    text too); the field itself is dropped."""
    table = message.get("refusals")
    if not isinstance(table, dict) or len(table) > MOST_REFUSALS:
        return message
    read = {text: why for text, data in table.items() if (why := _entry(text, data)) is not None}
    known: dict[str, Said] = {}
    for text in read:
        _nested(text, read, known, depth=0)
    restored: dict[str, Any] = _replaced({k: v for k, v in message.items() if k != "refusals"}, known)
    return restored


def _nested(text: str, read: dict[str, Said], known: dict[str, Said], depth: int) -> str:
    """The value of ``text`` with the values inside it put back, at any depth (a formula's clauses hold
    phrases that hold phrases); ``text`` itself when ``read`` has no value for it or nesting runs too deep."""
    if text in known:
        return known[text]
    why = read.get(text)
    if why is None or depth > _MOST_PARAMS:
        return text
    params = {name: _nested(value, read, known, depth + 1) if isinstance(value, str) else value
              for name, value in why.params.items()}
    known[text] = type(why).worded(text, why.rule, why.key, params)
    return known[text]


def as_refusal(text: str) -> Refusal:
    """A reason read from a line: its refusal when the line gave the value, else the text as it came (a key
    the app has no words for: shown as the host's English)."""
    return text if isinstance(text, Refusal) else Refusal.worded(text, "", "", {})


def _replaced(value: Any, known: dict[str, Said]) -> Any:
    if isinstance(value, str):
        return known.get(value, value)
    if isinstance(value, dict):
        return {key: _replaced(inner, known) for key, inner in value.items()}
    if isinstance(value, list):
        return [_replaced(inner, known) for inner in value]
    return value
