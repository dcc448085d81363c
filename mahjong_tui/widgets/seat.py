"""One seat around the table: name, wind, dealer mark, chips, flowers, exposed melds (with who supplied the
claimed tile) and discards in rows of ten with the last discard marked (issue 9, CX-17)."""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import RenderableType
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from mahjong_tui.tiles_view import TileStyle, face_width, tile_text_of, tiles_text
from rules.hand import Meld, MeldType
from rules.tiles import HONOR

DISCARDS_PER_ROW = 10


@dataclass(frozen=True)
class MeldView:
    meld: Meld
    supplier: str  # the supplier's wind name, "" for a concealed kong


@dataclass(frozen=True)
class SeatView:
    """What one seat shows; built by the table screen from the engine's observation."""

    name: str
    wind: str
    dealer: bool
    chips: int
    flowers: tuple[int, ...] = ()
    melds: tuple[MeldView, ...] = ()
    discards: tuple[int, ...] = ()
    claimed: tuple[bool, ...] = ()  # parallel to discards: taken by a claim (shown dim)
    last_discard: bool = False  # this seat's last discard is the table's last discard
    concealed: int = 0
    knocked: bool = False
    to_move: bool = False
    labels: tuple[str, ...] = ()  # dealer mark, knocked mark … already translated
    stack: str = ""  # SH-20 逛花園: the points left, already worded ("" when the option is off)


def meld_text(view: MeldView, style: TileStyle) -> Text:
    meld = view.meld
    if meld.type is MeldType.CONCEALED_KONG:
        # a concealed kong shows its two middle tiles face up, the ends face down
        tiles = tiles_text(meld.tiles, style, compact=True)
        hidden = Text("▒" * face_width(style, compact=True), style="dim")
        return Text.assemble(hidden, " ", tiles_text(meld.tiles[1:3], style, compact=True), " ", hidden)\
            if len(meld.tiles) == 4 else tiles
    text = tiles_text(meld.tiles, style, compact=True)
    if view.supplier:
        text.append(f"←{view.supplier}", style="dim")
    return text


class SeatPanel(Widget):
    """Renders a :class:`SeatView`; holds no game state of its own."""

    view: reactive[SeatView | None] = reactive(None)
    tile_style: reactive[TileStyle] = reactive(TileStyle.CJK)

    def render(self) -> RenderableType:
        view = self.view
        if view is None:
            return ""
        head = Text.assemble(
            (f"{view.wind} ", "bold #f0c040"),
            (view.name, "bold reverse" if view.to_move else "bold"),
            f"  {view.chips:+d}",
        )
        if view.stack:
            head.append(f"  {view.stack}", style="#f0c040")
        for label in view.labels:
            head.append(f" [{label}]", style="bold #e05050")
        exposed = Text()
        if view.flowers:
            exposed.append_text(tiles_text(view.flowers, self.tile_style, compact=True))
            exposed.append("  ")
        for meld in view.melds:
            exposed.append_text(meld_text(meld, self.tile_style))
            exposed.append("  ")
        if view.concealed:
            exposed.append("▮" * view.concealed, style="#8a8a8a")
        width = self.content_size.width
        if width and head.cell_len + 2 + exposed.cell_len <= width:
            lines = [Text.assemble(head, "  ", exposed)]  # one line saves a row for the discards
        else:
            lines = [head, exposed]
        rows = self.content_size.height - len(lines) if self.content_size.height else 99
        lines.extend(self.discard_rows(view, max(rows, 1)))
        return Text("\n").join(lines)

    def discard_rows(self, view: SeatView, max_rows: int = 99) -> list[Text]:
        """Rows of ten where there is room; in a small panel (80×24) the tiles close up, then switch to
        two-cell notation (5m, 東), and only then does the oldest row give way to "…"."""
        width = self.content_size.width or 40
        count = len(view.discards)
        for tier, gap in ((self.tile_style, 1), (self.tile_style, 0), (TileStyle.ASCII, 0)):
            cell = face_width(tier, compact=True) + gap
            per_row = max(3, min(DISCARDS_PER_ROW, (width + gap) // cell))
            if -(-count // per_row) <= max_rows:
                break
        rows = [
            Text(" " * gap).join(self.discard_text(view, i, tier) for i in range(start, min(start + per_row, count)))
            for start in range(0, count, per_row)
        ]
        if len(rows) > max_rows:  # keep the latest discards in sight
            rows = rows[len(rows) - max_rows:]
            rows[0] = Text.assemble(("…", "dim"), rows[0])
        return rows

    def discard_text(self, view: SeatView, index: int, tier: TileStyle) -> Text:
        """One discard: the last one marked, claimed ones dim; in the two-cell tier an honor keeps its
        character (東 reads better than 1z), unpadded."""
        kind = view.discards[index]
        honor_face = kind >= HONOR and tier is TileStyle.ASCII
        text = tile_text_of(kind, self.tile_style if honor_face else tier, compact=True,
                            last=view.last_discard and index == len(view.discards) - 1,
                            dim=index < len(view.claimed) and view.claimed[index])
        if honor_face and text.cell_len > 2:
            text.right_crop(text.cell_len - 2)
        return text
