"""The engine's values as protocol JSON and back (docs/protocol.md): tiles, offered actions, events and one
seat's observation.

Encoding reads only what it is given — an :class:`Observation` holds nothing its seat may not see, an event
is encoded as the seat sees it (``Event.seen_by``) — so a message built from these carries no other
seat's concealed tile and no wall tile. Decoding checks every field and raises :class:`BadMessage` naming
it: a client never trusts a line it did not check, and ``observation_from_json(observation_json(obs))``
equals ``obs`` (the client's table is the engine's own value type, so hints and bots run on it unchanged).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.engine import Action, ActionKind, Event, Observation
from rules.engine.actions import NO_DETAIL
from rules.engine.observation import Moment
from rules.engine.state import HandFixed
from rules.hand import Meld, MeldType
from rules.tiles import N_ALL_KINDS, tile_text
from rules.variants import VARIANT_IDS, get_variant
from rules.variants.base import Variant
from rules.variants.options import OptionError
from rules.variants.shanghai.knocking import KNOCKED

PHASES = ("swap", "turn", "claim", "rob", "over")
_CODES = {tile_text(kind): kind for kind in range(N_ALL_KINDS)}
_CODE_OF = tuple(tile_text(kind) for kind in range(N_ALL_KINDS))
_KINDS = {kind.value: kind for kind in ActionKind}
_MELD_TYPES = {kind.value: kind for kind in MeldType}


class BadMessage(ValueError):
    """A message (or one of its fields) that is not what the protocol says; the text names the field."""


# --- small checked readers ----------------------------------------------------------------------------------

def need(data: Any, key: str, where: str) -> Any:
    if not isinstance(data, dict) or key not in data:
        raise BadMessage(f"{where}: missing {key!r}")
    return data[key]


def whole(value: Any, where: str, low: int = 0, high: int = 2**53) -> int:
    if type(value) is not int or not low <= value <= high:
        raise BadMessage(f"{where}: expected a whole number from {low} to {high}")
    return value


def flag(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise BadMessage(f"{where}: expected true or false")
    return value


def text(value: Any, where: str, limit: int = 200) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise BadMessage(f"{where}: expected a string of at most {limit} characters")
    return value


def items(value: Any, where: str, limit: int = 200) -> list[Any]:
    if not isinstance(value, list) or len(value) > limit:
        raise BadMessage(f"{where}: expected a list of at most {limit} items")
    return value


def chair_of(value: Any, where: str) -> int:
    return whole(value, where, 0, 3)


def maybe_chair(value: Any, where: str) -> int | None:
    return None if value is None else chair_of(value, where)


# --- tiles --------------------------------------------------------------------------------------------------

def tile_code(kind: int) -> str:
    return _CODE_OF[kind]


def tile_codes(kinds: Sequence[int]) -> list[str]:
    return [_CODE_OF[kind] for kind in kinds]


def tile_from(value: Any, where: str) -> int:
    kind = _CODES.get(value) if isinstance(value, str) else None
    if kind is None:
        raise BadMessage(f"{where}: expected a tile code such as '5m', got {str(value)[:20]!r}")
    return kind


def maybe_tile(value: Any, where: str) -> int | None:
    return None if value is None else tile_from(value, where)


def tiles_from(value: Any, where: str, limit: int = 200) -> tuple[int, ...]:
    return tuple(tile_from(code, f"{where}[{i}]") for i, code in enumerate(items(value, where, limit)))


# --- actions ------------------------------------------------------------------------------------------------

def action_json(action: Action, action_id: int) -> dict[str, Any]:
    """One offered action: its id (the answer names it), kind, tile, chi tiles and its notation."""
    out: dict[str, Any] = {"id": action_id, "kind": action.kind.value}
    if action.tile is not None:
        out["tile"] = _CODE_OF[action.tile]
    if action.meld:
        out["meld"] = tile_codes(action.meld)
    out["text"] = str(action)
    return out


def actions_json(actions: Sequence[Action]) -> list[dict[str, Any]]:
    """The offers of a seat, ids from 0. SH-18's swaps — one action per set of up to five held tiles,
    hundreds of them — are one offer: ``{"kind": "swap", "most": 5}``, answered with the chosen ``tiles``."""
    out: list[dict[str, Any]] = []
    swaps = [a for a in actions if a.kind is ActionKind.SWAP]
    for action in actions:
        if action.kind is not ActionKind.SWAP:
            out.append(action_json(action, len(out)))
        elif action is swaps[0]:
            most = max(len(a.meld) for a in swaps)
            out.append({"id": len(out), "kind": "swap", "most": most, "text": f"swap 1 to {most} tiles"})
    return out


def chosen_action(actions: Sequence[Action], choice: int, tiles: Any) -> Action | None:
    """The action an answer names (an offer's id; for the swap offer, its ``tiles`` too), None when it
    names none of ``actions``."""
    swaps = [a for a in actions if a.kind is ActionKind.SWAP]
    offers: list[Action | None] = [a for a in actions if a.kind is not ActionKind.SWAP]
    if swaps:
        offers.insert(actions.index(swaps[0]), None)
    if not 0 <= choice < len(offers):
        return None
    found = offers[choice]
    if found is not None:
        return found
    try:
        given = sorted(tiles_from(tiles, "tiles", 14))
    except BadMessage:
        return None
    return next((a for a in swaps if sorted(a.meld) == given), None)


def action_from(data: Any, chair: int, where: str) -> Action:
    kind = _KINDS.get(need(data, "kind", where))
    if kind is None:
        raise BadMessage(f"{where}.kind: not an action kind")
    tile = maybe_tile(data.get("tile"), f"{where}.tile")
    meld = tiles_from(data.get("meld", []), f"{where}.meld", 14)
    return Action(chair, kind, tile, meld)


def actions_from(value: Any, chair: int, held: Sequence[int], where: str = "actions") -> tuple[Action, ...]:
    """Offered actions in the engine's order (ids checked); the swap offer becomes the engine's own list
    of swaps of the held tiles (``held``: counts by kind), as ``rules.variants.shanghai.swap`` makes it."""
    offered: list[Action] = []
    for index, data in enumerate(items(value, where)):
        if need(data, "id", f"{where}[{index}]") != index:
            raise BadMessage(f"{where}[{index}].id: expected {index}")
        if data.get("kind") == ActionKind.SWAP.value:
            from rules.variants.shanghai.swap import swap_actions  # SH-18's one list of swaps

            most = whole(need(data, "most", f"{where}[{index}]"), f"{where}[{index}].most", 1, 14)
            offered.extend(swap_actions(list(held), chair, most)[1:])
        else:
            offered.append(action_from(data, chair, f"{where}[{index}]"))
    return tuple(offered)


def answer_json(actions: Sequence[Action], action: Action, step: int) -> dict[str, Any]:
    """The ``action`` message answering with ``action`` (one of ``actions``, the offers decoded)."""
    if action not in actions:
        raise ValueError(f"{action} is not offered now")
    if action.kind is ActionKind.SWAP:
        first = next(a for a in actions if a.kind is ActionKind.SWAP)
        choice = sum(1 for a in actions[:actions.index(first)] if a.kind is not ActionKind.SWAP)
        return {"type": "action", "step": step, "id": choice, "tiles": tile_codes(action.meld)}
    index = actions.index(action)
    choice = sum(1 for a in actions[:index] if a.kind is not ActionKind.SWAP) + (
        1 if any(a.kind is ActionKind.SWAP for a in actions[:index]) else 0)
    return {"type": "action", "step": step, "id": choice}


# --- events -------------------------------------------------------------------------------------------------

def event_json(event: Event) -> dict[str, Any]:
    """An event as a value (the client words it): kind, chair, tile (absent when hidden) and its details."""
    out: dict[str, Any] = {"kind": event.kind, "chair": event.chair}
    if event.tile is not None:
        out["tile"] = _CODE_OF[event.tile]
    detail = event.detail
    if detail:
        if "from" in detail:
            out["from"] = detail["from"]
        if "meld" in detail:
            out["meld"] = tile_codes(detail["meld"])
        if "winners" in detail:
            out["winners"] = list(detail["winners"])
        if "how" in detail:
            out["how"] = detail["how"]
        if "count" in detail:
            out["count"] = detail["count"]
    return out


def event_from(data: Any, where: str) -> Event:
    kind = text(need(data, "kind", where), f"{where}.kind", 40)
    chair = maybe_chair(data.get("chair"), f"{where}.chair")
    tile = maybe_tile(data.get("tile"), f"{where}.tile")
    detail: dict[str, Any] = {}
    if "winners" in data:
        detail["winners"] = [chair_of(c, f"{where}.winners") for c in items(data["winners"], where, 4)]
    if "how" in data:
        detail["how"] = text(data["how"], f"{where}.how", 40)
    if "from" in data:
        detail["from"] = maybe_chair(data["from"], f"{where}.from")
    if "meld" in data:
        detail["meld"] = tiles_from(data["meld"], f"{where}.meld", 4)
    if "count" in data:
        detail["count"] = whole(data["count"], f"{where}.count", 0, 14)
    return Event(kind, chair, tile, detail or NO_DETAIL)


# --- the observation ----------------------------------------------------------------------------------------

def meld_json(meld: Meld) -> dict[str, Any]:
    out: dict[str, Any] = {"type": meld.type.value, "tiles": tile_codes(meld.tiles)}
    if meld.source is not None:
        out["from"] = meld.source
    if meld.claimed is not None:
        out["claimed"] = _CODE_OF[meld.claimed]
    return out


def meld_from(data: Any, where: str) -> Meld:
    kind = _MELD_TYPES.get(need(data, "type", where))
    if kind is None:
        raise BadMessage(f"{where}.type: not a meld type")
    return Meld(kind, tiles_from(need(data, "tiles", where), f"{where}.tiles", 4),
                maybe_chair(data.get("from"), f"{where}.from"),
                maybe_tile(data.get("claimed"), f"{where}.claimed"))


def _pair(value: tuple[int, int] | None) -> dict[str, Any] | None:
    return None if value is None else {"chair": value[0], "tile": _CODE_OF[value[1]]}


def _pair_from(value: Any, where: str) -> tuple[int, int] | None:
    if value is None:
        return None
    return (chair_of(need(value, "chair", where), f"{where}.chair"),
            tile_from(need(value, "tile", where), f"{where}.tile"))


def observation_json(obs: Observation) -> dict[str, Any]:
    """What one seat sees now (its legal actions go beside it, as ``actions`` with ids). ``hand_size`` and
    ``wall_count`` are derived values, given for simple clients."""
    sizes = obs.hand_sizes
    seats = []
    for chair in range(4):
        melds, discards, claimed, flowers, marks = obs.public_of(chair)
        seats.append({"melds": [meld_json(m) for m in melds], "discards": tile_codes(discards),
                      "claimed": list(claimed), "flowers": tile_codes(flowers), "knocked": KNOCKED in marks,
                      "marks": list(marks), "hand_size": sizes[chair]})
    values = obs.moment
    return {
        "variant": obs.variant, "chair": obs.chair, "dealer": obs.dealer, "winds": list(obs.winds),
        "dice": list(obs.dice), "indicator": None if obs.indicator is None else _CODE_OF[obs.indicator],
        "wild_kinds": tile_codes(sorted(obs.wild_kinds)), "options": dict(obs.options),
        "phase": obs.phase, "turn": obs.turn, "last_discard": _pair(obs.last_discard),
        "kong_in_flight": _pair(obs.kong_in_flight), "wall_tiles": obs.wall_tiles,
        "wall_count": obs.wall_count, "kongs": values.kongs, "visible": "".join(map(str, obs.visible)),
        "seats": seats, "hand": tile_codes(obs.concealed),
        "drawn": None if obs.drawn is None else _CODE_OF[obs.drawn],
        "missed": tile_codes(sorted(obs.missed)),
        "banned_kind": None if obs.banned_kind is None else _CODE_OF[obs.banned_kind],
        "tile_counts": None if values.tile_counts is None else list(values.tile_counts),
        "carry": dict(obs.carry), "stacks": None if obs.stacks is None else list(obs.stacks),
        "after_kong": obs.after_kong,
    }


def observation_from(data: Any, legal: Sequence[Action] = (), where: str = "observation") -> Observation:
    """The engine's :class:`Observation` rebuilt from its JSON and the offered actions (in id order)."""
    variant_id = need(data, "variant", where)
    if variant_id not in VARIANT_IDS:
        raise BadMessage(f"{where}.variant: not a variant of this game")
    variant = get_variant(variant_id)
    options = _options_from(need(data, "options", where), variant, where)
    winds = _four(need(data, "winds", where), f"{where}.winds", lambda v, w: whole(v, w, 0, 3))
    dice_list = items(need(data, "dice", where), f"{where}.dice", 2)
    dice = tuple(whole(d, f"{where}.dice", 0, 6) for d in dice_list)
    if len(dice) != 2:
        raise BadMessage(f"{where}.dice: expected two dice")
    fixed = HandFixed(variant_id, chair_of(need(data, "dealer", where), f"{where}.dealer"), winds,
                      (dice[0], dice[1]), maybe_tile(data.get("indicator"), f"{where}.indicator"),
                      frozenset(tiles_from(need(data, "wild_kinds", where), f"{where}.wild_kinds", 8)),
                      tuple(sorted(options.items())), variant, options,
                      counters_from(data.get("carry", {}), f"{where}.carry"), _stacks_from(data, where))
    phase = need(data, "phase", where)
    if phase not in PHASES:
        raise BadMessage(f"{where}.phase: expected one of {', '.join(PHASES)}")
    rows = _four(need(data, "seats", where), f"{where}.seats", _row_from)
    counts = [0] * N_ALL_KINDS
    for kind in tiles_from(need(data, "hand", where), f"{where}.hand", 18):
        counts[kind] += 1
    tile_counts = data.get("tile_counts")
    moment = Moment(
        fixed, phase, chair_of(need(data, "turn", where), f"{where}.turn"),
        _pair_from(data.get("last_discard"), f"{where}.last_discard"),
        _pair_from(data.get("kong_in_flight"), f"{where}.kong_in_flight"),
        whole(need(data, "wall_tiles", where), f"{where}.wall_tiles", 0, 144), _visible_from(data, where),
        whole(need(data, "kongs", where), f"{where}.kongs", 0, 16), rows,
        None if tile_counts is None else _four(tile_counts, f"{where}.tile_counts",
                                               lambda v, w: whole(v, w, 0, 18)),
        chair_of(need(data, "chair", where), f"{where}.chair"), tuple(counts),
        maybe_tile(data.get("drawn"), f"{where}.drawn"),
        frozenset(tiles_from(data.get("missed", []), f"{where}.missed", 42)),
        maybe_tile(data.get("banned_kind"), f"{where}.banned_kind"),
        flag(data.get("after_kong", False), f"{where}.after_kong"),
    )
    return Observation.of(moment, legal)


CHIPS = 10**9  # a bound on any chips or counter a message carries


def counters_from(value: Any, where: str) -> dict[str, int]:
    """Carried counters (SH-16 荒番, JH-6 draws before): names and whole numbers."""
    if not isinstance(value, dict) or len(value) > 20:
        raise BadMessage(f"{where}: expected an object of counters")
    return {text(k, where, 40): whole(v, f"{where}.{k}", -CHIPS, CHIPS) for k, v in value.items()}


def _stacks_from(data: Any, where: str) -> tuple[int, ...] | None:
    """SH-20's points each chair has left, or None (absent from an older host's message)."""
    stacks = data.get("stacks")
    if stacks is None:
        return None
    four: tuple[int, ...] = _four(stacks, f"{where}.stacks", lambda v, w: whole(v, w, -CHIPS, CHIPS))
    return four


def with_legal(obs: Observation, legal: Sequence[Action]) -> Observation:
    """The same moment with ``legal`` as its legal actions."""
    return Observation.of(obs.moment, legal)


def _four(value: Any, where: str, read: Any) -> Any:
    listed = items(value, where, 4)
    if len(listed) != 4:
        raise BadMessage(f"{where}: expected four entries, one per chair")
    return tuple(read(v, f"{where}[{i}]") for i, v in enumerate(listed))


def _row_from(data: Any, where: str) -> tuple[Any, ...]:
    discards = tiles_from(need(data, "discards", where), f"{where}.discards", 60)
    claimed = tuple(flag(c, f"{where}.claimed") for c in items(need(data, "claimed", where), where, 60))
    if len(claimed) != len(discards):
        raise BadMessage(f"{where}.claimed: one mark per discard")
    melds = tuple(meld_from(m, f"{where}.melds") for m in items(need(data, "melds", where), where, 6))
    knocked = flag(need(data, "knocked", where), f"{where}.knocked")
    # the variant's marks of the seat (SH-6 knocked, CX-11 paohua); a host without them sends knocked alone
    listed = data.get("marks", [KNOCKED] if knocked else [])
    marks = tuple(text(m, f"{where}.marks", 20) for m in items(listed, f"{where}.marks", 8))
    return (melds, discards, claimed, tiles_from(need(data, "flowers", where), f"{where}.flowers", 8), marks)


def _visible_from(data: Any, where: str) -> int:
    digits = need(data, "visible", where)
    if not isinstance(digits, str) or len(digits) != N_ALL_KINDS or not all(d in "01234" for d in digits):
        raise BadMessage(f"{where}.visible: expected {N_ALL_KINDS} digits 0-4")
    return int.from_bytes(bytes(int(d) for d in digits), "little")


def _options_from(value: Any, variant: Variant, where: str) -> dict[str, Any]:
    """Every option of the variant, each checked by its schema (rules/variants/options.py, issue 26)."""
    if not isinstance(value, dict) or set(value) != {option.name for option in variant.table_rules.options}:
        raise BadMessage(f"{where}.options: expected the variant's options")
    try:
        return variant.options(value, where=f"{where}.options")
    except OptionError as exc:
        raise BadMessage(str(exc)) from None
