"""Defence of the ``hard`` bot (issue 8): danger of a discard under threat."""

from __future__ import annotations

from types import SimpleNamespace

from bots.defence import discard_risk, threat, tile_danger
from bots.seat_view import opponent
from rules.hand import Meld, MeldType
from rules.tiles import kind_of, parse_tiles
from rules.variants.bot_goals import Opponent
from rules.variants.shanghai.bot_goals import ShanghaiGoals

ALL_UNSEEN = (4,) * 34


def test_threat_grows_with_knock_melds_and_a_short_wall() -> None:
    calm = Opponent()
    melds = tuple(Meld(MeldType.PENG, (k, k, k), source=0) for k in (0, 10, 20))
    assert threat(calm, 80) == 0.0
    assert threat(Opponent(melds=melds), 80) > threat(Opponent(melds=melds[:1]), 80)
    assert threat(calm, 5) > threat(calm, 20) > 0.0
    assert threat(Opponent(knocked=True), 80) == 1.0


def test_sh6_only_a_knocked_player_can_win_on_a_discard() -> None:
    melds = tuple(Meld(MeldType.PENG, (k, k, k), source=0) for k in (0, 10, 20))
    assert threat(Opponent(melds=melds), 5, knock_required=True) == 0.0
    assert threat(Opponent(knocked=True), 80, knock_required=True) == 1.0


def test_their_own_discards_and_exhausted_honors_are_safe() -> None:
    opp = Opponent(discards=tuple(parse_tiles("5m7z")), knocked=True)
    unseen = list(ALL_UNSEEN)
    unseen[kind_of("1z")] = 0
    assert tile_danger(kind_of("5m"), opp, unseen) < tile_danger(kind_of("6m"), opp, unseen)
    assert tile_danger(kind_of("1z"), opp, unseen) == 0.0  # every other East is visible
    assert tile_danger(kind_of("2z"), opp, unseen) < tile_danger(kind_of("5p"), opp, unseen)
    assert tile_danger(kind_of("9p"), opp, unseen) < tile_danger(kind_of("5p"), opp, unseen)


def test_suji_halves_the_danger() -> None:
    opp = Opponent(discards=(kind_of("4s"),), knocked=True)
    assert tile_danger(kind_of("1s"), opp, ALL_UNSEEN) < tile_danger(kind_of("2s"), opp, ALL_UNSEEN)


def test_risk_weighs_liability() -> None:
    opps = [Opponent(knocked=True), Opponent(), Opponent()]
    plain = discard_risk(kind_of("5m"), opps, ALL_UNSEEN, 60)
    liable = discard_risk(kind_of("5m"), opps, ALL_UNSEEN, 60, liability=lambda kind, opp: 3.0)
    assert liable == 3 * plain > 0


def test_deal_in_weighs_more_near_the_end_of_the_wall() -> None:
    # SH-13, JH-29, CX-10, JS-17: a discarder pays what the same winner's self-draw would cost them, so a
    # deal-in costs only when that hand would not have been won anyway — more likely as the wall runs out
    opps = [Opponent(knocked=True), Opponent(), Opponent()]
    early = discard_risk(kind_of("5m"), opps, ALL_UNSEEN, 80)
    late = discard_risk(kind_of("5m"), opps, ALL_UNSEEN, 8)
    assert 0 < early < late


def test_sh14_claims_between_players_are_read_from_the_melds_suppliers() -> None:
    # SH-14: chair 1 claimed three times from chair 0 (the seat deciding), chair 3 twice from chair 2
    def claimed(source: int, tile: str) -> Meld:
        k = kind_of(tile)
        return Meld(MeldType.PENG, (k, k, k), source, k)

    melds = ((Meld(MeldType.CONCEALED_KONG, (33,) * 4),), (claimed(0, "1m"), claimed(0, "2m"), claimed(0, "3m")),
             (), (claimed(2, "4p"), claimed(2, "5p")))
    obs = SimpleNamespace(chair=0, melds=melds, discards=((), (), (), ()), hand_sizes=(13, 4, 13, 7),
                          knocked=(False,) * 4)
    bound = opponent(obs, 1)  # type: ignore[arg-type]
    assert (bound.claims_from_seat, bound.claims_by_seat, bound.most_claims_with_other) == (3, 0, 0)
    assert ShanghaiGoals().discard_liability(kind_of("5m"), bound) == 2.0
    free = opponent(obs, 3)  # type: ignore[arg-type]
    assert (free.claims_from_seat, free.most_claims_with_other) == (0, 2)
    assert ShanghaiGoals().discard_liability(kind_of("5m"), free) == 0.0
