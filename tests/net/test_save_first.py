"""Stopping the host while a save is being written never drops that save (issue 30: the save is the one
truth, and a kill loses at most the move in flight)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui import storage
from mahjong_tui.net.hosted import resume_hosted
from tests.net.tables import hosted


async def four_play(home: Path, enough: Callable[[], bool]) -> None:
    """Four people at a Jinshan table, each played by a bot through its own client, until ``enough()``."""
    from tests.net.tables import play_with_bot

    async with hosted(home, "jinshan", ("human",) * 4, seed=3) as run:
        clients = [run.client(name) for name in ("Ann", "Bob", "Cai", "Dan")]
        for client in clients:
            await client.connect()
        readers = [asyncio.create_task(client.run()) for client in clients]
        players = [asyncio.create_task(play_with_bot(client, seed=i, stop=lambda c: enough()))
                   for i, client in enumerate(clients)]
        await asyncio.wait_for(asyncio.gather(*players), 30)
        for client in clients:
            await client.close()
        for task in readers:
            task.cancel()


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


async def test_a_moves_states_reach_the_sockets_before_its_aids_and_its_save(
        fast_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Within a move, every seated player's state is written to its socket first; the aids worked out
    afresh (up to tens of ms), the save and the log come after (issue 30's figure: the others' screens)."""
    from mahjong_tui.net import seat_state
    from mahjong_tui.net.hosted import HostedSession
    from mahjong_tui.net.table import HostedTable

    moves: list[list[str]] = []  # per move: "state", "aids", "save" in the order they happened

    def noting(what: str, wrapped: Any, only: Any = lambda args: True) -> Any:
        def noted(*args: Any, **kwargs: Any) -> Any:
            if moves and only(args):
                moves[-1].append(what)
            return wrapped(*args, **kwargs)
        return noted

    play = HostedTable.play

    async def noted_play(self: HostedTable, action: Any) -> None:
        moves.append([])
        await play(self, action)

    monkeypatch.setattr(HostedTable, "play", noted_play)
    monkeypatch.setattr(asyncio.StreamWriter, "write", noting(  # the host's lines: (writer, data)
        "state", asyncio.StreamWriter.write, lambda args: args[1].startswith(b'{"type":"state"')))
    monkeypatch.setattr(seat_state, "hand_aids_json", noting("aids", seat_state.hand_aids_json))
    monkeypatch.setattr(HostedSession, "save", noting("save", HostedSession.save))
    await four_play(fast_home, lambda: len(moves) > 30)
    done = moves[:-1]  # the last may have been cut short
    assert len(done) >= 30 and all(move.count("save") == 1 for move in done)
    assert all(move[:4] == ["state"] * 4 and "state" not in move[4:] for move in done), done
    assert any("aids" in move for move in done)


async def test_a_moves_mover_hears_of_it_last(fast_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The three others have yet to see a move, the mover's screen shows it already: four clients share the
    machine's cores in the order their lines come, so the others' states go first (issue 30's figure)."""
    import json

    from mahjong_tui.net.table import HostedTable

    moves: list[tuple[int, list[int]]] = []  # per move: the mover, the chairs its states went to in order
    play = HostedTable.play

    async def noted_play(self: HostedTable, action: Any) -> None:
        moves.append((action.chair, []))
        await play(self, action)

    write = asyncio.StreamWriter.write

    def noted_write(writer: asyncio.StreamWriter, data: bytes) -> None:
        if moves and data.startswith(b'{"type":"state"'):
            moves[-1][1].append(json.loads(data)["observation"]["chair"])
        write(writer, data)

    monkeypatch.setattr(HostedTable, "play", noted_play)
    monkeypatch.setattr(asyncio.StreamWriter, "write", noted_write)
    await four_play(fast_home, lambda: len(moves) > 20)
    done = [(mover, chairs) for mover, chairs in moves[:-1] if len(chairs) == 4]
    assert len(done) >= 20
    assert all(chairs[-1] == mover and sorted(chairs) == [0, 1, 2, 3] for mover, chairs in done), done


async def test_a_next_hand_answered_while_the_hands_last_move_is_saved_is_kept(
        fast_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The result's state goes out before its save is on disk: a player who goes on at once answers while the
    host still waits for the disk. That answer was reset when the host then began to wait between hands, and
    the table stood until the result wait ran out (bench_net's four quick clients: every run, one hand)."""
    from mahjong_tui.net.table import HostedTable
    from tests.net.tables import play_with_bot

    on_disk = HostedTable.on_disk

    async def slow_after_the_result(self: HostedTable) -> None:
        await on_disk(self)
        if self.session.result is not None:
            await asyncio.sleep(0.3)  # a slow disk under the hand's last move: the player answers meanwhile

    monkeypatch.setattr(HostedTable, "on_disk", slow_after_the_result)
    async with hosted(fast_home, "jinshan", ("human", "bot", "bot", "bot"), seed=3, hands=2,
                      result_wait=60.0) as run:
        client = run.client("Ann")
        await client.connect()
        reading = asyncio.create_task(client.run())
        playing = asyncio.create_task(play_with_bot(client, seed=1))
        await client.wait_until(lambda c: c.view is not None and c.view.match.hand == 2, timeout=20)
        playing.cancel()
        await client.close()
        reading.cancel()
