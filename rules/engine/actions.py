"""What a player can do at the table, as small immutable values with a text notation.

An :class:`Action` names the chair (0-3, fixed for the match) that acts, what it does, the tile it
concerns and, for chi, the whole sequence. ``str(action)`` gives a notation such as ``"E discard 5m"``,
``"S chi 4m 345m"`` or ``"W win 7z"`` that :meth:`Action.parse` reads back (chairs are lettered
E S W N in seating order — they are chair names, not this hand's winds; see docs/decisions.md).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from functools import partial
from types import MappingProxyType
from typing import Any, NamedTuple

from rules.refusal import Refusal
from rules.tiles import N_ALL_KINDS, format_tiles, kind_of, parse_tiles, tile_text

CHAIR_LETTERS = "ESWN"


class IllegalAction(ValueError):
    """An action the table does not allow now; the message says why (a :class:`Refusal` from the table)."""

    @property
    def refusal(self) -> Refusal | None:
        """The table's refusal as a value, when the table refused (not a text that could not be read)."""
        why = self.args[0] if self.args else None
        return why if isinstance(why, Refusal) else None


def _unreadable(text: str, why: str) -> IllegalAction:
    """Text that is no action's notation (a hand-edited record): a refusal the app words without ``why``
    (C-7's notation, English)."""
    return IllegalAction(Refusal.of("C-7", "action_unreadable", "cannot read action {notation!r}: {why}",
                                    notation=text, why=why))


class ActionKind(Enum):
    DISCARD = "discard"
    KNOCK = "knock"  # discard + 敲 (SH-6)
    CHI = "chi"
    PENG = "peng"
    KONG = "kong"  # exposed kong on a discard (明槓)
    CONCEALED_KONG = "concealed_kong"  # 暗槓
    ADDED_KONG = "added_kong"  # 加槓: own peng + fourth tile
    WIN = "win"  # self-drawn, on a discard, or robbing a kong
    PASS = "pass"
    SWAP = "swap"  # SH-18 換牌: ``meld`` holds the tiles given back to the wall

    # members are singletons compared by identity: hash them the same way, in C (Enum's own hashes the
    # name in Python, and every shared action is looked up by its kind)
    __hash__ = object.__hash__

    @property
    def is_claim(self) -> bool:
        return self in (ActionKind.CHI, ActionKind.PENG, ActionKind.KONG)


_KINDS_BY_VALUE = {k.value: k for k in ActionKind}
_KIND_TEXT = {k: k.value for k in ActionKind}
_TILE_TEXT = [tile_text(k) for k in range(N_ALL_KINDS)]


@dataclass(frozen=True, slots=True)
class Action:
    """``chair`` is who acts (0-3); ``tile`` the tile kind concerned; ``meld`` the chi sequence."""

    chair: int
    kind: ActionKind
    tile: int | None = None
    meld: tuple[int, ...] = ()
    # the notation, written once: every action goes into the hand's record, and most are shared instances
    _text: str | None = field(default=None, init=False, repr=False, compare=False)

    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = f"{CHAIR_LETTERS[self.chair]} {_KIND_TEXT[self.kind]}"
            if self.tile is not None:
                text += f" {_TILE_TEXT[self.tile]}"
            if self.meld:
                text += f" {format_tiles(self.meld)}"
            object.__setattr__(self, "_text", text)  # a cache of immutable fields: the value stays the same
        return text

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read the notation of ``str(action)``; raises :class:`IllegalAction` on bad text."""
        words = text.split()
        if len(words) < 2 or len(words) > 4:
            raise _unreadable(text, "expected '<chair> <kind> [tile] [meld]'")
        chair_word, kind_word, *rest = words
        if chair_word.upper() in CHAIR_LETTERS:
            chair = CHAIR_LETTERS.index(chair_word.upper())
        elif chair_word in ("0", "1", "2", "3"):
            chair = int(chair_word)
        else:
            raise _unreadable(text, f"unknown chair {chair_word!r}")
        kind = _KINDS_BY_VALUE.get(kind_word.lower())
        if kind is None:
            raise _unreadable(text, f"unknown action {kind_word!r}")
        if kind is ActionKind.SWAP:  # "E swap 19m5p": the tiles given back, no single tile
            tile_word, meld_word = None, " ".join(rest) or None
        else:
            tile_word = rest[0] if rest else None
            meld_word = rest[1] if len(rest) > 1 else None
        try:
            tile = kind_of(tile_word) if tile_word is not None else None
            meld = tuple(parse_tiles(meld_word, check_copies=False)) if meld_word is not None else ()
        except ValueError as exc:
            raise _unreadable(text, str(exc)) from exc
        return cls(chair, kind, tile, meld)


_SIMPLE: dict[tuple[int, ActionKind, int | None], Action] = {}


def simple_action(chair: int, kind: ActionKind, tile: int | None = None) -> Action:
    """A shared instance of a meld-less action (actions are immutable; this keeps the hot path cheap)."""
    key = (chair, kind, tile)
    action = _SIMPLE.get(key)
    if action is None:
        action = _SIMPLE[key] = Action(chair, kind, tile)
    return action


def shared_actions(kind: ActionKind) -> list[list[Action]]:
    """Each chair's ``kind`` action on every tile kind (``[chair][kind]``): the instances
    :func:`simple_action` shares, made once, for the moves offered on every discard."""
    return [[simple_action(chair, kind, tile) for tile in range(N_ALL_KINDS)] for chair in range(4)]


_CHI: dict[tuple[int, int, int], Action] = {}


def chi_action(chair: int, tile: int, low: int) -> Action:
    """A shared instance of the chi of ``tile`` into the sequence starting at ``low``."""
    key = (chair, tile, low)
    action = _CHI.get(key)
    if action is None:
        action = _CHI[key] = Action(chair, ActionKind.CHI, tile, (low, low + 1, low + 2))
    return action


NO_DETAIL: Mapping[str, Any] = MappingProxyType({})


class Event(NamedTuple):
    """Something that happened at the table, in order. ``tile`` is None when hidden from the viewer.

    kinds: deal, flower, draw, replacement, indicator, discard, knock, chi, peng, kong,
    concealed_kong, added_kong, robbed, win, exhausted (荒), instant_win, swap.
    An immutable tuple (one is made for every draw and discard: cheap to make matters).
    """

    kind: str
    chair: int | None = None
    tile: int | None = None
    detail: Mapping[str, Any] = NO_DETAIL

    def seen_by(self, chair: int) -> Event:
        """The event as ``chair`` may see it: another player's draws and concealed kongs stay hidden."""
        if self.chair != chair and self.kind in ("draw", "replacement", "deal"):
            return Event(self.kind, self.chair, None)
        return self


# An Event from the tuple of its four fields in one C call: every draw and discard records one, and the
# named tuple's own constructor is a Python function (1.8% of a random-bot hand, docs/decisions.md)
EventFields = tuple[str, int | None, int | None, Mapping[str, Any]]
event_from: Callable[[EventFields], Event] = partial(tuple.__new__, Event)
