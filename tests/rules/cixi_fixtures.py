"""Builders for the Cixi scoring tests: a FinishedHand from tile strings (seats E S W N, E the dealer)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rules.hand import Meld, MeldType
from rules.scoring import FinishedHand, ScoreResult, SeatHand
from rules.tiles import kind_of, parse_tiles

WIND_LETTERS = "ESWN"
EXAMPLES = Path(__file__).resolve().parents[1] / "cli" / "examples"  # copies of shared/examples


def meld(text: str) -> Meld:
    """``"peng:777z:W"`` → a Meld (``concealed_kong:1111m`` has no supplier)."""
    kind, tiles, *source = text.split(":")
    return Meld(MeldType(kind), tuple(parse_tiles(tiles)), WIND_LETTERS.index(source[0]) if source else None)


def seat_hand(concealed: str, melds: tuple[str, ...] = ()) -> SeatHand:
    return SeatHand(tuple(parse_tiles(concealed)), tuple(meld(m) for m in melds))


def finished(
    concealed: str,
    win: str,
    *,
    indicator: str,
    winner: str = "S",
    frm: str | None = None,
    melds: tuple[str, ...] = (),
    others: dict[str, SeatHand] | None = None,
    context: dict[str, Any] | None = None,
    options: dict[str, Any] | None = None,
    **flags: bool,
) -> FinishedHand:
    hands = [SeatHand()] * 4
    for wind, hand in (others or {}).items():
        hands[WIND_LETTERS.index(wind)] = hand
    hands[WIND_LETTERS.index(winner)] = seat_hand(concealed, melds)
    return FinishedHand(
        winner=WIND_LETTERS.index(winner),
        win_tile=kind_of(win),
        hands=(hands[0], hands[1], hands[2], hands[3]),
        discarder=None if frm is None else WIND_LETTERS.index(frm),
        context={"indicator": kind_of(indicator), **(context or {})},
        options=options or {},
        **flags,
    )


def items_of(result: ScoreResult) -> list[tuple[str, str, int | float]]:
    return [(i.rule, i.name, i.value) for i in result.items]


def net_of(result: ScoreResult) -> dict[str, int]:
    return dict(zip(WIND_LETTERS, result.net))



FOUR_MELDS = ("peng:111s:E", "chi:234m:E", "peng:777p:W", "peng:555z:N")
