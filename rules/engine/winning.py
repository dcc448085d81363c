"""Whether a chair may win, and the finished hand the variant scores (C-6, C-9).

The fast shape check runs first; the variant's ``score`` (slow, exhaustive) only once the shape is
complete, and only when the variant cannot tell more cheaply whether it accepts the win.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rules.analysis import is_complete, winning_kinds
from rules.analysis.summaries import INFINITE_SHANTEN, shanten_of
from rules.engine.actions import Action, ActionKind, shared_actions
from rules.engine.state import OfferedWin, tiles_of
from rules.hand import Meld
from rules.scoring import FinishedHand, ScoreResult, SeatHand
from rules.tiles import N_KINDS

if TYPE_CHECKING:
    from rules.engine.table import Table


def _plain(table: Table, counts: list[int], extra: int | None) -> tuple[list[int], int]:
    """(counts of the 34 playing kinds without wilds, wilds) of ``counts`` plus ``extra``."""
    plain = counts[:N_KINDS]  # a copy
    wilds = 0
    for k in table.wild_kinds:
        wilds += counts[k]
        if k < N_KINDS:
            plain[k] = 0
    if extra is not None:
        if extra in table.wild_kinds:
            wilds += 1
        else:
            plain[extra] += 1
    return plain, wilds


def _readings(table: Table, held: list[int], extra: int | None) -> Iterator[tuple[list[int], int]]:
    """(counts of 34 kinds without wilds, wilds) of ``held`` (+ ``extra``) for each reading of the Jinhua
    白板 stand-in (JH-3)."""
    plain, wilds = _plain(table, held, extra)
    rule = table.wild_rule
    stand_in, face = rule.stand_in, rule.face
    yield plain, wilds
    if stand_in is not None and face is not None:
        reading = plain
        for _ in range(plain[stand_in]):
            reading = reading.copy()
            reading[stand_in] -= 1
            reading[face] += 1
            yield reading, wilds


def shape_complete(table: Table, chair: int, extra: int | None, held: list[int] | None = None) -> bool:
    """Whether ``chair``'s concealed tiles (``held``, when a question tries other tiles than the seat's;
    plus ``extra``) complete a hand under the variant's shapes."""
    if extra is not None and extra >= N_KINDS and extra not in table.wild_kinds:
        return False
    seat = table.seats[chair]
    n_melds = 4 - len(seat.melds)
    shapes, face = table.shapes, table.wild_face
    readings = _readings(table, seat.counts if held is None else held, extra)
    return any(is_complete(c, w, n_melds, shapes, wild_kind=face) for c, w in readings)


def near_complete(table: Table, chair: int) -> bool:
    """A 3n+2 hand one discard away from ready (shanten ≤ 0): only then can a knock be legal."""
    n_melds = 4 - len(table.seats[chair].melds)
    shapes, face = table.shapes, table.wild_face
    return any(shanten_of(counts, wilds, n_melds, shapes, face) <= 0
               for counts, wilds in _readings(table, table.seats[chair].counts, None))


def waits(table: Table, chair: int) -> frozenset[int]:
    """Tile kinds (0-33) that would complete ``chair``'s waiting hand by shape (rules.analysis)."""
    seat = table.seats[chair]
    return waits_of(table, seat.counts, len(seat.melds))


def waits_of(table: Table, held: list[int], melds: int) -> frozenset[int]:
    """:func:`waits` of a hand of ``held`` tiles (by kind) with ``melds`` melds made, such as a seat's hand
    after a trial discard or kong (SH-6, SH-7): a question about a hand, not about the table's seats."""
    if sum(held) % 3 != 1:
        return frozenset()
    return _waits_and_shanten(table, held, melds)[0]


def _waits_and_shanten(table: Table, held: list[int], melds: int) -> tuple[frozenset[int], int]:
    """(``waits``, shanten) of a 3n+1 hand: the shanten (the least over the 白板 readings, JH-3) tells how
    many more discards the hand stays unready (:mod:`rules.analysis.summaries`)."""
    n_melds = 4 - melds
    shapes, face = table.shapes, table.wild_face
    if table.stand_in is None:  # one reading (no 白板 stand-in): the common case, decided at once
        wilds = 0
        playing_wild = False
        for kind in table.wild_kinds:
            if held[kind]:
                wilds += held[kind]
                playing_wild = playing_wild or kind < N_KINDS
        # wilds that are flowers (JS-3) lie past the 34 playing kinds that the shanten reads: no copy needed
        counts = _plain(table, held, None)[0] if playing_wild else held
        away = shanten_of(counts, wilds, n_melds, shapes, face, SKIPS_A_DISCARD)
        if away:
            return _NO_WAITS, away
        if counts is held:
            counts = held[:N_KINDS]  # the library reads exactly the 34 playing kinds
        return frozenset(winning_kinds(counts, wilds, n_melds, shapes, wild_kind=face)), 0
    found: set[int] = set()
    least = INFINITE_SHANTEN
    for counts, wilds in _readings(table, held, None):
        away = shanten_of(counts, wilds, n_melds, shapes, face, SKIPS_A_DISCARD)
        if away == 0:
            found.update(winning_kinds(counts, wilds, n_melds, shapes, wild_kind=face))
        least = min(least, away)
    return frozenset(found), least


_NO_WAITS: frozenset[int] = frozenset()
SKIPS_A_DISCARD = 2  # a shanten this high leaves the hand unready after the next draw and discard


def waiting_counts(table: Table, chair: int) -> list[int] | None:
    """``chair``'s concealed tiles (by kind, a copy) as a waiting hand: as held, or without the tile drawn on
    its turn or the tile of its added kong in flight; None when it holds a full hand after a claim."""
    seat = table.seats[chair]
    held = seat.counts.copy()
    if seat.held % 3 == 1:
        return held
    extra = table.drawn if table.turn == chair else None
    if table.kong_in_flight is not None and table.kong_in_flight[0] == chair:
        extra = table.kong_in_flight[1]
    if extra is None or not held[extra]:
        return None
    held[extra] -= 1
    return held


def seat_waits(table: Table, chair: int) -> frozenset[int]:
    """``waits`` of the chair's waiting hand, cached until that hand changes (the hot path of claims).

    During the chair's turn the waiting hand is the one before the draw, so a self-drawn win is
    ``drawn in seat_waits`` without another shape check. The hand's shanten is kept beside the waits
    (``SeatState.far``): the discards it stays unready for need no shape work (``turns.discard``).
    """
    seat = table.seats[chair]
    if seat.waits_cache is not None:
        return seat.waits_cache
    drawn = table.drawn if table.turn == chair else None  # the tile its turn drew (None after a claim)
    held = seat.held % 3  # the running count of the hand (seat_waits reads the table, never a trial hand)
    if drawn is not None and held == 2:
        before_draw = seat.counts.copy()
        before_draw[drawn] -= 1
        seat.waits_cache, seat.far = _waits_and_shanten(table, before_draw, len(seat.melds))
    elif held == 1:
        seat.waits_cache, seat.far = _waits_and_shanten(table, seat.counts, len(seat.melds))
    else:
        return frozenset()
    return seat.waits_cache


# --- may a chair win: the turn's own tile, or a tile let go (``rules.engine.offers``) ---
WINS = shared_actions(ActionKind.WIN)  # [chair][tile]: each win offered


def self_win(table: Table, chair: int) -> Action | None:
    """自摸 (or 天胡, 四龍): offered when the shape is complete and the variant's scorer accepts it."""
    seat = table.seats[chair]
    tile = table.drawn
    if tile is None:
        return None
    if seat.self_draw_wins_barred:
        return None  # the variant's bar on a self-drawn win now (SH-6 not knocked): Table.keep_variant_state
    win_context: dict[str, object] = {}
    four_wilds = (table.variant.table_rules.four_wilds_win and tile in table.wild_kinds
                  and seat.counts[tile] == 4)
    if four_wilds:
        win_context["four_long"] = True  # CX-7 四龍: wins whatever the rest
    elif tile in table.wild_kinds or seat.waits_cache is None and first_turn(table, chair):
        if not shape_complete(table, chair, None):
            return None
    elif tile not in (seat_waits(table, chair) if seat.waits_cache is None else seat.waits_cache):
        return None
    verdict = None if four_wilds else _own_verdict(table, chair, tile, self_drawn=True)
    if not offer_win(table, chair, tile, None, win_context=win_context, verdict=verdict):
        return None
    return WINS[chair][tile]


def win_on(table: Table, chair: int, tile: int, supplier: int, *, robbed: bool = False,
           forced: bool = False, win_context: Mapping[str, object] | None = None) -> Action | None:
    """The one win question of a tile let go: may ``chair`` win on ``supplier``'s discard, or by robbing
    their added kong (``robbed``, C-5)? ``forced``: CX-13 makes a player win on a 單吊抛花 discard, so a
    抛花 hand is not barred (``win_context`` goes to the scorer)."""
    seat = table.seats[chair]
    if tile in seat.missed:  # JS-8/SH-8 漏胡
        return None
    refusal = table.hooks.win_refusal
    if refusal is not None and refusal(table, chair, self_drawn=False, forced=forced) is not None:
        return None  # the variant's bar on any win now (SH-6 not knocked, CX-11 抛花 only self-draws)
    if tile not in seat_waits(table, chair):
        return None
    verdict = _own_verdict(table, chair, tile, self_drawn=False)
    if verdict is False:
        return None
    if not offer_win(table, chair, tile, supplier, robbed=robbed, win_context=win_context, verdict=verdict):
        return None
    return WINS[chair][tile]


def _own_verdict(table: Table, chair: int, tile: int, *, self_drawn: bool) -> bool | None:
    """The variant's verdict on ``chair`` winning on ``tile`` from the seat's own tiles, melds, flowers and
    wind (:meth:`Variant.accepts_own_win`), before the finished hand is built; None: build it to know."""
    seat = table.seats[chair]
    concealed = tiles_of(seat.counts)
    if self_drawn:
        concealed.remove(tile)  # the drawn tile is in hand
    return table.variant.accepts_own_win(concealed, seat.melds, tile, seat_state=seat.variant_state,
                                        self_drawn=self_drawn, flowers=len(seat.flowers),
                                        wind=table.wind_of(chair))


# --- the finished hand the variant scores, and what it reads of the table ---
def first_turn(table: Table, chair: int) -> bool:
    """No claim or kong yet and the player has not discarded: its first turn."""
    return table.claims_made == 0 and table.kongs == 0 and not table.seats[chair].discards


def opening_win(table: Table, chair: int) -> bool:
    """A win by ``chair`` now falls in the opening its variant rewards (cli.md ``first_turn``, 天胡/地胡/
    人胡): no claim or kong yet, and the winner's first turn — or, for a non-dealer where the variant
    rewards the whole first go-around (JS-15 地胡), the dealer has not discarded twice."""
    if chair != table.dealer and table.variant.table_rules.opening_go_around:
        return table.claims_made == 0 and table.kongs == 0 and len(table.seats[table.dealer].discards) < 2
    return first_turn(table, chair)


def _seat_hand(table: Table, chair: int, minus: int | None, held: Sequence[int] | None = None) -> SeatHand:
    """``chair``'s SeatHand, less ``minus``; ``held``: its concealed tiles by kind when a question has them
    otherwise than the seat does."""
    seat = table.seats[chair]
    concealed = seat.concealed() if held is None else tiles_of(held)
    flowers = list(seat.flowers)
    if minus is not None:
        (concealed if minus in concealed else flowers).remove(minus)
    melds = tuple(
        Meld(m.type, m.tiles, None if m.source is None else table.wind_of(m.source), m.claimed)
        for m in seat.melds
    )
    return SeatHand(tuple(concealed), melds, tuple(flowers))


def finished_hand(table: Table, chair: int, tile: int, discarder: int | None, *, robbed: bool = False,
                  win_context: Mapping[str, Any] | None = None, tile_held: bool | None = None,
                  trial: Mapping[int, Sequence[int]] | None = None) -> FinishedHand:
    """The hand as the variant's scorer sees it: seats by this hand's winds, context per cli.md.

    ``tile_held``: the winning tile is among the winner's tiles (in hand, or a flower set aside for
    八花齊) and is taken out of them; by default true for a self-drawn win. ``trial``: the concealed
    tiles by kind of the chairs a question tries otherwise than they sit (a discard not made, a tile
    drawn or lent), read instead of their seats' counts: asking moves no tile at the table.
    """
    held = (discarder is None and not robbed) if tile_held is None else tile_held
    trial = trial or {}
    hands = tuple(_seat_hand(table, c, tile if (c == chair and held) else None, trial.get(c))
                  for c in table.chairs_by_wind())
    context = scorer_context(table, chair, discarder, win_context)
    return FinishedHand(
        winner=table.wind_of(chair),
        win_tile=tile,
        hands=(hands[0], hands[1], hands[2], hands[3]),
        discarder=None if discarder is None else table.wind_of(discarder),
        robbed_kong=robbed,
        after_kong=table.after_kong and discarder is None,
        # cli.md: the self-draw of the last live tile; a kong or flower replacement (drawn from the tail, also
        # after the last live tile) is not one (JH-26)
        last_tile=discarder is None and not table.after_kong and table.wall_exhausted(),
        first_turn=opening_win(table, chair),
        context=context,
        options=dict(table.options),
    )


def scorer_context(table: Table, chair: int | None, discarder: int | None,
                   win_context: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The context the variant's scorer reads of ``chair``'s win on ``discarder``'s tile (None: self-drawn;
    ``chair`` None: the hand's settlement), cli.md's values: the table's (indicator, dice, SH-20's stacks),
    the variant's facts of its seats' own states (:meth:`Variant.state_context`) and the win's own
    (``win_context``), of which the variant keeps the keys it reads, with the carried counters."""
    context: dict[str, Any] = {"indicator": table.indicator, "dice": table.dice}
    if table.stacks is not None:  # SH-20, by wind like every seat in a FinishedHand
        context["stacks"] = tuple(table.stacks[table.chair_of(w)] for w in range(4))
    own = table.hooks.state_context
    if own is not None:
        context.update(own(table, chair, discarder))
    if win_context:
        context.update(win_context)
    return table.variant.table_context(context, table.carry)


def accepted(table: Table, hand: FinishedHand) -> tuple[bool, ScoreResult | None]:
    """Whether the variant accepts the complete ``hand`` as a win, and its score when scoring it was the
    only way to know (:meth:`Variant.accepts_win`)."""
    verdict = table.variant.accepts_win(hand)
    if verdict is None:
        result = table.variant.score(hand)
        return result.valid, result
    return verdict, None


def offer_win(table: Table, chair: int, tile: int, discarder: int | None, *, robbed: bool = False,
              win_context: Mapping[str, Any] | None = None, verdict: bool | None = None) -> bool:
    """Whether the variant accepts ``chair``'s win on ``tile`` now (``verdict``: the variant's answer from
    the seat's own tiles, when it gave one). The hand is kept for the finish, and scored now only when the
    variant cannot tell more cheaply; with a verdict it is built only if the win is taken (or its score
    asked): nothing at the table moves between the offer and the answer, so it is the same hand."""
    if verdict is not None:
        if verdict:
            table.offered_hands[chair] = OfferedWin(tile, discarder, robbed, win_context)
        return verdict
    hand = finished_hand(table, chair, tile, discarder, robbed=robbed, win_context=win_context)
    valid, result = accepted(table, hand)
    if not valid:
        return False
    if result is not None:
        table.offered_scores[chair] = result
    table.offered_hands[chair] = hand
    return True


def offered_hand(table: Table, chair: int) -> FinishedHand | None:
    """The finished hand behind ``chair``'s win on offer (built on first asking), or None."""
    hand = table.offered_hands.get(chair)
    if isinstance(hand, OfferedWin):
        hand = table.offered_hands[chair] = finished_hand(table, chair, hand.tile, hand.discarder,
                                                         robbed=hand.robbed, win_context=hand.win_context)
    return hand


def offered_score(table: Table, chair: int) -> ScoreResult | None:
    """The score of ``chair``'s win on offer (scored on first asking), or None when none is offered."""
    result = table.offered_scores.get(chair)
    if result is None:
        hand = offered_hand(table, chair)
        if hand is None:
            return None
        result = table.offered_scores[chair] = table.variant.score(hand)
    return result


def scored_winners(table: Table, answered: list[int], discarder: int | None, tile: int, *, robbed: bool,
                   win_context: Mapping[str, Any] | None,
                   tile_held: bool | None) -> tuple[list[int], dict[int, ScoreResult], dict[str, Any]]:
    """The winners among the chairs that ``answered`` 胡 (:func:`pick_winners`), each one's score (the
    offered score when there was one), and the context of the hand's settlement
    (:func:`rules.engine.settle.finish_win`). ``tile_held``: the winning tile is among the winner's tiles
    (default: a self-draw that robs nothing)."""
    winners = pick_winners(table, answered)
    scores: dict[int, ScoreResult] = {}
    for chair in winners:
        offered = offered_score(table, chair)
        if offered is None:
            held = discarder is None and not robbed if tile_held is None else tile_held
            hand = finished_hand(table, chair, tile, discarder, robbed=robbed, win_context=win_context,
                                 tile_held=held)
            offered = table.variant.score(hand)
        scores[chair] = offered
    return winners, scores, scorer_context(table, None, discarder, win_context)


def pick_winners(table: Table, winners: list[int]) -> list[int]:
    """Who of several chairs that answered 胡 on one tile (nearest the supplier first) is paid, by the
    variant's rule: all (SH-5 一炮多響), the nearest (JS-6, JH-7), or the higher basic score (CX-6)."""
    rule = table.variant.table_rules.winners_on_discard
    if rule == "all" or len(winners) == 1:
        return winners  # SH-5 一炮多響
    if rule == "best":  # CX-6
        scored = [(c, offered_score(table, c)) for c in winners]
        return [table.variant.pick_best_winner([(c, s) for c, s in scored if s is not None])]
    return winners[:1]  # JS-6, JH-7: nearest after the discarder
