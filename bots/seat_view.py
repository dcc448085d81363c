"""Turn one seat's :class:`~rules.engine.Observation` into the plain values the heuristic decides on.

Only what the observation shows is used: own tiles, every discard still on the table, every meld, the
turned indicator. ``unseen`` counts the copies of each kind this seat cannot see anywhere.
"""

from __future__ import annotations

from bots.heuristic import TableFacts
from bots.strategy import HandView
from rules.engine.observation import Observation
from rules.tiles import N_ALL_KINDS, N_KINDS
from rules.variants.base import Variant
from rules.variants.bot_goals import GoalContext, Opponent


def unseen_counts(obs: Observation) -> tuple[int, ...]:
    """4 minus the copies of each kind visible to this seat: own hand, discards left on the table, melds, indicator."""
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


def hand_view(obs: Observation, variant: Variant) -> HandView:
    chair = obs.chair
    ctx = GoalContext(
        concealed=obs.concealed,
        melds=obs.melds[chair],
        flowers=obs.flowers[chair],
        seat_wind=obs.winds[chair],
        wild_kinds=obs.wild_kinds,
        wall_left=obs.wall_count,
    )
    # JS-3 "last" and CX-2 "never": the table only offers a wild when nothing else may go
    can_discard_wild = variant.wild_discard == "free"
    return HandView(ctx, variant.shape_rules(), unseen_counts(obs), can_discard_wild)


def opponent(obs: Observation, chair: int) -> Opponent:
    discards = obs.discards[chair]
    single = obs.hand_sizes[chair] == 1
    return Opponent(
        discards=discards,
        melds=obs.melds[chair],
        knocked=obs.knocked[chair],
        concealed_count=obs.hand_sizes[chair],
        # CX-12: the tile thrown when going down to one tile is their latest discard
        single_wait_discard=discards[-1] if single and discards else None,
    )


def table_facts(obs: Observation, variant: Variant) -> TableFacts:
    others = tuple(opponent(obs, (obs.chair + i) % 4) for i in (1, 2, 3))
    return TableFacts(opponents=others, knock_required=variant.knocking, wall_left=obs.wall_count)
