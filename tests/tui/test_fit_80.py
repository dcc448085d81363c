"""At 80×24, the smallest table the app supports, a label is never wrapped or cut (found by playing)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from mahjong_tui.app import make_app
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.screens.first import FirstScreen
from mahjong_tui.settings import GameSettings
from tests.tui.test_calculator import CalcApp


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
async def test_the_first_screens_footer_fits_80_columns(home: Path, lang: str) -> None:
    """Its footer ran past 80 columns ("f6 Ca▏") repeating the tools' keys their buttons already name."""
    app = make_app(GameSettings(lang=lang), home=home, show_menu=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, FirstScreen)
        footer = app.screen.query_one(KeysBar).render().plain
        assert "…" not in footer, footer  # every key whole, the palette's closing
        assert "(F5)" in str(app.screen.query_one("#tool-replay").render())  # the key, on its button


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
async def test_each_line_of_the_calculators_palette_is_one_row_at_80_columns(lang: str) -> None:
    """The meld kinds and the seats were one line: in English it wrapped after "claimed from: East"."""
    app = CalcApp("shanghai", lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        palette = app.calc.query_one("#calc-palette", Static)
        assert palette.size.height == app.calc.palette().count("\n") + 1


@pytest.mark.parametrize("lang", ["en", pytest.param("zh-Hans", marks=pytest.mark.slow)])
async def test_the_drills_how_to_line_stays_one_row_after_an_answer(tmp_path: Path, lang: str) -> None:
    """Answered, the drill grows a scrollbar; the how-to line then wrapped ("… (West, 3" / "Characters)")."""
    from tests.tui.test_drills import drills

    async with drills(tmp_path, "jinshan", lang, 1, (80, 24)) as (pilot, screen):
        await pilot.press("enter")
        await pilot.pause()
        assert screen.query_one("#drill-answer", Static).size.height > 0
        assert screen.query_one("#drill-how", Static).size.height == 1


async def test_a_side_seats_head_keeps_its_chips_on_its_row_at_80_columns(home: Path) -> None:
    """"South Normal bot 4  +0" did not fit a side seat at 80×24: the chips wrapped to a row of their own."""
    from mahjong_tui.screens.table import TableScreen
    from mahjong_tui.widgets.seat import SeatPanel
    from tests.tui.conftest import new_app, settle

    app = new_app(home, variant="jinshan", seats=("human", "normal", "normal", "normal"), seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        for side in ("#seat-left", "#seat-right"):
            panel = table.query_one(side, SeatPanel)
            head = panel.render_rows()[0]
            assert "Normal bot" in head.plain and "+0" in head.plain, head.plain
            assert head.cell_len <= panel.content_size.width
        wide = table.query_one("#seat-top", SeatPanel).render_rows()[0].plain
        assert "  +0" in wide  # where it fits, the head keeps its spacing



@pytest.mark.parametrize(("shanten", "en", "zh"), [(1, "You: 1 tile from ready", "你: 1 向听"),
                                                  (2, "You: 2 tiles from ready", "你: 2 向听")])
def test_the_status_line_says_one_tile_in_the_singular(shanten: int, en: str, zh: str) -> None:
    """It read "You: 1 tiles from ready" (seen at 80×24)."""
    from types import SimpleNamespace

    from bots.advice import HandStatus
    from mahjong_tui import views
    from mahjong_tui.i18n import Strings

    status = HandStatus(shanten=shanten, plan="", waits=(), discard=None)
    session = SimpleNamespace(hand_status=lambda chair: (status, {}), progress=lambda chair: None,
                              settings=SimpleNamespace(variant="jinshan"))
    assert views.status_text(session, 0, Strings("en")) == en  # type: ignore[arg-type]
    assert views.status_text(session, 0, Strings("zh-Hans")) == zh  # type: ignore[arg-type]


def test_a_verdict_every_wait_shares_is_said_once() -> None:
    """The waits line repeated "(self-drawn: 14 胡 — at least 20 needed)" after each wait: cut at 80."""
    from rich.style import Style

    from mahjong_tui.tiles_view import TileStyle
    from mahjong_tui.views import WaitView
    from mahjong_tui.widgets.status import waits_text

    verdict = "self-drawn: 14 胡 — at least 20 needed"
    same = (WaitView(2, 4, verdict), WaitView(20, 2, verdict))
    shown = waits_text(same, TileStyle.ASCII, "dead", Style(), Style()).plain
    assert shown == f"3m×4  3s×2  ({verdict})"
    mixed = (WaitView(2, 4, verdict), WaitView(20, 2, ""))
    assert waits_text(mixed, TileStyle.ASCII, "dead", Style(), Style()).plain == f"3m×4 ({verdict})  3s×2"


@pytest.mark.parametrize("size", [(80, 24), pytest.param((100, 34), marks=pytest.mark.slow)])
async def test_the_new_game_forms_tool_buttons_are_whole(home: Path, size: tuple[int, int]) -> None:
    """In one row the tools' buttons ran off the form ("Drills: what would you d" at 80 columns)."""
    from textual.widgets import Button

    from mahjong_tui.screens.new_game import NewGameScreen

    app = make_app(GameSettings(lang="en"), home=home, show_new_game=True)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        form = app.screen.query_one("#learn-buttons")
        for button in form.query(Button):
            label = str(button.label)
            assert button.region.right <= size[0] and button.content_region.width >= len(label), label


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
async def test_the_replays_footer_fits_80_columns(home: Path, lang: str) -> None:
    """It ran past 80 columns ("^q Save▏"), and named two keys "Back"."""
    from mahjong_tui.screens.replay import ReplayScreen
    from tests.tui.conftest import new_app, settle

    app = new_app(home, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.open_replay()
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        footer = app.screen.query_one(KeysBar).render().plain
        assert "…" not in footer, footer


@pytest.mark.parametrize(("lang", "size"), [("en", (80, 24)), ("zh-Hans", (80, 24)), ("en", (120, 36))])
async def test_the_claim_prompt_covers_no_side_seat(home: Path, lang: str, size: tuple[int, int]) -> None:
    """At 80×24 its box was three columns wider than the centre: the right seat's meld read "条 2条 2条←南"
    and its river's first column was hidden while the player decided (found by playing Shanghai). At 120×36
    it was centred over the screen, log included, and covered the right seat's name (Cixi)."""
    from mahjong_tui.screens.claim import ClaimPrompt
    from mahjong_tui.widgets.centre import CentrePanel
    from mahjong_tui.widgets.river import RiverView
    from mahjong_tui.widgets.seat import SeatPanel
    from tests.tui.conftest import new_app, settle

    app = new_app(home, variant="jinshan", seed=21, lang=lang)  # North's 4萬: chi or pass
    async with app.run_test(size=size) as pilot:
        prompt = await settle(pilot)
        assert isinstance(prompt, ClaimPrompt)
        await pilot.pause()
        box, centre = prompt.region, app.screen.query_one(CentrePanel).region
        assert centre.x <= box.x and box.right <= centre.right, (box, centre)
        parts = [*app.screen.query(SeatPanel), *app.screen.query(RiverView)]
        covered = [(part.id, part.region) for part in parts if part.region.overlaps(box)]
        assert covered == []
