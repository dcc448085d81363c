"""Where the app keeps its files: the user data directory (platformdirs), ``MAHJONG_TUI_HOME`` overriding it.

Every started match has its own save, ``saves/<started>-<variant>.json`` (issue 19: a new match never
deletes another); a finished match moves to ``saves/finished/`` for the replay menu, the newest
:data:`FINISHED_KEPT` kept. ``match.json`` at the top of the directory is the single save of earlier versions
and is listed with the others.

Writes are atomic (a temp file in the same directory, then ``os.replace``) so a crash mid-save never leaves
half a file. A save that cannot be read or used is renamed aside (``….damaged-1.json``), reported, and never
tried again. A disk that refuses a write turns saving off with a reason ("saving is off: …"); play goes on
and the next write tries again (issue 15, damaged files 1–2).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from mahjong_tui.safe_read import RECORD_BYTES, ReadRefused, read_json
from rules.records import write_json_atomic  # the engine's atomic write (temp file, fsync, rename)
from rules.refusal import Refusal, reason_of

HOME_ENV = "MAHJONG_TUI_HOME"
SAVE_NAME = "match.json"  # the one save of earlier versions, still listed and resumed
SAVES_DIR = "saves"
FINISHED_DIR = "finished"
FINISHED_KEPT = 20
SAVE_FORMAT = 3  # 3: the open hot-seat claim window ("calls"); 2 had its looks ("looks"), 1 neither
READ_FORMATS = (1, 2, 3)
MAX_DEPTH = 32  # a save or profile nests a few levels; anything deeper is not ours

SavingOff = Callable[[str], None]  # told why a write failed ("" when saving works again)


class UnusableFile(ValueError):
    """A file the app wrote once but cannot use now; the message says why, in a phrase."""


class NoHome(OSError):
    """Neither ``MAHJONG_TUI_HOME`` nor a home directory says where the app's files go."""


class DamagedSave(ValueError):
    """The save exists but cannot be used; ``kept_as`` is where it was moved (None: it could not be moved)."""

    def __init__(self, reason: str, kept_as: Path | None, path: Path | None = None) -> None:
        where = f"kept as {kept_as}" if kept_as is not None else f"left at {path}"
        super().__init__(f"{reason}; {where}")
        self.reason = reason
        self.kept_as = kept_as
        self.path = path if path is not None else kept_as


def data_dir(environ: Mapping[str, str] | None = None) -> Path:
    """The app's directory; :class:`NoHome` when neither the override nor a home directory gives one."""
    env = os.environ if environ is None else environ
    override = env.get(HOME_ENV)
    if override:
        return Path(override)
    path = Path(user_data_dir("mahjong-tui", appauthor=False))
    if not path.is_absolute():  # HOME unset and no passwd entry: platformdirs answers "~/.local/…"
        raise NoHome(f"no home directory (set HOME or {HOME_ENV})")
    return path


def read_json_file(path: Path, max_bytes: int = RECORD_BYTES) -> Any:
    """A JSON file the app wrote, read as untrusted (:func:`mahjong_tui.safe_read.read_json`: a regular
    file, capped, UTF-8, bounded depth and numbers, no NaN). :class:`UnusableFile` says what is wrong,
    without the file's name (the caller names it)."""
    try:
        return read_json(path, max_bytes=max_bytes, max_depth=MAX_DEPTH)
    except ReadRefused as exc:
        raise UnusableFile(exc.why) from exc


def not_replayed(error: BaseException) -> Refusal:
    """A save whose match cannot be replayed, with the reason inside (a refusal where there is one)."""
    return Refusal.of("", "save_not_replayed", "cannot replay the saved match: {detail}",
                      detail=reason_of(error))


def _unreadable(error: OSError | UnusableFile) -> str:
    """Why a file could not be read: the system's refusal with its number (the words are the system's, in
    English), else the reader's reason."""
    if isinstance(error, OSError):
        return Refusal.worded(str(error), "", "system_refused", {"n": error.errno or 0})
    return reason_of(error)


def keep_aside(path: Path) -> Path | None:
    """Rename a damaged file to the first free ``<stem>.damaged-N<suffix>`` beside it: never lost.
    None when the directory refuses the rename (read-only): the file stays where it is."""
    n = 1
    while (kept := path.with_name(f"{path.stem}.damaged-{n}{path.suffix}")).exists():
        n += 1
    try:
        os.replace(path, kept)
    except OSError:
        return None
    return kept


def write_or_say_why(path: Path, payload: Mapping[str, Any]) -> str | None:
    """Write atomically; the reason in a phrase when the file system refuses (nothing raised)."""
    try:
        write_json_atomic(path, payload)
    except OSError as exc:
        return f"{exc.strerror or exc.__class__.__name__}: {exc.filename or path}"
    return None


# One writer for every save of the process, in the order the saves were made: a store reading a file another
# store wrote behind (the menu resuming the match just left) waits for it like the writer's own store.
_WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="save")
_newest_write: Future[str | None] | None = None


def wait_for_writes() -> None:
    """Return once every save handed to the writer is on disk (or refused)."""
    if _newest_write is not None:
        wait([_newest_write])


class SaveStore:
    """One saved match (the match record plus the app's settings, C-7), written after every action.

    A write after the first goes to the process's writer thread, so its fsync (~10-20 ms) is not spent on
    the event loop between the key and the repaint. The one writer takes the saves in the order they were
    made; a read, a clear, ``exists`` and ``saving_off`` first wait for the writes under way, and at exit the
    interpreter waits for them too (concurrent.futures joins its workers), so no move is lost on quit.

    ``saving_off`` is the reason the last write failed (None while saving works); ``on_saving_off`` is told
    each time that changes (on the caller's thread, at the next write or when ``saving_off`` is asked), so
    the table can say "saving is off: …" once instead of losing the move.
    """

    def __init__(self, directory: Path, name: str = SAVE_NAME, *, on_saving_off: SavingOff | None = None,
                 no_home: str | None = None) -> None:
        self.directory = directory
        self.name = name
        self.on_saving_off = on_saving_off
        self.no_home = no_home
        self._saving_off: str | None = None
        self._last: Future[str | None] | None = None  # the newest write given to the writer
        self._written = False  # whether this store has written once (the first write is not behind)

    def __repr__(self) -> str:
        return f"SaveStore({self.path})"

    @property
    def path(self) -> Path:
        return self.directory / self.name

    @property
    def saving_off(self) -> str | None:
        self.flush()
        return self._saving_off

    def exists(self) -> bool:
        self.flush()
        return self.path.exists()

    def write(self, payload: Mapping[str, Any]) -> None:
        """Write atomically, behind the caller after the first time; a refusing disk turns saving off
        (reported, not raised) and play goes on."""
        if self.no_home:
            self._report(self.no_home)
            return
        record = {"format": SAVE_FORMAT, **payload}
        if not self._written:  # the file is made at once: a new save's name is taken when write returns
            self._written = True
            self._report(write_or_say_why(self.path, record))
            return
        if self._last is not None and self._last.done():
            self.flush()  # says what the previous write found, without waiting
        global _newest_write
        self._last = _newest_write = _WRITER.submit(write_or_say_why, self.path, record)

    @property
    def write_under_way(self) -> Future[str | None] | None:
        """The newest write handed to the writer thread, None when none is behind: a host awaits it before
        telling its players of a move, so the disk always holds what they were shown (issue 30)."""
        return self._last

    def flush(self) -> None:
        """Wait for the writes under way, then say whether saving is off; a fault (not a refusing disk) in
        one of them is raised here."""
        wait_for_writes()
        last, self._last = self._last, None
        if last is not None:
            self._report(last.result())

    def _report(self, problem: str | None) -> None:
        if problem != self._saving_off:
            self._saving_off = problem
            if self.on_saving_off is not None:
                self.on_saving_off(problem or "")

    def read(self) -> dict[str, Any] | None:
        """The saved payload, None when there is no save; :class:`DamagedSave` when it cannot be used. Only
        the file's shape is checked here; :meth:`TableSession.resume` replays it and sets it aside too."""
        if not self.exists():
            return None
        try:
            data = read_json_file(self.path)
        except (OSError, UnusableFile) as exc:
            raise self.set_aside(Refusal.of("", "save_unreadable", "cannot read {file}: {detail}",
                                            file=self.path.name, detail=_unreadable(exc))) from exc
        if not isinstance(data, dict) or data.get("format") not in READ_FORMATS:
            raise self.set_aside(Refusal.of("", "not_a_save", "{file} is not a mahjong-tui save",
                                            file=self.path.name))
        return data

    def set_aside(self, reason: str) -> DamagedSave:
        """Move the damaged save to the first free ``<name>.damaged-N.json`` and describe it."""
        self.flush()
        return DamagedSave(reason, keep_aside(self.path), self.path)

    def clear(self) -> None:
        """The match ended: nothing left to resume; the record moves to ``finished/`` for replays."""
        self.flush()
        if self.path.parent.name != SAVES_DIR or not self.path.exists():
            self._remove(self.path)
            return
        finished = self.path.parent / FINISHED_DIR
        try:
            finished.mkdir(exist_ok=True)
            os.replace(self.path, finished / self.name)
        except OSError:
            self._remove(self.path)
            return
        for old in sorted(finished.glob("*.json"), key=_modified, reverse=True)[FINISHED_KEPT:]:
            self._remove(old)

    @staticmethod
    def _remove(path: Path) -> None:
        try:
            path.unlink(missing_ok=True)
        except OSError:  # a read-only directory: the save stays, resumable, which loses nothing
            pass


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


@dataclass(frozen=True)
class SavedMatch:
    """One save as the menu lists it: its store and what the player recognises it by."""

    store: SaveStore
    variant: str
    seats: tuple[str, ...]
    hand: int
    saved_at: float  # seconds since the epoch (the file's time)
    finished: bool = False


class Saves:
    """All saved matches in the data directory, newest first; :meth:`new_save` names one per started match."""

    def __init__(self, directory: Path, *, on_saving_off: SavingOff | None = None,
                 no_home: str | None = None) -> None:
        self.directory = directory
        self.on_saving_off = on_saving_off
        self.no_home = no_home

    @property
    def folder(self) -> Path:
        return self.directory / SAVES_DIR

    def store(self, path: Path) -> SaveStore:
        return SaveStore(path.parent, path.name, on_saving_off=self.on_saving_off, no_home=self.no_home)

    def new_save(self, variant: str, now: float | None = None) -> SaveStore:
        """A fresh file for a match started now: ``20261201-193005-jinshan.json`` (never an existing one)."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if now is None else now))
        name, n = f"{stamp}-{variant}.json", 1
        while (self.folder / name).exists():
            n += 1
            name = f"{stamp}-{variant}-{n}.json"
        return self.store(self.folder / name)

    def paths(self, finished: bool = False) -> list[Path]:
        """Save files, newest first (the legacy ``match.json`` among the unfinished ones)."""
        wait_for_writes()  # their times and contents as last saved
        folder = self.folder / FINISHED_DIR if finished else self.folder
        try:
            found = [p for p in folder.glob("*.json") if ".damaged-" not in p.name]
        except OSError:
            found = []
        legacy = self.directory / SAVE_NAME
        if not finished and legacy.is_file():
            found.append(legacy)
        return sorted(found, key=_modified, reverse=True)

    def listed(self, finished: bool = False) -> tuple[list[SavedMatch], list[DamagedSave]]:
        """The saves the menu can offer, newest first, and the damaged ones found (now set aside)."""
        matches: list[SavedMatch] = []
        damaged: list[DamagedSave] = []
        for path in self.paths(finished):
            store = self.store(path)
            try:
                data = store.read()
                if data is not None:
                    matches.append(describe(store, data, finished))
            except DamagedSave as bad:
                damaged.append(bad)
        return matches, damaged

    def latest(self) -> SaveStore | None:
        paths = self.paths()
        return self.store(paths[0]) if paths else None


def describe(store: SaveStore, data: Mapping[str, Any], finished: bool = False) -> SavedMatch:
    """What a save's settings and record say about it; :class:`DamagedSave` when they cannot be read."""
    from mahjong_tui.settings import GameSettings, saved_options

    try:
        settings = GameSettings.from_json(data["settings"])
        saved_options(settings.variant, data["match"].get("options", {}), data["settings"])  # issue 26
        played = data["match"].get("hands", [])
        if not isinstance(played, list):
            raise UnusableFile("match.hands is not a list")
        hand = len(played) + (0 if finished and played else 1)
    except (KeyError, ValueError, AttributeError, TypeError) as exc:
        raise store.set_aside(not_replayed(exc)) from exc
    return SavedMatch(store, settings.variant, settings.seats, hand, _modified(store.path), finished)
