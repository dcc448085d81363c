"""bench_net_four.py's arithmetic: a discard's sample is each other player's first paint of a state past
it, minus the key, in the phase the key fell in."""

from __future__ import annotations

import gc
from types import SimpleNamespace

import pytest

from benchmarks.bench_net_four import Marks, fan_out, own_repaint

MS = 1_000_000


def test_each_other_player_counts_once_from_the_key_to_the_first_paint_past_the_discard() -> None:
    ann = {"keys": [(100 * MS, 5)], "paints": [(100 * MS, 5), (130 * MS, 6)]}
    bob = {"keys": [], "paints": [(90 * MS, 5), (110 * MS, 5), (120 * MS, 6), (150 * MS, 7)]}
    cai = {"keys": [], "paints": [(140 * MS, 7)]}
    dan = {"keys": [(400 * MS, 9)], "paints": []}  # outside every phase: not counted
    found = fan_out([ann, bob, cai, dan], {"quiet": (0, 300 * MS)})
    assert sorted(found["quiet"]) == [20.0, 40.0]  # Bob's paint of step 6, Cai's of 7; Dan painted none


def test_the_local_reference_is_the_own_screen_from_key_to_paint() -> None:
    local = {"keys": [(10 * MS, 3), (50 * MS, 8)], "paints": [(12 * MS, 3), (25 * MS, 4), (70 * MS, 9)]}
    assert own_repaint(local) == [15.0, 20.0]


def test_a_sample_splits_into_the_pressers_side_the_host_and_the_others_side() -> None:
    ann = {"keys": [(100 * MS, 5)], "paints": [], "sent": [(103 * MS, 5)], "arrived": []}
    bob = {"keys": [], "paints": [(120 * MS, 6)], "sent": [], "arrived": [(95 * MS, 5), (110 * MS, 6)]}
    cai = {"keys": [], "paints": [(130 * MS, 6)], "sent": [], "arrived": []}  # its read was not noted
    found = fan_out([ann, bob, cai], {"quiet": (0, 300 * MS)})
    assert sorted(found["quiet"]) == [20.0, 30.0]
    assert (found["quiet: key → written"], found["quiet: written → read"],
            found["quiet: read → painted"]) == ([3.0], [7.0], [10.0])


def test_any_screen_s_paint_ends_a_sample_and_the_player_presses_once_the_turn_is_painted(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The result pushed over the table is the paint that shows the hand's last discard (counting only the
    table's own paints held those samples until the result closed); a discard is pressed only once the
    presser's screen painted that turn."""
    from textual.screen import Screen

    painted: list[object] = []
    monkeypatch.setattr(Screen, "_compositor_refresh", lambda screen: painted.append(screen))  # undone after
    table = SimpleNamespace(session=SimpleNamespace(step=6), refresh_table=lambda: None)
    marks = Marks()
    marks.watch(table)  # type: ignore[arg-type]
    gc.callbacks.remove(marks.collected)  # the bench's process notes its collections; this one does not
    assert not marks.seen(6)
    Screen._compositor_refresh("result screen")  # type: ignore[arg-type]  # nothing re-rendered: no paint
    assert marks.paints == [] and not marks.seen(6)
    table.refresh_table()
    Screen._compositor_refresh("result screen")  # type: ignore[arg-type]
    assert [step for _, step in marks.paints] == [6] and marks.seen(6) and not marks.seen(7)
    assert painted == ["result screen", "result screen"]  # the screen's own paint still runs
