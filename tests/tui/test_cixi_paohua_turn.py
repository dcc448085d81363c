"""CX-15 at the app's table: a 抛花 player who draws its peng's fourth tile is offered the win and the added
kong only — its own turn with no tile to discard, not a claim prompt: ``w`` takes the plain 抛花 win, ``k``
adds the kong and the table wins it on the replacement (抛花 + 杠上花)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.app import make_app
from mahjong_tui.screens.result import ResultScreen
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.session import TableSession
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import SaveStore
from mahjong_tui.widgets.player_hand import PlayerHand
from tests.rules.test_cixi_paohua import cx15_wall, to_the_fourth_tile
from tests.tui.conftest import first_dealer, settle


def saved_at_the_fourth_tile(home: Path) -> None:
    """The human is North, in 抛花 with a peng of 5z, and has just drawn the fourth 5z; saved there."""
    seed = next(s for s in range(50) if first_dealer("cixi", s) == 0)
    settings = GameSettings(variant="cixi", seats=("bot", "bot", "bot", "human"), seed=seed, bot_delay=0.0,
                            lang="en")
    session = TableSession.new(settings, SaveStore(home), cx15_wall())
    to_the_fourth_tile(session.game, session.apply)
    assert session.game.turn == 3 and session.game.result is None


@pytest.mark.parametrize(("key", "names"), [("w", {"抛花"}), ("k", {"抛花", "杠上花"})])
async def test_cx15_the_turn_offers_win_and_kong_and_no_claim_prompt(home: Path, key: str,
                                                                     names: set[str]) -> None:
    saved_at_the_fourth_tile(home)
    app = make_app(GameSettings(), resume=True, home=home)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)  # the player's own turn, not a claim prompt
        assert table.acting == 3
        hand = table.query_one(PlayerHand)  # the part that owns the turn's keys (issue 27)
        assert hand.check_action("win", ()) and hand.check_action("kong", ())
        assert not hand.check_action("discard", ())
        await pilot.press(key)
        result = await settle(pilot)
        assert isinstance(result, ResultScreen)
        score = table.session.result.scores[3]  # type: ignore[union-attr]
        assert names <= {item.name for item in score.items}
