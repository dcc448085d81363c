"""Defence for the ``hard`` bot (issue 8): how likely each discard is to deal in, and what that would cost.

Pure functions over what the seat can see — the opponents' discards and melds, whether they knocked (SH-6),
and ``unseen``, the copies of each kind this seat cannot see (4 minus its own tiles, every discard, every
meld and a turned indicator) — and over the variant's :class:`~rules.variants.bot_goals.BotGoals`:

- :func:`threat`: the chance an opponent is ready and may win on a discard at all;
- :func:`tile_danger`: the chance a kind is among a ready opponent's winning tiles, from the reads a player
  makes — its own discards (現物), tiles it let pass since its last turn, kinds with every copy visible,
  honors already out, 筋 (suji), a flush read from the suits it throws, and the shapes the variant lets
  it win with;
- :func:`deal_in_cost`: what dealing in costs beyond what this seat would pay anyway when that opponent
  wins later by self-draw or on a third player's discard (SH-13, JH-29, CX-10, JS-17).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.tiles import HONOR
from rules.variants.bot_goals import BotGoals, Opponent, Payments

READY_BY_MELDS = (0.0, 0.1, 0.3, 0.6, 0.9)  # chance an opponent is ready by its melds on the table
SHORT_WALL = 24  # below this many tiles every hand is more likely ready

# chance a kind is among a ready hand's winning tiles (a ready hand waits on about two kinds)
WAIT_RATE = 0.14
MIDDLE, EDGE, TERMINAL = 1.0, 0.8, 0.6  # ranks 3-7, 2 and 8, 1 and 9: how many shapes wait on them
PAIR_SHARE = 0.3  # of a suit tile's danger: pair and pung waits (單吊, 對碰); the rest are sequence waits
HONOR_DANGER = 0.4  # an honor waits only as a pair or pung, each unseen copy one they could hold
OWN_DISCARD = 0.25  # 現物: no furiten in these rules, but a hand seldom waits on a kind it let go
PASSED = 0.1  # let pass on a discard since its last turn: only a hand changed since, or a declined win
SUJI = 0.6  # 筋: with no furiten rule it only lowers the chance of a two-sided wait on it
# a flush read: after this many suit discards with none of one suit (its melds in it or honors), the player
# collects that suit — its tiles more dangerous, the other suits' much less (a flush waits on neither)
FLUSH_READ = 6
FLUSH_SUIT, OFF_SUIT = 1.5, 0.3

# a ready opponent's chances each of its turns when this seat does not feed it: its own draw, and a
# discard by one of the two other players (who seldom defend)
SELF_DRAW_RATE = 0.08
OTHERS_FEED_RATE = 0.1


def threat(opponent: Opponent, wall_left: int, knock_required: bool = False) -> float:
    """Rough chance (0-1) that an opponent is ready now: a knock (SH-6) says so; melds and a short wall
    hint it.

    Where a player must knock before winning (SH-6), nobody else can win on this discard at all.
    """
    if opponent.knocked:
        return 1.0
    if knock_required:
        return 0.0
    exposed = sum(1 for m in opponent.melds if m.is_exposed)
    level = READY_BY_MELDS[min(exposed, 4)]
    if opponent.concealed_count == 1:
        level = 0.9  # four melds down and one tile: a single wait (單吊)
    if wall_left < SHORT_WALL:
        level = max(level, 0.25 + (SHORT_WALL - wall_left) / 48)
    return min(level, 1.0)


def own_discard(kind: int, opponent: Opponent) -> bool:
    """現物: the opponent threw this kind itself."""
    return kind in opponent.discards


def passed_since_its_turn(kind: int, opponent: Opponent) -> bool:
    """The opponent let this kind pass since its latest discard, holding the hand it holds now."""
    return kind in opponent.passed


def let_pass(chair: int, me: int, discards: Sequence[Sequence[int]],
             claimed: Sequence[Sequence[bool]]) -> tuple[int, ...]:
    """Kinds ``chair`` let pass since its latest discard, read on ``me``'s turn after a draw: the latest
    discard of each player between them in turn order came after it (a claimed one is left out: the claimer
    may have been ``chair`` itself)."""
    passed = []
    between = (chair + 1) % 4
    while between != me:
        row = discards[between]
        if row and not claimed[between][-1]:
            passed.append(row[-1])
        between = (between + 1) % 4
    return tuple(passed)


def honor_danger(kind: int, unseen: Sequence[int]) -> float:
    """An honor completes only a pair or a pung: none unseen is safe, one unseen only a 單吊 on the last
    copy."""
    return HONOR_DANGER * min(unseen[kind], 3) / 3


def suji_covered(kind: int, discards: Sequence[int]) -> bool:
    """筋: the opponent threw the kind three ranks away on every side a two-sided wait on ``kind`` could
    have."""
    rank = kind % 9
    below = kind - 3 if rank >= 3 else None
    above = kind + 3 if rank <= 5 else None
    if below is not None and above is not None:
        return below in discards and above in discards
    other = below if below is not None else above
    return other is not None and other in discards


def sequence_shapes_open(kind: int, unseen: Sequence[int]) -> float:
    """Share (0-1) of the two-tile shapes waiting on a suit ``kind`` (k-2 k-1, k-1 k+1, k+1 k+2) that an
    opponent could hold: a shape needs an unseen copy of both its kinds (壁: every copy of a neighbour
    visible)."""
    rank, suit_start = kind % 9, kind - kind % 9
    shapes = [(a, b) for a, b in ((rank - 2, rank - 1), (rank - 1, rank + 1), (rank + 1, rank + 2))
              if 0 <= a and b <= 8]
    open_shapes = sum(1 for a, b in shapes if unseen[suit_start + a] and unseen[suit_start + b])
    return open_shapes / len(shapes)


def suit_danger(kind: int, unseen: Sequence[int], sequence_waits: bool) -> float:
    """A suit tile by its rank, its pair/pung waits (none when every copy is visible) and its open
    sequence shapes."""
    rank = kind % 9
    base = MIDDLE if 2 <= rank <= 6 else EDGE if rank in (1, 7) else TERMINAL
    pairs = PAIR_SHARE * min(unseen[kind], 2) / 2
    sequences = (1 - PAIR_SHARE) * sequence_shapes_open(kind, unseen) if sequence_waits else 0.0
    return base * (pairs + sequences)


def flush_suit(opponent: Opponent) -> int | None:
    """The suit (0-2) an opponent seems to collect for a flush: at least :data:`FLUSH_READ` suit tiles
    discarded, none of that suit, and no meld of another suit; else None."""
    thrown = [0, 0, 0]
    for k in opponent.discards:
        if k < HONOR:
            thrown[k // 9] += 1
    if sum(thrown) < FLUSH_READ or thrown.count(0) != 1:
        return None
    suit = thrown.index(0)
    if any(m.kind < HONOR and m.kind // 9 != suit for m in opponent.melds):
        return None
    return suit


def flush_weight(kind: int, opponent: Opponent) -> float:
    """How a flush read changes a suit tile's danger: more in the collected suit, much less in the others."""
    suit = flush_suit(opponent)
    if suit is None or kind >= HONOR:
        return 1.0
    return FLUSH_SUIT if kind // 9 == suit else OFF_SUIT


def tile_danger(kind: int, opponent: Opponent, unseen: Sequence[int], goals: BotGoals | None = None) -> float:
    """Relative danger (0 safe - 1 most dangerous) of discarding ``kind`` into this opponent's wait."""
    if goals is not None and not goals.could_wait_on(kind, opponent):
        return 0.0
    if kind >= HONOR:
        danger = honor_danger(kind, unseen)
    else:
        sequences = goals is None or goals.sequence_waits_possible(opponent)
        danger = suit_danger(kind, unseen, sequences) * flush_weight(kind, opponent)
        if sequences and suji_covered(kind, opponent.discards):
            danger *= SUJI
    if passed_since_its_turn(kind, opponent):
        return danger * PASSED
    if own_discard(kind, opponent):
        return danger * OWN_DISCARD
    return danger


def deal_in_cost(pay: Payments, liability: float, wall_left: int) -> float:
    """What a deal-in costs this seat beyond what it would pay anyway, in shares: if it does not feed the
    opponent, the opponent still wins later — by its own draw or on a third player's discard — with a
    chance that grows with the wall left."""
    turns = wall_left / 4
    eventually: float = 1 - (1 - SELF_DRAW_RATE - OTHERS_FEED_RATE) ** turns
    by_draw = SELF_DRAW_RATE / (SELF_DRAW_RATE + OTHERS_FEED_RATE)
    anyway = eventually * (by_draw * pay.self_draw + (1 - by_draw) * pay.bystander)
    return max(0.0, pay.discarder * liability - anyway)


class Risk(NamedTuple):
    """A discard's chance to deal in (summed over opponents) and the expected cost of it, in shares."""

    chance: float
    cost: float


def discard_risk(kind: int, opponents: Sequence[Opponent], unseen: Sequence[int], wall_left: int,
                 goals: BotGoals, knock_required: bool = False) -> Risk:
    """The chance that discarding ``kind`` deals in and the cost that carries, over every threatening
    opponent: threat × the variant's chance it may win on a discard × tile danger × :data:`WAIT_RATE`."""
    chance = cost = 0.0
    for opp in opponents:
        t = threat(opp, wall_left, knock_required)
        if not t:
            continue
        hit = t * goals.discard_win_chance(opp) * tile_danger(kind, opp, unseen, goals) * WAIT_RATE
        if hit:
            chance += hit
            cost += hit * deal_in_cost(goals.win_payments(opp), goals.discard_liability(kind, opp), wall_left)
    return Risk(chance, cost)


def win_gain(goals: BotGoals) -> float:
    """Shares a plain win of this seat collects, about 3 in 5 on a discard and 2 in 5 by self-draw."""
    pay = goals.win_payments(Opponent())
    return 0.6 * (pay.discarder + 2 * pay.bystander) + 0.4 * 3 * pay.self_draw
