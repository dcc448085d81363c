"""The rules page in the app: the packaged page, example hands drawn as tiles, opening at a rule id."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Static

from mahjong_tui.i18n import Strings
from mahjong_tui.screens.rules_page import RulesPageScreen, example_line, example_text
from mahjong_tui.tiles_view import TileStyle
from rules.tiles import kind_of
from tests.tui.rendered import plain


class PageApp(App[None]):
    def __init__(self, variant: str, rule: str | None = None) -> None:
        super().__init__()
        self.page = RulesPageScreen(Strings("en"), variant, rule=rule, style=TileStyle.ASCII)

    def on_mount(self) -> None:
        self.push_screen(self.page)


def test_an_example_line_reads_groups_win_tile_melds_and_labels() -> None:
    groups, caption = example_line("翻=7p 123m +6s (111m)  # 平胡")
    assert [(g.role, g.label, g.kinds) for g in groups] == [
        ("label", "翻", (kind_of("7p"),)),
        ("hand", "", (kind_of("1m"), kind_of("2m"), kind_of("3m"))),
        ("win", "", (kind_of("6s"),)),
        ("meld", "", (kind_of("1m"),) * 3),
    ]
    assert caption == "平胡"
    assert example_text("123m +6s", TileStyle.ASCII).plain == "1m 2m 3m  + 6s"
    assert "(" in example_text("12x", TileStyle.ASCII).plain  # a bad line is shown with the reason


async def complete(pilot: Pilot[None], page: RulesPageScreen) -> None:
    await pilot.pause()
    while not page.complete:
        await pilot.pause(0.01)
    await pilot.pause()


@pytest.mark.parametrize("variant", ["jinshan", "cixi"])
async def test_the_page_draws_example_hands_as_tiles(variant: str) -> None:
    app = PageApp(variant)
    async with app.run_test(size=(120, 40)) as pilot:
        await complete(pilot, app.page)
        shown = "\n".join(plain(w.content, width=116) for w in app.screen.query(".rules-section").results(Static))
        assert "```" not in shown and "+ " in shown  # the winning tile drawn apart
        assert any(b.kind == "tiles" for b in app.page.blocks)


async def test_the_page_opens_at_a_rule() -> None:
    app = PageApp("jinshan", rule="JS-17")
    async with app.run_test(size=(100, 30)) as pilot:
        await complete(pilot, app.page)
        await pilot.pause(0.05)
        page = app.page
        assert page.shown_rule == "JS-17"
        scroll = page.query_one("#rules-scroll")
        assert scroll.scroll_y > 10
        target = page.query_one(".rule-target")
        assert isinstance(target, Static) and "JS-17" in plain(target.content, width=96)
        assert not page.go_to_rule("JS-99")
        await pilot.press("escape")
        assert app.screen is not page


async def test_a_missing_page_is_a_notice(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from rules.variants.base import Variant

    monkeypatch.setattr(Variant, "rules_page", lambda self, lang=None: tmp_path / "absent.md")
    app = PageApp("cixi")
    async with app.run_test() as pilot:
        await pilot.pause()
        assert "No rules page" in str(app.screen.query_one("#rules-missing", Static).render())
