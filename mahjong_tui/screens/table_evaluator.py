"""The evaluator at the table (issue 29): the deeper hint, and practice's "Ask before a blunder".

The deeper hint: after ``i`` shows the counting hint (the ``normal`` bot's three discards), the evaluator
plays those discards (and the one ``hard`` would make) forward for at most :data:`HINT_SECONDS` in a thread
worker, and the hint panel adds their values in chips, best first. Chips come from the variant's own
scorer, so a discard kept toward a goal the hand cannot reach (JS-12's 20 胡, a Shanghai hand no allowed
pattern takes) wins nothing there and is never ranked up for it.

"Ask before a blunder": before the human's own move on a turn — a discard, a knock,
a kong, a win or a discard that lets a win go — the evaluator values every answer from the player's own
view; a move it rates a blunder is not played but said, with what it loses and the better answer, and the
same key again plays it (asked once a decision). Claims in a window are not checked: their prompt has
closed before the answer reaches the table.

The check runs in a thread worker (``group="blunder"``) on a small budget counted in deals (about half a
second); the hand's keys are off meanwhile (nobody is ``acting``), so no second move starts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from textual import work
from textual.message import Message
from textual.screen import Screen

from bots.evaluate import Budget, Position, evaluate
from bots.evaluate.reasons import stake, verdict_of
from mahjong_tui.i18n import Strings
from mahjong_tui.messages import ReviewHand
from mahjong_tui.review_text import action_words
from mahjong_tui.widgets.status import HintPanel
from rules.engine import Action, ActionKind

if TYPE_CHECKING:
    from mahjong_tui.table_protocol import Session

BLUNDER_BUDGET = Budget(samples=12, playouts=60, first=4, step=4, z=2.0, drop_z=1.5)
HINT_SECONDS = 0.3  # a player does not wait for it: the counting hint is up meanwhile
HINT_BUDGET = Budget(samples=64, seconds=HINT_SECONDS, first=4, step=4, z=2.0, drop_z=2.0)


class BlunderChecked(Message):
    def __init__(self, step: int, action: Action, blunder: bool, loss: float, best: Action) -> None:
        super().__init__()
        self.step, self.action, self.blunder, self.loss, self.best = step, action, blunder, loss, best


class HintDeepened(Message):
    def __init__(self, step: int, values: tuple[tuple[int, float], ...], seconds: float) -> None:
        super().__init__()
        self.step, self.values, self.seconds = step, values, seconds


class TableEvaluator(Screen[None]):
    """The hint's play-outs, the check between a key and the move, and the review of the hand just played;
    a base of :class:`~mahjong_tui.screens.table.TableScreen`, which supplies what is declared here."""

    session: Session
    strings: Strings
    viewer: int
    acting: int | None
    hint_step: int | None

    if TYPE_CHECKING:  # the table screen's own methods
        def apply(self, action: Action | None) -> None: ...
        def say(self, text: str) -> None: ...
        def refresh_table(self) -> None: ...

    def review_of_hand(self) -> Callable[[], None] | None:
        """The result screen's "Review this hand" (issue 29): a match played here, with a player at the
        screen (a joined table's match is the host's, not in this app's saves)."""
        from mahjong_tui.session import TableSession

        session = self.session
        if not isinstance(session, TableSession) or not session.at_screen:
            return None

        def review() -> None:
            self.app.post_message(ReviewHand(session.match, self.viewer))  # the app opens it

        return review

    def deepen_hint(self, tiles: list[int]) -> None:
        """Value the hint's discards by playing them out, behind the panel already shown."""
        chair = self.acting
        if chair is None:
            return
        obs = self.session.observation(chair)
        wanted = [a for a in obs.legal_actions if a.kind is ActionKind.DISCARD and a.tile in tiles]
        if len(wanted) > 1:
            self.play_out_hint(Position.from_observation(obs), wanted, self.session.step)

    @work(thread=True, exclusive=True, group="hint")
    def play_out_hint(self, position: Position, candidates: list[Action], step: int) -> None:
        evaluation = evaluate(position, candidates, budget=HINT_BUDGET, seed=step)
        values = tuple((v.action.tile or 0, evaluation.value(v.action)) for v in evaluation.ranked())
        self.post_message(HintDeepened(step, values, evaluation.seconds))

    def on_hint_deepened(self, message: HintDeepened) -> None:
        if message.step != self.session.step or self.hint_step != message.step:
            return  # the hint is gone with the move
        hint = self.query_one(HintPanel)
        hint.view = replace(hint.view, deeper=message.values,
                            deeper_words=self.strings("review.deeper", seconds=message.seconds))
        hint.refresh(layout=True)  # one line more: the panel grows

    confirmed: tuple[int, Action] | None = None  # (step, move) asked about: played if the key comes again

    def wants_check(self, action: Action) -> bool:
        settings = self.session.settings
        return (settings.practice and settings.confirm_blunders and settings.is_human(action.chair)
                and len(self.session.observation(action.chair).legal_actions) > 1
                and self.confirmed != (self.session.step, action))

    def play_own(self, action: Action | None) -> None:
        """A move of the human at the screen: checked first where the setting asks for it."""
        if action is None or not self.wants_check(action):
            self.apply(action)
            return
        position = Position.from_observation(self.session.observation(action.chair))  # the player's view
        self.acting = None  # no second move while the evaluator looks
        self.refresh_table()
        self.check_blunder(position, action, self.session.step)

    @work(thread=True, exclusive=True, group="blunder")
    def check_blunder(self, position: Position, action: Action, step: int) -> None:
        evaluation = evaluate(position, keep=[action], budget=BLUNDER_BUDGET, seed=step)
        _, noise = evaluation.difference(action)  # on the deals it was picked on: a quick, generous check
        blunder = evaluation.rank(action) > 1 and verdict_of(evaluation.loss(action), noise,
                                                             stake(evaluation)) == "blunder"
        self.post_message(BlunderChecked(step, action, blunder, evaluation.loss(action),
                                         evaluation.best.action))

    def on_blunder_checked(self, message: BlunderChecked) -> None:
        if message.step != self.session.step:
            return  # taken back or moved on meanwhile
        self.acting = message.action.chair
        if not message.blunder:
            self.apply(message.action)
            return
        self.confirmed = (message.step, message.action)
        self.refresh_table()
        self.say(self.strings("review.blunder_ask", chosen=action_words(self.strings, message.action),
                     loss=f"{message.loss:.1f}", best=action_words(self.strings, message.best)))
