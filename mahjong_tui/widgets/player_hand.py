"""The player's hand at the table and the keys that play it (issue 27: parts own their keys).

←/→ (h/l) select, Enter/Space discard, ``r`` knock, ``w`` win, ``k`` kong, ``i`` hint; while a swap is
asked (SH-18 換牌) Space marks, Enter swaps, Esc keeps the hand, and a click marks. The hand is told the
question it answers (``asked``, attributes down: an :class:`~mahjong_tui.table_protocol.Ask`, None when it
is not this hand's move) and posts what the player chose (messages up):

* :class:`PlayerHand.Chosen` — the action (legal, or a try a lesson's stop leaves open);
* :class:`PlayerHand.Refused` — the selected tile may not go out: the screen says why and the tile stays
  (issue 16: a refused move is never replaced by another tile's);
* :class:`PlayerHand.WhyNot` — ``w``/``k``/``r`` when that move is not on offer;
* :class:`PlayerHand.HintAsked`, :class:`PlayerHand.SwapMarked`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.message import Message
from textual.reactive import reactive

from mahjong_tui.table_protocol import Ask
from mahjong_tui.widgets.hand import HandLayout, HandView
from rules.engine import Action, ActionKind

OWN_TURN = (ActionKind.DISCARD, ActionKind.KNOCK)
KONGS = (ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG)
# what a hidden w/k/r tries where the question leaves tries open (a lesson's stop explains the refusal)
_TRIED = {"win": ActionKind.WIN, "kong": ActionKind.CONCEALED_KONG, "knock": ActionKind.KNOCK}


def first_choice(layout: HandLayout) -> int:
    """The tile selected at the start of a turn: the drawn tile, unless it may not go out (a wild, JS-3),
    then the rightmost tile that may; without a drawn tile (a swap, after a claim) the rightmost."""
    allowed = [i for i, dim in enumerate(layout.dimmed) if not dim] or list(range(len(layout.tiles)))
    if layout.drawn is not None and layout.drawn in allowed:
        return layout.drawn
    return allowed[-1] if allowed else 0


def swap_limit(legal: Iterable[Action]) -> int:
    """The most tiles one swap may give back (SH-18: five), read off the legal swaps; 0 = no swap now."""
    return max((len(a.meld) for a in legal if a.kind is ActionKind.SWAP), default=0)


def swap_choice(legal: Iterable[Action], chair: int, kinds: Iterable[int]) -> Action | None:
    """The legal action that gives back exactly ``kinds`` (a multiset); PASS for none; None if not legal."""
    legal = tuple(legal)
    chosen = tuple(sorted(kinds))
    if not chosen:
        return next((a for a in legal if a.kind is ActionKind.PASS), None)
    wanted = Action(chair, ActionKind.SWAP, None, chosen)
    return wanted if wanted in legal else None


class PlayerHand(HandView, can_focus=True):
    """The own hand at the bottom of the table, with its keys (the footer's ids ``table.*``)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "select(-1)", "←", id="table.select_left"),
        Binding("right,l", "select(1)", "→", id="table.select_right"),
        Binding("enter,space", "discard", "Discard 打", id="table.discard"),
        # SH-18 換牌: the same keys while a swap is asked (discard is off then)
        Binding("space", "swap_mark", "Mark 選", id="table.swap_mark"),
        Binding("enter", "swap_confirm", "Swap 換", id="table.swap_confirm"),
        Binding("escape", "swap_pass", "Keep 不換", id="table.swap_pass"),
        Binding("w", "win", "Win 胡", id="table.win"),
        Binding("k", "kong", "Kong 槓", id="table.kong"),
        Binding("r", "knock", "Knock 敲", id="table.knock"),
        # the same keys when the move is not possible: say why (never silence), off the footer
        Binding("w", "why_not('win')", "Win 胡", id="table.why_not_win", show=False),
        Binding("k", "why_not('kong')", "Kong 槓", id="table.why_not_kong", show=False),
        Binding("r", "why_not('knock')", "Knock 敲", id="table.why_not_knock", show=False),
        Binding("i", "hint", "Hint", id="table.hint"),
    ]

    asked: reactive[Ask | None] = reactive(None)  # the turn or swap this hand answers (None: not its move)

    class Chosen(Message):
        """The player's move: a legal action, or a try the question left open (``Ask.tries_open``)."""

        def __init__(self, action: Action) -> None:
            super().__init__()
            self.action = action

    class Refused(Message):
        """The selected tile may not go out now (discard, or knock with it): the tile stays."""

        def __init__(self, chair: int, tile: int, knock: bool) -> None:
            super().__init__()
            self.chair, self.tile, self.knock = chair, tile, knock

    class WhyNot(Message):
        """``w``, ``k`` or ``r`` pressed when that move is not on offer (``what``: win, kong, knock);
        ``asked``: whether it is the hand's move at all."""

        def __init__(self, what: str, asked: bool) -> None:
            super().__init__()
            self.what, self.asked = what, asked

    class HintAsked(Message):
        """``i``: the best discards, asked on the player's turn."""

    class SwapMarked(Message):
        """SH-18: the tiles marked to swap changed (``too_many``: one more was refused at ``limit``)."""

        def __init__(self, kinds: tuple[int, ...], limit: int, too_many: bool = False) -> None:
            super().__init__()
            self.kinds, self.limit, self.too_many = kinds, limit, too_many

    def on_hand_view_tile_clicked(self, message: HandView.TileClicked) -> None:
        message.stop()
        self.clicked(message.index)

    def legal(self) -> tuple[Action, ...]:
        return self.asked.legal if self.asked is not None else ()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "why_not":
            return True
        kinds = {a.kind for a in self.legal()}
        if action == "select":
            return ActionKind.DISCARD in kinds or ActionKind.SWAP in kinds
        if action in ("discard", "hint"):
            return ActionKind.DISCARD in kinds
        if action.startswith("swap_"):
            return ActionKind.SWAP in kinds
        if action == "win":
            return ActionKind.WIN in kinds
        if action == "kong":
            return bool(kinds & set(KONGS))
        if action == "knock":
            return ActionKind.KNOCK in kinds
        return True

    def watch_asked(self, asked: Ask | None) -> None:
        if self.layout_data.marked:  # marks are for one swap question
            self.layout_data = replace(self.layout_data, marked=())

    def validate_layout_data(self, layout: HandLayout) -> HandLayout:
        """The same tiles drawn again (a repaint of the table) keep the tiles marked to swap."""
        current = self.layout_data
        if not layout.marked and current.marked and layout.tiles == current.tiles:
            return replace(layout, marked=current.marked)
        return layout

    def selected_kind(self) -> int | None:
        tiles = self.layout_data.tiles
        return tiles[self.selected] if self.selected is not None and self.selected < len(tiles) else None

    def action_select(self, step: int) -> None:
        count = len(self.layout_data.tiles)
        if count:
            current = self.selected if self.selected is not None else 0
            self.selected = (current + step) % count

    def own_action(self, kinds: tuple[ActionKind, ...]) -> Action | None:
        """The legal action of these kinds for the selected tile. A discard or knock is never replaced by
        another tile's (issue 16: a refused discard played 一萬 silently); a kong or win takes the first.
        A question with its tries open (a lesson's stop) sends the selected tile's try all the same."""
        asked = self.asked
        if asked is None:
            return None
        options = [a for a in asked.legal if a.kind in kinds]
        tile = self.selected_kind()
        for option in options:
            if option.tile == tile:
                return option
        if any(k in OWN_TURN for k in kinds):
            return Action(asked.chair, kinds[0], tile) if asked.tries_open else None
        if options:
            return options[0]
        return Action(asked.chair, kinds[0]) if asked.tries_open else None

    def choose(self, action: Action | None) -> None:
        if action is not None:
            self.post_message(self.Chosen(action))

    def action_discard(self) -> None:
        self.play_from_hand(ActionKind.DISCARD)

    def action_knock(self) -> None:
        self.play_from_hand(ActionKind.KNOCK)

    def play_from_hand(self, kind: ActionKind) -> None:
        """Discard (or knock with) the selected tile; refused, it stays and the screen names the rule."""
        action = self.own_action((kind,))
        tile = self.selected_kind()
        if action is None:
            if tile is not None and self.asked is not None:
                self.post_message(self.Refused(self.asked.chair, tile, kind is ActionKind.KNOCK))
            return
        self.choose(action)

    def action_kong(self) -> None:
        self.choose(self.own_action(KONGS))

    def action_win(self) -> None:
        self.choose(self.own_action((ActionKind.WIN,)))

    def action_why_not(self, what: str) -> None:
        """``w``/``k``/``r`` with that move not on offer: why not; where the question leaves tries open (a
        lesson's stop) the move is tried all the same, for the session to refuse and explain. The footer
        shows these keys only when their move is possible, as at the live table."""
        asked = self.asked
        if asked is not None and asked.tries_open:
            tile = self.selected_kind() if what == "knock" else None
            self.choose(Action(asked.chair, _TRIED[what], tile))
            return
        self.post_message(self.WhyNot(what, bool(self.legal())))

    def action_hint(self) -> None:
        self.post_message(self.HintAsked())

    def clicked(self, index: int) -> None:
        """A click marks the tile while a swap is asked (SH-18), else selects it; a second click on the
        selected tile discards it."""
        if self.check_action("swap_mark", ()):
            self.selected = index
            self.toggle_swap_mark(index)
        elif self.check_action("discard", ()):
            if self.selected == index:
                self.action_discard()
            else:
                self.selected = index

    # --- SH-18 換牌 ----------------------------------------------------------------------------------

    def marked_kinds(self) -> tuple[int, ...]:
        hand = self.layout_data
        return tuple(hand.tiles[i] for i, mark in enumerate(hand.marked) if mark and i < len(hand.tiles))

    def action_swap_mark(self) -> None:
        """Space: mark the selected tile to go back to the wall, or unmark it."""
        if self.selected is not None:
            self.toggle_swap_mark(self.selected)

    def toggle_swap_mark(self, index: int) -> None:
        hand = self.layout_data
        marked = {i for i, mark in enumerate(hand.marked) if mark}
        limit = swap_limit(self.legal())
        if index in marked:
            marked.remove(index)
        elif len(marked) >= limit:
            self.post_message(self.SwapMarked(self.marked_kinds(), limit, too_many=True))
            return
        else:
            marked.add(index)
        self.layout_data = replace(hand, marked=tuple(i in marked for i in range(len(hand.tiles))))
        self.post_message(self.SwapMarked(self.marked_kinds(), limit))

    def action_swap_confirm(self) -> None:
        """Enter: swap the marked tiles (none marked: keep the hand)."""
        self.send_swap(self.marked_kinds())

    def action_swap_pass(self) -> None:
        """Esc: keep the hand as dealt."""
        self.send_swap(())

    def send_swap(self, kinds: tuple[int, ...]) -> None:
        if self.asked is not None:
            self.choose(swap_choice(self.asked.legal, self.asked.chair, kinds))


