"""Players that see only their seat's observation and answer with an action. Pure Python.

``BOTS`` maps a bot name (as given to ``--bots`` / ``--seats``) to a factory taking the bot's own
``random.Random``; other bot modules add themselves here.
"""

from __future__ import annotations

import random

from bots.base import Bot, BotFactory
from bots.players import EasyBot, HardBot, NormalBot
from bots.random_bot import RandomBot


def expert_bot(rng: random.Random) -> Bot:
    """The ``expert`` bot (issue 29): ``hard`` with the evaluator's say where it matters. Imported when one
    is seated: the evaluator and its worker processes are not every program's."""
    from bots.expert import ExpertBot

    return ExpertBot(rng)


BOTS: dict[str, BotFactory] = {
    "random": RandomBot,
    "easy": EasyBot,  # issue 8: loose play a beginner can beat
    "normal": NormalBot,
    "heuristic": NormalBot,  # cli.md's name for the default heuristic bot
    "hard": HardBot,  # normal plus defence
    "expert": expert_bot,  # hard plus the evaluator (issue 29)
}


class UnknownBot(ValueError):
    def __init__(self, name: str) -> None:
        super().__init__(f"unknown bot {name!r} (choose from {', '.join(sorted(BOTS))})")


def get_bot(name: str, rng: random.Random | int | None = None) -> Bot:
    """A new bot of this name with its own generator; raises :class:`UnknownBot` (a ValueError)."""
    factory = BOTS.get(name)
    if factory is None:
        raise UnknownBot(name)
    return factory(rng if isinstance(rng, random.Random) else random.Random(rng))


__all__ = ["BOTS", "Bot", "BotFactory", "RandomBot", "UnknownBot", "get_bot"]
