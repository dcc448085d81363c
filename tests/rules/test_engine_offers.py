"""One question per seat (rules/engine/offers.py, issue 28 §4): what a discard offers each other chair is that
chair's answer to ``seat_offers``, with its win from ``winning.win_on``. ``on_discard`` passes over, by a look
at counts and kept waits, the seats it expects to have nothing: checked here against asking every chair the
plain question at every discard of random hands (C-5)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from rules.engine import Action, Game, turns
from rules.engine.offers import AFTER, on_discard, seat_offers
from rules.engine.table import Table
from rules.engine.winning import win_on
from rules.tiles import HONOR
from rules.variants import VARIANT_IDS


def plain_offers(table: Table, discarder: int, tile: int) -> dict[int, list[Action]]:
    """Every other chair asked the one question, no chair passed over."""
    found = {}
    for chair in AFTER[discarder]:
        win = win_on(table, chair, tile, discarder)
        options = seat_offers(table, chair, tile, discarder, win, chair == AFTER[discarder][0])
        if options:
            found[chair] = options
    return found


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_c5_on_discard_passes_over_only_seats_that_have_nothing_to_answer(
        variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[int, dict[int, list[Action]], dict[int, list[Action]]]] = []

    def checked(table: Table, discarder: int, tile: int,
                settling: Mapping[str, Any] | None = None) -> dict[int, list[Action]]:
        found = on_discard(table, discarder, tile, settling)
        if settling is None and tile not in table.wild_kinds:  # wilds: JH-3's peng alone, asked of all
            asked.append((tile, found, plain_offers(table, discarder, tile)))
        return found

    monkeypatch.setattr(turns, "on_discard", checked)
    rng = random.Random(28)
    for hand in range(12):
        game = Game(variant, 2800 + hand, hand % 4)
        while game.result is None:
            chair = game.turn if game.phase in ("turn", "swap") else game.to_act()[0]
            legal = game.legal_actions(chair)
            game.apply(legal[rng.randrange(len(legal))])
    for tile, found, plain in asked:
        assert found == plain, tile
    assert len(asked) > 300
    offered = [found for _, found, _ in asked if found]
    assert len(offered) > 30  # windows were opened, not only passed over
    assert any(len(options) > 1 for found in offered for options in found.values())
    assert any(tile < HONOR and found for tile, found, _ in asked)
