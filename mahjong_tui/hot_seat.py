"""Pass-and-play claims (issue 19): onlookers learn nothing from when the device changes hands.

The engine opens a claim window only for chairs that may claim, so asking just those humans told everyone at
the table who could peng, chi or win: the device went to them, and only to them. Instead, after every discard
that anyone could claim by what the table shows (not a wild, C-5), every human but the discarder is asked in
seat order from the discarder's right, each through the privacy screen when someone else is at the screen:
a human with a claim sees the claim prompt, the others the same prompt with only Pass, on an opaque screen:
when nobody could claim, the next player has drawn already, and the table behind would show it. Bots wait
until every look is done. The auto-pass settings still answer for their player, who is asked all the same. See
docs/decisions.md ("Hot-seat claims").
"""

from __future__ import annotations

from mahjong_tui.i18n import Strings
from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.session import TableSession
from rules.engine import Action, ActionKind


class ClaimLooks:
    """The humans still to be asked about the last claimable discard, in seat order."""

    def __init__(self, session: TableSession) -> None:
        self.session = session
        self.queue: list[int] = []
        self.position = (0, 0)  # (hand, actions up to the discard): a look belongs to that discard only
        self.discard: Action | None = None

    def after(self, action: Action) -> None:
        """Called once an action is applied: a claimable discard queues every other human's look."""
        session = self.session
        humans = session.settings.humans
        # a kong may be robbed
        if action.kind not in (ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.ADDED_KONG):
            return  # a pass or a claim answers the looks of the discard before
        if len(humans) < 2 or action.tile in session.game.wild_kinds:
            self.queue = []
            return
        order = [(action.chair + step) % 4 for step in (1, 2, 3)]
        self.queue = [chair for chair in order if chair in humans]
        self.position = self.here()
        self.discard = action

    def here(self) -> tuple[int, int]:
        return (self.session.hand_number, len(self.session.game.actions))

    def next_look(self) -> int | None:
        """The next human to ask (and no longer queued), or None; a hand over or taken back ends the looks."""
        hand, actions = self.position
        now_hand, now_actions = self.here()
        if self.session.result is not None or now_hand != hand or now_actions < actions:
            self.queue = []
        return self.queue.pop(0) if self.queue else None

    def legal_for(self, chair: int) -> list[Action]:
        """What ``chair`` may do about the discard: its claims, or nothing (a look with only Pass). An
        auto-pass setting that answers for the player is applied here; the player is still asked."""
        session = self.session
        in_window = session.game.phase in ("claim", "rob")  # else nobody could claim: the next turn is on
        legal = session.legal_actions(chair) if in_window and chair in session.to_act() else []
        claims = (ActionKind.WIN, ActionKind.KONG, ActionKind.PENG, ActionKind.CHI)
        if not any(a.kind in claims for a in legal):
            return []
        auto = session.auto_pass(chair, legal)
        if auto is not None:
            session.apply(auto)
            return []
        return legal


    def nothing_to_claim(self, chair: int, strings: Strings) -> NothingToClaim:
        """The claim prompt of a look with nothing to claim: the discard, and Pass alone (answered without
        reaching the engine)."""
        discard = self.discard
        assert discard is not None and discard.tile is not None, "a look follows a discard"
        obs = self.session.observation(chair)
        return NothingToClaim(strings, [Action(chair, ActionKind.PASS)], discard.tile,
                              strings.wind(obs.winds[discard.chair]), self.session.settings.tile_style)


class NothingToClaim(ClaimPrompt):
    """The claim prompt with Pass alone, hiding the table: a look while nobody could claim comes after the
    next player's draw (the wall one shorter, their hand one longer), which the table would give away."""

    def on_mount(self) -> None:
        self.styles.background = self.app.theme_variables["background"]  # over the app's transparent prompt
