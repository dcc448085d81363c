"""The host's network side: asyncio streams, one :class:`Connection` per client, every bound in one place.

Nothing a client sends can crash the host or grow its memory without bound:

- a line is at most 64 KiB (the stream reader's limit; a longer one is refused and the connection closed);
- a connection must say ``hello`` in time; only so many connections may be between connecting and being
  seated, and one connection per seat is kept (a new one with the seat's secret replaces the old);
- a seated connection may send a burst of messages and then so many a second, and so many bad ones in all;
  a wrong room code is answered only after a pause;
- what the host sends goes to the socket at once while the connection keeps up, and otherwise waits in a
  bounded queue: a client that does not read is dropped, so it never stalls the others. Its seat is then
  away, as if it had dropped.

The numbers are :class:`Limits`'.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mahjong_tui.net.refusals import with_refusals
from mahjong_tui.net.table import HostedTable
from mahjong_tui.net.wire import MAX_LINE, WireError, decode, encode, error_message, read_line


@dataclass(frozen=True)
class Limits:
    """Every bound of the host's network side (tests shrink them)."""

    hello_seconds: float = 5.0  # to say hello
    pending: int = 16  # connections not seated yet
    burst: int = 40  # messages at once from a seated client…
    rate: float = 20.0  # …and a second after that
    errors: int = 20  # bad messages before the connection is closed
    bad_code_pause: float = 0.25  # a wrong room code is answered this late: guessing codes is slow
    queue_messages: int = 256  # lines waiting to be sent to one client…
    queue_bytes: int = 1 << 20  # …and their bytes
    drain_seconds: float = 10.0  # a client that takes longer to take a line is dropped
    write_high_water: int = 64 * 1024  # bytes the transport holds before a drain waits
    send_buffer: int | None = None  # the socket's SO_SNDBUF (None: the system's)


class Connection:
    """One client: its peer address, and what it is sent: written to the socket at once while the socket
    keeps up, else queued (bounded) for a task that writes them as the client reads. The task is made only
    when a line must wait, or a close must wait for lines: a flood's connections, refused at their first
    line, never need one."""

    def __init__(self, writer: asyncio.StreamWriter, on_closed: Callable[[Connection], None],
                 limits: Limits) -> None:
        self.writer = writer
        self.limits = limits
        peer = writer.get_extra_info("peername")
        self.peer = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) else str(peer)
        self.on_closed = on_closed
        self.queue: deque[bytes] = deque()
        self.queued = 0  # bytes in the queue
        self.closing = False
        self.closed = False
        self.has_lines = asyncio.Event()
        self.tokens = float(limits.burst)
        self.refilled = asyncio.get_running_loop().time()
        self.errors = 0
        transport = writer.transport
        transport.set_write_buffer_limits(high=limits.write_high_water)
        sock = writer.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
                if limits.send_buffer is not None:
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, limits.send_buffer)
        self.pump: asyncio.Task[None] | None = None

    def send(self, message: dict[str, Any]) -> None:
        if self.closing or self.closed:
            return
        line = encode(with_refusals(message))
        if not self.queue and not self.writer.transport.get_write_buffer_size():
            # nothing waits before it: the socket takes the line now, not at the writer task's next turn on
            # the loop (after the rest of the move's work: the aids, the save, the log; a flood's callbacks)
            self.writer.write(line)
            return
        if len(self.queue) >= self.limits.queue_messages or self.queued + len(line) > self.limits.queue_bytes:
            self.abort()  # it does not read what it is sent: no use telling it so
            return
        self.queue.append(line)
        self.queued += len(line)
        self.wake_pump()

    def wake_pump(self) -> None:
        if self.pump is None:
            self.pump = asyncio.create_task(self.write_lines())
        self.has_lines.set()

    def close(self, code: str | None = None) -> None:
        """Send what is queued (and the error ``code``, if given), then close."""
        if code is not None:
            self.send(error_message(code))
        if self.closed:
            return
        self.closing = True
        if self.pump is None and not self.queue and not self.writer.transport.get_write_buffer_size():
            self.writer.close()  # every line is in the socket: nothing to wait for
            self.finished()
        else:
            self.wake_pump()

    def abort(self) -> None:
        if not self.closed:
            self.writer.transport.abort()
            self.finished()

    def finished(self) -> None:
        if not self.closed:
            self.closed = True
            if self.pump is not None and self.pump is not asyncio.current_task():
                self.pump.cancel()
            self.on_closed(self)

    async def write_lines(self) -> None:
        try:
            while True:
                await self.has_lines.wait()
                self.has_lines.clear()
                while self.queue:
                    batch = b"".join(self.queue)
                    self.queue.clear()
                    self.queued = 0
                    self.writer.write(batch)
                    async with asyncio.timeout(self.limits.drain_seconds):
                        await self.writer.drain()
                if self.closing:
                    break
        except (TimeoutError, ConnectionError, OSError):
            self.writer.transport.abort()
        finally:
            self.writer.close()
            self.finished()

    def spend(self) -> None:
        """One message received: within the rate, or ``too_many_messages``."""
        now = asyncio.get_running_loop().time()
        self.tokens = min(self.limits.burst, self.tokens + (now - self.refilled) * self.limits.rate)
        self.refilled = now
        if self.tokens < 1:
            raise WireError("too_many_messages")
        self.tokens -= 1

    def refuse(self, error: WireError) -> None:
        """An error line; the connection closes when the code says so or too many came (a race, an answer
        the table's next state overtook, is said and not counted)."""
        self.errors += error.counts
        if error.closes:
            self.send(error_message(error.code, error.message))
            self.close()
        elif self.errors > self.limits.errors:
            self.close("too_many_errors")
        else:
            self.send(error_message(error.code, error.message))


class Host:
    """Accepts connections for one :class:`HostedTable`."""

    def __init__(self, table: HostedTable, limits: Limits | None = None) -> None:
        self.table = table
        self.limits = limits or Limits()
        self.pending: set[Connection] = set()
        self.seated: set[Connection] = set()
        self.refused = 0  # connections refused or closed for a bad line, for the host's log
        self.handlers: set[asyncio.Task[Any]] = set()

    async def close(self) -> None:
        """End every connection (their lines already queued are dropped) and wait for their handlers."""
        for conn in [*self.pending, *self.seated]:
            conn.abort()
        if self.handlers:
            await asyncio.wait(self.handlers, timeout=2.0)

    async def start(self, bind: str, port: int) -> asyncio.Server:
        return await asyncio.start_server(self.handle, bind, port, limit=MAX_LINE, reuse_address=True)

    def closed(self, conn: Connection) -> None:
        self.pending.discard(conn)
        self.seated.discard(conn)
        self.table.leave(conn)

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self.handlers.add(task)
            task.add_done_callback(self.handlers.discard)
        if len(self.pending) >= self.limits.pending:
            self.refused += 1
            writer.write(encode(error_message("too_many_connections")))
            writer.close()
            return
        conn = Connection(writer, self.closed, self.limits)
        self.pending.add(conn)
        try:
            try:
                await self.greet(conn, reader)
            except WireError as error:  # before a seat, any error ends the connection
                self.refused += 1
                conn.send(error_message(error.code, error.message))
                return
            if not conn.closing and not conn.closed:
                await self.serve(conn, reader)
        except WireError as error:
            self.refused += error.closes
            conn.refuse(error)
        except (ConnectionError, OSError):
            conn.abort()
        except Exception as fault:  # noqa: BLE001 - a fault of ours: this connection ends, the table goes on
            self.table.say(f"error: a connection from {conn.peer} ended on {fault.__class__.__name__}: "
                           f"{str(fault)[:200]}")
            conn.abort()
        finally:
            conn.close()

    async def greet(self, conn: Connection, reader: asyncio.StreamReader) -> None:
        """The first line must be a hello the table accepts, in time."""
        try:
            async with asyncio.timeout(self.limits.hello_seconds):  # no task of its own, as wait_for's
                line = await read_line(reader)
        except TimeoutError:
            raise WireError("hello_timeout") from None
        if line is None:
            conn.close()
            return
        hello = decode(line)
        try:
            self.table.join(conn, hello)
        except WireError as error:
            if error.code == "bad_code":
                await asyncio.sleep(self.limits.bad_code_pause)  # guessing codes is slow
            raise
        self.pending.discard(conn)
        self.seated.add(conn)

    async def serve(self, conn: Connection, reader: asyncio.StreamReader) -> None:
        """A seated client's messages until it goes: actions, pings; a bad one is answered and counted."""
        while not conn.closed and not conn.closing:
            line = await read_line(reader)
            if line is None:
                return
            conn.spend()
            try:
                self.dispatch(conn, decode(line))
            except WireError as error:
                if error.closes:
                    raise
                conn.refuse(error)

    def dispatch(self, conn: Connection, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "action":
            self.table.answer(conn, message)
        elif kind == "ping":
            token = message.get("id")
            conn.send({"type": "pong", "id": token if isinstance(token, (int, str)) and len(str(token)) <= 40
                       else None})
        else:
            raise WireError("bad_message", f"unknown message type {kind[:40]!r} (action or ping)")
