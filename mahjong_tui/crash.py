"""The last resort (issue 15, damaged 4): a fault nobody caught on a screen saves the match, writes the
traceback to ``crash-<UTC time>.log`` in the data directory, and ends the app with exit status 1 and one
notice saying where the log is, instead of a screen of Python.

Every move is already saved as it is applied (atomic writes), so saving here is a last attempt at the
table's current state; it may itself fail (the fault may be in the save), which the log then records too.
A data directory that refuses the log sends it to the system's temporary directory.
"""

from __future__ import annotations

import platform
import tempfile
import traceback
from collections.abc import Iterable
from datetime import UTC, datetime
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from mahjong_tui.i18n import Strings



class SaveState(Protocol):
    @property
    def saving_off(self) -> str | None: ...


class Saving(Protocol):
    """A table's session as the last resort sees it: it saves and checks that ``--resume`` continues what it
    saved, and its store says whether saving is off."""

    @property
    def store(self) -> SaveState: ...

    def save_after_fault(self) -> Path | None:
        """Save; None when ``--resume`` continues the match, else where the save was set aside."""


def _package_version() -> str:
    try:
        return version("mahjong-tui")
    except PackageNotFoundError:
        return "unknown"


def write_crash_log(directory: Path, error: BaseException, notes: Iterable[str] = ()) -> Path:
    """The traceback (and ``notes``) in a new log file in ``directory``, else in the temporary directory."""
    stamp = datetime.now(UTC)
    text = "".join([
        f"mahjong-tui {_package_version()} crashed at {stamp.isoformat(timespec='seconds')}\n",
        f"Python {platform.python_version()} on {platform.platform()}\n\n",
        *traceback.format_exception(error),
        *(f"\n{note}\n" for note in notes),
    ])
    name = f"crash-{stamp.strftime('%Y%m%d-%H%M%S-%f')}.log"
    for folder in (directory, Path(tempfile.gettempdir())):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / name
            path.write_text(text, encoding="utf-8")
            return path
        except OSError:
            continue
    raise OSError(f"no directory takes the crash log {name}")


def last_resort(error: BaseException, sessions: Iterable[Saving], directory: Path, strings: Strings) -> str:
    """Save what can be saved, log the fault, and return the one notice the player reads on exit: it says
    the match is saved only when it is (a refusing disk turns saving off without raising) and when
    ``--resume`` continues it; a match that cannot go on is set aside, and the notice says so (issue 26)."""
    notes: list[str] = []
    outcome = strings("crash.nothing_to_save")
    for session in sessions:
        try:
            kept_as = session.save_after_fault()
            off = session.store.saving_off  # waits for the write under way
        except Exception as exc:  # noqa: BLE001 — the log says why the save failed too
            notes.append("saving failed as well:\n" + "".join(traceback.format_exception(exc)))
            outcome = strings("crash.not_saved")
            break
        if off is not None:
            notes.append(f"saving is off: {off}")
            outcome = strings("crash.saving_off", reason=off)
            break
        if kept_as is not None:
            notes.append(f"the match cannot go on: its save was set aside as {kept_as}")
            outcome = strings("crash.cannot_go_on", path=kept_as)
            break
        outcome = strings("crash.saved")
    log = write_crash_log(directory, error, notes)
    return strings("crash.notice", saved=outcome, log=log)
