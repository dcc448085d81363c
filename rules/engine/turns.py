"""How tiles move in a hand (C-3, C-4): the deal, draws with flower replacement, a turn's discard or
concealed kong and the claim window it opens, the replacement after a kong, SH-18's swap, and the wins the
table declares by itself (SH-2 八花齊, CX-11 抛花, CX-7 十連風). Functions of the
:class:`~rules.engine.game.Game` they change; ``Game.apply`` and :mod:`rules.engine.claims` call them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine import claims, legal
from rules.engine.actions import NO_DETAIL, Action, ActionKind, Event
from rules.engine.settle import finish_draw, finish_win
from rules.engine.state import SHOWN
from rules.engine.winning import seat_waits, waits
from rules.hand import Meld, MeldType
from rules.tiles import HONOR, N_KINDS

if TYPE_CHECKING:
    from rules.engine.game import Game

# an Event from all four fields at C speed (``Event(...)`` goes through the named tuple's Python ``__new__``)
_event = tuple.__new__
_DISCARD = ActionKind.DISCARD
_NO_WAITS: frozenset[int] = frozenset()


def deal(game: Game) -> None:
    """C-3: 13 tiles to each chair from the dealer on, a 14th to the dealer, flowers replaced, then the
    indicator turned where the variant has one (JH-2, CX-1)."""
    for i in range(4):
        chair = (game.dealer + i) % 4
        counts = game.seats[chair].counts
        for tile in game.wall.deal(13):
            counts[tile] += 1
        game.seats[chair].held += 13
        game.emit("deal", chair)
    game.drawn = game.wall.draw()
    game.seats[game.dealer].counts[game.drawn] += 1
    game.seats[game.dealer].held += 1
    replace_flowers_at_deal(game)
    if game.result is None and game.variant.turns_indicator:
        game.indicator = game.wall.draw()  # JH-2, CX-1: turned up, out of play
        game.visible += SHOWN[game.indicator]
        game.wild_rule = game.variant.wild_rule(game.indicator)
        game.emit("indicator", None, game.indicator)
    game.after_kong = False
    update_any_tile_wins(game, game.dealer)
    if game.result is None and game.variant.swap_limit(game.options):
        game.phase = "swap"  # SH-18 換牌: each player in turn, dealer first, before the first discard


def replace_flowers_at_deal(game: Game) -> None:
    """C-3: dealer first, in turn order, repeating until nobody holds a flower to set aside."""
    aside = game.variant.set_aside
    replaced = True
    while replaced and game.result is None:
        replaced = False
        for i in range(4):
            chair = (game.dealer + i) % 4
            counts = game.seats[chair].counts
            for kind in sorted(aside):
                while counts[kind] and game.result is None:
                    counts[kind] -= 1
                    game.seats[chair].held -= 1
                    replaced = True
                    set_flower_aside(game, chair, kind)
                    tile = draw_tile(game, chair, replacement=True)
                    if chair == game.dealer and tile is not None:
                        game.drawn = tile


def draw_tile(game: Game, chair: int, *, replacement: bool) -> int | None:
    """Draw into ``chair``'s hand; flowers set aside are replaced from the tail (C-3). None if the hand ended."""
    wall, seat, aside = game.wall, game.seats[chair], game.variant.set_aside
    while True:
        if wall.left == 0:
            finish_draw(game)
            return None
        tile = wall.draw_replacement() if replacement else wall.draw()
        # a private event (the hot path of every turn): nothing public to refresh, unlike ``emit``
        game.events.append(_event(Event, ("replacement" if replacement else "draw", chair, tile, NO_DETAIL)))
        if tile not in aside:
            seat.counts[tile] += 1
            seat.held += 1
            return tile
        set_flower_aside(game, chair, tile)
        if game.result is not None:
            return None
        replacement = True
        game.after_kong = True  # JS-20, SH-12: a flower replacement counts as a kong replacement


def set_flower_aside(game: Game, chair: int, kind: int) -> None:
    seat = game.seats[chair]
    seat.flowers.append(kind)
    game.emit("flower", chair, kind)
    needed = game.variant.flowers_for_instant_win
    if needed is not None and len(seat.flowers) >= needed:  # SH-2 八花齊
        finish_win(game, [chair], None, kind, "八花齊", facts={"eight_flowers": True})


def begin_turn(game: Game, chair: int) -> None:
    """C-4 step 1: the next player draws, unless the wall has reached the variant's end (荒)."""
    if game.wall.left <= game.reserve:
        finish_draw(game)
        return
    seat = game.seats[chair]
    if seat.missed:
        seat.missed.clear()  # JS-8, SH-8: 漏胡 lasts until the next draw
    seat.single_wait_discard = None  # CX-12 until their next turn
    game.phase, game.turn, game.after_kong, game.last_discard = "turn", chair, False, None
    # ``draw_tile``'s first draw written out (one call less a turn): the wall holds more than its reserve
    tile = game.wall.draw()
    game.events.append(_event(Event, ("draw", chair, tile, NO_DETAIL)))
    if tile in game.variant.set_aside:  # C-3 replaced from the tail, as a kong replacement (JS-20, SH-12)
        set_flower_aside(game, chair, tile)
        if game.result is not None:
            game.drawn = None
            return
        game.after_kong = True
        game.drawn = draw_tile(game, chair, replacement=True)
    else:
        seat.counts[tile] += 1
        seat.held += 1
        game.drawn = tile
    if seat.any_tile_wins and game.result is None:
        auto_win_any_tile(game, chair)


def auto_win_any_tile(game: Game, chair: int) -> None:
    """CX-11 抛花: the game declares the win on the draw (CX-15: unless an added kong is possible)."""
    seat = game.seats[chair]
    if not seat.any_tile_wins:
        return
    options = legal.turn_actions(game, chair)
    win = next((a for a in options if a.kind is ActionKind.WIN), None)
    if win is not None and not any(a.kind is ActionKind.ADDED_KONG for a in options):
        finish_win(game, [chair], None, win.tile if win.tile is not None else 0, "抛花")


def swap(game: Game, action: Action) -> None:
    """The chair gives back ``action.meld`` (nothing for a pass), draws as many from the wall, and the
    given tiles go back into the live wall at random places; then the next chair, or the first turn."""
    chair, seat = action.seat, game.seats[action.seat]
    if action.kind is ActionKind.SWAP:
        for kind in action.meld:
            seat.counts[kind] -= 1
        seat.held -= len(action.meld)
        game.emit("swap", chair, None, {"count": len(action.meld)})
        new = [draw_tile(game, chair, replacement=False) for _ in action.meld]  # flowers replaced (C-3)
        if game.result is not None:
            return
        game.wall.insert_randomly(action.meld, game.rng)
        seat.hand_changed()
        if chair == game.dealer and game.drawn is not None and seat.counts[game.drawn] == 0:
            game.drawn = new[-1]  # the dealer's 14th tile went back: the last tile taken stands for it
        update_any_tile_wins(game, chair)
    game.turn = (chair + 1) % 4
    if game.turn == game.dealer:
        game.phase, game.after_kong = "turn", False


def apply_turn(game: Game, action: Action) -> None:
    """The turn player's action, already checked legal: discard, 自摸, knock, or a kong."""
    kind, chair, tile = action.kind, action.seat, action.tile
    assert tile is not None
    if kind is _DISCARD:  # the common case first, its kind read from a module constant (enum access is slow)
        discard(game, chair, tile, knock=False)
    elif kind is ActionKind.WIN:
        finish_win(game, [chair], None, tile, "自摸")
    elif kind is ActionKind.KNOCK:
        discard(game, chair, tile, knock=True)
    elif kind is ActionKind.CONCEALED_KONG:
        seat = game.seats[chair]
        seat.counts[tile] -= 4
        seat.held -= 4
        seat.hand_changed()
        seat.melds.append(Meld(MeldType.CONCEALED_KONG, (tile,) * 4))
        game.visible += 4 * SHOWN[tile]  # shown as a meld
        seat.meld_tiles += 4
        game.emit("concealed_kong", chair, tile)
        after_kong(game, chair)
    elif kind is ActionKind.ADDED_KONG:
        claims.offer_rob(game, chair, tile)


def discard(game: Game, chair: int, tile: int, *, knock: bool) -> None:
    """A discard (SH-6: with a knock): the seat's hand and waits, then the claim window on it (C-5)."""
    seat = game.seats[chair]
    seat.counts[tile] -= 1
    seat.held -= 1
    if tile != game.drawn:  # discarding the tile just drawn leaves the hand (and its waits) as before the draw
        if seat.far > 1:  # a draw and a discard lower the shanten by one at most: not ready yet (rules/analysis/summaries.py)
            seat.far -= 1
            seat.waits_cache = _NO_WAITS
        else:
            seat.waits_cache, seat.far = None, 0
    seat.discards.append(tile)
    seat.claimed.append(False)
    game.visible += SHOWN[tile]
    seat.river += 1
    seat.banned_kind = None
    seat.discarded_after_kong, seat.kong_before_discard = seat.kong_before_discard, False
    if knock:
        seat.knocked = True
        seat.knock_waits = waits(game, chair)
    if len(seat.melds) == 4:
        seat.single_wait_discard = tile  # CX-12 going down to a single tile (13 − 3 × 4 concealed)
    if game.variant.any_tile_auto_win:
        update_any_tile_wins(game, chair)
    game.events.append(_event(Event, ("knock" if knock else "discard", chair, tile, NO_DETAIL)))  # ``emit``
    seat.public = None
    game.last_discard, game.drawn, game.after_kong = (chair, tile), None, False
    # fresh dicts only when something is in them (most discards follow no claim and no offered win)
    if game.responses:
        game.responses = {}
    if game.offered_scores:
        game.offered_scores = {}
    if game.offered_hands:
        game.offered_hands = {}
    if seat.any_tile_wins and len(seat.melds) == 4 and game.variant.lone_wild_discard_settles:
        claims.lone_wild_discard(game, chair, tile)
        return
    game.pending = legal.claims_on_discard(game, chair, tile)
    if game.pending:
        game.phase = "claim"
    elif game.variant.honor_discards_win is None:  # no CX-7 十連風 to look for: the next turn, one call less
        begin_turn(game, (chair + 1) % 4)
    else:
        after_unclaimed_discard(game, chair)


def after_unclaimed_discard(game: Game, discarder: int) -> None:
    """Nobody claimed: CX-7 十連風 for the discarder, else the next chair's turn (C-4)."""
    needed = game.variant.honor_discards_win
    seat = game.seats[discarder]
    ten_honors = needed is not None and len(seat.discards) == needed and not any(seat.claimed)
    if ten_honors and all(HONOR <= k < N_KINDS for k in seat.discards):  # CX-7 十連風
        finish_win(game, [discarder], None, seat.discards[-1], "十連風", facts={"ten_honors": True},
                   tile_held=False)
        return
    begin_turn(game, (discarder + 1) % 4)


def update_any_tile_wins(game: Game, chair: int) -> None:
    """CX-11 抛花: whether ``chair``'s waiting hand now wins on any tile (asked after its hand changes)."""
    if not game.variant.any_tile_auto_win:
        return
    seat = game.seats[chair]
    seat.any_tile_wins = False
    if sum(seat.counts) != 13 - 3 * len(seat.melds) or not any(seat.counts[k] for k in game.wild_kinds):
        return  # only a waiting hand holding a wild can be 抛花
    if len(seat_waits(game, chair)) < N_KINDS - 3:
        return  # 抛花 needs every kind not held four times (at most three such in 13 tiles) to win
    seat.any_tile_wins = game.variant.any_tile_completes(seat.concealed(), len(seat.melds), game.wild_rule)


def after_kong(game: Game, chair: int) -> None:
    """A kong: count it (CX-4), draw the replacement from the tail (C-3), allow 槓開."""
    seat = game.seats[chair]
    game.kongs += 1
    game.reserve = game.variant.wall_reserve(game.kongs, game.options)
    seat.missed.clear()  # SH-8: a kong ends 漏胡
    seat.kong_before_discard = True  # CX-14 熱炮
    game.phase, game.turn, game.last_discard = "turn", chair, None
    game.drawn = draw_tile(game, chair, replacement=True)
    if game.result is None:
        game.after_kong = True
        auto_win_any_tile(game, chair)
