"""``mahjong-tui replay FILE``: step through a saved hand forwards and backwards (←/→), hand by hand (PgUp/PgDn).

FILE is the app's save (``match.json`` in the user data directory), a match record or one hand record. A file
that cannot be read or does not replay is one line ``error: ...`` (exit 2) before any screen opens.
"""

from __future__ import annotations

import os
from pathlib import Path

import click

from mahjong_tui.cli import UserError
from mahjong_tui.i18n import LANGS, detect_lang
from mahjong_tui.tiles_view import TileStyle


@click.command()
@click.argument("file", type=click.Path(path_type=Path, dir_okay=False))
@click.option("--lang", type=click.Choice(LANGS), default=None, help="zh or en (default: from LANG).")
@click.option("--tile-style", type=click.Choice([s.value for s in TileStyle]), default="cjk", show_default=True)
def replay(file: Path, lang: str | None, tile_style: str) -> None:
    """Replay the hands of a saved match or hand record."""
    from mahjong_tui.app import make_app
    from mahjong_tui.replay import read_replay
    from mahjong_tui.settings import GameSettings
    from rules.records import RecordError

    try:
        read_replay(file)
    except (RecordError, ValueError) as exc:
        raise UserError(f"{file}: {exc}") from None
    settings = GameSettings(lang=detect_lang(os.environ, lang), tile_style=TileStyle(tile_style))
    make_app(settings, replay=file).run()
