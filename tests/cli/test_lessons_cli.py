"""`mahjong-tui learn`: listed in the help; bad input is one `error:` line with exit status 2."""

from __future__ import annotations

import subprocess
import sys

import pytest
from click.testing import CliRunner

from mahjong_tui.cli import cli, main


def test_learn_is_a_command_with_its_options() -> None:
    result = CliRunner().invoke(cli, ["learn", "--help"])
    assert result.exit_code == 0
    assert "--variant" in result.stdout and "--lang" in result.stdout
    assert "learn" in CliRunner().invoke(cli, ["--help"]).stdout


def one_error_line(stderr: str, field: str) -> None:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:") and field in lines[0]
    assert "Traceback" not in stderr


def test_bad_input_in_a_real_process_is_one_error_line_and_exit_2() -> None:
    """The installed entry point's contract (a ``python -m mahjong_tui`` process); the other bad inputs go
    through the same ``main`` in this process (below), a start of the interpreter cheaper each."""
    done = subprocess.run([sys.executable, "-m", "mahjong_tui", "learn", "--variant", "bogus"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    one_error_line(done.stderr, "--variant")


@pytest.mark.parametrize(("args", "field"), [
    (["--bot-delay", "-1"], "--bot-delay"),
    (["--lang", "fr"], "--lang"),
])
def test_bad_input_is_one_error_line_and_exit_2(args: list[str], field: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["learn", *args])
    assert stopped.value.code == 2
    one_error_line(capsys.readouterr().err, field)
