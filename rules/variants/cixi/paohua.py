"""CX-11 抛花, CX-13 單吊抛花 and CX-14 熱炮 as the Cixi variant's table hooks (rules/engine/phases.py asks
them), with the seat state they keep.

CX-11: a waiting hand that any tile completes (a 龍 in a hand that wins on every kind) is won by the table
on the player's draw (CX-15: unless an added kong is possible, and then the kong or the plain win is all the
player may choose), and never on a discard; a hand dealt so is known from the deal. CX-13: such a player
down to a lone 龍 who discards it settles the hand at once (``CixiVariant.settling_discard``). CX-14: a win
on the first discard after the discarder's own kong makes the discarder pay for all. CX-12's single wait
needs no state: the winner's last discard, when it went down to one tile with it.

A seat's :class:`PaohuaSeat` is the variant's own seat state (``Variant.seat_state``): the table keeps it on
the seat unread, and every seat sees the ``paohua`` mark of a 抛花 hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from rules.engine.actions import Action, ActionKind
from rules.engine.legal import turn_actions
from rules.engine.winning import seat_waits
from rules.refusal import Refusal
from rules.tiles import N_KINDS
from rules.variants.base import NO_CONTEXT, TableWin

if TYPE_CHECKING:
    from rules.engine.table import Table


class PaohuaSeat(NamedTuple):
    """What Cixi keeps of a seat during a hand."""

    paohua: bool = False  # CX-11: its waiting hand wins on any tile
    kong_before_discard: bool = False  # CX-14: its next discard follows its own kong
    discarded_after_kong: bool = False  # CX-14 熱炮: its last discard came right after its own kong


PLAIN = PaohuaSeat()
PAOHUA_MARK = "paohua"  # the mark every seat sees beside a 抛花 hand (Variant.public_marks)
_PAOHUA_MARKS = (PAOHUA_MARK,)
PAOHUA = TableWin("抛花", {})
SELF_DRAW_ONLY = Refusal.of("CX-11", "paohua_self_draw", "CX-11: 抛花 only wins by self-draw")
_WIN, _ADDED_KONG = ActionKind.WIN, ActionKind.ADDED_KONG


def wins_on_any_tile(table: Table, chair: int) -> bool:
    """CX-11: whether ``chair``'s waiting hand now wins on any tile (asked after each of its discards)."""
    seat = table.seats[chair]
    if sum(seat.counts) != 13 - 3 * len(seat.melds) or not any(seat.counts[k] for k in table.wild_kinds):
        return False  # only a waiting hand holding a wild can be 抛花
    if len(seat_waits(table, chair)) < N_KINDS - 3:
        return False  # 抛花 needs every kind not held four times (at most three such in 13 tiles) to win
    return table.variant.any_tile_completes(seat.concealed(), len(seat.melds), table.wild_rule)


def dealt_state(table: Table, chair: int) -> PaohuaSeat:
    """CX-11 for a hand dealt in 抛花, as for one reaching it by a discard: each non-dealer's thirteen tiles
    are looked at after the deal, so its first draw is won by the table and no discard is. DECISION
    (rules.md CX-11): the dealer's fourteen are not a draw; it may declare them (天胡) or discard."""
    if chair != table.dealer and wins_on_any_tile(table, chair):
        return PLAIN._replace(paohua=True)
    return PLAIN


def after_discard(table: Table, chair: int) -> bool:
    """The seat's state after its discard: whether it is now 抛花 (CX-11), and that this discard is the one
    after its own kong, if it is (CX-14). Returns whether the hand is now 抛花."""
    state: PaohuaSeat = table.seats[chair].variant_state
    paohua = wins_on_any_tile(table, chair)
    if paohua != state.paohua or state.kong_before_discard or state.discarded_after_kong:
        table.keep_variant_state(chair, PaohuaSeat(paohua, False, state.kong_before_discard))
    return paohua


def after_kong(table: Table, chair: int) -> None:
    """CX-14: the seat's next discard follows its own kong."""
    state: PaohuaSeat = table.seats[chair].variant_state
    if not state.kong_before_discard:
        table.keep_variant_state(chair, state._replace(kong_before_discard=True))


def public_marks(state: PaohuaSeat) -> tuple[str, ...]:
    """CX-11: a 抛花 hand is shown as such."""
    return _PAOHUA_MARKS if state.paohua else ()


def state_context(table: Table, chair: int | None, discarder: int | None) -> Mapping[str, Any]:
    """What a win on ``discarder``'s discard tells the scorer (none for a self-draw or the settlement):
    CX-12 the tile the winner let go when it went down to a single tile (four melds), until its next turn,
    and CX-14 熱炮, the discard right after the discarder's own kong."""
    if chair is None or discarder is None:
        return NO_CONTEXT
    seat = table.seats[chair]
    # four melds and one tile held: its last discard was made with the four melds, and its turn is not yet
    single = seat.discards[-1] if len(seat.melds) == 4 and seat.held % 3 == 1 else None
    return {"single_wait_discard": single,
            "after_own_kong": table.seats[discarder].variant_state.discarded_after_kong}


def win_on_draw(table: Table, chair: int) -> TableWin | None:
    """CX-11: the table declares the 抛花 win on the draw, unless an added kong is possible (CX-15)."""
    if not table.seats[chair].variant_state.paohua:
        return None
    options = turn_actions(table, chair)
    kinds = {a.kind for a in options}
    return PAOHUA if ActionKind.WIN in kinds and ActionKind.ADDED_KONG not in kinds else None


def kong_or_win(table: Table, chair: int, actions: list[Action]) -> list[Action]:
    """CX-15: a 抛花 hand not won on its draw (the drawn tile adds to a peng) may add the kong or take the
    plain 抛花 win; nothing else (seed: 若抛花者没有选择杠牌的，按普通抛花结算)."""
    if not table.seats[chair].variant_state.paohua or not any(a.kind is _WIN for a in actions):
        return actions  # not 抛花, or no draw to win on (a turn after a claim)
    return [a for a in actions if a.kind is _WIN or a.kind is _ADDED_KONG]


def win_refusal(table: Table, chair: int, *, self_drawn: bool, forced: bool) -> Refusal | None:
    """CX-11: a 抛花 hand wins only self-drawn, unless CX-13 makes it win on a 單吊抛花 discard."""
    if table.seats[chair].variant_state.paohua and not self_drawn and not forced:
        return SELF_DRAW_ONLY
    return None
