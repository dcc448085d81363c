"""How tiles come into a hand (C-3, C-4): the deal, draws with flower replacement, the next turn's draw, the
replacement after a kong, an exchange with the wall (SH-18), and the wins the table declares by itself
on a draw or an unclaimed discard (the variant's: SH-2 八花齊, CX-11 抛花, CX-7 十連風). Moves on the
:class:`~rules.engine.table.Table`; the phases (:mod:`rules.engine.phases`) and the other moves call them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.actions import NO_DETAIL, event_from
from rules.engine.settle import finish_draw, finish_win
from rules.engine.state import SHOWN

if TYPE_CHECKING:
    from rules.engine.table import Table

def deal(table: Table) -> None:
    """C-3: 13 tiles to each chair from the dealer on, a 14th to the dealer, flowers replaced, then the
    indicator turned where the variant has one (JH-2, CX-1)."""
    for i in range(4):
        chair = (table.dealer + i) % 4
        table.seats[chair].take_dealt(table.wall.deal(13))
        table.emit("deal", chair)
    table.drawn = table.wall.draw()
    table.seats[table.dealer].take(table.drawn)
    replace_flowers_at_deal(table)
    if table.result is None and table.variant.table_rules.turns_indicator:
        table.indicator = table.wall.draw()  # JH-2, CX-1: turned up, out of play
        table.visible += SHOWN[table.indicator]
        table.wild_rule = table.variant.wild_rule(table.indicator)
        table.emit("indicator", None, table.indicator)
    table.after_kong = False
    table.fix_hand()
    for chair in range(4):  # each seat's own state in the variant, made from the hand dealt (CX-11 抛花)
        table.keep_variant_state(chair, table.variant.seat_state(table, chair))


def replace_flowers_at_deal(table: Table) -> None:
    """C-3: dealer first, in turn order, repeating until nobody holds a flower to set aside."""
    aside = table.variant.table_rules.set_aside
    replaced = True
    while replaced and table.result is None:
        replaced = False
        for i in range(4):
            chair = (table.dealer + i) % 4
            seat = table.seats[chair]
            for kind in sorted(aside):
                while seat.counts[kind] and table.result is None:
                    seat.give(kind)
                    replaced = True
                    set_flower_aside(table, chair, kind)
                    tile = draw_tile(table, chair, replacement=True)
                    if chair == table.dealer and tile is not None:
                        table.drawn = tile


def draw_tile(table: Table, chair: int, *, replacement: bool) -> int | None:
    """Draw into ``chair``'s hand; flowers set aside are replaced from the tail (C-3). None if the hand
    ended."""
    wall, seat, aside = table.wall, table.seats[chair], table.variant.table_rules.set_aside
    while True:
        if wall.left == 0:
            finish_draw(table)
            return None
        tile = wall.draw_replacement() if replacement else wall.draw()
        # a private event (the hot path of every turn): nothing public to refresh, unlike ``emit``
        table.events.append(event_from(("replacement" if replacement else "draw", chair, tile, NO_DETAIL)))
        if tile not in aside:
            seat.take(tile)
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


def declare_on_draw(table: Table, chair: int) -> None:
    """The variant's win on ``chair``'s draw, declared by the table with nobody choosing it (CX-11 抛花)."""
    if table.result is not None or table.hooks.after_draw is None:
        return
    win = table.hooks.after_draw(table, chair)
    if win is not None:
        assert table.drawn is not None  # a win on a draw: the tile drawn
        finish_win(table, [chair], None, table.drawn, win.how, win_context=win.context)


def exchange_with_wall(table: Table, chair: int, given: tuple[int, ...]) -> None:
    """``chair`` gives back ``given`` tiles and draws as many from the wall (flowers replaced, C-3); the given
    tiles go back into the live wall at random places (SH-18 換牌)."""
    seat = table.seats[chair]
    for kind in given:
        seat.give(kind)
    table.emit("swap", chair, None, {"count": len(given)})
    new = [draw_tile(table, chair, replacement=False) for _ in given]
    if table.result is not None:
        return
    table.wall.insert_randomly(given, table.rng)
    seat.hand_changed()
    if chair == table.dealer and table.drawn is not None and seat.counts[table.drawn] == 0:
        table.drawn = new[-1]  # the dealer's 14th tile went back: the last tile taken stands for it


def after_unclaimed_discard(table: Table, discarder: int) -> None:
    """Nobody claimed: a win the variant declares on it (CX-7 十連風), else the next chair's turn, whose
    first step is its draw (C-4), unless the wall has reached the variant's end (荒)."""
    declared = table.hooks.win_on_unclaimed_discard  # None: the variant has no such win
    if declared is not None:
        seat = table.seats[discarder]
        win = declared(seat.discards, seat.claimed)
        if win is not None:  # won on the discard just made: not a tile of the hand any more
            finish_win(table, [discarder], None, seat.discards[-1], win.how, win_context=win.context,
                       tile_held=False)
            return
    if table.wall.left <= table.reserve:
        finish_draw(table)
        return
    chair = (discarder + 1) % 4
    seat = table.seats[chair]
    if seat.missed:
        seat.missed.clear()  # JS-8, SH-8: 漏胡 lasts until the next draw
    table.turn, table.after_kong, table.last_discard = chair, False, None
    table.drawn = draw_tile(table, chair, replacement=False)  # C-3 from the live end; a flower is replaced
    if table.hooks.after_draw is not None:
        declare_on_draw(table, chair)


def after_kong(table: Table, chair: int) -> None:
    """A kong: count it (CX-4), draw the replacement from the tail (C-3), allow 槓開."""
    seat = table.seats[chair]
    table.kongs += 1
    table.reserve = table.variant.wall_reserve(table.kongs, table.options)
    seat.missed.clear()  # SH-8: a kong ends 漏胡
    if table.hooks.after_kong is not None:
        table.hooks.after_kong(table, chair)  # the variant's seat state (CX-14 熱炮: its next discard)
    table.turn, table.last_discard = chair, None
    table.drawn = draw_tile(table, chair, replacement=True)
    if table.result is None:
        table.after_kong = True
        declare_on_draw(table, chair)
