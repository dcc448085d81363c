"""The claim window on a discard and the chance to rob an added kong (C-5), once every chair asked has
answered what :mod:`rules.engine.offers` offered it: the answers resolved by priority (胡 > 碰/槓 > 吃, the
variant picks among several winners), the claim made, the added kong robbed or standing. Moves on the
:class:`~rules.engine.table.Table`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine import draws
from rules.engine.actions import Action, ActionKind
from rules.engine.offers import AFTER
from rules.engine.settle import finish_win
from rules.engine.state import SHOWN
from rules.hand import Meld, MeldType

if TYPE_CHECKING:
    from rules.engine.table import Table


# module constants: reading an enum member off its class is slow on the hot path
_WIN, _KONG, _PENG, _CHI = ActionKind.WIN, ActionKind.KONG, ActionKind.PENG, ActionKind.CHI


def _winners_answering(table: Table, supplier: int, tile: int, offers: dict[int, list[Action]],
                       answers: dict[int, Action]) -> tuple[list[Action], list[int]]:
    """(the ``answers`` in turn order after ``supplier``, the chairs among them that answered 胡); the others
    who could have won on ``tile`` are marked 漏胡 where the variant has it."""
    in_order = [answers[c] for c in AFTER[supplier] if c in answers]
    winners = [answer.chair for answer in in_order if answer.kind is _WIN]
    if table.variant.table_rules.missed_win_binds_kind:
        mark_missed_wins(table, tile, offers, winners)
    return in_order, winners


def resolve_claims(table: Table, discarder: int, tile: int, offers: dict[int, list[Action]],
                   answers: dict[int, Action]) -> None:
    """C-5: 胡 first, then 碰 or 槓, then 吃, each the nearest in turn order; nobody: the turn goes on."""
    in_order, winners = _winners_answering(table, discarder, tile, offers, answers)
    if winners:
        finish_win(table, winners, discarder, tile, "放沖")
        return
    for answer in in_order:
        if answer.kind is _KONG or answer.kind is _PENG:
            claim(table, answer, discarder, tile)
            return
    for answer in in_order:
        if answer.kind is _CHI:
            claim(table, answer, discarder, tile)
            return
    draws.after_unclaimed_discard(table, discarder)


def mark_missed_wins(table: Table, tile: int, offers: dict[int, list[Action]], winners: list[int]) -> None:
    """JS-8, SH-8 漏胡 on this tile kind for each chair offered 胡 (listed first among its options) that did
    not take it."""
    for chair, options in offers.items():
        if options[0].kind is _WIN and chair not in winners:
            table.seats[chair].missed.add(tile)


def claim(table: Table, action: Action, discarder: int, tile: int) -> None:
    chair = action.chair
    seat = table.seats[chair]
    table.seats[discarder].discard_taken()
    if action.meld:  # a chi, or JH-3's peng of a discarded 財神 with two 白板 (``offers.stand_in_pengs``)
        used = list(action.meld)
        used.remove(tile)
        meld_type = MeldType.CHI if action.kind is ActionKind.CHI else MeldType.PENG
        meld = Meld(meld_type, action.meld, discarder, tile)
    else:
        used = [tile] * (3 if action.kind is ActionKind.KONG else 2)
        meld_type = MeldType.KONG if action.kind is ActionKind.KONG else MeldType.PENG
        meld = Meld(meld_type, (tile,) * (len(used) + 1), discarder, tile)
    seat.meld(meld, used)
    for k in used:
        table.visible += SHOWN[k]  # the claimed tile is already counted as a discard
    seat.claims_from[discarder] += 1  # CX-5, JH-8, SH-14
    seat.missed.clear()  # JS-8, SH-8: a claim ends 漏胡
    table.claims_made += 1
    table.emit(action.kind.value, chair, tile, {"from": discarder, "meld": meld.tiles})
    if action.kind is ActionKind.KONG:
        draws.after_kong(table, chair)
        return
    if table.variant.table_rules.no_same_kind_after_claim and seat.held != 2:
        seat.banned_kind = tile  # JS-7, but for a claim that leaves two tiles in hand (最後剩餘2張時除外)
    table.turn, table.drawn = chair, None
    table.last_discard, table.after_kong = None, False


# added kongs and robbing (C-5, JS-9, SH-10)
def resolve_rob(table: Table, chair: int, tile: int, offers: dict[int, list[Action]],
                answers: dict[int, Action]) -> None:
    """搶槓 when someone answered 胡 (the tile leaves the konger's hand), else the added kong stands."""
    _, winners = _winners_answering(table, chair, tile, offers, answers)
    table.kong_in_flight = None
    if winners:
        table.seats[chair].give(tile)  # the robbed tile leaves the konger's hand
        table.robbed_tile = tile
        finish_win(table, winners, chair, tile, "搶槓", robbed=True)
        return
    complete_added_kong(table, chair, tile)

def complete_added_kong(table: Table, chair: int, tile: int) -> None:
    table.seats[chair].add_to_pung(tile)
    table.visible += SHOWN[tile]
    table.emit("added_kong", chair, tile)
    draws.after_kong(table, chair)
