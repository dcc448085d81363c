"""Pass-and-play claims (issue 19, mahjong_tui.hot_seat): after every claimable discard each human but the
discarder is asked, in seat order and through the privacy screen, whether or not they may claim — so the
device's handovers tell onlookers nothing the table does not show."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.hot_seat import NothingToClaim
from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.privacy import PrivacyScreen
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.session import TableSession
from mahjong_tui.settings import GameSettings
from mahjong_tui.storage import SaveStore
from rules.engine import Action, ActionKind
from tests.tui.conftest import first_dealer, new_app, own_turn, settle, stacked_wall

CLAIMS = (ActionKind.WIN, ActionKind.KONG, ActionKind.PENG, ActionKind.CHI)


async def test_every_other_human_is_asked_about_every_claimable_discard(home: Path) -> None:
    app = new_app(home, variant="shanghai", seats=("human", "bot", "human", "human"), seed=8)
    asked: dict[int, list[int]] = {}  # discard's index in the hand's actions -> humans asked, in order
    real = nothing = 0
    revealed_to = None  # whom the last privacy screen handed the device to
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(60):
            screen = await settle(pilot)
            table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
            game = table.session.game
            if game.result is not None or table.session.hand_number > 1 or len(asked) > 4:
                break
            if isinstance(screen, PrivacyScreen):
                revealed_to = table.viewer
                await pilot.press("enter")
            elif isinstance(screen, ClaimPrompt):
                assert table.viewer == revealed_to  # every look went through the privacy screen to its player
                discard = max(i for i, a in enumerate(game.actions)
                              if a.kind in (ActionKind.DISCARD, ActionKind.KNOCK))
                asked.setdefault(discard, []).append(table.viewer)
                has_claim = any(a.kind in CLAIMS for a in screen.legal)
                real, nothing = real + has_claim, nothing + (not has_claim)
                await pilot.press("escape")
            else:
                assert table.viewer == revealed_to
                await own_turn(pilot, screen)
        actions = table.session.game.actions
    discards = [i for i, a in enumerate(actions) if a.kind in (ActionKind.DISCARD, ActionKind.KNOCK)]
    assert len(discards) > 4 and nothing > 0
    for index in discards[:-1]:  # the last may still be open when the loop stops
        chair = actions[index].chair
        expected = [c for c in ((chair + 1) % 4, (chair + 2) % 4, (chair + 3) % 4) if c in (0, 2, 3)]
        assert asked.get(index) == expected, f"discard {index} by chair {chair}: asked {asked.get(index)}"


def test_a_lone_human_is_never_asked_about_a_discard_they_cannot_claim(tmp_path: Path) -> None:
    session = TableSession.new(GameSettings(seed=3, seats=("human", "normal", "normal", "normal")),
                               SaveStore(tmp_path))
    chair = session.to_act()[0]
    discard = next(a for a in session.legal_actions(chair) if a.kind is ActionKind.DISCARD)
    session.apply(discard)
    assert session.looks.next_look() is None


def test_looks_end_with_the_hand_or_when_the_table_is_taken_back(tmp_path: Path) -> None:
    session = TableSession.new(GameSettings(seed=3, seats=("human", "human", "human", "normal")),
                               SaveStore(tmp_path))
    looks = session.looks
    chair = session.to_act()[0]
    discard = next(a for a in session.legal_actions(chair) if a.kind is ActionKind.DISCARD)
    session.apply(discard)
    assert looks.queue == [c for c in ((chair + 1) % 4, (chair + 2) % 4, (chair + 3) % 4) if c != 3]
    assert looks.legal_for(looks.queue[0]) in ([], session.legal_actions(looks.queue[0]))
    looks.position = (looks.position[0], looks.position[1] + 5)  # as if the table were taken back (ctrl+z)
    assert looks.next_look() is None and looks.queue == []
    looks.after(discard)
    assert looks.next_look() == looks.queue[0]  # asked, and still queued until answered
    looks.after(Action(looks.queue[0], ActionKind.PASS))  # a pass answers a look; the others stay queued
    assert len(looks.queue) == 1


def test_in_a_claim_window_no_other_seat_lights_up(tmp_path: Path) -> None:
    """The seat heads lit every chair with a pending claim: the human saw which bots could peng or chi.
    Seed 1: South (chair 1) deals and lets 5筒 go; chair 0 may peng it, chair 2 (the next player) chi it."""
    from mahjong_tui.i18n import Strings
    from mahjong_tui.table_view import TableView
    from rules.tiles import kind_of

    assert first_dealer("shanghai", 1) == 1
    wall = stacked_wall("shanghai", 1, {0: "55p123m456m789m12z", 2: "46p111s222s333s45z"}, "5p")
    settings = GameSettings(variant="shanghai", seed=1, seats=("human", "normal", "normal", "normal"))
    session = TableSession.new(settings, SaveStore(tmp_path), stacked_wall=wall)
    session.apply(Action(1, ActionKind.DISCARD, kind_of("5p")))
    assert set(session.to_act()) == {0, 2}
    seats = TableView.build(session.observation(0), session, Strings("en"), 0).seats
    assert seats[0].to_move and not seats[2].to_move


async def test_a_look_with_nothing_to_claim_hides_the_table(home: Path) -> None:
    app = new_app(home, variant="shanghai", seats=("human", "bot", "human", "human"), seed=8)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(20):
            screen = await settle(pilot)
            if isinstance(screen, NothingToClaim):
                await pilot.pause()
                assert screen.styles.background.a == 1  # opaque: nothing of the table shows through
                return
            await pilot.press("enter" if isinstance(screen, PrivacyScreen) else "escape")
    raise AssertionError("no look with nothing to claim")


def hot_seat_after_a_discard(tmp_path: Path) -> tuple[TableSession, list[int]]:
    """Three humans and a bot, seed 3; the first discard made: the looks it queued."""
    session = TableSession.new(GameSettings(seed=3, seats=("human", "human", "human", "normal")),
                               SaveStore(tmp_path))
    chair = session.to_act()[0]
    session.apply(next(a for a in session.legal_actions(chair) if a.kind is ActionKind.DISCARD))
    return session, list(session.looks.queue)


def test_a_save_carries_the_looks_still_to_come(tmp_path: Path) -> None:
    session, pending = hot_seat_after_a_discard(tmp_path)
    assert len(pending) == 2
    resumed = TableSession.resume(SaveStore(tmp_path))
    assert resumed is not None and resumed.looks.queue == pending
    assert resumed.looks.next_look() == pending[0] and resumed.looks.discard == session.game.actions[-1]
    if resumed.looks.legal_for(pending[0]):  # the first look answered: the save keeps the second
        resumed.apply(Action(pending[0], ActionKind.PASS))
    else:
        resumed.looks.answer_nothing(pending[0])
    again = TableSession.resume(SaveStore(tmp_path))
    assert again is not None and again.looks.queue == pending[1:]


def test_a_save_of_format_one_resumes_without_looks(tmp_path: Path) -> None:
    import json

    hot_seat_after_a_discard(tmp_path)
    store = SaveStore(tmp_path)
    store.flush()
    old = json.loads(store.path.read_text(encoding="utf-8"))
    del old["looks"]
    store.path.write_text(json.dumps({**old, "format": 1}), encoding="utf-8")
    resumed = TableSession.resume(store)
    assert resumed is not None and resumed.looks.queue == [] and resumed.looks.next_look() is None


@pytest.mark.parametrize("looks", [[1], {"queue": [3], "hand": 1, "actions": 1},
                                   {"queue": [1, 1], "hand": 1, "actions": 1},
                                   {"queue": [1], "hand": 1, "actions": 999},
                                   {"queue": [1], "hand": "1", "actions": 1}])
def test_looks_a_save_cannot_mean_set_it_aside(tmp_path: Path, looks: object) -> None:
    import json

    from mahjong_tui.storage import DamagedSave

    hot_seat_after_a_discard(tmp_path)
    store = SaveStore(tmp_path)
    store.flush()
    data = json.loads(store.path.read_text(encoding="utf-8"))
    store.path.write_text(json.dumps({**data, "looks": looks}), encoding="utf-8")
    with pytest.raises(DamagedSave, match="looks"):
        TableSession.resume(store)


async def test_a_match_quit_during_a_look_resumes_with_that_look(home: Path) -> None:
    """Quit while the second human is asked about a discard: the resumed match hands the device to that same
    human for that same discard, then to the third, before any bot moves."""
    from mahjong_tui.app import make_app

    app = new_app(home, variant="shanghai", seats=("human", "bot", "human", "human"), seed=8)
    async with app.run_test(size=(120, 40)) as pilot:
        looks_seen = 0
        for _ in range(60):
            screen = await settle(pilot)
            table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
            if isinstance(screen, ClaimPrompt):
                looks_seen += 1
                if looks_seen == 2 and len(table.session.looks.queue) == 2:
                    break  # the first of two looks at this discard is up
                await pilot.press("escape")
            elif isinstance(screen, PrivacyScreen):
                await pilot.press("enter")
            else:
                await own_turn(pilot, screen)
        else:
            raise AssertionError("no discard with two looks")
        session = table.session
        asked, pending, discards = table.viewer, list(session.looks.queue), len(session.game.actions)
    assert asked == pending[0]
    resumed = make_app(GameSettings(bot_delay=0.0, lang="en"), resume=True, home=home)
    async with resumed.run_test(size=(120, 40)) as pilot:
        screen = await settle(pilot)
        table = next(s for s in resumed.screen_stack if isinstance(s, TableScreen))
        assert isinstance(screen, PrivacyScreen) and table.viewer == pending[0]
        assert len(table.session.game.actions) == discards  # no bot moved meanwhile
        await pilot.press("enter")
        assert isinstance(await settle(pilot), ClaimPrompt)
        await pilot.press("escape")
        screen = await settle(pilot)
        assert isinstance(screen, PrivacyScreen) and table.viewer == pending[1]


async def test_the_action_log_is_written_for_the_player_at_the_screen(home: Path) -> None:
    """The log said "You drew 2 Bamboo" for the human who had the device before: the next one read another
    player's drawn tiles. Handed over, the log is rewritten from the new player's side."""
    from textual.widgets import RichLog

    from mahjong_tui.table_log import hand_header, log_lines

    app = new_app(home, variant="shanghai", seats=("human", "bot", "human", "human"), seed=8)
    handovers = 0
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(40):
            screen = await settle(pilot)
            table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
            if isinstance(screen, PrivacyScreen):
                await pilot.press("enter")
                await pilot.pause()
                handovers += 1
                session, viewer = table.session, table.viewer
                events, winds = session.game.events, session.observation(viewer).winds
                shown = "".join(str(line.text) for line in table.query_one("#log", RichLog).lines)
                mine = [hand_header(table.strings, 1), *log_lines(events, viewer, table.strings, winds)]
                assert shown.replace(" ", "") == "".join(mine).replace(" ", ""), viewer  # wrapped lines
            elif isinstance(screen, ClaimPrompt):
                await pilot.press("escape")
            else:
                await own_turn(pilot, screen)
    assert handovers > 5
