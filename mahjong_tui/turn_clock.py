"""SH-19 計時: the countdown for a player at the screen, one decision at a time (the table screen ticks it
once a second, ``MahjongApp.turn_tick``; tests tick it by hand, so a timeout is deterministic)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class TurnClock:
    """Whole seconds left for one decision of one chair at one table step (``left`` None = stopped)."""

    seconds: int | None
    left: int | None = None
    chair: int | None = None
    step: int | None = None

    def start(self, chair: int, step: int) -> None:
        """Start for this decision; asking the same chair again at the same step keeps the time left."""
        if self.seconds is None or (self.left is not None and (chair, step) == (self.chair, self.step)):
            return
        self.left, self.chair, self.step = self.seconds, chair, step

    def stop(self) -> None:
        self.left = self.chair = self.step = None

    def tick(self, step: int) -> bool:
        """One second passes; True when the time of the decision asked at ``step`` has just run out."""
        if self.left is None:
            return False
        if step != self.step:  # the table moved on without a stop: the decision was made
            self.stop()
            return False
        self.left -= 1
        return self.left <= 0
