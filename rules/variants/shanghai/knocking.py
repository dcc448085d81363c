"""SH-6 敲 and SH-7 the knocked hand: the Shanghai variant's table hooks (rules/engine/phases.py asks them).

SH-6: only a player who has knocked may win, and a player may knock with a discard only when the hand it
leaves waits on a hand the variant accepts. SH-7: a knocked hand is locked — the drawn tile is discarded,
no chi or peng, and a kong only when the winning tiles stay the same.

A seat's knock is the variant's own seat state (``Variant.seat_state``): None until it knocks, then a
:class:`Knock` holding the waits its hand is locked on. The table keeps it on the seat unread; every seat
sees the ``knocked`` mark; the scorer reads the knocked seats' winds (``knocked``, cli.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from rules.engine.actions import Action, ActionKind, simple_action
from rules.engine.state import tiles_of
from rules.engine.winning import accepted, finished_hand, near_complete, waiting_counts, waits, waits_of
from rules.refusal import Refusal

if TYPE_CHECKING:
    from rules.engine.table import Table


class Knock(NamedTuple):
    """SH-6/7: the seat has knocked; ``waits`` are the winning kinds its hand is locked on."""

    waits: frozenset[int]


KNOCKED = "knocked"  # the mark every seat sees beside a knocked seat (Variant.public_marks)
KNOCKED_MARKS = (KNOCKED,)
TRIAL_KNOCK = Knock(frozenset())  # a knock tried with a discard, not made (``ready_after_discard``)
# read once: a member read through its Enum class is a slow lookup, and these are read on every turn
_WIN, _DISCARD, _KONG, KNOCK = ActionKind.WIN, ActionKind.DISCARD, ActionKind.KONG, ActionKind.KNOCK
_KONGS_FROM_HAND = {ActionKind.CONCEALED_KONG: 4, ActionKind.KONG: 3, ActionKind.ADDED_KONG: 1}
NOT_KNOCKED = Refusal.of("SH-6", "not_knocked", "SH-6: knock (敲) first — only a knocked hand may win")
LOCKED = Refusal.of("SH-7", "knocked_drawn", "SH-7: after knocking the drawn tile must be discarded")


def public_marks(state: Knock | None) -> tuple[str, ...]:
    """SH-6: who has knocked is public."""
    return () if state is None else KNOCKED_MARKS


def knocked_winds(table: Table, knocking: int | None = None) -> tuple[int, ...]:
    """The winds of the chairs that have knocked (SH-6), and of ``knocking`` when a question tries a knock
    not made: the scorer's ``knocked`` (cli.md)."""
    seats = table.seats
    return tuple(sorted(table.wind_of(c) for c in range(4)
                        if seats[c].variant_state is not None or c == knocking))


def state_context(table: Table, chair: int | None, discarder: int | None) -> Mapping[str, Any]:
    """What the scorer reads of the knocks: the knocked seats' winds, whoever wins (SH-6, SH-14)."""
    return {"knocked": knocked_winds(table)}


def win_refusal(
    table: Table, chair: int, *, self_drawn: bool = False, forced: bool = False
) -> Refusal | None:
    """SH-6: a player who has not knocked may not win (asked of every seat without waits on every
    discard: an unknocked seat's waits are not worked out)."""
    return None if table.seats[chair].variant_state is not None else NOT_KNOCKED


def discard_refusal(table: Table, chair: int, tile: int) -> Refusal | None:
    """SH-7: a knocked hand lets go only the tile it drew."""
    return None if table.seats[chair].variant_state is None else LOCKED


def turn_actions(table: Table, chair: int, actions: list[Action]) -> list[Action]:
    """SH-7 a knocked hand discards the drawn tile (it may still win, or kong keeping its waits); SH-6 an
    unknocked hand may knock with each discard that leaves it waiting on an accepted hand."""
    seat = table.seats[chair]
    if seat.variant_state is not None:
        kept = [a for a in actions
                if a.kind is _WIN or a.kind in _KONGS_FROM_HAND and kong_keeps_waits(table, a)]
        if table.drawn is not None:
            return [*kept, simple_action(chair, ActionKind.DISCARD, table.drawn)]
        return kept + [a for a in actions if a.kind is _DISCARD]
    if not table.variant.knock_possible(seat.counts, seat.melds) or not near_complete(table, chair):
        return actions  # nearly every turn: no discard could leave a hand to knock on
    knocks = [simple_action(chair, ActionKind.KNOCK, a.tile) for a in actions
              if a.kind is _DISCARD and a.tile is not None and ready_after_discard(table, chair, a.tile)]
    return actions + knocks if knocks else actions


def claim_actions(table: Table, chair: int, actions: list[Action]) -> list[Action]:
    """SH-7: after knocking no chi or peng; a kong only when the winning tiles stay the same."""
    if table.seats[chair].variant_state is None:
        return actions
    return [a for a in actions if a.kind is _WIN or a.kind is _KONG and kong_keeps_waits(table, a)]


def knock(table: Table, chair: int) -> None:
    """SH-6 the knock made with a discard: the hand is locked on the waits it has now (SH-7), and may win
    from now on (the table asks the bars again with the new state)."""
    table.keep_variant_state(chair, Knock(waits(table, chair)))


def restored_knock(table: Table, chair: int, marks: tuple[str, ...]) -> Knock | None:
    """The knock of a seat whose tiles a snapshot drew at random (rules/engine/snapshot.py), known only by its
    public mark: a knocked hand is locked on the waits it has (SH-7 lets it change only by kongs that keep
    them), so they are its knock's waits."""
    if KNOCKED not in marks:
        return None
    held = waiting_counts(table, chair)
    return Knock(frozenset() if held is None else waits_of(table, held, len(table.seats[chair].melds)))


def kong_keeps_waits(table: Table, kong: Action) -> bool:
    """SH-7: a knocked player may kong only when the winning tiles stay the same."""
    assert kong.tile is not None
    seat = table.seats[kong.chair]
    from_hand = _KONGS_FROM_HAND[kong.kind]
    after = seat.counts.copy()
    after[kong.tile] -= from_hand
    new_meld = from_hand >= 3  # a concealed or exposed kong is one more meld; an added kong is not
    knock: Knock = seat.variant_state
    return waits_of(table, after, len(seat.melds) + new_meld) == knock.waits


def ready_after_discard(table: Table, chair: int, kind: int) -> bool:
    """SH-6: after discarding ``kind`` some tile would make a hand the variant accepts (knocked).

    Each wait is asked of the variant from the seat's own tiles first (:meth:`Variant.accepts_own_win`);
    only a wait it cannot tell so builds the full hand (:func:`scored_valid`), from the trial tiles as
    values: the seat is not touched."""
    seat = table.seats[chair]
    after = seat.counts.copy()
    after[kind] -= 1
    found = waits_of(table, after, len(seat.melds))
    if not found:
        return False
    concealed, melds = tiles_of(after), seat.melds
    own_win = table.variant.accepts_own_win
    flowers, wind = len(seat.flowers), table.wind_of(chair)
    for tile in found:
        verdict = own_win(concealed, melds, tile, seat_state=TRIAL_KNOCK, self_drawn=True, flowers=flowers,
                          wind=wind)
        if verdict is None:
            drawn = after.copy()
            drawn[tile] += 1
            verdict = scored_valid(table, chair, tile, held=drawn, knocking=True)
        if verdict:
            return True
    return False


def scored_valid(table: Table, chair: int, tile: int, *, held: list[int] | None = None,
                 knocking: bool = False) -> bool:
    """Whether the variant accepts ``chair``'s hand, holding ``tile``, as a self-drawn win. ``held``: the
    hand's tiles by kind when the question tries others than the seat's; ``knocking``: as if ``chair``
    had knocked (SH-6's trial of a knock with a discard)."""
    context = {"knocked": knocked_winds(table, chair)} if knocking else None
    trial = None if held is None else {chair: held}
    return accepted(table, finished_hand(table, chair, tile, None, win_context=context, trial=trial))[0]
