"""Issue 29 in the app: a played hand reviewed end to end — "Review this hand" on the result screen, the
decisions marked, a jump to the mistake, its candidate table, "Play on from here" — and the review's
worker stopped by Esc, kept so that it is computed once, a damaged kept review set aside, the profile's
chips lost a decision, and the review opened from a recorded match and from the replay.

The hand: Jinhua, the human deals a complete hand (天胡) and discards instead of winning — a blunder the
evaluator cannot miss. Reviews run on a few deals in this process (``review_budget_given``).
"""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from bots.evaluate import Budget
from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.profile import ProfileStore
from mahjong_tui.review_keep import REVIEWS_DIR
from mahjong_tui.screens.result import ResultScreen
from mahjong_tui.screens.review import ReviewScreen
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings
from rules.engine import ActionKind
from tests.tui.conftest import first_dealer, play_until_result, send_key, settle, stacked_wall
from tests.tui.rendered import plain

FEW = Budget(samples=4, first=2, step=2, processes=1)


def declined_win_app(home: Path, lang: str = "en") -> MahjongApp:
    seed = next(s for s in range(50) if first_dealer("jinhua", s) == 0)
    app = make_app(GameSettings(variant="jinhua", seed=seed, bot_delay=0.0, lang=lang), home=home)
    app.stacked_wall = stacked_wall("jinhua", 0, {0: "123m456p789s1155z"}, dealer_draw="5z")
    app.review_budget_given = FEW
    return app


async def reviewed_hand(pilot: Pilot[None]) -> ReviewScreen:
    """Discard instead of winning, play the hand out, and open its review from the result screen."""
    table = await settle(pilot)
    assert isinstance(table, TableScreen) and table.check_action("win", ())
    await pilot.press("enter")  # the drawn 5z goes out: the 天胡 is let go
    assert isinstance(await play_until_result(pilot), ResultScreen)
    return await review_opened(pilot)


async def review_opened(pilot: Pilot[None]) -> ReviewScreen:
    """Press v (the review of the hand on top) and wait until the review is on screen and done."""
    await send_key(pilot, "v", lambda: pilot.app.screen)
    return await review_done(pilot)


async def review_done(pilot: Pilot[None], limit: float = 20.0) -> ReviewScreen:
    """Wait until the review on top is computed or read back. Its state is polled: ``pilot.pause()`` and
    ``pilot.press`` wait for an idle CPU, which the review's thread does not leave while it works (up to a
    second a wait)."""
    app = pilot.app
    deadline = time.monotonic() + limit
    while not (isinstance(app.screen, ReviewScreen) and app.screen.is_mounted and app.screen.working is None):
        assert time.monotonic() < deadline, f"no review done on {app.screen!r}"
        await asyncio.sleep(0.005)
    await app.workers.wait_for_complete()
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, ReviewScreen) and screen.working is None
    return screen


def text_of(screen: ReviewScreen, selector: str) -> str:
    return plain(screen.query_one(selector, Static).content, width=100)


async def test_a_hand_is_reviewed_from_its_result_and_played_on_from_the_blunder(tmp_path: Path) -> None:
    app = declined_win_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        review = await reviewed_hand(pilot)
        assert review.decisions, "the human's decisions are reviewed"
        first = review.decisions[0]
        assert first.at == 0 and first.verdict == "blunder"
        assert first.best.kind is ActionKind.WIN and first.chosen.kind is ActionKind.DISCARD
        assert "blunders 1" in text_of(review, "#review-state")
        await pilot.press("end")
        assert review.replay.hand.position == len(review.replay.hand)
        assert "n/p" in text_of(review, "#review-decision")  # not at a decision: the keys are said
        await pilot.press("p")  # back to the previous mistake: the declined win
        assert review.replay.hand.position == 0
        panel = text_of(review, "#review-decision")
        assert "blunder" in panel and "win" in panel and "← you" in panel
        assert "Chips ± error" in panel
        await pilot.press("o")  # play on from here: the same deal, the win on offer again
        await pilot.pause()
        table = await settle(pilot)
        assert isinstance(table, TableScreen) and table.session.settings.practice
        assert table.check_action("win", ())
        assert table.session.game.seed == review.file.hands[0].seed


async def test_the_review_is_kept_and_booked_once(tmp_path: Path) -> None:
    app = declined_win_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        review = await reviewed_hand(pilot)
        kept = list((tmp_path / REVIEWS_DIR).glob("*.json"))
        assert len(kept) == 1
        computed = review.decisions
        await pilot.press("escape")
        await pilot.press("v")  # again: read back, no worker
        await pilot.pause()
        again = app.screen
        assert isinstance(again, ReviewScreen) and again.working is None
        assert again.decisions == computed
        app.open_profile()  # the chips lost a decision, per variant, over time
        await pilot.pause()
        shown = plain(app.screen.query_one("#profile-table", Static).content)
        loss = sum(d.paired_loss for d in computed) / len(computed)
        assert "Chips lost a decision" in shown and f"金華麻將 Jinhua  {loss:.2f}" in shown
    profile = ProfileStore(tmp_path).load()[0]
    assert len(profile.reviews["jinhua"]) == 1  # booked once, though opened twice
    booked = sum(d.paired_loss for d in computed) / len(computed)  # the summary's figure, signs and all
    assert profile.review_losses("jinhua")[0] == pytest.approx(booked, abs=1e-3)


async def test_a_damaged_kept_review_is_set_aside_and_computed_again(tmp_path: Path) -> None:
    app = declined_win_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await reviewed_hand(pilot)
        (kept,) = (tmp_path / REVIEWS_DIR).glob("*.json")
        data = json.loads(kept.read_text(encoding="utf-8"))
        data["decisions"][0]["chosen"] = "E d 1m"  # not what the seat played
        kept.write_text(json.dumps(data), encoding="utf-8")
        await pilot.press("escape")
        review = await review_opened(pilot)
        assert review.decisions and review.decisions[0].verdict == "blunder"
        assert kept.with_name(f"{kept.stem}.damaged-1.json").exists()
        assert json.loads(kept.read_text(encoding="utf-8"))["decisions"][0]["chosen"] != "E d 1m"


async def test_esc_stops_the_review_and_nothing_is_kept(tmp_path: Path) -> None:
    app = declined_win_app(tmp_path)
    # never settled (no answer is ever clear by a billion standard errors): runs until stopped
    app.review_budget_given = Budget(samples=5000, first=2, step=2, processes=1, z=1e9, drop_z=1e9)
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await play_until_result(pilot)
        await send_key(pilot, "v", lambda: app.screen)
        review = app.screen
        assert isinstance(review, ReviewScreen)
        while not review.is_mounted:
            await asyncio.sleep(0.005)
        assert review.working is not None
        await send_key(pilot, "escape", lambda: review.working)
        # the review's worker ends cancelled (wait_for_complete would raise WorkerCancelled)
        await asyncio.gather(*(worker.wait() for worker in list(app.workers)), return_exceptions=True)
        await pilot.pause()
        assert app.screen is review and review.working is None and review.decisions is None
        assert "stopped" in text_of(review, "#review-state")
        assert not list((tmp_path / REVIEWS_DIR).glob("*.json"))
        await pilot.press("escape")  # a second Esc closes
        assert isinstance(app.screen, ResultScreen)


async def test_a_recorded_match_is_reviewed_from_the_replay_in_chinese(tmp_path: Path) -> None:
    app = declined_win_app(tmp_path, lang="zh-Hans")
    async with app.run_test(size=(100, 40)) as pilot:
        await reviewed_hand(pilot)
        await pilot.press("escape", "enter")  # the next hand: the finished one is in last-match.json
        await settle(pilot)
        app.open_replay(app.last_match_path)
        await pilot.pause()
        review = await review_opened(pilot)  # the kept review: the same hand, whichever file holds it
        assert review.decisions and review.decisions[0].verdict == "blunder"
        assert "大错" in text_of(review, "#review-decision") or "大错" in text_of(review, "#review-state")
        assert "复盘" in plain(review.query_one(".dialog-title", Static).content)


def test_review_snapshot(snap_compare, tmp_path: Path) -> None:
    async def at_the_blunder(pilot: Pilot[None]) -> None:
        await reviewed_hand(pilot)
        await pilot.press("end", "p")
        await pilot.pause()

    assert snap_compare(declined_win_app(tmp_path), run_before=at_the_blunder, terminal_size=(100, 34))


async def test_the_review_plays_out_in_worker_processes_from_inside_the_app(tmp_path: Path) -> None:
    """multiprocessing's resource tracker was handed Textual's captured stderr and the review's first pool
    stopped the app ("bad value(s) in fds_to_keep")."""
    from bots.evaluate.workers import shut_down

    app = declined_win_app(tmp_path)
    app.review_budget_given = Budget(samples=4, first=2, step=2, processes=2)
    try:
        async with app.run_test(size=(100, 40)) as pilot:
            review = await reviewed_hand(pilot)
            assert review.decisions and review.decisions[0].verdict == "blunder"
    finally:
        shut_down()


async def test_the_saved_list_opens_the_review_in_traditional_chinese(tmp_path: Path) -> None:
    app = declined_win_app(tmp_path, lang="zh-Hant")
    async with app.run_test(size=(100, 40)) as pilot:
        await reviewed_hand(pilot)
        await pilot.press("escape")
        app.open_saved()
        await pilot.pause()
        review = await review_opened(pilot)  # the highlighted match: the one on the table, at its last hand
        assert review.decisions and review.decisions[0].verdict == "blunder"  # kept: not computed again
        await pilot.press("end", "p")
        assert "大錯" in text_of(review, "#review-decision") and "← 你" in text_of(review, "#review-decision")


def test_the_profile_books_the_reviews_own_figure_signs_and_all(tmp_path: Path) -> None:
    """The profile's chips lost a decision is the review summary's (the mean of the fresh deals' paired
    differences, below zero where the choice did better there), not a mean of clipped losses."""
    store = ProfileStore(tmp_path)
    store.update(lambda p: p.record_review("k1", "jinhua", 4, -0.75))
    profile, damaged = store.load()
    assert damaged is None and profile.review_losses("jinhua") == [pytest.approx(-0.75 / 4)]
