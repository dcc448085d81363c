"""``play --resume --lang X``: a language the player asked for wins over the one the match was saved in."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.session import TableSession
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import Saves
from tests.tui.conftest import settle


def _save_a_match(home: Path, lang: str) -> None:
    saves = Saves(home)
    TableSession.new(GameSettings(variant="jinshan", seed=5, lang=lang, bot_delay=0.0),
                     saves.new_save("jinshan"))


async def _resumed_lang(home: Path, lang: str, *, chosen: bool) -> tuple[str, str]:
    app = make_app(GameSettings(bot_delay=0.0, lang=lang), resume=True, home=home)
    app.lang_chosen = chosen
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        return table.session.settings.lang, app.strings.lang


@pytest.mark.parametrize(("saved", "asked"), [("zh-Hans", "en"), ("en", "zh-Hant")])
async def test_a_given_lang_wins_over_the_saved_one(tmp_path: Path, saved: str, asked: str) -> None:
    _save_a_match(tmp_path, saved)
    assert await _resumed_lang(tmp_path, asked, chosen=True) == (asked, asked)


async def test_without_lang_the_saved_language_stays(tmp_path: Path) -> None:
    _save_a_match(tmp_path, "zh-Hant")
    assert await _resumed_lang(tmp_path, "en", chosen=False) == ("zh-Hant", "zh-Hant")


@pytest.mark.parametrize(("args", "chosen"), [(["--resume", "--lang", "en"], True), (["--resume"], False)])
def test_the_play_command_says_whether_lang_was_given(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                       args: list[str], chosen: bool) -> None:
    from mahjong_tui.cli import cli

    seen: list[bool] = []
    monkeypatch.setattr(MahjongApp, "run", lambda self, *a, **k: seen.append(self.lang_chosen))
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    result = CliRunner().invoke(cli, ["play", *args])
    assert result.exit_code == 0, result.output
    assert seen == [chosen]
