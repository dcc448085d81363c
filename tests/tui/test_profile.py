"""The profile: booked at the end of each hand (once), the match counted when it ends, JH-30 title from the
lifetime chips, atomic save, a damaged profile kept aside and a fresh one started."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from textual.widgets import Static

from mahjong_tui.app import make_app
from mahjong_tui.profile import MAX_PROFILE_BYTES, PROFILE_NAME, Profile, ProfileStore
from mahjong_tui.screens.profile import ProfileScreen
from mahjong_tui.screens.result import ResultScreen
from mahjong_tui.settings import GameSettings
from rules.variants import VARIANT_IDS
from tests.tui.conftest import new_app, play_until_result
from tests.tui.rendered import plain


def test_a_hand_is_booked_once_and_the_title_follows_the_chips() -> None:
    profile = Profile()
    assert profile.record_hand("7:jinhua:1", "jinhua", 12, won=True)
    assert not profile.record_hand("7:jinhua:1", "jinhua", 12, won=True)  # the same result shown again
    assert profile.record_hand("7:jinhua:2", "jinhua", -2, won=False, match_over=True)
    assert (profile.hands, profile.wins, profile.chips, profile.matches) == (2, 1, 10, 1)
    assert profile.by_variant["jinhua"].chips == 10
    assert profile.title() == ("小有财运", "A Little Lucky")  # JH-30: 10 reaches the second rung
    assert profile.next_title() == (20, "贫农", "Poor Peasant")


def test_the_store_round_trips_and_keeps_a_damaged_profile_aside(tmp_path: Path) -> None:
    store = ProfileStore(tmp_path)
    store.update(lambda p: p.record_drill(True))
    assert store.load()[0].drills_right == 1
    assert [p.name for p in tmp_path.iterdir()] == [PROFILE_NAME]  # no temp file left behind
    (tmp_path / PROFILE_NAME).write_text("{not json", encoding="utf-8")
    profile, kept = store.update(lambda p: p.record_drill(False))
    assert kept == tmp_path / "profile.damaged-1.json" and kept.read_text(encoding="utf-8") == "{not json"
    assert (profile.drills_asked, profile.drills_right) == (1, 0)
    (tmp_path / PROFILE_NAME).write_text(json.dumps({"format": "other"}), encoding="utf-8")
    assert store.load()[1] == tmp_path / "profile.damaged-2.json"


@pytest.mark.slow  # a whole hand or an oracle loop: CI runs it (tests/conftest.py)
async def test_a_played_hand_lands_in_the_profile_and_on_its_screen(home: Path) -> None:
    app = new_app(home, variant="cixi", hands=1)
    async with app.run_test(size=(120, 40)) as pilot:
        result = await play_until_result(pilot)
        assert isinstance(result, ResultScreen)
        await pilot.pause()
        profile, _ = ProfileStore(home).load()
        table = app.screen_stack[-2]
        net = table.session.result.net[0]  # type: ignore[attr-defined]
        assert (profile.hands, profile.matches, profile.chips) == (1, 1, net)
        assert profile.by_variant["cixi"].hands == 1
    app = make_app(home=home)
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_profile()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ProfileScreen)
        text = plain(screen.query_one("#profile-table", Static).content)
        assert "Hands played" in text and "慈溪麻將 Cixi" in text and "Title (JH-30)" in text


@pytest.mark.parametrize("content", [
    '{"format": "mahjong-tui/profile/1", "chips": Infinity}',
    '{"format": "mahjong-tui/profile/1", "chips": NaN}',
    '{"format": "mahjong-tui/profile/1", "by_variant": ' + "[" * 990 + "]" * 990 + "}",
    "[" * 990 + "]" * 990,
    '{"format": "mahjong-tui/profile/1", "chips": 1e400}',
    '{"format": "mahjong-tui/profile/1", "hands": true}',
    '{"format": "mahjong-tui/profile/1", "hands": -3}',
    '{"format": "mahjong-tui/profile/1", "wins": 10000000000000000000000}',
    '{"format": "mahjong-tui/profile/1", "by_variant": {"cixi": {"chips": "many"}}}',
    '{"format": "mahjong-tui/profile/1", "by_variant": {"cixi": []}}',
    '{"format": "mahjong-tui/profile/1", "tour_seen": "yes"}',
    # issue 26: names of no variant the game has, and lesson names of another variant
    '{"format": "mahjong-tui/profile/1", "by_variant": {"mars": {"hands": 1}}}',
    '{"format": "mahjong-tui/profile/1", "drills_by_variant": {"mars": [1, 1]}}',
    '{"format": "mahjong-tui/profile/1", "lessons": {"mars": []}}',
    '{"format": "mahjong-tui/profile/1", "lessons": {"cixi": ["jinhua/01-caishen"]}}',
])
def test_a_profile_the_app_cannot_use_is_kept_aside_and_a_fresh_one_starts(tmp_path: Path,
                                                                           content: str) -> None:
    (tmp_path / PROFILE_NAME).write_text(content, encoding="utf-8")
    profile, kept = ProfileStore(tmp_path).update(lambda p: p.record_hand("1:cixi:1", "cixi", 5, won=True))
    assert kept == tmp_path / "profile.damaged-1.json" and kept.read_text(encoding="utf-8") == content
    assert (profile.hands, profile.chips) == (1, 5)
    assert ProfileStore(tmp_path).load() == (profile, None)  # the fresh one was saved and reads back


def test_a_profile_that_cannot_be_written_is_said_and_play_goes_on(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from mahjong_tui import storage

    def read_only(path: object, data: object) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(storage, "write_json_atomic", read_only)
    told: list[str] = []
    profile, kept = ProfileStore(tmp_path, told.append).update(lambda p: p.record_drill(True))
    assert profile.drills_right == 1 and kept is None
    assert len(told) == 1 and "Permission denied" in told[0]


async def test_the_profile_screen_says_a_damaged_profile_was_kept_aside(home: Path) -> None:
    (home / PROFILE_NAME).write_text('{"format": "mahjong-tui/profile/1", "chips": Infinity}',
                                     encoding="utf-8")
    app = make_app(home=home)
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_profile()
        await pilot.pause()
        notice = plain(app.screen.query_one(".notice", Static).content)
        assert "damaged" in notice and "profile.damaged-1.json" in notice
        assert "+0" in plain(app.screen.query_one("#profile-table", Static).content)


def made_up_variants(count: int) -> str:
    """The reliability run's profile: ``count`` made-up variant names (20,000: 900 KB, under the old 1 MiB
    cap)."""
    tallies = {f"made-up-{n:05d}": {"hands": 1, "wins": 0, "chips": 0} for n in range(count)}
    return json.dumps({"format": "mahjong-tui/profile/1", "by_variant": tallies}, separators=(",", ":"))


def test_a_profile_larger_than_any_the_game_writes_is_kept_aside(tmp_path: Path) -> None:
    # the loader's caps: 100 lesson names of 80 characters for each variant
    longest = {v: [f"{v}/{n:02d}-".ljust(80, "x") for n in range(100)] for v in VARIANT_IDS}
    played = Profile(lessons=longest, last_hand="x" * 200)
    assert ProfileStore(tmp_path).load()[0] == Profile()
    ProfileStore(tmp_path).save(played)
    assert ProfileStore(tmp_path).load() == (played, None)  # the largest profile the loader takes fits
    (tmp_path / PROFILE_NAME).write_text(made_up_variants(20_000), encoding="utf-8")
    assert MAX_PROFILE_BYTES < (tmp_path / PROFILE_NAME).stat().st_size < 1024 * 1024
    profile, kept = ProfileStore(tmp_path).load()
    assert profile == Profile() and kept == tmp_path / "profile.damaged-1.json"


async def test_a_profile_of_made_up_variants_is_set_aside_and_the_screen_stays_fast(home: Path) -> None:
    (home / PROFILE_NAME).write_text(made_up_variants(1_000), encoding="utf-8")  # under the size cap
    app = make_app(home=home)
    async with app.run_test(size=(100, 30)) as pilot:
        started = time.monotonic()
        app.open_profile()
        await pilot.pause()
        assert time.monotonic() - started < 5  # it took 20 s with 20,000 rows (a loaded machine: generous)
        notice = plain(app.screen.query_one(".notice", Static).content)
        assert "profile.damaged-1.json" in notice
        assert "made-up" not in plain(app.screen.query_one("#profile-table", Static).content)


@pytest.mark.parametrize(("lang", "heads", "rows"), [
    ("en", ("Drills", "Right"), ("金山麻將 Jinshan", "慈溪麻將 Cixi")),
    ("zh-Hant", ("練習題數", "答對"), ("金山麻將", "慈溪麻將")),
    ("zh", ("练习题数", "答对"), ("金山麻将", "慈溪麻将")),
])
async def test_the_profile_screen_shows_drill_accuracy_per_variant(home: Path, lang: str,
                                                                   heads: tuple[str, str],
                                                                   rows: tuple[str, str]) -> None:
    store = ProfileStore(home)
    for right in (True, True, True, False):  # Jinshan: 4 tried, 3 right
        store.update(lambda p, r=right: p.record_drill(r, "jinshan"))
    store.update(lambda p: p.record_drill(False, "cixi"))  # Cixi: drilled, never played
    store.update(lambda p: p.record_hand("5:shanghai:1", "shanghai", 4, won=True))  # played, never drilled
    app = make_app(GameSettings(lang=lang), home=home)
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_profile()
        await pilot.pause()
        assert isinstance(app.screen, ProfileScreen)
        lines = plain(app.screen.query_one("#profile-table", Static).content).splitlines()
    rows_by_name = {cells[0]: cells[1:] for cells in map(table_cells, lines) if cells}
    assert rows_by_name[rows[0]][-2:] == ["4", "75%"]  # drills tried, share right
    assert rows_by_name[rows[1]] == ["0", "0", "+0", "1", "0%"]
    shanghai = next(cells for name, cells in rows_by_name.items() if "上海" in name)
    assert shanghai == ["1", "1", "+4", "0", "–"]
    assert next(cells for name, cells in rows_by_name.items() if heads[0] in cells)[-2:] == list(heads)
    assert any(("3/5" in line and "60%" in line) for line in lines)  # all variants together, as before


def table_cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.replace("┃", "│").split("│") if cell.strip()]


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
async def test_at_80_columns_every_variant_name_stays_on_one_line(home: Path, lang: str) -> None:
    """At 80×24 in English the table wrapped 上海敲麻 Shanghai knock over two rows; the headings are short
    instead (Hands, Won, Chips), the names whole."""
    store = ProfileStore(home)
    for variant in ("jinshan", "shanghai", "jinhua", "cixi"):
        store.update(lambda p, v=variant: p.record_hand(f"5:{v}:1", v, -12345, won=True))
        store.update(lambda p, v=variant: p.record_drill(True, v))
    app = make_app(GameSettings(lang=lang), home=home)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_profile()
        await pilot.pause()
        table = app.screen.query_one("#profile-table", Static)
        drawn = [strip.text for strip in table.render_lines(table.region.reset_offset)]
    names = ["金山麻將 Jinshan", "上海敲麻 Shanghai knock", "金華麻將 Jinhua", "慈溪麻將 Cixi"]
    if lang != "en":
        names = ["金山麻将", "上海敲麻", "金华麻将", "慈溪麻将"]
    for name in names:
        assert any(name in line and "-12345" in line for line in drawn), (name, drawn)
    next_title = "Next title" if lang == "en" else "下一个称号"  # its own row: it wrapped after the title
    assert any(next_title in line and ("chips" in line or "筹码" in line) for line in drawn), drawn
