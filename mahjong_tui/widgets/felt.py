"""The felt: the four seats with their rivers in front of them, the centre, and the action log beside them.

Laid out by app.tcss as a 3×3 grid: the top and bottom seats across the table, the side seats beside the
centre, each seat's river between its name and the centre, the block pushed against the centre. Chairs
are placed relative to the viewer (C-2: the next player, 下家, on the right). The felt is handed a
:class:`~mahjong_tui.table_view.TableView` and draws it; it holds no game state.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Container, Horizontal, Vertical

from mahjong_tui.table_view import TableView
from mahjong_tui.tiles_view import FaceStyle
from mahjong_tui.widgets.action_log import ActionLog
from mahjong_tui.widgets.centre import CentrePanel
from mahjong_tui.widgets.river import RiverView
from mahjong_tui.widgets.seat import SeatPanel

# where each chair sits on screen relative to the viewer: next player (下家) on the right, C-2
POSITIONS = ("bottom", "right", "top", "left")


class Felt(Horizontal):
    """The table's parts around the centre, and the log."""

    parts: tuple[dict[str, SeatPanel], dict[str, RiverView], CentrePanel] | None = None  # found once

    def compose(self) -> ComposeResult:
        with Container(id="table"):
            with Vertical(id="area-top", classes="area"):
                yield SeatPanel(id="seat-top")
                yield RiverView("bottom", id="river-top")
            with Vertical(id="area-left", classes="area"):
                yield SeatPanel(id="seat-left")
                yield RiverView("right", id="river-left")
            yield CentrePanel(id="centre")
            with Vertical(id="area-right", classes="area"):
                yield SeatPanel(id="seat-right")
                yield RiverView("left", id="river-right")
            with Vertical(id="area-bottom", classes="area"):
                yield RiverView("top", id="river-bottom")
                yield SeatPanel(id="seat-bottom")
        yield ActionLog(id="log", wrap=True, min_width=16, max_lines=400, auto_scroll=True)

    def set_faces(self, faces: FaceStyle) -> None:
        for part in (*self.query(SeatPanel), *self.query(RiverView), self.query_one(CentrePanel)):
            part.tile_style = faces

    def show(self, table: TableView, viewer: int) -> None:
        """Each chair's seat and river where the viewer sees it, and the centre. A part whose view is the
        one it drew (the reactives compare them) is left as it is: a discard redraws the discarder's river,
        the two seats whose turn it was and is, and the centre."""
        parts = self.parts
        if parts is None:
            parts = self.parts = ({p: self.query_one(f"#seat-{p}", SeatPanel) for p in POSITIONS},
                                  {p: self.query_one(f"#river-{p}", RiverView) for p in POSITIONS},
                                  self.query_one("#centre", CentrePanel))
        seats, rivers, centre = parts
        for chair in range(4):
            position = POSITIONS[(chair - viewer) % 4]
            seats[position].view = table.seats[chair]
            rivers[position].river = table.rivers[chair]
        centre.view = table.centre
