"""What one seat may see (bots and screens see nothing else): never other hands or the wall order."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.engine.actions import Action
from rules.hand import Meld

if TYPE_CHECKING:
    from rules.engine.game import Game


@dataclass(frozen=True, slots=True)
class Observation:
    """One chair's view of the table. Per-chair tuples are indexed by chair (0-3)."""

    variant: str
    chair: int
    dealer: int
    winds: tuple[int, int, int, int]  # this hand's wind of each chair: 0 E (dealer) … 3 N
    concealed: tuple[int, ...]  # own tiles, sorted by kind
    hand_sizes: tuple[int, int, int, int]  # concealed tile count of each chair
    melds: tuple[tuple[Meld, ...], ...]  # Meld.source is the supplier's chair
    discards: tuple[tuple[int, ...], ...]
    claimed: tuple[tuple[bool, ...], ...]  # parallel to discards: taken by a claim
    flowers: tuple[tuple[int, ...], ...]
    knocked: tuple[bool, bool, bool, bool]
    wall_count: int  # tiles left before the hand is drawn (the variant's end of wall)
    wall_tiles: int  # tiles physically left, kept-back tail included
    dice: tuple[int, int]
    indicator: int | None
    wild_kinds: frozenset[int]
    phase: str  # turn, claim, rob, over
    turn: int
    drawn: int | None  # own drawn tile (None for others' turns or after a claim)
    last_discard: tuple[int, int] | None  # (chair, tile)
    kong_in_flight: tuple[int, int] | None  # (chair, tile) of an added kong that may be robbed
    missed: frozenset[int]  # own 漏胡 kinds
    banned_kind: int | None  # own JS-7 ban
    legal_actions: tuple[Action, ...]
    options: tuple[tuple[str, object], ...]


def _public(game: Game) -> tuple[Any, ...]:
    """The table's public tuples, rebuilt per chair only after that chair's public event."""
    cached = game.public_cache
    if cached is not None and cached[0] == game.public_version:
        return cached
    views = [seat.public_view() for seat in game.seats]
    public = (
        game.public_version,
        tuple(v[0] for v in views),
        tuple(v[1] for v in views),
        tuple(v[2] for v in views),
        tuple(v[3] for v in views),
        tuple(v[4] for v in views),
        (game.wind_of(0), game.wind_of(1), game.wind_of(2), game.wind_of(3)),
        game.option_items,
    )
    game.public_cache = public
    return public


def observe(game: Game, chair: int) -> Observation:
    seat = game.seats[chair]
    _, melds, discards, claimed, flowers, knocked, winds, options = _public(game)
    reserve = game.variant.wall_reserve(game.kongs, game.options)
    turn_player = game.turn == chair and game.phase == "turn"
    return Observation(
        variant=game.variant.id,
        chair=chair,
        dealer=game.dealer,
        winds=winds,
        concealed=tuple(seat.concealed()),
        hand_sizes=(game.hand_size(0), game.hand_size(1), game.hand_size(2), game.hand_size(3)),
        melds=melds,
        discards=discards,
        claimed=claimed,
        flowers=flowers,
        knocked=knocked,
        wall_count=max(0, len(game.wall) - reserve),
        wall_tiles=len(game.wall),
        dice=game.dice,
        indicator=game.indicator,
        wild_kinds=game.wild_kinds,
        phase=game.phase,
        turn=game.turn,
        drawn=game.drawn if turn_player else None,
        last_discard=game.last_discard,
        kong_in_flight=game.kong_in_flight,
        missed=frozenset(seat.missed),
        banned_kind=seat.banned_kind,
        legal_actions=tuple(game.legal_actions(chair)),
        options=options,
    )
