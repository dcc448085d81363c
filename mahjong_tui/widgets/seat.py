"""One seat around the table: who sits there and whether it is their move, their concealed tiles as backs
(face up in practice with the bots' hands shown), the melds with the claimed tile turned and its supplier,
flowers set aside, and the marks beside the name (莊, 敲, 抛花, 承包). Its river is a part of its own
(:mod:`mahjong_tui.widgets.river`). Colours come from component classes (the app's theme).

Nothing is split: the head, the backs, each meld and the flowers are kept whole and laid out in as many
lines as the panel's width needs (at 120×36 a side seat's chi once read "4筒 5筒" / "6筒←South").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.css.types import EdgeType
from textual.geometry import Size
from textual.reactive import reactive

from mahjong_tui.tiles_view import (
    FaceStyle,
    TileStyle,
    tile_back_text,
    tile_text_of,
    tiles_text,
)
from mahjong_tui.widgets.lines import LinesWidget
from rules.hand import Meld, MeldType


@dataclass(frozen=True)
class MeldView:
    meld: Meld
    supplier: str  # the supplier's wind name, "" for a concealed kong


@dataclass(frozen=True)
class SeatView:
    """What one seat shows; built by ``views.TableView`` from the engine's observation."""

    name: str
    wind: str
    dealer: bool
    chips: int
    flowers: tuple[int, ...] = ()
    melds: tuple[MeldView, ...] = ()
    concealed: int = 0
    knocked: bool = False
    to_move: bool = False
    labels: tuple[str, ...] = ()  # dealer mark, knocked mark … already translated
    bindings: tuple[str, ...] = ()  # 承包 with another seat (SH-14, JH-8), already worded
    stack: str = ""  # SH-20 逛花園: the points left, already worded ("" when the option is off)
    shown_hand: tuple[int, ...] | None = None  # practice: a bot's concealed tiles, face up
    wilds: frozenset[int] = frozenset()
    flower_word: str = "花"


def meld_text(view: MeldView, style: FaceStyle) -> Text:
    """A meld in small tiles: the claimed tile turned (reversed) with an arrow to its supplier; a concealed
    kong with its two ends face down."""
    meld = view.meld
    if meld.type is MeldType.CONCEALED_KONG and len(meld.tiles) == 4:
        back = tile_back_text(1, style)  # one back a tile, as a seat's concealed tiles are drawn
        return Text.assemble(back, " ", tiles_text(meld.tiles[1:3], style, tight=True), " ", back)
    claimed_at = meld.tiles.index(meld.claimed) if meld.claimed in meld.tiles else None
    parts = [tile_text_of(k, style) for k in meld.tiles]
    for part in parts:
        part.rstrip()  # 西 西 西, not a padded cell each
    if claimed_at is not None and meld.type is not MeldType.CONCEALED_KONG:
        parts[claimed_at].stylize(Style(reverse=True))
    text = Text(" ").join(parts)
    if view.supplier:
        text.append(f"←{view.supplier}", style="dim")
    return text


class SeatPanel(LinesWidget):
    """Renders a :class:`SeatView`; holds no game state of its own."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"seat--wind", "seat--turn", "seat--label", "seat--bound",
                                             "seat--muted", "seat--frame", "seat--frame-turn"}
    DEFAULT_CSS = """
    SeatPanel > .seat--frame { color: $primary-darken-2; }
    SeatPanel > .seat--frame-turn { color: $warning; }
    SeatPanel > .seat--wind { color: $warning; text-style: bold; }
    SeatPanel > .seat--turn { color: $background; background: $warning; text-style: bold; }
    SeatPanel > .seat--label { color: $error; text-style: bold; }
    SeatPanel > .seat--bound { color: $error; text-style: bold; }
    SeatPanel > .seat--muted { color: $text-muted; }
    """

    view: reactive[SeatView | None] = reactive(None, repaint=False)  # watch_view repaints what changed
    tile_style: reactive[FaceStyle] = reactive(TileStyle.CJK)
    lines_shown = 0
    framed: tuple[str, object] | None = None  # the frame last set: (edge, colour)
    _rows: tuple[SeatView | None, int, list[Text]] | None = None  # (view, width, rows) drawn last
    _held: tuple[SeatView, int, int] | None = None  # (the view on its turn, width, its lines): rows_held

    def watch_view(self, view: SeatView | None) -> None:
        """Whose move it is lights the seat's frame. The frame's colour is set on the panel itself: a CSS
        class would have Textual match the whole stylesheet against the panel again on every turn (~1 ms a
        seat, two seats a discard); ``-to-move`` stays on as a marker, without restyling. The rows are
        drawn here once (their count sets the panel's height) and painted from then on."""
        to_move = view is not None and view.to_move
        self.set_class(to_move, "-to-move", update=False)
        reframed = self.frame(to_move)
        lines = self.rows_held(view, self.content_size.width)
        if lines != self.lines_shown:  # the panel's height follows its lines (a meld more, a flower)
            self.lines_shown = lines
            self.refresh(layout=True)
        elif not reframed:  # a new frame repaints the whole seat: its rows are drawn once, at the paint
            self.repaint_rows()

    def frame(self, to_move: bool) -> bool:
        """The frame lit on the seat to move (plain at 80×24: no frame, every row counts); whether it
        changed. Set before the rows are drawn: a new frame repaints the panel whole and drops its rows,
        which were drawn twice a turn in each of the two seats whose turn came and went."""
        try:
            frame = self.get_component_styles("seat--frame-turn" if to_move else "seat--frame").color
        except KeyError:  # not styled yet: notify_style_update comes back here once it is
            return False
        edge: EdgeType = "none" if self.is_screen_short() else "round"
        framed = (edge, frame if edge != "none" else None)  # no frame: its colour changes nothing on screen
        if self.framed == framed:
            return False
        self.framed = framed
        self.styles.border = (edge, frame)
        return True

    def is_screen_short(self) -> bool:
        return self.is_attached and self.screen.has_class("-short")

    def on_resize(self) -> None:
        self.watch_view(self.view)  # the frame and the lines follow the size

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.rows_held(self.view, width)

    def rows_held(self, view: SeatView | None, width: int) -> int:
        """As many lines as the head, the backs, the melds and the flowers take at ``width`` on the seat's
        turn, its name lit and its drawn tile in: the seat is as high between its turns as on them. Sized
        to the rows of the moment, a seat whose lit name or 14th back wrapped a line grew and shrank at
        every turn, and each time the whole screen was laid out again (issue 30: 140×40's left seat)."""
        if view is None:
            return 0
        drawing = view.shown_hand is None and view.concealed % 3 == 1  # 13, 10, 7…: a tile short of a turn
        on_turn = replace(view, to_move=True, concealed=view.concealed + drawing)
        held = self._held
        if held is not None and held[0] == on_turn and held[1] == width:  # the seat's turn came or went
            return held[2]
        lines = len(flow([self.head_text(on_turn, width), *self.chunks(on_turn)], width))
        self._held = (on_turn, width, lines)
        return lines

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._rows, self._held, self.framed = None, None, None
        self.call_later(self.watch_view, self.view)  # a new theme: the frame's colour follows it

    def style_of(self, name: str) -> Style:
        return self.component_style(f"seat--{name}")

    def head_text(self, view: SeatView, width: int = 0) -> Text:
        """``▶ 南 hard 4 +12 [莊]``: whose move it is stands out as a lit name with an arrow. Closed up
        where it would not fit ``width``: at 80×24 "South Normal bot 4  +0" wrapped its chips to a row of
        their own."""
        turn = view.to_move
        wind = self.style_of("wind")
        name_style = self.style_of("turn") if turn else "bold"
        head = Text.assemble(("▶ " if turn else "  ", wind), (f"{view.wind} ", wind),
                             (f" {view.name} " if turn else view.name, name_style), f"  {view.chips:+d}")
        if width and head.cell_len > width:
            head = Text.assemble(("▶" if turn else "", wind), (f"{view.wind} ", wind),
                                 (view.name, name_style), f" {view.chips:+d}")
        if view.stack:
            head.append(f"  {view.stack}", style=self.style_of("wind"))
        for label in view.labels:
            head.append(f" [{label}]", style=self.style_of("label"))
        return head

    def chunks(self, view: SeatView) -> list[Text]:
        """What follows the head, each kept whole: the backs (or the face-up hand), each meld, the flowers,
        then the 承包 marks."""
        chunks = []
        if view.shown_hand is not None:
            chunks.append(tiles_text(view.shown_hand, self.tile_style, wilds=view.wilds))
        elif view.concealed:
            chunks.append(tile_back_text(view.concealed, self.tile_style))
        chunks += [meld_text(meld, self.tile_style) for meld in view.melds]
        if view.flowers:
            flowers = Text(f"{view.flower_word} ", style=self.style_of("muted"))
            flowers.append_text(tiles_text(view.flowers, self.tile_style, tight=True))
            chunks.append(flowers)
        chunks += [Text(binding, style=self.style_of("bound")) for binding in view.bindings]
        return chunks

    def render_rows(self) -> list[Text]:
        view = self.view
        if view is None:
            return []
        width = self.content_size.width
        drawn = self._rows
        if drawn is not None and drawn[0] is view and drawn[1] == width:
            return drawn[2]
        rows = flow([self.head_text(view, width), *self.chunks(view)], width)
        self._rows = (view, width, rows)
        return rows


def flow(chunks: list[Text], width: int, gap: int = 2) -> list[Text]:
    """The chunks in as few lines of ``width`` as they fit, ``gap`` cells apart, none split (a chunk wider
    than a line has a line to itself)."""
    lines: list[Text] = []
    for chunk in chunks:
        if lines and (not width or lines[-1].cell_len + gap + chunk.cell_len <= width):
            lines[-1].append(" " * gap)
            lines[-1].append_text(chunk)
        else:
            lines.append(chunk.copy())
    return lines
