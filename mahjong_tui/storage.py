"""Where the app keeps the saved match: the user data directory (platformdirs).

``MAHJONG_TUI_HOME`` overrides the directory (tests). Writes are atomic (a temp file in the same directory,
then ``os.replace``) so a crash mid-save never leaves half a file. A save that cannot be read is renamed
aside (``match.damaged-1.json`` …) and reported, and the caller starts a new game.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from rules.records import write_json_atomic  # the engine's atomic write (temp file, fsync, rename)

HOME_ENV = "MAHJONG_TUI_HOME"
SAVE_NAME = "match.json"
SAVE_FORMAT = 1


class DamagedSave(ValueError):
    """The save file exists but cannot be read back; ``kept_as`` is where it was moved."""

    def __init__(self, reason: str, kept_as: Path) -> None:
        super().__init__(f"{reason}; kept as {kept_as}")
        self.reason = reason
        self.kept_as = kept_as


def data_dir(environ: Mapping[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    override = env.get(HOME_ENV)
    path = Path(override) if override else Path(user_data_dir("mahjong-tui", appauthor=False))
    return path


def keep_aside(path: Path) -> Path:
    """Rename a damaged file to the first free ``<stem>.damaged-N<suffix>`` beside it: never lost."""
    n = 1
    while (kept := path.with_name(f"{path.stem}.damaged-{n}{path.suffix}")).exists():
        n += 1
    os.replace(path, kept)
    return kept


@dataclass(frozen=True)
class SaveStore:
    """The one saved match of a user (a save is the match record plus the app's settings, C-7)."""

    directory: Path

    @property
    def path(self) -> Path:
        return self.directory / SAVE_NAME

    def exists(self) -> bool:
        return self.path.exists()

    def write(self, payload: Mapping[str, Any]) -> None:
        """Write atomically: a temp file beside the save, flushed, then renamed over it."""
        write_json_atomic(self.path, {"format": SAVE_FORMAT, **payload})

    def read(self) -> dict[str, Any] | None:
        """The saved payload, None when there is no save; :class:`DamagedSave` when it cannot be parsed."""
        if not self.path.exists():
            return None
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise self.set_aside(f"cannot read {self.path.name}: {exc}") from exc
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise self.set_aside(f"{self.path.name} is not a mahjong-tui save")
        return data

    def set_aside(self, reason: str) -> DamagedSave:
        """Move the damaged save to the first free ``match.damaged-N.json`` and describe it."""
        return DamagedSave(reason, keep_aside(self.path))

    def clear(self) -> None:
        """The match ended: nothing left to resume."""
        self.path.unlink(missing_ok=True)
