"""SH-6 knock gate (rules.variants.shanghai.knock): refusing a hand is only ever right — no discard from
it leaves a wait on an allowed hand (SH-9) — and the hands that can knock pass."""

from __future__ import annotations

import random

from rules.hand import Meld, MeldType
from rules.tiles import N_ALL_KINDS, counts_of, parse_tiles
from rules.variants.shanghai.knock import could_knock
from rules.variants.shanghai.scoring import winning_tiles


def _can_knock(tiles: list[int], melds: list[Meld]) -> bool:
    """SH-6 in full: some discard leaves a hand that some tile makes allowed (SH-9)."""
    for discard in sorted(set(tiles)):
        rest = list(tiles)
        rest.remove(discard)
        if winning_tiles(rest, melds):
            return True
    return False


def _random_hand(rng: random.Random) -> tuple[list[int], list[Meld]]:
    melds: list[Meld] = []
    for _ in range(rng.choice([0, 0, 1, 2])):
        kind = rng.choice([rng.randrange(27), 27 + rng.randrange(7), rng.randrange(7)])
        if rng.random() < 0.5 and kind < 27 and kind % 9 <= 6:
            melds.append(Meld(MeldType.CHI, (kind, kind + 1, kind + 2)))
        else:
            melds.append(Meld(MeldType.PENG, (kind,) * 3))
    # mostly one suit and honors, or pairs and pungs, so that both kinds of allowed hand come up
    suit = rng.randrange(3) * 9
    pool = [k for k in range(suit, suit + 9) for _ in range(4)] + [k for k in range(27, 34) for _ in range(4)]
    if rng.random() < 0.4:
        pool += [k for k in range(27) for _ in range(4)]
    for meld in melds:
        for k in meld.tiles:
            if k in pool:
                pool.remove(k)
    tiles = rng.sample(pool, 14 - 3 * len(melds))
    return tiles, melds


def test_sh6_gate_never_refuses_a_hand_that_can_knock() -> None:
    rng = random.Random(6)
    outcomes = set()
    for _ in range(400):
        tiles, melds = _random_hand(rng)
        counts = counts_of(tiles, N_ALL_KINDS)
        full = _can_knock(tiles, melds)
        gate = could_knock(counts, melds)
        assert gate or not full, (tiles, melds)
        outcomes.add((gate, full))
    assert outcomes == {(True, True), (True, False), (False, False)}


def test_sh6_gate_on_named_hands() -> None:
    flush = counts_of(parse_tiles("1112345678999m5p"), N_ALL_KINDS)  # 清一色 after discarding 5p
    mixed = counts_of(parse_tiles("123m456p789s1122z"), N_ALL_KINDS)  # a plain hand: never allowed
    pungs = counts_of(parse_tiles("111m222p333s44z5z"), N_ALL_KINDS)  # 碰碰胡 after discarding 5z
    assert could_knock(flush, []) and could_knock(pungs, [])
    assert not could_knock(mixed, [])
    chow = [Meld(MeldType.CHI, (0, 1, 2))]
    assert not could_knock(counts_of(parse_tiles("222p333s44z55z6z"), N_ALL_KINDS), chow)  # two suits, a chow
