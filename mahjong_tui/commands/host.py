"""``mahjong-tui host``: hold one table for players on other terminals (shared/spec/cli.md, issue 30).

The first line is ``room CODE at HOST:PORT``; then one line per public event and per seat's news. The
match is saved after every action (``<data>/hosted/saves/``); ``--resume`` takes the newest hosted save up
again, with its room code and its players' seats. Ctrl-C (or SIGTERM) stops the table: the save holds it.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import secrets
import signal
import sys
from typing import TYPE_CHECKING

import click

from mahjong_tui.cli import UserError
from mahjong_tui.commands.options import parse_option_pairs
from mahjong_tui.commands.play import VARIANTS, parse_seats
from mahjong_tui.settings import HUMAN, GameSettings
from rules.refusal import reason_of

if TYPE_CHECKING:
    from mahjong_tui.net.hosted import HostedSession
    from mahjong_tui.net.roster import Seat
    from mahjong_tui.net.server import Host

REFUSALS_EVERY = 10.0  # seconds between the log's lines counting refused connections


class CannotListen(Exception):
    """The address or port cannot be listened on (in use, not this machine's); the message says why."""


def say(line: str) -> None:
    print(line, flush=True)


def check_code(code: str | None) -> str | None:
    if code is None:
        return None
    cleaned = code.strip().upper()
    if not 4 <= len(cleaned) <= 32 or not cleaned.isascii() or not cleaned.isalnum():
        raise UserError.of("code_letters")
    return cleaned


def check_bind(bind: str) -> str:
    try:
        ipaddress.ip_address(bind)
    except ValueError:
        if bind != "localhost":
            raise UserError.of("bind_address", bind=bind) from None
    return bind


def new_settings(variant: str | None, seats: str, hands: int, seed: int | None,
                 options: tuple[str, ...]) -> GameSettings:
    if variant is None:
        raise UserError.of("host_variant")
    chosen = parse_seats(seats)
    if HUMAN not in chosen:
        raise UserError.of("host_human")
    return GameSettings(variant=variant, seats=chosen, hands=hands,
                        seed=seed if seed is not None else secrets.randbelow(2**31) + 1,
                        options=parse_option_pairs(variant, options))


@click.command()
@click.option("--variant", type=click.Choice(VARIANTS), default=None, help="The game the table plays.")
@click.option("--seats", default="human,human,bot,bot", show_default=True,
              help="Four of human / bot / a bot name; people join the human seats.")
@click.option("--port", type=click.IntRange(0, 65535), default=0, show_default=True,
              help="TCP port (0 picks a free one).")
@click.option("--bind", default="127.0.0.1", show_default=True,
              help="Address to listen on (0.0.0.0 for every network of this machine).")
@click.option("--code", default=None, help="Room code players give (drawn when absent).")
@click.option("--hands", type=click.IntRange(0, 999), default=4, show_default=True,
              help="Hands in the match; 0 = open-ended.")
@click.option("--seed", type=click.IntRange(1, 2**63 - 1), default=None, help="Seed of the match.")
@click.option("--option", "option_pairs", multiple=True, help="A house rule, KEY=VALUE (repeatable).")
@click.option("--resume", is_flag=True, help="Take up the last hosted table again from its save.")
@click.option("--bot-delay", type=click.FloatRange(0, 10), default=0.6, show_default=True,
              help="Seconds a bot waits before a move people should see.")
@click.option("--grace", type=click.FloatRange(0, 3600), default=30.0, show_default=True,
              help="Seconds a dropped player's seat waits before a bot plays it.")
@click.option("--result-wait", type=click.FloatRange(0, 3600), default=60.0, show_default=True,
              help="Seconds the result stays up before the next hand when someone does not go on.")
def host(variant: str | None, seats: str, port: int, bind: str, code: str | None, hands: int,
         seed: int | None, option_pairs: tuple[str, ...], resume: bool, bot_delay: float, grace: float,
         result_wait: float) -> None:
    """Hold a table: players join from other terminals with `mahjong-tui join`."""
    from mahjong_tui.net.hosted import new_hosted, resume_hosted, seats_for
    from mahjong_tui.net.roster import draw_code
    from mahjong_tui.storage import DamagedSave, NoHome, data_dir

    code = check_code(code)
    bind = check_bind(bind)
    try:
        home = data_dir()
    except NoHome as exc:
        raise UserError(reason_of(exc)) from None
    if resume:
        if variant is not None or option_pairs:
            raise UserError.of("resume_keeps")
        try:
            found = resume_hosted(home)
        except DamagedSave as exc:
            raise UserError.of("hosted_save_unusable", why=reason_of(exc)) from None
        if found is None:
            raise UserError.of("no_hosted_table", home=home)
        session, seat_list, saved_code = found
        code = code or saved_code
    else:
        settings = new_settings(variant, seats, hands, seed, option_pairs)
        session = new_hosted(settings, home)
        seat_list = seats_for(settings)
        code = code or draw_code()
    try:
        asyncio.run(serve(session, seat_list, code, bind, port, bot_delay=bot_delay, grace=grace,
                          result_wait=result_wait))
    except CannotListen as exc:
        if not resume:  # the table was never held: its fresh save goes, --resume finds the one before
            session.store.flush()
            session.store.path.unlink(missing_ok=True)
        raise UserError.of("cannot_listen", bind=bind, port=port, why=exc) from None
    session.store.flush()


async def serve(session: HostedSession, seat_list: list[Seat], code: str, bind: str, port: int,
                **table_options: float) -> None:
    """Listen, print the room line, and hold the table until the match ends or the host is stopped."""
    from mahjong_tui.net.server import Host
    from mahjong_tui.net.table import HostedTable

    table = HostedTable(session, seat_list, code, say=say, **table_options)
    host_server = Host(table)
    try:
        server = await host_server.start(bind, port)
    except OSError as exc:
        raise CannotListen(exc.strerror or str(exc)) from None
    address = server.sockets[0].getsockname()
    say(f"room {code} at {address[0]}:{address[1]}")
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(signum, stop.set)
    playing = asyncio.create_task(table.run())
    stopping = asyncio.create_task(stop.wait())
    counting = asyncio.create_task(count_refusals(host_server))
    async with server:
        await asyncio.wait([playing, stopping], return_when=asyncio.FIRST_COMPLETED)
        if not playing.done():
            say("host stopping: the table is saved (mahjong-tui host --resume takes it up)")
            table.close_all("host_stopping")
            playing.cancel()
        elif (fault := playing.exception()) is not None:
            raise fault
        counting.cancel()
        stopping.cancel()
        await asyncio.sleep(0.1)  # the last lines reach the players before the process ends
    sys.stdout.flush()


async def count_refusals(host_server: Host) -> None:
    """Every few seconds, how many connections were refused since the last count (a flood is one line)."""
    told = 0
    while True:
        await asyncio.sleep(REFUSALS_EVERY)
        if host_server.refused != told:
            say(f"refused {host_server.refused - told} connection(s) in the last {REFUSALS_EVERY:g} s")
            told = host_server.refused
