"""JS-12 at the table: the 20 胡 minimum decided from bounds (rules.variants.jinshan.minimum) and the
engine's offer of a win, which scores a Jinshan hand only once the win is taken."""

from __future__ import annotations

import random

import pytest

from mahjong_tui.commands.simulate import simulate_hands
from rules.hand import Meld, MeldType
from rules.scoring import FinishedHand, SeatHand
from rules.tiles import PLANT_FLOWERS, SEASON_FLOWERS, counts_of, parse_tiles
from rules.variants.jinshan import minimum, scoring
from tests.rules.jinshan_hands import jinshan_hand


def _hand(rng: random.Random) -> FinishedHand:
    """A complete 33332 hand with 0-4 百搭, 0-2 exposed melds, 0-2 flowers, won by discard or self-draw."""
    n_melds = rng.randint(0, 2)
    groups: list[list[int]] = []
    while len(groups) < 4:
        kind = rng.choice([rng.randrange(34), rng.randrange(34), 0, 27, 31])
        group = [kind, kind + 1, kind + 2] if rng.random() < 0.7 and kind < 27 and kind % 9 <= 6 else [kind] * 3
        groups.append(group)
    pair = rng.choice([0, 4, 27, 28, 31, rng.randrange(34)])
    tiles = [k for g in groups[n_melds:] for k in g] + [pair, pair]
    everything = tiles + [k for g in groups[:n_melds] for k in g]
    if any(everything.count(k) > 4 for k in everything):
        return _hand(rng)
    rng.shuffle(tiles)
    wilds = min(rng.choice([0, 0, 1, 1, 2, 3, 4]), len(tiles) - 1)
    tiles[:wilds] = PLANT_FLOWERS[:wilds]
    melds = tuple(Meld(MeldType.CHI if g[0] != g[1] else rng.choice([MeldType.PENG, MeldType.CONCEALED_KONG]),
                       tuple(g) if g[0] != g[1] else (g[0],) * (3 if rng.random() < 0.5 else 4))
                  for g in groups[:n_melds])
    melds = tuple(Meld(MeldType.PENG, m.tiles[:3]) if m.type is MeldType.PENG else m for m in melds)
    flowers = tuple(rng.sample(SEASON_FLOWERS, rng.choice([0, 0, 0, 1, 1, 2])))
    win_tile = tiles[-1]
    self_drawn = rng.random() < 0.25 or win_tile in PLANT_FLOWERS
    winner = SeatHand(tuple(tiles[:-1]), melds, flowers)
    return FinishedHand(winner=1, win_tile=win_tile, hands=(SeatHand(), winner, SeatHand(), SeatHand()),
                        discarder=None if self_drawn else 2)


def test_js12_bounds_and_reading_by_reading_agree_with_the_scorer() -> None:
    rng = random.Random(12)
    verdicts = {True: 0, False: 0, None: 0}
    for _ in range(400):
        hand = _hand(rng)
        valid = scoring.score(hand).valid
        bounded = minimum.reaches_minimum(hand)
        verdicts[bounded] += 1
        assert bounded is None or bounded == valid
        assert scoring.reaches_minimum(hand) == valid
    assert min(verdicts.values()) >= 40, verdicts  # each way of deciding is exercised


def test_js12_fixed_hu_counts_flowers_self_draw_and_exposed_melds() -> None:
    hand = jinshan_hand({"S": {"concealed": "123m456p1z77z5f", "melds": [{"type": "peng", "tiles": "999s", "from": "N"}],
                              "flowers": "1f"}}, "1z")
    # flower 10 + 自摸 10 + exposed terminal pung 4 (the 5f 百搭 and the concealed groups are not fixed)
    assert minimum.fixed_hu(hand) == 24
    assert minimum.reaches_minimum(hand) is True
    assert scoring.score(hand).valid


def test_js12_most_concealed_hu_counts_pungs_the_tiles_could_make() -> None:
    # 1m 1m 1m: a concealed terminal pung 8; with a pair of dragons or own wind 2
    assert minimum.most_concealed_hu(counts_of(parse_tiles("111m")), 0, 4) == 8 + 2
    # four 5m and two 百搭: two concealed pungs of 5m (4 each)
    assert minimum.most_concealed_hu(counts_of(parse_tiles("5555m")), 2, 4) == 4 + 4 + 2
    # three 百搭 alone: 三百搭成刻 8
    assert minimum.most_concealed_hu(counts_of(parse_tiles("")), 3, 1) == 8 + 2
    # sequences only score nothing
    assert minimum.most_concealed_hu(counts_of(parse_tiles("123m456p789s")), 0, 4) == 2


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
    # a win that needed the exhaustive count to be offered was scored then, at most once more per win
    assert wins <= len(scored) <= 3 * wins
