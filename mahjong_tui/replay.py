"""Replays (issue 10): step through saved hands forwards and backwards, from the engine's records (C-7).

A file may be the app's save (``match.json``: settings, match record, first wall), a bare match record
(``Match.save``) or one hand record (``HandRecord.to_json``). Every hand becomes a :class:`HandReplay`
whose position ``k`` is the table after the first ``k`` recorded actions; moving rebuilds the hand from
its seed and replays (records hold actions, not states), so every position is exactly the recorded one.
No Textual here: the replay screen and the tests drive the same object.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.engine import Action, Game, Match, Observation, hand_record, replay_hand
from rules.records import FORMAT, HandRecord, MatchRecord, RecordError
from rules.refusal import Refusal


@dataclass(frozen=True)
class ReplayFile:
    hands: tuple[HandRecord, ...]
    first_wall: tuple[int, ...] | None = None  # the first hand's stacked wall (lessons, tests)
    players: tuple[str, ...] = ("", "", "", "")
    seed: int | None = None  # the match's seed (a lone hand record has none): practice replays the match


def read_replay(path: Path) -> ReplayFile:
    """The hands in a save, match record or hand record; RecordError says what is wrong with the file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise RecordError(Refusal.of("", "no_such_file", "no such file: {path}", path=str(path))) from exc
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RecordError(Refusal.of("", "not_readable_record", "{file} is not a readable record ({why})",
                                     file=path.name, why=str(exc))) from exc
    return replay_from_json(data)


def replay_from_json(data: Any) -> ReplayFile:
    if isinstance(data, dict) and "match" in data and "settings" in data:  # the app's save
        wall = data.get("first_wall")
        return _from_match(data["match"], [int(k) for k in wall] if wall else None)
    if isinstance(data, dict) and data.get("format") == FORMAT:
        return _from_match(data, None)
    if isinstance(data, dict) and "seed" in data and "actions" in data:
        record = HandRecord.from_json(data)
        replay_hand(record)  # every recorded action legal, as a match record is checked (else stepping fails)
        return ReplayFile((record,), players=_players(data.get("players")))
    raise RecordError(Refusal.of("", "not_a_record_file",
                                 "not a mahjong-tui save, match record or hand record"))


def _players(value: Any) -> tuple[str, ...]:
    """A hand record's seats' players (``simulate --duplicate --record`` writes them), else four blanks."""
    if value is None:
        return ("", "", "", "")
    if not isinstance(value, list) or len(value) != 4 or not all(isinstance(p, str) for p in value):
        raise RecordError(Refusal.of("", "record_players", "players: expected a list of four names"))
    return tuple(value)


def _from_match(data: Any, wall: list[int] | None) -> ReplayFile:
    record = MatchRecord.from_json(data)
    match = Match.from_record(record, first_wall=wall)  # checks that every hand replays
    hands = list(match.hands)
    if match.game is not None and match.game.result is None:
        hands.append(hand_record(match.game))  # the hand in progress, so far
    if not hands:
        raise RecordError(Refusal.of("", "record_no_hand", "the record holds no hand yet"))
    return ReplayFile(tuple(hands), tuple(wall) if wall else None, record.players, record.seed)


class HandReplay:
    """One recorded hand; ``game`` is the table at ``position`` (0 = just dealt)."""

    def __init__(self, record: HandRecord, wall: tuple[int, ...] | None = None) -> None:
        self.record = record
        self.wall = wall
        self.actions = tuple(Action.parse(text) for text in record.actions)
        self.position = 0
        self.game = self._deal()

    def _deal(self) -> Game:
        r = self.record
        return Game(r.variant, r.seed, r.dealer, dict(r.carry), r.options, wall=self.wall)

    def __len__(self) -> int:
        return len(self.actions)

    def go_to(self, position: int) -> Game:
        """The table after ``position`` actions (clamped): forwards applies, backwards replays from the
        deal."""
        position = max(0, min(position, len(self.actions)))
        if position < self.position:
            self.game, self.position = self._deal(), 0
        for action in self.actions[self.position:position]:
            self.game.apply(action)
        self.position = position
        return self.game

    def forward(self) -> Game:
        return self.go_to(self.position + 1)

    def back(self) -> Game:
        return self.go_to(self.position - 1)

    @property
    def last_action(self) -> Action | None:
        return self.actions[self.position - 1] if self.position else None

    def observations(self) -> tuple[Observation, ...]:
        """What each chair saw at this position."""
        return tuple(self.game.observation(chair) for chair in range(4))


class MatchReplay:
    """The hands of a file, one at a time."""

    def __init__(self, file: ReplayFile) -> None:
        self.file = file
        self.index = 0
        self.hand = self._hand(0)

    def _hand(self, index: int) -> HandReplay:
        wall = self.file.first_wall if index == 0 else None
        return HandReplay(self.file.hands[index], wall)

    def go_to_hand(self, index: int) -> HandReplay:
        index = max(0, min(index, len(self.file.hands) - 1))
        if index != self.index:
            self.index, self.hand = index, self._hand(index)
        return self.hand
