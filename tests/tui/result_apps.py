"""A result screen of a hand played through headless: bots in every chair of a fixed seed, the first hand to
its end, then only the result screen on an app (for Pilot tests and snapshots of every kind of result — a
win per variant, a drawn hand, several winners — without driving the table)."""

from __future__ import annotations

from pathlib import Path

from textual.app import App

import mahjong_tui
from mahjong_tui import views
from mahjong_tui.i18n import Strings
from mahjong_tui.screens.result import ResultScreen
from mahjong_tui.session import TableSession
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import SaveStore
from mahjong_tui.theme import THEME_NAME, felt_theme, theme_variables
from mahjong_tui.tiles_view import TileStyle

BOTS = ("bot", "bot", "bot", "bot")


def played_hand(home: Path, variant: str, seed: int, lang: str = "en") -> TableSession:
    """The first hand of a match of bots, played to its end."""
    settings = GameSettings(variant=variant, seed=seed, seats=BOTS, bot_delay=0.0, lang=lang)
    session = TableSession.new(settings, SaveStore(home))
    while session.result is None:
        chair = session.to_act()[0]
        session.match.apply(session.bot_for(chair).choose(session.observation(chair)))
    return session


class ResultApp(App[None]):
    """Only the result screen of ``session``'s hand, with the app's stylesheet and theme."""

    CSS_PATH = str(Path(mahjong_tui.__file__).parent / "app.tcss")

    def __init__(self, session: TableSession, lang: str, style: TileStyle = TileStyle.CJK) -> None:
        super().__init__()
        self.register_theme(felt_theme())  # app.tcss reads the felt theme's $variables, as MahjongApp's
        self.theme = THEME_NAME
        strings = Strings(lang)
        self.result = ResultScreen(strings, views.result_view(session, strings), style)

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return theme_variables()

    def on_mount(self) -> None:
        self.push_screen(self.result)


def result_app(home: Path, variant: str, seed: int, lang: str = "en") -> ResultApp:
    return ResultApp(played_hand(home, variant, seed, lang), lang)
