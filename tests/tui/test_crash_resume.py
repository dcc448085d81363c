"""Issue 26 §1, the crash notice promises only what is true: "the match is saved (--resume continues it)"
only when ``--resume`` does continue it; a match that cannot go on is set aside at once and the notice says
so, and a match that stops twice at the same point is never offered as resumable again (it used to say
"saved", and ``--resume`` then set the save aside and started another game)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings
from rules.engine import Game
from tests.tui.conftest import settle
from tests.tui.test_crash import Boom, exit_notices


def crashing_app(home: Path, *, resume: bool = False) -> tuple[MahjongApp, list[str]]:
    settings = GameSettings(variant="cixi", lang="en", seed=5, bot_delay=0.0,
                            seats=("human", "bot", "bot", "bot"))
    app = make_app(settings, home=home, resume=resume)
    app.last_resort = True
    return app, exit_notices(app)


async def fault_on_the_table(app: MahjongApp, notices: list[str], before_fault: object = None) -> int:
    """Run the app to the human's first question, then fault; the step the table was at."""
    async with app.run_test(size=(120, 36)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        step = table.session.step
        if callable(before_fault):
            before_fault()

        def fault() -> None:
            raise Boom("a bug on the table")

        app.call_later(fault)
        for _ in range(50):
            if notices or app.return_code is not None:
                break
            await asyncio.sleep(0.1)
    assert app.return_code == 1 and len(notices) == 1
    return step


async def test_a_match_that_can_go_on_is_said_saved_and_resume_continues_it(home: Path) -> None:
    app, notices = crashing_app(home)
    step = await fault_on_the_table(app, notices)
    assert "the match is saved (mahjong-tui play --resume continues it)" in notices[0]
    resumed = make_app(GameSettings(bot_delay=0.0, lang="en"), resume=True, home=home)
    async with resumed.run_test(size=(120, 36)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        assert resumed.notice is None  # nothing set aside, no new game
        assert table.session.settings.variant == "cixi" and table.session.step == step


async def test_a_match_that_cannot_go_on_is_set_aside_and_the_notice_says_so(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, notices = crashing_app(home)

    def engine_broken() -> None:  # from now on the engine faults on every question: no resume can go on
        def refuse(self: Game, chair: int) -> list[object]:
            raise Boom("the engine is broken")

        monkeypatch.setattr(Game, "legal_actions", refuse)

    await fault_on_the_table(app, notices, engine_broken)
    kept = sorted(home.glob("saves/*.damaged-1.json"))
    assert len(kept) == 1 and not [p for p in home.glob("saves/*.json") if ".damaged-" not in p.name]
    assert "--resume" not in notices[0]
    assert f"the match cannot go on, so it was set aside as {kept[0]}." in notices[0]


async def test_a_match_that_stops_twice_at_the_same_point_is_not_offered_a_third_time(home: Path) -> None:
    app, notices = crashing_app(home)
    step = await fault_on_the_table(app, notices)
    assert "--resume continues it" in notices[0]
    again, notices = crashing_app(home, resume=True)
    assert await fault_on_the_table(again, notices) == step  # the same point: the fault would come back
    assert "--resume" not in notices[0] and "the match cannot go on, so it was set aside as" in notices[0]
    assert len(list(home.glob("saves/*.damaged-1.json"))) == 1


def test_the_zh_notice_says_it_too(tmp_path: Path) -> None:
    from mahjong_tui.catalogue import entry

    zh, en = entry("crash", "cannot_go_on") or ("", "")
    assert "{path}" in zh and "{path}" in en and "繼續" in zh
