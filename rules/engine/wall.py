"""The wall: a seeded shuffle, live draws from the front, replacement draws from the tail (C-3)."""

from __future__ import annotations

import random
from collections.abc import Sequence


class Wall:
    """The tiles not yet drawn, in draw order. Nobody at the table sees this order (bots get a count)."""

    __slots__ = ("_back", "_front", "_tiles")

    def __init__(self, tiles: Sequence[int]) -> None:
        self._tiles = list(tiles)
        self._front = 0
        self._back = len(self._tiles)

    @classmethod
    def shuffled(cls, tiles: Sequence[int], rng: random.Random) -> Wall:
        order = list(tiles)
        rng.shuffle(order)
        return cls(order)

    def __len__(self) -> int:
        return self._back - self._front

    def draw(self) -> int:
        """The next live tile from the front."""
        if self._front >= self._back:
            raise IndexError("the wall is empty")
        tile = self._tiles[self._front]
        self._front += 1
        return tile

    def draw_replacement(self) -> int:
        """A replacement tile from the tail, after a kong or a flower set aside (C-3)."""
        if self._front >= self._back:
            raise IndexError("the wall is empty")
        self._back -= 1
        return self._tiles[self._back]

    def remaining(self) -> list[int]:
        """The tiles still in the wall (for the tile-conservation check, never for players)."""
        return self._tiles[self._front:self._back]
