"""Rule numbers defined once in the variant's folder, and the bots' view of them agreeing with the scorer's.

JH-8 承包 (``jinhua.table_rules.LIABLE_CLAIMS``) and SH-14 承包 (``shanghai.table_rules.BINDING_CLAIMS``):
the scorer finds the liable or bound player from the melds' sources; the bots weigh the same count from
what the table shows of an opponent. For every number of claims both must see the rule start at once.
"""

from __future__ import annotations

from rules.hand import Meld, MeldType
from rules.scoring import SeatHand
from rules.tiles import parse_tiles
from rules.variants import get_variant
from rules.variants.bot_goals import Opponent
from rules.variants.jinhua.bot_goals import JinhuaGoals
from rules.variants.jinhua.scoring import liable_wind
from rules.variants.jinhua.table_rules import LIABLE_CLAIMS
from rules.variants.shanghai.bot_goals import bound
from rules.variants.shanghai.payments import bound_players
from rules.variants.shanghai.table_rules import BINDING_CLAIMS
from tests.rules.jinhua_hands import finished

PUNGS = ["111m", "222p", "333s", "444m"]


def claimed_melds(claims: int, source: int) -> tuple[Meld, ...]:
    """``claims`` pungs taken from ``source``; the rest of four melds concealed kongs (no one supplied)."""
    return tuple(
        Meld(MeldType.PENG, tuple(parse_tiles(t)), source) if i < claims
        else Meld(MeldType.CONCEALED_KONG, tuple(parse_tiles(t + t[0] + t[-1])), None)
        for i, t in enumerate(PUNGS)
    )


def test_jh8_the_scorer_the_bots_and_the_table_count_the_same_claims() -> None:
    assert get_variant("jinhua").table_rules.liable_after_claims == LIABLE_CLAIMS == JinhuaGoals.liable_claims
    goals = JinhuaGoals()
    for claims in range(5):
        hand = finished("55z", "5z", melds=claimed_melds(min(claims, 4), source=0))
        scorer_liable = liable_wind(hand) == 0
        bots_liable = goals.win_payments(Opponent(claims_from_seat=claims)) == goals.liable_payments
        assert scorer_liable == bots_liable == (claims >= LIABLE_CLAIMS), claims


def test_sh14_the_scorer_and_the_bots_bind_at_the_same_claim() -> None:
    for claims in range(5):
        hands = [SeatHand() for _ in range(4)]
        hands[1] = SeatHand(concealed=(), melds=claimed_melds(min(claims, 4), source=0))
        scorer_bound = 0 in bound_players(hands, winner=1)
        bots_bound = bound(Opponent(claims_from_seat=claims))
        assert scorer_bound == bots_bound == (claims >= BINDING_CLAIMS), claims
