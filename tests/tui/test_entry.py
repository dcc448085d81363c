"""The way in and out of a match (issue 19 part A): the bare command opens the first screen, every match is
kept and resumed from the menu, quick starts, the tour once, the palette, the match-over screen, the
new-game form; and the damaged-save and refusing-disk paths of issue 15, all without tmux."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.command import CommandList, CommandPalette
from textual.pilot import Pilot
from textual.widgets import Button, OptionList, Select

from mahjong_tui import storage
from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.cli import main
from mahjong_tui.profile import ProfileStore
from mahjong_tui.safe_read import ReadRefused
from mahjong_tui.screens.first import FirstScreen
from mahjong_tui.screens.new_game import NewGameScreen
from mahjong_tui.screens.result import ResultScreen
from mahjong_tui.screens.saved import SavedMatchesScreen
from mahjong_tui.screens.summary import SummaryScreen
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.screens.tour import TourScreen
from mahjong_tui.settings import GameSettings
from tests.tui.conftest import (
    first_dealer,
    new_app,
    own_turn,
    play_until_result,
    send_key,
    settle,
    stacked_wall,
)


def menu_app(home: Path, **changes: Any) -> MahjongApp:
    return make_app(GameSettings(bot_delay=0.0, seed=3, lang="en").with_(**changes), home=home,
                    show_menu=True)


def the_table(app: MahjongApp) -> TableScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, TableScreen))


def heard(app: MahjongApp, monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[object]]:
    """What the app notifies and the message it leaves on the terminal when it exits."""
    said: list[str] = []
    left: list[object] = []
    monkeypatch.setattr(app, "notify", lambda message, **_: said.append(str(message)))
    exit_app = app.exit
    monkeypatch.setattr(app, "exit", lambda *a, **k: (left.append(k.get("message")), exit_app(*a, **k)))
    return said, left


def skip_tour(home: Path) -> None:
    ProfileStore(home).update(lambda p: setattr(p, "tour_seen", True))


async def test_the_bare_command_takes_the_games_options(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[MahjongApp] = []
    monkeypatch.setattr(MahjongApp, "run", lambda self, *a, **k: started.append(self))
    main(["--lang", "zh", "--seed", "7"])
    app = started[0]
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, FirstScreen)
        assert app.strings.lang == "zh-Hans" and app.settings.seed == 7
        assert app.store.directory == home
        await pilot.press("ctrl+q")


def test_help_and_version_stay_the_groups(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--help"])
    assert "Commands:" in capsys.readouterr().out


async def play_a_little_and_quit(home: Path, monkeypatch: pytest.MonkeyPatch, variant: str) -> object:
    app = new_app(home, variant=variant)
    _, left = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        await own_turn(pilot, await settle(pilot))
        await settle(pilot)
        observed = the_table(app).session.observation(0)
        await pilot.press("ctrl+q")
    assert "mahjong-tui play --resume" in str(left[0])  # ctrl+q says how to come back
    return observed


@pytest.mark.slow
async def test_two_matches_are_kept_and_each_resumes_from_the_menu(home: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    jinshan = await play_a_little_and_quit(home, monkeypatch, "jinshan")
    shanghai = await play_a_little_and_quit(home, monkeypatch, "shanghai")  # bug 1: jinshan's save survives
    assert len(list((home / "saves").glob("*.json"))) == 2
    for row, variant, observed in ((0, "shanghai", shanghai), (1, "jinshan", jinshan)):
        app = menu_app(home)
        async with app.run_test(size=(120, 36)) as pilot:
            await pilot.pause()
            first = app.screen
            assert isinstance(first, FirstScreen) and app.focused is first.query_one("#variants", OptionList)
            assert "Shanghai" in str(first.query_one("#resume", Button).label)  # the latest is offered
            await pilot.press("s")
            saved = app.screen
            assert isinstance(saved, SavedMatchesScreen)
            listing = saved.query_one("#saved-list", OptionList)
            assert listing.option_count == 2 and "Shanghai" in str(listing.get_option_at_index(0).prompt)
            assert "hand 1" in str(listing.get_option_at_index(1).prompt)
            for _ in range(row):
                await pilot.press("down")
            await pilot.press("enter")
            await settle(pilot)
            table = the_table(app)
            assert table.session.settings.variant == variant
            assert table.session.observation(0) == observed
            await pilot.press("ctrl+q")


async def test_quick_starts_seat_the_humans_and_the_tour_shows_once(home: Path) -> None:
    app = menu_app(home)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        first = app.screen
        assert isinstance(first, FirstScreen) and app.focused is first.query_one("#variants", OptionList)
        variants = first.query_one("#variants", OptionList)
        text = " ".join(str(variants.get_option_at_index(i).prompt) for i in range(variants.option_count))
        assert all(word in text for word in ("百搭", "knock", "財神", "龍"))  # what makes each game special
        variants.highlighted = 3  # Cixi
        await pilot.pause()
        await pilot.click("#quick-hot-3")
        await pilot.pause()
        assert isinstance(app.screen, TourScreen)
        for _ in range(4):
            await pilot.press("n")
        await pilot.pause()
        table = the_table(app)
        assert table.session.settings.variant == "cixi"
        assert table.session.settings.seats == ("human", "human", "human", "bot")
        assert ProfileStore(home).load()[0].tour_seen
    # four bots at delay 0 would play the match out behind the pauses below (CPU the check does not need)
    app = menu_app(home, bot_delay=5.0)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        await pilot.click("#quick-watch-0")
        await pilot.pause()
        assert not isinstance(app.screen, TourScreen)  # shown once
        assert the_table(app).session.settings.seats == ("bot",) * 4


async def test_the_palette_offers_every_screen_and_the_keys_of_the_one_below(home: Path) -> None:
    from mahjong_tui.palette import app_commands, key_commands

    skip_tour(home)
    app = menu_app(home)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        titles = [title for title, _, _ in app_commands(app)]
        assert {"New game", "Saved matches", "Score calculator", "Profile", "Table tour"} <= set(titles)
        assert "Quick start: Watch four bots (慈溪麻將 Cixi)" in titles
        await pilot.press("ctrl+p")
        for _ in range(100):
            if isinstance(app.screen, CommandPalette):
                break
            await pilot.pause(0.05)
        await pilot.press(*"saved matches")
        for _ in range(100):  # the palette searches in a worker: wait for its hits
            await pilot.pause(0.05)
            hits = app.screen.query_one(CommandList)
            if hits.option_count and hits.highlighted is not None:
                break
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SavedMatchesScreen)
        await pilot.press("escape")
        await pilot.pause()
        first = app.screen
        assert isinstance(first, FirstScreen)
        # the keys of the screen below the palette
        keys = [title for title, _, _ in key_commands(first, app.strings)]
        assert {"Saved", "New game", "Rules", "Help", "Calculator"} <= set(keys)


async def until(pilot: Pilot[None], done: Callable[[], bool], limit: float = 10.0) -> None:
    """Wait (on a busy machine too) until ``done()``; fail after ``limit`` seconds."""
    for _ in range(int(limit / 0.02)):
        if done():
            return
        await pilot.pause(0.02)
    raise AssertionError(f"still waiting on {pilot.app.screen!r}")


async def test_the_match_over_screen_plays_again_or_goes_back_to_the_menu(home: Path) -> None:
    # a one-hand match the human wins as it is dealt (天胡): the hand is over at once
    seed = next(s for s in range(50) if first_dealer("jinshan", s) == 0)
    app = new_app(home, variant="jinshan", hands=1, seed=seed)
    app.stacked_wall = stacked_wall("jinshan", 0, {0: "123m456p789s155z5f"}, dealer_draw="5z")
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        app.stacked_wall = None  # the next match (Again) is dealt as any other, not won at its deal again
        await pilot.press("w")
        assert isinstance(await settle(pilot), ResultScreen)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        summary = app.screen  # bug 7: no Close that ends the program
        assert app.focused is summary.query_one("#again", Button)
        seed = the_table(app).session.settings.seed
        await pilot.press("a")
        # the new deal may already show a claim prompt over the table: wait on the table, not the top screen
        await until(pilot, lambda: the_table(app).session.settings.seed != seed)
        table = the_table(app)  # the same table again, a new deal
        assert (table.session.settings.variant, table.session.hand_number) == ("jinshan", 1)
        assert [s for s in app.screen_stack if isinstance(s, TableScreen)] == [table]
        assert not any(isinstance(s, (SummaryScreen, ResultScreen)) for s in app.screen_stack)
        app.push_screen(SummaryScreen(app.strings, [("East", 0)] * 4, 1))  # the next match over, at once
        await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, FirstScreen))
        assert len(app.screen_stack) == 2
    assert len(list((home / "saves" / "finished").glob("*.json"))) == 1  # the match, kept for replays


async def test_the_new_game_form_starts_on_enter_and_keeps_start_in_sight(home: Path) -> None:
    skip_tour(home)
    app = make_app(GameSettings(variant="shanghai", lang="en", bot_delay=0.0), home=home, show_new_game=True)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        start = form.query_one("#start", Button)
        assert app.focused is start  # bug 8: Enter works at once
        assert start.region.bottom <= 36 - 1 and start.region.height > 0  # above the footer, not scrolled off
        assert form.query_one("#options-title").display
        seat = form.query_one("#seat-1", Select)
        labels = [str(prompt) for prompt, _ in seat._options]
        assert labels == ["Human", "Easy bot", "Normal bot", "Hard bot", "Expert bot", "Random bot (testing)"]
        assert seat.value == "normal"
        form.query_one("#variant", Select).value = "jinshan"
        await pilot.pause()
        assert not form.query_one("#options-title").display  # no empty "Options" heading
        await pilot.press("enter")
        await settle(pilot)
        assert the_table(app).session.settings.variant == "jinshan"


async def test_escape_on_the_form_goes_back_to_the_first_screen(home: Path) -> None:
    app = menu_app(home)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, FirstScreen)


# --- issue 15, damaged files and faults inside the game -------------------------------------------------

def write_save(home: Path, name: str = "20260101-120000-jinshan.json", **settings: object) -> Path:
    path = home / "saves" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    good = GameSettings(seed=3).to_json()
    path.write_text(json.dumps({"format": 1, "settings": {**good, **settings},
                                "match": {"format": "mahjong-tui/match/1", "variant": "jinshan", "seed": 3},
                                "first_wall": None}), encoding="utf-8")
    return path


# five ways a save's settings can be damaged, each in its own file: one resume meets them all
BAD_SETTINGS = [{"variant": "mars"}, {"lang": "fr"}, {"seed": "x"}, {"options": {"ante": 1}},
                {"tile_style": "emoji"}]


async def test_a_save_the_app_cannot_use_is_kept_aside_once_and_the_first_screen_says_so(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``play --resume`` with only damaged saves started a new Jinshan game from default settings, which
    nobody asked for: the first screen opens with the notice instead, and nothing is started."""
    paths = [write_save(home, f"20260101-12000{n}-jinshan.json", **bad) for n, bad in enumerate(BAD_SETTINGS)]
    for attempt in range(2):
        app = make_app(GameSettings(bot_delay=0.0, seed=3, lang="en"), resume=True, home=home)
        said, _ = heard(app, monkeypatch)
        async with app.run_test(size=(120, 36)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, FirstScreen)
            assert not any(isinstance(s, TableScreen) for s in app.screen_stack)
            await pilot.press("ctrl+q")
        if attempt == 0:
            assert len(said) == len(BAD_SETTINGS), said  # each damaged save said once
            for path, bad in zip(paths, BAD_SETTINGS, strict=True):
                notice = next((line for line in said if path.name in line), None)
                assert notice is not None, f"{bad}: not said ({said})"
                assert f"{path.stem}.damaged-1" in notice and "new game" not in notice, bad
        else:
            assert said == ["No saved match to resume."]
    for path, bad in zip(paths, BAD_SETTINGS, strict=True):  # each set aside, so never tried again
        assert not path.exists() and len(list(path.parent.glob(f"{path.stem}.damaged-*"))) == 1, bad
    assert not [p for p in path.parent.glob("*.json") if "damaged" not in p.name]  # no match was started


async def test_resume_from_the_first_screen_of_a_save_damaged_since_shows_the_first_screen_again(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Resume (r) on the first screen, the save damaged after the list was made: said, and back to the
    first screen — no new game in its place."""
    path = write_save(home)
    app = menu_app(home)
    said, _ = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        path.write_text("{garbage", encoding="utf-8")
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, FirstScreen)
        assert not any(isinstance(s, TableScreen) for s in app.screen_stack)
    assert said and "damaged" in said[-1] and "new game" not in said[-1]


async def test_a_save_that_is_not_a_match_record_is_kept_aside(home: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_save(home)
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "first_wall": 5}), encoding="utf-8")
    app = make_app(GameSettings(bot_delay=0.0, lang="en"), resume=True, home=home)
    said, _ = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        assert "damaged" in said[0] and not path.exists()


def refuse_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(path: object, data: object) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(storage, "write_json_atomic", read_only)


async def play_one_move(app: MahjongApp) -> tuple[int, int]:
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await settle(pilot)
        before = the_table(app).session.step
        screen = await own_turn(pilot, screen)
        after = the_table(app).session.step
        await pilot.press("ctrl+q")
    return before, after


async def test_a_read_only_data_directory_turns_saving_off_and_the_move_stands(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    refuse_writes(monkeypatch)
    app = new_app(home, variant="jinhua")
    said, left = heard(app, monkeypatch)
    before, after = await play_one_move(app)
    assert after > before  # the discard was played though it could not be saved
    assert [s for s in said if s.startswith("saving is off")] == [said[0]] and "Permission denied" in said[0]
    assert "could not be kept" in str(left[0])


async def test_the_first_move_after_resuming_on_a_refusing_disk(home: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    await play_a_little_and_quit(home, monkeypatch, "jinshan")
    refuse_writes(monkeypatch)
    app = make_app(GameSettings(bot_delay=0.0, lang="en"), resume=True, home=home)
    said, _ = heard(app, monkeypatch)
    before, after = await play_one_move(app)
    assert after > before and any(s.startswith("saving is off") for s in said)


async def test_an_unreadable_save_in_a_read_only_directory_is_left_and_said(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_save(home)
    original: Callable[..., object] = storage.read_json

    def unreadable(source: Path, *args: object, **kwargs: object) -> object:  # as safe_read says it
        if source == path:
            raise ReadRefused(f"{source}: cannot read: Permission denied")
        return original(source, *args, **kwargs)

    def no_rename(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "read_json", unreadable)
    monkeypatch.setattr(storage.os, "replace", no_rename)
    refuse_writes(monkeypatch)
    app = make_app(GameSettings(bot_delay=0.0, lang="en"), resume=True, home=home)
    said, _ = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, FirstScreen)  # nothing else to resume: no new game in its place
    assert "could not be moved" in said[0] and path.exists()


async def test_no_home_directory_plays_on_with_saving_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(storage, "user_data_dir", lambda *a, **k: "~/.local/share/mahjong-tui")
    app = make_app(GameSettings(bot_delay=0.0, seed=3, lang="en"), environ={})
    said, left = heard(app, monkeypatch)
    before, after = await play_one_move(app)
    assert after > before and said[0].startswith("saving is off: no home directory")
    assert "could not be kept" in str(left[0])


async def test_zh_saving_notice(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    refuse_writes(monkeypatch)
    app = new_app(home, lang="zh-Hant")
    said, _ = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await send_key(pilot, "ctrl+q", lambda: app.is_running)
    assert said[0].startswith("存檔已關閉")


async def test_resume_skips_a_damaged_latest_save_for_the_match_before(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    observed = await play_a_little_and_quit(home, monkeypatch, "jinhua")
    latest = write_save(home, variant="mars")
    os.utime(latest, (2**31, 2**31))  # newer than the jinhua save
    app = make_app(GameSettings(bot_delay=0.0, lang="en"), resume=True, home=home)
    said, _ = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        assert the_table(app).session.observation(0) == observed
        await pilot.press("ctrl+q")
    assert "cannot be used" in said[0] and not latest.exists()


async def test_resume_of_a_save_nested_990_deep_is_refused_and_kept(home: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_save(home)
    path.write_text('{"format": 1, "settings": ' + "[" * 990 + "]" * 990 + "}", encoding="utf-8")
    app = make_app(GameSettings(bot_delay=0.0, lang="en"), resume=True, home=home)
    said, _ = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, FirstScreen)
    assert "nested more than" in said[0] and not path.exists()


@pytest.mark.slow  # a whole hand; test_no_home_directory_plays_on_with_saving_off stays in the default run
async def test_saving_off_is_said_once_over_a_whole_hand(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    refuse_writes(monkeypatch)
    app = new_app(home, variant="cixi", hands=2)
    said, _ = heard(app, monkeypatch)
    async with app.run_test(size=(120, 36)) as pilot:
        assert isinstance(await play_until_result(pilot), ResultScreen)
        await pilot.pause()
    assert len([s for s in said if s.startswith("saving is off")]) == 1  # save, replay copy, profile: once


async def test_a_saved_match_opens_in_the_replay_from_the_list(home: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from mahjong_tui.screens.replay import ReplayScreen

    await play_a_little_and_quit(home, monkeypatch, "jinhua")
    app = menu_app(home)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.path.parent == home / "saves"  # type: ignore[attr-defined]
