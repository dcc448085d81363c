"""The hint (issue 10): the same candidate list the ``normal`` bot decides with, shown by ``i``; the waits
panel and the status line for the human seat; a why-not message on the table."""

from __future__ import annotations

import random
from pathlib import Path
from typing import cast

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Static

from bots import get_bot
from bots.advice import hand_status, rank_discards
from mahjong_tui.app import make_app
from mahjong_tui.i18n import Strings
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.session import TableSession
from mahjong_tui.settings import GameSettings
from mahjong_tui.tiles_view import tile_text_of
from mahjong_tui.views import hint_view
from mahjong_tui.widgets.status import HintPanel, HintView, StatusLine, WaitsPanel
from rules.engine import ActionKind, Match
from rules.engine.observation import Observation
from rules.tiles import kind_of
from tests.tui.conftest import first_dealer, settle, stacked_wall
from tests.tui.rendered import plain


@pytest.mark.parametrize("variant", ["jinshan", "shanghai", "jinhua", "cixi"])
def test_hint_top_candidate_is_the_normal_bots_discard(variant: str) -> None:
    match = Match(variant, 7)
    game = match.next_hand()
    compared = 0
    while game.result is None:
        chair = game.to_act()[0]
        obs = game.observation(chair)
        action = get_bot("normal", random.Random(compared)).choose(obs)
        if action.kind in (ActionKind.DISCARD, ActionKind.KNOCK):
            candidates = rank_discards(obs, limit=3)
            assert candidates[0].tile == action.tile, (obs.concealed, candidates, action)
            assert [c.shanten for c in candidates] == sorted(c.shanten for c in candidates)
            assert all(c.reason for c in candidates)
            compared += 1
        match.apply(action)
    assert compared >= 15


def test_candidates_and_status_agree_on_a_ready_hand() -> None:
    match = Match("jinhua", 2)
    game = match.next_hand()
    seen_ready = False
    while game.result is None and not seen_ready:
        chair = game.to_act()[0]
        obs = game.observation(chair)
        if game.phase == "turn" and any(a.kind is ActionKind.DISCARD for a in obs.legal_actions):
            best = rank_discards(obs, limit=1)[0]
            status = hand_status(obs)
            assert (status.shanten, status.waits) == (best.shanten, best.waits)
            if best.shanten == 0:
                seen_ready = True
                assert best.waits and best.reason.startswith("ready on ")
                assert all(live <= 4 for _, live in best.waits)
        match.apply(get_bot("normal", random.Random(1)).choose(obs))
    assert seen_ready


# --- on the table (Pilot) ------------------------------------------------------------------------

def _cixi_ready_wall(dealer: int) -> list[int]:
    """Cixi, indicator 5p (龍 = 6p): the dealer throws 1z and waits on 2p/5p; 5p is dead (three held, the
    fourth turned up as the indicator)."""
    from rules.engine.wall import stacked_wall
    from rules.tiles import full_set, parse_tiles

    others = iter(["147m258m369s1234z", "258m369s147p5677z", "369m147s289p1122z"])
    hands = [parse_tiles("123m456m555p34p99s1z") if c == dealer else parse_tiles(next(others))
             for c in range(4)]
    return stacked_wall(full_set(False), hands, dealer, indicator=kind_of("5p"))


async def test_hint_key_shows_the_bots_three_candidates_and_the_waits_panel_flags_a_dead_wait(
        home: Path) -> None:
    seed = next(s for s in range(50) if first_dealer("cixi", s) == 0)
    app = make_app(GameSettings(variant="cixi", seed=seed, bot_delay=0.0, lang="en"), home=home)
    app.stacked_wall = _cixi_ready_wall(0)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        hint = table.query_one(HintPanel)
        assert not hint.display  # only on request
        await pilot.press("i")
        assert hint.display and len(hint.view.rows) == 3
        obs = table.session.observation(0)
        bot_choice = get_bot("normal", random.Random(0)).choose(obs)
        assert hint.view.rows[0].tile == bot_choice.tile == kind_of("1z")
        # 2p and 5p by shape, 9s with the 99s pair, and 6p: a drawn 龍 completes any ready hand (CX-1)
        expected = [(kind_of("2p"), 4), (kind_of("5p"), 0), (kind_of("6p"), 4), (kind_of("9s"), 2)]
        assert [(w.kind, w.live) for w in hint.view.rows[0].waits] == expected
        waits = table.query_one(WaitsPanel)
        assert waits.display
        assert [(w.kind, w.live) for w in waits.waits] == expected
        shown = waits.render()
        assert "×4" in str(shown) and "×0 none left" in str(shown)
        status = table.query_one(StatusLine).text
        assert status.startswith("You: ready")
        await pilot.press("enter")  # throw the drawn 1z: the hint is gone with the next action
        await settle(pilot)
        assert not hint.display


async def test_status_line_in_shanghai_says_how_far_and_not_knocked(home: Path) -> None:
    app = make_app(GameSettings(variant="shanghai", seed=5, bot_delay=0.0, lang="en"), home=home)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await settle(pilot)
        while not isinstance(table, TableScreen):
            await pilot.press("escape")
            table = await settle(pilot)
        text = table.query_one(StatusLine).text
        status, _ = table.session.hand_status(table.viewer)
        tiles = "tile" if status.shanten == 1 else "tiles"  # "1 tile from ready", not "1 tiles"
        distance = "ready" if status.shanten <= 0 else f"{status.shanten} {tiles} from ready"
        assert text.startswith(f"You: {distance}") and "not knocked" in text
        if status.plan:
            assert f"aiming {status.plan}" in text


async def test_why_not_message_on_the_table_for_a_hand_short_of_20_hu(home: Path) -> None:
    seed = next(s for s in range(50) if first_dealer("jinshan", s) == 0)
    app = make_app(GameSettings(variant="jinshan", seed=seed, bot_delay=0.0, lang="en"), home=home)
    app.stacked_wall = stacked_wall("jinshan", 0, {0: "999m456p789s234s5m"}, dealer_draw="5m")
    async with app.run_test(size=(120, 40)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        assert not table.hand.check_action("win", ())  # JS-12: complete, but not a legal win
        message = str(table.query_one("#table-message", Static).render())
        assert "No win: 18 胡 — at least 20 needed" in message


class _SessionAt:
    """A table session as the hint reads it, standing at one observation of a played game."""

    def __init__(self, variant: str, obs: Observation) -> None:
        self.settings = GameSettings(variant=variant)
        self.obs = obs

    def observation(self, chair: int) -> Observation:
        return self.obs

    def wait_verdicts(self, chair: int, tile: int) -> dict[int, str]:
        return {}


def _hints_along(variant: str, seed: int) -> list[tuple[Observation, HintView]]:
    match = Match(variant, seed)
    game = match.next_hand()
    seen = []
    while game.result is None:
        chair = game.to_act()[0]
        obs = game.observation(chair)
        if any(a.kind is ActionKind.DISCARD for a in obs.legal_actions):
            session = cast(TableSession, _SessionAt(variant, obs))
            seen.append((obs, hint_view(session, chair, Strings("en"))))
        match.apply(get_bot("normal", random.Random(len(seen))).choose(obs))
    return seen


def test_hint_names_the_expert_bots_other_discard_only_where_it_differs() -> None:
    # issue 20: the hint ranks as normal does; where hard would let another tile go, the title says which
    seen = _hints_along("shanghai", 7)
    differ = [(obs, view) for obs, view in seen if view.expert_tile is not None]
    assert differ and len(differ) < len(seen)
    for obs, view in seen:
        hard = get_bot("hard", random.Random(0)).choose(obs)
        top = view.rows[0].tile
        if view.expert_tile is None:
            assert hard.kind is not ActionKind.DISCARD or hard.tile == top
        else:
            assert (hard.kind, hard.tile) == (ActionKind.DISCARD, view.expert_tile) and hard.tile != top
            assert view.expert_words == "the hard bot would discard"


class _HintOnly(App[None]):
    def compose(self) -> ComposeResult:
        yield HintPanel()


async def test_the_expert_line_is_drawn_in_the_hint_title() -> None:
    view = next(view for _, view in _hints_along("shanghai", 7) if view.expert_tile is not None)
    assert view.expert_tile is not None
    app = _HintOnly()
    async with app.run_test(size=(120, 8)):
        panel = app.query_one(HintPanel)
        panel.view = view
        title = plain(panel.render(), width=120).splitlines()[0]
    face = tile_text_of(view.expert_tile, panel.tile_style).plain.rstrip()  # the hand's own face (issue 27)
    assert title == f"Hint (the bot would play the same):   the hard bot would discard {face}"
