"""Which actions a chair has right now: the turn player's choices, claims on a discard, robbing a kong."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from rules.engine.actions import Action, ActionKind, chi_action, simple_action
from rules.engine.discards import turn_discards
from rules.engine.state import tiles_of
from rules.engine.winning import (
    finished_hand,
    offer_win,
    seat_waits,
    shape_complete,
    waits_of,
)
from rules.hand import MeldType
from rules.refusal import Refusal
from rules.scoring import ScoreResult
from rules.tiles import HONOR, N_ALL_KINDS, N_KINDS

if TYPE_CHECKING:
    from rules.engine.table import Table


WILD_CLAIMED = Refusal.of("C-5", "wild_claimed", "C-5: a discarded wild tile cannot be claimed")
MISSED_WIN = Refusal.of("JS-8/SH-8", "missed_win",
                        "漏胡 (JS-8/SH-8): you passed this tile since your last draw")
NOT_ACCEPTED = Refusal.of("", "not_accepted", "the variant does not accept this hand")


def self_win(table: Table, chair: int) -> Action | None:
    """自摸 (or 天胡, 四龍): offered when the shape is complete and the variant's scorer accepts it."""
    seat = table.seats[chair]
    tile = table.drawn
    if tile is None:
        return None
    if seat.self_draw_wins_barred:
        return None  # the variant's bar on a self-drawn win now (SH-6 not knocked): note_win_bars
    win_context: dict[str, object] = {}
    four_wilds = (table.variant.table_rules.four_wilds_win and tile in table.wild_kinds
                  and seat.counts[tile] == 4)
    if four_wilds:
        win_context["four_long"] = True  # CX-7 四龍: wins whatever the rest
    elif tile in table.wild_kinds or seat.waits_cache is None and table.first_turn(chair):
        if not shape_complete(table, chair, None):
            return None
    elif tile not in (seat_waits(table, chair) if seat.waits_cache is None else seat.waits_cache):
        return None
    verdict = None if four_wilds else _own_verdict(table, chair, tile, self_drawn=True)
    if not offer_win(table, chair, tile, None, win_context=win_context, verdict=verdict):
        return None
    return simple_action(chair, ActionKind.WIN, tile)


def discard_win(table: Table, chair: int, tile: int, discarder: int, *, robbed: bool = False,
                forced: bool = False, win_context: Mapping[str, object] | None = None) -> Action | None:
    """A win on another player's discard, or robbing their added kong (C-5). ``forced``: CX-13 makes a
    player win on a 單吊抛花 discard, so a 抛花 hand is not barred (``win_context`` goes to the scorer)."""
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
    context = {**table.discard_context(chair, tile, discarder), **(win_context or {})}
    if not offer_win(table, chair, tile, discarder, robbed=robbed, win_context=context, verdict=verdict):
        return None
    return simple_action(chair, ActionKind.WIN, tile)


def _own_verdict(table: Table, chair: int, tile: int, *, self_drawn: bool) -> bool | None:
    """The variant's verdict on ``chair`` winning on ``tile`` from the seat's own tiles, melds, flowers and
    wind (:meth:`Variant.accepts_own_win`), before the finished hand is built; None: build it to know."""
    seat = table.seats[chair]
    concealed = tiles_of(seat.counts)
    if self_drawn:
        concealed.remove(tile)  # the drawn tile is in hand
    return table.variant.accepts_own_win(concealed, seat.melds, tile, knocked=seat.knocked,
                                        self_drawn=self_drawn, flowers=len(seat.flowers),
                                        wind=table.wind_of(chair))


def note_win_bars(table: Table, chair: int) -> None:
    """Keep on the seat whether the variant bars ``chair`` from winning on a discard now (SH-6 not knocked,
    CX-11 抛花), or self-drawn (SH-6): such a seat's waits are not worked out for the others' discards, nor
    its draws looked at for 自摸. Asked after the deal; the
    variant's own moves that change a bar keep the flag from then on (SH-6 the knock, CX-11 the 抛花 check,
    tests/rules/test_engine_phases.py checks it after every step). A win offered is still asked the
    variant in full (:func:`discard_win`)."""
    refusal = table.hooks.win_refusal
    seat = table.seats[chair]
    seat.discard_wins_barred = (
        refusal is not None and refusal(table, chair, self_drawn=False, forced=False) is not None)
    seat.self_draw_wins_barred = (
        refusal is not None and refusal(table, chair, self_drawn=True, forced=False) is not None)


def claims_on_discard(table: Table, discarder: int, tile: int) -> dict[int, list[Action]]:
    """Every other chair's 胡, 碰, 明槓 and 吃 on ``discarder``'s ``tile``, by chair in turn order (C-5)."""
    found: dict[int, list[Action]] = {}
    if tile in table.wild_kinds:
        # C-5: a discarded wild cannot be claimed at all, but for JH-3's peng of the face with two 白板
        return stand_in_pengs(table, discarder, tile) if table.stand_in is not None else found
    seats = table.seats
    chi_shapes = CHI_SHAPES[tile]
    next_chair = True  # the first chair after the discarder may also chi
    for chair in AFTER[discarder]:
        seat = seats[chair]
        waiting = seat.waits_cache
        if waiting is None:
            # a seat the variant bars from winning on a discard needs no waits for it
            waiting = _NO_WAITS if seat.discard_wins_barred else seat_waits(table, chair)
        counts = seat.counts
        # the common case, decided cheaply: no pair of the tile, no win on it, no chi of it
        claimable = counts[tile] >= 2 or tile in waiting
        if next_chair and not claimable:
            # holds the other two tiles of a chi (wilds not excluded: a necessary check)
            for _, a, b in chi_shapes:
                if counts[a] and counts[b]:
                    claimable = True
                    break
            else:
                claimable = table.stand_in is not None and bool(stand_in_chis(table, chair, tile))  # JH-3
        if claimable:
            options = _claims(table, chair, tile, discarder, tile in waiting, next_chair)
            if options:
                found[chair] = options
        next_chair = False
    return found


_NO_WAITS: frozenset[int] = frozenset()
AFTER = [((d + 1) % 4, (d + 2) % 4, (d + 3) % 4) for d in range(4)]  # the other chairs in turn order


def _claims(table: Table, chair: int, tile: int, discarder: int, wins: bool,
            next_player: bool) -> list[Action]:
    seat = table.seats[chair]
    held = seat.counts[tile]
    options: list[Action] = []
    if wins:
        win = discard_win(table, chair, tile, discarder)
        if win is not None:
            options.append(win)
    limit = table.variant.table_rules.claim_limit
    if limit is not None and seat.claims_from[discarder] >= limit:
        return options  # CX-5: a third claim on one supplier is not offered
    if held >= 3 and table.wall.left > 0:
        options.append(simple_action(chair, ActionKind.KONG, tile))
    if held >= 2:
        options.append(simple_action(chair, ActionKind.PENG, tile))
    if next_player:
        options.extend(_chi_options(table, chair, tile))
    allowed = table.hooks.claim_actions
    return options if allowed is None else allowed(table, chair, options)  # SH-7 after a knock


def _chi_shapes(tile: int) -> tuple[tuple[int, int, int], ...]:
    """(lowest kind of the sequence, the two other kinds) for each chi that takes ``tile``; none for
    honors."""
    if tile >= HONOR:
        return ()
    rank = tile % 9
    lows = range(tile - min(rank, 2), tile - max(0, rank - 6) + 1)
    return tuple((low, *[k for k in (low, low + 1, low + 2) if k != tile]) for low in lows)  # type: ignore[misc]


CHI_SHAPES = [_chi_shapes(k) for k in range(N_ALL_KINDS)]
_PENG = MeldType.PENG  # a module constant: read for every meld of every turn


def _chi_options(table: Table, chair: int, tile: int) -> list[Action]:
    counts = table.seats[chair].counts
    wild = table.wild_kinds
    found = []
    for low, a, b in CHI_SHAPES[tile]:
        if counts[a] and counts[b] and a not in wild and b not in wild:
            found.append(chi_action(chair, tile, low))
    if table.stand_in is not None:
        found += stand_in_chis(table, chair, tile)
    return found


def stand_in_chis(table: Table, chair: int, tile: int) -> list[Action]:
    """JH-3 in claims: a 白板 standing for the 財神's face is that tile everywhere. Held, it gives the face's
    place in a chi (財神 3m: 2m + 白板 with a discarded 4m); discarded, it is claimed as the face (2m 4m +
    白板). The meld holds the tiles as they are (``24m5z``); the face itself, wild, never melds (C-5)."""
    stand_in, face = table.stand_in, table.wild_rule.face
    if stand_in is None or face is None:
        return []
    counts, wild = table.seats[chair].counts, table.wild_kinds
    found = []
    if tile == stand_in:
        for _, a, b in CHI_SHAPES[face]:
            if counts[a] and counts[b] and a not in wild and b not in wild:
                found.append(Action(chair, ActionKind.CHI, tile, tuple(sorted((a, b, stand_in)))))
    elif counts[stand_in]:
        for _, a, b in CHI_SHAPES[tile]:
            other = b if a == face else a if b == face else None
            if other is not None and counts[other] and other not in wild:
                found.append(Action(chair, ActionKind.CHI, tile, tuple(sorted((tile, other, stand_in)))))
    return found


def stand_in_pengs(table: Table, discarder: int, tile: int) -> dict[int, list[Action]]:
    """JH-3 in claims, the one claim on a discarded 財神: two 白板 standing for its face peng it (財神 3m:
    白板 白板 + a discarded 3m). The claimed tile plays as its own face in that meld, not as a wild; the
    meld holds the tiles as they are (``3m55z``). Peng only: the spec names chi and peng, no kong."""
    stand_in, meld, limit = table.stand_in, table.wild_rule.face_peng(), table.variant.table_rules.claim_limit
    found: dict[int, list[Action]] = {}
    if stand_in is None or meld is None or tile != table.wild_rule.face:
        return found
    for chair in AFTER[discarder]:
        seat = table.seats[chair]
        limited = limit is not None and seat.claims_from[discarder] >= limit
        if seat.counts[stand_in] < 2 or limited:
            continue
        found[chair] = [Action(chair, ActionKind.PENG, tile, meld)]
    allowed = table.hooks.claim_actions
    if allowed is not None:
        found = {chair: offered for chair, options in found.items()
                 if (offered := allowed(table, chair, options))}
    return found


def turn_actions(table: Table, chair: int) -> list[Action]:
    """The turn player's choices: win, kongs, discards (with their bans), as the variant allows them
    (:meth:`Variant.turn_actions`: SH-6 knocking, SH-7's locked hand)."""
    seat = table.seats[chair]
    counts = seat.counts
    drawn = table.drawn
    actions: list[Action] = []
    # 自摸 needs the drawn tile among the waits kept from before the draw, unless the waits are not known or
    # it is a wild (``self_win`` refuses every other tile at once: this skips the call). A wild completes no
    # hand that was not ready before the draw (``seat.far``: its shanten, one tile lowers it by one at most),
    # but for CX-7 四龍; a seat barred from 自摸 (SH-6 not knocked) is not looked at
    waiting = seat.waits_cache
    if drawn is not None and not seat.self_draw_wins_barred and (
            waiting is None or drawn in waiting
            or drawn in table.wild_kinds and (seat.far == 0 or table.variant.table_rules.four_wilds_win)):
        win = self_win(table, chair)
        if win is not None:
            actions.append(win)
    # a concealed kong needs four of a kind: the tile just drawn, or four already held at the last look (the
    # seat's flag; reset by any change of hand but a draw and a discard, ``SeatState.hand_changed``)
    if drawn is None or seat.may_hold_four or counts[drawn] == 4:
        fours = seat.may_hold_four = 4 in counts
    else:
        fours = False
    if fours:
        actions.extend(_kong_options(table, chair, fours))
    else:
        for meld in seat.melds:  # an added kong needs a pung's fourth tile in hand
            if meld.type is _PENG and counts[meld.tiles[0]]:
                actions.extend(_kong_options(table, chair, fours))
                break
    discards = turn_discards(chair, counts, seat.banned_kind, table.kept_wilds, table.plain_discards[chair],
                             table.kept_span)
    if actions:
        actions += discards
    else:
        actions = discards  # most turns: nothing but discards
    allowed = table.hooks.turn_actions
    return actions if allowed is None else allowed(table, chair, actions)


def _kong_options(table: Table, chair: int, fours: bool) -> list[Action]:
    """Concealed kongs (``fours``: some kind is held four times) and added kongs on the seat's pungs."""
    if table.wall.left == 0:
        return []  # no replacement tile left
    seat = table.seats[chair]
    found: list[Action] = []
    for kind in range(N_KINDS) if fours else ():
        if seat.counts[kind] < 4 or kind in table.wild_kinds:
            continue
        found.append(simple_action(chair, ActionKind.CONCEALED_KONG, kind))
    for meld in seat.melds:
        kind = meld.tiles[0]
        if meld.type is not _PENG or seat.counts[kind] == 0 or meld.tiles[-1] != kind:
            continue  # no added kong on JH-3's peng of the 財神's face with two 白板 (``stand_in_pengs``)
        found.append(simple_action(chair, ActionKind.ADDED_KONG, kind))
    return found


def why_not_win(table: Table, chair: int, offered: tuple[int, int] | None = None, *,
                held: list[int] | None = None) -> Refusal | None:
    """The reason a complete hand is not a legal win, in the variant's own terms (issue 10 "why not").

    The hand is completed by ``chair``'s drawn tile on its turn, by the discard now on offer, or by
    ``offered`` = (tile, discarder): a discard about to be made, asked before the table moves on so a
    player who is not even asked (nothing legal) still learns why; ``held``, with ``offered``: the
    chair's concealed tiles by kind as the question has them (after a discard not made yet).
    """
    seat = table.seats[chair]
    if offered is not None or (table.phase == "claim" and table.last_discard is not None
                               and table.last_discard[0] != chair):
        tile, discarder = offered if offered is not None else _offered_discard(table)
        if discarder == chair or not shape_complete(table, chair, tile, held):
            return None
        if tile in table.wild_kinds:
            return WILD_CLAIMED
        if tile in seat.missed:
            return MISSED_WIN
    elif table.phase == "turn" and chair == table.turn and table.drawn is not None:
        tile, discarder = table.drawn, None
        if not shape_complete(table, chair, None):
            return None
    else:
        return None
    refusal = table.variant.win_refusal(table, chair, self_drawn=discarder is None, forced=False)
    if refusal is not None:
        return refusal  # the variant's bar on any win now (SH-6 not knocked, CX-11 抛花 only self-draws)
    win_context = table.discard_context(chair, tile, discarder) if discarder is not None else {}
    trial = None if held is None else {chair: held}
    result = table.variant.score(finished_hand(table, chair, tile, discarder, win_context=win_context,
                                               trial=trial))
    return None if result.valid else (result.reason or NOT_ACCEPTED)


def _offered_discard(table: Table) -> tuple[int, int]:
    assert table.last_discard is not None
    discarder, tile = table.last_discard
    return tile, discarder


def why_not_claim(table: Table, chair: int, tile: int, discarder: int) -> Refusal | None:
    """Why ``chair`` is not offered a peng/kong/chi its tiles would make on this discard (CX-5)."""
    seat = table.seats[chair]
    limit = table.variant.table_rules.claim_limit
    if limit is None or seat.claims_from[discarder] < limit or tile in table.wild_kinds:
        return None
    next_player = chair == (discarder + 1) % 4 and tile < HONOR
    could = seat.counts[tile] >= 2 or (next_player and bool(_chi_options(table, chair, tile)))
    if not could:
        return None
    return Refusal.of(
        "CX-5", "claim_limit",
        "CX-5: a third claim from this player is not allowed ({limit} already made on their discards)",
        limit=limit)


def _held_after(table: Table, chair: int, discard: int | None) -> list[int]:
    """``chair``'s concealed tiles by kind after ``discard`` from a 14-tile hand (a copy: the seat keeps its
    own), for the questions below."""
    held = table.seats[chair].counts.copy()
    if discard is not None:
        held[discard] -= 1
    return held


def wait_scores(table: Table, chair: int, discard: int | None = None) -> dict[int, ScoreResult]:
    """The variant's verdict on each tile that would complete ``chair``'s hand (after ``discard`` from a
    14-tile hand), scored as a self-draw: the status line and waits panel show what each wait is worth.

    Every wait is scored, also one whose copies are all in other hands: the player cannot tell it from one
    still in the wall, and a wait left without its verdict told them where the last copy was. For the
    scoring a copy moves from the hand holding it, so the scorer sees a possible table (JH-2 counts the
    財神 in every hand). The trial hands are values (``finished_hand``'s ``trial``): no seat changes."""
    seat = table.seats[chair]
    held = _held_after(table, chair, discard)
    in_wall = set(table.wall.remaining())
    found = {}
    for tile in sorted(waits_of(table, held, len(seat.melds))):
        # every copy in play is in this hand (JH-22)
        if held[tile] >= 4 - (tile == table.indicator):
            continue
        drawn = held.copy()
        drawn[tile] += 1
        trial = {chair: drawn}
        lender = None if tile in in_wall else next(
            (other for other in range(4) if other != chair and table.seats[other].counts[tile]), None)
        if lender is not None:
            trial[lender] = table.seats[lender].counts.copy()
            trial[lender][tile] -= 1
        found[tile] = table.variant.score(finished_hand(table, chair, tile, None, trial=trial))
    return found


def wait_refusals_on_discard(
    table: Table, chair: int, discarder: int, discard: int | None = None
) -> dict[int, Refusal | None]:
    """Why ``discarder`` letting each waiting tile go would not give ``chair`` a legal win (None: it would),
    after ``discard``: where a wait wins only self-drawn (JS-13's 10 胡, CX-11 抛花) the waits line says
    so."""
    held = _held_after(table, chair, discard)
    return {tile: why_not_win(table, chair, (tile, discarder), held=held)
            for tile in sorted(waits_of(table, held, len(table.seats[chair].melds)))}

