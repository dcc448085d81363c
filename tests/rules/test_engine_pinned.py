"""The same seed gives the same game (C-7): random-bot matches pinned by a digest of every action, so a
speed-up of the engine that changes play, even slightly, shows here. A rule change that is meant to
alter play updates the pins in the same commit, saying why."""

from __future__ import annotations

import hashlib
import random

import pytest

from bots import get_bot
from rules.engine import Match

HANDS = 12

# variant → (seed, digest of the actions and results, running scores after HANDS hands)
PINNED: dict[str, list[tuple[int, str, tuple[int, int, int, int]]]] = {
    "jinshan": [(1, "c1a55ace4a1820c0", (27, -15, -37, 25)), (2, "422951510148617a", (-20, 34, 4, -18)),
                (3, "c08040376818c285", (9, 25, -15, -19))],
    "shanghai": [(1, "751b9ddf40208ddd", (0, 0, 0, 0)), (2, "d7864310076584b8", (0, 0, 0, 0)),
                 (3, "40f07cac2cafab38", (0, 0, 0, 0))],
    "jinhua": [(1, "5a6c95f2b102387a", (248, -68, -132, -48)), (2, "2764f6260b59b4aa", (-130, -65, 255, -60)),
               (3, "20d33e79cd1e4eda", (0, 0, 0, 0))],
    "cixi": [(1, "5c78d73a176e1158", (-33, 2, -33, 64)), (2, "0938741a54460c21", (0, 0, 0, 0)),
             (3, "6021fa774d1e68ea", (-60, -43, 101, 2))],
}


def _play(variant: str, seed: int) -> tuple[str, tuple[int, ...]]:
    match = Match(variant, seed)
    bots = [get_bot("random", random.Random(f"{seed}:{i}")) for i in range(4)]
    digest = hashlib.sha256()
    for _ in range(HANDS):
        game = match.next_hand()
        while game.result is None:
            chair = game.to_act()[0]
            match.apply(bots[chair].choose(game.observation(chair)))
        result = game.result
        digest.update("\n".join(match.hands[-1].actions).encode())
        digest.update(repr((result.net, result.how, result.winners, result.next_dealer)).encode())
    return digest.hexdigest()[:16], tuple(match.scores)


@pytest.mark.parametrize(("variant", "seed", "expected", "scores"),
                         [(v, s, d, sc) for v, rows in PINNED.items() for s, d, sc in rows])
def test_c7_pinned_random_matches_play_the_same(variant: str, seed: int, expected: str,
                                                scores: tuple[int, int, int, int]) -> None:
    assert _play(variant, seed) == (expected, scores)
