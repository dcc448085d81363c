"""Issue 30, seen in tmux: a notice at the table (a seat's news, a take-back) covered the right end of the
player's hand and the status line for five seconds at 80×24. It is a line on the footer's row now."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets._toast import Toast

from mahjong_tui.screens.table import TableScreen
from mahjong_tui.widgets.player_hand import PlayerHand
from mahjong_tui.widgets.status import StatusLine
from tests.tui.conftest import new_app, settle


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
async def test_a_notice_hides_neither_hand_nor_status_line(home: Path, size: tuple[int, int]) -> None:
    app = new_app(home, variant="jinshan", seed=5)
    async with app.run_test(size=size, notifications=True) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        app.notify("Bob dropped; a bot plays for them in 30 s")
        await pilot.pause()
        await pilot.pause()
        toast = table.query_one(Toast).region
        assert toast.height == 1 and toast.bottom == size[1]  # the footer's row
        for part in (table.query_one(PlayerHand), table.query_one(StatusLine)):
            assert not toast.overlaps(part.region), part
