"""``mahjong-tui join HOST:PORT --code CODE --name NAME [--lang L]``: take a seat at a hosted table
(shared/spec/cli.md, issue 30).

Until the table screen drives a network session (the next step of issue 30) the seat is played in line
mode: the log in the player's language, the own hand numbered, a key for each offered action. The seat's
secret is kept in the data folder, so joining again with the same name takes the seat back.
"""

from __future__ import annotations

import asyncio
import os

import click

from mahjong_tui.cli import UserError
from mahjong_tui.i18n import LANG_CHOICES, detect_lang
from mahjong_tui.tiles_view import TileStyle


def split_address(address: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:4000`` for IPv6) → (host, port)."""
    host, sep, port = address.rpartition(":")
    host = host.removeprefix("[").removesuffix("]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise UserError(f"expected HOST:PORT such as 127.0.0.1:40123, got {address!r}")
    return host, int(port)


@click.command()
@click.argument("address")
@click.option("--code", required=True, help="The room code the host printed.")
@click.option("--name", required=True, help="Your name at the table (1-24 characters).")
@click.option("--lang", type=click.Choice(LANG_CHOICES), default=None,
              help="zh-Hans, zh-Hant or en (default: from LANG).")
@click.option("--tile-style", type=click.Choice([s.value for s in TileStyle]), default="cjk",
              show_default=True, help="How tiles are drawn, as play's --tile-style.")
def join(address: str, code: str, name: str, lang: str | None, tile_style: str) -> None:
    """Take a seat at a table held by `mahjong-tui host`."""
    from mahjong_tui.i18n import Strings
    from mahjong_tui.net.client import JoinRefused, TableClient
    from mahjong_tui.net.codec import BadMessage
    from mahjong_tui.net.line_client import play_lines, say
    from mahjong_tui.net.seat_keys import SeatKeys
    from mahjong_tui.net.wire import WireError
    from mahjong_tui.storage import NoHome, data_dir

    host, port = split_address(address)
    try:
        home = data_dir()
    except NoHome:
        home = None  # the secret is kept for this run only
    client = TableClient(host, port, code=code, name=name, keys=SeatKeys(home))

    async def run() -> str:
        try:
            await client.connect()
        except JoinRefused as refused:
            raise UserError(f"the host refused: {refused.message} ({refused.code})") from None
        except OSError as exc:
            raise UserError(f"cannot reach {host}:{port}: {exc.strerror or exc}") from None
        except (WireError, BadMessage, TimeoutError) as exc:
            raise UserError(f"{host}:{port} does not answer as a mahjong-tui host: {exc}") from None
        return await play_lines(client, Strings(detect_lang(os.environ, lang)), TileStyle(tile_style))

    try:
        why = asyncio.run(run())
    except KeyboardInterrupt:  # ctrl+c leaves the table: the seat waits, then a bot plays it
        click.echo(say(Strings(detect_lang(os.environ, lang)), "left"))
        return
    if why not in ("match_over", "left"):
        raise UserError(f"the table ended for this seat: {why}")
