"""Drills: seeded random hands of each variant (wilds included), the best answers from rules.analysis, a drill
answered right and one answered wrong by keys, each explained, the accuracy kept in the profile."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static

from mahjong_tui.app import make_app
from mahjong_tui.profile import Profile, ProfileStore
from mahjong_tui.screens.drills import DrillHand, DrillScreen
from mahjong_tui.settings import GameSettings
from mahjong_tui.tile_input import read_tile
from mahjong_tui.tiles_view import TileStyle, face
from mahjong_tui.views import sorted_hand
from rules.analysis import analyze
from rules.drills import answer, deal_drill, unseen_counts
from rules.tiles import tile_text
from rules.variants import VARIANT_IDS, get_variant
from tests.tui.rendered import plain


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_drills_are_seeded_and_their_best_answers_come_from_the_analysis(variant: str) -> None:
    rules = get_variant(variant)
    first = [deal_drill(rules, random.Random(11)) for _ in range(2)]
    assert first[0] == first[1]  # same seed, same drill
    for drill in (deal_drill(rules, random.Random(seed)) for seed in range(6)):
        assert len(drill.concealed) == 14 and not set(drill.concealed) & rules.table_rules.set_aside
        assert (drill.indicator is not None) == rules.table_rules.turns_indicator
        assert drill.wilds == rules.wild_rule(drill.indicator).wilds
        rows = analyze(drill.concealed, rules.wild_rule(drill.indicator), 4, rules.shape_rules(),
                       unseen=unseen_counts(drill.concealed, drill.indicator),
                       can_discard_wild=rules.table_rules.wild_discard == "free").discards
        assert ({(r.tile, r.shanten, r.ukeire) for r in rows}
                == {(o.tile, o.shanten, o.ukeire) for o in drill.options})
        low = min(r.shanten for r in rows)
        most = max(r.ukeire for r in rows if r.shanten == low)
        assert drill.best == {r.tile for r in rows if (r.shanten, r.ukeire) == (low, most)}
        worse = next(o for o in drill.options if o.tile not in drill.best)
        assert answer(drill, worse.tile).right is False and answer(drill, min(drill.best)).right is True


def test_a_wild_drill_is_dealt_in_every_wild_variant() -> None:
    for variant in ("jinshan", "jinhua", "cixi"):
        rules = get_variant(variant)
        drills = [deal_drill(rules, random.Random(seed)) for seed in range(30)]
        assert any(set(d.concealed) & d.wilds for d in drills), variant


@asynccontextmanager
async def drills(home: Path, variant: str, lang: str, seed: int, size: tuple[int, int]
                 ) -> AsyncIterator[tuple[Pilot[None], DrillScreen]]:
    """The drill screen of ``variant`` opened from the new-game screen."""
    app = make_app(GameSettings(variant=variant, lang=lang, seed=seed), home=home, show_new_game=True)
    async with app.run_test(size=size) as pilot:
        app.open_drills()
        await pilot.pause()
        assert isinstance(app.screen, DrillScreen)
        yield pilot, app.screen


async def test_a_drill_answered_right_then_one_answered_wrong(tmp_path: Path) -> None:
    async with drills(tmp_path, "jinhua", "en", 4, (110, 36)) as (pilot, screen):
        best = tile_text(min(screen.drill.best))
        await pilot.press(*best, "enter")  # typed: the hand has the focus, typing goes to the answer field
        shown = plain(screen.query_one("#drill-answer", Static).content)
        assert "Right!" in shown and "tiles from ready" in shown and "tiles that help" in shown
        assert "Right 1/1 (100%)" in str(screen.query_one("#drill-score", Static).render())
        await pilot.press("n")  # the next hand
        assert screen.number == 2 and not screen.query_one("#drill-input", Input).disabled
        worse = next(o for o in screen.drill.options if o.tile not in screen.drill.best)
        await pick(pilot, screen, worse.tile)
        shown = plain(screen.query_one("#drill-answer", Static).content)
        assert "Not the best: you threw" in shown and "✗" in shown and "✓" in shown
        assert "Right 1/2 (50%)" in str(screen.query_one("#drill-score", Static).render())
        assert "Jinhua so far: right 1/2 (50%)" in str(screen.query_one("#drill-score", Static).render())
    profile, _ = ProfileStore(tmp_path).load()
    assert (profile.drills_asked, profile.drills_right) == (2, 1)
    assert profile.drill_tally("jinhua") == (2, 1) and profile.drill_tally("cixi") == (0, 0)


async def pick(pilot: Pilot[None], screen: DrillScreen, tile: int) -> None:
    """Select ``tile`` in the hand with → and discard it with Enter."""
    hand = screen.query_one(DrillHand)
    for _ in range(len(screen.hand_tiles)):
        if screen.hand_tiles[hand.selected or 0] == tile:
            break
        await pilot.press("right")
    await pilot.press("enter")


async def test_the_hand_shows_in_the_tables_order_and_a_click_picks_a_tile(tmp_path: Path) -> None:
    async with drills(tmp_path, "cixi", "en", 7, (120, 36)) as (pilot, screen):
        drill = screen.drill
        assert screen.hand_tiles == tuple(sorted_hand(drill.concealed, drill.wilds))  # 萬 條 筒, wilds left
        hand = screen.query_one(DrillHand)
        assert screen.focused is hand
        allowed = {o.tile for o in drill.options}
        target = next(i for i, k in enumerate(screen.hand_tiles) if k in allowed and i != hand.selected)
        column = hand.cell_starts()[target] + 1
        await pilot.click(DrillHand, offset=(column, 0))
        assert hand.selected == target and screen.verdict is None
        await pilot.click(DrillHand, offset=(column, 0))  # a second click on the selected tile discards it
        assert screen.verdict is not None and screen.verdict.chosen.tile == screen.hand_tiles[target]
        table = plain(screen.query_one("#drill-answer", Static).content, width=120)
        assert "then helped by / waits" in table
        for option in drill.options:  # every discard has its row: the tiles that help after it, or its waits
            helpers = option.waits if option.shanten == 0 and option.waits else option.ukeire_tiles
            missing = [f"{face(k, TileStyle.CJK, compact=True)}×{live}" for k, live in helpers]
            assert [m for m in missing if m not in table] == [], table


@pytest.mark.parametrize("typed, tile",
                         [("西", 29), ("West", 29), ("三萬", 2), ("3萬", 2), ("3 Characters", 2),
                                         ("5筒", 13), ("五筒", 13), ("7 bamboo", 24), ("白板", 31),
                                         ("3z", 29)])
def test_tiles_are_read_as_players_write_them(typed: str, tile: int) -> None:
    assert read_tile(typed) == tile


async def test_junk_and_a_tile_not_in_the_hand_get_a_message(tmp_path: Path) -> None:
    async with drills(tmp_path, "shanghai", "zh", 2, (120, 36)) as (pilot, screen):
        messages: list[str] = []
        screen.notify = lambda message, **_: messages.append(str(message))  # type: ignore[method-assign]
        await pilot.press("z", "z", "enter")
        assert messages[-1] == "「zz」不是一张牌：可写 5m、5万、五万 或 西" and screen.verdict is None
        absent = next(k for k in range(34) if k not in screen.drill.concealed)
        entry = screen.query_one("#drill-input", Input)
        entry.value = tile_text(absent)
        await pilot.press("enter")
        assert messages[-1] == f"手上没有 {screen.strings.tile(absent)}" and screen.verdict is None


def test_the_per_variant_drill_tally_survives_the_profile_file() -> None:
    profile = Profile()
    profile.record_drill(True, "cixi")
    profile.record_drill(False, "cixi")
    profile.record_drill(True, "jinshan")
    again = Profile.from_json(profile.to_json())
    assert again.drill_tally("cixi") == (2, 1) and again.drill_tally("jinshan") == (1, 1)
    assert (again.drills_asked, again.drills_right) == (3, 2)
    for bad in ([1], [1, 2], ["x", 0]):  # a tally that cannot be is a damaged profile, set aside by the store
        with pytest.raises(ValueError):
            Profile.from_json({**profile.to_json(), "drills_by_variant": {"cixi": bad}})
