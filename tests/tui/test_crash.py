"""Issue 15, damaged 4: a fault nobody caught on a screen saves the match, writes the traceback to a log in
the data directory, and ends the app with exit status 1 and one notice naming the log."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from mahjong_tui.app import make_app
from mahjong_tui.crash import last_resort, write_crash_log
from mahjong_tui.i18n import Strings
from mahjong_tui.settings import GameSettings


class Boom(RuntimeError):
    pass


async def crash_during_play(tmp_path: Path, lang: str, *, enabled: bool = True) -> tuple[object, list[Path]]:
    app = make_app(GameSettings(variant="cixi", lang=lang, seed=5, bot_delay=0.0,
                                seats=("human", "bot", "bot", "bot")), home=tmp_path)
    app.last_resort = enabled
    notices: list[str] = []  # the message given to App.exit, as text
    real_exit = app.exit

    def exit_seen(*args: object, **kwargs: object) -> None:
        message = kwargs.get("message")
        notices.append(getattr(message, "plain", str(message)))
        real_exit(*args, **kwargs)  # type: ignore[arg-type]

    app.exit = exit_seen  # type: ignore[method-assign]
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()

        def fault() -> None:
            raise Boom("a bug on the table")

        app.call_later(fault)
        for _ in range(50):  # the app is closing: wait for it, not for its screens (Pilot.pause would)
            if notices or app.return_code is not None:
                break
            await asyncio.sleep(0.1)
    return (app.return_code, notices), sorted(tmp_path.glob("crash-*.log"))


async def test_a_fault_saves_logs_and_exits_1(tmp_path: Path) -> None:
    (code, notices), logs = await crash_during_play(tmp_path, "en")
    assert code == 1
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "Boom: a bug on the table" in text and "Traceback" in text
    assert list((tmp_path / "saves").glob("*.json"))  # the match is there for play --resume
    assert len(notices) == 1
    assert notices[0].startswith("error: the game stopped on an unexpected fault; the match is saved")
    assert str(logs[0]) in notices[0] and "\n" not in notices[0]


@pytest.mark.parametrize(("lang", "words"), [("zh-Hant", "錯誤：遊戲遇到意外的問題而停止；比賽已存好"),
                                            ("zh", "错误：游戏遇到意外的问题而停止；比赛已存好")])
async def test_the_notice_is_in_the_players_language(tmp_path: Path, lang: str, words: str) -> None:
    (_, notices), logs = await crash_during_play(tmp_path, lang)
    assert len(notices) == 1 and notices[0].startswith(words) and notices[0].endswith(f" {logs[0]}")
    assert "mahjong-tui play --resume" in notices[0]


async def test_under_pilot_by_default_the_exception_reaches_the_test(tmp_path: Path) -> None:
    with pytest.raises(Boom):
        await crash_during_play(tmp_path, "en", enabled=False)
    assert not list(tmp_path.glob("crash-*.log"))


class RefusingSave:
    def save(self) -> None:
        raise PermissionError(13, "Permission denied", "match.json")


def test_a_save_that_fails_too_is_said_and_logged(tmp_path: Path) -> None:
    try:
        raise Boom("first fault")
    except Boom as error:
        notice = last_resort(error, [RefusingSave()], tmp_path, Strings("en"))
    assert "the match could not be saved." in notice
    log = next(tmp_path.glob("crash-*.log")).read_text(encoding="utf-8")
    assert "Boom: first fault" in log and "saving failed as well" in log and "PermissionError" in log


def test_a_refusing_data_directory_sends_the_log_to_the_temp_directory(tmp_path: Path) -> None:
    blocked = tmp_path / "file-not-dir"
    blocked.write_text("", encoding="utf-8")
    log = write_crash_log(blocked, Boom("x"))
    try:
        assert log.parent != blocked and "Boom: x" in log.read_text(encoding="utf-8")
    finally:
        log.unlink()
