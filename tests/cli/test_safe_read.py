"""The shared guarded readers (issue 15, hostile input 1, 4, 6, 7): bounded JSON and files read only when
they are regular files of a sane size, with bad UTF-8 named by line."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from mahjong_tui.safe_read import ReadRefused, read_json, read_lines, read_text
from rules import safe_json


def test_deep_nesting_is_one_refusal_at_any_depth() -> None:
    for depth in (33, 990, 5000, 100_000):
        with pytest.raises(safe_json.JSONRefused, match="nested more than 32 levels deep"):
            safe_json.loads("[" * depth + "]" * depth)
    assert safe_json.depth_of(safe_json.loads("[" * 32 + "]" * 32)) == 32


def test_depth_of_counts_objects_and_lists() -> None:
    assert safe_json.depth_of(5) == 0
    assert safe_json.depth_of({"a": [1, {"b": []}]}) == 4


def test_overlong_integer_is_kept_for_its_reader_to_name() -> None:
    data = safe_json.loads('{"n": ' + "9" * 4301 + ', "m": -12}')
    assert isinstance(data["n"], safe_json.LongNumber)
    assert repr(data["n"]) == "a 4301-digit number"
    assert data["m"] == -12


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_non_json_constants_are_refused(constant: str) -> None:
    with pytest.raises(safe_json.JSONRefused, match=f"{constant} is not a JSON number"):
        safe_json.loads(f'{{"chips": {constant}}}')


def test_syntax_error_names_line_and_column() -> None:
    with pytest.raises(safe_json.JSONRefused, match="invalid JSON at line 2 column 1"):
        safe_json.loads('{"a":\n}')


def test_special_files_are_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    started = time.monotonic()
    specials = ((str(fifo), "a named pipe"), ("/dev/zero", "a device"), (str(tmp_path), "a directory"))
    for path, kind in specials:
        with pytest.raises(ReadRefused, match=f"^{path}: is {kind}"):
            read_text(path)
        with pytest.raises(ReadRefused, match=f"^{path}: is {kind}"):
            list(read_lines(path))
    assert time.monotonic() - started < 5  # nothing blocked on the pipe (a generous bound on a busy machine)


def test_missing_file_and_size_cap(tmp_path: Path) -> None:
    with pytest.raises(ReadRefused, match="absent.json: cannot read: No such file or directory"):
        read_text(tmp_path / "absent.json")
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2049)
    with pytest.raises(ReadRefused, match="big.json: larger than 2 KiB"):
        read_text(big, max_bytes=2048)
    assert read_text(big, max_bytes=4096) == " " * 2049


def test_bad_utf8_names_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "hands.txt"
    bad.write_bytes(b"123m\n456p\n\xff\xfe7s\n")
    with pytest.raises(ReadRefused, match="hands.txt: line 3: not UTF-8 text"):
        read_text(bad)
    lines = read_lines(str(bad))
    assert next(lines) == (1, "123m\n")
    assert next(lines) == (2, "456p\n")
    with pytest.raises(ReadRefused, match="hands.txt: line 3: not UTF-8 text"):
        next(lines)


def test_line_length_cap(tmp_path: Path) -> None:
    long = tmp_path / "long.txt"
    long.write_text("1m\n" + "1" * 5000 + "m\n", encoding="utf-8")
    with pytest.raises(ReadRefused, match="long.txt: line 2: longer than 4096 characters"):
        list(read_lines(str(long)))


def test_read_json_names_the_file(tmp_path: Path) -> None:
    deep = tmp_path / "match.json"
    deep.write_text("[" * 990 + "]" * 990, encoding="utf-8")
    with pytest.raises(ReadRefused, match="^match.json: nested more than 32 levels deep$"):
        read_json(deep)
    good = tmp_path / "ok.json"
    good.write_text('{"a": [1, 2]}', encoding="utf-8")
    assert read_json(good) == {"a": [1, 2]}
