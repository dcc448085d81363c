"""A save killed mid-write (kill -9) leaves its temp file, ``<save>.json.<pid>-<random>.tmp``; the app
removes such leftovers when it starts (issue 26), only its own kind of file and only when no live process
is writing it."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from mahjong_tui.app import make_app
from mahjong_tui.leftovers import OLD_TEMP_AGE, remove_leftover_temps
from mahjong_tui.settings import GameSettings

KILLED_MID_SAVE = textwrap.dedent("""
    import os, signal, sys
    from rules.records import write_json_atomic
    os.replace = lambda *a: os.kill(os.getpid(), signal.SIGKILL)  # killed between the write and the rename
    write_json_atomic(sys.argv[1], {"settings": {}, "match": {"hands": []}})
""")


def killed_mid_save(target: Path) -> Path:
    """The temp file a save leaves when its process is killed before the rename."""
    target.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([sys.executable, "-c", KILLED_MID_SAVE, str(target)], check=False, timeout=60,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == -9
    (left,) = target.parent.glob(f"{target.name}.*.tmp")
    return left


def aged(path: Path, seconds: float) -> Path:
    then = time.time() - seconds
    os.utime(path, (then, then), follow_symlinks=False)
    return path


@pytest.mark.skipif(os.name != "posix", reason="kills with SIGKILL")
async def test_the_app_removes_the_temp_file_of_a_save_killed_mid_write(home: Path) -> None:
    saves = home / "saves"
    left = [killed_mid_save(saves / "20261201-193005-jinshan.json"), killed_mid_save(home / "profile.json"),
            killed_mid_save(saves / "finished" / "20261130-101010-cixi.json")]
    assert all(path.exists() for path in left)
    app = make_app(GameSettings(bot_delay=0.0, lang="en"), show_menu=True, home=home)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert not any(path.exists() for path in left)


@pytest.mark.skipif(os.name != "posix", reason="a live writer is a running process")
def test_only_our_leftovers_no_live_process_writes_are_removed(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    writer = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        live = saves / f"a.json.{writer.pid}-k2j4h5g6.tmp"
        live.write_text("{", encoding="utf-8")
        aged(live, 3600)  # however old: its writer is alive
        old_format = saves / "b.json.x8k2m4n1.tmp"  # earlier versions named no writer: its age tells
        fresh_old_format = saves / "c.json.q7w8e9r0.tmp"
        not_ours = [saves / "notes.tmp", saves / "d.json.tmp", tmp_path / "e.json.123-abcdefgh.tmp.keep"]
        for path in (old_format, fresh_old_format, *not_ours):
            path.write_text("{", encoding="utf-8")
        aged(old_format, OLD_TEMP_AGE + 60)
        folder_like = saves / "f.json.1-abcdefgh.tmp"
        folder_like.mkdir()
        removed = remove_leftover_temps(tmp_path)
        assert removed == [old_format]
        assert live.exists() and fresh_old_format.exists() and folder_like.is_dir()
        assert all(path.exists() for path in not_ours)
    finally:
        writer.kill()
        writer.wait()
    assert remove_leftover_temps(tmp_path) == [live]  # its writer is gone now


def test_a_home_that_cannot_be_listed_is_no_fault(tmp_path: Path) -> None:
    assert remove_leftover_temps(tmp_path / "absent") == []
    assert remove_leftover_temps(Path(os.devnull)) == []
