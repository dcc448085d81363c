"""What the app says about saves is what is true (issue 26): on a disk that filled up after a match was first
saved, quitting says the last good save is kept and from which point (it is still offered); a damaged file
found on the first screen or the Saved list is said to be kept aside, with no "new game" that does not
start."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from mahjong_tui.screens.first import FirstScreen
from mahjong_tui.screens.saved import SavedMatchesScreen
from tests.tui.conftest import new_app, own_turn, settle
from tests.tui.test_entry import heard, menu_app, refuse_writes, the_table


async def test_a_disk_that_fills_mid_match_keeps_the_last_good_save_and_says_from_when(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = new_app(home, variant="jinshan")
    said, left = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await settle(pilot)  # the match's first save is on disk
        saved = app.table_store
        assert saved is not None and saved.exists()
        kept_at = time.strftime("%H:%M", time.localtime(saved.path.stat().st_mtime))
        refuse_writes(monkeypatch)  # then the disk fills up
        await own_turn(pilot, screen)
        await settle(pilot)
        assert the_table(app).session.step > 0
        await pilot.press("ctrl+q")
    assert any(s.startswith("saving is off") for s in said)
    message = str(left[0])
    assert "could not be kept" not in message
    assert "last good save" in message and "hand 1" in message and kept_at in message
    assert "mahjong-tui play --resume" in message
    assert saved.exists()  # and it is what Resume offers


async def test_a_disk_that_fills_mid_match_says_so_in_chinese(home: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    app = new_app(home, variant="jinshan", lang="zh-Hans")
    _, left = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await settle(pilot)
        refuse_writes(monkeypatch)
        await own_turn(pilot, screen)
        await settle(pilot)
        await pilot.press("ctrl+q")
    assert "第 1 局" in str(left[0]) and "mahjong-tui play --resume" in str(left[0])


def junk(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    return path


async def test_junk_on_the_saved_list_is_kept_aside_and_no_game_is_said_to_start(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    junk(home / "saves" / "finished" / "20260101-120000-jinshan.json")
    app = menu_app(home)
    said, _ = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, FirstScreen)
        app.open_saved()
        await pilot.pause()
        assert isinstance(app.screen, SavedMatchesScreen)
    assert len(said) == 1 and "new game" not in said[0]
    assert "20260101-120000-jinshan.json" in said[0]
    assert "kept aside as" in said[0] and "20260101-120000-jinshan.damaged-1.json" in said[0]
    assert (home / "saves" / "finished" / "20260101-120000-jinshan.damaged-1.json").exists()


async def test_junk_seen_by_the_first_screen_is_said_the_same_way(home: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    junk(home / "saves" / "20260101-120000-cixi.json")
    app = menu_app(home, lang="zh-Hant")
    said, _ = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, FirstScreen)
    assert len(said) == 1 and "新遊戲" not in said[0] and "已另存為" in said[0]
