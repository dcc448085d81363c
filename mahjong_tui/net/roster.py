"""Who sits where at a hosted table: the seats, the names that took them and the per-seat secrets.

Humans take the free human seats in the order they join. Taking a seat hands its player a secret (given
once, in ``welcome``); the host keeps only its SHA-256, in the save, so a name alone never takes a seat
back and a save shared for a replay gives nothing away. A hello is checked here: protocol, room code, name
and, for a name that sat before, its secret — each refusal is one of the protocol's error codes.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from mahjong_tui.net.wire import PROTOCOL, WireError
from mahjong_tui.settings import HUMAN

NAME_LENGTH = 24
SECRET_LENGTH = 128
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"  # no 0/O, 1/I/L: read aloud and typed without doubt
CODE_LENGTH = 6


class Link(Protocol):
    """What the table needs of one client connection (mahjong_tui.net.server.Connection)."""

    peer: str

    def send(self, message: dict[str, Any]) -> None: ...

    def close(self, code: str | None = None) -> None: ...


@dataclass
class Seat:
    """One chair: ``player`` is ``human`` or a bot's name (``--seats``); a human seat has the ``name`` of
    whoever took it, the hash of their secret and their connection (``link``, None while away)."""

    chair: int
    player: str
    name: str | None = None
    secret_hash: str | None = None
    link: Link | None = None
    away_since: float | None = None  # loop time the player dropped (None: here, or never came)
    stand_in: bool = False  # a bot plays the seat for its absent player (after the grace period)
    log_sent: tuple[int, int] = (0, 0)  # (hand, events) already sent on the current link
    ready_next: bool = False  # answered next_hand on the result

    @property
    def human(self) -> bool:
        return self.player == HUMAN

    @property
    def here(self) -> bool:
        return self.link is not None

    def roster_json(self) -> dict[str, Any]:
        return {"chair": self.chair, "player": self.player, "name": self.name, "connected": self.here,
                "bot_playing": not self.human or self.stand_in}


def draw_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def clean_name(value: Any) -> str:
    """A player's name: 1 to 24 characters after trimming, no control or format characters."""
    if not isinstance(value, str):
        raise WireError("bad_name")
    name = " ".join(value.split())
    if not 1 <= len(name) <= NAME_LENGTH or any(unicodedata.category(ch)[0] == "C" for ch in name):
        raise WireError("bad_name")
    return name


def check_hello(hello: dict[str, Any], code: str) -> tuple[str, str | None]:
    """(name, secret or None) from a hello, or the :class:`WireError` that refuses it."""
    if hello.get("type") != "hello":
        raise WireError("hello_expected")
    if hello.get("protocol") != PROTOCOL or type(hello.get("protocol")) is not int:
        raise WireError("protocol_version")
    given = hello.get("code")
    if not isinstance(given, str) or not hmac.compare_digest(given.strip().upper().encode(), code.encode()):
        raise WireError("bad_code")
    name = clean_name(hello.get("name"))
    secret = hello.get("secret")
    if secret is not None and (not isinstance(secret, str) or not 0 < len(secret) <= SECRET_LENGTH):
        raise WireError("bad_message", "secret: expected the string given in welcome")
    return name, secret


def take_seat(seats: Iterable[Seat], name: str, secret: str | None) -> tuple[Seat, str, bool]:
    """The seat ``name`` takes (back) and its secret; whether it is a seat taken back. A name that sat
    before needs its secret; a new name takes the first free human seat."""
    seats = list(seats)
    known = next((s for s in seats if s.name is not None and s.name.casefold() == name.casefold()), None)
    if known is not None:
        if secret is None or known.secret_hash is None or not hmac.compare_digest(
                hash_secret(secret), known.secret_hash):
            raise WireError("name_taken")
        return known, secret, True
    free = next((s for s in seats if s.human and s.name is None), None)
    if free is None:
        raise WireError("room_full")
    given = secrets.token_urlsafe(24)
    free.name, free.secret_hash = name, hash_secret(given)
    return free, given, False


def room_json(code: str, seats: Iterable[Seat]) -> dict[str, Any]:
    """The room as the save keeps it: the code and each taken seat's name and secret hash."""
    return {"code": code, "seats": [{"chair": s.chair, "name": s.name, "secret_sha256": s.secret_hash}
                                     for s in seats if s.name is not None]}


def load_room(data: Any, seats: list[Seat]) -> str:
    """Put a saved room's names and secret hashes back on ``seats``; its code. ValueError names what is
    wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("code"), str) or not isinstance(
            data.get("seats"), list):
        raise ValueError("room: expected a code and seats")  # noqa: TRY004 - a save's field, as BadSetting
    for entry in data["seats"]:
        if not isinstance(entry, dict):
            raise ValueError("room.seats: expected objects")  # noqa: TRY004
        chair, name, digest = entry.get("chair"), entry.get("name"), entry.get("secret_sha256")
        if type(chair) is not int or not 0 <= chair <= 3 or not seats[chair].human:
            raise ValueError("room.seats.chair: expected a human chair")
        if not isinstance(digest, str) or len(digest) != 64:
            raise ValueError("room.seats.secret_sha256: expected a SHA-256 in hex")
        try:
            seats[chair].name, seats[chair].secret_hash = clean_name(name), digest
        except WireError:
            raise ValueError("room.seats.name: not a player's name") from None
    code: str = data["code"]
    if not 1 <= len(code) <= 32 or not code.isalnum():
        raise ValueError("room.code: expected letters and digits")
    return code.upper()
