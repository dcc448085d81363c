"""The table's garbage collection (issue 30): what lives is frozen at a turn, and what died frozen is freed at
the hand's end. The tests' own apps leave it out (tests/conftest.py), so it is checked here, alone."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable


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


def test_the_hands_end_walks_everything_again_only_once_the_frozen_objects_grew_by_a_quarter(
        no_table_collections: Callable[..., None]) -> None:
    """Each walk of everything frozen paused a joined client up to 370 ms at every hand's end; what dies frozen
    meanwhile waits until the frozen objects grew by a quarter (``REWALK_GROWTH``)."""
    from mahjong_tui.screens.table import REWALK_GROWTH

    collect_garbage = no_table_collections
    collect_garbage(everything=True)  # a walk: the mark is set
    node = Node()
    alive = weakref.ref(node)
    collect_garbage()
    del node
    collect_garbage(everything=True)  # the next hand's end: hardly anything new frozen, no walk
    assert alive() is not None
    kept = [[i] for i in range(int(gc.get_freeze_count() * (REWALK_GROWTH - 1)) + 1000)]
    collect_garbage()  # frozen: grown by more than a quarter
    collect_garbage(everything=True)
    assert alive() is None
    del kept
