"""A hand that ends at its deal (SH-2 八花齊 dealt to the dealer) shows its result as hand 1 with the chips
moved: the app once showed "Result of hand 0" and nobody's scores changed (the match never booked it)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from mahjong_tui.app import make_app
from mahjong_tui.screens.result import ResultScreen
from mahjong_tui.settings import GameSettings
from tests.rules.test_match_app_hooks import eight_flowers_dealt_wall
from tests.tui.conftest import first_dealer, settle
from tests.tui.rendered import plain


async def test_sh2_eight_flowers_dealt_the_result_is_hand_1_and_the_chips_move(home: Path) -> None:
    seed = 5
    app = make_app(GameSettings(variant="shanghai", seed=seed, bot_delay=0.0, lang="en"), home=home)
    app.stacked_wall = eight_flowers_dealt_wall(first_dealer("shanghai", seed))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await settle(pilot)
        assert isinstance(screen, ResultScreen)
        assert screen.view.title == "Result of hand 1"
        assert "八花齊" in plain(screen.query_one("#result-headline", Static).content)
        nets = [net for _, net, _ in screen.view.chips]
        totals = [total for _, _, total in screen.view.chips]
        assert any(nets) and totals == nets  # the match's running scores moved by this hand's chips
        money = plain(screen.query_one("#result-money", Static).content)
        assert f"{max(nets):+d}" in money
