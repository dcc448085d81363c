"""One seat around the table: who sits there and whether it is their move, their concealed tiles as backs
(face up in practice with the bots' hands shown), flowers set aside, melds with the claimed tile turned
and its supplier, and the river: discards in rows of six (Cixi ten, CX-17), the last discard lit, a claimed
discard struck. Colours of the seat's chrome come from component classes (the app's theme)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive

from mahjong_tui.tiles_view import (
    FaceStyle,
    TileStyle,
    face_width,
    tile_back_text,
    tile_text_of,
    tiles_text,
)
from mahjong_tui.widgets.lines import LinesWidget
from rules.hand import Meld, MeldType
from rules.tiles import HONOR

RIVER_ROW = 6  # discards per river row; the variant may ask for more (CX-17: ten)


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
    discards: tuple[int, ...] = ()
    claimed: tuple[bool, ...] = ()  # parallel to discards: taken by a claim (struck)
    last_discard: bool = False  # this seat's last discard is the table's last discard
    concealed: int = 0
    knocked: bool = False
    to_move: bool = False
    labels: tuple[str, ...] = ()  # dealer mark, knocked mark … already translated
    stack: str = ""  # SH-20 逛花園: the points left, already worded ("" when the option is off)
    shown_hand: tuple[int, ...] | None = None  # practice: a bot's concealed tiles, face up
    wilds: frozenset[int] = frozenset()
    river_row: int = RIVER_ROW
    flower_word: str = "花"


def meld_text(view: MeldView, style: FaceStyle) -> Text:
    """A meld in small tiles: the claimed tile turned (reversed) with an arrow to its supplier; a concealed
    kong with its two ends face down."""
    meld = view.meld
    if meld.type is MeldType.CONCEALED_KONG and len(meld.tiles) == 4:
        back = tile_back_text(face_width(style, compact=True))
        return Text.assemble(back, " ", tiles_text(meld.tiles[1:3], style, compact=True), " ", back)
    claimed_at = meld.tiles.index(meld.claimed) if meld.claimed in meld.tiles else None
    parts = [tile_text_of(k, style, compact=True) for k in meld.tiles]
    if claimed_at is not None and meld.type is not MeldType.CONCEALED_KONG:
        parts[claimed_at].stylize(Style(reverse=True))
    text = Text(" ").join(parts)
    if view.supplier:
        text.append(f"←{view.supplier}", style="dim")
    return text


class SeatPanel(LinesWidget):
    """Renders a :class:`SeatView`; holds no game state of its own."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"seat--wind", "seat--turn", "seat--label", "seat--last",
                                             "seat--muted", "seat--frame", "seat--frame-turn"}
    DEFAULT_CSS = """
    SeatPanel > .seat--frame { color: #2f7a4f; }
    SeatPanel > .seat--frame-turn { color: $warning; }
    SeatPanel > .seat--wind { color: $warning; text-style: bold; }
    SeatPanel > .seat--turn { color: $background; background: $warning; text-style: bold; }
    SeatPanel > .seat--label { color: $error; text-style: bold; }
    SeatPanel > .seat--last { background: $warning 40%; text-style: bold underline; }
    SeatPanel > .seat--muted { color: $text-muted; }
    """

    view: reactive[SeatView | None] = reactive(None)
    tile_style: reactive[FaceStyle] = reactive(TileStyle.CJK)

    def watch_view(self, view: SeatView | None) -> None:
        """Whose move it is lights the seat's frame. The frame's colour is set on the panel itself: a CSS
        class would have Textual match the whole stylesheet against the panel again on every turn (~1 ms a
        seat, two seats a discard); ``-to-move`` stays on as a marker, without restyling."""
        to_move = view is not None and view.to_move
        self.set_class(to_move, "-to-move", update=False)
        try:
            frame = self.get_component_styles("seat--frame-turn" if to_move else "seat--frame").color
        except KeyError:  # not styled yet: notify_style_update comes back here once it is
            return
        if self.styles.border_top != ("round", frame):
            self.styles.border = ("round", frame)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self.call_later(self.watch_view, self.view)  # a new theme: the frame's colour follows it

    def style_of(self, name: str) -> Style:
        return self.get_component_rich_style(f"seat--{name}")

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

    def tiles_line(self, view: SeatView) -> Text:
        """Concealed tiles (backs, or face up in practice), flowers set aside, the melds."""
        line = Text()
        if view.shown_hand is not None:
            line.append_text(tiles_text(view.shown_hand, self.tile_style, compact=True, wilds=view.wilds))
        elif view.concealed:
            line.append_text(tile_back_text(view.concealed))
        for meld in view.melds:
            line.append("  " if line.cell_len else "")
            line.append_text(meld_text(meld, self.tile_style))
        if view.flowers:
            line.append("  " if line.cell_len else "")
            line.append(f"{view.flower_word} ", style=self.style_of("muted"))
            line.append_text(tiles_text(view.flowers, self.tile_style, compact=True))
        return line

    def render_rows(self) -> list[Text]:
        view = self.view
        if view is None:
            return []
        width = self.content_size.width
        head, tiles = self.head_text(view, width), self.tiles_line(view)
        if width and head.cell_len + 2 + tiles.cell_len <= width:
            lines = [Text.assemble(head, "  ", tiles)]  # one line saves a row for the river
        else:
            lines = [head] + ([tiles] if tiles.cell_len else [])
        rows = self.content_size.height - len(lines) if self.content_size.height else 99
        lines.extend(self.discard_rows(view, max(rows, 1)))
        return lines

    def discard_rows(self, view: SeatView, max_rows: int = 99) -> list[Text]:
        """The river in rows of ``river_row`` where there is room; in a small panel (80×24) the tiles close
        up, then switch to two-cell notation (5m, 東), and only then does the oldest row give way to "…"."""
        width = self.content_size.width or 40
        count = len(view.discards)
        for tier, gap in ((self.tile_style, 1), (self.tile_style, 0), (TileStyle.ASCII, 0)):
            cell = face_width(tier, compact=True) + gap
            per_row = max(3, min(view.river_row, (width + gap) // cell))
            if -(-count // per_row) <= max_rows:
                break
        rows = [
            Text(" " * gap).join(self.discard_text(view, i, tier)
                                 for i in range(start, min(start + per_row, count)))
            for start in range(0, count, per_row)
        ]
        if len(rows) > max_rows:  # keep the latest discards in sight
            rows = rows[len(rows) - max_rows:]
            rows[0] = Text.assemble(("…", "dim"), rows[0])
        return rows

    def discard_text(self, view: SeatView, index: int, tier: FaceStyle) -> Text:
        """One discard: the last one lit, claimed ones struck and dim; in the two-cell tier an honor keeps
        its character (東 reads better than 1z), unpadded."""
        kind = view.discards[index]
        honor_face = kind >= HONOR and tier is TileStyle.ASCII
        text = tile_text_of(kind, self.tile_style if honor_face else tier, compact=True)
        if honor_face and text.cell_len > 2:
            text.right_crop(text.cell_len - 2)
        if index < len(view.claimed) and view.claimed[index]:
            text.stylize(Style(dim=True, strike=True))
        if view.last_discard and index == len(view.discards) - 1:
            text.stylize(self.style_of("last"))
        return text
