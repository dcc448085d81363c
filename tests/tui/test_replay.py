"""Replays: a recorded hand replayed from its file reproduces every state (each chair's observation after
each action, forwards and backwards); the replay screen steps with ←/→ and changes hand with PgDn/PgUp;
``mahjong-tui replay`` refuses a bad file in one line."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner
from textual.widgets import Static

import bots
from mahjong_tui.app import make_app
from mahjong_tui.cli import cli
from mahjong_tui.replay import HandReplay, MatchReplay, read_replay
from mahjong_tui.screens.replay import ReplayScreen
from mahjong_tui.words import name_codes
from rules.engine import Match, Observation
from rules.records import RecordError


def play_recorded(variant: str, seed: int, hands: int) -> tuple[Match, list[list[tuple[Observation, ...]]]]:
    """Bots play ``hands`` hands; every chair's observation is kept after the deal and after each action."""
    match = Match(variant, seed, players=("a", "b", "c", "d"))
    seen: list[list[tuple[Observation, ...]]] = []
    for number in range(hands):
        game = match.next_hand()
        states = [tuple(game.observation(c) for c in range(4))]
        while game.result is None:
            chair = game.to_act()[0]
            bot = bots.get_bot("random", random.Random(f"{seed}:{number}:{len(game.actions)}"))
            match.apply(bot.choose(game.observation(chair)))
            states.append(tuple(game.observation(c) for c in range(4)))
        seen.append(states)
    return match, seen


@pytest.mark.parametrize("variant", ["jinshan", "cixi"])
def test_a_replay_reproduces_every_recorded_state(tmp_path: Path, variant: str) -> None:
    match, seen = play_recorded(variant, 5, hands=2)
    path = tmp_path / "match.json"
    match.save(path)
    replay = MatchReplay(read_replay(path))
    for number, states in enumerate(seen):
        hand = replay.go_to_hand(number)
        assert len(hand) == len(states) - 1
        assert hand.observations() == states[0]
        for position in range(1, len(states)):  # forwards
            hand.forward()
            assert hand.observations() == states[position], f"hand {number + 1}, step {position}"
        assert hand.game.result is not None
        for position in range(len(states) - 2, -1, -1):  # and backwards
            hand.back()
            assert hand.observations() == states[position], f"hand {number + 1}, back to {position}"


def test_a_hand_record_and_the_apps_save_replay_too(tmp_path: Path) -> None:
    match, seen = play_recorded("shanghai", 9, hands=1)
    single = tmp_path / "hand.json"
    single.write_text(json.dumps(match.hands[0].to_json()), encoding="utf-8")
    hand = HandReplay(read_replay(single).hands[0])
    assert hand.go_to(len(hand)).observation(0) == seen[0][-1][0]
    assert hand.go_to(3).observation(2) == seen[0][3][2]
    save = tmp_path / "save.json"
    save.write_text(json.dumps({"format": 1, "settings": {}, "match": match.to_record().to_json()}), encoding="utf-8")
    assert read_replay(save).hands == tuple(match.hands)


def test_bad_files_are_refused_with_the_reason(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(RecordError, match="not a readable record"):
        read_replay(broken)
    run = CliRunner().invoke(cli, ["replay", str(broken)])
    assert run.exit_code == 2 and run.output.startswith("error: ") and run.output.count("\n") == 1
    other = tmp_path / "other.json"
    other.write_text('{"hello": 1}', encoding="utf-8")
    assert "not a mahjong-tui save" in CliRunner().invoke(cli, ["replay", str(other)]).output


async def test_the_replay_screen_steps_forwards_and_backwards(tmp_path: Path) -> None:
    match, seen = play_recorded("jinhua", 2, hands=2)
    path = tmp_path / "match.json"
    match.save(path)
    app = make_app(home=tmp_path, replay=path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.replay is not None
        step = screen.query_one("#replay-step", Static)
        assert "Hand 1 · step 0/" in str(step.render()) and "the deal" in str(step.render())
        await pilot.press("right", "right", "right")
        assert screen.replay.hand.position == 3
        assert screen.replay.hand.observations() == seen[0][3]
        assert name_codes(str(match.hands[0].actions[2]), "en") in str(step.render())  # tiles by name (issue 18)
        await pilot.press("left")
        assert screen.replay.hand.observations() == seen[0][2]
        await pilot.press("end")
        assert screen.replay.hand.game.result is not None
        await pilot.press("pagedown")
        assert screen.replay.index == 1 and screen.replay.hand.observations() == seen[1][0]
        await pilot.press("escape")
    assert app.return_code == 0


async def test_a_hand_record_with_an_illegal_action_is_refused_not_crashed_on(tmp_path: Path) -> None:
    """A lone hand record is checked when read, as a match record is: stepping onto its bad action used to
    raise IllegalAction out of the replay screen and end the app with a traceback."""
    match, _ = play_recorded("jinshan", 5, hands=1)
    record = match.hands[0].to_json()
    record["actions"] = [*record["actions"][:2], "S win"]
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    app = make_app(home=tmp_path, replay=path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.replay is None
        await pilot.press("end")
        assert "action 3 ('S win')" in str(screen.query_one("#replay-step", Static).render())
        await pilot.press("escape")
    assert app.return_code == 0
