"""Replay a saved hand: ←/→ one action back or forward, Home/End the deal or the end, PgUp/PgDn the previous
or next hand of the match. Every hand is shown open (a replay hides nothing), from the engine's own
observations at that position (:mod:`mahjong_tui.replay`)."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from mahjong_tui.error_text import action_text, error_text
from mahjong_tui.i18n import Strings
from mahjong_tui.learn_text import say
from mahjong_tui.replay import MatchReplay, read_replay
from mahjong_tui.tiles_view import TileStyle, tiles_text
from mahjong_tui.views import meld_views, seat_label
from mahjong_tui.widgets.seat import meld_text
from rules.engine import Observation
from rules.records import RecordError


def seat_text(strings: Strings, obs: Observation, chair: int, style: TileStyle, player: str) -> Text:
    """One chair at this position: wind, concealed tiles, melds, flowers, then the river."""
    wind = strings.wind(obs.winds[chair])
    dealer = f" {strings('dealer')}" if chair == obs.dealer else ""
    text = Text(f"{wind}{dealer} {player}".ljust(14), style="bold #f0c040" if chair == obs.turn else "bold")
    text.append_text(tiles_text(obs.concealed, style, wilds=obs.wild_kinds))
    for meld in meld_views(obs, obs.melds[chair], strings):
        text.append("  ")
        text.append_text(meld_text(meld, style))
    if obs.flowers[chair]:
        text.append("  ")
        text.append_text(tiles_text(obs.flowers[chair], style, compact=True))
    text.append("\n" + " " * 14)
    text.append_text(tiles_text(obs.discards[chair], style, compact=True))
    return text


class ReplayScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,l", "step(1)", "Forward", id="replay.forward"),
        Binding("left,h", "step(-1)", "Back", id="replay.back"),
        Binding("home", "edge(0)", "Deal", id="replay.start"),
        Binding("end", "edge(1)", "End", id="replay.end"),
        Binding("pagedown,n", "hand(1)", "Next hand", id="replay.next_hand"),
        Binding("pageup,p", "hand(-1)", "Previous hand", id="replay.previous_hand"),
        Binding("escape,q", "close", "Back", id="replay.close"),
    ]

    def __init__(self, strings: Strings, path: Path, style: TileStyle = TileStyle.CJK) -> None:
        super().__init__()
        self.strings = strings
        self.path = path
        self.tile_style = style
        self.replay: MatchReplay | None = None
        self.problem = ""
        try:
            self.replay = MatchReplay(read_replay(path))
        except (RecordError, ValueError) as exc:
            self.problem = str(exc)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="replay"):
            yield Static(say(self.strings, "replay_title", file=self.path.name), classes="dialog-title")
            yield Static(id="replay-step")
            yield Static(id="replay-table")
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    def show(self) -> None:
        if self.replay is None:
            self.query_one("#replay-step", Static).update(say(self.strings, "replay_bad", why=error_text(self.problem, self.strings)))
            return
        hand = self.replay.hand
        step = say(self.strings, "replay_step", hand=self.replay.index + 1, step=hand.position, total=len(hand))
        last = hand.last_action
        observations = hand.observations()
        if last is None:
            step += "  —  " + say(self.strings, "replay_start")
        else:
            step += "  —  " + action_text(str(last), self.strings, self.strings.wind(observations[0].winds[last.seat]))
        self.query_one("#replay-step", Static).update(Text(step, style="bold"))
        players = self.replay.file.players
        names = [seat_label(players[c], c, self.strings) if c < len(players) and players[c] else "" for c in range(4)]
        rows = [seat_text(self.strings, observations[c], c, self.tile_style, names[c]) for c in range(4)]
        first = observations[0]
        footer = Text(self.strings("wall", n=first.wall_count))
        if first.indicator is not None:
            footer.append(f"   {self.strings.wild_name(first.variant)} {self.strings.tile(first.indicator)}")
        result = hand.game.result
        if result is not None:
            footer.append(f"   {result.how}  {' '.join(f'{n:+d}' for n in result.net)}", style="bold")
        self.query_one("#replay-table", Static).update(Group(*rows, footer))

    def action_step(self, delta: int) -> None:
        if self.replay is not None:
            self.replay.hand.go_to(self.replay.hand.position + delta)
            self.show()

    def action_edge(self, end: int) -> None:
        if self.replay is not None:
            self.replay.hand.go_to(len(self.replay.hand) if end else 0)
            self.show()

    def action_hand(self, delta: int) -> None:
        if self.replay is not None:
            self.replay.go_to_hand(self.replay.index + delta)
            self.show()

    def action_close(self) -> None:
        self.dismiss(None)
