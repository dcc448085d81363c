"""A damaged lesson file on the course screen (issue 26): listed, numbered in its place, with its one-line
reason, never opened; the other lessons open and count as before. Once opened, a lesson whose script a
player's own moves took off its path goes on with an ordinary bot instead of stopping the app."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from rich.text import Text
from textual.widgets import OptionList, Static

from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.lesson_session import LessonSession, checked_course, ordinary_bot
from mahjong_tui.screens.lesson_table import LessonTableScreen
from mahjong_tui.screens.lessons import CourseScreen, LessonDoneScreen, open_course
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import Saves
from mahjong_tui.tiles_view import TileStyle
from rules.lessons import PLAYER, DamagedLesson, Lesson, load_lesson
from tests.tui.rendered import plain

SOURCE = Path(__file__).resolve().parents[2] / "rules" / "variants"


@pytest.fixture
def damaged_jinshan(home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the Jinshan course: lesson 2 with an unknown option, lesson 3 with an impossible scripted
    move, and a folder named like a lesson file."""
    from rules.lessons import load

    folder = home / "variants" / "jinshan" / "lessons"
    shutil.copytree(SOURCE / "jinshan" / "lessons", folder)
    second = folder / "02-twenty-hu.toml"
    bad_options = second.read_text(encoding="utf-8").replace("seed = ", "options = { bogus = 1 }\nseed = ", 1)
    second.write_text(bad_options, encoding="utf-8")
    third = folder / "03-tai-cap.toml"
    text = third.read_text(encoding="utf-8")
    script_line = next(line for line in text.splitlines() if line.startswith(("S = [", "W = [", "N = [")))
    chair = script_line[0]
    third.write_text(text.replace(script_line, f'{chair} = ["{chair} discard 1z", "{chair} discard 1z"]'),
                     encoding="utf-8")
    (folder / "05-folder.toml").mkdir()
    monkeypatch.setattr(load, "VARIANTS_DIR", home / "variants")
    return folder


def course_app(home: Path) -> MahjongApp:
    app = make_app(GameSettings(bot_delay=0.0, lang="en"), show_new_game=True, home=home)
    app.open_new_game = lambda **_: open_course(app, "jinshan", bot_delay=0.0)  # type: ignore[method-assign]
    return app


async def test_damaged_lessons_are_listed_with_their_reason_and_never_open(home: Path,
                                                                           damaged_jinshan: Path) -> None:
    app = course_app(home)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CourseScreen)
        options = screen.query_one("#course-lessons", OptionList)
        lines = [plain(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert options.option_count == 5
        assert "Lesson 2" in lines[1]
        assert "02-twenty-hu.toml: options.bogus: jinshan has no such option" in lines[1]
        assert "Lesson 3" in lines[2] and "03-tai-cap.toml: script." in lines[2]
        assert "not possible" in lines[2]
        assert "05-folder.toml: is a directory, not a file" in lines[4]
        dimmed = [isinstance(prompt := options.get_option_at_index(i).prompt, Text) and prompt.style == "dim"
                  for i in range(5)]
        assert dimmed == [False, True, True, False, True]
        assert "0/2 lessons done" in plain(screen.query_one("#course-progress", Static).content)
        await pilot.press("end")  # the last line is reached by keys, and the list scrolls to it
        assert options.highlighted == 4
        await pilot.press("enter")  # a damaged lesson does not open
        await pilot.pause()
        assert app.screen is screen
        options.highlighted = 1
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen
        options.highlighted = 3
        await pilot.press("enter")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, LessonTableScreen)
        assert table.number == 4 and table.total == 5
        table.finish_lesson()  # as its hand's end does: no playable lesson follows, only a damaged file
        await pilot.pause()
        done = app.screen
        assert isinstance(done, LessonDoneScreen) and done.last


async def test_an_empty_course_says_where_it_looked(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rules.lessons import load

    monkeypatch.setattr(load, "VARIANTS_DIR", home / "nowhere")
    app = course_app(home)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        progress = plain(app.screen.query_one("#course-progress", Static).content, width=200)
        assert "No lesson files" in progress and str(home / "nowhere" / "jinshan" / "lessons") in progress


def test_the_checked_course_is_read_again_when_a_file_changes(home: Path, damaged_jinshan: Path) -> None:
    before = checked_course("jinshan")
    assert isinstance(before[1], DamagedLesson)
    shutil.copy(SOURCE / "jinshan" / "lessons" / "02-twenty-hu.toml", damaged_jinshan / "02-twenty-hu.toml")
    assert isinstance(checked_course("jinshan")[1], Lesson)


def test_a_script_the_players_moves_broke_goes_on_as_an_ordinary_bot(home: Path,
                                                                     damaged_jinshan: Path) -> None:
    lesson = load_lesson(damaged_jinshan / "03-tai-cap.toml", "jinshan")  # loads: only playing it shows it
    store = Saves(home).store(home / "lesson.json")
    session = LessonSession(lesson, store, lang="en", tile_style=TileStyle.CJK)
    player = ordinary_bot(lesson)
    broken = next(chair for chair, script in lesson.script.items() if "1z" in script[0])
    while session.game.result is None and session.run.script_at[broken] == 0:
        chairs = session.game.to_act()
        chair = next((c for c in chairs if c != PLAYER), PLAYER)
        if chair == PLAYER:
            action = player(session.game, PLAYER)
        else:  # once raised a LessonError here: the app stopped on an unexpected fault
            action = session.bot_for(chair).choose(session.game.observation(chair))
        session.apply(action)
    assert session.run.script_at[broken] == len(lesson.script[broken])  # its script is dropped, not replayed
    assert session.run.scripted(broken) is None


async def test_a_finished_course_starts_a_first_match_with_m_as_it_says(home: Path) -> None:
    from mahjong_tui.profile import ProfileStore
    from mahjong_tui.screens.table import TableScreen
    from rules.lessons import course

    store = ProfileStore(home)
    for lesson in course("cixi"):
        store.update(lambda p, key=lesson.key: p.record_lesson("cixi", key))
    app = make_app(GameSettings(bot_delay=0.0, lang="en"), show_new_game=True, home=home)
    app.open_new_game = lambda **_: open_course(app, "cixi", bot_delay=0.0)  # type: ignore[method-assign]
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CourseScreen)
        assert "Press m" in plain(app.screen.query_one("#course-progress", Static).content)
        await pilot.press("m")
        await pilot.pause()
        tables = [s for s in app.screen_stack if isinstance(s, TableScreen)]
        assert tables and tables[-1].session.settings.variant == "cixi"
