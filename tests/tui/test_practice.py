"""Practice mode (a new-game option): ctrl+z takes back the human's last action and the bots' answers after
it, and ctrl+b shows the bots' hands when that was chosen; neither exists in an ordinary game."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select

from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.new_game import NewGameScreen
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings
from mahjong_tui.widgets.seat import SeatPanel
from tests.tui.conftest import new_app, own_turn, settle


async def answer(pilot: object, screen: object) -> None:
    """The human answers whatever is asked: pass a claim, or discard on a turn."""
    if isinstance(screen, ClaimPrompt):
        await pilot.press("escape")  # type: ignore[attr-defined]
    else:
        await own_turn(pilot, screen)  # type: ignore[arg-type]


async def test_undo_takes_back_the_last_own_action_and_asks_again(home: Path) -> None:
    app = new_app(home, variant="jinshan", practice=True, show_bot_hands=True)
    async with app.run_test(size=(120, 40)) as pilot:
        first = await settle(pilot)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        session = table.session
        await answer(pilot, first)
        asked = await settle(pilot)  # bots answered; the human is asked again
        before = (len(session.game.actions), session.observation(0), type(asked))
        await answer(pilot, asked)
        await settle(pilot)
        assert len(session.game.actions) > before[0]
        await pilot.press("ctrl+z")
        again = await settle(pilot)
        assert (len(session.game.actions), session.observation(0), type(again)) == before
        # "Show the bots' hands: on": face up at their seats on the table; ctrl+b turns them down and up
        def shown() -> list[object]:
            return [panel.view.shown_hand for panel in table.query(SeatPanel) if panel.view is not None]

        assert sorted(len(h) for h in shown() if h is not None) == sorted(
            len(session.observation(c).concealed) for c in (1, 2, 3))
        await pilot.press("ctrl+b")
        assert app.screen is again and shown() == [None] * 4
        await pilot.press("ctrl+b")
        assert sum(h is not None for h in shown()) == 3


async def test_an_ordinary_game_has_no_undo(home: Path) -> None:
    app = new_app(home, variant="jinshan")
    async with app.run_test(size=(120, 40)) as pilot:
        await answer(pilot, await settle(pilot))
        await settle(pilot)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        count = len(table.session.game.actions)
        assert not app.check_action("undo", ())
        await pilot.press("ctrl+z", "ctrl+b")
        assert len(table.session.game.actions) == count
        assert all(panel.view is None or panel.view.shown_hand is None for panel in table.query(SeatPanel))


async def test_the_new_game_screen_offers_practice(home: Path) -> None:
    from mahjong_tui.app import make_app

    app = make_app(GameSettings(lang="en"), home=home, show_new_game=True)
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        screen.query_one("#practice", Select).value = True
        screen.query_one("#show-bot-hands", Select).value = True
        chosen = screen.chosen({})  # Jinshan has no house rules
        assert chosen.practice and chosen.show_bot_hands
        assert GameSettings.from_json(chosen.to_json()) == chosen
