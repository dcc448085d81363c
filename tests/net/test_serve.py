"""``mahjong-tui serve`` puts the join screen in a browser with textual-serve (issue 30): the page is
served, its websocket starts a ``join`` whose form takes the room code and a name, and the player sits at
a real host on loopback; in headless Chromium the same is done with the keyboard, and a key discards.

The browser test needs Debian's ``chromium`` and the ``playwright`` package (the ``test`` extra);
``.ci/run`` installs chromium where it is missing. Without them it is skipped and says why."""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from rules.engine import ActionKind
from tests.cli.test_hostile_input import invoke, one_error
from tests.net.tables import CODE, Running, hosted

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# the flags a root process on a closed network needs (no sandbox, no calls home)
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


FORM_DRAWN = b"Room code"  # the join form is on screen, its code field focused: keys may come


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


async def until(ready: Callable[[], bool], seconds: float = 30.0) -> None:
    for _ in range(int(seconds / 0.05)):
        if ready():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("waited in vain")


def seated(run: Running, name: str) -> bool:
    return any(seat.name == name and seat.here for seat in run.table.seats)


@asynccontextmanager
async def served(run: Running, home: Path) -> AsyncIterator[str]:
    """``mahjong-tui serve`` for the host in a process of its own; yields the page's address."""
    port = free_port()
    environment = {**os.environ, "MAHJONG_TUI_HOME": str(home)}
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "mahjong_tui", "serve", f"127.0.0.1:{run.port}", "--port", str(port),
        "--lang", "en", env=environment, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        async with aiohttp.ClientSession() as web:
            for _ in range(300):
                try:
                    async with web.get(url + "/") as page:
                        if page.status == 200:
                            break
                except aiohttp.ClientConnectionError:
                    await asyncio.sleep(0.05)
            else:
                raise AssertionError("the page was never served")
        yield url
    finally:
        process.terminate()
        await asyncio.wait_for(process.wait(), 10)


async def test_the_page_is_served_and_its_websocket_seats_a_player(fast_home: Path, tmp_path: Path) -> None:
    async with hosted(fast_home, "jinshan", ("human", "bot", "bot", "bot")) as run, \
            served(run, tmp_path) as url, aiohttp.ClientSession() as web:
        async with web.get(url + "/") as page:
            html = await page.text()
        assert f'data-session-websocket-url="ws://127.0.0.1:{url.rsplit(":", 1)[1]}/ws"' in html
        async with web.get(url + "/static/js/textual.js") as script:
            assert script.status == 200
        async with web.ws_connect(url + "/ws?width=100&height=30") as socket_:
            painted = b""
            while FORM_DRAWN not in painted:
                painted += await asyncio.wait_for(socket_.receive_bytes(), 30)
            # in one burst, as a browser may send them: the name's first letter once went to the code
            await socket_.send_json(["stdin", f"{CODE}\rAnn\r"])
            await until(lambda: seated(run, "Ann"))
        await until(lambda: not seated(run, "Ann"))  # the tab closed: the player is away


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)")
async def test_a_browser_joins_and_discards(fast_home: Path, tmp_path: Path) -> None:
    playwright = pytest.importorskip("playwright.async_api", reason="playwright (the test extra) is missing")
    async with hosted(fast_home, "jinshan", ("human", "bot", "bot", "bot"), seed=3) as run, \
            served(run, tmp_path) as url, playwright.async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = await browser.new_page(viewport={"width": 1400, "height": 800})
            painted: list[bytes] = []

            def watch(socket_: Any) -> None:
                socket_.on("framereceived", lambda frame: painted.append(
                    frame if isinstance(frame, bytes) else frame.encode()))

            page.on("websocket", watch)
            await page.goto(url + "/")
            await until(lambda: FORM_DRAWN in b"".join(painted))
            await page.focus(".xterm-helper-textarea")
            for keys in (CODE, "Ann"):
                await page.keyboard.type(keys, delay=50)
                await page.keyboard.press("Enter")
            await until(lambda: seated(run, "Ann"))
            before = len(run.lines)
            await answer_until_discarded(page, run)
            assert any("Ann discard" in line for line in run.lines[before:])
            shot = await page.screenshot(path=str(tmp_path / "table.png"))
            assert shot.startswith(b"\x89PNG")
        finally:
            await browser.close()


async def answer_until_discarded(page: Any, run: Running) -> None:
    """Pass on each claim the seat is offered (escape) until it must discard, then discard (enter)."""
    seat = run.table.seats[0]
    for _ in range(40):
        await until(lambda: bool(run.table.offered_to(seat)[0]))
        step = run.table.session.step
        discard = any(action.kind is ActionKind.DISCARD for action in run.table.offered_to(seat)[0])
        await page.keyboard.press("Enter" if discard else "Escape")  # the drawn tile goes, or a pass
        await until(lambda step=step: run.table.session.step != step)  # type: ignore[misc]
        if discard:
            return
    raise AssertionError("never asked to discard")


def test_bad_arguments_are_one_error_line() -> None:
    one_error(invoke("serve", "localhost"), "expected HOST:PORT")
    one_error(invoke("serve", "127.0.0.1:4000", "--bind", "0.0.0.0"), "needs --public-url")
    one_error(invoke("serve", "127.0.0.1:4000", "--public-url", "example"), "--public-url")
