"""A hosted match's save: ``play``'s own save (settings, match record, after every action) plus the room —
its code and each taken seat's name and secret hash — so that ``host --resume`` seats the same players.

Hosted saves live apart from ``play``'s (``<data>/hosted/saves/``), so the first screen's Resume never
offers a table that other people are playing; ``replay FILE`` reads them like any save.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mahjong_tui.net.roster import Seat, load_room
from mahjong_tui.session import TableSession
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import Saves
from rules.engine import Action

HOSTED_DIR = "hosted"


class HostedSession(TableSession):
    """A :class:`TableSession` whose save also holds the room (``room``, set by the hosted table)."""

    room: dict[str, Any] | None = None

    def applied(self, action: Action) -> None:
        """Not saved here: the hosted table sends the move to its players first and saves it right after,
        before it takes the next move (:meth:`HostedTable.play`). No hot-seat claim window: each player
        answers a claim at their own screen, asked by the host (a pass-and-play window in a hosted save
        would ask one screen for everybody's calls)."""

    def save(self) -> None:
        """``play``'s save (the same fields, read back by ``TableSession.resume``) and the room."""
        self.store.write({**self.payload(), "room": self.room})


def hosted_saves(home: Path) -> Saves:
    return Saves(home / HOSTED_DIR)


def new_hosted(settings: GameSettings, home: Path) -> HostedSession:
    store = hosted_saves(home).new_save(settings.variant)
    session = HostedSession.new(settings, store)
    assert isinstance(session, HostedSession)
    return session


def resume_hosted(home: Path) -> tuple[HostedSession, list[Seat], str] | None:
    """The newest hosted save with its seats and room code; None when there is none. A save that cannot be
    used is set aside (:class:`~mahjong_tui.storage.DamagedSave`)."""
    store = hosted_saves(home).latest()
    if store is None:
        return None
    data = store.read()
    session = HostedSession.resume(store)
    if data is None or session is None:
        return None
    assert isinstance(session, HostedSession)
    seats = seats_for(session.settings)
    try:
        code = load_room(data.get("room"), seats)
    except ValueError as exc:
        raise store.set_aside(f"cannot take up the hosted table: {exc}") from exc
    return session, seats, code


def seats_for(settings: GameSettings) -> list[Seat]:
    return [Seat(chair, player) for chair, player in enumerate(settings.seats)]
