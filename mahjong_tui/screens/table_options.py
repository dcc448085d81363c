"""Shanghai's table options at the screen: SH-18 換牌 (mark tiles, then swap) and SH-19 計時 (a countdown for
the human at the screen; when it runs out the engine's ``Game.timeout_action`` is played for them).

The engine lists every multiset of 1–5 held tiles as a legal swap; the screen never shows that list: the
player marks tiles in the hand (Space or a click), Enter swaps them, Esc keeps the hand. The clock is
driven by a Textual interval of ``MahjongApp.turn_tick`` seconds per tick (``None`` in tests, which call
:meth:`TableOptions.tick_clock` themselves, so a timeout is deterministic).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from textual.screen import Screen

from mahjong_tui import views
from mahjong_tui.i18n import Strings
from mahjong_tui.widgets.hand import HandView
from mahjong_tui.widgets.status import StatusLine
from mahjong_tui.words import tile_names
from rules.engine import Action, ActionKind

if TYPE_CHECKING:
    from mahjong_tui.session import TableSession


def swap_limit(legal: Iterable[Action]) -> int:
    """The most tiles one swap may give back (SH-18: five), read off the legal swaps; 0 = no swap now."""
    return max((len(a.meld) for a in legal if a.kind is ActionKind.SWAP), default=0)


def swap_choice(legal: list[Action], chair: int, kinds: Iterable[int]) -> Action | None:
    """The legal action that gives back exactly ``kinds`` (a multiset); PASS for none; None if not legal."""
    chosen = tuple(sorted(kinds))
    if not chosen:
        return next((a for a in legal if a.kind is ActionKind.PASS), None)
    wanted = Action(chair, ActionKind.SWAP, None, chosen)
    return wanted if wanted in legal else None


def swap_words(kinds: Iterable[int], lang: str) -> str:
    return tile_names(sorted(kinds), lang)


@dataclass
class TurnClock:
    """SH-19: whole seconds left for one decision of one chair at one table step (``left`` None = stopped)."""

    seconds: int | None
    left: int | None = None
    chair: int | None = None
    step: int | None = None

    def start(self, chair: int, step: int) -> None:
        """Start for this decision; asking the same chair again at the same step keeps the time left."""
        if self.seconds is None or (self.left is not None and (chair, step) == (self.chair, self.step)):
            return
        self.left, self.chair, self.step = self.seconds, chair, step

    def stop(self) -> None:
        self.left = self.chair = self.step = None

    def tick(self, step: int) -> bool:
        """One second passes; True when the time of the decision asked at ``step`` has just run out."""
        if self.left is None:
            return False
        if step != self.step:  # the table moved on without a stop: the decision was made
            self.stop()
            return False
        self.left -= 1
        return self.left <= 0


class TableOptions(Screen[None]):
    """What the table screen does for SH-18 and SH-19; its key bindings are declared on the screen
    (``table.swap_*``), enabled by its ``check_action`` only while a swap is asked."""

    session: TableSession
    strings: Strings
    acting: int | None
    note: str | None
    swap_marked: frozenset[int]
    clock: TurnClock

    if TYPE_CHECKING:  # the table screen's own methods, which these options call
        def say(self, text: str) -> None: ...
        def apply(self, action: Action | None) -> None: ...
        def my_legal(self) -> list[Action]: ...

    # --- SH-18 換牌 -------------------------------------------------------------------------------

    def ask_swap(self, legal: list[Action]) -> None:
        self.swap_marked = frozenset()
        self.say(views.say(self.strings, "swap_prompt", n=swap_limit(legal)))

    def action_swap_mark(self) -> None:
        """Space: mark the selected tile to go back to the wall, or unmark it."""
        selected = self.query_one(HandView).selected
        if selected is not None:
            self.toggle_swap_mark(selected)

    def toggle_swap_mark(self, index: int) -> None:
        hand = self.query_one(HandView)
        marked = set(self.swap_marked)
        limit = swap_limit(self.my_legal())
        if index in marked:
            marked.remove(index)
        elif len(marked) >= limit:
            self.say(views.say(self.strings, "swap_too_many", n=limit))
            return
        else:
            marked.add(index)
        self.swap_marked = frozenset(marked)
        tiles = hand.layout_data.tiles
        hand.layout_data = replace(hand.layout_data, marked=tuple(i in marked for i in range(len(tiles))))
        kinds = [tiles[i] for i in marked]
        self.say(views.say(self.strings, "swap_marked", tiles=swap_words(kinds, self.strings.lang)) if kinds
                 else views.say(self.strings, "swap_prompt", n=limit))

    def action_swap_confirm(self) -> None:
        """Enter: swap the marked tiles (none marked: keep the hand)."""
        tiles = self.query_one(HandView).layout_data.tiles
        kinds = [tiles[i] for i in sorted(self.swap_marked) if i < len(tiles)]
        self.send_swap(kinds)

    def action_swap_pass(self) -> None:
        """Esc: keep the hand as dealt."""
        self.send_swap([])

    def send_swap(self, kinds: list[int]) -> None:
        if self.acting is None:
            return
        self.swap_marked = frozenset()
        self.apply(swap_choice(self.my_legal(), self.acting, kinds))

    # --- SH-19 計時 -------------------------------------------------------------------------------

    def start_turn_clock(self) -> None:
        """Tick once a second while the variant's timer is on (``turn_tick``: None in tests)."""
        self.clock = TurnClock(self.session.turn_seconds)
        tick = getattr(self.app, "turn_tick", 1.0)
        if self.clock.seconds is not None and tick:
            self.set_interval(tick, self.tick_clock)

    def start_clock(self, chair: int) -> None:
        self.clock.start(chair, self.session.step)
        self.show_clock()

    def show_clock(self) -> None:
        left = self.clock.left
        self.query_one(StatusLine).clock = "" if left is None else views.say(self.strings, "clock", n=left)

    def tick_clock(self) -> None:
        """One second of the human's time; at 0 the table plays ``Game.timeout_action`` for them."""
        if self.clock.tick(self.session.step):
            self.time_out()
        self.show_clock()

    def time_out(self) -> None:
        chair = self.clock.chair
        self.clock.stop()
        action = self.session.timeout_action(chair) if chair is not None else None
        if action is None:
            return
        while self.app.screen is not self:  # the claim prompt (or help) goes with the time
            self.app.pop_screen()
        self.swap_marked = frozenset()
        self.apply(action)
        self.note = views.say(self.strings, "timed_out", action=action_words(action, self.strings))
        self.say(self.note)


def action_words(action: Action, strings: Strings) -> str:
    """"discard 5m" / "打出 五萬" / "Pass" — what the table did for a player out of time."""
    if action.kind in (ActionKind.DISCARD, ActionKind.KNOCK) and action.tile is not None:
        return f"{strings('discard')} {swap_words([action.tile], strings.lang)}"
    return strings("claim_pass")
