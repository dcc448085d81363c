"""The claim window on a discard and the chance to rob an added kong (C-5): resolving the answers by
priority (胡 > 碰/槓 > 吃, the variant picks among several winners), making the claim, and CX-13's forced
settlement of a 單吊抛花 discard. Moves on the :class:`~rules.engine.table.Table`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine import draws, legal
from rules.engine.actions import Action, ActionKind
from rules.engine.legal import AFTER
from rules.engine.settle import finish_win
from rules.engine.state import SHOWN
from rules.engine.winning import offered_score
from rules.hand import Meld, MeldType
from rules.variants.base import TableWin

if TYPE_CHECKING:
    from rules.engine.table import Table


# module constants: reading an enum member off its class is slow on the hot path
_WIN, _KONG, _PENG, _CHI = ActionKind.WIN, ActionKind.KONG, ActionKind.PENG, ActionKind.CHI


def _winners_answering(table: Table, supplier: int, tile: int, offers: dict[int, list[Action]],
                       answers: dict[int, Action]) -> tuple[list[Action], list[int]]:
    """(the ``answers`` in turn order after ``supplier``, the chairs among them that answered 胡); the others
    who could have won on ``tile`` are marked 漏胡 where the variant has it."""
    in_order = [answers[c] for c in legal.AFTER[supplier] if c in answers]
    winners = [answer.chair for answer in in_order if answer.kind is _WIN]
    if table.variant.table_rules.missed_win_binds_kind:
        mark_missed_wins(table, tile, offers, winners)
    return in_order, winners


def resolve_claims(table: Table, discarder: int, tile: int, offers: dict[int, list[Action]],
                   answers: dict[int, Action]) -> None:
    """C-5: 胡 first, then 碰 or 槓, then 吃, each the nearest in turn order; nobody: the turn goes on."""
    in_order, winners = _winners_answering(table, discarder, tile, offers, answers)
    if winners:
        finish_win(table, pick_winners(table, winners), discarder, tile, "放沖")
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


def pick_winners(table: Table, winners: list[int]) -> list[int]:
    rule = table.variant.table_rules.winners_on_discard
    if rule == "all" or len(winners) == 1:
        return winners  # SH-5 一炮多響
    if rule == "best":  # CX-6
        scored = [(c, offered_score(table, c)) for c in winners]
        return [table.variant.pick_best_winner([(c, s) for c, s in scored if s is not None])]
    return winners[:1]  # JS-6, JH-7: nearest after the discarder

def claim(table: Table, action: Action, discarder: int, tile: int) -> None:
    chair = action.chair
    seat = table.seats[chair]
    giver = table.seats[discarder]
    giver.claimed[-1] = True
    giver.river -= 1
    if action.meld:  # a chi, or JH-3's peng of a discarded 財神 with two 白板 (``legal.stand_in_pengs``)
        used = list(action.meld)
        used.remove(tile)
        meld_type = MeldType.CHI if action.kind is ActionKind.CHI else MeldType.PENG
        meld = Meld(meld_type, action.meld, discarder, tile)
    else:
        used = [tile] * (3 if action.kind is ActionKind.KONG else 2)
        meld_type = MeldType.KONG if action.kind is ActionKind.KONG else MeldType.PENG
        meld = Meld(meld_type, (tile,) * (len(used) + 1), discarder, tile)
    for k in used:
        seat.counts[k] -= 1
        table.visible += SHOWN[k]  # the claimed tile is already counted as a discard
    seat.held -= len(used)
    seat.hand_changed()
    seat.melds.append(meld)
    seat.meld_tiles += len(meld.tiles)
    seat.claims_from[discarder] += 1  # CX-5, JH-8, SH-14
    seat.missed.clear()  # JS-8, SH-8: a claim ends 漏胡
    table.claims_made += 1
    table.emit(action.kind.value, chair, tile, {"from": discarder, "meld": meld.tiles})
    if action.kind is ActionKind.KONG:
        draws.after_kong(table, chair)
        return
    if table.variant.table_rules.no_same_kind_after_claim and seat.held != 2:
        seat.banned_kind = tile  # JS-7, but for a claim that leaves two tiles in hand (最後剩餘2張時除外)
    table.phase, table.turn, table.drawn = "turn", chair, None
    table.last_discard, table.after_kong = None, False


# added kongs and robbing (C-5, JS-9, SH-10)
def rob_offers(table: Table, chair: int, tile: int) -> dict[int, list[Action]]:
    """The wins on ``chair``'s added kong of ``tile`` (搶槓), asked of the other chairs in turn order."""
    table.offered_scores, table.offered_hands = {}, {}  # the turn's offered 自摸 is gone
    offers: dict[int, list[Action]] = {}
    for other in AFTER[chair]:
        win = legal.discard_win(table, other, tile, chair, robbed=True)
        if win is not None:
            offers[other] = [win]
    return offers


def resolve_rob(table: Table, chair: int, tile: int, offers: dict[int, list[Action]],
                answers: dict[int, Action]) -> None:
    """搶槓 when someone answered 胡 (the tile leaves the konger's hand), else the added kong stands."""
    _, winners = _winners_answering(table, chair, tile, offers, answers)
    table.kong_in_flight = None
    if winners:
        table.seats[chair].counts[tile] -= 1  # the robbed tile leaves the konger's hand
        table.seats[chair].held -= 1
        table.robbed_tile = tile
        finish_win(table, pick_winners(table, winners), chair, tile, "搶槓", robbed=True)
        return
    complete_added_kong(table, chair, tile)

def complete_added_kong(table: Table, chair: int, tile: int) -> None:
    seat = table.seats[chair]
    seat.counts[tile] -= 1
    seat.held -= 1
    seat.meld_tiles += 1
    seat.hand_changed()
    index = next(i for i, m in enumerate(seat.melds) if m.type is MeldType.PENG and m.tiles[0] == tile)
    old = seat.melds[index]
    seat.melds[index] = Meld(MeldType.ADDED_KONG, (tile,) * 4, old.source, old.claimed)
    table.visible += SHOWN[tile]
    table.emit("added_kong", chair, tile)
    draws.after_kong(table, chair)


def settle_discard(table: Table, chair: int, tile: int, win: TableWin) -> None:
    """A discard the variant settles at once (CX-13 單吊抛花, ``win``: its name and scorer context): whoever
    can win on it is made to (the variant picks among several, CX-6); if nobody can, the hand ends as the
    discarder's win."""
    winners = [c for c in AFTER[chair]
               if legal.discard_win(table, c, tile, chair, forced=True, win_context=win.context) is not None]
    if winners:
        finish_win(table, pick_winners(table, winners), chair, tile, win.how, win_context=win.context)
    else:
        finish_win(table, [chair], None, tile, win.how, win_context=win.context, tile_held=False)
