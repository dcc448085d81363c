"""A hosted table in the test's own event loop, on 127.0.0.1 and a free port, with clients that play."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bots import get_bot
from mahjong_tui.net.client import TableClient
from mahjong_tui.net.hosted import new_hosted, seats_for
from mahjong_tui.net.server import Host, Limits
from mahjong_tui.net.table import HostedTable
from mahjong_tui.settings import GameSettings

CODE = "TEST42"


@dataclass
class Running:
    table: HostedTable
    host: Host
    port: int
    lines: list[str] = field(default_factory=list)

    def client(self, name: str, **kwargs: Any) -> TableClient:
        return TableClient("127.0.0.1", self.port, code=CODE, name=name, **kwargs)


@asynccontextmanager
async def hosted(home: Path, variant: str = "jinshan", seats: tuple[str, str, str, str] = ("human",) * 4,
                 *, seed: int = 7, hands: int = 1, run: bool = True, options: dict[str, Any] | None = None,
                 limits: Limits | None = None, **table_options: Any) -> AsyncIterator[Running]:
    """A host for one match; the table's driver runs while the block runs (``run``)."""
    settings = GameSettings(variant=variant, seats=seats, seed=seed, hands=hands, options=options or {})
    session = new_hosted(settings, home)
    table_options.setdefault("bot_delay", 0.0)
    lines: list[str] = []
    table = HostedTable(session, seats_for(settings), CODE, say=lines.append, **table_options)
    host = Host(table, limits)
    server = await host.start("127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    driver = asyncio.create_task(table.run()) if run else None
    try:
        yield Running(table, host, port, lines)
    finally:
        if driver is not None:
            driver.cancel()
        table.close_all("host_stopping")
        server.close()
        await host.close()
        session.store.flush()


async def play_with_bot(client: TableClient, bot: str = "random", seed: int = 1,
                        stop: Callable[[TableClient], bool] = lambda c: False) -> None:
    """Answer every state that offers something with the bot's choice (and go on after each hand), until
    the table ends for the client or ``stop`` says so."""
    rng = random.Random(seed)
    answered = -1

    def ready(c: TableClient) -> bool:
        view = c.view
        return (c.ended is not None or stop(c)
                or (view is not None and view.step > answered and (bool(view.offered) or view.next_hand)))

    while True:
        await client.wait_until(ready, timeout=30)
        view = client.view
        if client.ended is not None or stop(client) or view is None:
            return
        answered = view.step
        if view.next_hand:
            await client.act("next_hand")
        else:
            await client.act(get_bot(bot, rng).choose(view.observation))
