"""SH-6 敲 and SH-7 the knocked hand: the Shanghai variant's table hooks (rules/engine/phases.py asks them).

SH-6: only a player who has knocked may win, and a player may knock with a discard only when the hand it
leaves waits on a hand the variant accepts. SH-7: a knocked hand is locked — the drawn tile is discarded,
no chi or peng, and a kong only when the winning tiles stay the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.actions import Action, ActionKind, simple_action
from rules.engine.state import tiles_of
from rules.engine.winning import accepted, finished_hand, near_complete, waiting_counts, waits, waits_of

if TYPE_CHECKING:
    from rules.engine.table import Table

# read once: a member read through its Enum class is a slow lookup, and these are read on every turn
_WIN, _DISCARD, _KONG, KNOCK = ActionKind.WIN, ActionKind.DISCARD, ActionKind.KONG, ActionKind.KNOCK
_KONGS_FROM_HAND = {ActionKind.CONCEALED_KONG: 4, ActionKind.KONG: 3, ActionKind.ADDED_KONG: 1}
NOT_KNOCKED = "SH-6: knock (敲) first — only a knocked hand may win"


def win_refusal(table: Table, chair: int, *, self_drawn: bool = False, forced: bool = False) -> str | None:
    """SH-6: a player who has not knocked may not win (asked of every seat without waits on every
    discard: an unknocked seat's waits are not worked out)."""
    return None if table.seats[chair].knocked else NOT_KNOCKED


def turn_actions(table: Table, chair: int, actions: list[Action]) -> list[Action]:
    """SH-7 a knocked hand discards the drawn tile (it may still win, or kong keeping its waits); SH-6 an
    unknocked hand may knock with each discard that leaves it waiting on an accepted hand."""
    seat = table.seats[chair]
    if seat.knocked:
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
    if not table.seats[chair].knocked:
        return actions
    return [a for a in actions if a.kind is _WIN or a.kind is _KONG and kong_keeps_waits(table, a)]


def knock(table: Table, chair: int) -> None:
    """SH-6 the knock made with a discard: the hand is locked on the waits it has now (SH-7)."""
    seat = table.seats[chair]
    seat.knocked = True
    # a knocked hand may win, on a discard or self-drawn (legal.note_win_bars)
    seat.discard_wins_barred = seat.self_draw_wins_barred = False
    seat.knock_waits = waits(table, chair)


def restore_knock(table: Table, chair: int) -> None:
    """A seat set from a snapshot (rules/engine/snapshot.py): a knocked hand is locked on the waits it has
    (SH-7 lets it change only by kongs that keep them), so they are its knock's waits."""
    seat = table.seats[chair]
    if seat.knocked:
        held = waiting_counts(table, chair)
        seat.knock_waits = frozenset() if held is None else waits_of(table, held, len(seat.melds))


def kong_keeps_waits(table: Table, kong: Action) -> bool:
    """SH-7: a knocked player may kong only when the winning tiles stay the same."""
    assert kong.tile is not None
    seat = table.seats[kong.chair]
    from_hand = _KONGS_FROM_HAND[kong.kind]
    after = seat.counts.copy()
    after[kong.tile] -= from_hand
    new_meld = from_hand >= 3  # a concealed or exposed kong is one more meld; an added kong is not
    return waits_of(table, after, len(seat.melds) + new_meld) == seat.knock_waits


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
        verdict = own_win(concealed, melds, tile, knocked=True, self_drawn=True, flowers=flowers, wind=wind)
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
    context = {"knocked": table.knocked_winds(chair)} if knocking else None
    trial = None if held is None else {chair: held}
    return accepted(table, finished_hand(table, chair, tile, None, win_context=context, trial=trial))[0]
