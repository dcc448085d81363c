"""``mahjong-tui serve HOST:PORT``: a hosted table's join screen in a browser (issue 30).

textual-serve runs one ``mahjong-tui join HOST:PORT`` per browser tab, each in its own process driven
through a websocket, so a friend without Python plays with a browser only. Without ``--code`` and
``--name`` that join opens its form: each browser asks for the room code and its player's name. No web
server or terminal emulator of our own: the page, its script and the websocket are textual-serve's.
"""

from __future__ import annotations

import shlex
import sys

import click

from mahjong_tui.cli import UserError
from mahjong_tui.commands.host import check_bind
from mahjong_tui.commands.join import split_address
from mahjong_tui.i18n import LANG_CHOICES
from mahjong_tui.tiles_view import TileStyle


def join_command(address: str, lang: str | None, tile_style: str) -> str:
    """The shell line textual-serve starts for each browser: this Python, so the venv's game is played."""
    words = [sys.executable, "-m", "mahjong_tui", "join", address, "--tile-style", tile_style]
    if lang is not None:
        words += ["--lang", lang]
    return shlex.join(words)


def page_url(bind: str, port: int, public_url: str | None) -> str:
    """Where a browser opens the page; the page's websocket is reached at the same address."""
    if public_url is not None:
        if not public_url.startswith(("http://", "https://")):
            raise UserError.of("public_url", url=public_url)
        return public_url.rstrip("/")
    shown = f"[{bind}]" if ":" in bind else bind
    return f"http://{shown}:{port}"


@click.command()
@click.argument("address")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True,
              help="The web page's TCP port.")
@click.option("--bind", default="127.0.0.1", show_default=True,
              help="Address the page listens on (0.0.0.0 for every network of this machine).")
@click.option("--public-url", default=None,
              help="The page's address as browsers reach it (needed with --bind 0.0.0.0).")
@click.option("--lang", type=click.Choice(LANG_CHOICES), default=None,
              help="The form's first language (each player may choose another).")
@click.option("--tile-style", type=click.Choice([s.value for s in TileStyle]), default="cjk",
              show_default=True, help="How tiles are drawn, as play's --tile-style.")
def serve(address: str, port: int, bind: str, public_url: str | None, lang: str | None,
          tile_style: str) -> None:
    """Serve the join screen of the table at ADDRESS to browsers (one player a tab)."""
    from textual_serve.server import Server

    split_address(address)  # a bad HOST:PORT is refused here, not in every browser
    bind = check_bind(bind)
    url = page_url(bind, port, public_url)
    if public_url is None and bind in ("0.0.0.0", "::"):
        raise UserError.of("public_url_needed")
    server = Server(join_command(address, lang, tile_style), host=bind, port=port,
                    title="mahjong-tui", public_url=url)
    click.echo(f"browser page for the table at {address}: {url}", err=False)
    try:
        server.serve()
    except OSError as exc:
        raise UserError.of("cannot_listen", bind=bind, port=port, why=exc.strerror or exc) from None
