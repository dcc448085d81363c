"""The own hand at the table: selecting a tile, discarding or knocking with it, kongs and wins, the keys
that say why a move is not possible, and which tile a turn starts on (issue 16: a refused move is never
replaced by another). A base of :class:`~mahjong_tui.screens.table.TableScreen`, as the SH-18/SH-19
options are.
"""

from __future__ import annotations

from mahjong_tui import views
from mahjong_tui.screens.table_evaluator import TableEvaluator
from mahjong_tui.widgets.hand import HandLayout, HandView
from mahjong_tui.widgets.status import HintPanel
from rules.engine import Action, ActionKind

OWN_TURN = (ActionKind.DISCARD, ActionKind.KNOCK)
_KONGS = (ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG)


def first_choice(layout: HandLayout) -> int:
    """The tile selected at the start of a turn: the drawn tile, unless it may not go out (a wild, JS-3),
    then the rightmost tile that may; without a drawn tile (a swap, after a claim) the rightmost."""
    allowed = [i for i, dim in enumerate(layout.dimmed) if not dim] or list(range(len(layout.tiles)))
    if layout.drawn is not None and layout.drawn in allowed:
        return layout.drawn
    return allowed[-1] if allowed else 0


class HandActions(TableEvaluator):
    """The hand's keys and clicks; the screen supplies who is asked (``acting``) and whose seat is shown."""

    viewer: int
    revealed: bool
    hint_step: int | None

    def my_legal(self) -> list[Action]:
        if self.acting is None or self.acting != self.viewer or not self.revealed:
            return []
        return self.session.legal_actions(self.acting)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("help", "rules", "why_not"):
            return True
        kinds = {a.kind for a in self.my_legal()}
        if action == "select":
            return ActionKind.DISCARD in kinds or ActionKind.SWAP in kinds
        if action in ("discard", "hint"):
            return ActionKind.DISCARD in kinds
        if action.startswith("swap_"):
            return ActionKind.SWAP in kinds
        if action == "win":
            return ActionKind.WIN in kinds
        if action == "kong":
            return bool(kinds & set(_KONGS))
        if action == "knock":
            return ActionKind.KNOCK in kinds
        return True

    def selected_kind(self) -> int | None:
        hand = self.query_one(HandView)
        tiles = hand.layout_data.tiles
        return tiles[hand.selected] if hand.selected is not None and hand.selected < len(tiles) else None

    def action_select(self, step: int) -> None:
        hand = self.query_one(HandView)
        count = len(hand.layout_data.tiles)
        if count:
            current = hand.selected if hand.selected is not None else 0
            hand.selected = (current + step) % count

    def own_action(self, kinds: tuple[ActionKind, ...]) -> Action | None:
        """The legal action of these kinds for the selected tile. A discard or knock is never replaced by
        another tile's (issue 16: a refused discard played 一萬 silently); a kong or win takes the first."""
        options = [a for a in self.my_legal() if a.kind in kinds]
        kind = self.selected_kind()
        for option in options:
            if option.tile == kind:
                return option
        from_hand = any(k in OWN_TURN for k in kinds)
        return options[0] if options and not from_hand else None

    def action_discard(self) -> None:
        self.play_from_hand(ActionKind.DISCARD)

    def action_knock(self) -> None:
        self.play_from_hand(ActionKind.KNOCK)

    def play_from_hand(self, kind: ActionKind) -> None:
        """Discard (or knock with) the selected tile; a refusal keeps the tile and names the rule."""
        action = self.own_action((kind,))
        tile = self.selected_kind()
        if action is None:
            if tile is not None and self.acting is not None:
                obs = self.session.observation(self.acting)
                self.say(views.why_not_discard(obs, tile, self.strings, knock=kind is ActionKind.KNOCK))
            return
        self.play_own(action)

    def action_why_not(self, what: str) -> None:
        """``w`` / ``k`` / ``r`` when that move is not possible: why not."""
        if self.acting is None or not self.my_legal():
            self.say(views.say(self.strings, "not_your_turn"))
            return
        self.say(views.why_no_key(self.session, self.viewer, what, self.strings))

    def action_kong(self) -> None:
        self.play_own(self.own_action(_KONGS))

    def action_win(self) -> None:
        self.play_own(self.own_action((ActionKind.WIN,)))

    def on_hand_view_tile_clicked(self, message: HandView.TileClicked) -> None:
        hand = self.query_one(HandView)
        if self.check_action("swap_mark", ()):  # SH-18: a click marks or unmarks the tile
            hand.selected = message.index
            self.toggle_swap_mark(message.index)
            return
        if not self.check_action("discard", ()):
            return
        if hand.selected == message.index:
            self.action_discard()
        else:
            hand.selected = message.index

    def action_hint(self) -> None:
        """``i``: the best three discards (the bot's own ranking), until the next action."""
        hint = self.query_one(HintPanel)
        hint.view = views.hint_view(self.session, self.viewer, self.strings)
        self.hint_step = self.session.step
        hint.display = True
        tiles = [row.tile for row in hint.view.rows]
        self.deepen_hint([*tiles, hint.view.expert_tile] if hint.view.expert_tile is not None else tiles)

