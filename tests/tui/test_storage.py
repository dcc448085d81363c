"""The save store: one save per started match, listed newest first, atomic writes, unusable saves set aside
(issue 9, issue 19 bug 1, issue 15 damaged files 1–2), and the settings a save carries checked field by
field."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui import storage
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import HOME_ENV, DamagedSave, NoHome, Saves, SaveStore, data_dir

SETTINGS = GameSettings(seed=5).to_json()
MATCH: dict[str, Any] = {"format": "mahjong-tui/match/1", "hands": []}


def a_save(**changes: Any) -> dict[str, Any]:
    return {"format": 1, "settings": {**SETTINGS, **changes}, "match": MATCH, "first_wall": None}


def test_home_env_overrides_user_data_dir(tmp_path: Path) -> None:
    assert data_dir({HOME_ENV: str(tmp_path)}) == tmp_path
    assert data_dir({}).name == "mahjong-tui"


def test_no_home_at_all_is_said_not_guessed(monkeypatch: pytest.MonkeyPatch) -> None:
    # HOME unset and no passwd entry: platformdirs answers a relative "~/.local/share/…"
    monkeypatch.setattr(storage, "user_data_dir", lambda *a, **k: "~/.local/share/mahjong-tui")
    with pytest.raises(NoHome, match="no home directory"):
        data_dir({})


def test_write_then_read_round_trips_and_leaves_no_temp_file(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "home")
    store.write({"settings": SETTINGS, "match": MATCH})
    assert store.read() == {"format": storage.SAVE_FORMAT, "settings": SETTINGS, "match": MATCH}
    assert [p.name for p in store.directory.iterdir()] == ["match.json"]


def test_missing_save_reads_as_none(tmp_path: Path) -> None:
    assert SaveStore(tmp_path).read() is None


DEEP = "[" * 990 + "]" * 990


@pytest.mark.parametrize("content", [
    "{not json", '["a list"]', '{"format": 99}', '{"format": 1, "settings": Infinity}',
    '{"format": 1, "settings": NaN, "match": {}}', DEEP, '{"format": 1, "settings": ' + DEEP + "}"])
def test_damaged_save_is_kept_aside_with_a_clear_reason(tmp_path: Path, content: str) -> None:
    store = SaveStore(tmp_path)
    store.path.write_text(content, encoding="utf-8")
    with pytest.raises(DamagedSave) as info:
        store.read()
    assert info.value.kept_as == tmp_path / "match.damaged-1.json"
    assert info.value.kept_as.read_text(encoding="utf-8") == content
    assert not store.exists()
    store.path.write_text(content, encoding="utf-8")
    with pytest.raises(DamagedSave) as again:
        store.read()
    assert again.value.kept_as is not None and again.value.kept_as.name == "match.damaged-2.json"


def test_a_save_that_is_not_utf8_or_not_a_file_is_kept_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.write_bytes(b'{"format": 1, "x": "\xff"}')
    with pytest.raises(DamagedSave, match="not UTF-8"):
        store.read()
    store.path.mkdir()
    with pytest.raises(DamagedSave):
        store.read()


def test_a_damaged_save_in_a_read_only_directory_is_left_where_it_is(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)
    store.path.write_text("{garbage", encoding="utf-8")

    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.os, "replace", refuse)
    with pytest.raises(DamagedSave) as info:
        store.read()
    assert info.value.kept_as is None and info.value.path == store.path
    assert "left at" in str(info.value) and store.path.read_text(encoding="utf-8") == "{garbage"


def test_a_refusing_disk_turns_saving_off_once_and_on_again(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[str] = []
    store = SaveStore(tmp_path, on_saving_off=told.append)
    real_write = storage.write_json_atomic

    def read_only(path: object, data: object) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(storage, "write_json_atomic", read_only)
    store.write({"match": {}})
    store.write({"match": {}})
    assert store.saving_off is not None and "Permission denied" in store.saving_off
    assert told == [store.saving_off]  # said once, not at every move
    monkeypatch.setattr(storage, "write_json_atomic", real_write)
    store.write({"match": {}})
    assert store.saving_off is None and told[-1] == "" and store.exists()


def test_no_home_means_every_write_is_refused_with_the_reason(tmp_path: Path) -> None:
    told: list[str] = []
    store = Saves(Path(os.devnull), no_home="no home directory", on_saving_off=told.append).new_save("cixi")
    store.write({"match": {}})
    assert told == ["no home directory"] and not store.exists()


def test_every_started_match_has_its_own_save_listed_newest_first(tmp_path: Path) -> None:
    saves = Saves(tmp_path)
    first = saves.new_save("jinshan", now=1_000_000)
    first.write(a_save(variant="jinshan"))
    second = saves.new_save("jinshan", now=1_000_000)  # same second: still a new file
    second.write(a_save(variant="jinshan"))
    os.utime(first.path, (1_000_000, 1_000_000))
    os.utime(second.path, (1_000_100, 1_000_100))
    third = saves.new_save("shanghai")
    third.write(a_save(variant="shanghai"))
    assert len({first.path, second.path, third.path}) == 3
    listed, damaged = saves.listed()
    assert damaged == []
    assert [s.store.path for s in listed] == [third.path, second.path, first.path]
    assert [s.variant for s in listed] == ["shanghai", "jinshan", "jinshan"]
    assert listed[0].hand == 1 and listed[0].seats == GameSettings().seats
    latest = saves.latest()
    assert latest is not None and latest.path == third.path


def test_the_save_of_earlier_versions_is_listed_too(tmp_path: Path) -> None:
    (tmp_path / "match.json").write_text(json.dumps(a_save(variant="cixi")), encoding="utf-8")
    listed, _ = Saves(tmp_path).listed()
    assert [(s.store.path.name, s.variant) for s in listed] == [("match.json", "cixi")]


def test_an_unusable_save_is_set_aside_when_listed(tmp_path: Path) -> None:
    saves = Saves(tmp_path)
    good, bad = saves.new_save("jinshan"), saves.new_save("jinhua")
    good.write(a_save())
    bad.write(a_save(variant="mahjong-on-mars"))
    listed, damaged = saves.listed()
    assert [s.store.path for s in listed] == [good.path]
    assert len(damaged) == 1 and "settings.variant" in damaged[0].reason
    assert damaged[0].kept_as is not None and damaged[0].kept_as.exists() and not bad.exists()
    again, none = saves.listed()
    assert [s.store.path for s in again] == [good.path] and none == []  # never tried again


def test_a_finished_match_moves_to_the_replays_and_only_the_newest_are_kept(tmp_path: Path) -> None:
    saves = Saves(tmp_path)
    for n in range(storage.FINISHED_KEPT + 2):
        store = saves.new_save(f"jinshan-{n}")
        store.write(a_save())
        os.utime(store.path, (1_000_000 + n, 1_000_000 + n))
        store.clear()
        assert not store.exists()
    assert saves.listed() == ([], [])
    finished, _ = saves.listed(finished=True)
    assert len(finished) == storage.FINISHED_KEPT and all(s.finished for s in finished)
    assert finished[0].store.path.name.endswith("jinshan-21.json")


@pytest.mark.parametrize(("change", "field"), [
    ({"variant": "mars"}, "settings.variant"), ({"lang": "fr"}, "settings.lang"),
    ({"seats": ["human", "bot", "bot"]}, "settings.seats"),
    ({"seats": ["human", "bot", "bot", "gpt"]}, "settings.seats"),
    ({"seed": True}, "settings.seed"), ({"seed": 10**40}, "settings.seed"), ({"hands": -1}, "settings.hands"),
    ({"bot_delay": 1e308}, "settings.bot_delay"), ({"tile_style": "emoji"}, "settings.tile_style"),
    ({"auto_pass": []}, "settings.auto_pass"), ({"options": {"ante": 2}}, "settings.options.ante"),
    ({"variant": "jinhua", "options": {"ante": "abc"}}, "settings.options.ante"),
    ({"variant": "shanghai", "options": {"swap_tiles": "maybe"}}, "settings.options.swap_tiles"),
    ({"practice": "yes"}, "settings.practice")])
def test_settings_from_a_save_are_checked_field_by_field(change: dict[str, Any], field: str) -> None:
    with pytest.raises(ValueError, match=field.replace(".", r"\.")):
        GameSettings.from_json({**SETTINGS, **change})


def test_good_settings_round_trip() -> None:
    settings = GameSettings(variant="shanghai", seed=9, options={"stack": 100, "swap_tiles": True})
    assert GameSettings.from_json(settings.to_json()) == settings


@pytest.mark.parametrize("payload", [{}, {"settings": [], "match": {}}, {"settings": SETTINGS, "match": 5},
                                     {"settings": {**SETTINGS, "variant": "mars"}, "match": MATCH},
                                     {"settings": SETTINGS, "match": MATCH, "first_wall": 5}])
def test_resume_sets_aside_any_save_it_cannot_replay(tmp_path: Path, payload: dict[str, Any]) -> None:
    from mahjong_tui.session import TableSession

    store = SaveStore(tmp_path)
    store.write(payload)
    with pytest.raises(DamagedSave, match="cannot replay the saved match") as info:
        TableSession.resume(store)
    assert info.value.kept_as is not None and info.value.kept_as.exists() and not store.exists()


@pytest.mark.parametrize(("content", "zh"),
                         [(DEEP, "讀不出來：括號套了超過 32 層"),
                          ('{"a": Infinity}', "讀不出來：Infinity 不是 JSON 的數字")])
def test_the_new_reasons_read_in_chinese(tmp_path: Path, content: str, zh: str) -> None:
    from mahjong_tui.i18n import Strings
    from mahjong_tui.reason_text import error_text

    store = SaveStore(tmp_path)
    store.path.write_text(content, encoding="utf-8")
    with pytest.raises(DamagedSave) as info:
        store.read()
    assert zh in error_text(info.value.reason, Strings("zh-Hant"))


def test_saves_after_the_first_are_written_behind_in_order_and_waited_for(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The fsync is off the caller's thread; one writer takes the saves in order, so none is lost and the
    file holds the newest move once anything is asked of the store."""
    import threading

    store = SaveStore(tmp_path)
    store.write({"match": {"moves": 0}})  # the first write makes the file before returning
    assert json.loads(store.path.read_text(encoding="utf-8"))["match"] == {"moves": 0}
    real_write = storage.write_json_atomic
    let_go = threading.Event()
    written: list[object] = []

    def slow_disk(path: Path, data: dict[str, Any]) -> None:
        let_go.wait(5)
        real_write(path, data)
        written.append(data["match"])

    monkeypatch.setattr(storage, "write_json_atomic", slow_disk)
    store.write({"match": {"moves": 1}})
    store.write({"match": {"moves": 2}})
    assert written == []  # both returned while the disk is still busy
    let_go.set()
    assert store.saving_off is None  # asking waits for the writes under way
    assert written == [{"moves": 1}, {"moves": 2}]
    assert json.loads(store.path.read_text(encoding="utf-8"))["match"] == {"moves": 2}


def test_quitting_right_after_a_move_still_saves_it(tmp_path: Path) -> None:
    """The interpreter waits for the writer at exit, so the last move is on disk."""
    import subprocess
    import sys

    program = f"""
import time
from pathlib import Path
from mahjong_tui import storage
real = storage.write_json_atomic
def slow_disk(path, data):
    time.sleep(0.3)
    real(path, data)
storage.write_json_atomic = slow_disk
store = storage.SaveStore(Path({str(tmp_path)!r}))
store.write({{"match": {{"moves": 0}}}})
store.write({{"match": {{"moves": 1}}}})
"""
    subprocess.run([sys.executable, "-c", program], check=True, timeout=60)
    assert json.loads((tmp_path / storage.SAVE_NAME).read_text(encoding="utf-8"))["match"] == {"moves": 1}


def test_a_fault_in_a_write_behind_is_raised_to_the_caller(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)
    store.write({"match": {}})

    def broken(path: object, data: object) -> None:
        raise TypeError("not JSON")

    monkeypatch.setattr(storage, "write_json_atomic", broken)
    store.write({"match": {}})
    with pytest.raises(TypeError, match="not JSON"):
        store.flush()
