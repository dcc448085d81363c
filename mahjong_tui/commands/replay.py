"""``mahjong-tui replay FILE``: step through a saved hand forwards and backwards (←/→), hand by hand
(PgUp/PgDn).

FILE is the app's save (``match.json`` in the user data directory), a match record or one hand record. A file
that cannot be read or does not replay is one line ``error: ...`` (exit 2) before any screen opens: it is read
by :mod:`mahjong_tui.safe_read` (a regular file, size-capped, bounded JSON) and any fault in replaying it,
whatever Python raises on a field of the wrong shape, is that one line.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import click

from mahjong_tui.cli import UserError
from mahjong_tui.i18n import LANGS, detect_lang
from mahjong_tui.tiles_view import TileStyle
from rules.refusal import reason_of


@click.command()
@click.argument("file", type=click.Path(path_type=Path))  # safe_read refuses what is not a regular file
@click.option("--lang", type=click.Choice(LANGS), default=None, help="zh or en (default: from LANG).")
@click.option("--tile-style", type=click.Choice([s.value for s in TileStyle]), default="cjk",
              show_default=True)
def replay(file: Path, lang: str | None, tile_style: str) -> None:
    """Replay the hands of a saved match or hand record."""
    from mahjong_tui.app import make_app
    from mahjong_tui.settings import GameSettings

    check_replayable(file)
    settings = GameSettings(lang=detect_lang(os.environ, lang), tile_style=TileStyle(tile_style))
    app = make_app(settings, replay=file)
    app.run()
    if app.return_code:  # the last resort (mahjong_tui/crash.py) ended the app on a fault: exit 1
        sys.exit(app.return_code)


def check_replayable(file: Path) -> None:
    """Raise :class:`UserError` unless ``file`` is a save or record whose every hand replays."""
    from mahjong_tui.replay import replay_from_json
    from mahjong_tui.safe_read import RECORD_BYTES, ReadRefused, read_json
    from rules.records import RecordError

    try:
        replay_from_json(read_json(file, RECORD_BYTES))
    except ReadRefused as exc:
        raise UserError(reason_of(exc)) from None
    except RecordError as exc:
        raise UserError.of("record_refused", file=file, why=reason_of(exc)) from None
    except Exception as exc:  # noqa: BLE001 — a malformed field (``"first_wall": 5``) may raise anything
        raise UserError.of("record_unreadable", file=file, error=exc.__class__.__name__, why=exc) from None
