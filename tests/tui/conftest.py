"""Helpers for the app tests: an app on a temp home with bots at delay 0, and a driver that plays by keys."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen

from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.screens.claim import ClaimPrompt, NothingToClaim
from mahjong_tui.settings import GameSettings

Asking = Screen[object] | ClaimPrompt  # what the player answers now: a screen, or the table's claim prompt

SIZE = (120, 40)


@pytest.fixture(autouse=True)
def saves_without_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app saves after every action (temp file, fsync, rename: rules.records.write_json_atomic). The
    fsync is for a power cut, which no test here makes; on a busy disk it costs ~10 ms a move, so the
    pilot tests leave it out (atomicity — the rename — stays, and test_storage checks the saves)."""
    import rules.records

    monkeypatch.setattr(rules.records.os, "fsync", lambda fd: None)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    return tmp_path


def new_app(home: Path, **changes: object) -> MahjongApp:
    settings = GameSettings(bot_delay=0.0, seed=3, lang="en").with_(**changes)
    return make_app(settings, home=home)


def on_top(app: App[None]) -> Asking:
    """What the player answers now: the claim prompt when the table on top shows one (a part of the table
    screen), else the screen on top."""
    from mahjong_tui.screens.table import TableScreen

    screen = app.screen
    if isinstance(screen, TableScreen) and screen.claim_prompt.is_open:
        return screen.claim_prompt
    return screen


async def settle(pilot: Pilot[None], limit: float = 20.0) -> Asking:
    """Let bots play until a human is asked something (the claim prompt, the hand) or another screen
    (result…) is on top; returns what asks (:func:`on_top`).

    Polls every millisecond: Textual's own update timer renders meanwhile, so no layout is forced per bot
    move, and waiting for an idle CPU (``pilot.pause()``) would cost at least 20 ms a poll."""
    from mahjong_tui.screens.table import TableScreen

    app = pilot.app
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        # a bot's worker is exclusive: asking again cancels the older one, which then ends cancelled
        await asyncio.gather(*(worker.wait() for worker in list(app.workers)), return_exceptions=True)
        await asyncio.sleep(0.001)
        screen = app.screen
        if not isinstance(screen, TableScreen) or screen.acting is not None or screen.claim_prompt.is_open:
            return on_top(app)
    raise AssertionError("the table never asked a human")


def table_state(app: App[None]) -> tuple[object, int | None]:
    """The screen on top and the table's step: a key that acts changes one of them."""
    from mahjong_tui.screens.table import TableScreen

    tables = [s for s in app.screen_stack if isinstance(s, TableScreen)]
    return on_top(app), tables[-1].session.step if tables else None


async def send_key(pilot: Pilot[None], key: str, state: Callable[[], object], limit: float = 5.0) -> None:
    """Send a key through the driver exactly as ``pilot.press`` does, then wait until ``state()`` changes
    (instead of Textual's wait for an idle CPU: two 20 ms waits a key, longer while the bots move).
    A key that does nothing fails the test."""
    app = pilot.app
    before = state()
    assert app._driver is not None
    app._driver.send_message(events.Key(key, _KEY_CHARS.get(key, key if len(key) == 1 else None)))
    deadline = time.monotonic() + limit
    while state() == before:
        assert time.monotonic() < deadline, f"pressing {key!r} did nothing on {app.screen!r}"
        await asyncio.sleep(0.001)


async def act(pilot: Pilot[None], key: str) -> Asking:
    """Press a key that acts (discard, claim, pass, win, knock…): wait until another screen is on top or
    the table is a step further, then play on until a human is asked again."""
    await send_key(pilot, key, lambda: table_state(pilot.app))
    return await settle(pilot)


_KEY_CHARS = {"enter": "\r", "escape": "\x1b", "space": " "}


async def play_until_result(pilot: Pilot[None], limit: int = 400) -> Asking:
    """Play the human seats by keys only: win when offered, else throw the drawn tile, pass claims."""
    from mahjong_tui.screens.privacy import PrivacyScreen
    from mahjong_tui.screens.result import ResultScreen
    from mahjong_tui.screens.table import TableScreen

    screen = await settle(pilot)
    for _ in range(limit):
        if isinstance(screen, ResultScreen):
            return screen
        if isinstance(screen, PrivacyScreen):
            screen = await act(pilot, "enter")
        elif isinstance(screen, ClaimPrompt | NothingToClaim):
            screen = await act(pilot, "w" if screen.check_action("claim", ("win",)) else "escape")
        elif isinstance(screen, TableScreen):
            screen = await own_turn(pilot, screen)
        else:
            raise TypeError(f"unexpected screen {screen!r}")
    raise AssertionError("the hand did not end")


async def own_turn(pilot: Pilot[None], screen: object, knock: bool = False) -> Asking:
    """Win if offered (knock first when asked to), else discard: the drawn tile, or the next one allowed.
    Returns the screen on top once a human is asked again."""
    from mahjong_tui.screens.table import TableScreen
    from rules.engine import ActionKind

    assert isinstance(screen, TableScreen)
    hand = screen.hand
    if hand.check_action("win", ()):
        return await act(pilot, "w")
    kinds = (ActionKind.KNOCK,) if knock and hand.check_action("knock", ()) else (ActionKind.DISCARD,)
    for _ in range(20):
        if hand.own_action(kinds) is not None:
            break
        await send_key(pilot, "left", lambda: hand.selected)
    return await act(pilot, "r" if kinds == (ActionKind.KNOCK,) else "enter")


def stacked_wall(variant: str, dealer: int, hands: dict[int, str], dealer_draw: str) -> list[int]:
    """A wall in draw order that deals ``hands`` (chair → 13 tiles) and gives the dealer ``dealer_draw``.

    Seats not named get plain suited/honor tiles; flowers sit deep in the wall, away from the deal.
    """
    from rules.tiles import FLOWER, full_set, kind_of, parse_tiles
    from rules.variants import get_variant

    pool = full_set(get_variant(variant).table_rules.with_flowers)
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
