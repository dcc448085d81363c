"""Issue 27 bug 4: a lesson answers a wrong try with the live table's own reason (JS-3, CX-2, SH-6 …), the
stop's own words only for the wrong move they were written for, and the keys of the variant alone; the
lesson's texts name the right tiles."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from mahjong_tui import views
from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.lesson_text import lesson_words
from mahjong_tui.screens.lesson_table import LessonTableScreen
from mahjong_tui.screens.lessons import CourseScreen
from mahjong_tui.widgets.hand import HandView
from rules.lessons import course
from rules.tiles import kind_of
from tests.tui.conftest import act, send_key, settle
from tests.tui.rendered import plain
from tests.tui.test_lessons import callout_text, learn_app, squash


async def open_lesson(pilot: Pilot[None], variant: str, number: int) -> LessonTableScreen:
    app = pilot.app
    await pilot.pause()
    course_screen = app.screen
    assert isinstance(course_screen, CourseScreen)
    course_screen.variant = variant
    course_screen.show_course()
    course_screen.start_lesson(number - 1)
    await settle(pilot)
    table = next(s for s in reversed(app.screen_stack) if isinstance(s, LessonTableScreen))
    assert table.run.stop is not None
    return table


async def select(pilot: Pilot[None], table: LessonTableScreen, code: str) -> None:
    hand = table.query_one(HandView)
    hand.selected = hand.layout_data.tiles.index(kind_of(code))
    await pilot.pause()


async def refused_with(pilot: Pilot[None], key: str) -> str:
    """Press a key the stop refuses; the callout's refusal, as shown."""
    app = pilot.app
    await send_key(pilot, key, lambda: callout_text(app))
    return callout_text(app)


@pytest.mark.parametrize(("variant", "wild", "lang"), [("jinshan", "5f", "en"), ("cixi", "3m", "zh-Hans")])
async def test_a_wild_discard_gets_the_live_tables_line(home: Path, variant: str, wild: str,
                                                       lang: str) -> None:
    """Was "Plum flower may not be discarded now (wild or JS-7 ban, or not ready to knock)"."""
    app = learn_app(home, lang)
    async with app.run_test(size=(120, 36)) as pilot:
        table = await open_lesson(pilot, variant, 1)
        await select(pilot, table, wild)
        said = await refused_with(pilot, "enter")
        live = views.why_not_discard(table.session.observation(0), kind_of(wild), Strings(lang), knock=False)
        assert squash(live) in said and "JS-7" not in said
        assert ("JS-3" if variant == "jinshan" else "CX-2") in said


async def test_another_wrong_move_is_not_answered_with_the_stops_words(home: Path) -> None:
    """Jinhua lesson 1 asks for 9條 (its wrong move: the 財神); a 白板 thrown read the 財神's message."""
    app = learn_app(home, "en")
    async with app.run_test(size=(120, 36)) as pilot:
        table = await open_lesson(pilot, "jinhua", 1)
        stop = table.run.stop
        assert stop is not None
        await select(pilot, table, "5z")
        said = (await refused_with(pilot, "enter")).split("Notthisone:")[1]
        assert "財神" not in said and said == squash("this step asks you to throw 9 Bamboo.")
        await select(pilot, table, "3m")  # the wrong move the stop's words were written for
        said = await refused_with(pilot, "enter")
        assert squash(lesson_words(Strings("en"), stop.why)) in said


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "jinhua", "cixi"])
async def test_the_footer_offers_the_variants_keys_and_each_says_why_not(home: Path, variant: str) -> None:
    app = learn_app(home, "en")
    async with app.run_test(size=(120, 36)) as pilot:
        table = await open_lesson(pilot, variant, 1)
        await pilot.pause()
        footer = plain(table.query_one(KeysBar).render(), width=118)
        knocks = variant == "shanghai"
        assert ("r Knock" in footer) == (knocks and "knock" in str(table.run.stop.expect))
        assert ("w Win" in footer) == any(a.kind.value == "win" for a in table.session.legal_actions(0))
        for key in ("w", "k", *(["r"] if not knocks else [])):
            before = callout_text(app) + plain(table.query_one("#table-message", Static).content)
            await pilot.press(key)
            await pilot.pause()
            after = callout_text(app) + plain(table.query_one("#table-message", Static).content)
            assert after != before, f"{variant}: {key} said nothing"
            assert "chairE" not in squash(after) and "JS-7ban" not in squash(after)


async def test_shanghai_plain_hand_knock_is_refused_in_the_players_words(home: Path) -> None:
    app = learn_app(home, "en")
    async with app.run_test(size=(120, 36)) as pilot:
        table = await open_lesson(pilot, "shanghai", 2)
        await select(pilot, table, "1z")
        said = await refused_with(pilot, "r")
        assert "chairE" not in said and "SH-6" in said
        said = await refused_with(pilot, "w")  # read "win is not possible now for chair E"
        assert "chairE" not in said and squash("No win: the hand is not complete") in said


async def test_jinshan_lesson_2_the_self_draw_win_is_not_shadowed_by_an_old_no(home: Path) -> None:
    """At the stop "press w" the table still said "No win: 10 胡 — at least 20 needed" (South's 4條 a turn
    before); and the wrap-up named the 4條 for the 1條 drawn."""
    app = learn_app(home, "en")
    async with app.run_test(size=(120, 36)) as pilot:
        table = await open_lesson(pilot, "jinshan", 2)
        await select(pilot, table, "1z")
        await act(pilot, "enter")
        await settle(pilot)
        assert table.run.stop is not None and table.run.stop.expect == "E win"
        message = plain(table.query_one("#table-message", Static).content)
        assert "No win" not in message
    summary = course("jinshan")[1].summary
    assert "drawing [1s] yourself made 20" in summary.en and "自己摸到[1s]" in summary.zh_hans


async def test_a_refused_third_claim_is_called_no_claim_not_no_win(home: Path) -> None:
    """Cixi lesson 4: North's 9萬 may not be claimed a third time (CX-5); the table said "No win: CX-5 …"."""
    from tests.tui.test_lessons import _KEY, choose

    app = learn_app(home, "en")
    async with app.run_test(size=(120, 36)) as pilot:
        number = next(n for n, lesson in enumerate(course("cixi"), 1) if lesson.key == "cixi/04-two-claims")
        table = await open_lesson(pilot, "cixi", number)
        for stop in table.run.lesson.stops[:-1]:
            taught = next(a for a in table.session.legal_actions(0) if stop.matches(str(a)))
            await choose(pilot, taught)
            await act(pilot, _KEY[taught.kind])
        assert table.run.stop is table.run.lesson.stops[-1]
        await pilot.pause()
        message = plain(table.query_one("#table-message", Static).content)
        assert "No claim: CX-5" in message and "No win" not in message
