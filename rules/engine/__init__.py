"""The table engine: one hand as a synchronous state machine, and a match of hands (C-3 … C-7).

    from rules.engine import Game, Match, Action, ActionKind, IllegalAction, Observation, HandResult
"""

from __future__ import annotations

from rules.engine.actions import Action, ActionKind, Event, IllegalAction
from rules.engine.game import Game
from rules.engine.match import Match, hand_record, replay_hand
from rules.engine.observation import Observation
from rules.engine.state import HandResult

__all__ = [
    "Action", "ActionKind", "Event", "Game", "HandResult", "IllegalAction", "Match", "Observation",
    "hand_record", "replay_hand",
]
