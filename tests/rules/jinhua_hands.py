"""Helpers for the 金華 Jinhua scoring tests: a finished hand from tile strings, the items of a result.

Seats: 0 E (dealer), 1 S, 2 W, 3 N. Unless said otherwise the winner is S and the 財神 is 7p.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rules.hand import Meld, MeldType
from rules.scoring import FinishedHand, ScoreResult, SeatHand
from rules.tiles import kind_of, parse_tiles
from rules.variants.jinhua.scoring import score

E, S, W, N = range(4)
EXAMPLE = Path(__file__).resolve().parents[1] / "cli" / "examples" / "jinhua-plain-selfdraw-with-caishen.json"


def meld(kind: str, tiles: str, source: int | None = None) -> Meld:
    return Meld(MeldType(kind), tuple(parse_tiles(tiles)), source)


def finished(
    concealed: str,
    tile: str,
    *,
    wind: int = S,
    discarder: int | None = None,
    melds: tuple[Meld, ...] = (),
    indicator: str = "7p",
    draws_before: int = 0,
    ante: int | None = None,
    **flags: bool,
) -> FinishedHand:
    hands = [SeatHand() for _ in range(4)]
    hands[wind] = SeatHand(concealed=tuple(parse_tiles(concealed)), melds=melds)
    return FinishedHand(
        winner=wind,
        win_tile=kind_of(tile),
        hands=(hands[0], hands[1], hands[2], hands[3]),
        discarder=discarder,
        context={"indicator": kind_of(indicator), "draws_before": draws_before},
        options={} if ante is None else {"ante": ante},
        **flags,
    )


def win(concealed: str, tile: str, **kw: Any) -> ScoreResult:
    result = score(finished(concealed, tile, **kw))
    assert result.valid, result.reason
    assert sum(result.net) == 0
    return result


def items(result: ScoreResult) -> list[tuple[str, str, int | float]]:
    return [(i.rule, i.name, i.value) for i in result.items]
