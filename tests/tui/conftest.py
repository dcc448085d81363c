"""Helpers for the app tests: an app on a temp home with bots at delay 0, and a driver that plays by keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.screen import Screen

from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.settings import GameSettings

SIZE = (120, 40)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    return tmp_path


def new_app(home: Path, **changes: object) -> MahjongApp:
    settings = GameSettings(bot_delay=0.0, seed=3, lang="en").with_(**changes)
    return make_app(settings, home=home)


async def settle(pilot: Pilot[None], limit: int = 500) -> Screen[object]:
    """Let bots play until a human is asked something or another screen (prompt, result…) is on top."""
    from mahjong_tui.screens.table import TableScreen

    app = pilot.app
    for _ in range(limit):
        await app.workers.wait_for_complete()
        await pilot.pause(0.001)  # a short pause: waiting for CPU idle is slow on a busy machine
        screen = app.screen
        if not isinstance(screen, TableScreen) or screen.acting is not None:
            return screen
    raise AssertionError("the table never asked a human")


async def play_until_result(pilot: Pilot[None], limit: int = 400) -> Screen[object]:
    """Play the human seats by keys only: win when offered, else throw the drawn tile, pass claims."""
    from mahjong_tui.screens.claim import ClaimPrompt
    from mahjong_tui.screens.privacy import PrivacyScreen
    from mahjong_tui.screens.result import ResultScreen
    from mahjong_tui.screens.table import TableScreen

    for _ in range(limit):
        screen = await settle(pilot)
        if isinstance(screen, ResultScreen):
            return screen
        if isinstance(screen, PrivacyScreen):
            await pilot.press("enter")
        elif isinstance(screen, ClaimPrompt):
            await pilot.press("w" if screen.check_action("claim", ("win",)) else "escape")
        elif isinstance(screen, TableScreen):
            await own_turn(pilot, screen)
        else:
            raise TypeError(f"unexpected screen {screen!r}")
    raise AssertionError("the hand did not end")


async def own_turn(pilot: Pilot[None], screen: object, knock: bool = False) -> None:
    """Win if offered (knock first when asked to), else discard: the drawn tile, or the next one allowed."""
    from mahjong_tui.screens.table import TableScreen
    from rules.engine import ActionKind

    assert isinstance(screen, TableScreen)
    if screen.check_action("win", ()):
        await pilot.press("w")
        return
    kinds = (ActionKind.KNOCK,) if knock and screen.check_action("knock", ()) else (ActionKind.DISCARD,)
    for _ in range(20):
        if screen.own_action(kinds) is not None:
            break
        await pilot.press("left")
    await pilot.press("r" if kinds == (ActionKind.KNOCK,) else "enter")


def stacked_wall(variant: str, dealer: int, hands: dict[int, str], dealer_draw: str) -> list[int]:
    """A wall in draw order that deals ``hands`` (chair → 13 tiles) and gives the dealer ``dealer_draw``.

    Seats not named get plain suited/honor tiles; flowers sit deep in the wall, away from the deal.
    """
    from rules.tiles import FLOWER, full_set, kind_of, parse_tiles
    from rules.variants import get_variant

    pool = full_set(get_variant(variant).with_flowers)
    given = {chair: parse_tiles(text) for chair, text in hands.items()}
    assert all(len(kinds) == 13 for kinds in given.values()), "a stacked hand holds 13 tiles"
    extra = kind_of(dealer_draw)
    for kinds in [*given.values(), [extra]]:
        for k in kinds:
            pool.remove(k)
    plain = [k for k in pool if k < FLOWER]
    flowers = [k for k in pool if k >= FLOWER]
    wall: list[int] = []
    for i in range(4):
        chair = (dealer + i) % 4
        if chair in given:
            wall += given[chair]
        else:
            wall += plain[:13]
            plain = plain[13:]
    wall.append(extra)
    half = len(plain) // 2
    return wall + plain[:half] + flowers + plain[half:]


def first_dealer(variant: str, seed: int) -> int:
    import random

    from rules.variants import get_variant

    return get_variant(variant).first_dealer(random.Random(seed))
