"""The app's one Textual theme, ``mahjong-felt``, read from ``theme.toml`` beside this module.

Posting and Harlequin keep colours out of their Python: a registered theme names them and the stylesheet
reads them as ``$variables``. Here too: ``app.tcss`` and the widgets' CSS use ``$felt``, ``$gold``,
``$suit-dots``, ``$lit-discard`` …; what builds rich ``Text`` in Python (a tile's face, a rules page's
heading) takes its colours by name from the same file (:func:`colour`) or from the running app's theme
variables (:func:`palette_of`), so a colour is written once, in ``theme.toml``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rich.style import Style

if TYPE_CHECKING:
    from textual.theme import Theme

THEME_NAME = "mahjong-felt"
_THEME_FILE = Path(__file__).with_name("theme.toml")


@cache
def _theme_file() -> dict[str, dict[str, str]]:
    with _THEME_FILE.open("rb") as file:
        return tomllib.load(file)


def theme_variables() -> dict[str, str]:
    """The theme's own variables (``felt``, ``suit-dots`` …): the app's fallbacks when another theme is
    chosen (``App.get_theme_variable_defaults``), so that the stylesheet always parses."""
    return dict(_theme_file()["variables"])


def colour(name: str) -> str:
    """One named colour of the theme, for rich Text built in Python (``colour("gold")``)."""
    return _theme_file()["variables"][name]


def felt_theme() -> Theme:
    """The theme the app registers and starts with (Textual imported here: the host and the line client
    name tiles in the theme's colours without a screen)."""
    from textual.theme import Theme

    base = _theme_file()["base"]
    return Theme(name=THEME_NAME, primary=base["primary"], secondary=base["secondary"], accent=base["accent"],
                 warning=base["warning"], error=base["error"], success=base["success"],
                 foreground=base["foreground"], dark=True, variables=theme_variables())


@dataclass(frozen=True)
class TilePalette:
    """The colours a tile is drawn with, as rich styles: one per suit and honour, the wild's face, the
    frame, the back, the latest discard, a claimed discard; built from theme variables by
    :func:`palette_of`."""

    characters: Style
    dots: Style
    bamboo: Style
    wind: Style
    white: Style
    green: Style
    red: Style
    flower: Style
    wild: Style
    edge: Style
    edge_wild: Style
    edge_selected: Style
    back: Style
    backs: Style
    river_bed: Style
    lit: Style
    claimed: Style


@cache
def _palette(values: tuple[tuple[str, str], ...]) -> TilePalette:
    named = dict(values)

    def face(name: str) -> Style:
        return Style(color=named[name], bold=True)

    return TilePalette(
        characters=face("suit-characters"), dots=face("suit-dots"), bamboo=face("suit-bamboo"),
        wind=face("wind-tile"), white=face("dragon-white"), green=face("dragon-green"),
        red=face("dragon-red"), flower=face("flower-tile"),
        wild=Style(color=named["wild-text"], bgcolor=named["wild"], bold=True),
        edge=Style(color=named["tile-edge"]), edge_wild=Style(color=named["wild"], bold=True),
        edge_selected=Style(color=named["tile-edge-selected"], bold=True),
        back=Style(color=named["tile-back-edge"], bgcolor=named["tile-back"]),
        backs=Style(color=named["tile-backs"]),
        river_bed=Style(bgcolor=named["river-bed"]),
        lit=Style(color=named["lit-discard-text"], bgcolor=named["lit-discard"], bold=True),
        claimed=Style(color=named["claimed"], dim=True, strike=True),
    )


_PALETTE_KEYS = ("suit-characters", "suit-dots", "suit-bamboo", "wind-tile", "dragon-white", "dragon-green",
                 "dragon-red", "flower-tile", "wild", "wild-text", "tile-edge", "tile-edge-selected",
                 "tile-back", "tile-back-edge", "tile-backs", "river-bed", "lit-discard", "lit-discard-text",
                 "claimed")


def palette_of(variables: Mapping[str, str] | None = None) -> TilePalette:
    """The tile palette of these theme variables (an app's ``theme_variables``), the theme file's where
    a variable is missing; remembered per set of colours."""
    defaults = _theme_file()["variables"]
    given = variables or {}
    return _palette(tuple((key, given.get(key) or defaults[key]) for key in _PALETTE_KEYS))
