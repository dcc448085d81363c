"""Issue 26 §1, the new-game form: a house rule the variant does not allow is refused in the form, with the
field named, and the match does not start (it used to start and crash about a second later, as soon as a
seat could win). A typed ``1.5`` is refused as it was typed, never read as 15."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Select, Static

from mahjong_tui.app import make_app
from mahjong_tui.screens.new_game import NewGameScreen
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings
from tests.tui.conftest import settle
from tests.tui.rendered import plain

HUGE = "1" + "0" * 26


def form_app(home: Path, variant: str, lang: str = "en"):  # type: ignore[no-untyped-def]
    settings = GameSettings(variant=variant, seed=4, bot_delay=0.0, lang=lang)
    return make_app(settings, show_new_game=True, home=home)


async def type_option(pilot, name: str, typed: str) -> None:  # type: ignore[no-untyped-def]
    """Clear the option's field and type ``typed`` key by key, as a player does."""
    field = pilot.app.screen.query_one(f"#opt-{name}", Input)
    field.focus()
    field.value = ""
    await pilot.press(*typed)
    assert field.value == typed  # nothing typed is dropped (a "." used to vanish: 1.5 became 15)


async def table_after_start(pilot) -> TableScreen:  # type: ignore[no-untyped-def]
    await settle(pilot)  # the bots play until the human is asked (a claim prompt may be on top)
    return next(s for s in pilot.app.screen_stack if isinstance(s, TableScreen))


# every variant's refusals walked in one form: every case, the once-slow ones too, runs in the default run;
# a case's field is put back before the next one
REFUSED_OPTIONS = {
    "jinhua": [
        ("ante", "0", "Ante (JH-29): 0 is below 1"),
        ("ante", "-1", "Ante (JH-29): -1 is below 1"),
        ("ante", HUGE, f"Ante (JH-29): {HUGE} is above 1000"),
        ("ante", "two", 'Ante (JH-29): "two" is not a number'),
    ],
    "cixi": [
        ("ante", "0", "Ante (CX-16): 0 is below 1"),
        ("ante", "-1", "Ante (CX-16): -1 is below 1"),
        ("ante", "1.5", "Ante (CX-16): 1.5 is not a whole number"),
    ],
    "shanghai": [
        ("max_loss_lezi", "-1", "Loss limit per hand, 勒子 (SH-17): -1 is below 0"),
        ("stack", "-1", "逛花園 starting stack (SH-20): -1 is below 0"),
    ],
}


async def refused_in_the_form(pilot, field: Input, typed: str) -> str:  # type: ignore[no-untyped-def]
    """Type ``typed`` into ``field`` key by key and ask to start: the form must stay, with the focus on the
    refused field; returns the refusal shown. The field gets its earlier value back afterwards."""
    before = field.value
    field.focus()
    field.value = ""
    await pilot.press(*typed)
    assert field.value == typed, f"{typed!r}: a key was dropped"  # a "." used to vanish: 1.5 became 15
    await pilot.press("ctrl+s")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen), f"{typed!r}: the match must not start"
    assert screen.focused is field, f"{typed!r}: the player is not taken to the refused field"
    shown = plain(screen.query_one("#form-problem", Static).render()).strip()
    field.value = before
    return shown


async def test_a_bad_option_is_refused_in_the_form_with_the_field_named(home: Path) -> None:
    """Each variant's refusals in one form, the variant chosen in it as a player does (a form costs about
    a second of CPU to start)."""
    app = form_app(home, next(iter(REFUSED_OPTIONS)))
    async with app.run_test(size=(120, 36)) as pilot:
        for variant, cases in REFUSED_OPTIONS.items():
            app.screen.query_one("#variant", Select).value = variant
            await pilot.pause()
            for name, typed, problem in cases:
                field = app.screen.query_one(f"#opt-{name}", Input)
                shown = await refused_in_the_form(pilot, field, typed)
                assert shown == problem, f"{variant}: {name} = {typed!r}"
    assert not list(home.glob("saves/*.json"))  # no match was started, so nothing was saved


async def test_the_refusal_reads_in_chinese(home: Path) -> None:
    app = form_app(home, "jinhua", lang="zh-Hans")
    async with app.run_test(size=(120, 36)) as pilot:
        await type_option(pilot, "ante", "0")
        await pilot.press("ctrl+s")
        await pilot.pause()
        shown = plain(app.screen.query_one("#form-problem", Static).render()).strip()
    assert shown == "底注 (JH-29)：0 小于最小值 1"


async def test_a_corrected_value_clears_the_refusal_and_starts_the_match(home: Path) -> None:
    app = form_app(home, "cixi")
    async with app.run_test(size=(120, 36)) as pilot:
        await type_option(pilot, "ante", "0")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await type_option(pilot, "ante", "3")
        await pilot.press("ctrl+s")
        table = await table_after_start(pilot)
        assert table.session.match.options == {"ante": 3, "play_to_end": False}


async def test_a_blank_field_takes_the_default_and_stack_blank_is_off(home: Path) -> None:
    app = form_app(home, "shanghai")
    async with app.run_test(size=(120, 36)) as pilot:
        await type_option(pilot, "max_loss_lezi", "")
        await pilot.press("ctrl+s")
        table = await table_after_start(pilot)
        assert table.session.match.options["max_loss_lezi"] == 5
        assert table.session.match.options["stack"] is None


async def test_the_form_builds_the_variants_options_once_as_it_opens_and_again_on_a_switch(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The variant's Select says Changed as it mounts: the options shown by on_mount were built a second
    time (a tenth of the form's start), and anything typed into them meanwhile was lost."""
    built: list[str] = []
    show_options = NewGameScreen.show_options

    async def counted(screen: NewGameScreen, variant: str) -> None:
        built.append(variant)
        await show_options(screen, variant)

    monkeypatch.setattr(NewGameScreen, "show_options", counted)
    app = form_app(home, "jinhua")
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert built == ["jinhua"]
        app.screen.query_one("#variant", Select).value = "cixi"
        await pilot.pause()
        assert built == ["jinhua", "cixi"]
        assert app.screen.query_one("#opt-ante", Input).value == "1"  # Cixi's own default, not Jinhua's


async def test_the_focused_options_help_says_its_range(home: Path) -> None:
    app = form_app(home, "jinhua")
    async with app.run_test(size=(120, 36)) as pilot:
        app.screen.query_one("#opt-ante", Input).focus()
        await pilot.pause()
        shown = plain(app.screen.query_one("#option-help", Static).render())
    assert "a whole number from 1 to 1000" in shown


REFUSED_COUNTS = [
    ("hands", "1.5", "Hands: 1.5 is not a whole number"),
    ("hands", "-1", "Hands: -1 is below 0"),
    ("hands", "1000", "Hands: 1000 is above 999"),
    ("seed", "1.5", "Seed: 1.5 is not a whole number"),
    ("seed", "-7", "Seed: -7 is below 0"),
    ("seed", "seven", 'Seed: "seven" is not a number'),
]


async def test_hands_and_seed_refuse_what_is_not_a_whole_number_with_the_field_named(home: Path) -> None:
    """Issue 26 left these two integer-only: the "." of a typed 1.5 was dropped and 15 hands played."""
    app = form_app(home, "jinshan")
    async with app.run_test(size=(120, 36)) as pilot:
        for field, typed, problem in REFUSED_COUNTS:
            box = app.screen.query_one(f"#{field}", Input)
            assert await refused_in_the_form(pilot, box, typed) == problem, f"{field} = {typed!r}"
    assert not list(home.glob("saves/*.json"))


async def test_hands_and_seed_read_in_chinese_and_a_good_value_starts(home: Path) -> None:
    app = form_app(home, "jinshan", lang="zh-Hans")
    async with app.run_test(size=(120, 36)) as pilot:
        box = app.screen.query_one("#hands", Input)
        box.focus()
        box.value = ""
        await pilot.press(*"1.5")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert plain(app.screen.query_one("#form-problem", Static).render()).strip() == "局数：1.5 不是整数"
        box.value = "2"
        seed = app.screen.query_one("#seed", Input)
        seed.value = "77"
        await pilot.press("ctrl+s")
        table = await table_after_start(pilot)
        assert table.session.settings.hands == 2 and table.session.settings.seed == 77
