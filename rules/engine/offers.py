"""What a tile let go asks of each other seat (C-5): may it win on it, which claims may it make.

A discard asks every other chair one question, :func:`seat_offers` — what may this seat do with this tile? —
whose answer is the list of its choices: 胡 first (:func:`rules.engine.winning.win_on`, the one win question,
which an added kong (搶槓) and CX-13's settling discard ask alone), then 槓, 碰 and 吃 as the table's rules
allow them (CX-5's limit, JH-3's 白板), as the variant lets them stand (SH-7: a knocked hand only wins or
keeps its waits). :func:`on_discard` asks it of the seats that could answer anything: the common seat, with
no pair of the tile, no win on it and no chi of it, is passed over by a look at its counts and kept waits,
as a discard is made about 90 times a hand. Queries only: nothing at the table moves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rules.engine.actions import Action, ActionKind, chi_action, shared_actions
from rules.engine.winning import seat_waits, win_on
from rules.tiles import HONOR, N_ALL_KINDS

if TYPE_CHECKING:
    from rules.engine.table import Table

AFTER = [((d + 1) % 4, (d + 2) % 4, (d + 3) % 4) for d in range(4)]  # the other chairs in turn order
_NO_WAITS: frozenset[int] = frozenset()
_PENG, _CHI = ActionKind.PENG, ActionKind.CHI  # module constants: read on the hot path
KONGS, PENGS = shared_actions(ActionKind.KONG), shared_actions(_PENG)  # [chair][tile]: each claim offered


def on_discard(table: Table, discarder: int, tile: int,
               settling: Mapping[str, Any] | None = None) -> dict[int, list[Action]]:
    """Every other chair's answer to :func:`seat_offers` on ``discarder``'s ``tile`` that offers anything, by
    chair in turn order (C-5). ``settling``: the discard settles the hand at once (CX-13 單吊抛花, the win's
    scorer facts), and each chair is asked only whether it can win on it: whoever can is made to."""
    found: dict[int, list[Action]] = {}
    if settling is not None:
        for chair in AFTER[discarder]:
            win = win_on(table, chair, tile, discarder, forced=True, win_context=settling)
            if win is not None:
                found[chair] = [win]
        return found
    if tile in table.wild_kinds:
        # C-5: a discarded wild cannot be claimed at all, but for JH-3's peng of the face with two 白板
        return stand_in_pengs(table, discarder, tile) if table.stand_in is not None else found
    seats = table.seats
    chi_shapes = CHI_SHAPES[tile]
    next_chair = True  # the first chair after the discarder may also chi
    for chair in AFTER[discarder]:
        seat = seats[chair]
        waiting = seat.waits_cache
        if waiting is None:
            # a seat the variant bars from winning on a discard needs no waits for it
            waiting = _NO_WAITS if seat.discard_wins_barred else seat_waits(table, chair)
        win = win_on(table, chair, tile, discarder) if tile in waiting else None
        counts = seat.counts
        # the common case, decided cheaply: no win on the tile, no pair of it, no chi of it
        claimable = win is not None or counts[tile] >= 2
        if next_chair and not claimable:
            # holds the other two tiles of a chi (wilds not excluded: a necessary check)
            for _, a, b in chi_shapes:
                if counts[a] and counts[b]:
                    claimable = True
                    break
            else:
                claimable = table.stand_in is not None and bool(stand_in_chis(table, chair, tile))  # JH-3
        if claimable:
            options = seat_offers(table, chair, tile, discarder, win, next_chair)
            if options:
                found[chair] = options
        next_chair = False
    return found


def seat_offers(table: Table, chair: int, tile: int, discarder: int, win: Action | None,
                may_chi: bool) -> list[Action]:
    """What ``chair`` may do with ``discarder``'s ``tile``: 胡 (``win``, the answer of
    :func:`~rules.engine.winning.win_on`), 明槓, 碰, and 吃 for the next chair (``may_chi``), as the variant
    lets them stand (SH-7); [] for nothing."""
    seat = table.seats[chair]
    held = seat.counts[tile]
    options: list[Action] = [] if win is None else [win]
    limit = table.variant.table_rules.claim_limit
    if limit is not None and seat.claims_from[discarder] >= limit:
        return options  # CX-5: a third claim on one supplier is not offered
    if held >= 3 and table.wall.left > 0:
        options.append(KONGS[chair][tile])
    if held >= 2:
        options.append(PENGS[chair][tile])
    if may_chi:
        options.extend(chi_options(table, chair, tile))
    allowed = table.hooks.claim_actions
    return options if allowed is None else allowed(table, chair, options)  # SH-7 after a knock


def on_added_kong(table: Table, konger: int, tile: int) -> dict[int, list[Action]]:
    """The wins on ``konger``'s added kong of ``tile`` (搶槓, JS-9, SH-10), asked of the other chairs in turn
    order: an added kong offers nothing else."""
    table.offered_scores, table.offered_hands = {}, {}  # the turn's offered 自摸 is gone
    offers: dict[int, list[Action]] = {}
    for other in AFTER[konger]:
        win = win_on(table, other, tile, konger, robbed=True)
        if win is not None:
            offers[other] = [win]
    return offers


def _chi_shapes(tile: int) -> tuple[tuple[int, int, int], ...]:
    """(lowest kind of the sequence, the two other kinds) for each chi that takes ``tile``; none for
    honors."""
    if tile >= HONOR:
        return ()
    rank = tile % 9
    lows = range(tile - min(rank, 2), tile - max(0, rank - 6) + 1)
    return tuple((low, *[k for k in (low, low + 1, low + 2) if k != tile]) for low in lows)  # type: ignore[misc]


CHI_SHAPES = [_chi_shapes(k) for k in range(N_ALL_KINDS)]
# [chair][tile]: (the two other kinds, the chi) of each chi of the tile, the chi made once
CHIS = [[tuple((a, b, chi_action(chair, tile, low)) for low, a, b in CHI_SHAPES[tile])
         for tile in range(N_ALL_KINDS)] for chair in range(4)]


def chi_options(table: Table, chair: int, tile: int) -> list[Action]:
    """The chis ``chair`` may make with ``tile``: its two other tiles held, neither wild (C-5), and JH-3's
    白板 standing for the 財神's face."""
    counts = table.seats[chair].counts
    wild = table.wild_kinds
    found = []
    for a, b, chi in CHIS[chair][tile]:
        if counts[a] and counts[b] and a not in wild and b not in wild:
            found.append(chi)
    if table.stand_in is not None:
        found += stand_in_chis(table, chair, tile)
    return found


def stand_in_chis(table: Table, chair: int, tile: int) -> list[Action]:
    """JH-3 in claims: a 白板 standing for the 財神's face is that tile everywhere. Held, it gives the face's
    place in a chi (財神 3m: 2m + 白板 with a discarded 4m); discarded, it is claimed as the face (2m 4m +
    白板). The meld holds the tiles as they are (``24m5z``); the face itself, wild, never melds (C-5)."""
    stand_in, face = table.stand_in, table.wild_rule.face
    if stand_in is None or face is None:
        return []
    counts, wild = table.seats[chair].counts, table.wild_kinds
    found = []
    if tile == stand_in:
        for _, a, b in CHI_SHAPES[face]:
            if counts[a] and counts[b] and a not in wild and b not in wild:
                found.append(Action(chair, _CHI, tile, tuple(sorted((a, b, stand_in)))))
    elif counts[stand_in]:
        for _, a, b in CHI_SHAPES[tile]:
            other = b if a == face else a if b == face else None
            if other is not None and counts[other] and other not in wild:
                found.append(Action(chair, _CHI, tile, tuple(sorted((tile, other, stand_in)))))
    return found


def stand_in_pengs(table: Table, discarder: int, tile: int) -> dict[int, list[Action]]:
    """JH-3 in claims, the one claim on a discarded 財神: two 白板 standing for its face peng it (財神 3m:
    白板 白板 + a discarded 3m). The claimed tile plays as its own face in that meld, not as a wild; the
    meld holds the tiles as they are (``3m55z``). Peng only: the spec names chi and peng, no kong."""
    stand_in, meld, limit = table.stand_in, table.wild_rule.face_peng(), table.variant.table_rules.claim_limit
    found: dict[int, list[Action]] = {}
    if stand_in is None or meld is None or tile != table.wild_rule.face:
        return found
    for chair in AFTER[discarder]:
        seat = table.seats[chair]
        limited = limit is not None and seat.claims_from[discarder] >= limit
        if seat.counts[stand_in] < 2 or limited:
            continue
        found[chair] = [Action(chair, _PENG, tile, meld)]
    allowed = table.hooks.claim_actions
    if allowed is not None:
        found = {chair: offered for chair, options in found.items()
                 if (offered := allowed(table, chair, options))}
    return found
