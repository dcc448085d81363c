"""The player's profile (issue 10): matches and hands played, hands won, lifetime chips with the JH-30 title,
per variant, and drill accuracy. Kept as ``profile.json`` in the user data directory
(:func:`mahjong_tui.storage.data_dir`), written atomically; a profile that cannot be read is renamed aside
(``profile.damaged-1.json``), reported, and a fresh one starts — the damaged file is never lost.

Whose results count: the local player is the first human chair. In pass-and-play (several humans) the
profile follows that first chair, as the person who started the game.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mahjong_tui.storage import SavingOff, keep_aside, read_json_file, write_or_say_why
from rules.variants import VARIANT_IDS
from rules.variants.jinhua.titles import next_title, title_for

if TYPE_CHECKING:
    from mahjong_tui.session import TableSession

PROFILE_NAME = "profile.json"
PROFILE_FORMAT = "mahjong-tui/profile/1"
# Every map of a profile is keyed by the game's variants and a variant's lessons are a handful: the largest
# profile the game can write is ~40 kB (tests/tui/test_profile.py). A larger file is not ours.
MAX_PROFILE_BYTES = 64 * 1024



class BadProfile(ValueError):
    """A profile field the app cannot use; the message names it."""

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
    tour_seen: bool = False  # the first-run tour of the table was shown (screens/tour.py)
    lessons: dict[str, list[str]] = field(default_factory=dict)  # issue 21: lessons done, by variant
    # issue 29: each reviewed hand as [decisions, thousandths of a chip lost in all], oldest first, by variant
    reviews: dict[str, list[list[int]]] = field(default_factory=dict)
    reviewed: list[str] = field(default_factory=list)  # the newest reviews' keys: a hand is booked once

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

    def record_review(self, key: str, variant: str, decisions: int, loss: float) -> bool:
        """Book a reviewed hand's chips lost (issue 29); False when ``key`` was booked already."""
        if key in self.reviewed or decisions <= 0:
            return False
        self.reviewed = [*self.reviewed, key][-REVIEWS_KEPT:]
        booked = self.reviews.setdefault(variant, [])
        booked.append([decisions, round(loss * 1000)])
        del booked[:-REVIEWS_KEPT]
        return True

    def review_losses(self, variant: str) -> list[float]:
        """Chips lost a decision in each reviewed hand of ``variant``, oldest first."""
        return [loss / 1000 / decisions for decisions, loss in self.reviews.get(variant, [])]

    def record_lesson(self, variant: str, key: str) -> None:
        done = self.lessons.setdefault(variant, [])
        if key not in done:
            done.append(key)

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
        """A profile read back, every field checked: ValueError names the first one the app cannot use."""
        if not isinstance(data, dict) or data.get("format") != PROFILE_FORMAT:
            raise BadProfile("not a mahjong-tui profile")
        counts = {key: _count(key, data.get(key, 0)) for key in
                  ("matches", "hands", "wins", "drills_asked", "drills_right")}
        by_variant = data.get("by_variant", {})
        if not isinstance(by_variant, dict):
            raise BadProfile("by_variant: not an object")
        tallies = {}
        for variant, tally in by_variant.items():
            _known_variant("by_variant", variant)
            if not isinstance(tally, dict):
                raise BadProfile(f"by_variant.{variant}: not a tally")
            tallies[variant] = VariantTally(_count("hands", tally.get("hands", 0)),
                                            _count("wins", tally.get("wins", 0)),
                                            _count("chips", tally.get("chips", 0), signed=True))
        drills = data.get("drills_by_variant", {})
        if not isinstance(drills, dict):
            raise BadProfile("drills_by_variant: not an object")
        drill_tallies = {}
        for variant, tally in drills.items():
            _known_variant("drills_by_variant", variant)
            if not isinstance(tally, list) or len(tally) != 2:
                raise BadProfile(f"drills_by_variant.{variant}: not [asked, right]")
            asked, right = (_count("drills_by_variant", n) for n in tally)
            if right > asked:
                raise BadProfile(f"drills_by_variant.{variant}: more right than asked")
            drill_tallies[variant] = [asked, right]
        last_hand, tour_seen = data.get("last_hand", ""), data.get("tour_seen", False)
        if not isinstance(last_hand, str) or not isinstance(tour_seen, bool):
            raise BadProfile("last_hand or tour_seen: wrong type")
        return cls(**counts, chips=_count("chips", data.get("chips", 0), signed=True), by_variant=tallies,
                   drills_by_variant=drill_tallies,
                   last_hand=last_hand[:200], tour_seen=tour_seen, lessons=_lessons(data.get("lessons", {})),
                   reviews=_reviews(data.get("reviews", {})), reviewed=_reviewed(data.get("reviewed", [])))


REVIEWS_KEPT = 40  # reviewed hands a variant shown over time, and keys remembered


def _reviews(data: Any) -> dict[str, list[list[int]]]:
    """issue 29: [decisions, thousandths of a chip lost] per reviewed hand, by variant; the chips are the
    review summary's (fresh deals' paired differences), below zero where the choices did better there."""
    if not isinstance(data, dict):
        raise BadProfile("reviews: not lists by variant")
    for variant, booked in data.items():
        _known_variant("reviews", variant)
        if not isinstance(booked, list) or len(booked) > REVIEWS_KEPT or not all(
                isinstance(b, list) and len(b) == 2 and _count("reviews", b[0]) > 0
                and isinstance(_count("reviews", b[1], signed=True), int) for b in booked):
            raise BadProfile(f"reviews.{variant}: not a list of [decisions, chips lost]")
    return {v: [list(b) for b in booked] for v, booked in data.items()}


def _reviewed(data: Any) -> list[str]:
    if not isinstance(data, list) or len(data) > REVIEWS_KEPT or not all(
            isinstance(k, str) and len(k) <= 64 for k in data):
        raise BadProfile("reviewed: not a list of review keys")
    return list(data)


def _lessons(data: Any) -> dict[str, list[str]]:
    """issue 21: the lessons done per variant, as lesson keys ("cixi/01-dragon")."""
    if not isinstance(data, dict):
        raise BadProfile("lessons: not lists of lesson names by variant")
    for variant, keys in data.items():
        _known_variant("lessons", variant)
        if not isinstance(keys, list) or len(keys) > 100 or not all(
                isinstance(k, str) and len(k) <= 80 and k.startswith(f"{variant}/") for k in keys):
            raise BadProfile(f"lessons.{variant}: not a list of {variant}'s lesson names")
    return {v: list(keys) for v, keys in data.items()}


def _known_variant(field_name: str, variant: str) -> None:
    """issue 26: a variant the game has (a profile of 20,000 made-up names once took the screen 20 s)."""
    if variant not in VARIANT_IDS:
        raise BadProfile(f"{field_name}: {variant[:40]!r} is no variant of the game")


MAX_COUNT = 10**12  # more chips or hands than a lifetime of play


def _count(name: str, value: Any, *, signed: bool = False) -> int:
    if (not isinstance(value, int) or isinstance(value, bool) or abs(value) > MAX_COUNT
            or (value < 0 and not signed)):
        raise BadProfile(f"{name}: expected a whole number{'' if signed else ' of 0 or more'}")
    return value


@dataclass(frozen=True)
class ProfileStore:
    directory: Path
    on_saving_off: SavingOff | None = None  # told why the profile could not be written

    @property
    def path(self) -> Path:
        return self.directory / PROFILE_NAME

    def load(self) -> tuple[Profile, Path | None]:
        """The profile (a new one if there is none) and, when the file was damaged, where it was kept
        (the file itself when it could not be moved). A damaged profile is never lost nor read again."""
        try:
            if not self.path.exists():
                return Profile(), None
            return Profile.from_json(read_json_file(self.path, MAX_PROFILE_BYTES)), None
        except ValueError:  # UnusableFile (the file) or BadProfile (a field)
            return Profile(), keep_aside(self.path) or self.path

    def save(self, profile: Profile) -> None:
        """Atomic; a refusing disk is reported (saving is off), never raised: the hand's result stands."""
        problem = write_or_say_why(self.path, profile.to_json())
        if problem is not None and self.on_saving_off is not None:
            self.on_saving_off(problem)

    def update(self, change: Any) -> tuple[Profile, Path | None]:
        """Load, apply ``change(profile)``, save: the one way the app writes the profile."""
        profile, damaged = self.load()
        change(profile)
        self.save(profile)
        return profile, damaged

    def book_hand(self, session: TableSession) -> Path | None:
        """A hand played here is over: counted for the player in the first human chair (a practice hand,
        watch mode and a lesson are not); where a damaged profile was kept, when it was."""
        result, humans = session.result, session.settings.humans
        if result is None or not humans or session.settings.practice:
            return None
        chair = humans[0]  # the local player
        key = f"{session.settings.seed}:{session.settings.variant}:{session.hand_number}"
        _, damaged = self.update(lambda p: p.record_hand(
            key, session.settings.variant, result.net[chair], chair in result.winners,
            match_over=session.match_over))
        return damaged
