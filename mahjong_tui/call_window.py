"""The hot-seat claim window (issue 27), as a value the session owns and saves: a moment after each discard
in which any human at the shared screen may call, as at a real table.

After a discard, a knock or an added kong anyone could claim by what the table shows (not a wild, C-5; an
added kong may be robbed), every human but the discarder is a *caller*: the window is open for them all, on
a neutral screen (``screens/call_window.py``), whether or not they hold a claim — so nobody learns who could
claim. A caller who presses their number *calls*: the device is theirs for a private look (their claims, or
nothing to claim), and their answer — a claim or a pass — brings the neutral screen back. The window closes
when the player whose turn comes next presses Enter, as the next player's draw ends the moment to call at a
real table; every caller who did not answer is then answered by the table: a 胡 they hold is taken (never
lost by not calling), anything else passed (docs/decisions.md, "Hot-seat at the pace of a real table").
Nothing here imports Textual, nor the session: the session is read through :class:`CallTable`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from mahjong_tui.table_protocol import CallsOpen
from rules.engine import Action, ActionKind, Game

OPENS_CALLS = (ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.ADDED_KONG)
CLAIMS = (ActionKind.WIN, ActionKind.KONG, ActionKind.PENG, ActionKind.CHI)
ANSWERS = (ActionKind.PASS, *CLAIMS)  # what ends a caller's private look


@dataclass(frozen=True)
class CallWindow:
    """The window open on one discard: where it is in the match, who may call, who has answered, who is
    looking now (their private look is up: a match saved then resumes with it)."""

    hand: int  # the hand's number in the match
    actions: int  # the hand's actions up to and with the discard: the window belongs to that discard only
    callers: tuple[int, ...]  # every human but the discarder, in seat order from the discarder's right
    answered: tuple[int, ...] = ()
    calling: int | None = None

    @classmethod
    def after(cls, action: Action, humans: Sequence[int], wilds: frozenset[int], hand: int,
              actions: int) -> CallWindow | None:
        """The window a discard opens at a shared screen (two humans or more), or None: not a discard, a
        wild (nobody may claim it, C-5), or no other human at the screen."""
        if action.kind not in OPENS_CALLS or len(humans) < 2 or action.tile in wilds:
            return None
        callers = tuple(chair for chair in _after(action.chair) if chair in humans)
        return cls(hand, actions, callers) if callers else None

    def about(self, hand: int, actions: int) -> bool:
        """Still about its discard: the same hand, and the discard not taken back (ctrl+z) meanwhile."""
        return hand == self.hand and actions >= self.actions

    def may_call(self, chair: int) -> bool:
        return chair in self.callers and chair not in self.answered and self.calling is None

    def call(self, chair: int) -> CallWindow:
        """``chair`` pressed their number: their private look is up."""
        if not self.may_call(chair):
            raise ValueError(f"chair {chair} may not call now")
        return replace(self, calling=chair)

    def answer(self) -> CallWindow:
        """The look up was answered (a claim, a pass, nothing to claim): back to the neutral window."""
        if self.calling is None:
            return self
        return replace(self, answered=(*self.answered, self.calling), calling=None)

    def question(self, discard: Action, call: Callable[[int], None], close: Callable[[], None]) -> CallsOpen:
        """What the table screen is asked while the window is open on ``discard``: who let what go, who
        may still call, who plays on when nobody does (the one who added to a pung, after a 搶槓 window)."""
        assert discard.tile is not None, "a claim window follows a discard"
        robbing = discard.kind is ActionKind.ADDED_KONG
        follows = discard.chair if robbing else (discard.chair + 1) % 4
        return CallsOpen(discard.chair, discard.tile, self.waiting, follows, robbing, call, close)

    @property
    def waiting(self) -> tuple[int, ...]:
        """The callers who have not answered: the table answers for them when the window closes."""
        return tuple(chair for chair in self.callers if chair not in self.answered)

    # --- in the save (format 3) ------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {"hand": self.hand, "actions": self.actions, "callers": list(self.callers),
                "answered": list(self.answered), "calling": self.calling}

    @classmethod
    def from_json(cls, data: Any, humans: Sequence[int]) -> CallWindow:
        """The window a save carried; ValueError (naming ``calls``) when it is not one the app wrote."""
        if not isinstance(data, dict) or set(data) != {"hand", "actions", "callers", "answered", "calling"}:
            raise ValueError("calls: expected hand, actions, callers, answered and calling")
        callers = _chairs("calls.callers", data["callers"], humans)
        answered = _chairs("calls.answered", data["answered"], callers)
        calling = data["calling"]
        if calling is not None and (type(calling) is not int or calling not in callers
                                    or calling in answered):
            raise ValueError("calls.calling: expected a caller who has not answered, or null")
        if not callers:
            raise ValueError("calls.callers: expected at least one human")
        return cls(_position("calls.hand", data["hand"]), _position("calls.actions", data["actions"]),
                   callers, answered, calling)

    @classmethod
    def from_looks(cls, data: Any, humans: Sequence[int], discarder: int) -> CallWindow:
        """A format-2 save's looks (the humans still to be asked about the discard, the first being asked)
        as the window they stand for: the others have answered, nobody is looking."""
        if not isinstance(data, dict) or set(data) != {"queue", "hand", "actions"}:
            raise ValueError("looks: expected queue, hand and actions")
        queue = _chairs("looks.queue", data["queue"], humans)
        callers = tuple(chair for chair in _after(discarder) if chair in humans)
        if not queue or not set(queue) <= set(callers):
            raise ValueError("looks.queue: expected up to three human chairs")
        answered = tuple(chair for chair in callers if chair not in queue)
        return cls(_position("looks.hand", data["hand"]), _position("looks.actions", data["actions"]),
                   callers, answered)


def saved_window(data: dict[str, Any], humans: Sequence[int], actions: Sequence[Action]) -> CallWindow | None:
    """The claim window a save carried — format 3's ``calls``, format 2's ``looks``, format 1 none — about
    a discard among the hand's ``actions``; ValueError when it is not one the app wrote."""
    if data.get("calls") is not None:
        window = CallWindow.from_json(data["calls"], humans)
    elif data.get("looks") is not None:
        looks = data["looks"]
        at = looks.get("actions") if isinstance(looks, dict) else None
        if type(at) is not int or not 0 < at <= len(actions):
            raise ValueError("looks: no discard at that position")
        window = CallWindow.from_looks(looks, humans, actions[at - 1].chair)
    else:
        return None
    if window.actions > len(actions) or actions[window.actions - 1].kind not in OPENS_CALLS:
        raise ValueError("calls: no discard at that position")
    return window


def _after(chair: int) -> list[int]:
    """The other three chairs in seat order from ``chair``'s right."""
    return [(chair + step) % 4 for step in (1, 2, 3)]


def _chairs(name: str, value: Any, allowed: Sequence[int]) -> tuple[int, ...]:
    if (not isinstance(value, list) or len(value) > 3 or len(set(value)) != len(value)
            or any(type(chair) is not int or chair not in allowed for chair in value)):
        raise ValueError(f"{name}: expected up to three human chairs")
    return tuple(value)


def _position(name: str, value: Any) -> int:
    if type(value) is not int or not 0 < value <= 10_000:
        raise ValueError(f"{name}: expected a whole number")
    return value


# --- what the engine awaits of a caller (read through the session, which this module does not import) ---

class CallTable(Protocol):
    """What the window asks of the session that owns it (``session.TableSession``)."""

    @property
    def game(self) -> Game: ...

    def to_act(self) -> list[int]: ...

    def legal_actions(self, chair: int) -> list[Action]: ...

    def auto_pass(self, chair: int, legal: list[Action]) -> Action | None: ...


def in_window(table: CallTable, chair: int) -> list[Action]:
    """What the engine lets ``chair`` do about the discard now (empty once the next turn is on)."""
    if table.game.phase not in ("claim", "rob") or chair not in table.to_act():
        return []
    return table.legal_actions(chair)


def shown_to(table: CallTable, chair: int) -> list[Action]:
    """What a caller's private look shows: their claims, or nothing (a look with only Pass). A player whose
    auto-pass setting answers for them is shown the look with only Pass all the same."""
    legal = in_window(table, chair)
    if not any(a.kind in CLAIMS for a in legal) or table.auto_pass(chair, legal) is not None:
        return []
    return legal


def table_answers(table: CallTable, waiting: Sequence[int]) -> list[Action]:
    """The answers the table gives for the callers who did not call, as the window closes: a win they hold
    (a 胡 is never lost by not calling), else the pass the engine awaits."""
    answers = []
    for chair in waiting:
        legal = in_window(table, chair)
        win = next((a for a in legal if a.kind is ActionKind.WIN), None)
        answer = win or next((a for a in legal if a.kind is ActionKind.PASS), None)
        if answer is not None:
            answers.append(answer)
    return answers
