"""What one seat is sent: the ``state`` message (docs/protocol.md), built from that seat's observation, the
events as that seat sees them, and facts every seat sees alike — nothing else of the engine is read here.

This module is the privacy boundary of the host. Its inputs are ``session.observation(chair)`` (which holds
only the chair's own tiles and the public table), ``Event.seen_by(chair)``, the match's public counters
(scores, carry, stacks, dealer streak) and, once the hand is over, every chair's tiles as the table lays
them down (the result screen shows them). ``tests/net/test_privacy.py`` checks every line sent over whole
hands of every variant.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bots.advice import rank_discards
from mahjong_tui.net.codec import actions_json, event_json, observation_json, tile_code, tile_codes
from mahjong_tui.net.results import result_json
from mahjong_tui.session import TableSession
from rules.engine import Action

NEXT_HAND = "next_hand"  # the one offered answer that is not an engine action: go on to the next hand


def public_waiting(session: TableSession, chair: int) -> list[int]:
    """The chairs the table waits for, as ``chair`` may know them: in a claim or rob window only the seat's
    own question shows (who else may claim is not public); otherwise the turn player."""
    to_act = session.to_act()
    if session.game.phase in ("claim", "rob"):
        return [chair] if chair in to_act else []
    return to_act


def offered_json(session: TableSession, chair: int, offered: Sequence[Action], next_hand: bool) -> list[Any]:
    if next_hand:
        return [{"id": 0, "kind": NEXT_HAND, "text": NEXT_HAND}]
    return actions_json(offered)


def log_json(session: TableSession, chair: int, start: int) -> dict[str, Any]:
    """The hand's events from index ``start`` on, each as ``chair`` sees it (others' draws hidden)."""
    events = session.game.events
    return {"hand": session.hand_number, "from": start,
            "events": [event_json(event.seen_by(chair)) for event in events[start:]]}


def match_json(session: TableSession) -> dict[str, Any]:
    """The match's public counters: running scores, the hand number, carried marks, 連莊, SH-20 stacks."""
    stacks = session.stacks()
    return {"hand": session.hand_number, "hands": session.settings.hands, "scores": list(session.scores()),
            "carry": session.carry(), "table_marks": session.table_marks(),
            "dealer_streak": session.dealer_streak(), "stacks": None if stacks is None else list(stacks),
            "over": session.match_over}


def end_of_hand_json(session: TableSession) -> dict[str, Any] | None:
    """The result once the hand is over, with every chair's tiles laid down and the winning tile."""
    result = session.result
    if result is None:
        return None
    win_tile = session.win_tile()
    return {**result_json(result), "hands": [tile_codes(tiles) for tiles in session.revealed_hands()],
            "win_tile": None if win_tile is None else tile_code(win_tile)}


def hand_aids_json(session: TableSession, chair: int, asked: bool) -> dict[str, Any]:
    """Learning aids for the seat's own hand, in the engine's words (the client words them as the app
    does): why a complete hand is no legal win, and each wait's verdict ("" = a legal win) after the
    discard the status line assumes and — when the seat is asked — after each of the hint's three best
    discards that leave the hand ready. Computed from the seat's own tiles and the public table.
    (``why_not_claim``, why the last discard could not be claimed or won, is added as the table plays it.)"""
    status, verdicts = session.hand_status(chair)
    after: dict[int | None, dict[int, str]] = {status.discard: verdicts} if status.waits else {}
    if asked:
        for candidate in rank_discards(session.observation(chair), limit=3):
            if candidate.waits and candidate.tile not in after:
                after[candidate.tile] = session.wait_verdicts(chair, candidate.tile)
    return {"why_not_win": session.why_not_now(chair),
            "wait_verdicts": [{"after": None if discard is None else tile_code(discard),
                               "verdicts": {tile_code(kind): why for kind, why in sorted(found.items())}}
                              for discard, found in after.items()]}


def state_json(session: TableSession, chair: int, *, log_from: int, offered: Sequence[Action],
               next_hand: bool, seats: list[dict[str, Any]], table: str, time_left: float | None,
               aids: dict[str, Any] | None) -> dict[str, Any]:
    """The whole state of ``chair``'s table now: a client paints its screen from this message alone."""
    obs = session.observation(chair)
    return {
        "type": "state",
        "step": session.step,
        "table": table,
        "observation": observation_json(obs),
        "actions": offered_json(session, chair, offered, next_hand),
        "waiting_for": public_waiting(session, chair),
        "throws_flowers": [session.throws_flowers(c) for c in range(4)],
        "turn_seconds": session.turn_seconds,
        "time_left": None if time_left is None else round(time_left, 1),
        "log": log_json(session, chair, log_from),
        "match": match_json(session),
        "seats": seats,
        "result": end_of_hand_json(session),
        "aids": aids,
    }
