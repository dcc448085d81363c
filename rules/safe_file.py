"""Reading a file we do not trust — one a player names, a save or profile we wrote, a lesson file — without
letting it hang or flood us: only a regular file, at most a size cap, UTF-8 with the line of a bad byte named.

``/dev/zero``, a directory or a named pipe is refused at once instead of read until memory runs out or
waited on for ever (a pipe is opened without blocking and refused; standard input, ``-``, is read as a
stream and capped like a file). Every refusal is a :class:`ReadRefused` (a ValueError) whose message
starts with the file's name. The app's JSON and line readers build on this (:mod:`mahjong_tui.safe_read`).
"""

from __future__ import annotations

import os
import stat
import sys
from typing import IO

from rules.refusal import Param, Refusal

SCENARIO_BYTES = 256 * 1024  # a scenario is a few kB


class ReadRefused(ValueError):
    """A file that is not read: not a regular file, too large, not UTF-8, not bounded JSON, or unreadable.
    Its message is a refusal (key ``file_refused``: the file's name, then why as ``detail``)."""

    @classmethod
    def of(cls, name: str, key: str, english: str, **params: Param) -> ReadRefused:
        """``name: why``, why being the refusal ``key`` (its plain ``english`` and ``params``)."""
        return cls.naming(name, Refusal.of("", key, english, **params))

    @classmethod
    def naming(cls, name: str, why: str) -> ReadRefused:
        return cls(Refusal.of("", "file_refused", "{file}: {detail}", file=name, detail=why))

    @property
    def why(self) -> str:
        """Why, without the file's name (a Refusal where the reader made one)."""
        said = self.args[0]
        return said.params["detail"] if isinstance(said, Refusal) else str(said)  # type: ignore[return-value]


def unreadable(name: str, error: OSError) -> ReadRefused:
    """The system refused the read: its own words (English), and its number."""
    return ReadRefused.of(name, "cannot_read", "cannot read: {words}", words=error.strerror or str(error),
                          n=error.errno or 0)


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


def open_regular(path: str | os.PathLike[str], *, name: str | None = None) -> IO[bytes]:
    """Open ``path`` for reading in binary, refusing anything but a regular file (no blocking on a pipe).

    A refusal names the file by its path, with a hint to give a pipe on standard input; or by ``name``, for a
    file the game found itself (a lesson), where that hint means nothing."""
    try:
        fd = os.open(os.fspath(path), os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise unreadable(name or os.fspath(path), exc) from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        hint = "; give it on standard input with '-'" if stat.S_ISFIFO(mode) and name is None else ""
        raise ReadRefused.of(name or os.fspath(path), "not_a_file", "is {kind}, not a file{hint}",
                             kind=_kind(mode), hint=hint)
    os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")


def _capped(stream: IO[bytes], name: str, max_bytes: int) -> bytes:
    try:
        data = stream.read(max_bytes + 1)
    except OSError as exc:
        raise unreadable(name, exc) from None
    if len(data) > max_bytes:
        raise ReadRefused.of(name, "file_too_large", "larger than {kib} KiB; not read", kib=max_bytes // 1024)
    return data


def decode_utf8(data: bytes, name: str, first_line: int = 1) -> str:
    """``data`` as text; a bad byte is named by its line (counted from ``first_line``)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = first_line + data.count(b"\n", 0, exc.start)
        raise ReadRefused.of(name, "not_utf8", "line {line}: not UTF-8 text", line=line) from None


def read_text(path: str | os.PathLike[str], max_bytes: int = SCENARIO_BYTES, *,
              name: str | None = None) -> str:
    """The whole of a regular file (``-``: standard input) as UTF-8 text, at most ``max_bytes``; a refusal
    names the file as :func:`open_regular` does."""
    if os.fspath(path) == "-":
        return decode_utf8(_capped(sys.stdin.buffer, "standard input", max_bytes), "standard input")
    with open_regular(path, name=name) as stream:
        shown = name or os.fspath(path)
        return decode_utf8(_capped(stream, shown, max_bytes), shown)
