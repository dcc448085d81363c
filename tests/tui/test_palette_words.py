"""Issue 27 bug 5: the command palette opened on a Chinese screen listed Textual's own English entries
(Scroll Up, Focus Next, Press button, Theme, Screenshot …) under an English "Search for commands…". It now
lists the app's actions and the screen's keys only, every one in the player's language."""

from __future__ import annotations

from pathlib import Path

from textual.command import CommandInput, CommandList, CommandPalette
from textual.pilot import Pilot

from mahjong_tui.app import make_app
from mahjong_tui.settings import GameSettings
from tests.tui.conftest import settle
from tests.tui.rendered import plain

TEXTUAL_OWN = ("Scroll", "Focus", "Press button", "Theme", "Screenshot", "Keys", "Maximize", "Quit the",
               "Copy selected", "Page")


async def palette_titles(pilot: Pilot[None]) -> tuple[CommandPalette, list[str]]:
    """Open the palette over the screen on top; the titles of its hits, as shown."""
    app = pilot.app
    await pilot.press("ctrl+p")
    for _ in range(100):
        if isinstance(app.screen, CommandPalette) and app.screen.query(CommandList):
            hits = app.screen.query_one(CommandList)
            if hits.option_count:
                break
        await pilot.pause(0.05)
    palette = app.screen
    assert isinstance(palette, CommandPalette)
    return palette, [plain(hits.get_option_at_index(i).prompt, width=200) for i in range(hits.option_count)]


async def test_the_palette_on_a_chinese_screen_speaks_chinese(tmp_path: Path) -> None:
    (tmp_path / "profile.json").write_text('{"format": 1, "tour_seen": true}', encoding="utf-8")
    app = make_app(GameSettings(lang="zh-Hans", seed=7), show_menu=True, home=tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        palette, titles = await palette_titles(pilot)
        assert titles and not [t for t in titles if any(own in t for own in TEXTUAL_OWN)], titles
        english = [t for t in titles if sum(c.isascii() and c.isalpha() for c in t.split("\n")[0]) > 8]
        assert not english, titles
        assert palette.query_one(CommandInput).placeholder == "搜索命令…"


async def test_the_palette_over_the_chinese_table_lists_its_keys_in_chinese(tmp_path: Path) -> None:
    """The hand's keys that only say why a move is not possible (w, k, r off the footer) were listed in
    English ("Win 胡", "Kong 槓", "Knock 敲") beside the footer's own words."""
    app = make_app(GameSettings(lang="zh-Hans", seed=33, variant="jinshan", bot_delay=0.0), home=tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        _, titles = await palette_titles(pilot)
        firsts = [t.split("\n")[0] for t in titles]
        assert "打出" in firsts and "提示" in firsts
        assert not [t for t in firsts if any(c.isascii() and c.isalpha() for c in t)], firsts
