"""The JSON values of a ``mahjong-tui score`` scenario read one by one: objects and their keys, wind
letters, flags, counts, tile strings, and the ``context`` and ``options`` a variant uses (shared/spec/cli.md).

Each reader takes the decoded value and its JSON path and either returns it in the engine's terms or
raises :class:`ScenarioError` naming the path. The table as a whole (tile counts, melds, copies) is
checked by :mod:`rules.scenario_table`; :mod:`rules.scenario` puts the two together.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from rules.scoring import WIND_LETTERS
from rules.tiles import TileError, is_flower, parse_tiles, tile_text
from rules.variants.base import Variant
from rules.variants.options import OptionError, shown  # a value quoted: JSON, cut short


class ScenarioError(ValueError):
    """A scenario that is not a possible finished hand; ``path`` is where in the JSON
    (``hands.S.melds[0]``)."""

    def __init__(self, path: str, what: str) -> None:
        super().__init__(f"{path}: {what}")
        self.path = path
        self.what = what


EXACT_LETTERS = tuple(WIND_LETTERS)  # exact letters: "ES" or "" is no wind
MAX_COUNT = 1_000_000  # the largest count any scenario field may carry (a stack of points)
MAX_TILE_TEXT = 100  # characters of one tile string: a hand of 14 in full notation is 28
DRAWS_BEFORE_MAX = 32  # JH-6: ×2 per drawn hand before this one; 2**32 is far past any real table's run


def read_object(value: object, path: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ScenarioError(path, f"expected an object, got {json_type(value)}")
    return value


def json_type(value: object) -> str:
    names = {
        bool: "a boolean",
        int: "a number",
        float: "a number",
        str: "a string",
        list: "a list",
        dict: "an object",
    }
    return "null" if value is None else names.get(type(value), type(value).__name__)


def check_keys(obj: Mapping[str, Any], allowed: frozenset[str], prefix: str) -> None:
    for key in obj:
        if key not in allowed:
            raise ScenarioError(prefix + key, f"unknown key (expected one of {', '.join(sorted(allowed))})")


def read_wind(value: object, path: str) -> int:
    if not isinstance(value, str) or value not in EXACT_LETTERS:
        raise ScenarioError(path, f"expected a seat E, S, W or N, got {shown(value)}")
    return EXACT_LETTERS.index(value)


def read_bool(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        raise ScenarioError(path, f"expected true or false, got {json_type(value)}")
    return value


def read_count(value: object, path: str, least: int = 0, most: int = MAX_COUNT) -> int:
    """A whole number from ``least`` to ``most``: every number a scenario carries is bounded."""
    if not isinstance(value, int) or isinstance(value, bool) or not least <= value <= most:
        raise ScenarioError(path, f"expected a whole number from {least} to {most}, got {shown(value)}")
    return value


def read_tiles(value: object, path: str) -> list[int]:
    if not isinstance(value, str):
        raise ScenarioError(path, f'expected a tile string like "123m55z", got {json_type(value)}')
    if len(value) > MAX_TILE_TEXT:
        raise ScenarioError(path, f"a tile string has at most {MAX_TILE_TEXT} characters, got {len(value)}")
    try:
        return parse_tiles(value, check_copies=False)
    except TileError as exc:
        raise ScenarioError(path, str(exc)) from None


def read_one_tile(value: object, path: str) -> int:
    kinds = read_tiles(value, path)
    if len(kinds) != 1:
        raise ScenarioError(path, f"expected one tile, got {len(kinds)}")
    return kinds[0]


def read_playing_tile(value: object, path: str) -> int:
    kind = read_one_tile(value, path)
    if is_flower(kind):
        raise ScenarioError(path, f"{tile_text(kind)} is a flower, not a playing tile")
    return kind


def _dice(value: object, path: str) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise ScenarioError(path, "expected two dice, e.g. [2, 5]")
    faces = [read_count(v, f"{path}[{i}]") for i, v in enumerate(value)]
    for i, face in enumerate(faces):
        if not 1 <= face <= 6:
            raise ScenarioError(f"{path}[{i}]", f"a die shows 1 to 6, not {face}")
    return faces[0], faces[1]


def _wind_list(value: object, path: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise ScenarioError(path, f"expected a list of seats, got {json_type(value)}")
    winds = [read_wind(v, f"{path}[{i}]") for i, v in enumerate(value)]
    if len(set(winds)) != len(winds):
        raise ScenarioError(path, "a seat is listed twice")
    return tuple(winds)


def _stacks(value: object, path: str) -> dict[str, int]:
    """SH-20 逛花園: points left per wind, ``{"E": 120, ...}``."""
    raw = read_object(value, path)
    check_keys(raw, frozenset(WIND_LETTERS), path + ".")
    return {wind: read_count(points, f"{path}.{wind}") for wind, points in raw.items()}  # at most MAX_COUNT


# cli.md context keys → how each value is read; a variant lists the keys it uses (Variant.context_keys)
CONTEXT_READERS: dict[str, Callable[[object, str], Any]] = {
    "indicator": read_playing_tile,
    "single_wait_discard": read_playing_tile,
    "draws_before": partial(read_count, most=DRAWS_BEFORE_MAX),
    "huangfan": partial(read_count, most=DRAWS_BEFORE_MAX),  # SH-16 荒番: one per drawn hand
    "after_own_kong": read_bool,
    "ten_honors": read_bool,
    "four_long": read_bool,
    "paohua_single": read_bool,  # CX-13 單吊 in 抛花 (rules/variants/cixi/rules.md)
    "dice": _dice,
    "knocked": _wind_list,
    "stacks": _stacks,
}


def read_context(variant: Variant, value: object, path: str) -> dict[str, Any]:
    raw = read_object(value, path)
    out: dict[str, Any] = {}
    for key, item in raw.items():
        if key not in variant.context_keys or key not in CONTEXT_READERS:
            uses = ", ".join(sorted(variant.context_keys)) or "none"
            raise ScenarioError(
                f"{path}.{key}", f"{variant.id} does not use this context key (it uses: {uses})"
            )
        out[key] = CONTEXT_READERS[key](item, f"{path}.{key}")
    return out


def read_options(variant: Variant, value: object, path: str) -> dict[str, Any]:
    """The variant's defaults overridden by ``value``, each option checked by the variant's own schema
    (rules/variants/options.py: e.g. JH-29 ante from 1)."""
    try:
        return variant.options(read_object(value, path), where=path)
    except OptionError as exc:
        raise ScenarioError(exc.field, exc.what) from None
