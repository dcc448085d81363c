"""Drills: seeded random hands of each variant (wilds included), the best answers from rules.analysis, a drill
answered right and one answered wrong by keys, each explained, the accuracy kept in the profile."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from textual.widgets import Input, Static

from mahjong_tui.app import make_app
from mahjong_tui.profile import ProfileStore
from mahjong_tui.screens.drills import DrillScreen
from mahjong_tui.settings import GameSettings
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
        assert len(drill.concealed) == 14 and not set(drill.concealed) & rules.set_aside
        assert (drill.indicator is not None) == rules.turns_indicator
        assert drill.wilds == rules.wild_rule(drill.indicator).wilds
        rows = analyze(drill.concealed, rules.wild_rule(drill.indicator), 4, rules.shape_rules(),
                       unseen=unseen_counts(drill.concealed, drill.indicator),
                       can_discard_wild=rules.wild_discard == "free").discards
        assert {(r.tile, r.shanten, r.ukeire) for r in rows} == {(o.tile, o.shanten, o.ukeire) for o in drill.options}
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


async def test_a_drill_answered_right_then_one_answered_wrong(tmp_path: Path) -> None:
    app = make_app(GameSettings(variant="jinhua", lang="en", seed=4), home=tmp_path, show_new_game=True)
    async with app.run_test(size=(110, 36)) as pilot:
        app.open_drills()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        best = tile_text(min(screen.drill.best))
        await pilot.press(*best, "enter")
        shown = plain(screen.query_one("#drill-answer", Static).content)
        assert "Right!" in shown and "tiles from ready" in shown and "tiles that help" in shown
        assert "Right 1/1 (100%)" in str(screen.query_one("#drill-score", Static).render())
        await pilot.press("n")  # the next hand
        assert screen.number == 2 and not screen.query_one("#drill-input", Input).disabled
        worse = next(o for o in screen.drill.options if o.tile not in screen.drill.best)
        await pilot.press(*tile_text(worse.tile), "enter")
        shown = plain(screen.query_one("#drill-answer", Static).content)
        assert "Not the best: you threw" in shown and "✗" in shown and "✓" in shown
        assert "Right 1/2 (50%)" in str(screen.query_one("#drill-score", Static).render())
    profile, _ = ProfileStore(tmp_path).load()
    assert (profile.drills_asked, profile.drills_right) == (2, 1)
