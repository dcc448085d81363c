"""One line of the protocol (docs/protocol.md): UTF-8 JSON objects, one a line, each with a ``type``.

A line is read with bounds — at most :data:`MAX_LINE` bytes, UTF-8, JSON nested at most
:data:`MAX_DEPTH` deep (``rules.safe_json``) — and anything else is a :class:`WireError` with one of the
stable error codes below, which the host answers with an ``error`` line. The codes are the protocol's:
clients and outside bots test them, so a code is never renamed; new ones may be added.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from rules import safe_json

PROTOCOL = 1
MAX_LINE = 64 * 1024  # bytes in one line, its newline included
MAX_DEPTH = 8  # a client's messages nest two levels; the host's observation five

# code -> (what it means, whether the host closes the connection after saying it)
ERRORS: dict[str, tuple[str, bool]] = {
    "bad_utf8": ("the line is not UTF-8", False),
    "bad_json": ("the line is not one JSON object", False),
    "bad_message": ("the message lacks a field or has one of the wrong type", False),
    "line_too_long": (f"a line may hold at most {MAX_LINE} bytes", True),
    "hello_expected": ("the first message must be a hello", True),
    "hello_timeout": ("no hello came in time", True),
    "protocol_version": (f"this host speaks protocol {PROTOCOL}", True),
    "bad_code": ("wrong room code", True),
    "bad_name": ("a name is 1 to 24 printable characters", True),
    "name_taken": ("that name holds a seat: give its secret to take it back", True),
    "room_full": ("every human seat is taken", True),
    "too_many_connections": ("the host has as many connections as it takes", True),
    "too_many_messages": ("too many messages in too short a time", True),
    "too_many_errors": ("too many bad messages", True),
    "not_your_turn": ("nothing is offered to your seat now", False),
    "stale_step": ("that answer is for an earlier state of the table", False),
    "not_offered": ("that action id was not offered", False),
    "replaced": ("your seat was taken up by a new connection with its secret", True),
    "too_slow": ("your connection did not keep up with the table", True),
}


# answers that crossed the table's next state on the way (a player's keys ahead of the screen): said, never
# counted toward ``too_many_errors`` -- a long match of quick hands is no misbehaviour; the message rate
# bounds them
RACES = frozenset({"stale_step"})


class WireError(Exception):
    """A line or message the host refuses: ``code`` is one of :data:`ERRORS`, ``message`` says what."""

    def __init__(self, code: str, message: str | None = None) -> None:
        super().__init__(message or ERRORS[code][0])
        self.code = code
        self.message = message or ERRORS[code][0]

    @property
    def closes(self) -> bool:
        return ERRORS[self.code][1]

    @property
    def counts(self) -> bool:
        """Whether it counts toward the connection's limit of bad messages (a race does not)."""
        return self.code not in RACES


def error_message(code: str, message: str | None = None) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message or ERRORS[code][0]}


def encode(message: dict[str, Any]) -> bytes:
    """One line: compact JSON, non-ASCII kept as UTF-8 (names, 胡 reasons), ended by a newline."""
    return (json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n").encode()


def decode(line: bytes) -> dict[str, Any]:
    """A message from one line (its newline stripped or not); :class:`WireError` when it is not one."""
    try:
        body = line.decode("utf-8")
    except UnicodeDecodeError:
        raise WireError("bad_utf8") from None
    try:
        data = safe_json.loads(body, max_depth=MAX_DEPTH)
    except (safe_json.JSONRefused, ValueError) as exc:
        raise WireError("bad_json", f"the line is not JSON: {str(exc)[:120]}") from None
    if not isinstance(data, dict):
        raise WireError("bad_json", "a message is one JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or not kind:
        raise WireError("bad_message", "every message has a string 'type'")
    return data


async def read_line(reader: asyncio.StreamReader) -> bytes | None:
    """The next whole line; None at the end of the stream (a last line without its newline is dropped).
    :class:`WireError` ``line_too_long`` when a line passes the reader's limit (its bytes are dropped)."""
    try:
        line = await reader.readline()
    except ValueError:  # asyncio's LimitOverrunError, raised as ValueError by readline: buffer cleared
        raise WireError("line_too_long") from None
    if not line.endswith(b"\n"):
        return None
    return line
