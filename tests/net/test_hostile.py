"""Hostile clients change nothing for the others (issue 30), each case over a raw socket on loopback: the
line it sends is answered with an ``error`` line naming a stable code (and the connection closed where the
code says so), while a player already at the table keeps receiving the game."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.net.client import TableClient
from mahjong_tui.net.server import Limits
from mahjong_tui.net.wire import MAX_LINE
from tests.net.tables import CODE, Running, hosted, play_with_bot


def line_of(message: dict[str, Any]) -> bytes:
    return json.dumps(message).encode() + b"\n"


# The witness answers every state it is offered, up to ~30 a second with the bots at 0.05 s: the rate is above
# that (a witness refused for speed would stall and fail the test for a reason of its own), the burst small so
# that a flood of burst × 20 lines sent at once is cut off.
QUICK = Limits(hello_seconds=0.5, pending=4, burst=10, rate=60.0, errors=5, bad_code_pause=0.0)


class Raw:
    """A client that writes whatever bytes it is given and reads the host's lines as they come."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer

    @classmethod
    async def open(cls, port: int) -> Raw:
        reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=1 << 20)
        return cls(reader, writer)

    async def send(self, data: bytes | dict[str, Any]) -> None:
        self.writer.write(data if isinstance(data, bytes) else json.dumps(data).encode() + b"\n")
        await self.writer.drain()

    async def hello(self, name: str, **fields: Any) -> dict[str, Any]:
        await self.send({"type": "hello", "protocol": 1, "code": CODE, "name": name, **fields})
        return await self.next("welcome")

    async def next(self, kind: str, timeout: float = 5.0) -> dict[str, Any]:
        """The next line of that type (others skipped); AssertionError if the connection ends first."""
        async def find() -> dict[str, Any]:
            while True:
                line = await self.reader.readline()
                assert line, f"closed before a {kind!r} line"
                message: dict[str, Any] = json.loads(line)
                if message["type"] == kind:
                    return message
        return await asyncio.wait_for(find(), timeout)

    async def closed(self, timeout: float = 5.0) -> bool:
        """True once the host has closed the connection (lines before that are read and dropped)."""
        async def drained() -> bool:
            while await self.reader.readline():
                pass
            return True
        try:
            return await asyncio.wait_for(drained(), timeout)
        except (ConnectionError, TimeoutError):
            return False

    async def error(self) -> str:
        return str((await self.next("error"))["code"])

    async def state(self) -> dict[str, Any]:
        return await self.next("state")

    def close(self) -> None:
        self.writer.close()


@asynccontextmanager
async def table_with_witness(home: Path, seats: tuple[str, str, str, str] = ("human", "bot", "bot", "bot"),
                             ) -> AsyncIterator[tuple[Running, TableClient]]:
    """A table a bot-played client (the witness) is playing at, the others bots (or one free human seat)."""
    async with hosted(home, "jinshan", seats, hands=0, limits=QUICK, bot_delay=0.05, grace=0.0) as run:
        witness = run.client("Witness")
        await witness.connect()
        reading = asyncio.create_task(witness.run())
        playing = asyncio.create_task(play_with_bot(witness, "random", 3))
        try:
            yield run, witness
        finally:
            await witness.close()
            playing.cancel()
            reading.cancel()


async def goes_on(witness: TableClient) -> None:
    """The witness still gets the game: a new state past the one it holds now. The bound is generous (a
    loaded two-core machine runs the suite on both cores): this checks that the table goes on, not how fast —
    benchmarks/bench_net.py measures that."""
    assert witness.view is not None
    assert await witness.next_view(witness.view.step, timeout=10.0) is not None
    assert witness.errors == []


@pytest.mark.parametrize(("line", "code"), [
    (b"{not json\n", "bad_json"),
    (b"\xff\xfe hello\n", "bad_utf8"),
    (b"[1, 2]\n", "bad_json"),
    (b'{"type": "hello", "protocol": 1}\n', "bad_code"),
    (line_of({"type": "hello", "protocol": 2, "code": CODE, "name": "X"}), "protocol_version"),
    (line_of({"type": "hello", "protocol": 1, "code": "WRONG1", "name": "X"}), "bad_code"),
    (line_of({"type": "hello", "protocol": 1, "code": CODE, "name": "\x07bell"}), "bad_name"),
    (line_of({"type": "hello", "protocol": 1, "code": CODE, "name": "x" * 25}), "bad_name"),
    (line_of({"type": "action", "step": 1, "id": 0}), "hello_expected"),
    (b"[" * 5000 + b"\n", "bad_json"),
    (b'{"type": "hello", "protocol": 1e999}\n', "protocol_version"),
])
async def test_a_bad_first_line_is_refused_and_closed(fast_home: Path, line: bytes, code: str) -> None:
    async with table_with_witness(fast_home) as (run, witness):
        raw = await Raw.open(run.port)
        await raw.send(line)
        assert await raw.error() == code
        assert await raw.closed()
        await goes_on(witness)


async def test_a_hello_that_never_ends_times_out(fast_home: Path) -> None:
    async with table_with_witness(fast_home) as (run, witness):
        raw = await Raw.open(run.port)
        await raw.send(b'{"type": "hello", "protocol": 1, "co')  # and nothing more
        assert await raw.error() == "hello_timeout"
        assert await raw.closed()
        await goes_on(witness)


async def test_a_line_over_64_kib_is_refused_and_closed(fast_home: Path) -> None:
    async with table_with_witness(fast_home) as (run, witness):
        raw = await Raw.open(run.port)
        await raw.send(b'{"type": "hello", "name": "' + b"x" * MAX_LINE + b'"}\n')
        assert await raw.error() == "line_too_long"
        assert await raw.closed()
        await goes_on(witness)


async def test_connections_waiting_for_hello_are_bounded(fast_home: Path) -> None:
    async with table_with_witness(fast_home) as (run, witness):
        idle = [await Raw.open(run.port) for _ in range(QUICK.pending)]
        await asyncio.sleep(0.05)
        extra = await Raw.open(run.port)
        assert await extra.error() == "too_many_connections"
        assert len(run.host.pending) <= QUICK.pending
        await goes_on(witness)
        for raw in idle:  # each is closed once its hello is late
            assert await raw.error() == "hello_timeout"
        assert run.host.pending == set()


async def test_a_name_that_holds_a_seat_needs_its_secret(fast_home: Path) -> None:
    async with table_with_witness(fast_home) as (run, witness):
        raw = await Raw.open(run.port)
        await raw.send({"type": "hello", "protocol": 1, "code": CODE, "name": "witness", "secret": "guess"})
        assert await raw.error() == "name_taken"
        assert await raw.closed()
        await goes_on(witness)
        full = await Raw.open(run.port)
        await full.send({"type": "hello", "protocol": 1, "code": CODE, "name": "Newcomer"})
        assert await full.error() == "room_full"


@asynccontextmanager
async def seated_hostile(home: Path) -> AsyncIterator[tuple[Running, TableClient, Raw]]:
    """The witness and a raw client seated at the same table (two human seats, two bots)."""
    async with table_with_witness(home, ("human", "human", "bot", "bot")) as (run, witness):
        raw = await Raw.open(run.port)
        await raw.hello("Hostile")
        yield run, witness, raw


@pytest.mark.parametrize(("line", "code"), [
    (b"{oops\n", "bad_json"),
    (b"\xc3\x28\n", "bad_utf8"),
    (b'{"no_type": 1}\n', "bad_message"),
    (b'{"type": "shout"}\n', "bad_message"),
    (b'{"type": "action", "step": "x", "id": 0}\n', "bad_message"),
    (b'{"type": "action", "step": 0, "id": 0}\n', "stale_step"),
])
async def test_a_seated_client_s_bad_line_is_answered_and_the_table_goes_on(fast_home: Path, line: bytes,
                                                                             code: str) -> None:
    async with seated_hostile(fast_home) as (_, witness, raw):
        await raw.send(line)
        assert await raw.error() == code
        await raw.send({"type": "ping", "id": 7})
        assert (await raw.next("pong"))["id"] == 7  # still connected
        await goes_on(witness)


async def test_an_action_out_of_turn_or_not_offered_is_refused(fast_home: Path) -> None:
    async with seated_hostile(fast_home) as (_, witness, raw):
        while True:  # a state with nothing offered to the raw seat, then one that offers something
            state = await raw.state()
            if not state["actions"]:
                await raw.send({"type": "action", "step": state["step"], "id": 0})
                break
        assert await raw.error() in ("not_your_turn", "stale_step")
        while not (state := await raw.state())["actions"]:
            pass
        await raw.send({"type": "action", "step": state["step"], "id": len(state["actions"])})
        assert await raw.error() == "not_offered"
        await raw.send({"type": "action", "step": state["step"], "id": -1})
        assert await raw.error() == "not_offered"
        await raw.send({"type": "action", "step": state["step"], "id": 0})  # a good answer is taken
        assert (await raw.state())["step"] > state["step"]
        await goes_on(witness)


async def test_too_many_bad_lines_close_the_connection(fast_home: Path) -> None:
    async with seated_hostile(fast_home) as (_, witness, raw):
        for _ in range(QUICK.errors + 1):
            await raw.send(b"{bad\n")
        assert await raw.next("error") and await raw.closed()
        await goes_on(witness)  # the seat is away: after the grace period a bot plays it


async def test_stale_answers_are_refused_but_never_close_the_connection(fast_home: Path) -> None:
    """An answer the table's next state overtook is a race, not a bad message: over a long match of quick
    keys a player sends many, and counting them dropped the seat for too many errors."""
    async with seated_hostile(fast_home) as (_, witness, raw):
        for _ in range(QUICK.errors + 3):
            await raw.send({"type": "action", "step": -1, "id": 0})
            assert await raw.error() == "stale_step"
        await raw.send({"type": "ping", "id": 9})
        assert (await raw.next("pong"))["id"] == 9  # still connected
        await goes_on(witness)


async def test_a_flood_of_messages_closes_the_connection(fast_home: Path) -> None:
    async with seated_hostile(fast_home) as (_, witness, raw):
        await raw.send(b'{"type": "ping"}\n' * (QUICK.burst * 20))
        codes = []
        with pytest.raises(AssertionError):  # every error line up to the close
            while True:
                codes.append(await raw.error())
        assert codes[-1] == "too_many_messages"
        await goes_on(witness)


async def test_a_client_that_does_not_read_is_dropped_and_the_others_go_on(fast_home: Path) -> None:
    """Sleepy takes a seat and never reads again. The host's sends to it never wait (they queue); when its
    queue is full it is dropped, its seat is away, and the witness's pings come back at once throughout."""
    slow = Limits(queue_messages=16, queue_bytes=256 * 1024, write_high_water=4096, send_buffer=4096)
    async with hosted(fast_home, "jinshan", ("human", "human", "bot", "bot"), hands=0, limits=slow,
                      run=False, grace=0.0) as run:
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", run.port))
        sock.send(line_of({"type": "hello", "protocol": 1, "code": CODE, "name": "Sleepy"}))
        witness = run.client("Witness")
        await witness.connect()
        reading = asyncio.create_task(witness.run())
        assert run.table.seats[0].here
        for round_trip in range(200):  # the table's own publish, as after every move
            run.table.publish()
            await witness.ping(round_trip)
            await witness.wait_until(lambda c, token=round_trip: c.round_trip(token) is not None, timeout=1.0)
            if not run.table.seats[0].here:
                break
        assert not run.table.seats[0].here  # Sleepy's connection was dropped, its seat kept
        assert round_trip > 8  # once its queue was full, not before
        assert run.table.seats[0].name == "Sleepy"
        assert max(witness.round_trip(t) or 0 for t in range(round_trip + 1)) < 0.5
        reading.cancel()
        sock.close()
