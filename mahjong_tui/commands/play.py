"""``mahjong-tui play``: open the game (shared/spec/cli.md).

Without ``--variant`` (and without ``--resume``) the first screen opens (Resume, saved matches, quick starts,
the new-game form); with it the match starts directly.
"""

from __future__ import annotations

import os
import secrets
import sys

import click

from mahjong_tui.cli import UserError, check_home
from mahjong_tui.commands.options import parse_option_pairs
from mahjong_tui.i18n import LANG_CHOICES, detect_lang
from mahjong_tui.settings import AUTO_PASS_CHOICES, DEFAULT_BOT, HUMAN, GameSettings
from mahjong_tui.tiles_view import TileStyle

VARIANTS = ("jinshan", "shanghai", "jinhua", "cixi")


def parse_seats(text: str) -> tuple[str, str, str, str]:
    """``human,bot,bot,bot`` → four seat names, each ``human`` or a registered bot name."""
    seats = [s.strip().lower() for s in text.split(",")]
    if len(seats) != 4:
        raise UserError.of("seats_count", n=len(seats), text=text)
    if set(seats) <= {HUMAN, DEFAULT_BOT}:  # the usual table: no need to load the bots before the first paint
        return (seats[0], seats[1], seats[2], seats[3])
    from mahjong_tui.settings import bot_names

    known = (HUMAN, DEFAULT_BOT, *bot_names())  # names from the bot registry (bots.BOTS)
    for player in seats:
        if player not in known:
            choices = ", ".join(dict.fromkeys(known))
            raise UserError.of("seats_unknown", player=player, choices=choices)
    return (seats[0], seats[1], seats[2], seats[3])


def house_rules(variant: str | None, resume: bool, given: tuple[str, ...]) -> dict[str, object]:
    """``--option`` values, checked as ``simulate --option`` checks them, before the app starts."""
    if not given:
        return {}
    if resume:
        raise UserError.of("option_on_resume")
    if variant is None:
        raise UserError.of("option_needs_variant")
    return parse_option_pairs(variant, given)


@click.command()
@click.option("--variant", type=click.Choice(VARIANTS), default=None, help="Start this variant directly.")
@click.option("--seats", default="human,bot,bot,bot", show_default=True,
              help="Four of human / bot / a bot name.")
@click.option("--seed", type=int, default=None, help="Seed of the match (random when absent).")
@click.option("--resume", is_flag=True, help="Continue the last saved match.")
@click.option("--bot-delay", type=float, default=0.6, show_default=True,
              help="Seconds a bot waits before acting.")
@click.option("--lang", type=click.Choice(LANG_CHOICES), default=None,
              help="zh-Hans (simplified Chinese; zh is the same), zh-Hant (traditional) or en "
                   "(default: from LANG).")
@click.option("--hands", type=int, default=4, show_default=True, help="Hands in the match; 0 = open-ended.")
@click.option("--tile-style", type=click.Choice([s.value for s in TileStyle]), default="cjk",
              show_default=True)
@click.option("--auto-pass", type=click.Choice(AUTO_PASS_CHOICES), default="none", show_default=True,
              help="Auto-pass chi prompts, or every claim but a win.")
@click.option("--option", "given_options", multiple=True,
              help="A house rule of the variant, NAME=VALUE (repeatable), e.g. ante=2.")
def play(
    variant: str | None,
    seats: str,
    seed: int | None,
    resume: bool,
    bot_delay: float,
    lang: str | None,
    hands: int,
    tile_style: str,
    auto_pass: str,
    given_options: tuple[str, ...],
) -> None:
    """Play a match against bots, or pass-and-play with several humans."""
    from mahjong_tui.app import make_app

    check_home()
    if bot_delay < 0:
        raise UserError.of("bot_delay")
    if hands < 0:
        raise UserError.of("hands_negative")
    options = house_rules(variant, resume, given_options)
    settings = GameSettings(
        variant=variant or "jinshan",
        seats=parse_seats(seats),
        seed=seed if seed is not None else secrets.randbelow(2**31) + 1,
        hands=hands,
        lang=detect_lang(os.environ, lang),
        tile_style=TileStyle(tile_style),
        bot_delay=bot_delay,
        auto_pass=auto_pass,
        options=options,
    )
    app = make_app(settings, resume=resume, show_menu=variant is None and not resume)
    app.lang_chosen = lang is not None
    app.run()
    if app.return_code:  # the last resort (mahjong_tui/crash.py) ended the app on a fault: exit 1
        sys.exit(app.return_code)
