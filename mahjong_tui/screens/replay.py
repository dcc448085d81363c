"""Replay a saved hand: ←/→ one action back or forward, Home/End the deal or the end, PgUp/PgDn the previous
or next hand of the match. Every hand is shown open (a replay hides nothing), from the engine's own
observations at that position (:mod:`mahjong_tui.replay`): each step in words with the chair named by its
wind this hand (the notation's letter is the chair), hands in the table's order with wilds marked, and the
wild kinds in the footer as the table's corner shows them (Cixi 龍 the kind after the turned tile, CX-1;
Jinhua 財神 the turned tile's kind, JH-2)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from rich.cells import cell_len
from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.messages import OpenReview
from mahjong_tui.reason_text import error_text
from mahjong_tui.replay import MatchReplay, read_replay
from mahjong_tui.table_view import wild_line
from mahjong_tui.theme import colour
from mahjong_tui.tiles_view import FaceStyle, TileStyle, tiles_text
from mahjong_tui.views import meld_views, player_label, sorted_hand
from mahjong_tui.widgets.seat import meld_text
from rules.engine import Action, ActionKind, Game, Observation
from rules.records import RecordError
from rules.refusal import reason_of


def chair_label(strings: Strings, obs: Observation, chair: int, player: str) -> str:
    """A chair as the replay names it: its wind this hand, then the player ("East (Player 1)")."""
    wind = strings.wind(obs.winds[chair])
    return f"{wind} ({player})" if player else wind


def step_words(strings: Strings, action: Action, game: Game, who: str) -> str:
    """What the action did, in words: "East (Player 1) discards 三萬"; a win says how (自摸 …)."""
    tile = action.tile
    if action.kind is ActionKind.WIN and tile is None:
        tile = next((e.tile for e in reversed(game.events) if e.kind == "win"), None)
    words = strings(f"replay_step.{action.kind.value}", who=who,  # words.toml's [replay_step]
                    tile=strings.tile(tile) if tile is not None else "", meld=strings.tiles(action.meld))
    if action.kind is ActionKind.WIN and game.result is not None:
        words += f" — {game.result.how}"
    return words.replace("  ", " ").strip()


def concealed_text(obs: Observation, chair: int, style: FaceStyle, *, compact: bool = False) -> Text:
    """A chair's concealed tiles in the table's order (wilds far left, marked; 萬 條 筒 honors), the tile just
    drawn apart at the right as the table shows it."""
    wilds = frozenset(obs.wild_kinds)
    tiles = list(obs.concealed)
    drawn = obs.drawn if chair == obs.turn and obs.phase == "turn" and obs.drawn in tiles else None
    if drawn is not None:
        tiles.remove(drawn)
    text = tiles_text(sorted_hand(tiles, wilds), style, wilds=wilds, compact=compact)
    if drawn is not None:
        text.append("  ")
        text.append_text(tiles_text([drawn], style, wilds=wilds, compact=compact))
    return text


@dataclass(frozen=True)
class RowLayout:
    """How the seat rows fit the screen: the label column's width, compact faces on a narrow screen (a hand
    of 14 full faces needs 70 cells), and the river's tiles per line (its lines stay under the hand)."""

    label_width: int
    compact: bool
    river_per_line: int

    @classmethod
    def fit(cls, labels: list[str], width: int) -> RowLayout:
        label_width = max(cell_len(label) for label in labels) + 1
        compact = width - label_width < 14 * 5 + 6
        return cls(label_width, compact, max(6, (width - label_width - 2) // 4))


def seat_text(strings: Strings, obs: Observation, chair: int, style: FaceStyle, label: str,
              rows: RowLayout) -> Text:
    """One chair at this position: wind, concealed tiles, melds, flowers, then the river."""
    pad = " " * rows.label_width
    text = Text(label.ljust(rows.label_width - (cell_len(label) - len(label))),
                style=f"bold {colour('gold')}" if chair == obs.turn else "bold")
    text.append_text(concealed_text(obs, chair, style, compact=rows.compact))
    for meld in meld_views(obs, obs.melds[chair], strings):
        text.append("  ")
        text.append_text(meld_text(meld, style))
    if obs.flowers[chair]:
        text.append("  ")
        text.append_text(tiles_text(obs.flowers[chair], style, compact=True))
    river = obs.discards[chair]
    for start in range(0, max(len(river), 1), rows.river_per_line):
        text.append("\n" + pad)
        text.append_text(tiles_text(river[start:start + rows.river_per_line], style, compact=True))
    return text


def seat_label(strings: Strings, obs: Observation, chair: int, player: str) -> str:
    dealer = f" {strings('dealer')}" if chair == obs.dealer else ""
    return f"{strings.wind(obs.winds[chair])}{dealer} {player}"


def replay_view(strings: Strings, replay: MatchReplay, style: FaceStyle, width: int,
                first: int = 0) -> tuple[Text, Group]:
    """The step line (the hand, the step and what the last action did) and the table at the replay's
    position: every chair's row from ``first`` on, the wall and the wild kinds, the result at the end."""
    hand = replay.hand
    step = strings("learn.replay_step", hand=replay.index + 1, step=hand.position, total=len(hand))
    last = hand.last_action
    observations = hand.observations()
    players = replay.file.players
    names = [player_label(players[c], c, strings) if c < len(players) and players[c] else ""
             for c in range(4)]
    if last is None:
        step += "  —  " + strings("learn.replay_start")
    else:
        who = chair_label(strings, observations[0], last.chair, names[last.chair])
        step += "  —  " + step_words(strings, last, hand.game, who)
    chairs = [(first + k) % 4 for k in range(4)]
    labels = {c: seat_label(strings, observations[c], c, names[c]) for c in chairs}
    layout = RowLayout.fit(list(labels.values()), width)
    rows = [seat_text(strings, observations[c], c, style, labels[c], layout) for c in chairs]
    footer = Text(strings("wall", n=observations[0].wall_count))
    wild = wild_line(observations[0], strings, style)  # the wild kinds, as the table shows them
    if wild is not None:
        footer.append("   ")
        footer.append_text(wild)
    result = hand.game.result
    if result is not None:
        footer.append(f"   {result.how}  {' '.join(f'{n:+d}' for n in result.net)}", style="bold")
    return Text(step, style="bold"), Group(*rows, footer)


class ReplayScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        # short words, Home/End off the footer: it ran past 80 columns; Esc closes (Back was h's word too)
        Binding("right,l", "step(1)", "Step", id="replay.forward"),
        Binding("left,h", "step(-1)", "Back", id="replay.back"),
        Binding("home", "edge(0)", "Deal", id="replay.start", show=False),
        Binding("end", "edge(1)", "End", id="replay.end", show=False),
        Binding("pagedown,n", "hand(1)", "Next hand", id="replay.next_hand"),
        # off the footer since the review came (issue 29): 80 columns hold one of the pair; ctrl+p lists it
        Binding("pageup,p", "hand(-1)", "Prev hand", id="replay.previous_hand", show=False),
        Binding("v", "review", "Review", id="replay.review"),
        Binding("escape,q", "close", "Close", id="replay.close"),
    ]

    def __init__(self, strings: Strings, path: Path, style: FaceStyle = TileStyle.CJK, *,
                 hand: int = 1) -> None:
        """``path``: any saved match, match record or finished hand's record; ``hand``: the hand to open at
        (1 = the first; clamped), as a menu listing a match's hands would choose."""
        super().__init__()
        self.strings = strings
        self.path = path
        self.tile_style = strings.faces(style)  # this app's faces (一万 in zh-Hans)
        self.replay: MatchReplay | None = None
        self.problem = ""
        try:
            self.replay = MatchReplay(read_replay(path))
            self.replay.go_to_hand(hand - 1)
        except (RecordError, ValueError) as exc:
            self.replay, self.problem = None, reason_of(exc)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="replay"):
            yield Static(self.strings("learn.replay_title", file=self.path.name), classes="dialog-title")
            yield Static(id="replay-step")
            yield Static(id="replay-table")
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.show()

    def on_resize(self) -> None:
        self.show()  # the rows' layout follows the width

    def show(self) -> None:
        if self.replay is None:
            self.query_one("#replay-step", Static).update(self.strings("learn.replay_bad",
                                                              why=error_text(self.problem, self.strings)))
            return
        step, table = replay_view(self.strings, self.replay, self.tile_style, self.size.width - 2)
        self.query_one("#replay-step", Static).update(step)
        self.query_one("#replay-table", Static).update(table)

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

    def action_review(self) -> None:
        """Issue 29: review this hand of the file, at the step on screen."""
        if self.replay is not None:
            self.post_message(OpenReview(self.path, hand=self.replay.index + 1))

    def action_close(self) -> None:
        self.dismiss(None)
