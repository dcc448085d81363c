"""The player's learning lines under the table (issue 10), as one part: the hint panel (after ``i``, until
the next action), the waits panel (when ready) and the status line (always), for the seat at the screen.
Each line keeps its own id (``#hint``, ``#waits``, ``#status``) and its own CSS."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical

from mahjong_tui import views
from mahjong_tui.i18n import Strings
from mahjong_tui.table_protocol import Session
from mahjong_tui.tiles_view import FaceStyle
from mahjong_tui.waits_line import waits_title
from mahjong_tui.widgets.status import HintPanel, HintView, StatusLine, WaitsPanel


class LearningLines(Vertical):
    DEFAULT_CSS = "LearningLines { height: auto; }"

    def compose(self) -> ComposeResult:
        yield HintPanel(id="hint")
        yield WaitsPanel(id="waits")
        yield StatusLine(id="status")

    def set_faces(self, faces: FaceStyle) -> None:
        self.query_one("#waits", WaitsPanel).tile_style = faces
        self.query_one("#hint", HintPanel).tile_style = faces

    def show(self, session: Session, viewer: int, strings: Strings, *, watching: bool, hinted: bool) -> None:
        """The lines of ``viewer``'s seat; none while nobody's own hand is in sight (``watching``: a hand
        handed over, a result up, a match watched); the hint only for the step it was asked at."""
        status = self.query_one("#status", StatusLine)
        waits = self.query_one("#waits", WaitsPanel)
        hint = self.query_one("#hint", HintPanel)
        status.display = watching
        hint.display = watching and hinted
        if not watching:
            waits.display = False
            return
        status.text = views.status_text(session, viewer, strings)
        hand, verdicts = session.hand_status(viewer)
        waits.display = bool(hand.waits)
        if hand.waits:
            waits.title = waits_title(strings, hand.discard)
            waits.dead_word = strings("table.dead")
            waits.waits = views.wait_views(hand.waits, verdicts, strings)

    def show_hint(self, session: Session, viewer: int, strings: Strings) -> HintView:
        """``i``: the best three discards (the bot's own ranking), until the next action; the view shown."""
        hint = self.query_one("#hint", HintPanel)
        hint.view = view = views.hint_view(session, viewer, strings)
        hint.display = True
        return view
