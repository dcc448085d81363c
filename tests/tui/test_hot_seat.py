"""Pass-and-play claims (issue 19, mahjong_tui.hot_seat): after every claimable discard each human but the
discarder is asked, in seat order and through the privacy screen, whether or not they may claim — so the
device's handovers tell onlookers nothing the table does not show."""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.hot_seat import ClaimLooks, NothingToClaim
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
    looks = ClaimLooks(session)
    chair = session.to_act()[0]
    discard = next(a for a in session.legal_actions(chair) if a.kind is ActionKind.DISCARD)
    session.apply(discard)
    looks.after(discard)
    assert looks.next_look() is None


def test_looks_end_with_the_hand_or_when_the_table_is_taken_back(tmp_path: Path) -> None:
    session = TableSession.new(GameSettings(seed=3, seats=("human", "human", "human", "normal")),
                               SaveStore(tmp_path))
    looks = ClaimLooks(session)
    chair = session.to_act()[0]
    discard = next(a for a in session.legal_actions(chair) if a.kind is ActionKind.DISCARD)
    session.apply(discard)
    looks.after(discard)
    assert looks.queue == [c for c in ((chair + 1) % 4, (chair + 2) % 4, (chair + 3) % 4) if c != 3]
    assert looks.legal_for(looks.queue[0]) in ([], session.legal_actions(looks.queue[0]))
    looks.position = (looks.position[0], looks.position[1] + 5)  # as if the table were taken back (ctrl+z)
    assert looks.next_look() is None and looks.queue == []
    looks.after(discard)
    looks.after(Action(looks.queue[0], ActionKind.PASS))  # a pass answers a look; the others stay queued
    assert len(looks.queue) == 2


def test_in_a_claim_window_no_other_seat_lights_up(tmp_path: Path) -> None:
    """The seat heads lit every chair with a pending claim: the human saw which bots could peng or chi.
    Seed 1: South (chair 1) deals and lets 5筒 go; chair 0 may peng it, chair 2 (the next player) chi it."""
    from mahjong_tui import views
    from mahjong_tui.i18n import Strings
    from rules.tiles import kind_of

    assert first_dealer("shanghai", 1) == 1
    wall = stacked_wall("shanghai", 1, {0: "55p123m456m789m12z", 2: "46p111s222s333s45z"}, "5p")
    settings = GameSettings(variant="shanghai", seed=1, seats=("human", "normal", "normal", "normal"))
    session = TableSession.new(settings, SaveStore(tmp_path), stacked_wall=wall)
    session.apply(Action(1, ActionKind.DISCARD, kind_of("5p")))
    assert set(session.to_act()) == {0, 2}
    seats = views.TableView.build(session.observation(0), session, Strings("en"), 0).seats
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
