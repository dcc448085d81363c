"""How tiles come into a hand (C-3, C-4): the deal, draws with flower replacement, the next turn's draw, the
replacement after a kong, SH-18's swap, and the wins the table declares by itself on a draw (SH-2 八花齊,
CX-11 抛花, CX-7 十連風). Moves on the :class:`~rules.engine.table.Table`; :mod:`rules.engine.turns` and
:mod:`rules.engine.claims` call them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine import legal
from rules.engine.actions import NO_DETAIL, Action, ActionKind, event_from
from rules.engine.settle import finish_draw, finish_win
from rules.engine.state import SHOWN
from rules.engine.winning import seat_waits
from rules.tiles import N_KINDS

if TYPE_CHECKING:
    from rules.engine.table import Table

def deal(table: Table) -> None:
    """C-3: 13 tiles to each chair from the dealer on, a 14th to the dealer, flowers replaced, then the
    indicator turned where the variant has one (JH-2, CX-1)."""
    for i in range(4):
        chair = (table.dealer + i) % 4
        counts = table.seats[chair].counts
        for tile in table.wall.deal(13):
            counts[tile] += 1
        table.seats[chair].held += 13
        table.emit("deal", chair)
    table.drawn = table.wall.draw()
    table.seats[table.dealer].counts[table.drawn] += 1
    table.seats[table.dealer].held += 1
    replace_flowers_at_deal(table)
    if table.result is None and table.variant.table_rules.turns_indicator:
        table.indicator = table.wall.draw()  # JH-2, CX-1: turned up, out of play
        table.visible += SHOWN[table.indicator]
        table.wild_rule = table.variant.wild_rule(table.indicator)
        table.emit("indicator", None, table.indicator)
    table.after_kong = False
    update_any_tile_wins(table, table.dealer)
    if table.result is None and table.variant.swap_limit(table.options):
        table.phase = "swap"  # SH-18 換牌: each player in turn, dealer first, before the first discard


def replace_flowers_at_deal(table: Table) -> None:
    """C-3: dealer first, in turn order, repeating until nobody holds a flower to set aside."""
    aside = table.variant.table_rules.set_aside
    replaced = True
    while replaced and table.result is None:
        replaced = False
        for i in range(4):
            chair = (table.dealer + i) % 4
            counts = table.seats[chair].counts
            for kind in sorted(aside):
                while counts[kind] and table.result is None:
                    counts[kind] -= 1
                    table.seats[chair].held -= 1
                    replaced = True
                    set_flower_aside(table, chair, kind)
                    tile = draw_tile(table, chair, replacement=True)
                    if chair == table.dealer and tile is not None:
                        table.drawn = tile


def draw_tile(table: Table, chair: int, *, replacement: bool) -> int | None:
    """Draw into ``chair``'s hand; flowers set aside are replaced from the tail (C-3). None if the hand ended."""
    wall, seat, aside = table.wall, table.seats[chair], table.variant.table_rules.set_aside
    while True:
        if wall.left == 0:
            finish_draw(table)
            return None
        tile = wall.draw_replacement() if replacement else wall.draw()
        # a private event (the hot path of every turn): nothing public to refresh, unlike ``emit``
        table.events.append(event_from(("replacement" if replacement else "draw", chair, tile, NO_DETAIL)))
        if tile not in aside:
            seat.counts[tile] += 1
            seat.held += 1
            return tile
        set_flower_aside(table, chair, tile)
        if table.result is not None:
            return None
        replacement = True
        table.after_kong = True  # JS-20, SH-12: a flower replacement counts as a kong replacement


def set_flower_aside(table: Table, chair: int, kind: int) -> None:
    seat = table.seats[chair]
    seat.flowers.append(kind)
    table.emit("flower", chair, kind)
    win = table.variant.win_on_flower(seat.flowers)  # SH-2 八花齊
    if win is not None:
        finish_win(table, [chair], None, kind, win.how, win_context=win.context)


def begin_turn(table: Table, chair: int) -> None:
    """C-4 step 1: the next player draws, unless the wall has reached the variant's end (荒)."""
    if table.wall.left <= table.reserve:
        finish_draw(table)
        return
    seat = table.seats[chair]
    if seat.missed:
        seat.missed.clear()  # JS-8, SH-8: 漏胡 lasts until the next draw
    seat.single_wait_discard = None  # CX-12 until their next turn
    table.phase, table.turn, table.after_kong, table.last_discard = "turn", chair, False, None
    # C-3 the turn's draw from the live end: the wall holds more than its reserve here (checked by the caller)
    tile = table.wall.draw()
    table.events.append(event_from(("draw", chair, tile, NO_DETAIL)))
    # C-3 replaced from the tail, as a kong replacement (JS-20, SH-12)
    if tile in table.variant.table_rules.set_aside:
        set_flower_aside(table, chair, tile)
        if table.result is not None:
            table.drawn = None
            return
        table.after_kong = True
        table.drawn = draw_tile(table, chair, replacement=True)
    else:
        seat.counts[tile] += 1
        seat.held += 1
        table.drawn = tile
    if seat.any_tile_wins and table.result is None:
        auto_win_any_tile(table, chair)


def auto_win_any_tile(table: Table, chair: int) -> None:
    """CX-11 抛花: the game declares the win on the draw (CX-15: unless an added kong is possible)."""
    seat = table.seats[chair]
    if not seat.any_tile_wins:
        return
    options = legal.turn_actions(table, chair)
    win = next((a for a in options if a.kind is ActionKind.WIN), None)
    if win is not None and not any(a.kind is ActionKind.ADDED_KONG for a in options):
        finish_win(table, [chair], None, win.tile if win.tile is not None else 0, "抛花")


def swap(table: Table, action: Action) -> None:
    """The chair gives back ``action.meld`` (nothing for a pass), draws as many from the wall, and the
    given tiles go back into the live wall at random places; then the next chair, or the first turn."""
    chair, seat = action.seat, table.seats[action.seat]
    if action.kind is ActionKind.SWAP:
        for kind in action.meld:
            seat.counts[kind] -= 1
        seat.held -= len(action.meld)
        table.emit("swap", chair, None, {"count": len(action.meld)})
        new = [draw_tile(table, chair, replacement=False) for _ in action.meld]  # flowers replaced (C-3)
        if table.result is not None:
            return
        table.wall.insert_randomly(action.meld, table.rng)
        seat.hand_changed()
        if chair == table.dealer and table.drawn is not None and seat.counts[table.drawn] == 0:
            table.drawn = new[-1]  # the dealer's 14th tile went back: the last tile taken stands for it
        update_any_tile_wins(table, chair)
    table.turn = (chair + 1) % 4
    if table.turn == table.dealer:
        table.phase, table.after_kong = "turn", False


def after_unclaimed_discard(table: Table, discarder: int) -> None:
    """Nobody claimed: a win the variant declares on it (CX-7 十連風), else the next chair's turn (C-4)."""
    seat = table.seats[discarder]
    win = table.variant.win_on_unclaimed_discard(seat.discards, seat.claimed)
    if win is not None:  # won on the discard just made: not a tile of the hand any more
        finish_win(table, [discarder], None, seat.discards[-1], win.how, win_context=win.context,
                   tile_held=False)
        return
    begin_turn(table, (discarder + 1) % 4)


def update_any_tile_wins(table: Table, chair: int) -> None:
    """CX-11 抛花: whether ``chair``'s waiting hand now wins on any tile (asked after its hand changes)."""
    if not table.variant.table_rules.any_tile_auto_win:
        return
    seat = table.seats[chair]
    seat.any_tile_wins = False
    if sum(seat.counts) != 13 - 3 * len(seat.melds) or not any(seat.counts[k] for k in table.wild_kinds):
        return  # only a waiting hand holding a wild can be 抛花
    if len(seat_waits(table, chair)) < N_KINDS - 3:
        return  # 抛花 needs every kind not held four times (at most three such in 13 tiles) to win
    seat.any_tile_wins = table.variant.any_tile_completes(seat.concealed(), len(seat.melds), table.wild_rule)


def after_kong(table: Table, chair: int) -> None:
    """A kong: count it (CX-4), draw the replacement from the tail (C-3), allow 槓開."""
    seat = table.seats[chair]
    table.kongs += 1
    table.reserve = table.variant.wall_reserve(table.kongs, table.options)
    seat.missed.clear()  # SH-8: a kong ends 漏胡
    seat.kong_before_discard = True  # CX-14 熱炮
    table.phase, table.turn, table.last_discard = "turn", chair, None
    table.drawn = draw_tile(table, chair, replacement=True)
    if table.result is None:
        table.after_kong = True
        auto_win_any_tile(table, chair)
