"""Reading and checking lesson files: a malformed file gives one line naming the file and the field."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from rules.engine.actions import CHAIR_LETTERS, Action, IllegalAction
from rules.lessons.model import LANG_KEYS, RULE_ID, TILE_MARK, DamagedLesson, Lesson, LessonError, Stop, Text
from rules.lessons.run import Chooser, check_playable, lesson_match
from rules.safe_file import ReadRefused, read_text
from rules.tiles import TileError, full_set, parse_tiles
from rules.variants import VARIANT_IDS, get_variant
from rules.variants.options import OptionError

VARIANTS_DIR = Path(__file__).resolve().parent.parent / "variants"
LESSON_BYTES = 64 * 1024  # a lesson file is a few kB
_LESSON_FIELDS = frozenset({"rules", "dealer", "seed", "options", "carry", "title", "summary", "winner",
                            "end", "hands", "draws", "tail", "indicator", "script", "stop"})
_STOP_FIELDS = frozenset({"expect", "wrong", "callout", "why"})
_ENDS = ("hand", "stops")


def lessons_dir(variant: str) -> Path:
    return VARIANTS_DIR / variant / "lessons"


def lesson_files(variant: str, folder: Path | None = None) -> list[Path]:
    """The course's files in order (they are numbered: ``01-wild.toml``, ``02-…``), whatever they are."""
    if variant not in VARIANT_IDS:
        raise LessonError(f"unknown variant {variant!r} (choose from {', '.join(VARIANT_IDS)})")
    return sorted((folder or lessons_dir(variant)).glob("*.toml"))


def course(variant: str) -> list[Lesson]:
    """The variant's lessons in order; the first damaged file raises (for authors and tests: the app lists a
    damaged file instead, :func:`course_entries`)."""
    return [load_lesson(path, variant) for path in lesson_files(variant)]


def course_entries(variant: str, *, folder: Path | None = None,
                   replay: Callable[[Lesson], Chooser] | None = None) -> list[Lesson | DamagedLesson]:
    """Every file of the course in order, each a lesson checked whole or a :class:`DamagedLesson` with the
    reason: read by the guarded reader, parsed, its options asked of the variant, its deal built and, given
    ``replay`` (a lesson's chooser of the free moves: the app's ordinary bot), its hand played through, so
    that every scripted move is known to be legal when the course loads rather than when a player meets it."""
    entries: list[Lesson | DamagedLesson] = []
    for path in lesson_files(variant, folder):
        try:
            lesson = load_lesson(path, variant)
            if replay is None:
                lesson_match(lesson)  # its deal
            else:
                check_playable(lesson, replay(lesson))  # its deal and its whole hand
        except LessonError as exc:
            reason = " ".join(str(exc).split())  # one line, whatever the parser's message held
            entries.append(DamagedLesson(f"{variant}/{path.stem}", str(path), reason))
        else:
            entries.append(lesson)
    return entries


def load_lesson(path: Path, variant: str) -> Lesson:
    """Read one lesson file; raises :class:`LessonError` ("<file>: <field>: <problem>")."""
    try:
        text = read_text(path, LESSON_BYTES, name=path.name)  # a pipe or a folder is refused, never waited on
        data = tomllib.loads(text)
    except ReadRefused as exc:
        raise LessonError(str(exc)) from exc
    except tomllib.TOMLDecodeError as exc:
        raise LessonError(f"{path.name}: not valid TOML: {exc}") from exc
    return _Reader(path.name, data).lesson(f"{variant}/{path.stem}", str(path), variant)


def _one_tile(code: str) -> bool:
    try:
        return len(parse_tiles(code)) == 1
    except TileError:
        return False


class _Reader:
    """Checks fields one by one; every complaint names the file and the field."""

    def __init__(self, name: str, data: Mapping[str, Any]) -> None:
        self.name = name
        self.data = data

    def fail(self, field: str, problem: str) -> LessonError:
        return LessonError(f"{self.name}: {field}: {problem}")

    def get(self, table: Mapping[str, Any], key: str, kind: type, field: str, default: Any = None) -> Any:
        if key not in table:
            if default is not None:
                return default
            raise self.fail(field, "missing")
        value = table[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise self.fail(field, f"expected {kind.__name__}, got {type(value).__name__}")
        return value

    def text(self, table: Mapping[str, Any], key: str, field: str) -> Text:
        texts = self.get(table, key, dict, field)
        for lang in LANG_KEYS:
            value = texts.get(lang)
            if not isinstance(value, str) or not value.strip():
                raise self.fail(f"{field}.{lang}", "missing (every text is given in zh-Hans, zh-Hant and en)")
            for mark in TILE_MARK.findall(value):
                if not _one_tile(mark):
                    raise self.fail(f"{field}.{lang}", f"[{mark}] is not one tile's code (like [4m])")
        return Text(texts["zh-Hans"], texts["zh-Hant"], texts["en"])

    def chair(self, value: Any, field: str) -> int:
        if not isinstance(value, str) or value not in CHAIR_LETTERS:
            raise self.fail(field, f"expected a chair letter E, S, W or N, got {value!r}")
        return CHAIR_LETTERS.index(value)

    def tiles(self, value: Any, field: str) -> str:
        if not isinstance(value, str):
            raise self.fail(field, f"expected tiles as text (like '123m55z'), got {type(value).__name__}")
        try:
            parse_tiles(value)
        except TileError as exc:
            raise self.fail(field, str(exc)) from exc
        return value

    def action(self, value: Any, field: str, chair: int | None = None) -> str:
        if not isinstance(value, str):
            raise self.fail(field, "expected an action like 'E discard 5m'")
        try:
            parsed = Action.parse(value)
        except IllegalAction as exc:
            raise self.fail(field, str(exc)) from exc
        if chair is not None and parsed.chair != chair:
            raise self.fail(field, f"{value!r} is not an action of chair {CHAIR_LETTERS[chair]}")
        return value

    def known_fields(self, table: Mapping[str, Any], known: frozenset[str], prefix: str) -> None:
        for key in table:
            if key not in known:
                raise self.fail(f"{prefix}{key}", f"unknown field (known: {', '.join(sorted(known))})")

    def lesson(self, key: str, path: str, variant: str) -> Lesson:
        data = self.data
        self.known_fields(data, _LESSON_FIELDS, "")
        end = self.get(data, "end", str, "end", "hand")
        if end not in _ENDS:
            raise self.fail("end", f"expected 'hand' or 'stops', got {end!r}")
        rules = self.get(data, "rules", list, "rules")
        if not rules or not all(isinstance(r, str) and RULE_ID.match(r) for r in rules):
            raise self.fail("rules", "expected a list of rule ids like 'SH-6'")
        hands_table = self.get(data, "hands", dict, "hands")
        dealer = self.chair(data.get("dealer", "E"), "dealer")
        hands = tuple(self.tiles(hands_table.get(c, None), f"hands.{c}") for c in CHAIR_LETTERS)
        for chair, hand in enumerate(hands):
            wanted = 14 if chair == dealer else 13
            if len(parse_tiles(hand)) != wanted:
                raise self.fail(f"hands.{CHAIR_LETTERS[chair]}",
                                f"{len(parse_tiles(hand))} tiles, expected {wanted}")
        stops_data = self.get(data, "stop", list, "stop")
        if not stops_data:
            raise self.fail("stop", "a lesson needs at least one stop")
        winner = data.get("winner")
        return Lesson(
            key=key, path=path, variant=variant,
            title=self.text(data, "title", "title"),
            rules=tuple(rules),
            dealer=dealer,
            seed=self.get(data, "seed", int, "seed", 1),
            options=self.options(self.get(data, "options", dict, "options", {}), variant),
            carry=self.carry(self.get(data, "carry", dict, "carry", {})),
            hands=(hands[0], hands[1], hands[2], hands[3]),
            draws=self.tiles(data.get("draws", ""), "draws"),
            tail=self.tiles(data.get("tail", ""), "tail"),
            indicator=self.indicator(data.get("indicator", ""), variant),
            script=self.script(self.get(data, "script", dict, "script", {})),
            stops=tuple(self.stop(s, f"stop[{i}]") for i, s in enumerate(stops_data)),
            summary=self.text(data, "summary", "summary"),
            winner=None if winner is None else self.chair(winner, "winner"),
            end_after_stops=end == "stops",
        )

    def options(self, given: Mapping[str, Any], variant: str) -> dict[str, Any]:
        """The lesson's house rules, checked by the variant's option schema as every other way in is (the
        refusal names its field: ``options.ante``)."""
        try:
            return get_variant(variant).options(given)
        except OptionError as exc:
            raise LessonError(f"{self.name}: {exc}") from exc

    def indicator(self, value: Any, variant: str) -> str:
        """The turned tile: one tile of the variant's set, for a variant that turns one."""
        tiles = self.tiles(value, "indicator")
        if not tiles:
            return tiles
        kinds, rules = parse_tiles(tiles), get_variant(variant).table_rules
        if len(kinds) != 1:
            raise self.fail("indicator", f"expected one tile, got {len(kinds)}")
        if not rules.turns_indicator:
            raise self.fail("indicator", f"{variant} turns no indicator")
        if kinds[0] not in full_set(rules.with_flowers):
            raise self.fail("indicator", f"{tiles} is not a tile of {variant}'s set")
        return tiles

    def carry(self, table: Mapping[str, Any]) -> dict[str, int]:
        for key, value in table.items():
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise self.fail(f"carry.{key}", f"expected a count (0 or more), got {value!r}")
        return dict(table)

    def script(self, table: Mapping[str, Any]) -> dict[int, tuple[str, ...]]:
        out: dict[int, tuple[str, ...]] = {}
        for letter, actions in table.items():
            chair = self.chair(letter, f"script.{letter}")
            if chair == 0:
                raise self.fail("script.E", "the player's chair is not scripted (the stops teach it)")
            if not isinstance(actions, list):
                raise self.fail(f"script.{letter}", "expected a list of actions")
            out[chair] = tuple(self.action(a, f"script.{letter}[{i}]", chair) for i, a in enumerate(actions))
        return out

    def stop(self, table: Any, field: str) -> Stop:
        if not isinstance(table, dict):
            raise self.fail(field, "expected a table ([[stop]])")
        self.known_fields(table, _STOP_FIELDS, f"{field}.")
        return Stop(
            expect=self.action(self.get(table, "expect", str, f"{field}.expect"), f"{field}.expect", 0),
            wrong=self.action(self.get(table, "wrong", str, f"{field}.wrong"), f"{field}.wrong", 0),
            callout=self.text(table, "callout", f"{field}.callout"),
            why=self.text(table, "why", f"{field}.why"),
        )
