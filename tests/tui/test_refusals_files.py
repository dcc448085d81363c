"""A file the app reads without trusting it and the JSON inside it refuse with values (issue 28 §2): the
reader's refusals (rules/safe_file.py, mahjong_tui/safe_read.py), JSON's and Python's decoder's words
inside them, worded from words.toml in each language with their English unchanged."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import error_text
from mahjong_tui.safe_read import ReadRefused, read_json
from rules.refusal import Refusal
from rules.safe_json import JSONRefused, loads


@pytest.mark.parametrize(("text", "key", "english", "zh"), [
    ("{garbage", "json_expecting_name",
     "invalid JSON at line 1 column 2: Expecting property name enclosed in double quotes",
     "JSON 第 1 行第 2 列：键要用双引号"),
    ("[1,", "json_expecting_value", "invalid JSON at line 1 column 4: Expecting value",
     "JSON 第 1 行第 4 列：这里要一个值"),
    ("[1] 2", "json_extra_data", "invalid JSON at line 1 column 5: Extra data",
     "JSON 第 1 行第 5 列：后面多了东西"),
])
def test_bad_json_says_the_decoders_words_as_a_value(text: str, key: str, english: str, zh: str) -> None:
    with pytest.raises(JSONRefused) as refused:
        loads(text)
    why = refused.value.args[0]
    assert isinstance(why, Refusal) and why.key == "json_invalid" and why == english
    assert why.params["detail"].key == key  # type: ignore[union-attr]
    assert error_text(why, Strings("zh-Hans")) == zh
    assert error_text(why, Strings("en")) == english


@pytest.mark.parametrize(("text", "key", "zh"), [("[" * 40 + "]" * 40, "json_too_deep", "括號套了超過 32 層"),
                                                 ('{"a": NaN}', "json_not_number", "NaN 不是 JSON 的數字")])
def test_json_the_game_refuses_is_a_value(text: str, key: str, zh: str) -> None:
    with pytest.raises(JSONRefused) as refused:
        loads(text)
    assert refused.value.args[0].key == key
    assert error_text(refused.value.args[0], Strings("zh-Hant")) == zh


def test_a_file_refusal_names_the_file_and_says_why(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'{"a":\n\xff}')
    with pytest.raises(ReadRefused) as refused:
        read_json(bad)
    assert str(refused.value) == f"{bad}: line 2: not UTF-8 text"  # the CLI's error line, unchanged
    said = refused.value.args[0]
    assert said.key == "file_refused" and refused.value.why.key == "not_utf8"  # type: ignore[attr-defined]
    assert error_text(said, Strings("zh-Hans")) == f"{bad}：第 2 行不是 UTF-8 文字"
    with pytest.raises(ReadRefused) as folder:
        read_json(tmp_path)
    assert folder.value.why.key == "not_a_file"  # type: ignore[attr-defined]



def test_the_error_patterns_are_gone() -> None:
    """Every error the app words away from the table is a refusal value now: error_text.py and its regular
    expressions (108 when issue 28 was filed) are deleted."""
    assert importlib.util.find_spec("mahjong_tui.error_text") is None


def test_the_command_lines_error_keeps_the_refusal(tmp_path: Path) -> None:
    """``score`` on a folder: the contract's error line is the refusal's English, and the UserError carries
    the value (the CLI's lines stay English; a value lets any caller word them)."""
    from mahjong_tui.cli import UserError
    from mahjong_tui.commands.score import _read

    with pytest.raises(UserError) as refused:
        _read(str(tmp_path))
    assert refused.value.format_message() == f"{tmp_path}: is a directory, not a file"
    assert refused.value.refusal is not None and refused.value.refusal.key == "file_refused"
