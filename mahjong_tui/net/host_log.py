"""The host's own log: one line per public event on standard output ("hand 2: Ann peng 5m from Bob").

The person running the host may be playing too, so the log shows what every seat sees alike — draws and
the deal never name a tile (``Event.seen_by`` with no viewer) — and it is plain English for the operator.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.engine import Event
from rules.tiles import format_tiles, tile_text

_QUIET = frozenset({"deal", "draw", "replacement"})  # every turn has one: the log would be mostly these
_NOBODY = -1


def event_line(event: Event, names: Sequence[str]) -> str | None:
    """One public event in words, or None for the quiet ones (the deal, draws)."""
    event = event.seen_by(_NOBODY)
    if event.kind in _QUIET:
        return None
    who = names[event.chair] if event.chair is not None else "table"
    parts = [who, event.kind.replace("_", " ")]
    if event.tile is not None:
        parts.append(tile_text(event.tile))
    detail = event.detail
    if "meld" in detail and event.kind == "chi":
        parts.append(format_tiles(detail["meld"]))
    if detail.get("how"):
        parts.append(f"({detail['how']})")
    supplier = detail.get("from")
    if isinstance(supplier, int):
        parts.append(f"from {names[supplier]}")
    if "count" in detail:
        parts.append(f"{detail['count']} tiles")
    return " ".join(parts)
