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
        for label in view.labels:
            head.append(f" [{label}]", style="bold #e05050")
        lines = [head]
        exposed = Text()
        if view.flowers:
            exposed.append_text(tiles_text(view.flowers, self.tile_style, compact=True))
            exposed.append("  ")
        for meld in view.melds:
            exposed.append_text(meld_text(meld, self.tile_style))
            exposed.append("  ")
        if view.concealed:
            exposed.append("▮" * view.concealed, style="#8a8a8a")
        lines.append(exposed)
        lines.extend(self.discard_rows(view))
        return Text("\n").join(lines)

    def discard_rows(self, view: SeatView) -> list[Text]:
        """Rows of ten (fewer when the panel is narrow, so nothing is cut off)."""
        cell = face_width(self.tile_style, compact=True) + 1
        per_row = max(3, min(DISCARDS_PER_ROW, (self.size.width + 1) // cell)) if self.size.width else 10
        rows: list[Text] = []
        last_index = len(view.discards) - 1
        for start in range(0, len(view.discards), per_row):
            parts = [
                tile_text_of(k, self.tile_style, compact=True, last=view.last_discard and i == last_index,
                             dim=i < len(view.claimed) and view.claimed[i])
                for i, k in enumerate(view.discards[start:start + per_row], start)
            ]
            rows.append(Text(" ").join(parts))
        return rows
