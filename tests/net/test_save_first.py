"""Stopping the host while a save is being written never drops that save (issue 30: the save is the one
truth, and a kill loses at most the move in flight)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui import storage
from mahjong_tui.net.hosted import resume_hosted
from tests.net.tables import hosted


async def test_a_stop_while_the_save_is_written_keeps_the_save(fast_home: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    written = storage.write_or_say_why

    def slow_write(path: Path, payload: Any) -> str | None:
        time.sleep(0.4)  # a slow disk: one save is still being written when the move's is queued
        return written(path, payload)

    async with hosted(fast_home, "jinshan", ("human", "bot", "bot", "bot"), run=False) as run:
        run.table.session.save()  # the first save is written at once; the next ones by the writer thread
        monkeypatch.setattr(storage, "write_or_say_why", slow_write)
        client = run.client("Ann")
        await client.connect()
        reading = asyncio.create_task(client.run())
        driver = asyncio.create_task(run.table.run())
        view = await client.next_view(-1, timeout=5)
        while view is not None and not view.offered:
            view = await client.next_view(timeout=5)
        assert view is not None
        run.table.session.save()  # as a seat taken saves: a write under way when the move comes
        await client.act(view.offered[0])
        await asyncio.sleep(0.1)  # the host applied it and waits for its save, queued behind the seat's
        shown = run.table.session.step
        driver.cancel()
        await asyncio.gather(driver, return_exceptions=True)
        run.table.session.store.flush()  # no fault: the write was not cancelled with the table
        await client.close()
        reading.cancel()
    found = resume_hosted(fast_home)
    assert found is not None
    assert found[0].step == shown
