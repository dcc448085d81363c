"""The player's profile (issue 10): matches and hands played, hands won, lifetime chips with the JH-30 title,
per variant, and drill accuracy. Kept as ``profile.json`` in the user data directory
(:func:`mahjong_tui.storage.data_dir`), written atomically; a profile that cannot be read is renamed aside
(``profile.damaged-1.json``), reported, and a fresh one starts — the damaged file is never lost.

Whose results count: the local player is the first human chair. In pass-and-play (several humans) the
profile follows that first chair, as the person who started the game.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from mahjong_tui.storage import keep_aside, write_json_atomic
from rules.variants.jinhua.titles import next_title, title_for

PROFILE_NAME = "profile.json"
PROFILE_FORMAT = "mahjong-tui/profile/1"


@dataclass
class VariantTally:
    hands: int = 0
    wins: int = 0
    chips: int = 0


@dataclass
class Profile:
    matches: int = 0
    hands: int = 0
    wins: int = 0
    chips: int = 0  # lifetime chips of the local player (JH-30 titles read this)
    by_variant: dict[str, VariantTally] = field(default_factory=dict)
    drills_asked: int = 0
    drills_right: int = 0
    drills_by_variant: dict[str, list[int]] = field(default_factory=dict)  # variant -> [asked, right]
    last_hand: str = ""  # the key of the last hand booked: a result shown twice (resume) counts once

    def title(self) -> tuple[str, str]:
        """JH-30: the (Chinese, English) title for the lifetime chips."""
        return title_for(self.chips)

    def next_title(self) -> tuple[int, str, str] | None:
        """JH-30: the next rung above the title held."""
        return next_title(self.chips)

    def record_hand(self, key: str, variant: str, net: int, won: bool, *, match_over: bool = False) -> bool:
        """Book one finished hand of the local player; False (nothing changed) if ``key`` was just booked."""
        if key == self.last_hand:
            return False
        self.last_hand = key
        tally = self.by_variant.setdefault(variant, VariantTally())
        self.hands += 1
        tally.hands += 1
        self.chips += net
        tally.chips += net
        if won:
            self.wins += 1
            tally.wins += 1
        if match_over:
            self.matches += 1
        return True

    def record_drill(self, right: bool, variant: str = "") -> None:
        self.drills_asked += 1
        self.drills_right += int(right)
        if variant:
            asked, got = self.drill_tally(variant)
            self.drills_by_variant[variant] = [asked + 1, got + int(right)]

    def drill_tally(self, variant: str) -> tuple[int, int]:
        """(asked, right) of the drills of one variant."""
        asked, right = self.drills_by_variant.get(variant, [0, 0])
        return asked, right

    @property
    def drill_percent(self) -> int:
        return round(100 * self.drills_right / self.drills_asked) if self.drills_asked else 0

    def to_json(self) -> dict[str, Any]:
        return {"format": PROFILE_FORMAT, **asdict(self)}

    @classmethod
    def from_json(cls, data: Any) -> Profile:
        if not isinstance(data, dict) or data.get("format") != PROFILE_FORMAT:
            raise ValueError("not a mahjong-tui profile")
        counts = {key: int(data.get(key, 0)) for key in
                  ("matches", "hands", "wins", "chips", "drills_asked", "drills_right")}
        by_variant = {str(v): VariantTally(int(t["hands"]), int(t["wins"]), int(t["chips"]))
                      for v, t in dict(data.get("by_variant", {})).items()}
        if any(value < 0 for key, value in counts.items() if key != "chips"):
            raise ValueError("negative counts")
        drills = {str(v): [int(n) for n in t] for v, t in dict(data.get("drills_by_variant", {})).items()}
        if any(len(t) != 2 or not 0 <= t[1] <= t[0] for t in drills.values()):
            raise ValueError("drill counts out of range")
        return cls(**counts, by_variant=by_variant, drills_by_variant=drills, last_hand=str(data.get("last_hand", "")))


@dataclass(frozen=True)
class ProfileStore:
    directory: Path

    @property
    def path(self) -> Path:
        return self.directory / PROFILE_NAME

    def load(self) -> tuple[Profile, Path | None]:
        """The profile (a new one if there is none) and, when the file was damaged, where it was kept."""
        if not self.path.exists():
            return Profile(), None
        try:
            return Profile.from_json(json.loads(self.path.read_text(encoding="utf-8"))), None
        except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, AttributeError):
            return Profile(), keep_aside(self.path)

    def save(self, profile: Profile) -> None:
        write_json_atomic(self.path, profile.to_json())

    def update(self, change: Any) -> tuple[Profile, Path | None]:
        """Load, apply ``change(profile)``, save: the one way the app writes the profile."""
        profile, damaged = self.load()
        change(profile)
        self.save(profile)
        return profile, damaged
