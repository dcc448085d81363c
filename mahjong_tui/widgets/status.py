"""The human seat's lines above the hand (issue 10): the status line (always), the waits panel (when ready)
and the hint panel (after ``i``, until the next action). They get ready-made view values and hold no state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.console import RenderableType
from rich.style import Style
from rich.text import Text
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from mahjong_tui.tiles_view import FaceStyle, TileStyle, tile_text_of
from mahjong_tui.turn_clock import TurnClock


@dataclass(frozen=True)
class WaitView:
    """One waiting tile: its live copies (unseen by this seat) and the variant's verdict if it came."""

    kind: int
    live: int
    verdict: str = ""  # "" = a legal win; else why not (e.g. "16 胡 — at least 20 needed")


@dataclass(frozen=True)
class HintRow:
    tile: int
    shanten: int
    ukeire: int
    waits: tuple[WaitView, ...]
    reason: str


@dataclass(frozen=True)
class HintView:
    title: str = ""
    rows: tuple[HintRow, ...] = ()
    labels: tuple[str, str, str] = ("shanten", "live", "waits")
    expert_words: str = ""  # "the hard bot would discard", when ``hard`` lets another tile go
    expert_tile: int | None = None
    safe_tiles: tuple[int, ...] = ()  # a hand that can no longer win: the safest discards, after the title
    deeper_words: str = ""  # "Played out for 0.3 s:" once the evaluator has answered (issue 29)
    deeper: tuple[tuple[int, float], ...] = ()  # (tile, chips after discarding it), best first


class LearningLine(Widget):
    """A line above the hand; its colours come from the theme through component classes."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"line--accent", "line--dead"}
    DEFAULT_CSS = """
    LearningLine > .line--accent { color: $warning; text-style: bold; }
    LearningLine > .line--dead { color: $error; text-style: bold; }
    """

    def accent(self) -> Style:
        return self.get_component_rich_style("line--accent")

    def dead(self) -> Style:
        return self.get_component_rich_style("line--dead")


class StatusLine(LearningLine):
    """Distance to ready, the waits when ready, progress toward what the variant lets win; and the SH-19
    countdown of the decision asked at the screen, which it keeps itself: started and stopped by the
    screen, ticked once a second, it posts :class:`StatusLine.TimeUp` when the time has run out."""

    DEFAULT_CSS = "StatusLine { height: 1; padding: 0 1; background: $panel; }"

    text: reactive[str] = reactive("")
    clock: reactive[str] = reactive("")  # SH-19 計時: the seconds left, when a timer runs

    class TimeUp(Message):
        """SH-19: ``chair``'s time for the decision is up; the table plays for it."""

        def __init__(self, chair: int) -> None:
            super().__init__()
            self.chair = chair

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.timer = TurnClock(None)
        self.clock_words = "{n}"  # "⏱ {n} sec": how the seconds left are written

    def start_timer(self, seconds: int | None, words: str, tick: float | None) -> None:
        """The variant's time a decision (None: no timer), ticking every ``tick`` seconds (None: tests
        call :meth:`tick`)."""
        self.timer, self.clock_words = TurnClock(seconds), words
        if seconds is not None and tick:
            self.set_interval(tick, lambda: self.tick(None))

    def start_clock(self, chair: int, step: int) -> None:
        self.timer.start(chair, step)
        self.show_clock()

    def stop_clock(self) -> None:
        self.timer.stop()
        self.show_clock()

    def tick(self, step: int | None) -> None:
        """One second of the decision's time (``step``: the table's now; None: the decision's own)."""
        timer = self.timer
        chair, now = timer.chair, timer.step if step is None else step
        if now is not None and timer.tick(now) and chair is not None:
            timer.stop()
            self.post_message(self.TimeUp(chair))
        self.show_clock()

    def show_clock(self) -> None:
        left = self.timer.left
        self.clock = "" if left is None else self.clock_words.format(n=left)

    def render(self) -> RenderableType:
        line = Text()
        if self.clock:
            line.append(f"{self.clock} ", style=self.accent() + Style(reverse=True))
            line.append(" ")
        line.append(self.text)
        return one_line(line, self.content_size.width)


def face_in_words(kind: int, style: FaceStyle) -> Text:
    """A tile in a line of words: the hand's own face (五萬, not 5萬), without the padding of a cell."""
    face = tile_text_of(kind, style)
    face.rstrip()
    return face


def one_line(text: Text, width: int) -> Text:
    """Cut to the panel's width with an ellipsis: these lines sit above the hand and must not grow."""
    if width and text.cell_len > width:
        text.truncate(width, overflow="ellipsis")
    return text


def waits_text(waits: tuple[WaitView, ...], style: FaceStyle, dead_word: str, accent: Style,
               dead: Style) -> Text:
    """``5萬×2  8萬×0 dead``: each wait with its live copies; dead waits struck, refused ones dimmed. A
    verdict every wait shares is said once, at the end: repeated after each wait, it ran the line out of
    80 columns ("3萬×4 (self-drawn: 14 胡 — at least 20 needed)  3條×2 (self-drawn: …")."""
    verdicts = {wait.verdict for wait in waits}
    shared = verdicts.pop() if len(waits) > 1 and len(verdicts) == 1 else ""
    out = Text()
    for i, wait in enumerate(waits):
        if i:
            out.append("  ")
        out.append_text(face_in_words(wait.kind, style))
        if wait.live == 0:
            out.append(f"×0 {dead_word}", style=dead)
        else:
            out.append(f"×{wait.live}", style=accent if not wait.verdict else Style(dim=True))
        if wait.verdict and not shared:
            out.append(f" ({wait.verdict})", style="dim")
    if shared:
        out.append(f"  ({shared})", style="dim")
    return out


class WaitsPanel(LearningLine):
    """Shown when the hand is ready: every waiting tile with its live count, dead waits flagged."""

    DEFAULT_CSS = "WaitsPanel { height: 1; padding: 0 1; background: $panel; }"

    waits: reactive[tuple[WaitView, ...]] = reactive(tuple)
    title: reactive[str] = reactive("")
    dead_word: reactive[str] = reactive("dead")
    tile_style: reactive[FaceStyle] = reactive(TileStyle.CJK)

    def render(self) -> RenderableType:
        out = Text(f"{self.title} ", style=self.accent())
        out.append_text(waits_text(self.waits, self.tile_style, self.dead_word, self.accent(), self.dead()))
        return one_line(out, self.content_size.width)


class HintPanel(LearningLine):
    """The best three discards, each with shanten, live ukeire, the waits it leaves and why."""

    DEFAULT_CSS = "HintPanel { height: auto; max-height: 5; padding: 0 1; background: $panel-lighten-1; }"

    view: reactive[HintView] = reactive(HintView)
    tile_style: reactive[FaceStyle] = reactive(TileStyle.CJK)

    def render(self) -> RenderableType:
        view = self.view
        title = Text(view.title, style=self.accent())
        for kind in view.safe_tiles:  # drawn as the hand draws them (one name per tile), not in words
            title.append(" ")
            title.append_text(face_in_words(kind, self.tile_style))
        if view.expert_tile is not None:
            title.append(f"   {view.expert_words} ", style="dim")
            title.append_text(face_in_words(view.expert_tile, self.tile_style))
        lines = [title]
        shanten, live, waits = view.labels
        for rank, row in enumerate(view.rows, 1):
            line = Text(f"{rank}. ")
            line.append_text(tile_text_of(row.tile, self.tile_style))
            line.append(f"  {shanten} {row.shanten}  {live} {row.ukeire}  ")
            if row.waits:
                line.append(f"{waits} ")
                line.append_text(waits_text(row.waits, self.tile_style, "✗", self.accent(), self.dead()))
                line.append("  ")
            line.append(row.reason, style="dim")
            lines.append(line)
        if view.deeper:
            line = Text(f"{view.deeper_words} ", style=self.accent())
            for n, (tile, chips) in enumerate(view.deeper):
                line.append("  " if n else "")
                line.append_text(tile_text_of(tile, self.tile_style))  # as the rows above name it
                line.append(f" {chips:+.1f}")
            lines.append(line)
        return Text("\n").join(one_line(line, self.content_size.width) for line in lines)
