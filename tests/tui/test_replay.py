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
from mahjong_tui.i18n import Strings
from mahjong_tui.replay import HandReplay, MatchReplay, read_replay
from mahjong_tui.screens.replay import ReplayScreen, concealed_text, step_words
from mahjong_tui.tiles_view import WILD_STYLE, TileStyle, plain_name
from mahjong_tui.views import sorted_hand
from rules.engine import Action, ActionKind, Match, Observation
from rules.records import RecordError
from rules.tiles import display_key
from tests.tui.rendered import plain


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


def saved_match(tmp_path: Path, variant: str, seed: int, hands: int
                ) -> tuple[Match, list[list[tuple[Observation, ...]]], Path]:
    match, seen = play_recorded(variant, seed, hands)
    path = tmp_path / "match.json"
    match.save(path)
    return match, seen, path


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
    save.write_text(json.dumps({"format": 1, "settings": {}, "match": match.to_record().to_json()}),
                    encoding="utf-8")
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
    match, seen, path = saved_match(tmp_path, "jinhua", 2, hands=2)
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
        action = Action.parse(match.hands[0].actions[2])
        wind = Strings("en").wind(screen.replay.hand.observations()[0].winds[action.chair])
        assert "Hand 1 · step 3/" in str(step.render()) and f"  —  {wind} (" in str(step.render())
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


def test_each_step_names_the_chair_by_its_wind_and_the_tile_by_its_face() -> None:
    """Bug 3: "S discard 3m" when East discarded 三萬 — the notation's letter is the chair, not the wind."""
    match, _ = play_recorded("shanghai", 4, hands=2)
    hand = HandReplay(match.hands[1])  # the second hand: the dealer has moved or stayed, winds are its own
    for position, action in enumerate(hand.actions[:12], 1):
        game = hand.go_to(position)
        obs = game.observation(0)
        for lang in ("en", "zh"):
            strings = Strings(lang)
            who = strings.wind(obs.winds[action.chair])
            words = step_words(strings, action, game, who)
            assert words.startswith(who)
            if action.tile is not None:
                assert strings.tile(action.tile) in words
            if action.kind is ActionKind.DISCARD:
                assert words == strings.pick(f"{who} 打出 ", f"{who} discards ") + strings.tile(action.tile)


@pytest.mark.parametrize("variant", ["cixi", "jinhua", "jinshan"])
async def test_the_header_shows_the_wild_kinds_and_hands_sort_as_the_table_does(tmp_path: Path,
                                                                                variant: str) -> None:
    _, _, path = saved_match(tmp_path, variant, 6, hands=1)
    app = make_app(home=tmp_path, replay=path)
    async with app.run_test(size=(160, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.replay is not None
        await pilot.press("right", "right")
        obs = screen.replay.hand.observations()[0]
        footer = plain(screen.query_one("#replay-table", Static).content, width=200).strip().split("\n")[-1]
        wild_faces = [plain_name(k, TileStyle.CJK) for k in sorted(obs.wild_kinds) if k < 34]
        for face in wild_faces:  # Cixi: the kind after the turned tile; Jinhua: the turned tile's kind
            assert face in footer
        if obs.indicator is not None:
            assert plain_name(obs.indicator, TileStyle.CJK) in footer
            if variant == "cixi":
                assert obs.indicator not in obs.wild_kinds
        for chair in range(4):
            seen = screen.replay.hand.observations()[chair]
            shown = concealed_text(seen, chair, TileStyle.CJK)
            order = [k for k in sorted_hand(list(seen.concealed), frozenset(seen.wild_kinds))]
            plain_order = [k for k in order if k not in seen.wild_kinds]
            assert plain_order == sorted(plain_order, key=display_key)  # 萬 條 筒 honors, as the table
            in_order = shown.plain.split() == [plain_name(k, TileStyle.CJK) for k in order]
            assert in_order or seen.drawn is not None
            wild_spans = [span for span in shown.spans if span.style == WILD_STYLE]
            assert len(wild_spans) == sum(k in seen.wild_kinds for k in seen.concealed)


async def test_the_replay_screen_opens_at_a_chosen_hand(tmp_path: Path) -> None:
    _, seen, path = saved_match(tmp_path, "jinshan", 5, hands=2)
    screen = ReplayScreen(Strings("en"), path, hand=2)
    assert screen.replay is not None and screen.replay.index == 1
    assert screen.replay.hand.observations() == seen[1][0]
