"""Builders for 上海敲麻 finished hands in tests: seats as letters, tiles in C-1 text, melds as tuples."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.hand import Meld, MeldType
from rules.scoring import WIND_LETTERS, FinishedHand, ScoreItem, ScoreResult, SeatHand
from rules.tiles import kind_of, parse_tiles

MeldSpec = tuple[str, str, str | None]  # (type, tiles, supplier's wind letter or None)


def meld(spec: MeldSpec) -> Meld:
    kind, tiles, source = spec
    return Meld(MeldType(kind), tuple(parse_tiles(tiles)),
                None if source is None else WIND_LETTERS.index(source))


def seat_hand(concealed: str = "", melds: Sequence[MeldSpec] = (), flowers: str = "") -> SeatHand:
    return SeatHand(tuple(parse_tiles(concealed)), tuple(meld(m) for m in melds), tuple(parse_tiles(flowers)))


def finished(
    winner: str,
    concealed: str,
    win: str,
    *,
    melds: Sequence[MeldSpec] = (),
    flowers: str = "",
    discarder: str | None = None,
    others: Mapping[str, Sequence[MeldSpec]] | None = None,
    knocked: Sequence[str] | None = None,
    context: Mapping[str, Any] | None = None,
    options: Mapping[str, Any] | None = None,
    robbed_kong: bool = False,
    after_kong: bool = False,
) -> FinishedHand:
    """A finished hand for ``winner``; ``others`` gives other seats' melds (承包 bindings); ``knocked``
    defaults to the winner alone and is passed as ints, the way :mod:`rules.scenario` passes seats."""
    hands = [seat_hand(melds=(others or {}).get(s, ())) for s in WIND_LETTERS]
    w = WIND_LETTERS.index(winner)
    hands[w] = seat_hand(concealed, melds, flowers)
    knockers = knocked if knocked is not None else [winner]
    ctx: dict[str, Any] = {"knocked": [WIND_LETTERS.index(s) for s in knockers]}
    ctx.update(context or {})
    return FinishedHand(
        winner=w,
        win_tile=kind_of(win),
        hands=(hands[0], hands[1], hands[2], hands[3]),
        discarder=None if discarder is None else WIND_LETTERS.index(discarder),
        robbed_kong=robbed_kong,
        after_kong=after_kong,
        context=ctx,
        options=dict(options or {}),
    )


def items_of(result: ScoreResult) -> list[tuple[str, str, str, int | float]]:
    """The items as (rule, name, unit, value) for comparing a whole breakdown."""
    return [(i.rule, i.name, i.unit, i.value) for i in result.items]


def item(result: ScoreResult, name: str) -> ScoreItem:
    found = [i for i in result.items if i.name == name]
    assert len(found) == 1, f"{name} in {items_of(result)}"
    return found[0]


def net(result: ScoreResult) -> dict[str, int]:
    return {WIND_LETTERS[s]: v for s, v in enumerate(result.net)}


def pays(result: ScoreResult) -> list[tuple[str, str, int, str]]:
    """Payments as (payer, payee, amount, rule)."""
    return [(WIND_LETTERS[p.payer], WIND_LETTERS[p.payee], p.amount, p.rule) for p in result.payments]
