"""JS-12 at the table: the 20 胡 minimum decided from the most 胡 of any reading
(rules.variants.jinshan.minimum), checked against the scorer's readings one by one, and the engine's
offer of a win, which scores a Jinshan hand only once the win is taken."""

from __future__ import annotations

import random

import pytest

from mahjong_tui.commands.simulate import simulate_hands
from rules.hand import Meld, MeldType
from rules.scoring import FinishedHand, SeatHand
from rules.shapes import ORPHANS
from rules.tiles import PLANT_FLOWERS, SEASON_FLOWERS
from rules.variants import get_variant
from rules.variants.jinshan import minimum, scoring
from tests.rules.jinshan_hands import jinshan_hand

JINSHAN = get_variant("jinshan")
_FAVOURED = (0, 8, 27, 28, 29, 30, 31, 32, 33)  # terminals, winds and dragons: the kinds whose groups score


def _group(rng: random.Random) -> list[int]:
    kind = rng.choice([rng.randrange(34), rng.randrange(34), rng.choice(_FAVOURED)])
    if kind < 27 and kind % 9 <= 6 and rng.random() < 0.6:
        return [kind, kind + 1, kind + 2]
    return [kind] * 3


def _exposed(group: list[int], rng: random.Random) -> Meld:
    if group[0] != group[1]:
        return Meld(MeldType.CHI, tuple(group))
    kind = rng.choice([MeldType.PENG, MeldType.PENG, MeldType.KONG, MeldType.CONCEALED_KONG])
    return Meld(kind, (group[0],) * (3 if kind is MeldType.PENG else 4))


def _tiles_and_melds(rng: random.Random) -> tuple[list[int], tuple[Meld, ...]]:
    """A complete 33332 hand (0-4 exposed melds) or, now and then, 十三幺; no kind more than four times."""
    if rng.random() < 0.05:
        return [*ORPHANS, rng.choice(ORPHANS)], ()
    n_melds = rng.choice([0, 0, 1, 1, 2, 3, 4])
    groups = [_group(rng) for _ in range(4)]
    pair = rng.choice([rng.randrange(34), rng.choice(_FAVOURED)])
    tiles = [k for g in groups[n_melds:] for k in g] + [pair, pair]
    everything = tiles + [k for g in groups[:n_melds] for k in g]
    if any(everything.count(k) > 4 for k in everything):
        return _tiles_and_melds(rng)
    return tiles, tuple(_exposed(g, rng) for g in groups[:n_melds])


def _hand(rng: random.Random) -> FinishedHand:
    """A complete hand with 0-4 百搭 (each standing where a tile was), flowers, any winner's seat, won by a
    discard (its own pung, sequence or pair) or by self-draw."""
    tiles, melds = _tiles_and_melds(rng)
    rng.shuffle(tiles)
    wilds = min(rng.choice([0, 0, 1, 1, 2, 3, 4]), len(tiles) - 1)
    tiles[:wilds] = PLANT_FLOWERS[:wilds]
    rng.shuffle(tiles)
    flowers = tuple(rng.sample(SEASON_FLOWERS, rng.choice([0, 0, 0, 1, 1, 2])))
    win_tile = tiles[-1]
    self_drawn = rng.random() < 0.3 or win_tile in PLANT_FLOWERS
    winner = rng.randrange(4)
    hands = [SeatHand(), SeatHand(), SeatHand(), SeatHand()]
    hands[winner] = SeatHand(tuple(tiles[:-1]), melds, flowers)
    return FinishedHand(winner=winner, win_tile=win_tile, hands=(hands[0], hands[1], hands[2], hands[3]),
                        discarder=None if self_drawn else (winner + rng.randrange(1, 4)) % 4)


def _most_hu_reading_by_reading(hand: FinishedHand) -> int | None:
    """The plain computation: the 胡 (JS-13 items) of every reading the scorer lists, the most of them."""
    values = [sum(int(i.value) for i in scoring.hu_items(hand, sets))
              for sets, _, _ in scoring._readings(hand)]
    return max(values) if values else None


def test_js12_most_hu_is_the_most_of_every_reading() -> None:
    rng = random.Random(12)
    verdicts = {True: 0, False: 0}
    exposed_pung_wins = 0
    for _ in range(1500):
        hand = _hand(rng)
        most = minimum.most_hu(hand)
        assert most == _most_hu_reading_by_reading(hand), (hand.winning_concealed(), hand.winner_hand.melds)
        verdicts[minimum.reaches_minimum(hand)] += 1
        exposed_pung_wins += not hand.self_drawn and hand.winning_concealed().count(hand.win_tile) >= 3
    assert min(verdicts.values()) >= 200, verdicts  # both verdicts are exercised
    assert exposed_pung_wins >= 50


def test_js12_minimum_is_the_scorers_verdict() -> None:
    rng = random.Random(13)
    for _ in range(300):
        hand = _hand(rng)
        assert minimum.reaches_minimum(hand) == scoring.score(hand).valid


def test_js12_own_verdict_is_the_minimum_of_the_full_hand() -> None:
    """The engine asks ``accepts_own_win`` (the winner's own tiles, melds, flowers and wind) before it builds
    the finished hand: it is JS-12's verdict on the full hand, at a glance or by reading."""
    rng = random.Random(14)
    answered = {True: 0, False: 0}
    for _ in range(1500):
        hand = _hand(rng)
        seat = hand.winner_hand
        own = JINSHAN.accepts_own_win(list(seat.concealed), seat.melds, hand.win_tile, seat_state=None,
                                      self_drawn=hand.self_drawn, flowers=len(seat.flowers), wind=hand.winner)
        assert own is minimum.reaches_minimum(hand), (hand.winning_concealed(), seat.melds, seat.flowers)
        answered[own] += 1
    assert min(answered.values()) >= 200, answered  # both verdicts are exercised
    # a season flower among the tiles completes nothing (JS-2: it is set aside)
    assert JINSHAN.accepts_own_win([SEASON_FLOWERS[0]], (), 0, seat_state=None, self_drawn=True, flowers=0,
                                   wind=0) is False


def test_js12_fixed_hu_counts_flowers_self_draw_and_exposed_melds() -> None:
    hand = jinshan_hand({"S": {"concealed": "123m456p1z77z5f",
                               "melds": [{"type": "peng", "tiles": "999s", "from": "N"}],
                              "flowers": "1f"}}, "1z")
    # flower 10 + 自摸 10 + exposed terminal pung 4 (the 5f 百搭 and the concealed groups are not fixed)
    assert minimum.fixed_hu(hand) == 24
    assert minimum.reaches_minimum(hand) is True
    assert scoring.score(hand).valid


def test_js13_most_hu_pungs_pair_and_wild_groups() -> None:
    # self-drawn 10 + 111m concealed terminal pung 8 + 555p 4; 789s 234s sequences 0; 2z (South, own wind)
    # pair 2
    hand = jinshan_hand({"S": "111m555p789s234s2z"}, "2z")
    assert minimum.most_hu(hand) == 10 + 8 + 4 + 2
    assert minimum.reaches_minimum(hand) is True
    # 1m1m and a 百搭 as a terminal pung 8, the other two 百搭 as a pair of dragons 2
    # (better than three 百搭 as a group, 8, with 1m1m a pair that scores nothing)
    hand = jinshan_hand({"S": "1m5f6f7f456p789s234s"}, "1m")
    assert minimum.most_hu(hand) == _most_hu_reading_by_reading(hand) == 10 + 8 + 2


def test_js13_a_pung_completed_by_the_discard_counts_as_exposed() -> None:
    # 5p completes 555p on W's discard: an exposed pung, 2 胡, not 4 — 1 flower 10 + 8 (111m) + 2 = 20
    hand = jinshan_hand({"S": {"concealed": "111m55p789s234s99s", "flowers": "1f"}}, "5p", frm="W")
    assert minimum.most_hu(hand) == 10 + 8 + 2
    assert minimum.reaches_minimum(hand) is True
    # when the won 5p may sit in the sequence 345p of the same reading, 555p stays concealed: 4 胡
    hand = jinshan_hand({"S": {"concealed": "111m34555p789s99s", "flowers": "1f"}}, "5p", frm="W")
    assert minimum.most_hu(hand) == _most_hu_reading_by_reading(hand) == 10 + 8 + 4


def test_js12_plain_hand_on_a_discard_is_refused_without_reading() -> None:
    hand = jinshan_hand({"S": {"concealed": "123m456p789s234s5p", "flowers": ""}}, "5p", frm="W")
    assert minimum.reaches_minimum(hand) is False
    assert not scoring.score(hand).valid


def test_js12_offered_wins_are_scored_only_when_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    scored: list[FinishedHand] = []
    real = scoring.score

    def counting(hand: FinishedHand) -> object:
        scored.append(hand)
        return real(hand)

    monkeypatch.setattr(scoring, "score", counting)
    sim = simulate_hands("jinshan", 60, 3, ["random"] * 4)
    wins = sim.hands - sim.draws
    assert not sim.failures
    assert wins > 0
    # JS-12 is decided without scoring: each win is scored once, when it is taken
    assert len(scored) == wins


def test_js12_the_best_case_bounds_every_reading() -> None:
    """JS-12 at a glance refuses a hand when even ``best_case_hu`` (every natural pung, at most 8 a 百搭
    beside a pair of 1/9 or honors and 4 otherwise, at most 8 a group) is short of 20: it must never be
    below the most 胡 of the readings, and it is often exact."""
    rng = random.Random(15)
    exact = 0
    for _ in range(1500):
        hand = _hand(rng)
        held = minimum._held(hand)
        assert held is not None
        counts, wilds = held
        most = minimum.most_concealed_hu(hand, counts, wilds)
        assert most is not None
        bound = minimum.best_case_hu(counts, wilds, hand.winner, len(hand.winner_hand.melds))
        assert most <= bound, (hand.winning_concealed(), hand.winner_hand.melds)
        exact += most == bound
    assert exact >= 300, exact
