"""Reading a file a player names (or a save we wrote) without trusting it: only a regular file, at most
a size cap, UTF-8 with the line of a bad byte named, JSON bounded by :mod:`rules.safe_json`.

``/dev/zero``, a directory or a named pipe is refused at once instead of read until memory runs out or
waited on for ever (a pipe is opened without blocking and refused; standard input, ``-``, is read as a
stream and capped like a file). Every refusal is a :class:`ReadRefused` (a ValueError) whose message
starts with the file's name, ready to follow ``error:``.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from rules import safe_json

SCENARIO_BYTES = 256 * 1024  # a scenario is a few kB
RECORD_BYTES = 16 * 1024 * 1024  # a long match's save or record
LINE_CHARS = 4096  # one line of `analyze --batch` (a hand and an indicator)


class ReadRefused(ValueError):
    """A file that is not read: not a regular file, too large, not UTF-8, not bounded JSON, or unreadable."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def open_regular(path: str | os.PathLike[str]) -> IO[bytes]:
    """Open ``path`` for reading in binary, refusing anything but a regular file (no blocking on a pipe)."""
    name = os.fspath(path)
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise ReadRefused(f"{name}: cannot read: {exc.strerror or exc}") from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        hint = "; give it on standard input with '-'" if stat.S_ISFIFO(mode) else ""
        raise ReadRefused(f"{name}: is {_kind(mode)}, not a file{hint}")
    os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")


def _capped(stream: IO[bytes], name: str, max_bytes: int) -> bytes:
    try:
        data = stream.read(max_bytes + 1)
    except OSError as exc:
        raise ReadRefused(f"{name}: cannot read: {exc.strerror or exc}") from None
    if len(data) > max_bytes:
        raise ReadRefused(f"{name}: larger than {max_bytes // 1024} KiB; not read")
    return data


def decode_utf8(data: bytes, name: str, first_line: int = 1) -> str:
    """``data`` as text; a bad byte is named by its line (counted from ``first_line``)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = first_line + data.count(b"\n", 0, exc.start)
        raise ReadRefused(f"{name}: line {line}: not UTF-8 text") from None


def read_text(path: str | os.PathLike[str], max_bytes: int = SCENARIO_BYTES) -> str:
    """The whole of a regular file (``-``: standard input) as UTF-8 text, at most ``max_bytes``."""
    if os.fspath(path) == "-":
        return decode_utf8(_capped(sys.stdin.buffer, "standard input", max_bytes), "standard input")
    name = os.fspath(path)
    with open_regular(path) as stream:
        return decode_utf8(_capped(stream, name, max_bytes), name)


def read_json(
    path: str | os.PathLike[str], max_bytes: int = RECORD_BYTES, max_depth: int = safe_json.MAX_DEPTH
) -> Any:
    """A JSON file read by :func:`read_text` and decoded by :func:`rules.safe_json.loads`."""
    text = read_text(path, max_bytes)
    try:
        return safe_json.loads(text, max_depth=max_depth)
    except safe_json.JSONRefused as exc:
        raise ReadRefused(f"{Path(path).name}: {exc}") from None


def read_lines(path: str, max_chars: int = LINE_CHARS) -> Iterator[tuple[int, str]]:
    """``(number, text)`` for each line of a regular file or standard input (``-``), read as it comes:
    memory stays flat however long the input; a line past ``max_chars`` or not UTF-8 is refused by number."""
    name = "standard input" if path == "-" else path
    stream = sys.stdin.buffer if path == "-" else open_regular(path)
    limit = 4 * max_chars + 1  # UTF-8 bytes of max_chars characters, and one over
    try:
        for number in range(1, sys.maxsize):
            try:
                raw = stream.readline(limit)
            except OSError as exc:
                raise ReadRefused(f"{name}: cannot read: {exc.strerror or exc}") from None
            if not raw:
                return
            too_long = ReadRefused(f"{name}: line {number}: longer than {max_chars} characters")
            if len(raw) == limit and not raw.endswith(b"\n"):
                raise too_long
            text = decode_utf8(raw, name, number)
            if len(text.rstrip("\r\n")) > max_chars:
                raise too_long
            yield number, text
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()
