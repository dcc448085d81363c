"""What the table screen asks of whoever runs the match: the :class:`Session` protocol.

The table screen (``screens/table.py``) draws one seat's view of a match and turns that seat's keys into
actions; it never reaches into a ``rules.engine.Game``. Three sessions implement this protocol:

* :class:`mahjong_tui.session.TableSession` — a match played on this machine: the engine, bots made here,
  a save after every action (``play``, hot-seat, watch mode);
* :class:`mahjong_tui.lesson_session.LessonSession` — one scripted hand of a lesson, whose stops refuse
  what they do not teach (issue 21);
* a network client's session (issue 30, ``mahjong-tui join``): the host runs the engine and sends this seat
  what the methods below return — its observation, its legal actions, the hand's events as this seat may
  see them, the result — so every method is answerable from what one seat may see.

Whose move it is comes from :meth:`Session.next_question`: an :class:`Ask` for a player at this screen, a
:class:`BotTurn` for a bot this machine runs (the screen thinks in a worker and applies its answer), a
:class:`Waiting` while someone elsewhere decides (a remote session then wakes the screen with the callback
given to :meth:`Session.connect`), or :class:`Ended`. See docs/architecture.md ("The table screen").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from rules.engine import Action, Event, HandResult, Observation

if TYPE_CHECKING:
    from bots.advice import HandStatus
    from mahjong_tui.settings import GameSettings


@dataclass(frozen=True)
class Ask:
    """A player at this screen must answer: their legal actions (empty: a hot-seat look with nothing to
    claim, answered by a pass). ``tries_open``: a move the table does not offer — a tile that may not go
    out, ``w``/``k``/``r`` with no such move — is sent all the same, for the session to refuse and explain
    (a lesson's stop); the footer still shows only the moves on offer."""

    chair: int
    legal: tuple[Action, ...]
    tries_open: bool = False


@dataclass(frozen=True)
class BotTurn:
    """A bot this machine runs must answer: the screen calls ``bot.choose(observation)`` in a worker,
    after ``delay`` seconds, and applies the answer unless the table has moved on meanwhile."""

    chair: int
    observation: Observation
    bot: Any  # a ``bots`` player: ``choose(Observation) -> Action``
    delay: float


@dataclass(frozen=True)
class Waiting:
    """Someone elsewhere is deciding (a remote player, the host's bot): nothing to do until the session
    calls back (:meth:`Session.connect`)."""


@dataclass(frozen=True)
class Ended:
    """Nothing more to ask in this hand: its result is in (:attr:`Session.result`), or the session ended
    it without one (a lesson that stops at its last stop)."""


Question = Ask | BotTurn | Waiting | Ended


@dataclass(frozen=True)
class Refused:
    """Why a session did not apply an action: ``reason`` in the engine's (or the host's) words, which the
    app words for the player (``reason_text.why_text``); ``teaching`` is what a lesson's stop wanted
    instead (its ``rules.lessons.Stop``), None elsewhere."""

    action: Action
    reason: str | None
    teaching: Any = None


@dataclass(frozen=True)
class NotTaken:
    """Why a seat cannot take a discard about to be played: ``reason`` in the engine's words; ``win``: a
    win on it is refused (else only a claim is: CX-5's third claim, said "No claim", not "No win")."""

    reason: str
    win: bool


class Session(Protocol):
    """The table screen's only way to a match. Methods are grouped as the screen uses them."""

    settings: GameSettings  # variant, seats (who plays each chair), options, language and tile style

    # --- what a seat may see -----------------------------------------------------------------------
    @property
    def at_screen(self) -> tuple[int, ...]:
        """The chairs played at this screen: hot-seat every human, a joined table its own seat, watch
        mode none (the screen then looks on from chair 0's side, hiding what a seat's owner alone sees)."""

    def observation(self, chair: int) -> Observation:
        """What ``chair`` may see now (a chair at this screen; a remote session has no other)."""

    def events(self, chair: int) -> Sequence[Event]:
        """This hand's events so far as ``chair`` may see them (another's draws hidden): the action log,
        the latest discard and 承包 are read from them."""

    @property
    def result(self) -> HandResult | None:
        """The hand's result once it is over (every concealed hand shown: :meth:`revealed_hands`)."""

    @property
    def hand_number(self) -> int:
        """1 for the first hand of the match; a finished hand keeps its number until the next is dealt."""

    @property
    def step(self) -> int:
        """A number that grows with every action applied in the match: an answer for an older step is
        stale (the screen drops it)."""

    @property
    def match_over(self) -> bool: ...

    def scores(self) -> tuple[int, int, int, int]: ...

    def stacks(self) -> tuple[int, ...] | None:
        """SH-20 逛花園: each chair's points left (None when the option is off)."""

    def table_marks(self) -> dict[str, int]:
        """The variant's marks for this hand: carried counters (SH-16 荒番, JH-6) and SH-15 開寶."""

    def dealer_streak(self) -> int: ...

    def throws_flowers(self, chair: int) -> bool:
        """CX-11 抛花: the seat's hand is won by any tile it draws (shown at its seat)."""

    def shown_hand(self, chair: int) -> tuple[int, ...] | None:
        """A bot's concealed tiles when the match shows them face up (practice), else None."""

    def revealed_hands(self) -> list[tuple[int, ...]]:
        """Every chair's concealed tiles once the hand is over."""

    def win_tile(self) -> int | None:
        """The tile the hand was won on, once it is over."""

    # --- whose move, and moves -----------------------------------------------------------------------
    def next_question(self) -> Question:
        """Who must act next (answering for a player who chose not to be asked, :attr:`settings`'s
        auto-pass, before returning)."""

    def apply(self, action: Action) -> Refused | None:
        """Play ``action`` (saved where the session saves); a :class:`Refused` when it was not applied."""

    def connect(self, wake: Callable[[], None]) -> None:
        """Called once by the screen: ``wake()`` (safe from any thread) when the table changed without
        the screen's doing (a remote session's host sent a move). A local session never calls it."""

    def next_hand(self) -> None: ...

    def finish(self) -> None:
        """The match is over and its result seen: a saved match is cleared."""

    def take_back(self) -> bool:
        """Practice: undo the last human action of this hand and the bots' answers after it; False when
        there is none (or the session cannot)."""

    # --- SH-19 計時 ------------------------------------------------------------------------------------
    @property
    def turn_seconds(self) -> int | None:
        """Seconds a player at this screen has for each decision (None: no timer)."""

    def timeout_action(self, chair: int) -> Action | None:
        """What the table plays for ``chair`` when its time runs out."""

    # --- learning aids for a seat at this screen: its own tiles and the public table only -----------
    def hand_status(self, chair: int) -> tuple[HandStatus, dict[int, str]]:
        """The seat's distance to ready, plan and live waits, with why each wait would not be a legal win
        ("" where it would)."""

    def progress(self, chair: int) -> str | None:
        """Progress toward the variant's minimum ("16/20 胡"), or None."""

    def wait_verdicts(self, chair: int, discard: int | None = None) -> dict[int, str]:
        """Why each waiting tile after ``discard`` would not be a legal win, "" where it would."""

    def why_not_now(self, chair: int) -> str | None:
        """Why the seat's complete hand (drawn tile, or the discard on offer) is not a legal win."""

    def why_not_before(self, chair: int, action: Action) -> NotTaken | None:
        """Asked before another seat's discard is applied: why ``chair`` cannot win on it or claim it."""
