"""`mahjong-tui learn`: listed in the help; bad input is one `error:` line with exit status 2."""

from __future__ import annotations

import subprocess
import sys

import pytest
from click.testing import CliRunner

from mahjong_tui.cli import cli


def test_learn_is_a_command_with_its_options() -> None:
    result = CliRunner().invoke(cli, ["learn", "--help"])
    assert result.exit_code == 0
    assert "--variant" in result.stdout and "--lang" in result.stdout
    assert "learn" in CliRunner().invoke(cli, ["--help"]).stdout


@pytest.mark.parametrize(("args", "field"), [
    (["--variant", "bogus"], "--variant"),
    (["--bot-delay", "-1"], "--bot-delay"),
    (["--lang", "fr"], "--lang"),
])
def test_bad_input_is_one_error_line_and_exit_2(args: list[str], field: str) -> None:
    done = subprocess.run([sys.executable, "-m", "mahjong_tui", "learn", *args], capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:") and field in lines[0]
    assert "Traceback" not in done.stderr
