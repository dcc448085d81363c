"""``mahjong-tui join HOST:PORT --code CODE --name NAME [--lang L]``: take a seat at a hosted table
(shared/spec/cli.md, issue 30).

The seat is played on the same table screen as solo play (``join_app.py``); ``--lines`` plays it in line
mode instead (the log, the own hand numbered, a key per offered action: any terminal, no Textual). Without
``--code`` and ``--name`` the table screen opens with a form that asks for them (``mahjong-tui serve`` runs
it so for each browser). The seat's secret is kept in the data folder, so joining again with the same name
takes the seat back.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import TYPE_CHECKING

import click

from mahjong_tui.cli import UserError
from mahjong_tui.i18n import LANG_CHOICES, detect_lang
from mahjong_tui.tiles_view import TileStyle

if TYPE_CHECKING:
    from mahjong_tui.i18n import Strings
    from mahjong_tui.join_app import JoinApp
    from mahjong_tui.net.client import TableClient
    from mahjong_tui.storage import Saves


def split_address(address: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:4000`` for IPv6) → (host, port)."""
    host, sep, port = address.rpartition(":")
    host = host.removeprefix("[").removesuffix("]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise UserError.of("host_port", address=address)
    return host, int(port)


@click.command()
@click.argument("address")
@click.option("--code", default=None, help="The room code the host printed (asked on screen when absent).")
@click.option("--name", default=None, help="Your name at the table, 1-24 characters (asked when absent).")
@click.option("--lang", type=click.Choice(LANG_CHOICES), default=None,
              help="zh-Hans, zh-Hant or en (default: from LANG).")
@click.option("--tile-style", type=click.Choice([s.value for s in TileStyle]), default="cjk",
              show_default=True, help="How tiles are drawn, as play's --tile-style.")
@click.option("--lines", is_flag=True, help="Play in line mode (any terminal) instead of the table screen.")
def join(address: str, code: str | None, name: str | None, lang: str | None, tile_style: str,
         lines: bool) -> None:
    """Take a seat at a table held by `mahjong-tui host`."""
    from mahjong_tui.i18n import Strings
    from mahjong_tui.net.client import TableClient
    from mahjong_tui.net.seat_keys import SeatKeys

    host, port = split_address(address)
    strings, style = Strings(detect_lang(os.environ, lang)), TileStyle(tile_style)
    if lines and (code is None or name is None):
        raise UserError.of("lines_needs")
    store = saves()
    if code is None or name is None:  # the table screen asks for them (a browser's page: serve)
        finish(run_app(joined_app(host, port, strings, style, store)))
        return
    client = TableClient(host, port, code=code, name=name,
                         keys=SeatKeys(None if store.no_home else store.directory))
    try:
        why = asyncio.run(play(client, strings, style, store, lines))
    except KeyboardInterrupt:  # ctrl+c leaves the table: the seat waits, then a bot plays it
        click.echo(strings("news.left"))
        return
    if why not in ("match_over", "left"):
        raise UserError.of("table_ended", why=why)


async def connect(client: TableClient) -> None:
    """Connect and say hello; a refusal or a host that cannot be reached is the contract's error line."""
    from mahjong_tui.net.client import JoinRefused
    from mahjong_tui.net.codec import BadMessage
    from mahjong_tui.net.wire import WireError

    where = f"{client.host}:{client.port}"
    try:
        await client.connect()
    except JoinRefused as refused:
        raise UserError.of("host_refused", message=refused.message, code=refused.code) from None
    except OSError as exc:
        raise UserError.of("cannot_reach", where=where, why=exc.strerror or exc) from None
    except (WireError, BadMessage, TimeoutError) as exc:
        raise UserError.of("not_a_host", where=where, why=exc) from None


async def play(client: TableClient, strings: Strings, style: TileStyle, store: Saves, lines: bool) -> str:
    """Connect, then play in line mode or on the table screen (on this loop: the client's lines wake it)."""
    await connect(client)
    if lines:
        from mahjong_tui.net.line_client import play_lines

        return await play_lines(client, strings, style)
    app = joined_app(client.host, client.port, strings, style, store, client)
    await app.run_async()
    finish(app)
    return "left"


def run_app(app: JoinApp) -> JoinApp:
    app.run()
    return app


def finish(app: JoinApp) -> None:
    """An ``error:`` line (exit status 2) when the table could not be shown; the app printed the rest."""
    if app.refusal is not None:
        raise UserError(app.refusal)


def saves() -> Saves:
    from mahjong_tui.storage import NoHome, Saves, data_dir

    try:
        return Saves(data_dir())
    except NoHome as exc:  # the secret is kept for this run only
        return Saves(Path(os.devnull), no_home=str(exc))


def joined_app(host: str, port: int, strings: Strings, style: TileStyle, store: Saves,
               client: TableClient | None = None) -> JoinApp:
    from mahjong_tui.join_app import JoinApp, JoinTarget

    return JoinApp(JoinTarget(host, port, strings.lang, style), store, client)
