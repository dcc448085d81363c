"""``mahjong-tui learn [--variant V]``: a variant's course of lessons at the real table (issue 21)."""

from __future__ import annotations

import os

import click

from mahjong_tui.cli import check_home
from mahjong_tui.i18n import LANG_CHOICES, detect_lang
from mahjong_tui.settings import GameSettings
from mahjong_tui.tiles_view import TileStyle
from rules.variants import VARIANT_IDS


@click.command()
@click.option("--variant", type=click.Choice(VARIANT_IDS), default="jinshan", show_default=True,
              help="The course to open (←/→ on the course screen changes it).")
@click.option("--lang", type=click.Choice(LANG_CHOICES), default=None,
              help="zh-Hans, zh-Hant or en; zh is zh-Hans (default: from LANG).")
@click.option("--tile-style", type=click.Choice([s.value for s in TileStyle]), default="cjk",
              show_default=True)
@click.option("--bot-delay", type=click.FloatRange(min=0), default=0.6, show_default=True,
              help="Seconds a bot waits before acting.")
def learn(variant: str, lang: str | None, tile_style: str, bot_delay: float) -> None:
    """Learn a variant's special rules: short scripted hands that stop and explain."""
    from mahjong_tui.app import make_app
    from mahjong_tui.screens.lessons import open_course

    check_home()
    settings = GameSettings(variant=variant, lang=detect_lang(os.environ, lang),
                            tile_style=TileStyle(tile_style),
                            bot_delay=bot_delay)
    app = make_app(settings, show_new_game=True)

    # the app's first screen is the course; leaving it quits, a finished course may start a first real match
    app.open_new_game = lambda **_: open_course(  # type: ignore[method-assign]
        app, variant, then=lambda chosen: app.start_match(chosen) if chosen else app.exit())
    app.run()
