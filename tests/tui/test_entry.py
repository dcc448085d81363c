"""``mahjong-tui`` with no command opens the game and takes ``play``'s options (shared/spec/cli.md): the way a
player first starts it, ``mahjong-tui --lang zh``, used to stop at "No such option '--lang'"."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.app import MahjongApp
from mahjong_tui.cli import main
from mahjong_tui.screens.new_game import NewGameScreen


async def test_the_bare_command_takes_the_games_options(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[MahjongApp] = []
    monkeypatch.setattr(MahjongApp, "run", lambda self, *a, **k: started.append(self))
    main(["--lang", "zh", "--seed", "7"])
    app = started[0]
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert app.strings.lang == "zh-Hans" and app.settings.seed == 7
        assert app.store.directory == home
        await pilot.press("ctrl+q")


def test_help_and_version_stay_the_groups(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--help"])
    assert "Commands:" in capsys.readouterr().out
