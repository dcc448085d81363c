"""Issue 15, damaged 4: a fault nobody caught on a screen saves the match, writes the traceback to a log in
the data directory, and ends the app with exit status 1 and one notice naming the log."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.crash import last_resort, write_crash_log
from mahjong_tui.i18n import Strings
from mahjong_tui.settings import GameSettings


class Boom(RuntimeError):
    pass


def exit_notices(app: MahjongApp) -> list[str]:
    """The messages the app gives App.exit, as text, as they come."""
    notices: list[str] = []
    real_exit = app.exit

    def exit_seen(*args: object, **kwargs: object) -> None:
        message = kwargs.get("message")
        notices.append(getattr(message, "plain", str(message)))
        real_exit(*args, **kwargs)  # type: ignore[arg-type]

    app.exit = exit_seen  # type: ignore[method-assign]
    return notices


async def crash_during_play(tmp_path: Path, lang: str, *, enabled: bool = True, home: Path | None = None,
                            show_menu: bool = False) -> tuple[object, list[Path]]:
    settings = GameSettings(variant="cixi", lang=lang, seed=5, bot_delay=0.0,
                            seats=("human", "bot", "bot", "bot"))
    app = make_app(settings, home=home or tmp_path, show_menu=show_menu)
    app.last_resort = enabled
    notices = exit_notices(app)
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


class Store:
    def __init__(self, saving_off: str | None = None) -> None:
        self.saving_off = saving_off


class RefusingSave:
    store = Store()

    def save_after_fault(self) -> Path | None:
        raise PermissionError(13, "Permission denied", "match.json")


class SavingOff:
    """A session whose store turned saving off: ``save`` returns (a refusing disk is reported, not raised)."""

    store = Store("cannot write match.json: [Errno 28] No space left on device")  # as storage.py words it

    def save_after_fault(self) -> Path | None:
        return None


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


FULL_DISK = "cannot write match.json: [Errno 28] No space left on device"


@pytest.mark.parametrize(("lang", "words"), [
    ("en", f"; saving is off ({FULL_DISK}): the match was not saved."),
    ("zh-Hant", f"；存檔已關閉（{FULL_DISK}）：這場比賽沒有存下。"),
    ("zh", f"；存档已关闭（{FULL_DISK}）：这场比赛没有存下。"),
])
def test_saving_off_is_said_not_a_saved_match(tmp_path: Path, lang: str, words: str) -> None:
    notice = last_resort(Boom("x"), [SavingOff()], tmp_path, Strings(lang))
    assert words in notice
    assert "--resume" not in notice
    log = next(tmp_path.glob("crash-*.log")).read_text(encoding="utf-8")
    assert f"saving is off: {FULL_DISK}" in log


@pytest.mark.parametrize(("lang", "words"), [("en", "; no match was on the table, so nothing needed saving."),
                                            ("zh-Hant", "；沒有進行中的比賽要存。"),
                                            ("zh", "；没有进行中的比赛要存。")])
def test_with_no_match_on_the_table_nothing_is_said_saved(tmp_path: Path, lang: str, words: str) -> None:
    notice = last_resort(Boom("x"), [], tmp_path, Strings(lang))
    assert words in notice and "--resume" not in notice


async def test_a_fault_on_the_first_screen_says_nothing_was_saved(tmp_path: Path) -> None:
    (code, notices), logs = await crash_during_play(tmp_path, "en", show_menu=True)
    assert code == 1 and len(logs) == 1
    expected = ("error: the game stopped on an unexpected fault; no match was on the table, so "
                f"nothing needed saving. The details are in {logs[0]}")
    assert notices == [expected]


async def test_a_fault_while_the_disk_refuses_says_saving_is_off(tmp_path: Path) -> None:
    home = tmp_path / "not-a-folder"
    home.write_text("", encoding="utf-8")  # every save (and the log) is refused there
    (code, notices), _ = await crash_during_play(tmp_path, "en", home=home)
    assert code == 1 and len(notices) == 1
    log = Path(notices[0].rsplit(" The details are in ", 1)[1])
    try:
        assert "; saving is off (" in notices[0] and "the match was not saved." in notices[0]
        assert "the match is saved" not in notices[0]
        assert "Boom: a bug on the table" in log.read_text(encoding="utf-8")
    finally:
        log.unlink()
