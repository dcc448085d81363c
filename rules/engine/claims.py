"""The claim window on a discard and the chance to rob an added kong (C-5): resolving the answers by
priority (胡 > 碰/槓 > 吃, the variant picks among several winners), making the claim, and CX-13's forced
settlement of a 單吊抛花 discard. Functions of the :class:`~rules.engine.game.Game` they change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine import legal, turns
from rules.engine.actions import Action, ActionKind
from rules.engine.settle import finish_win
from rules.engine.state import SHOWN
from rules.engine.winning import offered_score
from rules.hand import Meld, MeldType

if TYPE_CHECKING:
    from rules.engine.game import Game


# module constants: reading an enum member off its class is slow on the hot path
_WIN, _KONG, _PENG, _CHI = ActionKind.WIN, ActionKind.KONG, ActionKind.PENG, ActionKind.CHI


def _winners_answering(game: Game, supplier: int, tile: int) -> tuple[list[Action], list[int]]:
    """(the answers in turn order after ``supplier``, the chairs among them that answered 胡); the others
    who could have won on ``tile`` are marked 漏胡 where the variant has it."""
    responses = game.responses
    answers = [responses[c] for c in legal.AFTER[supplier] if c in responses]
    winners = [answer.seat for answer in answers if answer.kind is _WIN]
    if game.variant.missed_win_binds_kind:
        mark_missed_wins(game, tile, winners)
    return answers, winners


def resolve_claims(game: Game) -> None:
    """C-5: 胡 first, then 碰 or 槓, then 吃, each the nearest in turn order; nobody: the turn goes on."""
    assert game.last_discard is not None
    discarder, tile = game.last_discard
    answers, winners = _winners_answering(game, discarder, tile)
    if winners:
        finish_win(game, pick_winners(game, winners), discarder, tile, "放沖")
        return
    for answer in answers:
        if answer.kind is _KONG or answer.kind is _PENG:
            claim(game, answer, discarder, tile)
            return
    for answer in answers:
        if answer.kind is _CHI:
            claim(game, answer, discarder, tile)
            return
    game.pending, game.responses = {}, {}
    turns.after_unclaimed_discard(game, discarder)


def mark_missed_wins(game: Game, tile: int, winners: list[int]) -> None:
    """JS-8, SH-8 漏胡 on this tile kind for each chair offered 胡 (listed first among its options) that did not take it."""
    for chair, options in game.pending.items():
        if options[0].kind is _WIN and chair not in winners:
            game.seats[chair].missed.add(tile)


def pick_winners(game: Game, winners: list[int]) -> list[int]:
    rule = game.variant.winners_on_discard
    if rule == "all" or len(winners) == 1:
        return winners  # SH-5 一炮多響
    if rule == "best":  # CX-6
        scored = [(c, offered_score(game, c)) for c in winners]
        return [game.variant.pick_best_winner([(c, s) for c, s in scored if s is not None])]
    return winners[:1]  # JS-6, JH-7: nearest after the discarder

def claim(game: Game, action: Action, discarder: int, tile: int) -> None:
    chair = action.seat
    seat = game.seats[chair]
    giver = game.seats[discarder]
    giver.claimed[-1] = True
    giver.river -= 1
    if action.meld:  # a chi, or JH-3's peng of a discarded 財神 with two 白板 (``legal.stand_in_pengs``)
        used = list(action.meld)
        used.remove(tile)
        meld = Meld(MeldType.CHI if action.kind is ActionKind.CHI else MeldType.PENG, action.meld, discarder, tile)
    else:
        used = [tile] * (3 if action.kind is ActionKind.KONG else 2)
        meld_type = MeldType.KONG if action.kind is ActionKind.KONG else MeldType.PENG
        meld = Meld(meld_type, (tile,) * (len(used) + 1), discarder, tile)
    for k in used:
        seat.counts[k] -= 1
        game.visible += SHOWN[k]  # the claimed tile is already counted as a discard
    seat.held -= len(used)
    seat.hand_changed()
    seat.melds.append(meld)
    seat.meld_tiles += len(meld.tiles)
    seat.claims_from[discarder] += 1  # CX-5, JH-8, SH-14
    seat.missed.clear()  # JS-8, SH-8: a claim ends 漏胡
    game.claims_made += 1
    game.pending, game.responses = {}, {}
    game.emit(action.kind.value, chair, tile, {"from": discarder, "meld": meld.tiles})
    if action.kind is ActionKind.KONG:
        turns.after_kong(game, chair)
        return
    if game.variant.no_same_kind_after_claim:
        seat.banned_kind = tile  # JS-7
    game.phase, game.turn, game.drawn, game.last_discard, game.after_kong = "turn", chair, None, None, False


# added kongs and robbing (C-5, JS-9, SH-10)
def offer_rob(game: Game, chair: int, tile: int) -> None:
    game.pending, game.responses, game.offered_scores, game.offered_hands = {}, {}, {}, {}
    for i in range(1, 4):
        other = (chair + i) % 4
        win = legal.discard_win(game, other, tile, chair, robbed=True)
        if win is not None:
            game.pending[other] = [win]
    if game.pending:
        game.phase, game.kong_in_flight = "rob", (chair, tile)
        game.emit("added_kong_declared", chair, tile)
    else:
        complete_added_kong(game, chair, tile)


def resolve_rob(game: Game) -> None:
    assert game.kong_in_flight is not None
    chair, tile = game.kong_in_flight
    _, winners = _winners_answering(game, chair, tile)
    game.kong_in_flight = None
    if winners:
        game.seats[chair].counts[tile] -= 1  # the robbed tile leaves the konger's hand
        game.seats[chair].held -= 1
        game.robbed_tile = tile
        finish_win(game, pick_winners(game, winners), chair, tile, "搶槓", robbed=True)
        return
    complete_added_kong(game, chair, tile)

def complete_added_kong(game: Game, chair: int, tile: int) -> None:
    seat = game.seats[chair]
    seat.counts[tile] -= 1
    seat.held -= 1
    seat.meld_tiles += 1
    seat.hand_changed()
    index = next(i for i, m in enumerate(seat.melds) if m.type is MeldType.PENG and m.tiles[0] == tile)
    old = seat.melds[index]
    seat.melds[index] = Meld(MeldType.ADDED_KONG, (tile,) * 4, old.source, old.claimed)
    game.visible += SHOWN[tile]
    game.pending, game.responses = {}, {}
    game.emit("added_kong", chair, tile)
    turns.after_kong(game, chair)


def lone_wild_discard(game: Game, chair: int, tile: int) -> None:
    """CX-13 單吊抛花: a 抛花 player left with a lone wild has discarded. Whoever can win on it is made
    to (the variant picks among several, CX-6); if nobody can, the game stops and they win."""
    facts = {"paohua_single": True}
    winners = [c for c in ((chair + i) % 4 for i in (1, 2, 3))
               if legal.discard_win(game, c, tile, chair, forced=True, facts=facts) is not None]
    if winners:
        finish_win(game, pick_winners(game, winners), chair, tile, "單吊抛花", facts=facts)
    else:
        finish_win(game, [chair], None, tile, "單吊抛花", facts=facts, tile_held=False)
