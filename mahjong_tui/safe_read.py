"""Reading a file a player names (or a save we wrote) without trusting it: the guarded file reader of
:mod:`rules.safe_file` (only a regular file, at most a size cap, UTF-8 with the line of a bad byte named),
JSON bounded by :mod:`rules.safe_json`, and lines read as they come. Every refusal is a
:class:`ReadRefused` whose message starts with the file's name, ready to follow ``error:``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rules import safe_json
from rules.refusal import reason_of
from rules.safe_file import SCENARIO_BYTES, ReadRefused, decode_utf8, open_regular, read_text, unreadable

__all__ = ["LINE_CHARS", "RECORD_BYTES", "SCENARIO_BYTES", "ReadRefused", "decode_utf8", "open_regular",
           "read_json", "read_lines", "read_text"]

RECORD_BYTES = 16 * 1024 * 1024  # a long match's save or record
LINE_CHARS = 4096  # one line of `analyze --batch` (a hand and an indicator)


def read_json(
    path: str | os.PathLike[str], max_bytes: int = RECORD_BYTES, max_depth: int = safe_json.MAX_DEPTH
) -> Any:
    """A JSON file read by :func:`read_text` and decoded by :func:`rules.safe_json.loads`."""
    text = read_text(path, max_bytes)
    try:
        return safe_json.loads(text, max_depth=max_depth)
    except safe_json.JSONRefused as exc:
        raise ReadRefused.naming(Path(path).name, reason_of(exc)) from None


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
                raise unreadable(name, exc) from None
            if not raw:
                return
            too_long = ReadRefused.of(name, "line_too_long", "line {line}: longer than {most} characters",
                                      line=number, most=max_chars)
            if len(raw) == limit and not raw.endswith(b"\n"):
                raise too_long
            text = decode_utf8(raw, name, number)
            if len(text.rstrip("\r\n")) > max_chars:
                raise too_long
            yield number, text
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()
