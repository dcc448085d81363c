"""Drills: "what would you discard?" on random hands of the chosen variant (:mod:`rules.drills`).

Type the tile to discard (``5m``) and Enter; the answer is judged against the analysis, explained
(shanten, live ukeire, waits of the best discards and of yours) and counted in the profile's accuracy.
``n`` deals the next hand. The deals come from one seeded generator, so a seed replays the same drills.
"""

from __future__ import annotations

import random
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, Static

from mahjong_tui.error_text import error_text
from mahjong_tui.i18n import Strings
from mahjong_tui.learn_text import say
from mahjong_tui.profile import ProfileStore
from mahjong_tui.tiles_view import TileStyle, tile_text_of, tiles_text
from rules.analysis import DiscardOption
from rules.drills import Drill, Verdict, answer, deal_drill
from rules.tiles import TileError, kind_of
from rules.variants import get_variant


def option_row(strings: Strings, option: DiscardOption, style: TileStyle) -> str:
    waits = ""
    if option.waits:
        names = " ".join(f"{strings.tile(k)}×{live}" for k, live in option.waits)
        waits = say(strings, "drill_waits", waits=names)
    return say(strings, "drill_row", tile=strings.tile(option.tile), shanten=option.shanten,
               ukeire=option.ukeire, waits=waits)


def explanation(strings: Strings, verdict: Verdict, style: TileStyle) -> RenderableType:
    """Right or wrong, why the best discards are best, and the rows for them and for the chosen tile."""
    t = strings
    chosen, best = verdict.chosen, verdict.best
    names = " / ".join(t.tile(o.tile) for o in best)
    if verdict.right:
        head = Text(say(t, "drill_right", tile=t.tile(chosen.tile)), style="bold green")
    else:
        head = Text(say(t, "drill_wrong", tile=t.tile(chosen.tile), best=names), style="bold red")
    why = [say(t, "drill_why_shanten", shanten=best[0].shanten), say(t, "drill_why_ukeire", ukeire=best[0].ukeire)]
    rows = Table(show_header=False, box=None, expand=False)
    rows.add_column()
    for option in (*best, *(() if verdict.right else (chosen,))):
        mark = "✓ " if option in best else "✗ "
        rows.add_row(mark + option_row(t, option, style))
    return Group(head, Text(t.pick("；", "; ").join(why)), rows)


class DrillScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Back", id="drills.close"),
        Binding("n", "next", "Next", id="drills.next"),
    ]

    def __init__(self, strings: Strings, variant: str, store: ProfileStore, *, seed: int = 0,
                 style: TileStyle = TileStyle.CJK) -> None:
        super().__init__()
        self.strings = strings
        self.variant = get_variant(variant)
        self.store = store
        self.rng = random.Random(seed)
        self.tile_style = style
        self.number = 0
        self.drill: Drill = deal_drill(self.variant, self.rng)
        self.verdict: Verdict | None = None
        self.right = 0
        self.asked = 0

    def compose(self) -> ComposeResult:
        name = (self.strings.script(self.variant.name_zh) if self.strings.is_zh
                else f"{self.variant.name_zh} {self.variant.name_en}")
        with VerticalScroll(id="drills"):
            yield Static(say(self.strings, "drill_title", variant=name), classes="dialog-title")
            yield Static(id="drill-question")
            yield Static(id="drill-hand")
            yield Input(placeholder="5m", id="drill-input")
            yield Static(id="drill-answer")
            yield Static(id="drill-score")
        yield Footer()

    def on_mount(self) -> None:
        self.show_drill()

    def show_drill(self) -> None:
        self.number += 1
        self.verdict = None
        t = self.strings
        self.query_one("#drill-question", Static).update(say(t, "drill_question", n=self.number))
        self.query_one("#drill-answer", Static).update("")
        entry = self.query_one("#drill-input", Input)
        entry.value = ""
        entry.disabled = False
        entry.focus()
        self.show_hand()
        self.show_score()

    def show_hand(self) -> None:
        drill, style = self.drill, self.tile_style
        hand = Text(" ").join(tile_text_of(k, style, wild=k in drill.wilds) for k in drill.concealed)
        if drill.indicator is not None:
            wild = self.strings.wild_name(self.variant.id)
            hand.append("   ")
            hand.append(say(self.strings, "wild_note", wild=wild, tiles=""), style="bold #f0c040")
            hand.append_text(tiles_text(sorted(drill.wilds), style))
            hand.append(f"  ({self.strings.pick('翻', 'turned')} {self.strings.tile(drill.indicator)})")
        self.query_one("#drill-hand", Static).update(hand)

    def show_score(self) -> None:
        percent = round(100 * self.right / self.asked) if self.asked else 0
        text = say(self.strings, "drill_accuracy", right=self.right, total=self.asked, percent=percent)
        self.query_one("#drill-score", Static).update(text)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        try:
            self.choose(kind_of(event.value.strip()))
        except TileError as exc:
            self.notify(error_text(str(exc), self.strings), severity="warning")

    def choose(self, tile: int) -> None:
        """Judge the discard once per question; the profile keeps the accuracy."""
        if self.verdict is not None:
            return
        try:
            verdict = answer(self.drill, tile)
        except ValueError as exc:
            self.notify(error_text(str(exc), self.strings), severity="warning")
            return
        self.verdict = verdict
        self.asked += 1
        self.right += int(verdict.right)
        self.store.update(lambda p: p.record_drill(verdict.right))
        answer_view = Group(explanation(self.strings, verdict, self.tile_style),
                            Text(say(self.strings, "drill_next"), style="dim"))
        self.query_one("#drill-answer", Static).update(answer_view)
        self.query_one("#drill-input", Input).disabled = True  # keys go to the screen: n for the next
        self.show_score()

    def action_next(self) -> None:
        self.drill = deal_drill(self.variant, self.rng)
        self.show_drill()

    def action_close(self) -> None:
        self.dismiss(None)
