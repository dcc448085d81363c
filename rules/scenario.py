"""A ``mahjong-tui score`` scenario (shared/spec/cli.md) → the variant and its :class:`FinishedHand`.

The reading is strict: a scenario that could not come from a real table is refused with a
:class:`ScenarioError` naming the JSON path (``hands.S.concealed: fifth copy of 5m``). Checked: JSON
syntax (bounded by :mod:`rules.safe_json`) and duplicate keys, unknown keys at every level, types,
bounded numbers, tile notation, the winner's tile count (concealed + win tile + 3 per meld = 14; kongs
count 3; 八花齊's drawn eighth flower is the win tile), a loser's count (13) when their concealed tiles
are given, fifth copies across the whole table (hands, melds, flowers, win tile, a turned indicator),
impossible melds (chi not a sequence, peng not 3 identical, kong not 4 identical, wilds or flowers in a
meld; JH-3's 白板 read as the 財神's face in a chi, and two of them with a 財神 in a peng), meld
suppliers (``from`` required, never the owner, chi only from the owner's 上家, no more claims on one
player than the variant allows: CX-5), flowers held where the variant sets them aside, ``win`` flags
that contradict each other, and context keys or options the variant does not use.

In the result, seats are ints (E=0 dealer, S=1, W=2, N=3), ``Meld.source`` is the supplier's seat,
context tiles are kinds (``indicator``, ``single_wait_discard``) and context seats are ints (``knocked``);
options are the variant's defaults overridden by the scenario's.

The single values are read by :mod:`rules.scenario_values` and the tiles checked against the table by
:mod:`rules.scenario_table`; this module reads the scenario's top level and the win into a FinishedHand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules import safe_json
from rules.refusal import Refusal, reason_of
from rules.scenario_table import CLAIMED_MELDS, HAND_KEYS, HAND_SIZE, MELD_KEYS, TableReader
from rules.scenario_values import (
    CONTEXT_READERS,
    MISSING,
    ScenarioError,
    check_keys,
    read_bool,
    read_context,
    read_object,
    read_options,
    read_wind,
)
from rules.scoring import WIND_LETTERS, FinishedHand
from rules.variants import VARIANT_IDS, get_variant
from rules.variants.base import Variant

__all__ = [
    "CLAIMED_MELDS",
    "CONTEXT_READERS",
    "EXAMPLE_KEYS",
    "HAND_KEYS",
    "HAND_SIZE",
    "MELD_KEYS",
    "TOP_KEYS",
    "WIN_KEYS",
    "ScenarioError",
    "load_scenario",
    "scenario_from_json",
]

TOP_KEYS = frozenset({"variant", "options", "hands", "win", "context"})
EXAMPLE_KEYS = frozenset({"scenario", "expect", "why"})  # a shared/examples file wraps its scenario
WIN_KEYS = frozenset({"seat", "tile", "from", "robbed_kong", "after_kong", "last_tile", "first_turn"})


def load_scenario(text: str) -> tuple[Variant, FinishedHand]:
    """Parse scenario JSON text (or a shared/examples file holding one under ``scenario``)."""
    try:  # bounded: no deep nesting, no NaN, an overlong number kept for its field to refuse
        data = safe_json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except safe_json.JSONRefused as exc:
        raise ScenarioError("scenario", reason_of(exc)) from None
    if isinstance(data, dict) and "scenario" in data and "variant" not in data:
        check_keys(data, EXAMPLE_KEYS, "")
        return scenario_from_json(data["scenario"], "scenario.")
    return scenario_from_json(data)


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ScenarioError(key, Refusal.of("", "key_twice", "key given twice"))
        out[key] = value
    return out


def scenario_from_json(data: object, prefix: str = "") -> tuple[Variant, FinishedHand]:
    """Validate a decoded scenario object; ``prefix`` is prepended to error paths."""
    top = read_object(data, prefix.rstrip(".") or "scenario")
    check_keys(top, TOP_KEYS, prefix)
    for required in ("variant", "hands", "win"):
        if required not in top:
            raise ScenarioError(prefix + required, MISSING)
    name = top["variant"]
    if not isinstance(name, str) or name not in VARIANT_IDS:
        raise ScenarioError(prefix + "variant", Refusal.of(
            "", "unknown_variant", "unknown variant {typed} (choose from {ids})", typed=repr(name),
            ids=", ".join(VARIANT_IDS)))
    variant = get_variant(name)
    options = read_options(variant, top.get("options", {}), prefix + "options")
    context = read_context(variant, top.get("context", {}), prefix + "context")
    win = read_object(top["win"], prefix + "win")
    check_keys(win, WIN_KEYS, prefix + "win.")
    winner = read_wind(win.get("seat"), prefix + "win.seat")
    hands_json = read_object(top["hands"], prefix + "hands")
    check_keys(hands_json, frozenset(WIND_LETTERS), prefix + "hands.")
    if WIND_LETTERS[winner] not in hands_json:
        raise ScenarioError(f"{prefix}hands.{WIND_LETTERS[winner]}",
                            Refusal.of("", "winner_hand_missing", "the winner's hand is missing"))
    reader = TableReader(variant, context, prefix)
    hands = tuple(
        reader.seat_hand(wind, hands_json.get(WIND_LETTERS[wind]), wind == winner) for wind in range(4)
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


def _win_flags(win: Mapping[str, Any], winner: int, path: str) -> dict[str, Any]:
    flags: dict[str, Any] = {
        k: read_bool(win.get(k, False), f"{path}.{k}") for k in WIN_KEYS - {"seat", "tile", "from"}
    }
    discarder = None if win.get("from") is None else read_wind(win["from"], f"{path}.from")
    if discarder == winner:
        raise ScenarioError(f"{path}.from", Refusal.of(
            "", "own_discard", "the winner cannot win on their own discard"))
    if flags["robbed_kong"] and discarder is None:
        raise ScenarioError(f"{path}.robbed_kong",
                            Refusal.of("", "robbed_needs_from", "a robbed kong needs win.from (the konger)"))
    for self_draw_only in ("after_kong", "last_tile"):
        if flags[self_draw_only] and discarder is not None:
            raise ScenarioError(f"{path}.{self_draw_only}", Refusal.of(
                "", "self_drawn_flag", "is a self-drawn win: win.from must be absent"))
    if flags["last_tile"] and flags["after_kong"]:  # cli.md: a replacement is not the last live tile (JH-26)
        raise ScenarioError(f"{path}.last_tile", Refusal.of(
            "JH-26", "replacement_not_last", "a kong or flower replacement is not the last live tile"))
    flags["discarder"] = discarder
    return flags

