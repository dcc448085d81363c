"""Where a table's CPU goes, part by part (issue 30): bench_net_repaint's ``--parts``.

Wraps the table screen's steps and Textual's layout, styling and paint in timers of the thread's CPU
(``time.thread_time``). A step's time is its own: a timed step inside another (the paint a layout ends
with, a collection inside anything) is taken out of the one around it, so the parts add up. ``other`` is
what the thread spent outside every timed step (the event loop, messages, reading and decoding the host's
lines). Installed on the classes, so it counts every table screen of the process.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import Any

PARTS = ("view", "seats/rivers/centre", "hand", "learning", "log", "say", "prompt", "styles", "layout",
         "paint", "gc")


class PartClock:
    """CPU by part since :meth:`start`, a step inside another counted once, in the inner one."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = dict.fromkeys(PARTS, 0.0)
        self.stack: list[list[Any]] = []  # [part, its start, time inside nested parts]
        self.began = 0.0

    def start(self) -> None:
        self.spent = dict.fromkeys(PARTS, 0.0)
        self.began = time.thread_time()

    def enter(self, part: str) -> None:
        self.stack.append([part, time.thread_time(), 0.0])

    def leave(self) -> None:
        part, began, nested = self.stack.pop()
        took = time.thread_time() - began
        self.spent[part] += took - nested
        if self.stack:
            self.stack[-1][2] += took

    def report(self, states: int) -> str:
        """CPU a state by part (ms), and ``other`` and the total."""
        total = (time.thread_time() - self.began) * 1000
        states = max(1, states)
        parts = {name: ms * 1000 / states for name, ms in self.spent.items()}
        parts["other"] = total / states - sum(parts.values())
        shown = "  ".join(f"{name} {ms:.2f}" for name, ms in parts.items())
        return f"CPU a state (ms, {states} states): {shown}  total {total / states:.2f}"


CLOCK = PartClock()


def timed(owner: type, name: str, part: str) -> None:
    """``owner.name`` counted as ``part``."""
    original: Callable[..., Any] = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        CLOCK.enter(part)
        try:
            return original(*args, **kwargs)
        finally:
            CLOCK.leave()

    setattr(owner, name, counted)


def on_collection(phase: str, _info: dict[str, int]) -> None:
    if phase == "start":
        CLOCK.enter("gc")
    elif CLOCK.stack and CLOCK.stack[-1][0] == "gc":
        CLOCK.leave()


def install() -> PartClock:
    """Time the table's steps in this process; returns the clock (``start`` it at a phase's start)."""
    from textual.css.stylesheet import Stylesheet
    from textual.screen import Screen

    from mahjong_tui.screens.claim import ClaimPrompt
    from mahjong_tui.screens.table import TableScreen
    from mahjong_tui.table_view import TableView
    from mahjong_tui.widgets.felt import Felt

    timed(TableView, "build", "view")
    timed(Felt, "show", "seats/rivers/centre")
    timed(TableScreen, "refresh_hand", "hand")
    timed(TableScreen, "refresh_learning", "learning")
    timed(TableScreen, "refresh_log", "log")
    timed(TableScreen, "say", "say")
    timed(ClaimPrompt, "ask", "prompt")
    timed(ClaimPrompt, "close", "prompt")
    timed(Stylesheet, "update_nodes", "styles")
    timed(Screen, "_refresh_layout", "layout")
    timed(Screen, "_compositor_refresh", "paint")
    gc.callbacks.append(on_collection)
    return CLOCK
