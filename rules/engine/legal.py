"""Which actions a chair has right now: the turn player's choices, claims on a discard, robbing a kong."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import compress
from typing import TYPE_CHECKING

from rules.engine.actions import Action, ActionKind, chi_action, simple_action
from rules.engine.state import tiles_of
from rules.engine.winning import (
    accepted,
    finished_hand,
    near_complete,
    offer_win,
    score_hand,
    seat_waits,
    shape_complete,
    waits,
)
from rules.hand import Meld, MeldType
from rules.scoring import ScoreResult
from rules.tiles import HONOR, N_ALL_KINDS, N_KINDS

if TYPE_CHECKING:
    from rules.engine.game import Game


def self_win(game: Game, chair: int) -> Action | None:
    """自摸 (or 天胡, 四龍): offered when the shape is complete and the variant's scorer accepts it."""
    seat = game.seats[chair]
    tile = game.drawn
    if tile is None:
        return None
    if game.variant.knocking and not seat.knocked:
        return None  # SH-6 only a knocked player may win
    facts: dict[str, object] = {}
    four_wilds = game.variant.four_wilds_win and tile in game.wild_kinds and seat.counts[tile] == 4
    if four_wilds:
        facts["four_long"] = True  # CX-7 四龍: wins whatever the rest
    elif tile in game.wild_kinds or seat.waits_cache is None and game.first_turn(chair):
        if not shape_complete(game, chair, None):
            return None
    elif tile not in (seat_waits(game, chair) if seat.waits_cache is None else seat.waits_cache):
        return None
    verdict = None if four_wilds else _own_verdict(game, chair, tile, self_drawn=True)
    if not offer_win(game, chair, tile, None, facts=facts, verdict=verdict):
        return None
    return simple_action(chair, ActionKind.WIN, tile)


def discard_win(game: Game, chair: int, tile: int, discarder: int, *, robbed: bool = False, forced: bool = False,
                facts: Mapping[str, object] | None = None) -> Action | None:
    """A win on another player's discard, or robbing their added kong (C-5). ``forced``: CX-13 makes a
    player win on a 單吊抛花 discard, so a 抛花 hand is not barred (``facts`` go to the scorer)."""
    seat = game.seats[chair]
    if tile in seat.missed or seat.any_tile_wins and not forced:  # JS-8/SH-8 漏胡; CX-11 抛花 only self-draws
        return None
    if game.variant.knocking and not seat.knocked:
        return None
    if tile not in seat_waits(game, chair):
        return None
    verdict = _own_verdict(game, chair, tile, self_drawn=False)
    if verdict is False:
        return None
    table = {**game.discard_facts(chair, tile, discarder), **(facts or {})}
    if not offer_win(game, chair, tile, discarder, robbed=robbed, facts=table, verdict=verdict):
        return None
    return simple_action(chair, ActionKind.WIN, tile)


def _own_verdict(game: Game, chair: int, tile: int, *, self_drawn: bool) -> bool | None:
    """The variant's verdict on ``chair`` winning on ``tile`` from the seat's own tiles, melds, flowers and
    wind (:meth:`Variant.accepts_own_win`), before the finished hand is built; None: build it to know."""
    seat = game.seats[chair]
    concealed = tiles_of(seat.counts)
    if self_drawn:
        concealed.remove(tile)  # the drawn tile is in hand
    return game.variant.accepts_own_win(concealed, seat.melds, tile, knocked=seat.knocked, self_drawn=self_drawn,
                                        flowers=len(seat.flowers), wind=game.wind_of(chair))


def _kong_keeps_waits(game: Game, chair: int, kind: int, tiles_from_hand: int) -> bool:
    """SH-7: a knocked player may kong only when the winning tiles stay the same."""
    seat = game.seats[chair]
    seat.counts[kind] -= tiles_from_hand
    new_meld = tiles_from_hand >= 3  # a concealed or exposed kong is one more meld; an added kong is not
    if new_meld:
        seat.melds.append(Meld(MeldType.KONG, (kind,) * 4))
    try:
        return waits(game, chair) == seat.knock_waits
    finally:
        seat.counts[kind] += tiles_from_hand
        if new_meld:
            seat.melds.pop()


def claims_on_discard(game: Game, discarder: int, tile: int) -> dict[int, list[Action]]:
    """Every other chair's 胡, 碰, 明槓 and 吃 on ``discarder``'s ``tile``, by chair in turn order (C-5)."""
    found: dict[int, list[Action]] = {}
    if tile in game.wild_kinds:
        return found  # C-5: a discarded wild cannot be claimed at all
    seats = game.seats
    chi_shapes = CHI_SHAPES[tile]
    knock_first = game.variant.knocking
    next_chair = True  # the first chair after the discarder may also chi
    for chair in AFTER[discarder]:
        seat = seats[chair]
        waiting = seat.waits_cache
        if waiting is None:
            # SH-6: a seat that has not knocked cannot win, so its waits are not worked out for a discard
            waiting = seat_waits(game, chair) if seat.knocked or not knock_first else _NO_WAITS
        counts = seat.counts
        # the common case, decided cheaply: no pair of the tile, no win on it, no chi of it
        claimable = counts[tile] >= 2 or tile in waiting
        if next_chair and not claimable:
            for _, a, b in chi_shapes:  # holds the other two tiles of a chi (wilds not excluded: a necessary check)
                if counts[a] and counts[b]:
                    claimable = True
                    break
            else:
                claimable = game.stand_in is not None and bool(stand_in_chis(game, chair, tile))  # JH-3
        if claimable:
            options = _claims(game, chair, tile, discarder, tile in waiting, next_chair)
            if options:
                found[chair] = options
        next_chair = False
    return found


_NO_WAITS: frozenset[int] = frozenset()
AFTER = [((d + 1) % 4, (d + 2) % 4, (d + 3) % 4) for d in range(4)]  # the other chairs in turn order


def _claims(game: Game, chair: int, tile: int, discarder: int, wins: bool, next_player: bool) -> list[Action]:
    seat = game.seats[chair]
    held = seat.counts[tile]
    options: list[Action] = []
    if wins:
        win = discard_win(game, chair, tile, discarder)
        if win is not None:
            options.append(win)
    limit = game.variant.claim_limit
    if limit is not None and seat.claims_from[discarder] >= limit:
        return options  # CX-5: a third claim on one supplier is not offered
    if held >= 3 and game.wall.left > 0 and (not seat.knocked or _kong_keeps_waits(game, chair, tile, 3)):
        options.append(simple_action(chair, ActionKind.KONG, tile))
    if seat.knocked:
        return options  # SH-7: no chi or peng after knocking
    if held >= 2:
        options.append(simple_action(chair, ActionKind.PENG, tile))
    if next_player:
        options.extend(_chi_options(game, chair, tile))
    return options


def _chi_shapes(tile: int) -> tuple[tuple[int, int, int], ...]:
    """(lowest kind of the sequence, the two other kinds) for each chi that takes ``tile``; none for honors."""
    if tile >= HONOR:
        return ()
    rank = tile % 9
    lows = range(tile - min(rank, 2), tile - max(0, rank - 6) + 1)
    return tuple((low, *[k for k in (low, low + 1, low + 2) if k != tile]) for low in lows)  # type: ignore[misc]


CHI_SHAPES = [_chi_shapes(k) for k in range(N_ALL_KINDS)]


def _chi_options(game: Game, chair: int, tile: int) -> list[Action]:
    counts = game.seats[chair].counts
    wild = game.wild_kinds
    found = []
    for low, a, b in CHI_SHAPES[tile]:
        if counts[a] and counts[b] and a not in wild and b not in wild:
            found.append(chi_action(chair, tile, low))
    if game.stand_in is not None:
        found += stand_in_chis(game, chair, tile)
    return found


def stand_in_chis(game: Game, chair: int, tile: int) -> list[Action]:
    """JH-3 in claims: a 白板 standing for the 財神's face is that tile everywhere. Held, it gives the face's
    place in a chi (財神 3m: 2m + 白板 with a discarded 4m); discarded, it is claimed as the face (2m 4m +
    白板). The meld holds the tiles as they are (``24m5z``); the face itself, wild, never melds (C-5)."""
    stand_in, face = game.stand_in, game.wild_rule.face
    if stand_in is None or face is None:
        return []
    counts, wild = game.seats[chair].counts, game.wild_kinds
    found = []
    if tile == stand_in:
        for _, a, b in CHI_SHAPES[face]:
            if counts[a] and counts[b] and a not in wild and b not in wild:
                found.append(Action(chair, ActionKind.CHI, tile, tuple(sorted((a, b, stand_in)))))
    elif counts[stand_in]:
        for _, a, b in CHI_SHAPES[tile]:
            other = b if a == face else a if b == face else None
            if other is not None and counts[other] and other not in wild:
                found.append(Action(chair, ActionKind.CHI, tile, tuple(sorted((tile, other, stand_in)))))
    return found


def turn_actions(game: Game, chair: int) -> list[Action]:
    """The turn player's choices: win, kongs, discards (with their bans) and knocking."""
    seat = game.seats[chair]
    counts = seat.counts
    drawn = game.drawn
    actions: list[Action] = []
    # 自摸 needs the drawn tile among the waits kept from before the draw, unless the waits are not known or
    # it is a wild (``self_win`` refuses every other tile at once: this skips the call). A wild completes no
    # hand that was not ready before the draw (``seat.far``: its shanten, one tile lowers it by one at most),
    # but for CX-7 四龍
    waiting = seat.waits_cache
    if drawn is not None and (waiting is None or drawn in waiting or drawn in game.wild_kinds
                              and (seat.far == 0 or game.variant.four_wilds_win)):
        win = self_win(game, chair)
        if win is not None:
            actions.append(win)
    # a concealed kong needs four of a kind: the tile just drawn, or four already held at the last look (the
    # seat's flag; reset by any change of hand but a draw and a discard, ``SeatState.hand_changed``)
    if drawn is None or seat.may_hold_four or counts[drawn] == 4:
        fours = seat.may_hold_four = 4 in counts
    else:
        fours = False
    if fours:
        actions.extend(_kong_options(game, chair, fours))
    else:
        for meld in seat.melds:  # an added kong needs a pung's fourth tile in hand: looked for here, a call less
            if meld.type is _PENG and counts[meld.tiles[0]]:
                actions.extend(_kong_options(game, chair, fours))
                break
    if seat.knocked and drawn is not None:
        actions.append(simple_action(chair, ActionKind.DISCARD, drawn))  # SH-7 locked hand
        return actions
    discards = _discards(game, chair, counts, seat.banned_kind)
    if actions:
        actions += discards
    else:
        actions = discards  # most turns: nothing but discards
    variant = game.variant
    if (variant.knocking and not seat.knocked and variant.knock_possible(counts, seat.melds)
            and near_complete(game, chair)):
        knocks = [simple_action(chair, ActionKind.KNOCK, a.tile) for a in discards
                  if game.ready_after_discard(chair, a.tile)]  # type: ignore[arg-type]
        actions += knocks  # ``actions`` may be the very list of discards: not extended while read
    return actions


def _discards(game: Game, chair: int, counts: list[int], banned: int | None) -> list[Action]:
    """The discard actions of :func:`allowed_discards`, straight from the held counts: the kinds a wild
    rule keeps back (JS-3, CX-2) left out unless nothing else is held, then a JS-7 ban."""
    # over the game's shorter list: the kept wilds at the top of the kinds (JS-3 梅蘭竹菊) are left out by its end
    found = list(compress(game.plain_discards[chair], counts))
    offered = DISCARDS[chair]
    kept = game.kept_below_end
    if kept and any(counts[kept[0]:kept[-1] + 1]):  # a wild held (the span's other kinds are sorted out below)
        wilds = [offered[kind] for kind in kept if counts[kind]]
    else:
        wilds = []
    if len(wilds) < len(found):  # plain tiles held: the wilds stay
        for action in wilds:
            _drop(found, action)
    else:  # a hand of wilds only must discard one
        found = list(compress(offered, counts))
    if banned is not None and len(found) > 1:
        _drop(found, offered[banned])  # JS-7, unless it is the only legal discard
    return found


def plain_discard_lists(kept: tuple[int, ...], never_held: frozenset[int]) -> tuple[list[list[Action]], tuple[int, ...]]:
    """Each chair's discard actions up to the end of the kinds a turn may offer while a plain tile is held:
    from that end on every kind is a kept wild (JS-3, CX-2) or never held at a turn (set aside, C-3, or not
    in the set). With the kept wilds below that end, which ``_discards`` still takes out one by one."""
    lists = _PLAIN_DISCARD_LISTS.get((kept, never_held))
    if lists is None:  # made once for each wild rule and set (a hand's games share them: never changed)
        end = N_ALL_KINDS
        while end and (end - 1 in kept or end - 1 in never_held):
            end -= 1
        lists = [offered[:end] for offered in DISCARDS], tuple(kind for kind in kept if kind < end)
        _PLAIN_DISCARD_LISTS[kept, never_held] = lists
    return lists


_PLAIN_DISCARD_LISTS: dict[tuple[tuple[int, ...], frozenset[int]], tuple[list[list[Action]], tuple[int, ...]]] = {}


def _drop(found: list[Action], action: Action) -> None:
    """Take ``action`` (a shared instance) out of ``found`` if it is there: by identity, from the end (the
    wild flowers are the highest kinds), without comparing actions field by field as ``list.remove`` does."""
    for i in range(len(found) - 1, -1, -1):
        if found[i] is action:
            del found[i]
            return


KINDS = tuple(range(N_ALL_KINDS))
_PENG = MeldType.PENG  # a module constant: reading an enum member off its class is slow on the hot path
DISCARDS = [[simple_action(chair, ActionKind.DISCARD, k) for k in range(N_ALL_KINDS)] for chair in range(4)]


def _kong_options(game: Game, chair: int, fours: bool) -> list[Action]:
    """Concealed kongs (``fours``: some kind is held four times) and added kongs on the seat's pungs."""
    if game.wall.left == 0:
        return []  # no replacement tile left
    seat = game.seats[chair]
    found: list[Action] = []
    for kind in range(N_KINDS) if fours else ():
        if seat.counts[kind] < 4 or kind in game.wild_kinds:
            continue
        if not seat.knocked or _kong_keeps_waits(game, chair, kind, 4):
            found.append(simple_action(chair, ActionKind.CONCEALED_KONG, kind))
    for meld in seat.melds:
        kind = meld.tiles[0]
        if meld.type is not _PENG or seat.counts[kind] == 0:
            continue
        if not seat.knocked or _kong_keeps_waits(game, chair, kind, 1):
            found.append(simple_action(chair, ActionKind.ADDED_KONG, kind))
    return found


def allowed_discards(game: Game, chair: int) -> list[int]:
    """Held kinds that may be discarded: JS-3 百搭 only as a last resort, CX-2 龍 never, JS-7 same kind.

    The rule written out plainly: the turn's legal list takes its discards from ``_discards`` (the game's
    shorter discard lists), and the tests check the two agree at every turn of played hands."""
    seat = game.seats[chair]
    held = list(compress(KINDS, seat.counts))
    if game.variant.wild_discard != "free" and not game.wild_kinds.isdisjoint(held):
        wilds_held = game.wild_kinds.intersection(held)
        if len(wilds_held) < len(held):  # plain tiles held: the wilds stay (a hand of wilds only must discard)
            for kind in wilds_held:
                held.remove(kind)  # kinds are distinct: the order of the rest is kept
    banned = seat.banned_kind
    if banned is not None and len(held) > 1 and banned in held:
        held.remove(banned)  # JS-7, unless it is the only legal discard
    return held


def ready_after_discard(game: Game, chair: int, kind: int) -> bool:
    """SH-6: after discarding ``kind`` some tile would make a hand the variant accepts (knocked).

    Each wait is asked of the variant from the seat's own tiles first (:meth:`Variant.accepts_own_win`);
    only a wait it cannot tell so builds the full hand (``scored_valid``)."""
    seat = game.seats[chair]
    seat.counts[kind] -= 1
    was = seat.knocked
    seat.knocked = True
    try:
        found = waits(game, chair)
        if not found:
            return False
        concealed, melds = tiles_of(seat.counts), seat.melds
        own_win = game.variant.accepts_own_win
        flowers, wind = len(seat.flowers), game.wind_of(chair)
        for tile in found:
            verdict = own_win(concealed, melds, tile, knocked=True, self_drawn=True, flowers=flowers, wind=wind)
            if verdict is None:
                seat.counts[tile] += 1
                try:
                    verdict = scored_valid(game, chair, tile)
                finally:
                    seat.counts[tile] -= 1
            if verdict:
                return True
        return False
    finally:
        seat.knocked = was
        seat.counts[kind] += 1


def timeout_action(game: Game, chair: int) -> Action | None:
    """SH-19: the drawn tile is discarded (after a claim, the rightmost tile that may go); a claim, a
    robbing chance or a swap is passed. None when ``chair`` has nothing to do now."""
    options = game.legal_actions(chair)
    if not options:
        return None
    if game.phase != "turn":
        return next((a for a in options if a.kind is ActionKind.PASS), None)
    discards = [a for a in options if a.kind is ActionKind.DISCARD]
    drawn = next((a for a in discards if a.tile == game.drawn), None)
    return drawn or (discards[-1] if discards else options[-1])


def scored_valid(game: Game, chair: int, tile: int) -> bool:
    """Whether the variant accepts ``chair``'s hand, holding ``tile``, as a self-drawn win."""
    return accepted(game, finished_hand(game, chair, tile, None))[0]


def why_not_win(game: Game, chair: int, offered: tuple[int, int] | None = None) -> str | None:
    """The reason a complete hand is not a legal win, in the variant's own terms (issue 10 "why not").

    The hand is completed by ``chair``'s drawn tile on its turn, by the discard now on offer, or by
    ``offered`` = (tile, discarder): a discard about to be made, asked before the table moves on so a
    player who is not even asked (nothing legal) still learns why.
    """
    seat = game.seats[chair]
    if offered is not None or (game.phase == "claim" and game.last_discard is not None
                               and game.last_discard[0] != chair):
        tile, discarder = offered if offered is not None else _offered_discard(game)
        if discarder == chair or not shape_complete(game, chair, tile):
            return None
        if tile in game.wild_kinds:
            return "C-5: a discarded wild tile cannot be claimed"
        if tile in seat.missed:
            return "漏胡 (JS-8/SH-8): you passed this tile since your last draw"
        if seat.any_tile_wins:
            return "CX-11: 抛花 only wins by self-draw"
    elif game.phase == "turn" and chair == game.turn and game.drawn is not None:
        tile, discarder = game.drawn, None
        if not shape_complete(game, chair, None):
            return None
    else:
        return None
    if game.variant.knocking and not seat.knocked:
        return "SH-6: knock (敲) first — only a knocked hand may win"
    facts = game.discard_facts(chair, tile, discarder) if discarder is not None else {}
    result = score_hand(game, finished_hand(game, chair, tile, discarder, facts=facts))
    return None if result.valid else (result.reason or "the variant does not accept this hand")


def _offered_discard(game: Game) -> tuple[int, int]:
    assert game.last_discard is not None
    discarder, tile = game.last_discard
    return tile, discarder


def why_not_claim(game: Game, chair: int, tile: int, discarder: int) -> str | None:
    """Why ``chair`` is not offered a peng/kong/chi its tiles would make on this discard (CX-5)."""
    seat = game.seats[chair]
    limit = game.variant.claim_limit
    if limit is None or seat.claims_from[discarder] < limit or tile in game.wild_kinds or seat.knocked:
        return None
    next_player = chair == (discarder + 1) % 4 and tile < HONOR
    could = seat.counts[tile] >= 2 or (next_player and bool(_chi_options(game, chair, tile)))
    if not could:
        return None
    return f"CX-5: a third claim from this player is not allowed ({limit} already made on their discards)"


def wait_scores(game: Game, chair: int, discard: int | None = None) -> dict[int, ScoreResult]:
    """The variant's verdict on each tile that would complete ``chair``'s hand (after ``discard`` from a
    14-tile hand), scored as a self-draw: the status line and waits panel show what each wait is worth.
    A wait with no copy left in the wall is left out: its self-draw cannot happen."""
    seat = game.seats[chair]
    if discard is not None:
        seat.counts[discard] -= 1
    in_wall = set(game.wall.remaining())
    try:
        found = {}
        for tile in sorted(waits(game, chair)):
            if tile not in in_wall:
                continue  # every copy is elsewhere: no self-draw of it can happen (JH-2 would see a fifth 財神)
            seat.counts[tile] += 1
            try:
                found[tile] = score_hand(game, finished_hand(game, chair, tile, None))
            finally:
                seat.counts[tile] -= 1
        return found
    finally:
        if discard is not None:
            seat.counts[discard] += 1
