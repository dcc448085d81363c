"""A hand rebuilt from a snapshot (rules/engine/snapshot.py, issue 29) plays on exactly as the live hand: the
same legal actions at every step, the same observations, the same end (each seat's own state in the variant
carried as it is). A seat whose state is not known (its tiles drawn at random) has it worked out from its
tiles and marks by the variant (SH-7's knock waits, CX-11 抛花)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bots import get_bot
from rules.engine import Action, ActionKind, Game
from rules.engine.snapshot import SeatSnapshot, TableSnapshot
from rules.hand import Meld, MeldType
from rules.tiles import N_ALL_KINDS, parse_tiles
from rules.variants import VARIANT_IDS
from rules.variants.shanghai.knocking import KNOCKED, Knock


def _replayed(variant: str, seed: int, dealer: int) -> tuple[Game, list[Action]]:
    """A hand of four ``normal`` bots and its actions."""
    game = Game(variant, seed, dealer)
    players = [get_bot("normal", random.Random(c)) for c in range(4)]
    actions = []
    while game.result is None:
        chair = game.to_act()[0]
        action = players[chair].choose(game.observation(chair))
        actions.append(action)
        game.apply(action)
    return game, actions


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_a_rebuilt_hand_plays_on_as_the_live_one(variant: str) -> None:
    rng = random.Random(variant)
    for hand in range(4):
        seed, dealer = 100 + hand, hand % 4
        full, actions = _replayed(variant, seed, dealer)
        for cut in sorted(rng.sample(range(len(actions)), 6)):
            live = Game(variant, seed, dealer)
            for action in actions[:cut]:
                live.apply(action)
            if live.phase not in ("turn", "claim", "rob") or live.responses:
                continue
            rebuilt = Game.from_snapshot(live.snapshot(), random.Random(0))
            assert rebuilt.visible == live.visible and rebuilt.tiles_accounted() == live.total_tiles
            for action in actions[cut:]:
                for chair in range(4):
                    assert rebuilt.legal_actions(chair) == live.legal_actions(chair), (cut, action)
                    assert rebuilt.observation(chair) == live.observation(chair)
                live.apply(action)
                rebuilt.apply(action)
            assert rebuilt.result is not None and live.result is not None
            assert (rebuilt.result.net, rebuilt.result.winners, rebuilt.result.how) == (
                full.result.net, full.result.winners, full.result.how)  # type: ignore[union-attr]
            assert rebuilt.conservation_problem() is None


def test_a_snapshot_is_taken_only_in_play() -> None:
    game = Game("jinhua", 3, 0)
    while game.result is None:
        chair = game.to_act()[0]
        game.apply(game.legal_actions(chair)[-1])
    with pytest.raises(ValueError, match="over phase"):
        game.snapshot()


def _counts(text: str) -> tuple[int, ...]:
    counts = [0] * N_ALL_KINDS
    for kind in parse_tiles(text):
        counts[kind] += 1
    return tuple(counts)


def _snapshot_with(variant: str, seats: list[SeatSnapshot], **table: object) -> TableSnapshot:
    """A snapshot of ``seats`` with every other tile of the set in the wall."""
    from rules.tiles import full_set
    from rules.variants import get_variant

    pool = full_set(get_variant(variant).table_rules.with_flowers)
    for seat in seats:
        for kind, count in enumerate(seat.counts):
            for _ in range(count):
                pool.remove(kind)
        for kind in seat.discards:
            pool.remove(kind)
        for meld in seat.melds:
            for kind in meld.tiles:
                pool.remove(kind)
    indicator = table.get("indicator")
    if isinstance(indicator, int):
        pool.remove(indicator)
    random.Random(1).shuffle(pool)
    return TableSnapshot(variant, (seats[0], seats[1], seats[2], seats[3]), tuple(pool), **table)  # type: ignore[arg-type]


def test_sh7_a_knocked_seat_keeps_the_waits_of_its_hand() -> None:
    # chair 1 knocked on 123m 456m 789m 11z 22z: waits 1z and 2z; it is chair 0's turn
    seats = [SeatSnapshot(_counts("147m258p369s1234z5z")),
             SeatSnapshot(_counts("123456789m1122z"), marks=(KNOCKED,)),
             SeatSnapshot(_counts("258m369p147s4567z")), SeatSnapshot(_counts("369m147p258s5677z"))]
    game = Game.from_snapshot(_snapshot_with("shanghai", seats, phase="turn", turn=0, drawn=None), 0)
    assert game.seats[1].variant_state == Knock(frozenset(parse_tiles("1z2z")))
    assert not game.seats[1].discard_wins_barred and game.seats[2].discard_wins_barred  # SH-6
    # an unknocked seat with the same hand has no knock waits and may not win
    unknocked = [seats[0], replace(seats[1], marks=()), *seats[2:]]
    game = Game.from_snapshot(_snapshot_with("shanghai", unknocked, phase="turn", turn=0), 0)
    assert game.seats[1].variant_state is None and game.seats[1].discard_wins_barred


def test_cx11_a_waiting_hand_that_any_tile_completes_is_paohua_again() -> None:
    # 龍 is 5p (indicator 4p): chair 1 holds four concealed kongs and a lone 龍
    melds = tuple(Meld(MeldType.CONCEALED_KONG, (k,) * 4) for k in parse_tiles("1m2m3m4m"))
    seats = [SeatSnapshot(_counts("57m258p369s1234z5z6z")), SeatSnapshot(_counts("5p"), melds=melds),
             SeatSnapshot(_counts("5689m369p147s457z")), SeatSnapshot(_counts("6789m147p258s567z"))]
    snapshot = _snapshot_with("cixi", seats, indicator=parse_tiles("4p")[0], phase="turn", turn=0, kongs=4)
    game = Game.from_snapshot(snapshot, 0)
    assert game.seats[1].variant_state.paohua and game.seats[1].discard_wins_barred
    assert game.tiles_accounted() == game.total_tiles
    game.apply(next(a for a in game.legal_actions(0) if a.kind is ActionKind.DISCARD))
    while game.result is None and game.turn != 1:  # the others let it go; chair 1 draws
        chair = game.to_act()[0]
        letting_go = (ActionKind.PASS, ActionKind.DISCARD)
        game.apply(next(a for a in game.legal_actions(chair) if a.kind in letting_go))
    assert game.result is not None and game.result.winners == (1,) and game.result.how == "抛花"
