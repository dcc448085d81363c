"""The hot-seat claim window's screens (issue 27; the window itself is ``mahjong_tui.call_window``).

:class:`CallWindowScreen` is neutral: the same for everyone whatever they hold — the discard, the numbers of
the humans who may still call, and who plays on with Enter. It hides the table: when nobody could claim,
the next player has drawn already, and the wall and their hand's size would say so. It dismisses with the
chair that called, or None when the next player goes on. A caller's private look is the claim prompt
(``screens/claim.py``; with nothing to claim, ``NothingToClaim``, opaque for the same reason).
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from mahjong_tui import views
from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.table_protocol import CallsOpen, Session
from mahjong_tui.tiles_view import FaceStyle, tile_text_of


class CallWindowScreen(Screen[int | None]):
    """Any caller presses their number (their player's number, 1–4, as the seat heads name them)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "go_on", "Go on", id="calls.go_on"),
        *(Binding(str(n), f"call({n - 1})", f"Call {n}", id=f"calls.call{n}", show=False)
          for n in range(1, 5)),
    ]

    def __init__(self, strings: Strings, title: str, tile: int, callers: list[tuple[int, str]], follows: str,
                 style: FaceStyle, *, human_follows: bool = False) -> None:
        super().__init__()
        self.human_follows = human_follows  # Enter hands the device to the player who plays on
        self.strings = strings
        self.title_words = title  # "东 玩家 1 打出 " — the tile is drawn after it
        self.tile = tile
        self.callers = callers  # (chair, "玩家 2 (南)") of every caller still to answer
        self.follows = follows  # the Enter line: who plays on
        self.tile_style = strings.faces(style)

    @classmethod
    def of(cls, calls: CallsOpen, session: Session, viewer: int, strings: Strings) -> CallWindowScreen:
        """The window on a session's open claim window, its seats named by wind from ``viewer``'s side (the
        same for every seat)."""
        obs, settings, t = session.observation(viewer), session.settings, strings

        def named(chair: int) -> str:
            return f"{views.player_name(settings, chair, t)} ({t.wind(views.wind_of(obs, chair))})"

        human_follows = calls.follows in session.at_screen and not calls.robbing
        follows = (t("calls_next", name=views.player_name(settings, calls.follows, t),
                     wind=t.wind(views.wind_of(obs, calls.follows))) if human_follows else t("calls_go_on"))
        title = t("rob_prompt" if calls.robbing else "claim_prompt", name=named(calls.discarder), tile="")
        callers = [(chair, named(chair)) for chair in calls.waiting]
        return cls(t, title, calls.tile, callers, follows, settings.tile_style, human_follows=human_follows)

    def compose(self) -> ComposeResult:
        title = Text(self.title_words, style="bold")
        title.append_text(tile_text_of(self.tile, self.tile_style))
        lines = [Text(self.strings("calls_ask"))] if self.callers else []
        lines += [Text.assemble((f" {chair + 1} ", "bold reverse"), f" {name}")
                  for chair, name in self.callers]
        lines += [Text(), Text.assemble((" Enter ", "bold reverse"), f" {self.follows}")]
        with Vertical(id="calls-box", classes="dialog"):
            yield Static(title, classes="dialog-title")
            yield Static(Text("\n").join(lines), id="calls-keys")
        yield KeysBar(self.strings)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "call":
            return any(chair == parameters[0] for chair, _ in self.callers)
        return True

    def action_call(self, chair: int) -> None:
        self.dismiss(chair)

    def action_go_on(self) -> None:
        self.dismiss(None)
