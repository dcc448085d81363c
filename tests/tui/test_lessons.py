"""Every course played at the real table by keys (issue 21): at each stop the wrong action is refused with
the lesson's explanation in the callout and asked again, the taught action goes on, each lesson ends on its
result screens with its rule ids, the profile keeps the lessons done, and a finished course offers a match."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.i18n import Strings
from mahjong_tui.lesson_text import lesson_words, variant_name
from mahjong_tui.profile import ProfileStore
from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.lesson_done import LessonDoneScreen
from mahjong_tui.screens.lesson_table import LessonCallout, LessonTableScreen
from mahjong_tui.screens.lessons import CourseScreen
from mahjong_tui.screens.result import ResultScreen
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings
from mahjong_tui.widgets.hand import HandView
from rules.engine import Action, ActionKind
from rules.lessons import Stop, course
from tests.tui.conftest import act, on_top, send_key, settle
from tests.tui.rendered import plain

_KEY = {ActionKind.DISCARD: "enter", ActionKind.KNOCK: "r", ActionKind.WIN: "w", ActionKind.PASS: "escape",
        ActionKind.CHI: "c", ActionKind.PENG: "p", ActionKind.CONCEALED_KONG: "k", ActionKind.ADDED_KONG: "k"}


def learn_app(home: Path, lang: str) -> MahjongApp:
    return make_app(GameSettings(bot_delay=0.0, lang=lang), show_course=True, home=home)


def squash(text: str) -> str:
    """Text as shown, without the line breaks the screen's width puts in it."""
    return "".join(text.split())


def callout_text(app: MahjongApp) -> str:
    table = next(s for s in reversed(app.screen_stack) if isinstance(s, LessonTableScreen))
    return squash(plain(table.query_one(LessonCallout).content))


async def choose(pilot: Pilot[None], action: Action) -> None:
    """Select the action's tile in hand (for a turn's discard or knock), nothing else."""
    screen = pilot.app.screen
    if isinstance(screen, TableScreen) and action.tile is not None and action.kind in (
            ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.CONCEALED_KONG):
        hand = screen.query_one(HandView)
        hand.selected = hand.layout_data.tiles.index(action.tile)
        await pilot.pause()


async def try_wrong(pilot: Pilot[None], stop: Stop, lang: str) -> bool:
    """Play the stop's wrong action by keys, if it has a key here; True when it was refused and asked
    again."""
    app = pilot.app
    wrong = Action.parse(stop.wrong)
    on_claim = isinstance(on_top(app), ClaimPrompt)
    if wrong.kind in (ActionKind.PENG, ActionKind.CHI) and not on_claim:
        return False  # no key claims on one's own turn
    await choose(pilot, wrong)
    await send_key(pilot, _KEY[wrong.kind],
                   lambda: squash(lesson_words(Strings(lang), stop.why)) in callout_text(app))
    deadline = time.monotonic() + 5
    while on_claim and not isinstance(on_top(app), ClaimPrompt):  # the prompt comes back
        assert time.monotonic() < deadline
        await asyncio.sleep(0.001)
    return True


async def play_course(pilot: Pilot[None], variant: str, lang: str) -> None:
    app = pilot.app
    lessons = course(variant)
    for number, lesson in enumerate(lessons, 1):
        screen = await settle(pilot)
        table = next(s for s in reversed(app.screen_stack) if isinstance(s, LessonTableScreen))
        assert table.run.lesson.key == lesson.key
        for stop in lesson.stops:
            assert table.run.stop == stop, f"{lesson.key}: not at {stop.expect}"
            assert squash(lesson_words(Strings(lang), stop.callout)) in callout_text(app)
            prompt = on_top(app)
            if isinstance(prompt, ClaimPrompt):  # a robbed kong is not called a discard (JS-9, CX-14)
                key = "rob_prompt" if table.session.observation(0).phase == "rob" else "claim_prompt"
                title = plain(prompt.query_one(".dialog-title", Static).content)
                assert Strings(lang)(key, name="", tile="").strip() in title
            steps = len(table.session.game.actions)
            if await try_wrong(pilot, stop, lang):
                assert len(table.session.game.actions) == steps  # refused: nothing was played
                assert table.run.stop == stop
            taught = next(a for a in table.session.legal_actions(0) if stop.matches(str(a)))
            await choose(pilot, taught)
            screen = await act(pilot, _KEY[taught.kind])
        if isinstance(screen, ResultScreen):
            assert lesson.end_after_stops is False
            await pilot.press("enter")
        done = app.screen
        assert isinstance(done, LessonDoneScreen)
        shown = squash(" ".join(plain(w.content) for w in done.query("Static")))
        assert all(rule in shown for rule in lesson.rules)
        assert squash(lesson_words(Strings(lang), lesson.summary)) in shown
        assert done.course_done == (number == len(lessons))
        # a won hand's payments (SH-14: the liable player alone) stay in view
        paid = done.query("#lesson-paid")
        assert bool(paid) == (table.session.result is not None and bool(table.session.result.winners))
        if paid:
            assert squash(Strings(lang)("lesson.done_paid")) in shown
            assert "→" in plain(paid.first(Static).content)
        assert done.last == (number == len(lessons))
        if number == 1:  # the rule ids lead to the rules page, opened at the lesson's first rule
            from mahjong_tui.screens.rules_page import RulesPageScreen

            await pilot.press("f2")
            await pilot.pause()
            assert isinstance(app.screen, RulesPageScreen) and app.screen.rule == lesson.rules[0]
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is done
        if number < len(lessons):
            await pilot.press("enter")  # the next lesson
    assert set(ProfileStore(app.store.directory).load()[0].lessons[variant]) == {x.key for x in lessons}


# every course in both languages with ``-m slow`` (CI runs it): played by keys they take ~12 s each
# (tests/rules/test_lessons.py plays every lesson's stops, wrong actions included, headless in the default
# run)
_SLOW = pytest.mark.slow


@pytest.mark.parametrize(("variant", "lang"), [
    pytest.param("shanghai", "en", marks=_SLOW), pytest.param("cixi", "zh-Hant", marks=_SLOW),
    pytest.param("jinshan", "en", marks=_SLOW), pytest.param("jinshan", "zh-Hans", marks=_SLOW),
    pytest.param("shanghai", "zh-Hans", marks=_SLOW), pytest.param("jinhua", "en", marks=_SLOW),
    pytest.param("jinhua", "zh-Hant", marks=_SLOW), pytest.param("cixi", "zh-Hans", marks=_SLOW),
])
async def test_a_course_plays_through_by_keys(home: Path, variant: str, lang: str) -> None:
    app = learn_app(home, lang)
    app.settings = app.settings.with_(variant=variant)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CourseScreen)
        await pilot.press("enter")
        await play_course(pilot, variant, lang)
        if lang != "en":  # Enter after the last lesson: back to the course, which says it is done
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, CourseScreen)
            progress = squash(plain(app.screen.query_one("#course-progress", Static).content))
            assert squash(Strings(lang)("lesson.course_done",
                                     variant=variant_name(Strings(lang), variant))) \
                in progress
            app.screen.dismiss(GameSettings(variant=variant, bot_delay=0.0))  # what "m" below chooses
        else:
            await pilot.press("m")  # the finished course suggests a first real match
        await settle(pilot)
        tables = [s for s in app.screen_stack if isinstance(s, TableScreen)]
        assert tables and not isinstance(tables[-1], LessonTableScreen)
        assert tables[-1].session.settings.variant == variant


async def test_the_new_game_screen_opens_the_chosen_variants_course(home: Path) -> None:
    from mahjong_tui.screens.new_game import NewGameScreen

    app = make_app(GameSettings(bot_delay=0.0, lang="en", variant="cixi"), show_new_game=True, home=home)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("f9")
        await pilot.pause()
        assert isinstance(app.screen, CourseScreen) and app.screen.variant == "cixi"
        await pilot.press("right")
        assert app.screen.variant == "jinshan"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)


async def test_the_first_screen_opens_the_highlighted_games_course(home: Path) -> None:
    from mahjong_tui.screens.first import FirstScreen

    app = make_app(GameSettings(bot_delay=0.0, lang="zh-Hans"), show_menu=True, home=home)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, FirstScreen)
        app.screen.variant = "jinhua"
        await pilot.press("f9")
        await pilot.pause()
        assert isinstance(app.screen, CourseScreen) and app.screen.variant == "jinhua"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, FirstScreen)


async def test_a_broken_lesson_file_is_named_on_the_course_screen(home: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from rules.lessons import load

    broken = home / "variants" / "jinshan" / "lessons"
    broken.mkdir(parents=True)
    (broken / "01-bad.toml").write_text('rules = ["JS-3"]\n', encoding="utf-8")
    monkeypatch.setattr(load, "VARIANTS_DIR", home / "variants")
    app = learn_app(home, "en")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        listed = app.screen.query_one("#course-lessons", OptionList).get_option_at_index(0)
        assert "01-bad.toml: hands: missing" in plain(listed.prompt)
        await pilot.press("enter")  # nothing to start: the course stays
        assert isinstance(app.screen, CourseScreen)


def test_lessons_done_survive_the_profile_file(home: Path) -> None:
    store = ProfileStore(home)
    store.update(lambda p: (p.record_lesson("cixi", "cixi/01-dragon"),
                            p.record_lesson("cixi", "cixi/01-dragon")))
    profile, damaged = store.load()
    assert damaged is None and profile.lessons == {"cixi": ["cixi/01-dragon"]}
