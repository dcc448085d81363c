"""A lesson as data (issue 21): a stacked wall, the dealer, scripted seats and the stops that teach.

A lesson file is ``rules/variants/<id>/lessons/NN-name.toml``. It names the rule ids it teaches, deals
fixed hands (the player always sits in chair E), may script what the other chairs do (their actions in
the engine's notation, ``"S discard 5m"``; a chair without a script, or past its end, is an ordinary
bot) and lists its **stops**: moments where the table pauses with a callout, waits for the player and
explains, when the player does something else, why that is not what the rule asks.

Every text a player reads is given in zh-Hans, zh-Hant and en; a tile in a text is written as its code in
brackets (``[4m]``, ``[5z]``), which the app words with the language's running-text vocabulary.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

LANG_KEYS = ("zh-Hans", "zh-Hant", "en")
PLAYER = 0  # the chair the player sits in during a lesson (E)


class LessonError(ValueError):
    """A lesson file that cannot be used; the message is one line naming the file and the field."""


@dataclass(frozen=True)
class Text:
    """One text in the three languages a player may read."""

    zh_hans: str
    zh_hant: str
    en: str

    def in_lang(self, lang: str) -> str:
        """The text for a language: ``zh-Hant``, ``zh-Hans`` (also plain ``zh``, as the vocabulary reads it),
        ``en``."""
        if lang == "zh-Hant":
            return self.zh_hant
        return self.zh_hans if lang.startswith("zh") else self.en


@dataclass(frozen=True)
class Stop:
    """A moment of the lesson: when ``expect`` becomes possible for the player, the table pauses.

    ``expect`` is an action in the engine's notation (``"E knock 3m"``) or only a chair and a kind
    (``"E discard"``: any discard). ``wrong`` is one action that is not the taught one (the lesson's
    test plays it first, to see the explanation and the retry)."""

    expect: str
    wrong: str
    callout: Text
    why: Text

    def matches(self, action_text: str) -> bool:
        words = self.expect.split()
        return action_text == self.expect if len(words) > 2 else action_text.split()[:2] == words


@dataclass(frozen=True)
class Lesson:
    """One short hand that teaches a few rules of one variant."""

    key: str  # "<variant>/<file stem>", unique over all courses
    path: str
    variant: str
    title: Text
    rules: tuple[str, ...]
    dealer: int
    seed: int
    options: Mapping[str, object]
    carry: Mapping[str, int]  # counters carried in from earlier hands (SH-16 荒番, JH-6)
    hands: tuple[str, str, str, str]  # by chair, tile notation
    draws: str
    tail: str
    indicator: str
    script: Mapping[int, tuple[str, ...]]
    stops: tuple[Stop, ...]
    summary: Text
    winner: int | None  # the chair the lesson's hand must be won by (None: no check)
    end_after_stops: bool  # the lesson ends once the last stop's action is played (not at the hand's end)

    @property
    def file(self) -> str:
        """The file's name, as a complaint about it names it (``01-knock.toml``)."""
        return Path(self.path).name


@dataclass(frozen=True)
class DamagedLesson:
    """A lesson file that cannot be played: the course lists it with ``reason`` (one line naming the file and
    the field, as :class:`LessonError` has it) and never opens it."""

    key: str  # "<variant>/<file stem>", as the lesson's would be
    path: str
    reason: str


RULE_ID = re.compile(r"^(C|JS|SH|JH|CX)-\d+$")
TILE_MARK = re.compile(r"\[([^\]]*)\]")  # a tile named in a text: [4m]
