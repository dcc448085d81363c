"""Turn one seat's :class:`~rules.engine.Observation` into the plain values the heuristic decides on.

Only what the observation shows is used: own tiles, every discard still on the table, every meld, the
turned indicator. ``unseen`` counts the copies of each kind this seat cannot see anywhere.
"""

from __future__ import annotations

from operator import sub

from bots.defence import let_pass
from bots.heuristic import TableThreats
from bots.strategy import OwnHand
from rules.analysis import ShapeRules
from rules.engine.observation import Observation
from rules.tiles import N_ALL_KINDS, N_KINDS
from rules.variants.base import Variant
from rules.variants.bot_goals import GoalContext, Opponent
from rules.variants.shanghai.knocking import KNOCKED


def unseen_counts(obs: Observation) -> tuple[int, ...]:
    """4 minus the copies of each kind visible to this seat: own hand, discards left on the table, melds,
    indicator."""
    unseen = [4] * N_ALL_KINDS  # flowers counted too and dropped at the end: no test per tile
    for k in obs.concealed:
        unseen[k] -= 1
    for chair in range(4):
        claimed = obs.claimed[chair]
        if True in claimed:
            for k, taken in zip(obs.discards[chair], claimed):
                if not taken:  # a claimed discard is counted in the claimer's meld
                    unseen[k] -= 1
        else:
            for k in obs.discards[chair]:
                unseen[k] -= 1
        for meld in obs.melds[chair]:
            for k in meld.tiles:
                unseen[k] -= 1
    if obs.indicator is not None:
        unseen[obs.indicator] -= 1  # JH-2 / CX-1: the turned tile is out of play
    return tuple([max(0, u) for u in unseen[:N_KINDS]])


class SeenTiles:
    """:func:`unseen_counts` read from the engine's running count of the tiles every seat sees
    (:attr:`Observation.visible`): 4 − visible − own copies, kind by kind in C; nothing is recounted.

    Kept as a bot's own object (no state now) so a bot's decisions ask one thing for their table counts.
    """

    __slots__ = ()

    def unseen(self, obs: Observation) -> tuple[int, ...]:
        """The same as :func:`unseen_counts` of ``obs``."""
        # map stops at the shortest: _FOURS has the 34 playing kinds, flowers are dropped
        unseen = tuple(map(sub, map(sub, _FOURS, obs.visible), obs.held_counts))  # visible: bytes, ints in C
        if min(unseen) >= 0:
            return unseen
        return tuple([max(0, u) for u in unseen])


_FOURS = (4,) * N_KINDS


def hand_view(obs: Observation, variant: Variant, seen: SeenTiles | None = None,
              ctx: GoalContext | None = None) -> OwnHand:
    """The seat's hand and what it sees; ``seen`` (a bot's own) keeps the table counts between decisions;
    ``ctx``: :func:`goal_context` of ``obs``, when already made."""
    shapes, can_discard_wild = _variant_rules(variant)
    unseen = seen.unseen(obs) if seen is not None else unseen_counts(obs)
    return OwnHand(goal_context(obs) if ctx is None else ctx, shapes, unseen, can_discard_wild)


def goal_context(obs: Observation) -> GoalContext:
    """The seat's own hand as the variant's goals read it."""
    chair = obs.chair
    melds, _, _, flowers, _ = obs.public_of(chair)
    wild_kinds = obs.wild_kinds
    # concealed, melds, flowers, seat wind, wild kinds, wall left: positional (made at every decision)
    ctx = GoalContext(obs.concealed, melds, flowers, obs.winds[chair], wild_kinds, obs.wall_count)
    held = obs.held_counts
    if not wild_kinds or not any(held[k] for k in wild_kinds if k < N_KINDS):  # else counts_held clears them
        object.__setattr__(ctx, "_counts", held[:N_KINDS])  # what counts_held would count, already counted
    return ctx


_RULES: dict[str, tuple[ShapeRules, bool]] = {}


def _variant_rules(variant: Variant) -> tuple[ShapeRules, bool]:
    """The variant's winning shapes and whether a wild may be let go freely, kept per variant (one object:
    plan memos compare it at every decision)."""
    found = _RULES.get(variant.id)
    if found is None:
        # JS-3 "last" and CX-2 "never": the table only offers a wild when nothing else may go
        found = _RULES[variant.id] = (variant.shape_rules(), variant.table_rules.wild_discard == "free")
    return found


def opponent(obs: Observation, chair: int, claims: list[list[int]] | None = None) -> Opponent:
    """What ``obs``'s seat sees of ``chair``; ``claims``: :func:`claim_counts` of ``obs``, when already
    made."""
    discards = obs.discards[chair]
    single = obs.hand_sizes[chair] == 1
    me = obs.chair
    claims = claim_counts(obs) if claims is None else claims
    others = [max(claims[chair][x], claims[x][chair]) for x in range(4) if x not in (me, chair)]
    return Opponent(
        discards=discards,
        melds=obs.melds[chair],
        knocked=KNOCKED in obs.marks[chair],  # SH-6
        concealed_count=obs.hand_sizes[chair],
        # CX-12: the tile thrown when going down to one tile is their latest discard
        single_wait_discard=discards[-1] if single and discards else None,
        claims_from_seat=claims[chair][me],
        claims_by_seat=claims[me][chair],
        most_claims_with_other=max(others, default=0),
        flowers=obs.flowers[chair],
        # after a claim the turn order is broken: nothing is read as let pass
        passed=let_pass(chair, me, obs.discards, obs.claimed) if obs.drawn is not None else (),
    )


def claim_counts(obs: Observation) -> list[list[int]]:
    """``[a][b]``: melds chair ``a`` made from chair ``b``'s discards this hand (a concealed kong has no
    supplier; an added kong keeps its peng's)."""
    counts = [[0] * 4 for _ in range(4)]
    for chair, melds in enumerate(obs.melds):
        for meld in melds:
            if meld.source is not None and meld.source != chair:
                counts[chair][meld.source] += 1
    return counts


def table_threats(obs: Observation, variant: Variant) -> TableThreats:
    claims = claim_counts(obs)
    others = tuple(opponent(obs, (obs.chair + i) % 4, claims) for i in (1, 2, 3))
    return TableThreats(opponents=others, knock_required=variant.table_rules.knocking,
                        wall_left=obs.wall_count)
