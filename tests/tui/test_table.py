"""Pilot tests: whole hands by keys in every variant, claims, kongs, knocking, privacy, save and resume."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Static

from mahjong_tui.app import make_app
from mahjong_tui.screens.call_window import CallWindowScreen
from mahjong_tui.screens.claim import ClaimPrompt
from mahjong_tui.screens.privacy import PrivacyScreen
from mahjong_tui.screens.result import ResultScreen
from mahjong_tui.screens.table import TableScreen
from mahjong_tui.settings import GameSettings
from mahjong_tui.widgets.hand import HandView
from rules.engine import ActionKind
from rules.hand import MeldType
from rules.tiles import kind_of
from tests.tui.conftest import first_dealer, new_app, own_turn, play_until_result, settle, stacked_wall

SMALL = (80, 24)


# whole hands by keys: one in the default run, all four in CI (tests/conftest.py)
@pytest.mark.parametrize("variant", [pytest.param(v, marks=pytest.mark.slow)
                                     for v in ("jinshan", "shanghai", "cixi")] + ["jinhua"])
async def test_a_whole_hand_by_keys_at_80x24(home: Path, variant: str) -> None:
    app = new_app(home, variant=variant)
    async with app.run_test(size=SMALL) as pilot:
        screen = await play_until_result(pilot)
        assert isinstance(screen, ResultScreen)
        table = app.screen_stack[-2]
        assert isinstance(table, TableScreen)
        result = table.session.result
        assert result is not None and sum(result.net) == 0
        await pilot.press("enter")  # next hand starts (match of 4 hands)
        await settle(pilot)
        assert table.session.hand_number == 2


async def test_claim_prompt_lists_each_chi_and_takes_the_chosen_one(home: Path) -> None:
    # seed 21, Jinshan: North's first discard 4萬 lets the human chi 345m or 456m
    app = new_app(home, variant="jinshan", seed=21)
    async with app.run_test(size=(120, 40)) as pilot:
        prompt = await settle(pilot)
        assert isinstance(prompt, ClaimPrompt)
        chis = prompt.of_kind(ActionKind.CHI)
        assert [c.meld for c in chis] == [(kind_of("3m"), kind_of("4m"), kind_of("5m")),
                                          (kind_of("4m"), kind_of("5m"), kind_of("6m"))]
        assert not prompt.check_action("claim", ("peng",))  # not legal, so not in the footer
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        # the prompt asks, not the table: no table key acts until the answer is applied (a key sent between
        # the prompt's closing and its answer once moved the next turn's selection)
        assert table.acting is None and not table.hand.check_action("select", (-1,))
        await pilot.press("2")
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        obs = table.session.observation(table.viewer)
        assert [m.tiles for m in obs.melds[table.viewer]] == [chis[1].meld]
        assert table.hand.check_action("discard", ()) and not table.hand.check_action("win", ())


async def test_concealed_kong_by_key(home: Path) -> None:
    dealer = first_dealer("jinshan", 5)
    wall = stacked_wall("jinshan", dealer, {0: "1111m234p567s1z2z3z"}, dealer_draw="9s")
    app = make_app(GameSettings(variant="jinshan", seed=5, bot_delay=0.0,
                                seats=("human", "bot", "bot", "bot")), home=home)
    app.stacked_wall = wall
    async with app.run_test(size=(120, 40)) as pilot:
        table = await settle(pilot)
        while not (isinstance(table, TableScreen) and table.hand.check_action("kong", ())):
            assert not isinstance(table, ResultScreen), "no kong offered"
            if isinstance(table, ClaimPrompt):
                await pilot.press("escape")
            else:
                await own_turn(pilot, table)
            table = await settle(pilot)
        await pilot.press("k")
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        melds = table.session.observation(0).melds[0]
        assert [(m.type, m.tiles) for m in melds] == [(MeldType.CONCEALED_KONG, (0, 0, 0, 0))]


async def test_knock_in_shanghai_then_only_a_win_or_the_drawn_tile(home: Path) -> None:
    # SH-6: the human (dealer) discards 9p and knocks, ready on 4m/5m
    seed = next(s for s in range(50) if first_dealer("shanghai", s) == 0)
    wall = stacked_wall("shanghai", 0, {0: "1112223334455m"}, dealer_draw="9p")
    app = make_app(GameSettings(variant="shanghai", seed=seed, bot_delay=0.0), home=home)
    app.stacked_wall = wall
    async with app.run_test(size=(120, 40)) as pilot:
        table = await settle(pilot)
        assert isinstance(table, TableScreen)
        assert table.hand.selected_kind() == kind_of("9p")  # the drawn tile is selected at turn start
        assert table.hand.check_action("knock", ())
        await pilot.press("r")
        await settle(pilot)
        obs = table.session.observation(0)
        assert obs.marks[0] == ("knocked",)
        assert obs.discards[0] == (kind_of("9p"),)


async def test_privacy_screen_between_two_humans(home: Path) -> None:
    app = new_app(home, variant="cixi", seats=("human", "human", "bot", "bot"))
    async with app.run_test(size=(120, 40)) as pilot:
        asked: list[int] = []
        for _ in range(60):
            screen = await settle(pilot)
            table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
            if isinstance(screen, PrivacyScreen):
                assert table.query_one(HandView).layout_data.hidden  # nothing to see while passing the device
                wind = table.strings.wind(table.session.observation(table.viewer).winds[table.viewer])
                assert f"Pass to Human {table.viewer + 1} ({wind})" in screen.message
                await pilot.press("enter")
                asked.append(table.viewer)
                assert not table.query_one(HandView).layout_data.hidden
            elif isinstance(screen, CallWindowScreen):  # hot-seat's claim window hides the table too
                assert table.query_one(HandView).layout_data.hidden
                await pilot.press("enter")
                if screen.human_follows:  # its Enter hands the device to the player who plays on
                    asked.append(table.viewer)
                    assert not table.query_one(HandView).layout_data.hidden
            elif isinstance(screen, ClaimPrompt):
                await pilot.press("escape")
            elif isinstance(screen, TableScreen):
                await own_turn(pilot, screen)
            if len(set(asked)) == 2:
                break
        assert set(asked) == {0, 1}


async def test_quit_saves_and_resume_continues_exactly(home: Path) -> None:
    app = new_app(home, variant="jinhua")
    async with app.run_test(size=SMALL) as pilot:
        for _ in range(3):
            screen = await settle(pilot)
            if isinstance(screen, ClaimPrompt):
                await pilot.press("escape")
            else:
                await own_turn(pilot, screen)
        await settle(pilot)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        before = table.session.match.to_record().to_json()
        observed = table.session.observation(0)
        await pilot.press("ctrl+q")
    saved = json.loads(next((home / "saves").glob("*.json")).read_text(encoding="utf-8"))  # one per match
    assert saved["match"] == before

    resumed = make_app(GameSettings(bot_delay=0.0), resume=True, home=home)
    async with resumed.run_test(size=SMALL) as pilot:
        await settle(pilot)
        table = next(s for s in resumed.screen_stack if isinstance(s, TableScreen))
        assert table.session.settings.variant == "jinhua"
        assert table.session.observation(0) == observed


async def test_damaged_save_is_set_aside_and_the_first_screen_says_so(home: Path) -> None:
    from mahjong_tui.screens.first import FirstScreen

    (home / "match.json").write_text("{garbage", encoding="utf-8")
    app = make_app(GameSettings(bot_delay=0.0, seed=3, lang="en"), resume=True, home=home)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert app.notice is not None and "kept aside" in app.notice and "new game" not in app.notice
        assert (home / "match.damaged-1.json").read_text(encoding="utf-8") == "{garbage"
        assert isinstance(app.screen, FirstScreen)


def test_seats_take_the_bot_registrys_names_and_bot_means_normal() -> None:
    from mahjong_tui.catalog import registry_name
    from mahjong_tui.cli import UserError
    from mahjong_tui.commands.play import parse_seats

    assert parse_seats("human,easy,normal,hard") == ("human", "easy", "normal", "hard")
    assert parse_seats("human,bot,heuristic,random") == ("human", "bot", "heuristic", "random")
    assert registry_name("bot") == "normal"
    with pytest.raises(UserError, match="unknown player 'genius'"):
        parse_seats("human,genius,bot,bot")


# --- issue 16's bugs, each pinned by a Pilot test -----------------------------------------------------------


async def first_turn_jinshan_seed_7(pilot: object, app: object) -> TableScreen:
    table = await settle(pilot)  # type: ignore[arg-type]
    assert isinstance(table, TableScreen) and table.hand.check_action("discard", ())
    return table


async def test_a_refused_discard_keeps_the_tile_and_names_the_rule(home: Path) -> None:
    # seed 7: the human holds 蘭 and 竹 (百搭) with plain tiles — JS-3 keeps the wilds back
    app = new_app(home, variant="jinshan", seed=7, seats=("human", "normal", "normal", "hard"))
    async with app.run_test(size=(120, 36)) as pilot:
        table = await first_turn_jinshan_seed_7(pilot, app)
        hand = table.query_one(HandView)
        wild = hand.layout_data.tiles.index(kind_of("6f"))  # 蘭
        assert hand.layout_data.dimmed[wild]  # drawn as not discardable
        hand.selected = wild
        step, held = table.session.step, table.session.observation(0).concealed
        await pilot.press("enter")
        await pilot.pause()
        assert table.session.step == step and table.session.observation(0).concealed == held
        message = str(table.query_one("#table-message", Static).content)
        assert "JS-3" in message and "Orchid" in message


async def test_win_kong_knock_keys_say_why_not(home: Path) -> None:
    app = new_app(home, variant="jinshan", seed=7, seats=("human", "normal", "normal", "hard"))
    async with app.run_test(size=(120, 36)) as pilot:
        table = await first_turn_jinshan_seed_7(pilot, app)
        message = table.query_one("#table-message", Static)
        for key, word in (("w", "win"), ("k", "kong"), ("r", "knock")):
            step = table.session.step
            await pilot.press(key)
            await pilot.pause()
            assert table.session.step == step
            assert f"No {word}" in str(message.content), (key, message.content)
        # and none of them crowds the footer while it cannot be done
        footer = " ".join(b.binding.description for b in table.active_bindings.values() if b.binding.show)
        assert "Win" not in footer and "Knock" not in footer


@pytest.mark.slow
async def test_a_why_not_note_does_not_carry_into_the_next_hand(home: Path) -> None:
    app = new_app(home, variant="jinshan", seed=7, seats=("human", "normal", "normal", "hard"))
    async with app.run_test(size=(120, 36)) as pilot:
        table = await first_turn_jinshan_seed_7(pilot, app)
        await play_until_result(pilot)
        table.note = "No win: 4 胡 — at least 20 needed"  # as left by the hand's last discard
        await pilot.press("enter")
        await settle(pilot)
        assert table.session.hand_number == 2
        assert table.note is None or "4 胡" not in table.note
        assert "4 胡" not in str(table.query_one("#table-message", Static).content)


async def test_the_claim_prompt_leaves_the_own_melds_in_sight_and_names_chis_by_tiles(home: Path) -> None:
    app = new_app(home, variant="jinshan", seed=21)
    async with app.run_test(size=(120, 40)) as pilot:
        prompt = await settle(pilot)
        assert isinstance(prompt, ClaimPrompt)
        await pilot.pause()
        table = app.screen
        box = prompt.region
        own = table.query_one("#seat-bottom").region
        assert box and not box.overlaps(own)
        footer = [b.binding.description for b in table.active_bindings.values() if b.binding.show]
        assert not any(d.startswith(("Chi 1", "Chi 2")) for d in footer), footer
        choices = prompt.choices_text().plain
        assert "三萬 四萬 五萬" in choices and "四萬 五萬 六萬" in choices


def test_a_turn_starts_on_a_tile_that_may_go_out() -> None:
    """A drawn wild (JS-3) is not the tile selected at the start of the turn: Enter would only be refused."""
    from mahjong_tui.widgets.hand import HandLayout
    from mahjong_tui.widgets.player_hand import first_choice

    drawn_wild = HandLayout(tiles=(0, 1, 2, 38), wild=(False, False, False, True),
                            dimmed=(False, False, False, True), drawn=3)
    assert first_choice(drawn_wild) == 2
    plain_draw = HandLayout(tiles=(38, 1, 2, 5), wild=(True, False, False, False),
                            dimmed=(True, False, False, False), drawn=3)
    assert first_choice(plain_draw) == 3
