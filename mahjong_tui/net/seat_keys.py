"""The secrets ``join`` keeps, one per seat taken (``<data>/net/seats.json``): joining again with the same
name from the same account gives the secret back to the host, so the seat returns without typing anything.

Kept by (host address, room code, name): the port may change when a host is resumed, the code does not.
Written atomically; a file that cannot be read is set aside and a new one started; a disk that refuses
keeps the secret in memory for this run and says why (``saving_off``).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from mahjong_tui.storage import UnusableFile, keep_aside, read_json_file, write_or_say_why

KEYS_FILE = Path("net") / "seats.json"
KEPT = 50  # the newest seats taken; older ones are forgotten


class SeatKeys:
    """Secrets by (host, code, name), newest first."""

    def __init__(self, home: Path | None) -> None:
        self.path = None if home is None else home / KEYS_FILE
        self.saving_off: str | None = None if home is not None else "no data folder"
        self.entries: list[dict[str, Any]] = self._read()

    def _read(self) -> list[dict[str, Any]]:
        if self.path is None or not self.path.exists():
            return []
        try:
            data = read_json_file(self.path)
        except (OSError, UnusableFile):
            data = None
        entries = data.get("seats") if isinstance(data, dict) else None
        if not isinstance(entries, list) or not all(_entry_ok(e) for e in entries):
            keep_aside(self.path)
            return []
        return entries[:KEPT]

    def secret(self, host: str, code: str, name: str) -> str | None:
        key = _key(host, code, name)
        found = next((e for e in self.entries if _key(e["host"], e["code"], e["name"]) == key), None)
        return None if found is None else str(found["secret"])

    def keep(self, host: str, code: str, name: str, secret: str) -> None:
        key = _key(host, code, name)
        others = [e for e in self.entries if _key(e["host"], e["code"], e["name"]) != key]
        entry = {"host": host, "code": code.upper(), "name": name, "secret": secret,
                 "saved": int(time.time())}
        self.entries = [entry, *others][:KEPT]
        if self.path is not None:
            self.saving_off = write_or_say_why(self.path, {"format": 1, "seats": self.entries})


def _key(host: str, code: str, name: str) -> tuple[str, str, str]:
    return (host.lower(), code.upper(), name.casefold())


def _entry_ok(entry: Any) -> bool:
    return isinstance(entry, dict) and all(
        isinstance(entry.get(field), str) and 0 < len(entry[field]) <= 200
        for field in ("host", "code", "name", "secret"))
