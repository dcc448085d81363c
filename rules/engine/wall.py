"""The wall: a seeded shuffle, live draws from the front, replacement draws from the tail (C-3)."""

from __future__ import annotations

import random
from collections.abc import Sequence


class Wall:
    """The tiles not yet drawn, in draw order. Nobody at the table sees this order (bots get a count)."""

    __slots__ = ("_back", "_front", "_tiles", "left")

    def __init__(self, tiles: Sequence[int]) -> None:
        self._tiles = list(tiles)
        self._front = 0
        self._back = len(self._tiles)
        self.left = self._back  # tiles not yet drawn (``len(wall)``; an attribute for the hot path)

    @classmethod
    def shuffled(cls, tiles: Sequence[int], rng: random.Random) -> Wall:
        order = list(tiles)
        shuffle(order, rng)
        return cls(order)

    def __len__(self) -> int:
        return self.left

    def draw(self) -> int:
        """The next live tile from the front."""
        if self._front >= self._back:
            raise IndexError("the wall is empty")
        tile = self._tiles[self._front]
        self._front += 1
        self.left -= 1
        return tile

    def deal(self, count: int) -> list[int]:
        """The next ``count`` live tiles from the front, in order (C-3's deal: as ``count`` draws)."""
        if self._front + count > self._back:
            raise IndexError("the wall is empty")
        tiles = self._tiles[self._front:self._front + count]
        self._front += count
        self.left -= count
        return tiles

    def draw_replacement(self) -> int:
        """A replacement tile from the tail, after a kong or a flower set aside (C-3)."""
        if self._front >= self._back:
            raise IndexError("the wall is empty")
        self._back -= 1
        self.left -= 1
        return self._tiles[self._back]

    def insert_randomly(self, tiles: Sequence[int], rng: random.Random) -> None:
        """Put ``tiles`` back among the live tiles, each at a random place (SH-18 換牌)."""
        for tile in tiles:
            self._tiles.insert(rng.randint(self._front, self._back), tile)
            self._back += 1
            self.left += 1

    def remaining(self) -> list[int]:
        """The tiles still in the wall (for the tile-conservation check, never for players)."""
        return self._tiles[self._front:self._back]


def shuffle(tiles: list[int], rng: random.Random) -> None:
    """``rng.shuffle(tiles)``, the same order from the same state: Python's own loop (random.py: Fisher-Yates,
    each index drawn as ``_randbelow_with_getrandbits``, rejection on ``getrandbits(n.bit_length())``) with
    the per-tile method call left out — once per hand, 143 draws. Any other ``_randbelow`` (a subclass, a
    Python that draws otherwise) goes through ``rng.shuffle`` itself; a test compares the two."""
    if getattr(type(rng), "_randbelow", None) is not _PLAIN_RANDBELOW:
        rng.shuffle(tiles)
        return
    getrandbits = rng.getrandbits
    for i, below, bits in _steps(len(tiles)):
        j = getrandbits(bits)
        while j >= below:
            j = getrandbits(bits)
        tiles[i], tiles[j] = tiles[j], tiles[i]


_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """Fisher-Yates over ``size`` tiles: (place, how many places it draws among, bits drawn per try), kept."""
    steps = _STEPS.get(size)
    if steps is None:
        steps = _STEPS[size] = tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, size)))
    return steps


_PLAIN_RANDBELOW = getattr(random.Random, "_randbelow_with_getrandbits", None)


def stacked_wall(tiles: Sequence[int], hands: Sequence[Sequence[int]], dealer: int = 0, *,
                 draws: Sequence[int] = (), tail: Sequence[int] = (),
                 indicator: int | None = None) -> list[int]:
    """A wall in draw order that deals ``hands`` (by chair; the dealer's has 14 tiles, the rest 13),
    then turns ``indicator`` (if given), then gives ``draws`` in order; ``tail`` are the replacement
    tiles, first replacement first. Every other tile of ``tiles`` fills the middle. For scenario tests."""
    pool = list(tiles)

    def take(kinds: Sequence[int]) -> list[int]:
        for k in kinds:
            pool.remove(k)
        return list(kinds)

    order: list[int] = []
    for i in range(4):
        chair = (dealer + i) % 4
        order += take(hands[chair][:13])
    order += take(hands[dealer][13:14])
    if indicator is not None:
        order += take([indicator])
    order += take(draws)
    back = take(tail)
    order += pool  # the filler, in set order
    order += list(reversed(back))
    return order
