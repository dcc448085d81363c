"""Drills: "what would you discard?" on random hands of the chosen variant (:mod:`rules.drills`).

The hand is shown as the table shows it (wilds far left and marked, 萬 條 筒 honors): pick the discard with
←/→ and Enter or a click, or type it (``西``, ``三萬``, ``3萬``, ``5m``; :mod:`mahjong_tui.tile_input`). The
answer is judged against the analysis and explained: for every discard, the tiles from ready (shanten) it
leaves, the tiles that would then help (with their live copies) or the waits when it leaves the hand ready.
The accuracy is kept in the profile, in all and per variant. ``n`` deals the next hand; the deals come from
one seeded generator, so a seed replays the same drills.
"""

from __future__ import annotations

import random
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, Static

from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.profile import ProfileStore
from mahjong_tui.theme import colour
from mahjong_tui.tile_input import NotATile, problem_text, read_tile
from mahjong_tui.tiles_view import FaceStyle, TileStyle, tile_text_of, tiles_text
from mahjong_tui.views import sorted_hand
from mahjong_tui.widgets.hand import HandLayout, HandView
from rules.analysis import DiscardOption
from rules.drills import Drill, Verdict, answer, deal_drill
from rules.tiles import display_key
from rules.variants import get_variant


def helps_text(option: DiscardOption, style: FaceStyle, strings: Strings, wilds: frozenset[int]) -> Text:
    """The tiles that help after this discard (kind×live copies), or the waits when it leaves the hand
    ready."""
    tiles = option.waits if option.shanten == 0 and option.waits else option.ukeire_tiles
    out = Text(strings("drill.waits") if tiles is option.waits and option.waits else "")
    for i, (kind, live) in enumerate(sorted(tiles, key=lambda t: (t[0] not in wilds, display_key(t[0])))):
        if i:
            out.append(" ")
        face = tile_text_of(kind, style, compact=True, wild=kind in wilds)
        face.rstrip()
        out.append_text(face)
        out.append(f"×{live}", style="dim" if live else f"bold {colour('suit-characters')}")
    return out


def options_table(strings: Strings, verdict: Verdict, style: FaceStyle, wilds: frozenset[int]) -> Table:
    """Every discard, best first: ✓ the best, ✗ the one chosen when it was not."""
    table = Table(box=None, expand=False, padding=(0, 1), header_style="bold")
    for key in ("discard", "shanten", "live", "helps"):
        table.add_column(strings(f"drill.{key}"), justify="right" if key in ("shanten", "live") else "left")
    best = {o.tile for o in verdict.best}
    for option in sorted(verdict.options, key=lambda o: (o.tile not in best, o.shanten, -o.ukeire)):
        mark = "✓ " if option.tile in best else "✗ " if option.tile == verdict.chosen.tile else "  "
        name = Text(mark, style="bold green" if option.tile in best else "bold red")
        name.append_text(tile_text_of(option.tile, style, compact=True))
        table.add_row(name, str(option.shanten), str(option.ukeire),
                      helps_text(option, style, strings, wilds))
    return table


def explanation(strings: Strings, verdict: Verdict, style: FaceStyle,
                wilds: frozenset[int] = frozenset()) -> RenderableType:
    """Right or wrong, why the best discards are best, then every discard with the tiles that help after
    it."""
    t = strings
    chosen, best = verdict.chosen, verdict.best
    names = " / ".join(t.tile(o.tile) for o in best)
    if verdict.right:
        head = Text(t("learn.drill_right", tile=t.tile(chosen.tile)), style="bold green")
    else:
        head = Text(t("learn.drill_wrong", tile=t.tile(chosen.tile), best=names), style="bold red")
    why = [t("learn.drill_why_shanten", shanten=best[0].shanten),
           t("learn.drill_why_ukeire", ukeire=best[0].ukeire)]
    return Group(head, Text(t("drill.reasons_joined").join(why)), options_table(t, verdict, style, wilds))


class DrillHand(HandView, can_focus=True):
    """The drill's hand: the table's hand widget, focusable, the selection moved by the screen's keys."""


class DrillScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Back", id="drills.close"),
        Binding("n", "next", "Next", id="drills.next"),
        Binding("left", "move(-1)", "◀", show=False, id="drills.left"),
        Binding("right", "move(1)", "▶", show=False, id="drills.right"),
        Binding("enter", "pick", "Discard", id="drills.pick"),
    ]

    def __init__(self, strings: Strings, variant: str, store: ProfileStore, *, seed: int = 0,
                 style: FaceStyle = TileStyle.CJK) -> None:
        super().__init__()
        self.strings = strings
        self.variant = get_variant(variant)
        self.store = store
        self.rng = random.Random(seed)
        self.tile_style = strings.faces(style)  # this app's faces (一万 in zh-Hans)
        self.number = 0
        self.drill: Drill = deal_drill(self.variant, self.rng)
        self.verdict: Verdict | None = None
        self.right = 0
        self.asked = 0

    def compose(self) -> ComposeResult:
        name = (self.strings.script(self.variant.name_zh) if self.strings.is_zh
                else f"{self.variant.name_zh} {self.variant.name_en}")
        with VerticalScroll(id="drills"):
            yield Static(self.strings("learn.drill_title", variant=name), classes="dialog-title")
            yield Static(id="drill-question")
            yield Static(id="drill-wilds")
            yield DrillHand(id="drill-hand")
            yield Static(self.strings("drill.how"), id="drill-how", classes="dim")
            yield Input(placeholder=self.strings("drill.placeholder"),
                        id="drill-input",
                        compact=True, select_on_focus=False)
            yield Static(id="drill-answer")
            yield Static(id="drill-score")
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.query_one(DrillHand).styles.height = 2
        self.show_drill()

    @property
    def hand_tiles(self) -> tuple[int, ...]:
        return self.query_one(DrillHand).layout_data.tiles

    def show_drill(self) -> None:
        self.number += 1
        self.verdict = None
        t = self.strings
        self.query_one("#drill-question", Static).update(t("learn.drill_question", n=self.number))
        self.query_one("#drill-answer", Static).update("")
        entry = self.query_one("#drill-input", Input)
        entry.value = ""
        entry.disabled = False
        self.show_hand()
        self.show_score()

    def show_hand(self) -> None:
        drill, style = self.drill, self.tile_style
        tiles = tuple(sorted_hand(drill.concealed, drill.wilds))
        allowed = {o.tile for o in drill.options}
        hand = self.query_one(DrillHand)
        hand.tile_style = style
        hand.layout_data = HandLayout(tiles=tiles, wild=tuple(k in drill.wilds for k in tiles),
                                      dimmed=tuple(k not in allowed for k in tiles))
        hand.selected = next((i for i, k in enumerate(tiles) if k in allowed), 0)
        hand.focus()
        wilds = Text()
        if drill.wilds:
            wilds.append(self.strings("learn.wild_note", wild=self.strings.wild_name(self.variant.id),
                             tiles=""),
                         style=f"bold {colour('gold')}")
            wilds.append_text(tiles_text(sorted(drill.wilds), style, wilds=drill.wilds))
            if drill.indicator is not None:
                wilds.append(f"  ({self.strings('drill.turned')} ")
                wilds.append_text(tile_text_of(drill.indicator, style))
                wilds.append(")")
        self.query_one("#drill-wilds", Static).update(wilds)

    def show_score(self) -> None:
        percent = round(100 * self.right / self.asked) if self.asked else 0
        line = self.strings("learn.drill_accuracy", right=self.right, total=self.asked, percent=percent)
        profile, _ = self.store.load()
        asked, right = profile.drill_tally(self.variant.id)
        if asked:
            name = self.strings.pick(self.variant.name_zh, self.variant.name_en)
            line += "   " + self.strings("drill.variant_accuracy", variant=name, right=right, total=asked,
                                 percent=round(100 * right / asked))
        self.query_one("#drill-score", Static).update(line)

    def action_move(self, step: int) -> None:
        hand = self.query_one(DrillHand)
        if self.verdict is None and self.hand_tiles:
            hand.selected = ((hand.selected or 0) + step) % len(self.hand_tiles)
            hand.focus()

    def action_pick(self) -> None:
        selected = self.query_one(DrillHand).selected
        if selected is not None and selected < len(self.hand_tiles):
            self.choose(self.hand_tiles[selected])

    def on_hand_view_tile_clicked(self, event: HandView.TileClicked) -> None:
        """A click selects the tile; a click on the tile already selected discards it, as at the table."""
        hand = self.query_one(DrillHand)
        if hand.selected == event.index:
            self.action_pick()
        else:
            hand.selected = event.index

    def on_key(self, event: events.Key) -> None:
        """Typing while the hand has the focus goes to the answer field (西, 3萬, 5m …)."""
        entry = self.query_one("#drill-input", Input)
        if self.focused is entry or entry.disabled:
            return
        if not event.is_printable or event.character in (None, "n"):
            return
        entry.focus()
        entry.insert_text_at_cursor(event.character or "")
        event.stop()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        try:
            tile = read_tile(event.value)
        except NotATile as exc:
            self.notify(problem_text(exc, self.strings), severity="warning")
            return
        self.choose(tile)

    def choose(self, tile: int) -> None:
        """Judge the discard once per question; the profile keeps the accuracy, in all and per variant."""
        if self.verdict is not None:
            return
        name = self.strings.tile(tile)
        if tile not in self.drill.concealed:
            self.notify(self.strings("drill.not_in_hand", tile=name), severity="warning")
            return
        try:
            verdict = answer(self.drill, tile)
        except ValueError:
            self.notify(self.strings("drill.not_allowed", tile=name), severity="warning")
            return
        self.verdict = verdict
        self.asked += 1
        self.right += int(verdict.right)
        self.store.update(lambda p: p.record_drill(verdict.right, self.variant.id))
        hand = self.query_one(DrillHand)
        hand.selected = self.hand_tiles.index(tile)
        answer_view = Group(explanation(self.strings, verdict, self.tile_style, self.drill.wilds),
                            Text(self.strings("learn.drill_next"), style="dim"))
        self.query_one("#drill-answer", Static).update(answer_view)
        entry = self.query_one("#drill-input", Input)
        entry.disabled = True  # keys go to the screen: n for the next
        hand.focus()
        self.show_score()

    def action_next(self) -> None:
        self.drill = deal_drill(self.variant, self.rng)
        self.show_drill()

    def action_close(self) -> None:
        self.dismiss(None)
