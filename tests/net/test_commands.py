"""``host`` and ``join`` refuse bad input as every command does: one ``error:`` line, exit status 2; and
the line mode of ``join`` words the table in the player's language and reads a typed answer."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import pytest
from rich.cells import cell_len

from mahjong_tui.i18n import Strings
from mahjong_tui.net.line_client import LineTable
from mahjong_tui.net.seat_keys import SeatKeys
from rules.engine import ActionKind
from tests.cli.test_hostile_input import invoke, one_error
from tests.net.tables import hosted, play_with_bot


@pytest.mark.parametrize(("args", "said"), [
    (["host"], "--variant"),
    (["host", "--variant", "jinshan", "--seats", "bot,bot,bot,bot"], "at least one human seat"),
    (["host", "--variant", "jinshan", "--seats", "human,bot"], "--seats: expected four"),
    (["host", "--variant", "jinhua", "--option", "ante=0"], "--option ante"),
    (["host", "--variant", "jinshan", "--code", "no!"], "--code: 4 to 32 letters and digits"),
    (["host", "--variant", "jinshan", "--bind", "my laptop"], "--bind: expected an IP address"),
    (["host", "--resume", "--variant", "cixi"], "--resume takes the variant"),
    (["join", "localhost", "--code", "ABCD", "--name", "Ann"], "expected HOST:PORT"),
    (["join", "127.0.0.1:99999", "--code", "ABCD", "--name", "Ann"], "expected HOST:PORT"),
])
def test_bad_arguments_are_one_error_line(args: list[str], said: str) -> None:
    one_error(invoke(*args), said)


def test_resume_without_a_hosted_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    one_error(invoke("host", "--resume"), "no hosted table to resume")


def test_a_port_in_use(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        one_error(invoke("host", "--variant", "jinshan", "--port", str(port)),
                  f"cannot listen on 127.0.0.1:{port}")
    assert list((tmp_path / "hosted" / "saves").glob("*.json")) == []  # no table was held: nothing saved


def test_join_says_why_it_cannot_sit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]  # nothing listens there
    one_error(invoke("join", f"127.0.0.1:{port}", "--code", "ABCD", "--name", "Ann"),
              "cannot reach 127.0.0.1")


async def test_the_line_mode_words_the_table_and_reads_answers(fast_home: Path) -> None:
    async with hosted(fast_home, "jinshan", ("human", "bot", "bot", "bot"), seed=2) as run:
        client = run.client("Ann")
        await client.connect()
        reading = asyncio.create_task(client.run())
        said: list[str] = []
        table = LineTable(client, Strings("en"), out=said.append)
        table.welcome()
        await client.wait_until(lambda c: c.view is not None and bool(c.view.offered), timeout=10)
        view = client.view
        assert view is not None
        table.show(view)
        assert said[0].startswith("Seated: room TEST42, 金山麻將 Jinshan, 1 hand; you are seat 1")
        assert any(line.startswith("— Hand 1 —") for line in said)
        assert any(line.startswith("East ") and "Ann (you)" in line for line in said)  # who sits where
        assert any(line.startswith("Your hand: [1]") for line in said[-4:]) and said[-1].endswith(">")
        assert all(cell_len(line) <= table.width() for line in said[-4:])  # broken between tiles
        tiles = table.tiles(view)
        discard = table.answer(view, str(len(tiles)))
        assert discard is not None and discard.kind is ActionKind.DISCARD and discard.tile == tiles[-1]
        assert table.answer(view, "hello") is None
        await client.act(discard)
        await client.wait_until(lambda c: c.view is not None and c.view.step > view.step, timeout=10)
        table.show(client.view)  # type: ignore[arg-type]
        strings, chair = Strings("en"), view.chair
        assert f"{strings.wind(view.observation.winds[chair])} discards {strings.tile(tiles[-1])}" in said
        await client.close()
        reading.cancel()


async def test_the_line_mode_swaps_the_tiles_typed(fast_home: Path) -> None:
    """SH-18: ``s`` asks for the tiles' numbers; the swap of those tiles is what is sent."""
    async with hosted(fast_home, "shanghai", ("human", "bot", "bot", "bot"), seed=2,
                      options={"swap_tiles": True}) as run:
        client = run.client("Ann")
        await client.connect()
        reading = asyncio.create_task(client.run())
        said: list[str] = []
        table = LineTable(client, Strings("en"), out=said.append)
        await client.wait_until(lambda c: c.view is not None and any(
            a.kind is ActionKind.SWAP for a in c.view.offered), timeout=10)
        view = client.view
        assert view is not None
        assert table.answer(view, "s") is None  # the swap's tiles come next
        swap = table.swap_answer(view, "1 2")
        tiles = table.tiles(view)
        assert swap is not None and sorted(swap.meld) == sorted(tiles[:2])
        assert table.swap_answer(view, "1 2 3 4 5 6") is None  # more than five: not offered
        await client.act(swap)
        await client.wait_until(lambda c: c.view is not None and c.view.step > view.step, timeout=10)
        assert any(e.kind == "swap" and e.chair == view.chair for e in client.view.events)  # type: ignore[union-attr]
        await client.close()
        reading.cancel()


async def answer_with(line: bytes) -> int:
    """A fake host on a free port that answers any hello with ``line``; its port."""
    async def fake(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readline()
        writer.write(line)
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(fake, "127.0.0.1", 0)
    return int(server.sockets[0].getsockname()[1])


@pytest.mark.parametrize("line", [b"HTTP/1.1 400 Bad Request\r\n", b'{"type": "state"}\n',
                                  b'{"type": "welcome", "seat": 9}\n'])
async def test_join_refuses_a_host_that_is_not_one(line: bytes, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    port = await answer_with(line)
    result = await asyncio.to_thread(invoke, "join", f"127.0.0.1:{port}", "--code", "ABCD", "--name", "Ann")
    one_error(result, "does not answer as a mahjong-tui host")


def test_the_room_line_counts_hands_as_a_player_reads_them() -> None:
    from mahjong_tui.net.news_text import hands_words

    assert [hands_words(Strings("en"), n) for n in (1, 4, 0)] == ["1 hand", "4 hands", "hands without end"]
    assert [hands_words(Strings("zh-Hans"), n) for n in (1, 0)] == ["1 局", "不限局数"]


async def test_the_line_mode_says_a_bot_played_the_seat_while_away(fast_home: Path, tmp_path: Path) -> None:
    """Back at a seat a bot played meanwhile, ``join --lines`` says so after the hand's moves so far, as the
    table screen does: otherwise the bot's discards read as the player's own."""
    keys = SeatKeys(tmp_path / "ann")
    async with hosted(fast_home, "cixi", ("human", "human", "bot", "bot"), hands=0, grace=0.05,
                      bot_delay=0.01) as run:
        ann, bob = run.client("Ann", keys=keys), run.client("Bob")
        await ann.connect()
        await bob.connect()
        tasks = [asyncio.create_task(bob.run()), asyncio.create_task(play_with_bot(bob))]
        await ann.close()  # Ann's terminal is closed: a bot plays her seat after the grace
        for _ in range(500):
            if run.table.seats[0].stand_in and run.table.session.step > 12:
                break
            await asyncio.sleep(0.02)
        again = run.client("Ann", keys=SeatKeys(tmp_path / "ann"))
        room = await again.connect()
        assert room.rejoined and room.seats[room.chair].bot_playing
        tasks.append(asyncio.create_task(again.run()))
        await again.wait_until(lambda c: c.view is not None, timeout=5)
        said: list[str] = []
        table = LineTable(again, Strings("en"), out=said.append)
        table.welcome()
        table.show(again.view)  # type: ignore[arg-type]
        given_back = "A bot played your seat while you were away: it is yours again"
        assert said.count(given_back) == 1
        assert said.index(given_back) > max(i for i, line in enumerate(said) if " discards " in line)
        table.show(again.view)  # type: ignore[arg-type]
        assert said.count(given_back) == 1  # said once, not at every state
        for task in tasks:
            task.cancel()
        await again.close()


def test_a_seat_is_not_told_its_own_return_as_news() -> None:
    """After ``host --resume`` each player read "Bob is back" about themselves, under "Reconnected: back at
    your seat" (seen in tmux); the others' news is said."""
    from mahjong_tui.net.news_text import seat_line

    back = {"type": "seat", "event": "back", "chair": 2, "name": "Bob"}
    assert seat_line(Strings("en"), back, own_chair=2) is None
    assert seat_line(Strings("en"), back, own_chair=0) == "Bob is back"
