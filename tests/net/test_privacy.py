"""Privacy by construction (issue 30): every line the host sends a seat over whole played hands of every
variant — through the real message path, four clients on TCP played by bots — names no tile that seat
cannot know: no other seat's concealed tile and no wall tile. A tile a message names must have a copy in
the seat's own hand or on the table (discards, melds, flowers, the indicator); once the hand is over every
hand is laid down, the wall never is. The check is shown to catch a host that leaks a hand or the wall."""

from __future__ import annotations

import asyncio
import json
import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bots.advice import hand_status, rank_discards
from mahjong_tui.net import seat_state
from mahjong_tui.net.client import TableClient
from mahjong_tui.net.server import Connection
from mahjong_tui.net.table import HostedTable
from mahjong_tui.net.wire import encode
from rules.engine import Game
from rules.tiles import kind_of, tile_text
from rules.variants import VARIANT_IDS
from tests.net.tables import hosted, play_with_bot

TOKEN = re.compile(r"(?<![0-9A-Za-z])([1-9]+)([mpszf])(?![0-9A-Za-z])")
# free text a tile token may hide in, and the wild kinds (a rule of the hand: kinds, not tiles anyone holds)
NOT_TILES = frozenset({"secret", "rules_fingerprint", "code", "name", "wild_kinds"})


def known_kinds(game: Game, chair: int) -> set[int]:
    """Kinds with a copy ``chair`` may see now: its own hand and everything on the table."""
    seen: Counter[int] = Counter(game.seats[chair].concealed())
    for seat in game.seats:
        seen.update(seat.discards)
        seen.update(seat.flowers)
        for meld in seat.melds:
            seen.update(meld.tiles)
        if game.result is not None:  # the hand is laid down
            seen.update(seat.concealed())
    if game.indicator is not None:
        seen[game.indicator] += 1
    return set(seen)


def tiles_named(value: Any, path: str = "") -> Iterator[tuple[str, int]]:
    """Every tile a decoded message names, with where: tile codes, and codes inside notation such as
    ``"S chi 4m 345m"``. The aids' waits are left to ``own_waits``."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in NOT_TILES or (key == "wait_verdicts" and path.endswith("aids")):
                continue
            yield from tiles_named(item, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            yield from tiles_named(item, f"{path}[]")
    elif isinstance(value, str):
        for digits, suit in TOKEN.findall(value):
            for digit in digits:
                yield path, kind_of(digit + suit)


@contextmanager
def recording(table_of: list[HostedTable]) -> Iterator[list[tuple[int | None, bytes, set[int], set[int]]]]:
    """Every line handed to a connection, with what its seat could know at that moment and its waits."""
    sent: list[tuple[int | None, bytes, set[int], set[int]]] = []
    original = Connection.send

    def send(self: Connection, message: dict[str, Any]) -> None:
        table = table_of[0]
        seat = table.seat_of(self)
        game = table.session.game
        if seat is None:
            sent.append((None, encode(message), set(), set()))
        else:
            obs = game.observation(seat.chair)  # every wait the seat's own tiles may have, after any discard
            waits = {kind for kind, _ in hand_status(obs).waits}
            waits.update(kind for candidate in rank_discards(obs) for kind, _ in candidate.waits)
            sent.append((seat.chair, encode(message), known_kinds(game, seat.chair), waits))
        original(self, message)

    Connection.send = send  # type: ignore[method-assign]
    try:
        yield sent
    finally:
        Connection.send = original  # type: ignore[method-assign]


def leaks(sent: list[tuple[int | None, bytes, set[int], set[int]]]) -> list[str]:
    found = []
    for chair, line, known, waits in sent:
        message = json.loads(line)
        for path, kind in tiles_named(message):
            if kind not in known:
                found.append(f"chair {chair} {message['type']}{path}: {tile_text(kind)}")
        aids = message.get("aids") if message.get("type") in ("state", "aids") else None
        for entry in (aids or {}).get("wait_verdicts", []):
            if entry["after"] is not None and kind_of(entry["after"]) not in known:
                found.append(f"chair {chair} aids.wait_verdicts.after: {entry['after']}")
            for code in entry["verdicts"]:
                if kind_of(code) not in waits:
                    found.append(f"chair {chair} aids.wait_verdicts: {code} is no wait of its own hand")
    return found


async def play_hands(home: Path, variant: str, seed: int, options: dict[str, Any] | None = None,
                     actions: int | None = None) -> list[tuple[int | None, bytes, set[int], set[int]]]:
    """Every line sent while four bots play one hand over TCP (or its first ``actions`` actions)."""
    table_of: list[HostedTable] = []

    def enough(client: TableClient) -> bool:
        return actions is not None and client.view is not None and client.view.step % 10_000 >= actions

    with recording(table_of) as sent:
        async with hosted(home, variant, seed=seed, hands=1, run=False, options=options) as run:
            table_of.append(run.table)
            driver = asyncio.create_task(run.table.run())
            clients = [run.client(name) for name in ("Ann", "Bob", "Cai", "Dai")]
            for client in clients:
                await client.connect()
            readers = [asyncio.create_task(c.run()) for c in clients]
            await asyncio.gather(*(play_with_bot(c, "random", seed + i, enough)
                                   for i, c in enumerate(clients)))
            if actions is None:
                await asyncio.wait_for(driver, 30)
                await asyncio.gather(*readers)
                assert all(c.ended == "match_over" for c in clients)
            for client in clients:
                await client.close()
    return sent


@pytest.mark.parametrize(("variant", "options"), [
    *(pytest.param(variant, None, **({} if variant == "shanghai" else {"marks": pytest.mark.slow}))
      for variant in VARIANT_IDS),  # the other variants: -m slow
    ("shanghai", {"swap_tiles": True}),
])
async def test_no_line_names_a_tile_its_seat_cannot_know(fast_home: Path, variant: str,
                                                         options: dict[str, Any] | None) -> None:
    sent = await play_hands(fast_home, variant, seed=11, options=options)
    states = [line for chair, line, _, _ in sent if chair is not None and b'"type":"state"' in line]
    assert len(states) > 100  # a whole hand, seen by four seats
    assert any(b'"result":{' in line for line in states)  # …to its end
    assert leaks(sent) == []


@pytest.mark.parametrize("leak", ["other_hands", "wall"])
async def test_the_check_catches_a_host_that_leaks(fast_home: Path, monkeypatch: pytest.MonkeyPatch,
                                                   leak: str) -> None:
    """The same check against a host that adds another seat's hand, or the next wall tile, to its state."""
    honest = seat_state.state_json

    def leaky(session: Any, chair: int, **kwargs: Any) -> dict[str, Any]:
        message = honest(session, chair, **kwargs)
        game = session.game
        if leak == "other_hands":
            message["peek"] = [tile_text(k) for k in game.seats[(chair + 1) % 4].concealed()]
        elif len(game.wall):
            message["peek"] = tile_text(game.wall._tiles[game.wall._front])
        return message

    monkeypatch.setattr(seat_state, "state_json", leaky)
    found = leaks(await play_hands(fast_home, "jinshan", seed=11, actions=12))
    assert found and all(".peek" in line for line in found)
