"""The table's garbage collection (issue 30): what lives is frozen at a turn, and what died frozen is freed at
the hand's end. The tests' own apps leave it out (tests/conftest.py), so it is checked here, alone."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable
from pathlib import Path

import pytest


class Node:
    """An object in a reference cycle, which only the collector frees."""

    def __init__(self) -> None:
        self.me = self


def test_a_cycle_that_died_frozen_is_freed_at_the_hands_end(
        no_table_collections: Callable[..., None]) -> None:
    collect_garbage = no_table_collections  # the app's own, which the fixture keeps from apps
    node = Node()
    alive = weakref.ref(node)
    collect_garbage()  # the player's turn: the node is alive, so frozen
    assert gc.get_freeze_count() > 0
    del node
    collect_garbage()  # a later turn walks only what is not frozen
    gc.collect()  # nor does the interpreter's own collection free it
    assert alive() is not None
    collect_garbage(everything=True)  # the hand's end thaws everything first
    assert alive() is None
    assert gc.get_freeze_count() > 0  # and freezes what still lives



async def test_a_turns_collection_waits_for_no_key_and_the_hands_end_collects_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The turn's collection runs after the turn is painted unless the player's key came first (it would hold
    the answer back); the hand's end collects everything once, whether its timer or the player's Enter on the
    result comes first."""
    from mahjong_tui.screens import table as table_module
    from mahjong_tui.screens.table import TableScreen
    from tests.tui.conftest import new_app, settle

    collected: list[bool] = []
    monkeypatch.setattr(table_module, "collect_garbage",
                        lambda everything=False: collected.append(everything))
    app = new_app(tmp_path, variant="jinshan", seed=3)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        collected.clear()
        step = table.session.step
        assert table.asked is not None  # the player is asked (their turn, or a claim)
        table.collect_at_turn(step)
        assert collected == [False]
        collected.clear()
        table.asked = None  # the player's key overtook the collection
        table.collect_at_turn(step)
        assert collected == []
        table.hand_collected = False  # a hand ended: the timer, then the player's Enter
        table.collect_at_hand_end()
        table.collect_at_hand_end()
        assert collected == [True]


async def test_a_turns_collection_comes_a_moment_after_the_turn_is_asked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not in the frame that asks the turn: at four joined tables on one machine the other three were still
    painting the move that made it (issue 30). TURN_COLLECT_DELAY later, if no key came."""
    from mahjong_tui.screens import table as table_module
    from mahjong_tui.screens.table import TableScreen
    from rules.engine import ActionKind
    from tests.tui.conftest import new_app, settle

    collected: list[bool] = []
    monkeypatch.setattr(table_module, "collect_garbage",
                        lambda everything=False: collected.append(everything))
    monkeypatch.setattr(table_module, "TURN_COLLECT_DELAY", 0.3)
    app = new_app(tmp_path, variant="jinshan", seed=3)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        asked = table.asked
        assert asked is not None and any(a.kind is ActionKind.DISCARD for a in asked.legal)
        await pilot.pause(0.4)
        collected.clear()
        table.ask_human(asked)  # the turn asked again: its collection waits
        await pilot.pause(0.05)
        assert collected == []
        await pilot.pause(0.4)
        assert collected == [False]
