"""Pass-and-play looks (issue 19), as data the session saves: who is still to be asked about a discard.

After every discard that anyone could claim by what the table shows (not a wild, C-5; an added kong, which
may be robbed) every human but the discarder is asked in seat order from the discarder's right (see
``mahjong_tui.hot_seat`` for the screens, docs/decisions.md "Hot-seat claims"). The queue's head is the
look being asked: it leaves the queue only once answered, so a match saved while a look is up resumes with
that same look, and the ones after it (``to_json``/``from_json``; a save without them resumes without).
Nothing here imports Textual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.engine import Action, ActionKind

if TYPE_CHECKING:
    from mahjong_tui.session import TableSession

_DISCARDS = (ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.ADDED_KONG)
CLAIMS = (ActionKind.WIN, ActionKind.KONG, ActionKind.PENG, ActionKind.CHI)
_ANSWERS = (ActionKind.PASS, *CLAIMS)  # what ends a look: its pass or its claim


class ClaimLooks:
    """The humans still to be asked about the last claimable discard, in seat order; the first is asked."""

    def __init__(self, session: TableSession) -> None:
        self.session = session
        self.queue: list[int] = []
        self.position = (0, 0)  # (hand, actions up to the discard): a look belongs to that discard only

    @property
    def discard(self) -> Action | None:
        """The discard (knock, added kong) the looks are about."""
        hand, actions = self.position
        game_actions = self.session.game.actions
        if hand != self.session.hand_number or not 0 < actions <= len(game_actions):
            return None
        return game_actions[actions - 1]

    def after(self, action: Action) -> None:
        """Called once an action is applied (before it is saved): a claimable discard queues every other
        human's look; the asked human's answer (a pass or a claim) ends their look."""
        session = self.session
        if action.kind in _ANSWERS:
            if self.queue and self.queue[0] == action.chair:
                self.queue.pop(0)  # a claim does not cut the others' looks short: that would tell
            return
        if action.kind not in _DISCARDS:
            return
        humans = session.settings.humans
        if len(humans) < 2 or action.tile in session.game.wild_kinds:
            self.queue = []
            return
        order = [(action.chair + step) % 4 for step in (1, 2, 3)]
        self.queue = [chair for chair in order if chair in humans]
        self.position = self.here()

    def here(self) -> tuple[int, int]:
        return (self.session.hand_number, len(self.session.game.actions))

    def next_look(self) -> int | None:
        """The human to ask now (kept queued until answered), or None; a hand over or taken back ends the
        looks."""
        hand, actions = self.position
        now_hand, now_actions = self.here()
        if self.session.result is not None or now_hand != hand or now_actions < actions:
            self.queue = []
        return self.queue[0] if self.queue else None

    def in_window(self, chair: int) -> list[Action]:
        """What the engine lets ``chair`` do about the discard now (empty once the next turn is on)."""
        session = self.session
        if session.game.phase not in ("claim", "rob") or chair not in session.to_act():
            return []
        return session.legal_actions(chair)

    def legal_for(self, chair: int) -> list[Action]:
        """What ``chair`` is shown about the discard: its claims, or nothing (a look with only Pass). A
        player whose auto-pass setting answers for them is shown the look with only Pass all the same."""
        legal = self.in_window(chair)
        if not any(a.kind in CLAIMS for a in legal) or self.session.auto_pass(chair, legal) is not None:
            return []
        return legal

    def answer_nothing(self, chair: int) -> None:
        """The look with only Pass was answered: the engine hears the pass it awaits from ``chair`` (an
        auto-pass setting's), or the look just ends; saved either way."""
        if not self.queue or self.queue[0] != chair:
            return
        legal = self.in_window(chair)
        auto = self.session.auto_pass(chair, legal) if legal else None
        if auto is not None:
            self.session.apply(auto)  # ends the look (after) and saves
            return
        self.queue.pop(0)
        self.session.save()

    # --- in the save ----------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any] | None:
        if not self.queue:
            return None
        hand, actions = self.position
        return {"queue": list(self.queue), "hand": hand, "actions": actions}

    def load(self, data: Any) -> None:
        """The looks a save carried (None: none pending); ValueError when they are not the app's."""
        if data is None:
            self.queue = []
            return
        if not isinstance(data, dict) or set(data) != {"queue", "hand", "actions"}:
            raise ValueError("looks: expected queue, hand and actions")
        queue, hand, actions = data["queue"], data["hand"], data["actions"]
        humans = self.session.settings.humans
        if (not isinstance(queue, list) or not queue or len(queue) > 3 or len(set(queue)) != len(queue)
                or any(type(chair) is not int or chair not in humans for chair in queue)):
            raise ValueError("looks.queue: expected up to three human chairs")
        if type(hand) is not int or type(actions) is not int or not 0 < actions <= 10_000:
            raise ValueError("looks.hand/actions: expected whole numbers")
        self.queue, self.position = list(queue), (hand, actions)
        if self.discard is None or self.discard.kind not in _DISCARDS:
            raise ValueError("looks: no discard at that position")
