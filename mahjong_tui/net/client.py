"""The headless client core (``join`` and anything else that plays at a hosted table): hello and welcome,
the seat's latest :class:`~mahjong_tui.net.client_state.SeatView`, answering with an offered action, and
taking the seat back after a lost connection with the secret kept in the player's data folder.

    client = TableClient("127.0.0.1", 40123, code="K7P2QX", name="Ann", keys=SeatKeys(home))
    await client.connect()                  # JoinRefused(code, message) when the host says no
    running = asyncio.create_task(client.run())
    view = await client.next_view()         # the state after the one the caller last saw
    await client.act(view.offered[0])       # an action that view offered

Every line from the host is checked before use; a line that is not the protocol's is dropped and counted
(``bad_lines``), never a crash. ``on_change`` (if given) is called with each new view, seat news and the
end of the match, so a screen can repaint without polling.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from mahjong_tui.net.client_state import Room, SeatView, aids_from, room_from, state_from
from mahjong_tui.net.codec import BadMessage, answer_json
from mahjong_tui.net.refusals import restore_refusals
from mahjong_tui.net.seat_keys import SeatKeys
from mahjong_tui.net.wire import PROTOCOL, WireError, decode, encode, read_line

READ_LIMIT = 1 << 20  # the host's lines are a few KiB; a whole hand's log again on a rejoin stays far below
FINAL_REFUSALS = frozenset({"bad_code", "bad_name", "name_taken", "room_full", "protocol_version",
                            "replaced"})
RETRY_SECONDS = (0.2, 0.5, 1.0, 2.0, 4.0)
WELCOME_SECONDS = 10.0  # a host that does not answer a hello by then is not one


class JoinRefused(Exception):
    """The host refused the hello (or ended the seat); ``code`` is the protocol's error code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{message} ({code})")
        self.code = code
        self.message = message


# told ("state", SeatView), ("aids", SeatView), ("seat", message), ("error", message), ("pong", id),
# ("lost", the host's bye reason or None) when the connection broke and a rejoin begins, ("back", Room) when
# the seat was taken back, and ("end", why)
OnChange = Callable[[str, Any], None]


class TableClient:
    def __init__(self, host: str, port: int, *, code: str, name: str, secret: str | None = None,
                 keys: SeatKeys | None = None, on_change: OnChange | None = None,
                 reconnect_for: float = 600.0) -> None:
        self.host, self.port, self.code, self.name = host, port, code.strip().upper(), name
        self.keys = keys
        self.secret = secret if secret is not None else (keys.secret(host, self.code, name) if keys else None)
        self.on_change = on_change
        self.reconnect_for = reconnect_for
        self.room: Room | None = None
        self.view: SeatView | None = None
        self.ended: str | None = None  # why the table ended for this client: match_over, replaced, …
        self.final_scores: list[int] | None = None
        self.bad_lines = 0
        self.errors: list[dict[str, Any]] = []  # the host's error lines after the welcome, newest last
        self.seat_news: list[dict[str, Any]] = []
        self.bye: str | None = None  # the reason of the host's last bye (host_stopping: it saved the table)
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._changed = asyncio.Condition()
        self._version = 0
        self._pings: dict[int, float] = {}
        self._pongs: dict[int, float] = {}

    # --- joining -----------------------------------------------------------------------------------

    async def connect(self) -> Room:
        """Open the connection and say hello; the room once welcomed. JoinRefused when the host says no."""
        reader, writer = await asyncio.open_connection(self.host, self.port, limit=READ_LIMIT)
        hello: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL, "code": self.code, "name": self.name}
        if self.secret is not None:
            hello["secret"] = self.secret
        writer.write(encode(hello))
        await writer.drain()
        try:
            message = await asyncio.wait_for(self._welcome(reader), WELCOME_SECONDS)
            room = room_from(message)
        except BaseException:
            writer.close()
            raise
        self._reader, self._writer, self.room, self.secret = reader, writer, room, room.secret
        if self.keys is not None:
            self.keys.keep(self.host, self.code, room.name, room.secret)
        return room

    @staticmethod
    async def _welcome(reader: asyncio.StreamReader) -> dict[str, Any]:
        """The host's welcome; JoinRefused for its error, BadMessage for anything else first."""
        line = await read_line(reader)
        if line is None:
            raise ConnectionError("the host closed the connection")
        message = decode(line)
        if message["type"] == "error":
            raise JoinRefused(str(message.get("code")), str(message.get("message")))
        if message["type"] != "welcome":
            raise BadMessage(f"expected a welcome, got a {str(message['type'])[:40]!r} line")
        return message

    async def run(self) -> None:
        """Read the host's lines until the table ends for this client, taking the seat back after a lost
        connection (for ``reconnect_for`` seconds). Returns with ``ended`` saying why."""
        while self.ended is None:
            await self._read_until_lost()
            if self.ended is None:
                await self._notify("lost", self.bye)
                await self._rejoin()
                if self.ended is None:
                    self.bye = None
                    await self._notify("back", self.room)
        await self._notify("end", self.ended)

    async def _read_until_lost(self) -> None:
        reader = self._reader
        assert reader is not None
        try:
            while self.ended is None:
                line = await read_line(reader)
                if line is None:
                    return
                await self._take(line)
        except (ConnectionError, OSError, WireError):
            return

    async def _rejoin(self) -> None:
        give_up = time.monotonic() + self.reconnect_for
        attempt = 0
        self.close_connection()
        while time.monotonic() < give_up:
            await asyncio.sleep(RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)])
            attempt += 1
            try:
                await self.connect()
                return
            except JoinRefused as refused:
                if refused.code in FINAL_REFUSALS:
                    self.ended = refused.code
                    return
            except (ConnectionError, OSError, WireError, BadMessage, TimeoutError):
                continue
        self.ended = "host_gone"

    async def _take(self, line: bytes) -> None:
        try:
            message = restore_refusals(decode(line))
            kind = message["type"]
            if kind == "state":
                assert self.room is not None
                held = self.view.events if self.view is not None and self._same_hand(message) else ()
                self.view = state_from(message, self.room.chair, held)
                await self._notify("state", self.view)
            elif kind == "aids":
                view = self.view
                if view is not None and message.get("step") == view.step:
                    self.view = replace(view, aids=aids_from(message.get("aids")))
                    await self._notify("aids", self.view)
            elif kind == "seat":
                self.seat_news.append(message)
                await self._notify("seat", message)
            elif kind == "error":
                self.errors.append(message)
                if message.get("code") in FINAL_REFUSALS:
                    self.ended = str(message.get("code"))
                await self._notify("error", message)
            elif kind == "match_end":
                scores = message.get("scores")
                self.final_scores = list(scores) if isinstance(scores, list) else None
            elif kind == "bye":
                self.bye = str(message.get("reason") or "bye")
                if message.get("reason") != "host_stopping":
                    self.ended = str(message.get("reason") or "bye")
            elif kind == "pong" and isinstance(message.get("id"), int):
                self._pongs[message["id"]] = time.perf_counter()
                await self._notify("pong", message["id"])
        except (WireError, BadMessage, AssertionError):
            self.bad_lines += 1

    def _same_hand(self, message: dict[str, Any]) -> bool:
        log = message.get("log")
        view = self.view
        return view is not None and isinstance(log, dict) and log.get("hand") == view.match.hand

    async def _notify(self, what: str, value: Any) -> None:
        async with self._changed:
            self._version += 1
            self._changed.notify_all()
        if self.on_change is not None:
            self.on_change(what, value)

    # --- what a player does --------------------------------------------------------------------------

    async def next_view(self, after_step: int | None = None, timeout: float | None = None) -> SeatView | None:
        """The next state whose step is past ``after_step`` (default: the view held now), or None when the
        table ended for this client first."""
        step = after_step if after_step is not None else (self.view.step if self.view else -1)

        def arrived() -> bool:
            return self.ended is not None or (self.view is not None and self.view.step > step)

        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(arrived), timeout)
        return None if self.ended is not None and (self.view is None or self.view.step <= step) else self.view

    async def wait_until(self, ready: Callable[[TableClient], bool], timeout: float | None = None) -> None:
        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(lambda: ready(self)), timeout)

    async def act(self, action: Any) -> None:
        """Answer with ``action`` (an :class:`~rules.engine.Action` the view offered, or ``"next_hand"``)."""
        self.answer(action)
        await self.drained()

    def answer(self, action: Any) -> None:
        """Write the answer to ``action`` now, without waiting for the socket to drain: a screen calls it
        from its key's handler, so the line leaves before the screen repaints its own table (a task would
        have written it only after that repaint, ~10 ms later on a joined client)."""
        view = self.view
        if view is None:
            raise ValueError("no state from the host yet")
        if action == "next_hand":
            if not view.next_hand:
                raise ValueError("next_hand is not offered now")
            self.write({"type": "action", "step": view.step, "id": 0})
            return
        self.write(answer_json(view.offered, action, view.step))

    async def ping(self, token: int) -> None:
        self._pings[token] = time.perf_counter()
        await self.send({"type": "ping", "id": token})

    def round_trip(self, token: int) -> float | None:
        """Seconds from ``ping(token)`` to its pong, once it came."""
        sent, back = self._pings.get(token), self._pongs.get(token)
        return None if sent is None or back is None else back - sent

    async def send(self, message: dict[str, Any]) -> None:
        self.write(message)
        await self.drained()

    def write(self, message: dict[str, Any]) -> None:
        """Hand ``message``'s line to the connection at once (the transport sends what the socket takes)."""
        writer = self._writer
        if writer is None or writer.is_closing():
            raise ConnectionError("not connected")
        writer.write(encode(message))

    async def drained(self) -> None:
        """Return once the connection's buffer is low again (at once, unless the host stopped reading)."""
        writer = self._writer
        if writer is None or writer.is_closing():
            raise ConnectionError("not connected")
        await writer.drain()

    def close_connection(self) -> None:
        writer, self._writer = self._writer, None
        if writer is not None:
            with contextlib.suppress(Exception):
                writer.close()

    async def close(self) -> None:
        self.ended = self.ended or "left"
        self.close_connection()
        async with self._changed:
            self._changed.notify_all()
