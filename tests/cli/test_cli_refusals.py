"""The command line's own refusals of its arguments are values (issue 28 §2): a key and its parameters,
worded by words.toml [cli], whose English is the one ``error:`` line of shared/spec/cli.md (exit status 2);
one function prints every ``error:`` line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mahjong_tui.catalogue import catalogue
from mahjong_tui.cli import UserError, cli_refusal, main
from mahjong_tui.i18n import Strings

SOURCES = [Path("mahjong_tui/cli.py"), *sorted(Path("mahjong_tui/commands").glob("*.py"))]
USED = re.compile(r'(?:UserError\.of|cli_refusal)\(\s*"(\w+)"')


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    return int(exited.value.code or 0), capsys.readouterr().err


@pytest.mark.parametrize(("argv", "line"), [
    (["play", "--hands", "-1"], "error: --hands must be 0 (open-ended) or more\n"),
    (["play", "--seats", "human,bot"],
     "error: --seats: expected four comma-separated seats, got 2 in 'human,bot'\n"),
    (["simulate", "--variant", "jinshan", "--bots", "nobody"],
     "error: --bots: unknown bot 'nobody' (choose from "),
    (["play", "--option", "ante=1"], "error: --option: name the game with --variant (its options differ)\n"),
    (["analyze", "--variant", "jinshan", "--hand", "123m456p789s11z22z", "--indicator", "5m"],
     "error: jinshan turns no indicator; drop --indicator\n"),
    (["analyze", "--variant", "cixi", "--hand", "5555m456p789s1z22z", "--indicator", "5m"],
     "error: fifth copy of 5m (the indicator is one of the four)\n"),
    (["analyze", "--variant", "shanghai", "--hand", "123m456p789s1z1f22z"],
     "error: 1f is not held in a shanghai hand (flowers are set aside)\n"),
])
def test_an_argument_refused_is_its_line_and_exit_2(argv: list[str], line: str,
                                                     capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    status, err = run(argv, capsys)
    assert status == 2 and err.startswith(line) and err.count("\n") == 1, err


def test_a_refusal_of_the_command_line_carries_its_key_and_params() -> None:
    refused = UserError.of("seats_count", n=2, text="human,bot")
    assert refused.format_message() == "--seats: expected four comma-separated seats, got 2 in 'human,bot'"
    assert refused.refusal is not None and refused.refusal.key == "seats_count"
    assert dict(refused.refusal.params) == {"n": 2, "text": "human,bot"}
    said = cli_refusal("cannot_listen", bind="0.0.0.0", port=80, why=PermissionError("denied"))
    assert said == "cannot listen on 0.0.0.0:80: denied" and said.params["why"] == "denied"
    zh, _ = catalogue()["cli"]["seats_count"]  # worded in every language the app speaks
    assert Strings("zh-Hans").pick(zh, "").format(**refused.refusal.params).startswith("--seats：要四个")


def test_every_refusal_key_of_the_commands_has_its_words_and_every_entry_is_used() -> None:
    used = {key for path in SOURCES for key in USED.findall(path.read_text(encoding="utf-8"))}
    assert len(used) >= 35
    assert sorted(used - set(catalogue()["cli"])) == []
    assert sorted(set(catalogue()["cli"]) - used) == []


def test_no_command_writes_its_own_error_line() -> None:
    """Every refusal is a key of [cli] (or a refusal's value passed on); the line is printed in one place."""
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r'(?:UserError|TileError)\(\s*f?"', text), path  # a literal message
        echoed = re.findall(r'echo\(f?"error: ', text)
        assert echoed == ([] if path.name != "cli.py" else ['echo(f"error: ']), path
