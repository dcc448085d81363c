"""Issue 27 bug 5: on the first screen ↑/↓ did not reach the game list (the scroll took them), focus was hard
to see, and the first shift+Tab landed on Resume — a wrong match resumed by accident. Focus starts on the
game list; the arrows move through the list and then to the nearest button in their direction."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Button, OptionList

from mahjong_tui.screens.first import FirstScreen
from mahjong_tui.session import TableSession
from mahjong_tui.settings import GameSettings
from tests.tui.test_entry import menu_app, skip_tour


async def test_the_arrows_walk_the_first_screen_and_shift_tab_never_resumes(home: Path) -> None:
    skip_tour(home)
    app = menu_app(home)
    TableSession.new(GameSettings(seed=5), app.store.new_save("jinshan"))  # a match to resume
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        first = app.screen
        assert isinstance(first, FirstScreen) and first.saved
        variants = first.query_one("#variants", OptionList)
        assert app.focused is variants  # the first choice: which game
        await pilot.press("shift+tab")
        assert app.focused is not first.query_one("#resume", Button)
        variants.focus()
        variants.highlighted = 0
        for _ in range(3):
            await pilot.press("down")
        assert app.focused is variants and variants.highlighted == 3  # the list's own cursor first
        await pilot.press("down")  # past its end: the first quick start under it
        assert app.focused is first.query_one("#quick-solo-1", Button)
        await pilot.press("right")
        assert app.focused is first.query_one("#quick-watch-0", Button)
        await pilot.press("down")
        assert app.focused is first.query_one("#quick-hot-4", Button)  # the one under it
        await pilot.press("down")  # the tools' grid
        assert app.focused is first.query_one("#tool-open_calculator", Button)
        await pilot.press("up", "up", "up")  # back through the quick starts into the list, at its end
        assert app.focused is variants and variants.highlighted == 3
        for _ in range(3):
            await pilot.press("up")
        assert app.focused is variants and variants.highlighted == 0
        await pilot.press("up")  # above the list: the saved matches, then Resume
        assert app.focused is first.query_one("#saved", Button)


async def test_a_damaged_save_on_the_first_screen_does_not_promise_a_new_game(home: Path) -> None:
    """Issue 27 bug 5: the notice said "… and a new game starts" while the menu was shown."""
    skip_tour(home)
    (home / "saves").mkdir()
    (home / "saves" / "20260101-000000-jinshan.json").write_text("{garbage", encoding="utf-8")
    app = menu_app(home)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, FirstScreen)
        said = [note.message for note in app._notifications]
        assert said and all("new game" not in text for text in said), said
        assert any("cannot be used" in text and "kept aside as" in text for text in said), said
