"""The turn player's choices (C-4), and the questions the app and the lessons ask about a hand: why a complete
hand is not a win, why a claim is not offered, what each wait would score or why it may not win on a discard.

What a discard or an added kong offers the other seats is :mod:`rules.engine.offers`; whether a chair may
win is :mod:`rules.engine.winning`. A query never moves a tile: a trial hand is built as values."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.actions import Action, ActionKind, shared_actions
from rules.engine.discards import turn_discards
from rules.engine.offers import chi_options
from rules.engine.winning import finished_hand, self_win, shape_complete, waits_of
from rules.hand import MeldType
from rules.refusal import Refusal
from rules.scoring import ScoreResult
from rules.tiles import HONOR, N_KINDS

if TYPE_CHECKING:
    from rules.engine.table import Table


WILD_CLAIMED = Refusal.of("C-5", "wild_claimed", "C-5: a discarded wild tile cannot be claimed")
MISSED_WIN = Refusal.of("JS-8/SH-8", "missed_win",
                        "漏胡 (JS-8/SH-8): you passed this tile since your last draw")
NOT_ACCEPTED = Refusal.of("", "not_accepted", "the variant does not accept this hand")
_PENG = MeldType.PENG  # a module constant: read for every meld of every turn
CONCEALED_KONGS = shared_actions(ActionKind.CONCEALED_KONG)  # [chair][tile]: each kong offered on a turn
ADDED_KONGS = shared_actions(ActionKind.ADDED_KONG)


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
        found.append(CONCEALED_KONGS[chair][kind])
    for meld in seat.melds:
        kind = meld.tiles[0]
        if meld.type is not _PENG or seat.counts[kind] == 0 or meld.tiles[-1] != kind:
            continue  # no added kong on JH-3's peng of the 財神's face with two 白板 (``stand_in_pengs``)
        found.append(ADDED_KONGS[chair][kind])
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
    trial = None if held is None else {chair: held}
    result = table.variant.score(finished_hand(table, chair, tile, discarder, trial=trial))
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
    could = seat.counts[tile] >= 2 or (next_player and bool(chi_options(table, chair, tile)))
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

