"""Match.undo_to / undo_last (practice mode, issue 10): the hand is rebuilt from its seed and replayed, so the
table after undoing is exactly the table before the undone action; a finished hand comes off the books."""

from __future__ import annotations

import random

import pytest

import bots
from rules.engine import IllegalAction, Match, Observation


def play(match: Match, seed: int, until: int | None = None) -> list[tuple[Observation, ...]]:
    """Random bots act; every chair's view is kept before each action. Stops after ``until`` actions."""
    game = match.game
    assert game is not None
    states = []
    while game.result is None and (until is None or len(game.actions) < until):
        states.append(tuple(game.observation(c) for c in range(4)))
        chair = game.to_act()[0]
        bot = bots.get_bot("random", random.Random(f"{seed}:{len(game.actions)}"))
        match.apply(bot.choose(game.observation(chair)))
    return states


def test_undo_to_gives_back_the_table_at_that_step() -> None:
    match = Match("jinhua", 3)
    match.next_hand()
    states = play(match, 3, until=30)
    for step in (29, 12, 0):
        game = match.undo_to(step)
        assert tuple(game.observation(c) for c in range(4)) == states[step]
        assert len(game.actions) == step
    with pytest.raises(IllegalAction):
        match.undo_to(5)  # only back in time


def test_undo_last_takes_back_the_chairs_action_and_what_followed() -> None:
    match = Match("shanghai", 8)
    game = match.next_hand()
    states = play(match, 8, until=40)
    human = 2
    last = max(i for i, a in enumerate(game.actions) if a.chair == human)
    assert match.undo_last([human])
    assert match.game is not None and len(match.game.actions) == last
    assert tuple(match.game.observation(c) for c in range(4)) == states[last]
    assert human in match.game.to_act()  # the human is asked again


def test_undoing_the_last_action_of_a_finished_hand_unbooks_it() -> None:
    match = Match("cixi", 4)
    match.next_hand()
    play(match, 4)
    first = match.game
    assert first is not None and first.result is not None and len(match.hands) == 1
    booked = (list(match.scores), list(match.hands), match.dealer, dict(match.carry))
    dealer_before, carry_before = first.dealer, dict(first.carry)
    match.undo_to(len(first.actions) - 1)
    assert match.hands == [] and match.scores == [0, 0, 0, 0]
    assert (match.dealer, match.carry) == (dealer_before, carry_before)
    assert match.game is not None and match.game.result is None
    match.apply(first.actions[-1])  # playing it again books the same hand again
    assert (list(match.scores), list(match.hands), match.dealer, dict(match.carry)) == booked


def test_nothing_to_undo_for_a_chair_that_has_not_acted() -> None:
    match = Match("jinshan", 1)
    game = match.next_hand()
    others = {0, 1, 2, 3} - {game.to_act()[0]}
    assert match.undo_last(others) is False
