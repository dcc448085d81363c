"""Temp files of saves killed mid-write, removed when the app starts (issue 26).

A save is written to ``<save>.json.<pid>-<random>.tmp`` and renamed over the save
(:func:`rules.records.write_json_atomic`); a process killed between the two (kill -9, a power cut) leaves the
temp file, which nothing would ever remove. At start the app removes the ones that are its own kind of file
(the name, a regular file, in its own folders) and that nobody is writing: the writer named in the file is
not running (a temp of earlier versions, which names no writer, once it is :data:`OLD_TEMP_AGE` old).
"""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

from rules.records import TEMP_NAME

FOLDERS = (".", "saves", "saves/finished")  # where the app writes: profile, saves, finished matches
OLD_TEMP_AGE = 10 * 60  # seconds: a write takes milliseconds, so an older temp without a writer is left over


def writer_running(pid: int) -> bool:
    """Whether a process ``pid`` runs (this one included). Without POSIX signals it is taken as running."""
    if os.name != "posix" or pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except OSError:  # PermissionError: it exists, another user's
        return True
    return True


def is_leftover(path: Path, now: float) -> bool:
    """A temp file of ours that no running process is writing."""
    named = TEMP_NAME.fullmatch(path.name)
    if named is None:
        return False
    try:
        info = path.lstat()  # a link or a folder of that name is not ours
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode):
        return False
    pid = named["pid"]
    if pid is None or os.name != "posix":
        return now - info.st_mtime > OLD_TEMP_AGE
    return not writer_running(int(pid))


def remove_leftover_temps(home: Path) -> list[Path]:
    """Remove the leftover temp files in the app's folders; the ones removed. A folder that cannot be
    listed, or a file that cannot be removed, is left as it is: this is tidying, never a reason to stop."""
    removed, now = [], time.time()
    for folder in (home / name for name in FOLDERS):
        try:
            candidates = sorted(folder.glob("*.tmp"))
        except OSError:
            continue
        for path in candidates:
            if not is_leftover(path, now):
                continue
            try:
                path.unlink()
            except OSError:
                continue
            removed.append(path)
    return removed
