"""Melds and the wild-tile rule of a hand.

A :class:`Meld` is an exposed (or concealed-kong) group set down on the table; it remembers who
supplied the claimed tile (C-5), which 承包 and claim limits need. A :class:`WildRule` says which
held kinds are wild (Jinshan 百搭, Jinhua 財神, Cixi 龍) and whether a kind may stand in for the
wild's face (Jinhua 白板, JH-3).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from rules.tiles import N_KINDS, WHITE, format_tiles


class MeldType(StrEnum):
    CHI = "chi"
    PENG = "peng"
    KONG = "kong"  # exposed kong from a discard (明槓)
    ADDED_KONG = "added_kong"  # peng + own fourth tile (加槓 / 補槓 / 上槓)
    CONCEALED_KONG = "concealed_kong"  # 暗槓


@dataclass(frozen=True, slots=True)
class Meld:
    """A group on the table. ``source`` is who supplied the claimed tile: a chair at the table, a wind
    in a scored :class:`SeatHand` (None for a concealed kong)."""

    type: MeldType
    tiles: tuple[int, ...]
    source: int | None = None
    claimed: int | None = None

    @property
    def is_kong(self) -> bool:
        return self.type in (MeldType.KONG, MeldType.ADDED_KONG, MeldType.CONCEALED_KONG)

    @property
    def is_pung_or_kong(self) -> bool:
        return self.type is not MeldType.CHI

    @property
    def is_exposed(self) -> bool:
        """Chi, peng and exposed/added kongs open the hand; a concealed kong does not (門清)."""
        return self.type is not MeldType.CONCEALED_KONG

    @property
    def kind(self) -> int:
        """The lowest kind of the meld (the pung's kind, the sequence's first tile)."""
        return self.tiles[0]

    def __str__(self) -> str:
        return f"{self.type.value}:{format_tiles(self.tiles)}"


NATURAL = 0  # a tile read as itself
WILD = 1  # a wild tile standing for the kind shown
STAND_IN = 2  # Jinhua 白板 read as the 財神's face (JH-3)


@dataclass(frozen=True, slots=True)
class WildRule:
    """Which held kinds are wild, and which kind may stand in for the wilds' face.

    ``wilds``: kinds that are wild while held (all copies). ``stand_in``/``face``: a kind that may be
    read either as itself or as ``face`` (Jinhua 白板 for the 財神, JH-3). Flowers that are wild
    (Jinshan 梅蘭竹菊) are simply listed in ``wilds``.
    """

    wilds: frozenset[int] = field(default_factory=frozenset)
    stand_in: int | None = None
    face: int | None = None

    @classmethod
    def none(cls) -> WildRule:
        return cls()

    @classmethod
    def caishen(cls, face: int) -> WildRule:
        """Jinhua: the 財神 kind is wild and 白板 may stand for it, unless the 財神 is 白板 itself."""
        if face == WHITE:
            return cls(frozenset({face}))
        return cls(frozenset({face}), stand_in=WHITE, face=face)

    def face_peng(self) -> tuple[int, ...] | None:
        """JH-3 in claims: the peng two stand-ins make with a discarded wild of the face, sorted (財神 3m:
        ``3m55z``), the one meld a wild takes part in; None without a stand-in."""
        if self.stand_in is None or self.face is None:
            return None
        return tuple(sorted((self.face, self.stand_in, self.stand_in)))

    def split(self, concealed: Sequence[int]) -> tuple[list[int], int]:
        """Concealed kinds → (counts of the 34 playing kinds without wilds, number of wilds)."""
        counts = [0] * N_KINDS
        wilds = 0
        for k in concealed:
            if k in self.wilds:
                wilds += 1
            else:
                counts[k] += 1
        return counts, wilds

    def readings(self, concealed: Sequence[int]) -> Iterator[tuple[list[int], int, int]]:
        """Every way to read the hand: (counts, wilds, how many stand-ins are read as the face).

        Without a stand-in there is exactly one reading. With one, each of the ``b`` stand-in tiles
        held may be read as the face: b + 1 readings (which copies is irrelevant).
        """
        counts, wilds = self.split(concealed)
        if self.stand_in is None or self.face is None or counts[self.stand_in] == 0:
            yield counts, wilds, 0
            return
        held = counts[self.stand_in]
        for j in range(held + 1):
            reading = counts.copy()
            reading[self.stand_in] -= j
            reading[self.face] += j
            yield reading, wilds, j
