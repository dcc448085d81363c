"""A damaged lesson file is found when the course loads, never when it is played (issue 26): each file is read
by the guarded reader (a pipe, a folder or an unreadable file is refused at once), parsed whole, its options
asked of the variant, its deal built and, with a chooser, its hand replayed so that every scripted move is
known to be legal. A damaged file is listed with a one-line reason; the other lessons load as before."""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from rules.lessons import DamagedLesson, Lesson, course, course_entries
from tests.rules.lesson_trace import ordinary_bot

LESSONS = Path(__file__).resolve().parents[2] / "rules" / "variants"


def copied(tmp_path: Path, variant: str) -> Path:
    folder = tmp_path / variant / "lessons"
    shutil.copytree(LESSONS / variant / "lessons", folder)
    return folder


def edit(folder: Path, name: str, old: str, new: str) -> None:
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def entries_of(folder: Path, variant: str) -> list[Lesson | DamagedLesson]:
    return course_entries(variant, folder=folder, replay=ordinary_bot)  # type: ignore[arg-type]


def only_damage(entries: list[Lesson | DamagedLesson]) -> DamagedLesson:
    damaged = [entry for entry in entries if isinstance(entry, DamagedLesson)]
    assert len(damaged) == 1, damaged
    assert "\n" not in damaged[0].reason
    return damaged[0]


SHANGHAI_KNOCK = "01-knock.toml"
JINHUA_CAISHEN = "01-caishen.toml"


@pytest.mark.parametrize(("variant", "name", "old", "new", "reason"), [
    ("shanghai", SHANGHAI_KNOCK, "seed = 1", "seed = 1\noptions = { bogus = 1 }",
     "01-knock.toml: options.bogus: shanghai has no such option"),
    ("shanghai", SHANGHAI_KNOCK, "seed = 1", 'seed = 1\noptions = "fast"',
     "01-knock.toml: options: expected dict"),
    ("jinhua", JINHUA_CAISHEN, 'indicator = "3m"', 'indicator = "5f"',
     "01-caishen.toml: indicator: 5f is not a tile of jinhua's set"),
    ("jinhua", JINHUA_CAISHEN, 'indicator = "3m"', 'indicator = "3m4m"',
     "01-caishen.toml: indicator: expected one tile, got 2"),
    ("shanghai", SHANGHAI_KNOCK, "seed = 1", 'seed = 1\nindicator = "3m"',
     "01-knock.toml: indicator: shanghai turns no indicator"),
    ("shanghai", SHANGHAI_KNOCK, 'S = ["S discard 9s"]', 'S = ["S discard 1z"]',
     "01-knock.toml: script.S[0]: 'S discard 1z' is not possible now"),
    ("shanghai", SHANGHAI_KNOCK, 'rules = ["SH-6"', 'rules = ["SH-6" oops', "01-knock.toml: not valid TOML"),
    ("shanghai", SHANGHAI_KNOCK, 'expect = "E knock 4m"', 'expect = "E knock 9m"',
     "01-knock.toml: stop[0]: 'E knock 9m' is never reached"),
    ("shanghai", SHANGHAI_KNOCK, 'winner = "E"', 'winner = "S"',
     "01-knock.toml: winner: S should win, E does"),
])
def test_a_damaged_lesson_is_listed_with_its_reason(tmp_path: Path, variant: str, name: str, old: str,
                                                    new: str, reason: str) -> None:
    folder = copied(tmp_path, variant)
    edit(folder, name, old, new)
    entries = entries_of(folder, variant)
    damaged = only_damage(entries)
    assert damaged.reason.startswith(reason), damaged.reason
    assert damaged.key == f"{variant}/{Path(name).stem}"
    assert [entry.key for entry in entries] == [entry.key for entry in course(variant)]  # in the file order


def test_an_illegal_scripted_move_is_caught_by_the_replay_at_load(tmp_path: Path) -> None:
    folder = copied(tmp_path, "shanghai")
    edit(folder, SHANGHAI_KNOCK, 'S = ["S discard 9s"]', 'S = ["S discard 1z"]')
    without_replay = course_entries("shanghai", folder=folder)
    # it parses and deals: only playing it shows the fault
    assert not any(isinstance(entry, DamagedLesson) for entry in without_replay)
    assert isinstance(entries_of(folder, "shanghai")[0], DamagedLesson)


def fifo(path: Path) -> None:
    os.mkfifo(path)


def folder_named(path: Path) -> None:
    path.mkdir()


def dangling(path: Path) -> None:
    path.symlink_to(path.with_name("gone.toml"))


def not_utf8(path: Path) -> None:
    path.write_bytes(b'rules = ["SH-6"]\n\xff\xfe\n')


def huge(path: Path) -> None:
    path.write_bytes(b"# " + b"x" * (512 * 1024) + b"\n")


@pytest.mark.parametrize(("make", "reason"), [
    (fifo, "07-bad.toml: is a named pipe, not a file"),
    (folder_named, "07-bad.toml: is a directory, not a file"),
    (dangling, "07-bad.toml: cannot read: No such file or directory"),
    (not_utf8, "07-bad.toml: line 2: not UTF-8 text"),
    (huge, "07-bad.toml: larger than 64 KiB; not read"),
])
def test_a_file_that_is_no_lesson_is_refused_at_once(tmp_path: Path, make: Callable[[Path], None],
                                                     reason: str) -> None:
    folder = copied(tmp_path, "shanghai")
    make(folder / "07-bad.toml")
    found: list[list[Lesson | DamagedLesson]] = []
    reader = threading.Thread(target=lambda: found.append(entries_of(folder, "shanghai")), daemon=True)
    reader.start()
    reader.join(timeout=20)  # a pipe opened for reading would wait for a writer for ever
    assert found, "loading the course hung"
    damaged = only_damage(found[0])
    assert damaged.reason == reason
    assert sum(isinstance(entry, Lesson) for entry in found[0]) == len(course("shanghai"))


def test_the_shipped_courses_have_no_damaged_lesson() -> None:
    for variant in ("jinshan", "shanghai", "jinhua", "cixi"):
        entries = course_entries(variant, replay=ordinary_bot)  # type: ignore[arg-type]
        assert entries and all(isinstance(entry, Lesson) for entry in entries), variant
