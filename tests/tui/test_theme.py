"""Issue 27: one registered theme names every colour; no hex colour is written in the app's Python."""

from __future__ import annotations

import re
from pathlib import Path

import mahjong_tui
from mahjong_tui.app import MahjongApp
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import Saves
from mahjong_tui.theme import THEME_NAME, colour, felt_theme, palette_of, theme_variables

HEX_COLOUR = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b")
PACKAGE = Path(mahjong_tui.__file__).parent


def test_no_hex_colour_in_the_apps_python() -> None:
    """Colours live in theme.toml (the registered theme's variables), read by app.tcss and by name."""
    found = [f"{path.relative_to(PACKAGE)}:{n}: {line.strip()}"
             for path in sorted(PACKAGE.rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if HEX_COLOUR.search(line)]
    assert found == []


def test_the_hex_check_finds_a_colour() -> None:
    assert HEX_COLOUR.search('Style(color="#f0c040")') and not HEX_COLOUR.search("# SH-14 承包")


def test_the_felt_theme_is_registered_and_names_the_table() -> None:
    app = MahjongApp(GameSettings(), Saves(Path("/nonexistent-never-written")))
    assert app.theme == THEME_NAME and app.get_theme(THEME_NAME) == felt_theme()
    variables = theme_variables()
    named = ("felt", "suit-characters", "suit-dots", "suit-bamboo", "lit-discard", "wild", "claimed", "bound")
    for name in named:
        assert name in variables and HEX_COLOUR.fullmatch(variables[name]), name
    assert app.get_theme_variable_defaults() == variables  # another theme still resolves $felt …


def test_tile_colours_follow_the_theme_variables() -> None:
    palette = palette_of({"suit-dots": "#123456"})
    assert palette.dots.color is not None and palette.dots.color.triplet.hex == "#123456"
    assert palette_of().dots.color.triplet.hex == colour("suit-dots").lower()  # the file's, by default
    assert len({palette.characters, palette.dots, palette.bamboo}) == 3
