"""``host --resume`` after ``kill -9`` (issue 30): the host's save is the one truth. The host process is
killed while a player is in the middle of a hand; taken up again on the same port, the player's client
takes its seat back with the secret it kept, finds every move it had been shown, and the hand plays on
to its end. Run on the real disk of the test's own folder, through the real command."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
from pathlib import Path

import pytest

from mahjong_tui.net.client import TableClient
from mahjong_tui.net.seat_keys import SeatKeys
from rules.engine import Event
from tests.net.tables import play_with_bot


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def start_host(home: Path, *args: str) -> tuple[asyncio.subprocess.Process, str, int]:
    """The real ``mahjong-tui host`` in a process of its own; (process, room code, port) from its first
    line."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "mahjong_tui", "host", *args, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE, env={**os.environ, "MAHJONG_TUI_HOME": str(home)})
    assert process.stdout is not None
    first = (await asyncio.wait_for(process.stdout.readline(), 20)).decode().split()
    assert first[0] == "room" and first[2] == "at", first
    asyncio.create_task(drain(process))  # the host's log is read, so it never waits on a full pipe
    return process, first[1], int(first[3].rsplit(":", 1)[1])


async def drain(process: asyncio.subprocess.Process) -> None:
    assert process.stdout is not None
    while await process.stdout.readline():
        pass


@pytest.mark.slow
async def test_a_host_killed_mid_hand_is_taken_up_and_the_hand_goes_on(tmp_path: Path) -> None:
    home, port = tmp_path / "host-home", free_port()
    host, code, _ = await start_host(home, "--variant", "jinshan", "--seats", "human,bot,bot,bot",
                                     "--hands", "1", "--seed", "5", "--bot-delay", "0", "--port", str(port))
    client = TableClient("127.0.0.1", port, code=code, name="Ann", keys=SeatKeys(tmp_path / "ann-home"))
    room = await client.connect()
    reading = asyncio.create_task(client.run())
    seen: dict[int, tuple[Event, ...]] = {}  # the hand's events at every state Ann was shown before the kill

    def killed_soon(c: TableClient) -> bool:
        if c.view is not None:
            seen[c.view.step] = c.view.events
        return len(seen) >= 30

    await play_with_bot(client, "random", 3, stop=killed_soon)
    os.kill(host.pid, signal.SIGKILL)
    await host.wait()
    shown_step = max(seen)

    resumed, resumed_code, _ = await start_host(home, "--resume", "--bot-delay", "0", "--port", str(port))
    assert resumed_code == code
    await client.wait_until(lambda c: c.room is not None and c.room.rejoined, timeout=20)
    assert client.room is not None and client.room.chair == room.chair
    view = await client.next_view(-1, timeout=10)
    assert view is not None and view.step >= shown_step - 1  # at most the move in flight was lost…
    before = seen[max(step for step in seen if step <= view.step)]
    assert view.events[:len(before)] == before  # …and the hand goes on from where it was
    await play_with_bot(client, "random", 4)
    await asyncio.wait_for(reading, 20)
    assert client.ended == "match_over" and client.final_scores is not None
    assert await asyncio.wait_for(resumed.wait(), 20) == 0
    finished = list((home / "hosted" / "saves" / "finished").glob("*.json"))
    assert len(finished) == 1  # the match is over: its save moved to the finished ones


def test_a_hosted_table_of_two_humans_resumes_in_its_second_hand(tmp_path: Path) -> None:
    """Each player answers a claim at their own screen: a hosted save holds no hot-seat claim window. It held
    the first hand's looks once, and ``host --resume`` in the second hand set the save aside ("looks: no
    discard at that position") — found by killing a host of two players in tmux."""
    import random

    from bots import get_bot
    from mahjong_tui.net.hosted import new_hosted, resume_hosted
    from mahjong_tui.settings import GameSettings

    settings = GameSettings(variant="jinshan", seats=("human", "human", "bot", "bot"), seed=11, hands=2)
    session = new_hosted(settings, tmp_path)
    session.room = {"code": "KPQR7X", "seats": []}
    rng = random.Random(3)
    while session.result is None:  # each move saved as the hosted table saves it: after sending its states
        chair = session.to_act()[0]
        session.apply(get_bot("random", rng).choose(session.observation(chair)))
        session.save()
    session.next_hand()
    chair = session.to_act()[0]
    session.apply(get_bot("random", rng).choose(session.observation(chair)))
    session.save()
    session.store.flush()
    assert session.store.read()["calls"] is None
    resumed = resume_hosted(tmp_path)
    assert resumed is not None and resumed[0].hand_number == 2 and resumed[0].step == session.step
