"""The bot protocol: a seat that sees only its :class:`Observation` and answers with one legal action.

A bot owns its random generator (``random.Random``, seeded by whoever seats it), so a match with
bots replays exactly from its seed. Bots never see other hands or the wall order.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from rules.engine.actions import Action
from rules.engine.observation import Observation


class Bot(Protocol):
    """``choose`` returns one of ``obs.legal_actions``."""

    name: str

    def choose(self, obs: Observation) -> Action: ...


# a factory builds a bot from its own seeded generator
BotFactory = Callable[[random.Random], Bot]
