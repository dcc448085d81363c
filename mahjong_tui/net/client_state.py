"""What a client knows of its table, decoded from the host's ``welcome`` and ``state`` lines (every field
checked: a bad line is :class:`~mahjong_tui.net.codec.BadMessage`, never a crash).

A :class:`SeatView` is everything a table screen paints: the seat's :class:`Observation` (the engine's own
value, its ``legal_actions`` being the offered actions), the hand's events so far, the match's counters,
who sits where, the result once the hand is over and the learning aids for the seat's own hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_tui.net.codec import (
    BadMessage,
    actions_from,
    chair_of,
    counters_from,
    event_from,
    flag,
    items,
    maybe_tile,
    need,
    observation_from,
    text,
    tile_from,
    tiles_from,
    whole,
    with_legal,
)
from mahjong_tui.net.results import result_from
from mahjong_tui.net.seat_state import NEXT_HAND
from rules.engine import Action, Event, HandResult, Observation


@dataclass(frozen=True)
class SeatInfo:
    chair: int
    player: str  # human, or the bot's name
    name: str | None  # who took a human seat (None: still free)
    connected: bool
    bot_playing: bool


@dataclass(frozen=True)
class Room:
    """The table as ``welcome`` describes it: fixed for the match (rules and options included)."""

    code: str
    chair: int
    name: str
    secret: str
    rejoined: bool
    variant: str
    options: dict[str, Any]
    hands: int
    rules_fingerprint: str
    grace_seconds: float
    result_seconds: float
    turn_seconds: int | None
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class MatchFacts:
    hand: int
    hands: int
    scores: tuple[int, int, int, int]
    carry: dict[str, int]
    table_marks: dict[str, int]
    dealer_streak: int
    stacks: tuple[int, ...] | None
    over: bool


@dataclass(frozen=True)
class Aids:
    """The host's learning aids for the seat's own hand, in the engine's words (seat_state.hand_aids_json):
    ``wait_verdicts`` by the discard they assume (None: no discard) and then by waiting tile."""

    why_not_win: str | None
    wait_verdicts: dict[int | None, dict[int, str]]
    why_not_claim: str | None
    why_not_claim_win: bool = True  # the refused take was a win (else only a claim: CX-5's third claim)


@dataclass(frozen=True)
class HandEnd:
    result: HandResult
    hands: tuple[tuple[int, ...], ...]  # every chair's tiles, laid down
    win_tile: int | None


@dataclass(frozen=True)
class SeatView:
    step: int
    table: str  # waiting, playing, over
    observation: Observation
    offered: tuple[Action, ...]
    next_hand: bool  # next_hand is offered (the hand is over)
    waiting_for: tuple[int, ...]
    throws_flowers: tuple[bool, ...]
    turn_seconds: int | None
    time_left: float | None
    match: MatchFacts
    seats: tuple[SeatInfo, ...]
    end: HandEnd | None
    aids: Aids | None
    events: tuple[Event, ...]  # this hand's, as the seat sees them

    @property
    def chair(self) -> int:
        return self.observation.chair


def seats_from(value: Any, where: str) -> tuple[SeatInfo, ...]:
    listed = items(value, where, 4)
    if len(listed) != 4:
        raise BadMessage(f"{where}: expected four seats")
    out = []
    for i, seat in enumerate(listed):
        at = f"{where}[{i}]"
        name = seat.get("name") if isinstance(seat, dict) else None
        out.append(SeatInfo(chair_of(need(seat, "chair", at), at), text(need(seat, "player", at), at, 40),
                            None if name is None else text(name, at, 40),
                            flag(need(seat, "connected", at), at), flag(need(seat, "bot_playing", at), at)))
    return tuple(out)


def room_from(message: dict[str, Any]) -> Room:
    room = need(message, "room", "welcome")
    turn = room.get("turn_seconds")
    return Room(
        code=text(need(room, "code", "room"), "room.code", 40),
        chair=chair_of(need(message, "seat", "welcome"), "welcome.seat"),
        name=text(need(message, "name", "welcome"), "welcome.name", 40),
        secret=text(need(message, "secret", "welcome"), "welcome.secret", 200),
        rejoined=flag(message.get("rejoined", False), "welcome.rejoined"),
        variant=text(need(room, "variant", "room"), "room.variant", 20),
        options=dict(need(room, "options", "room")), hands=whole(need(room, "hands", "room"), "room.hands"),
        rules_fingerprint=text(room.get("rules_fingerprint", ""), "room.rules_fingerprint"),
        grace_seconds=_seconds(room.get("grace_seconds", 0), "room.grace_seconds"),
        result_seconds=_seconds(room.get("result_seconds", 0), "room.result_seconds"),
        turn_seconds=None if turn is None else whole(turn, "room.turn_seconds", 1, 3600),
        seats=seats_from(need(room, "seats", "room"), "room.seats"),
    )


def state_from(message: dict[str, Any], chair: int, events: Sequence[Event]) -> SeatView:
    """A ``state`` line decoded; ``events``: the hand's events the client already holds (the line gives
    the ones from ``log.from`` on, or the whole hand again)."""
    raw_actions = items(need(message, "actions", "state"), "state.actions")
    next_hand = any(isinstance(a, dict) and a.get("kind") == NEXT_HAND for a in raw_actions)
    obs = observation_from(need(message, "observation", "state"))
    offered = () if next_hand else actions_from(raw_actions, chair, obs.held_counts)
    obs = with_legal(obs, offered)
    if obs.chair != chair:
        raise BadMessage("state.observation.chair: not this client's seat")
    turn = message.get("turn_seconds")
    left = message.get("time_left")
    return SeatView(
        step=whole(need(message, "step", "state"), "state.step", 0, 2**40),
        table=text(need(message, "table", "state"), "state.table", 20),
        observation=obs, offered=offered, next_hand=next_hand,
        waiting_for=tuple(chair_of(c, "state.waiting_for") for c in items(message.get("waiting_for", []),
                                                                           "state.waiting_for", 4)),
        throws_flowers=tuple(flag(f, "state.throws_flowers") for f in items(
            message.get("throws_flowers", [False] * 4), "state.throws_flowers", 4)),
        turn_seconds=None if turn is None else whole(turn, "state.turn_seconds", 1, 3600),
        time_left=None if left is None else _seconds(left, "state.time_left"),
        match=match_from(need(message, "match", "state")),
        seats=seats_from(need(message, "seats", "state"), "state.seats"),
        end=end_from(message.get("result")),
        aids=aids_from(message.get("aids")),
        events=events_after(need(message, "log", "state"), events),
    )


def events_after(log: Any, held: Sequence[Event]) -> tuple[Event, ...]:
    start = whole(need(log, "from", "log"), "log.from", 0, 10_000)
    if start > len(held):
        raise BadMessage("log.from: events are missing before it")
    fresh = [event_from(e, f"log.events[{i}]") for i, e in enumerate(items(need(log, "events", "log"), "log",
                                                                             2000))]
    return (*held[:start], *fresh)


def match_from(data: Any) -> MatchFacts:
    scores = items(need(data, "scores", "match"), "match.scores", 4)
    if len(scores) != 4:
        raise BadMessage("match.scores: expected four")
    stacks = data.get("stacks")
    four = tuple(whole(s, "match.scores", -10**9, 10**9) for s in scores)
    return MatchFacts(
        hand=whole(need(data, "hand", "match"), "match.hand", 0, 10_000),
        hands=whole(need(data, "hands", "match"), "match.hands", 0, 10_000),
        scores=(four[0], four[1], four[2], four[3]),
        carry=counters_from(data.get("carry", {}), "match.carry"),
        table_marks=counters_from(data.get("table_marks", {}), "match.table_marks"),
        dealer_streak=whole(data.get("dealer_streak", 0), "match.dealer_streak", 0, 10_000),
        stacks=None if stacks is None else tuple(whole(s, "match.stacks", -10**9, 10**9)
                                                 for s in items(stacks, "match.stacks", 4)),
        over=flag(data.get("over", False), "match.over"),
    )


def end_from(data: Any) -> HandEnd | None:
    if data is None:
        return None
    hands = items(need(data, "hands", "result"), "result.hands", 4)
    return HandEnd(result_from(data), tuple(tiles_from(h, "result.hands", 18) for h in hands),
                   maybe_tile(data.get("win_tile"), "result.win_tile"))


def aids_from(data: Any) -> Aids | None:
    if data is None:
        return None
    after: dict[int | None, dict[int, str]] = {}
    for entry in items(data.get("wait_verdicts", []), "aids.wait_verdicts", 14):
        verdicts = need(entry, "verdicts", "aids.wait_verdicts")
        if not isinstance(verdicts, dict) or len(verdicts) > 42:
            raise BadMessage("aids.wait_verdicts.verdicts: expected an object by tile")
        after[maybe_tile(entry.get("after"), "aids.wait_verdicts.after")] = {
            tile_from(k, "aids.wait_verdicts"): text(v, "aids.wait_verdicts", 400)
            for k, v in verdicts.items()}
    why_win, why_claim = data.get("why_not_win"), data.get("why_not_claim")
    claim_win = data.get("why_not_claim_win")
    if claim_win is not None and type(claim_win) is not bool:
        raise BadMessage("aids.why_not_claim_win: expected true, false or null")
    return Aids(None if why_win is None else text(why_win, "aids.why_not_win", 400), after,
                None if why_claim is None else text(why_claim, "aids.why_not_claim", 400),
                claim_win is not False)


def _seconds(value: Any, where: str) -> float:
    if type(value) not in (int, float) or not 0 <= value <= 86_400:
        raise BadMessage(f"{where}: expected seconds")
    return float(value)
