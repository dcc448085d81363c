"""A joined seat answers the table screen's questions as the local session does (issue 30): at every
decision of a whole hand, what ``RemoteSeat`` says from the host's lines — the observation, the log, the
counters, the hints and the learning aids, then the result and the laid-down hands — equals what the
host's own session says for that chair at that moment."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bots import get_bot
from bots.advice import rank_discards
from mahjong_tui.net.client import TableClient
from mahjong_tui.net.remote_session import RemoteSeat
from mahjong_tui.session import TableSession
from tests.net.tables import hosted


def same_answers(remote: RemoteSeat, local: TableSession, chair: int) -> None:
    assert remote.observation(chair) == local.observation(chair)
    assert list(remote.events(chair)) == [event.seen_by(chair) for event in local.game.events]
    assert (remote.step, remote.hand_number, remote.scores()) == (
        local.step, local.hand_number, local.scores())
    assert (remote.table_marks(), remote.dealer_streak(), remote.stacks(), remote.carry()) == (
        local.table_marks(), local.dealer_streak(), local.stacks(), local.carry())
    assert [remote.throws_flowers(c) for c in range(4)] == [local.throws_flowers(c) for c in range(4)]
    assert remote.progress(chair) == local.progress(chair)
    assert remote.why_not_now(chair) == local.why_not_now(chair)
    status, verdicts = remote.hand_status(chair)
    assert (status, verdicts) == local.hand_status(chair)
    for candidate in rank_discards(local.observation(chair), limit=3):  # the hint panel's rows
        if candidate.waits:
            assert remote.wait_verdicts(chair, candidate.tile) == local.wait_verdicts(chair, candidate.tile)


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "cixi"])
async def test_the_remote_seat_says_what_the_local_session_says(fast_home: Path, variant: str) -> None:
    async with hosted(fast_home, variant, ("human", "bot", "bot", "bot"), seed=4) as run:
        client = run.client("Ann")
        await client.connect()
        reading = asyncio.create_task(client.run())
        remote, local = RemoteSeat(client), run.table.session
        chair, rng, checked = remote.chair, random.Random(1), 0
        while True:
            def asked(c: TableClient) -> bool:  # asked, and holding the host's latest state (in a claim
                view = c.view                    # window a bot's pass may still be on its way)
                return c.ended is not None or (view is not None and view.step == local.step and (
                    view.next_hand or (bool(view.offered) and view.aids is not None)))

            await client.wait_until(asked, timeout=20)
            if not asked(client):  # the host moved on between the wait and now: wait again
                continue
            if client.ended is not None or remote.result is not None:
                break
            same_answers(remote, local, chair)  # nothing awaited here: the host cannot move meanwhile
            checked += 1
            step = remote.step
            remote.apply(get_bot("normal", rng).choose(remote.observation(chair)))
            await client.wait_until(lambda c, before=step: c.view is not None and c.view.step > before,
                                    timeout=20)
        assert checked > 5
        assert remote.result == local.result
        assert remote.revealed_hands() == local.revealed_hands()
        assert remote.win_tile() == local.win_tile()
        with pytest.raises(ValueError, match="sees chair"):
            remote.observation((chair + 1) % 4)
        await client.close()
        reading.cancel()


@asynccontextmanager
async def asked_seat(home: Path) -> AsyncIterator[tuple[TableClient, RemoteSeat]]:
    """Ann's seat at a table of bots, joined, once the host offers it something."""
    async with hosted(home, "jinshan", ("human", "bot", "bot", "bot"), seed=4) as run:
        client = run.client("Ann")
        await client.connect()
        reading = asyncio.create_task(client.run())
        remote = RemoteSeat(client)
        await client.wait_until(lambda c: c.view is not None and bool(c.view.offered), timeout=20)
        yield client, remote
        await client.close()
        reading.cancel()


async def test_an_answer_the_host_never_heard_is_asked_again_once_the_seat_is_back(fast_home: Path) -> None:
    """The host killed with an answer in flight, resumed at the same step: the seat is asked again. Seen in
    tmux with four players: after ``host --resume`` nobody was asked anything and the table stood still,
    each screen taking the step it had answered before the kill for answered."""
    async with asked_seat(fast_home) as (client, remote):
        asked = remote.next_question()

        def lost_on_the_way(action: object) -> None:  # the host died before reading it
            return None

        client.answer = lost_on_the_way  # type: ignore[method-assign]
        remote.apply(asked.legal[0])  # type: ignore[union-attr]
        await asyncio.sleep(0)
        assert not hasattr(remote.next_question(), "legal")  # answered: not asked twice
        assert client.on_change is not None
        client.on_change("back", client.room)  # the seat taken back from the resumed host, same step
        assert getattr(remote.next_question(), "legal", None) == asked.legal  # type: ignore[union-attr]


async def test_the_answer_leaves_at_the_key_before_the_screen_repaints(fast_home: Path) -> None:
    """``apply`` hands the answer's line to the socket before it returns: the table screen repaints its own
    table right after, and an answer sent from a task left only after that repaint (issue 30's figure)."""
    async with asked_seat(fast_home) as (client, remote):
        assert client._writer is not None
        written: list[bytes] = []
        write = client._writer.write

        def noted(data: bytes) -> None:
            written.append(data)
            write(data)

        client._writer.write = noted  # type: ignore[method-assign]
        step = remote.step
        remote.apply(remote.offered()[0])
        assert [line.startswith(b'{"type":"action"') and f'"step":{step}'.encode() in line
                for line in written] == [True]
        await client.wait_until(lambda c: c.view is not None and c.view.step > step, timeout=20)


async def test_a_stale_refusal_does_not_ask_the_answered_seat_again(fast_home: Path) -> None:
    """Keys pressed faster than the table: an answer the host refuses as ``stale_step`` reaches the seat after
    the host's next state, whose offer the seat may have answered already. Taking that refusal for "asked
    again" sent the same answer once for every key queued meanwhile, each refused as stale, until the host
    closed the connection for too many errors (seen in the four-player bench). A refusal of what the seat
    sent (``not_offered``) still asks again."""
    async with asked_seat(fast_home) as (client, remote):
        asked = remote.next_question()
        sent: list[object] = []
        client.answer = sent.append  # type: ignore[method-assign]
        remote.apply(asked.legal[0])  # type: ignore[union-attr]
        assert client.on_change is not None
        client.on_change("error", {"type": "error", "code": "stale_step", "message": "late"})
        assert not hasattr(remote.next_question(), "legal")  # still answered: no second answer
        client.on_change("error", {"type": "error", "code": "not_offered", "message": "no such id"})
        assert getattr(remote.next_question(), "legal", None) == asked.legal  # type: ignore[union-attr]
        assert len(sent) == 1
