"""Issue 27: a table a player can follow at a glance — each bug found by playing, pinned by a Pilot test
that failed before its fix, and the table's new promises (one name per tile, the latest discard named,
承包 said when it happens)."""

from __future__ import annotations

import asyncio
import re
import time
from pathlib import Path

import pytest
from textual.widgets import RichLog, Static

from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.table import TableScreen
from tests.tui.conftest import act, new_app, own_turn, play_until_result, settle


def the_table(app: object) -> TableScreen:
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))  # type: ignore[attr-defined]


def log_text(log: RichLog) -> list[str]:
    return [line.text for line in log.lines]


@pytest.mark.slow
async def test_the_log_always_shows_the_newest_event_and_starts_each_hand_with_its_header(home: Path) -> None:
    """Bug 1: `play --variant jinshan --seed 33 --lang en` at 120×36: after about five go-arounds the log's
    last line stopped changing, and in hand 2 it still showed hand 1's lines."""
    app = new_app(home, variant="jinshan", seed=33, lang="en")
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await settle(pilot)
        log = the_table(app).query_one("#log", RichLog)
        for _ in range(12):
            if not isinstance(screen, TableScreen | ClaimPrompt):
                break
            pending = act(pilot, "escape") if isinstance(screen, ClaimPrompt) else own_turn(pilot, screen)
            screen = await pending
            await pilot.pause()
            assert log.scroll_y == log.max_scroll_y, "the newest line is out of sight"
        assert log.max_scroll_y > 0  # the log is full: what came before is scrolled back to
        await play_until_result(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.pause()
        lines = log_text(log)
        assert lines[0] == "— Hand 2 —" and "— Hand 1 —" not in lines
        assert log.scroll_y == log.max_scroll_y


async def test_a_claim_that_gives_way_to_a_higher_one_is_said(home: Path) -> None:
    """Bug 2: `play --variant jinhua --seed 1525040000 --lang en`, c at the first prompt: East's 碰 took the
    tile and nothing said so (C-5: 碰 before 吃)."""
    app = new_app(home, variant="jinhua", seed=1525040000, lang="en")
    async with app.run_test(size=(120, 36)) as pilot:
        prompt = await settle(pilot)
        assert isinstance(prompt, ClaimPrompt) and prompt.check_action("claim", ("chi",))
        await act(pilot, "c")
        message = str(the_table(app).query_one("#table-message", Static).render())
        assert "East's 碰 comes before your 吃 (C-5)" in message


async def test_each_chi_choice_names_the_key_that_picks_it(home: Path) -> None:
    """Bug: with two chi sequences the prompt said c/1 and c/2, though the second one's key is 2."""
    app = new_app(home, variant="jinshan", seed=21)
    async with app.run_test(size=(120, 40)) as pilot:
        prompt = await settle(pilot)
        assert isinstance(prompt, ClaimPrompt)
        keys = [line.split()[0] for line in prompt.choices_text().plain.splitlines()]
        assert keys[:2] == ["c/1", "2"] and "c/2" not in keys


# the default run watches until the log names six drawn tiles (a third of the hand); the whole hand with
# ``-m slow`` (CI)
@pytest.mark.parametrize("whole_hand", [False, pytest.param(True, marks=pytest.mark.slow)])
async def test_watch_mode_never_says_you_drew(home: Path, whole_hand: bool) -> None:
    """Bug: watching four bots, the log said "You drew 3 Dots" for the bot in chair 0."""
    app = new_app(home, variant="shanghai", seats=("normal",) * 4, seed=5)
    async with app.run_test(size=(120, 36)) as pilot:
        if whole_hand:
            await settle(pilot, limit=60)  # four bots play the whole hand: 20 s of wall ran out at load 12
        else:
            deadline = time.monotonic() + 30
            while sum(" drew " in line for line in log_text(the_table(app).query_one("#log", RichLog))) < 6:
                assert time.monotonic() < deadline, "no sixth named draw in the log"
                await asyncio.sleep(0.005)
        lines = log_text(the_table(app).query_one("#log", RichLog))
        assert not [line for line in lines if line.startswith("You")]
        assert any(" drew " in line for line in lines)  # the seat shown at the bottom is named


async def test_one_name_per_tile_and_never_a_code_on_the_small_table(home: Path) -> None:
    """At 80×24 in zh-Hans the rivers read 5m8m9p, the hand 二万 and the hint 5万: one face per tile now."""
    app = new_app(home, variant="jinshan", seed=7, lang="zh", seats=("human", "normal", "normal", "hard"))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await settle(pilot)
        for _ in range(6):
            pending = own_turn(pilot, table) if isinstance(table, TableScreen) else act(pilot, "escape")
            table = await pending
        table = the_table(app)
        await pilot.press("i")
        await pilot.pause()
        parts = table.query("SeatPanel, RiverView, CentrePanel, HintPanel")
        shown = "\n".join(str(part.render()) for part in parts)
        assert re.search(r"[1-9][mpsz]\b", shown) is None, shown  # no codes
        assert re.search(r"[1-9][万萬]", shown) is None, shown  # 五万, never 5万
        assert re.search(r"[一二三四五六七八九][万萬]", shown)


async def test_the_latest_discard_is_lit_in_its_river_and_named_in_the_centre(home: Path) -> None:
    from mahjong_tui.widgets.centre import CentrePanel
    from mahjong_tui.widgets.river import RiverView

    app = new_app(home, variant="jinshan", seed=7, seats=("human", "normal", "normal", "hard"))
    async with app.run_test(size=(120, 36)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        table = await own_turn(pilot, table)
        table = the_table(app)
        events = table.session.events(0)
        last = next(e for e in reversed(events) if e.kind in ("discard", "knock", "chi", "peng", "kong"))
        latest = table.query_one(CentrePanel).view.latest
        wind = table.strings.wind(table.session.observation(0).winds[last.chair])
        assert latest is not None and latest.words.startswith(wind) and latest.tile == last.tile
        lit = [r.river for r in table.query(RiverView) if r.river.lit is not None]
        if last.kind == "discard":
            assert len(lit) == 1 and lit[0].discards[lit[0].lit] == last.tile


def test_a_seat_never_splits_a_meld_over_two_lines() -> None:
    """At 120×36 a side seat read "4筒 5筒" / "6筒←South": melds, backs and flowers are kept whole."""
    from rich.text import Text

    from mahjong_tui.widgets.seat import flow

    head, backs, chi, kong = Text("▶ South Normal bot 2  +0"), Text("▆" * 10), Text("四筒 五筒 六筒←West"), \
        Text("五萬 五萬 五萬 五萬←North")
    lines = [line.plain for line in flow([head, backs, chi, kong], 26)]
    assert lines == [head.plain, backs.plain, chi.plain, kong.plain]  # none fits beside another: each whole
    pung = Text("東 東 東←North")
    assert [line.plain for line in flow([backs, pung], 30)] == [f"{backs.plain}  {pung.plain}"]


async def test_the_centre_names_the_game_whole_at_120x36(home: Path) -> None:
    """The centre cut "上海敲麻 Shanghai kn…": a line too wide goes on two, nothing is cut."""
    from mahjong_tui.widgets.centre import CentrePanel

    app = new_app(home, variant="shanghai", lang="en")
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        shown = str(the_table(app).query_one(CentrePanel).render())
        assert "上海敲麻" in shown and "Shanghai knock" in shown and "…" not in shown
