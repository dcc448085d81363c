"""Game records (C-7): what replays a hand or a match exactly, saved atomically as JSON.

A hand record is the variant id, option values, seed, dealer, the counters carried in, the dice and
the ordered list of player actions (draws are implied by the seed). A fingerprint of the rules'
source goes with it, so that a record made under other rules is recognised. A match record adds the
match seed, the chairs' players, the running scores, and the actions of the hand in progress.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from rules.refusal import Refusal

FORMAT = "mahjong-tui/record/1"


class RecordError(ValueError):
    """A record that cannot be read or does not replay; the message says what and where."""


def _whole(value: object, where: str, least: int | None = None, most: int | None = None) -> int:
    """A JSON whole number (no bool, float or numeric string: a save holds what ``to_json`` wrote)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{where}: expected a whole number, got {type(value).__name__}")
    if (least is not None and value < least) or (most is not None and value > most):
        raise ValueError(f"{where}: {value} is out of range")
    return value


def _object(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise TypeError(f"{where}: expected an object, got {type(value).__name__}")
    return value


def _texts(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TypeError(f"{where}: expected a list of strings")
    return tuple(value)


def _text(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{where}: expected a string, got {type(value).__name__}")
    return value


def _numbers(value: object, where: str, size: int | None = None) -> tuple[int, ...]:
    if not isinstance(value, list) or (size is not None and len(value) != size):
        raise TypeError(f"{where}: expected a list of {f'{size} ' if size else ''}whole numbers")
    return tuple(_whole(v, f"{where}[{i}]") for i, v in enumerate(value))


@cache
def rules_fingerprint(variant: str) -> str:
    """A short hash of the engine's and the variant's source: records replay only under the same rules."""
    root = Path(__file__).parent
    digest = hashlib.sha256()
    files = sorted((root / "engine").glob("*.py")) + sorted((root / "variants" / variant).glob("*.py"))
    for path in [root / "variants" / "base.py", *files]:
        if path.exists():
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class HandRecord:
    variant: str
    seed: int
    dealer: int
    options: Mapping[str, Any] = field(default_factory=dict)
    carry: Mapping[str, int] = field(default_factory=dict)
    dice: tuple[int, int] = (0, 0)
    actions: tuple[str, ...] = ()
    fingerprint: str = ""
    stacks: tuple[int, ...] | None = None  # SH-20 points left by chair before the hand (option ``stack``)

    def to_json(self) -> dict[str, Any]:
        data = {
            "variant": self.variant,
            "options": dict(self.options),
            "seed": self.seed,
            "dealer": self.dealer,
            "carry": dict(self.carry),
            "dice": list(self.dice),
            "actions": list(self.actions),
            "fingerprint": self.fingerprint,
        }
        if self.stacks is not None:
            data["stacks"] = list(self.stacks)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any], index: int | None = None) -> HandRecord:
        """Every field checked for its JSON type (a damaged or hand-edited save is refused, never half
        read); ``index`` is the hand's place in a match record's ``hands``."""
        try:
            data = _object(data, "hand")
            dice = _numbers(data.get("dice", [0, 0]), "dice", 2)
            stacks = data.get("stacks")
            return cls(
                variant=_text(data["variant"], "variant"),
                seed=_whole(data["seed"], "seed"),
                dealer=_whole(data["dealer"], "dealer", 0, 3),
                options=_object(data.get("options", {}), "options"),
                carry={str(k): _whole(v, f"carry.{k}")
                       for k, v in _object(data.get("carry", {}), "carry").items()},
                dice=(dice[0], dice[1]),
                actions=_texts(data.get("actions", []), "actions"),
                fingerprint=_text(data.get("fingerprint", ""), "fingerprint"),
                stacks=None if stacks is None else _numbers(stacks, "stacks", 4),
            )
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            why = f"{exc.__class__.__name__}: {exc}"
            raise RecordError(Refusal.of("C-7", "not_hand_record", "hand: not a hand record ({why})", why=why)
                              if index is None else
                              Refusal.of("C-7", "nth_not_hand_record",
                                         "hands[{index}]: not a hand record ({why})",
                                         index=index, n=index + 1, why=why)) from exc


@dataclass(frozen=True, slots=True)
class MatchRecord:
    variant: str
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    players: tuple[str, ...] = ("", "", "", "")
    hands: tuple[HandRecord, ...] = ()
    current: tuple[str, ...] | None = None  # actions of the hand in progress, if any
    scores: tuple[int, ...] = (0, 0, 0, 0)
    fingerprint: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "variant": self.variant,
            "seed": self.seed,
            "options": dict(self.options),
            "players": list(self.players),
            "scores": list(self.scores),
            "fingerprint": self.fingerprint,
            "hands": [h.to_json() for h in self.hands],
            "current": None if self.current is None else list(self.current),
        }

    @classmethod
    def from_json(cls, data: Any) -> MatchRecord:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(Refusal.of("C-7", "not_match_format",
                                         "not a mahjong-tui match record (expected format {format!r})",
                                         format=FORMAT))
        try:
            current = data.get("current")
            hands = data.get("hands", [])
            if not isinstance(hands, list):
                raise TypeError("hands: expected a list")
            return cls(
                variant=_text(data["variant"], "variant"),
                seed=_whole(data["seed"], "seed"),
                options=_object(data.get("options", {}), "options"),
                players=_texts(data.get("players", ["", "", "", ""]), "players"),
                hands=tuple(HandRecord.from_json(h, i) for i, h in enumerate(hands)),
                current=None if current is None else _texts(current, "current"),
                scores=_numbers(data.get("scores", [0, 0, 0, 0]), "scores", 4),
                fingerprint=_text(data.get("fingerprint", ""), "fingerprint"),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(Refusal.of("C-7", "not_match_record", "not a match record ({why})",
                                         why=f"{exc.__class__.__name__}: {exc}")) from exc


# ``<target>.<writer's pid>-<random>.tmp``: a process killed between the write and the rename leaves it, and
# the pid tells a later start that nobody is writing it any more (mahjong_tui/leftovers.py). Earlier
# versions wrote ``<target>.<random>.tmp``, without the pid.
TEMP_NAME = re.compile(r"(?P<target>.+\.json)\.(?:(?P<pid>[0-9]{1,10})-)?[a-z0-9_]{8}\.tmp")


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write JSON to a temporary file beside ``path`` and rename it over: never a half-written save."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f"{target.name}.{os.getpid()}-", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False, indent=1)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def read_json_or_set_aside(path: str | os.PathLike[str]) -> Any:
    """Read a JSON save; a damaged one is renamed to ``<name>.bad`` and reported as a RecordError."""
    source = Path(path)
    try:
        return json.loads(source.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise RecordError(f"no saved match at {source}") from exc
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RecordError(f"{source.name} is damaged ({exc});"
                          f" kept aside as {set_aside(source).name}") from exc


def set_aside(path: Path) -> Path:
    bad = path.with_name(path.name + ".bad")
    os.replace(path, bad)
    return bad


def action_texts(actions: Sequence[object]) -> tuple[str, ...]:
    return tuple(str(a) for a in actions)
