"""Who sits where (issue 30): humans take the free human seats in the order they join; the rules are
shown in ``welcome``; a player who drops keeps the seat — the others are told, a bot plays it after the
grace period — and takes it back by joining again with the same name and the secret kept for it."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from mahjong_tui.net.client import JoinRefused, TableClient
from mahjong_tui.net.seat_keys import SeatKeys
from tests.net.tables import hosted, play_with_bot


async def joined(client: TableClient) -> asyncio.Task[None]:
    await client.connect()
    return asyncio.create_task(client.run())


async def test_humans_sit_in_the_order_they_join_and_see_the_rules(fast_home: Path) -> None:
    async with hosted(fast_home, "shanghai", ("bot", "human", "normal", "human"), hands=2,
                      options={"swap_tiles": True}) as run:
        ann, bob = run.client("Ann"), run.client("Bob")
        room = await ann.connect()
        assert (room.chair, room.variant, room.hands) == (1, "shanghai", 2)
        assert room.options == {"max_loss_lezi": 5, "swap_tiles": True, "turn_timer": False, "stack": None}
        assert [s.player for s in room.seats] == ["bot", "human", "normal", "human"]
        assert (await bob.connect()).chair == 3
        late = run.client("Cai")
        try:
            await late.connect()
        except JoinRefused as refused:
            assert refused.code == "room_full"
        else:
            raise AssertionError("a fifth player was seated")


async def test_the_table_waits_for_every_human_seat(fast_home: Path) -> None:
    async with hosted(fast_home, "jinshan", ("human", "human", "bot", "bot")) as run:
        ann = run.client("Ann")
        reading = await joined(ann)
        await ann.wait_until(lambda c: c.view is not None, timeout=5)
        await asyncio.sleep(0.2)
        assert ann.view is not None and ann.view.table == "waiting" and not ann.view.offered
        assert ann.view.observation.phase == "turn" and len(ann.view.events) > 0  # dealt, nobody moves
        bob = run.client("Bob")
        reading_bob = await joined(bob)
        await ann.wait_until(lambda c: c.view is not None and c.view.table == "playing", timeout=5)
        for task in (reading, reading_bob):
            task.cancel()


async def test_a_dropped_player_is_played_by_a_bot_and_gets_the_seat_back(fast_home: Path,
                                                                           tmp_path: Path) -> None:
    keys = SeatKeys(tmp_path / "bob-home")
    async with hosted(fast_home, "cixi", ("human", "human", "bot", "bot"), hands=0, grace=0.3,
                      bot_delay=0.01) as run:
        ann, bob = run.client("Ann"), run.client("Bob", keys=keys)
        tasks = [await joined(ann), await joined(bob)]
        tasks.append(asyncio.create_task(play_with_bot(ann, "random", 1)))
        bob_playing = asyncio.create_task(play_with_bot(bob, "random", 2))
        bob_chair = bob.room.chair if bob.room else -1
        await ann.wait_until(lambda c: c.view is not None and c.view.match.hand >= 1, timeout=5)
        await bob.close()  # Bob's terminal is closed
        bob_playing.cancel()

        def news(client: TableClient, event: str) -> list[dict[str, Any]]:
            return [m for m in client.seat_news if m["event"] == event and m["chair"] == bob_chair]

        await ann.wait_until(lambda c: bool(news(c, "dropped")), timeout=5)
        assert news(ann, "dropped")[0]["grace_seconds"] == 0.3
        await ann.wait_until(lambda c: bool(news(c, "bot_plays")), timeout=5)
        step = ann.view.step if ann.view else 0
        await ann.wait_until(lambda c: c.view is not None and c.view.step > step + 8, timeout=10)
        seat = ann.view.seats[bob_chair] if ann.view else None
        assert seat is not None and (seat.connected, seat.bot_playing) == (False, True)

        again = run.client("Bob", keys=SeatKeys(tmp_path / "bob-home"))  # a new terminal, the same account
        room = await again.connect()
        assert (room.chair, room.rejoined) == (bob_chair, True)
        tasks.append(asyncio.create_task(again.run()))
        await ann.wait_until(lambda c: bool(news(c, "back")), timeout=5)
        await again.wait_until(lambda c: c.view is not None, timeout=5)
        assert again.view is not None and len(again.view.events) > 0  # the hand's log so far, again
        await ann.wait_until(lambda c: c.view is not None and not c.view.seats[bob_chair].bot_playing,
                             timeout=5)
        for task in tasks:
            task.cancel()


async def test_a_new_connection_with_the_secret_replaces_the_old(fast_home: Path) -> None:
    async with hosted(fast_home, "jinhua", ("human", "bot", "bot", "bot")) as run:
        first = run.client("Ann")
        room = await first.connect()
        reading = asyncio.create_task(first.run())
        second = run.client("Ann", secret=room.secret)
        assert (await second.connect()).chair == room.chair
        await asyncio.wait_for(reading, 5)
        assert first.ended == "replaced"
        await second.close()


async def test_a_table_with_nobody_left_waits_without_spinning(fast_home: Path) -> None:
    """Every human gone: the table waits for someone to come back, asking nothing meanwhile (its grace
    periods over, it must not wake again and again)."""
    async with hosted(fast_home, "jinshan", ("human", "bot", "bot", "bot"), grace=0.05) as run:
        ann = run.client("Ann")
        reading = await joined(ann)
        await ann.wait_until(lambda c: c.view is not None and c.view.table == "playing", timeout=5)
        await ann.close()
        reading.cancel()
        await asyncio.sleep(0.2)  # Ann is away, her grace period is over, nobody is left
        asked = 0
        decided = run.table.decided

        def counting() -> Any:
            nonlocal asked
            asked += 1
            return decided()

        run.table.decided = counting  # type: ignore[method-assign]
        run.table.wake.set()
        await asyncio.sleep(0.5)
        assert run.table.paused() and asked <= 3
