"""A ``mahjong-tui score`` scenario (shared/spec/cli.md) → the variant and its :class:`FinishedHand`.

The reading is strict: a scenario that could not come from a real table is refused with a
:class:`ScenarioError` naming the JSON path (``hands.S.concealed: fifth copy of 5m``). Checked: JSON
syntax and duplicate keys, unknown keys at every level, types, tile notation, the winner's tile count
(concealed + win tile + 3 per meld = 14; kongs count 3), a loser's count (13) when their concealed tiles
are given, fifth copies across the whole table (hands, melds, flowers, win tile, a turned indicator),
impossible melds (chi not a sequence, peng not 3 identical, kong not 4 identical, wilds or flowers in a
meld), meld suppliers (``from`` required, never the owner, chi only from the owner's 上家), flowers
held where the variant sets them aside, ``win`` flags that contradict each other, and context keys or
options the variant does not use.

In the result, seats are ints (E=0 dealer, S=1, W=2, N=3), ``Meld.source`` is the supplier's seat,
context tiles are kinds (``indicator``, ``single_wait_discard``) and context seats are ints (``knocked``);
options are the variant's defaults overridden by the scenario's.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from rules.hand import Meld, MeldType
from rules.scoring import SEAT_LETTERS, FinishedHand, SeatHand
from rules.tiles import N_ALL_KINDS, TileError, is_flower, is_suited, parse_tiles, tile_text
from rules.variants import VARIANT_IDS, get_variant
from rules.variants.base import Variant

TOP_KEYS = frozenset({"variant", "options", "hands", "win", "context"})
EXAMPLE_KEYS = frozenset({"scenario", "expect", "why"})  # a shared/examples file wraps its scenario
HAND_KEYS = frozenset({"concealed", "melds", "flowers"})
MELD_KEYS = frozenset({"type", "tiles", "from"})
WIN_KEYS = frozenset({"seat", "tile", "from", "robbed_kong", "after_kong", "last_tile", "first_turn"})
CLAIMED_MELDS = frozenset({MeldType.CHI, MeldType.PENG, MeldType.KONG, MeldType.ADDED_KONG})
HAND_SIZE = 14


class ScenarioError(ValueError):
    """A scenario that is not a possible finished hand; ``path`` is where in the JSON (``hands.S.melds[0]``)."""

    def __init__(self, path: str, what: str) -> None:
        super().__init__(f"{path}: {what}")
        self.path = path
        self.what = what


def load_scenario(text: str) -> tuple[Variant, FinishedHand]:
    """Parse scenario JSON text (or a shared/examples file holding one under ``scenario``)."""
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except json.JSONDecodeError as exc:
        raise ScenarioError(
            "scenario", f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
        ) from None
    if isinstance(data, dict) and "scenario" in data and "variant" not in data:
        _check_keys(data, EXAMPLE_KEYS, "")
        return scenario_from_json(data["scenario"], "scenario.")
    return scenario_from_json(data)


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ScenarioError(key, "key given twice")
        out[key] = value
    return out


def scenario_from_json(data: object, prefix: str = "") -> tuple[Variant, FinishedHand]:
    """Validate a decoded scenario object; ``prefix`` is prepended to error paths."""
    top = _object(data, prefix.rstrip(".") or "scenario")
    _check_keys(top, TOP_KEYS, prefix)
    for required in ("variant", "hands", "win"):
        if required not in top:
            raise ScenarioError(prefix + required, "missing")
    name = top["variant"]
    if not isinstance(name, str) or name not in VARIANT_IDS:
        raise ScenarioError(
            prefix + "variant", f"unknown variant {name!r} (choose from {', '.join(VARIANT_IDS)})"
        )
    variant = get_variant(name)
    options = _options(variant, top.get("options", {}), prefix + "options")
    context = _context(variant, top.get("context", {}), prefix + "context")
    win = _object(top["win"], prefix + "win")
    _check_keys(win, WIN_KEYS, prefix + "win.")
    winner = _seat(win.get("seat"), prefix + "win.seat")
    hands_json = _object(top["hands"], prefix + "hands")
    _check_keys(hands_json, frozenset(SEAT_LETTERS), prefix + "hands.")
    if SEAT_LETTERS[winner] not in hands_json:
        raise ScenarioError(f"{prefix}hands.{SEAT_LETTERS[winner]}", "the winner's hand is missing")
    reader = _TableReader(variant, context, prefix)
    hands = tuple(
        reader.seat_hand(seat, hands_json.get(SEAT_LETTERS[seat]), seat == winner) for seat in range(4)
    )
    flags = _win_flags(win, winner, prefix + "win")
    win_tile = reader.win_tile(win.get("tile"), flags["discarder"] is not None)
    reader.check_winner_count(hands[winner], winner, win_tile)
    reader.check_copies(hands, win_tile)
    hand = FinishedHand(
        winner=winner,
        win_tile=win_tile,
        hands=(hands[0], hands[1], hands[2], hands[3]),
        discarder=flags["discarder"],
        robbed_kong=bool(flags["robbed_kong"]),
        after_kong=bool(flags["after_kong"]),
        last_tile=bool(flags["last_tile"]),
        first_turn=bool(flags["first_turn"]),
        context=context,
        options=options,
    )
    return variant, hand


def _object(value: object, path: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ScenarioError(path, f"expected an object, got {_json_type(value)}")
    return value


def _json_type(value: object) -> str:
    names = {
        bool: "a boolean",
        int: "a number",
        float: "a number",
        str: "a string",
        list: "a list",
        dict: "an object",
    }
    return "null" if value is None else names.get(type(value), type(value).__name__)


def _check_keys(obj: Mapping[str, Any], allowed: frozenset[str], prefix: str) -> None:
    for key in obj:
        if key not in allowed:
            raise ScenarioError(prefix + key, f"unknown key (expected one of {', '.join(sorted(allowed))})")


def _seat(value: object, path: str) -> int:
    if not isinstance(value, str) or value not in SEAT_LETTERS:
        raise ScenarioError(
            path, f"expected a seat E, S, W or N, got {json.dumps(value, ensure_ascii=False)}"
        )
    return SEAT_LETTERS.index(value)


def _bool(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        raise ScenarioError(path, f"expected true or false, got {_json_type(value)}")
    return value


def _count(value: object, path: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ScenarioError(path, f"expected a whole number ≥ 0, got {json.dumps(value, ensure_ascii=False)}")
    return value


def _tiles(value: object, path: str) -> list[int]:
    if not isinstance(value, str):
        raise ScenarioError(path, f'expected a tile string like "123m55z", got {_json_type(value)}')
    try:
        return parse_tiles(value, check_copies=False)
    except TileError as exc:
        raise ScenarioError(path, str(exc)) from None


def _one_tile(value: object, path: str) -> int:
    kinds = _tiles(value, path)
    if len(kinds) != 1:
        raise ScenarioError(path, f"expected one tile, got {len(kinds)}")
    return kinds[0]


def _playing_tile(value: object, path: str) -> int:
    kind = _one_tile(value, path)
    if is_flower(kind):
        raise ScenarioError(path, f"{tile_text(kind)} is a flower, not a playing tile")
    return kind


def _dice(value: object, path: str) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise ScenarioError(path, "expected two dice, e.g. [2, 5]")
    faces = [_count(v, f"{path}[{i}]") for i, v in enumerate(value)]
    for i, face in enumerate(faces):
        if not 1 <= face <= 6:
            raise ScenarioError(f"{path}[{i}]", f"a die shows 1 to 6, not {face}")
    return faces[0], faces[1]


def _seat_list(value: object, path: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise ScenarioError(path, f"expected a list of seats, got {_json_type(value)}")
    seats = [_seat(v, f"{path}[{i}]") for i, v in enumerate(value)]
    if len(set(seats)) != len(seats):
        raise ScenarioError(path, "a seat is listed twice")
    return tuple(seats)


def _stacks(value: object, path: str) -> dict[str, int]:
    """SH-20 逛花園: points left per seat, ``{"E": 120, ...}``."""
    raw = _object(value, path)
    _check_keys(raw, frozenset(SEAT_LETTERS), path + ".")
    return {seat: _count(points, f"{path}.{seat}") for seat, points in raw.items()}


# cli.md context keys → how each value is read; a variant lists the keys it uses (Variant.context_keys)
CONTEXT_READERS: dict[str, Callable[[object, str], Any]] = {
    "indicator": _playing_tile,
    "single_wait_discard": _playing_tile,
    "draws_before": _count,
    "huangfan": _count,
    "after_own_kong": _bool,
    "ten_honors": _bool,
    "four_long": _bool,
    "paohua_single": _bool,  # CX-13 單吊 in 抛花 (rules/variants/cixi/rules.md)
    "dice": _dice,
    "knocked": _seat_list,
    "stacks": _stacks,
}


def _context(variant: Variant, value: object, path: str) -> dict[str, Any]:
    raw = _object(value, path)
    out: dict[str, Any] = {}
    for key, item in raw.items():
        if key not in variant.context_keys or key not in CONTEXT_READERS:
            uses = ", ".join(sorted(variant.context_keys)) or "none"
            raise ScenarioError(
                f"{path}.{key}", f"{variant.id} does not use this context key (it uses: {uses})"
            )
        out[key] = CONTEXT_READERS[key](item, f"{path}.{key}")
    return out


def _options(variant: Variant, value: object, path: str) -> dict[str, Any]:
    raw = _object(value, path)
    out = dict(variant.option_defaults)
    for key, item in raw.items():
        if key not in variant.option_defaults:
            known = ", ".join(sorted(variant.option_defaults)) or "none"
            raise ScenarioError(f"{path}.{key}", f"{variant.id} has no such option (options: {known})")
        default = variant.option_defaults[key]
        if isinstance(default, bool):
            out[key] = _bool(item, f"{path}.{key}")
        elif item is None and default is None:
            out[key] = None
        else:
            out[key] = _count(item, f"{path}.{key}")
    return out


def _win_flags(win: Mapping[str, Any], winner: int, path: str) -> dict[str, Any]:
    flags: dict[str, Any] = {
        k: _bool(win.get(k, False), f"{path}.{k}") for k in WIN_KEYS - {"seat", "tile", "from"}
    }
    discarder = None if win.get("from") is None else _seat(win["from"], f"{path}.from")
    if discarder == winner:
        raise ScenarioError(f"{path}.from", "the winner cannot win on their own discard")
    if flags["robbed_kong"] and discarder is None:
        raise ScenarioError(f"{path}.robbed_kong", "a robbed kong needs win.from (the konger)")
    for self_draw_only in ("after_kong", "last_tile"):
        if flags[self_draw_only] and discarder is not None:
            raise ScenarioError(f"{path}.{self_draw_only}", "is a self-drawn win: win.from must be absent")
    flags["discarder"] = discarder
    return flags


class _TableReader:
    """Reads seats and the win tile against one variant's tile set and wild rule."""

    def __init__(self, variant: Variant, context: Mapping[str, Any], prefix: str) -> None:
        self.variant = variant
        self.wilds = variant.wild_rule(context.get("indicator")).wilds
        self.context = context
        self.prefix = prefix
        self.paths: dict[int, list[tuple[str, list[int]]]] = {}  # seat → where its tiles came from

    def _tile_set(self, kinds: list[int], path: str) -> None:
        for k in kinds:
            if is_flower(k) and not self.variant.with_flowers:
                raise ScenarioError(path, f"{self.variant.id} is played without flowers: {tile_text(k)}")

    def seat_hand(self, seat: int, value: object, is_winner: bool) -> SeatHand:
        path = f"{self.prefix}hands.{SEAT_LETTERS[seat]}"
        if value is None and not is_winner:
            self.paths[seat] = []
            return SeatHand()
        raw = _object(value, path)
        _check_keys(raw, HAND_KEYS, path + ".")
        if is_winner and "concealed" not in raw:
            raise ScenarioError(f"{path}.concealed", "missing (the winner's tiles in hand)")
        concealed = _tiles(raw.get("concealed", ""), f"{path}.concealed")
        self._tile_set(concealed, f"{path}.concealed")
        for k in concealed:
            if k in self.variant.set_aside:
                raise ScenarioError(
                    f"{path}.concealed",
                    f"{tile_text(k)} is set aside in {self.variant.id}: list it in flowers",
                )
        flowers = _tiles(raw.get("flowers", ""), f"{path}.flowers")
        self._tile_set(flowers, f"{path}.flowers")
        for k in flowers:
            if k not in self.variant.set_aside:
                raise ScenarioError(
                    f"{path}.flowers", f"{tile_text(k)} is not a flower set aside in {self.variant.id}"
                )
        melds_json = raw.get("melds", [])
        if not isinstance(melds_json, list):
            raise ScenarioError(f"{path}.melds", f"expected a list, got {_json_type(melds_json)}")
        melds = tuple(self._meld(seat, m, f"{path}.melds[{i}]") for i, m in enumerate(melds_json))
        if "concealed" in raw and not is_winner and len(concealed) + 3 * len(melds) != HAND_SIZE - 1:
            raise ScenarioError(
                path, f"a waiting hand holds 13 tiles (kongs count 3), got {len(concealed) + 3 * len(melds)}"
            )
        if 3 * len(melds) > HAND_SIZE - 1:
            raise ScenarioError(f"{path}.melds", f"at most 4 melds, got {len(melds)}")
        self.paths[seat] = [(f"{path}.concealed", concealed), (f"{path}.flowers", flowers)] + [
            (f"{path}.melds[{i}].tiles", list(m.tiles)) for i, m in enumerate(melds)
        ]
        return SeatHand(concealed=tuple(concealed), melds=melds, flowers=tuple(flowers))

    def _meld(self, owner: int, value: object, path: str) -> Meld:
        raw = _object(value, path)
        _check_keys(raw, MELD_KEYS, path + ".")
        type_name = raw.get("type")
        if type_name not in {t.value for t in MeldType}:
            kinds = ", ".join(t.value for t in MeldType)
            raise ScenarioError(
                f"{path}.type", f"unknown meld type {json.dumps(type_name, ensure_ascii=False)} ({kinds})"
            )
        meld_type = MeldType(type_name)
        tiles = sorted(_tiles(raw.get("tiles"), f"{path}.tiles"))
        _check_meld_shape(meld_type, tiles, self.wilds, f"{path}.tiles")
        source = self._meld_source(owner, meld_type, raw.get("from"), f"{path}.from")
        claimed = None if meld_type in (MeldType.CHI, MeldType.CONCEALED_KONG) else tiles[0]
        return Meld(meld_type, tuple(tiles), source, claimed)

    @staticmethod
    def _meld_source(owner: int, meld_type: MeldType, value: object, path: str) -> int | None:
        if meld_type not in CLAIMED_MELDS:
            if value is not None:
                raise ScenarioError(path, "a concealed kong has no supplier")
            return None
        if value is None:
            raise ScenarioError(path, f"missing: who supplied the claimed tile of this {meld_type.value}")
        source = _seat(value, path)
        if source == owner:
            raise ScenarioError(path, "a player cannot claim their own tile")
        previous = (owner - 1) % 4  # C-5: chi only from the 上家
        if meld_type is MeldType.CHI and source != previous:
            raise ScenarioError(path, f"chi only from the previous player (上家) {SEAT_LETTERS[previous]}")
        return source

    def win_tile(self, value: object, on_discard: bool) -> int:
        path = f"{self.prefix}win.tile"
        if value is None:
            raise ScenarioError(path, "missing")
        kind = _one_tile(value, path)
        self._tile_set([kind], path)
        if on_discard and (kind in self.wilds or kind in self.variant.set_aside):
            raise ScenarioError(
                path, f"{tile_text(kind)} cannot be discarded or claimed: no win on it from win.from"
            )
        return kind

    def check_winner_count(self, hand: SeatHand, winner: int, win_tile: int) -> None:
        drawn_flower = win_tile in self.variant.set_aside  # an instant win on a flower (SH-2)
        held = len(hand.concealed) + (0 if drawn_flower else 1) + 3 * len(hand.melds)
        if held != HAND_SIZE:
            path = f"{self.prefix}hands.{SEAT_LETTERS[winner]}"
            raise ScenarioError(
                path, f"the winner holds {held} tiles with the win tile (kongs count 3); 14 needed"
            )

    def check_copies(self, hands: tuple[SeatHand, ...], win_tile: int) -> None:
        counts = [0] * N_ALL_KINDS
        places: list[tuple[str, list[int]]] = []
        if self.variant.turns_indicator and "indicator" in self.context:  # the turned tile is out of play
            places.append((f"{self.prefix}context.indicator", [self.context["indicator"]]))
        for seat in range(len(hands)):
            places.extend(self.paths.get(seat, []))
        places.append((f"{self.prefix}win.tile", [win_tile]))
        for path, kinds in places:
            for k in kinds:
                counts[k] += 1
                limit = 1 if is_flower(k) else 4
                if counts[k] > limit:
                    raise ScenarioError(
                        path, f"{'second' if limit == 1 else 'fifth'} copy of {tile_text(k)} on the table"
                    )


def _check_meld_shape(meld_type: MeldType, tiles: list[int], wilds: frozenset[int], path: str) -> None:
    """C-5: chi is a sequence in one suit, peng three identical tiles, a kong four; no wilds or flowers."""
    for k in tiles:
        if k in wilds:
            raise ScenarioError(path, f"wild tile {tile_text(k)} cannot take part in a meld")
        if is_flower(k):
            raise ScenarioError(path, f"flower {tile_text(k)} cannot take part in a meld")
    text = "".join(tile_text(k) for k in tiles)
    if meld_type is MeldType.CHI:
        ok = len(tiles) == 3 and all(is_suited(k) for k in tiles) and tiles[0] // 9 == tiles[2] // 9
        if not ok or tiles != [tiles[0], tiles[0] + 1, tiles[0] + 2]:
            raise ScenarioError(path, f"a chi is three consecutive tiles of one suit, not {text}")
        return
    size = 3 if meld_type is MeldType.PENG else 4
    if len(tiles) != size or len(set(tiles)) != 1:
        raise ScenarioError(path, f"a {meld_type.value} is {size} identical tiles, not {text}")
