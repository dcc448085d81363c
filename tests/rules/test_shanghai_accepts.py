"""SH-2/SH-6/SH-9 as the engine asks them: ``accepts_win`` is ``score(...).valid`` without the items."""

from __future__ import annotations

import random

import pytest

from rules.variants.shanghai.scoring import accepts_win, score
from tests.rules.shanghai_hands import finished

CASES = [
    finished("S", "1112345678999m", "5m"),  # SH-9 清一色, knocked
    finished("S", "1112345678999m", "5m", knocked=["E"]),  # SH-6 not knocked
    finished("S", "123m456p789s111z2z", "2z"),  # SH-9 a plain hand
    finished("S", "123m456p789s111z3z", "2z", discarder="W"),  # not complete
    finished("W", "123m456p789s1234z", "8f", flowers="1234567f", knocked=[]),  # SH-2 八花齊
    finished("W", "123m456p789s1234z", "8f", flowers="123456f"),  # a flower short of eight
    finished("S", "11122233m444z55z", "5z", discarder="W"),  # SH-9 混碰
]


@pytest.mark.parametrize("hand", CASES)
def test_sh9_accepts_win_is_the_scorers_validity(hand: object) -> None:
    assert accepts_win(hand) == score(hand).valid  # type: ignore[arg-type]


def test_sh9_accepts_win_on_random_one_suit_hands() -> None:
    rng = random.Random(9)
    seen = set()
    for _ in range(300):
        tiles = sorted(rng.choice("123456789") for _ in range(13))
        text = "".join(tiles) + "m"
        win = f"{rng.choice('123456789')}m"
        if any(tiles.count(t) + (win[0] == t) > 4 for t in set(tiles)):
            continue
        hand = finished("S", text, win, knocked=rng.choice([["S"], ["E"]]))
        valid = score(hand).valid
        seen.add(valid)
        assert accepts_win(hand) == valid, (text, win)
    assert seen == {True, False}
