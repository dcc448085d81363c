"""A score's reading says what each wild stood for (issue 26, CX-7): every group of the winner's concealed
tiles as read, a wild's face marked ``*`` — never a wild shown as its own kind where it stood for another.
Cixi's 龍 (standard, 七對, 十三幺 and 七風齊, 全風向), Jinshan's 百搭 (JS-3, JS-11) and Jinhua's 財神 (JH-2).

What the reading means is checked here by taking it apart: the faces of its groups are the winner's
natural tiles plus one face per ``*`` for each wild held, as the result screen pairs them."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from rules.scoring import FinishedHand, ScoreResult, SeatHand
from rules.tiles import format_tiles, kind_of, parse_tiles
from rules.variants import get_variant

_GROUP = re.compile(r"^(?:[a-z_]+:)?((?:[0-9]+[mpsz])+)(\**)$")


def _score(variant: str, concealed: str, win: str, indicator: str | None = None) -> ScoreResult:
    context = {} if indicator is None else {"indicator": kind_of(indicator)}
    flowers = (kind_of("1f"),) if variant == "jinshan" else ()  # JS-13: 10 胡 toward the 20 (JS-12)
    hands = (SeatHand(tuple(parse_tiles(concealed)), (), flowers), SeatHand(), SeatHand(), SeatHand())
    hand = FinishedHand(winner=0, win_tile=kind_of(win), hands=hands, discarder=None, context=context,
                        options={})
    result = get_variant(variant).score(hand)
    assert result.valid, result.reason
    return result


def _wild_faces(reading: str, tiles: list[int], wilds: set[int]) -> list[int]:
    """The faces the wilds among ``tiles`` stood for, as the reading's groups say: the groups' faces less
    the natural tiles; one ``*`` per wild."""
    faces: Counter[int] = Counter()
    marks = 0
    for token in reading.split():
        found = _GROUP.match(token)
        if found is not None:
            faces.update(parse_tiles(found.group(1)))
            marks += len(found.group(2))
    naturals = Counter(k for k in tiles if k not in wilds)
    assert not naturals - faces, f"{reading}: natural tiles missing"
    stood_for = sorted((faces - naturals).elements())
    assert len(stood_for) == marks == sum(1 for k in tiles if k in wilds), reading
    return stood_for


# (variant, concealed, win tile, indicator, the faces the wilds stood for)
CASES = [
    # CX-7 十三幺七風齊: the 龍 (3m) is the 東 the hand lacks — the issue's 236m47p36s2345567z
    ("cixi", "3m26m47p36s234556z", "7z", "2m", ["1z"]),
    ("cixi", "3m1155m2255p4466s", "7z", "2m", ["7z"]),  # 七對: the 龍 pairs the lone 7z
    ("cixi", "3m12m456p789s11z55z", "5z", "2m", ["3m"]),  # standard: the 龍 completes 123m as 3m
    ("cixi", "3m1122334455z66z", "7z", "2m", ["7z"]),  # 全風向: the 龍 the honor held fewest (DECISION)
    ("cixi", "3m3m123p456p789s11z", "1z", "2m", ["3m", "3m"]),  # a pair of 龍 alone stands as itself
    ("jinshan", "5f12m456p789s111z5z", "5z", None, ["3m"]),
    ("jinshan", "5f19m19p19s123456z", "7z", None, ["1z"]),  # 十三幺: the 百搭 pairs 東
    ("jinhua", "3m1155m2255p4466s", "7z", "3m", ["7z"]),  # 財神 3m: 七對子 pairs the 7z
    ("jinhua", "3m14m258p369s1234z", "5z", "3m", ["7m"]),  # 十三不靠
]


@pytest.mark.parametrize(("variant", "concealed", "win", "indicator", "stood_for"), CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_the_reading_says_what_each_wild_stood_for(variant: str, concealed: str, win: str,
                                                   indicator: str | None, stood_for: list[str]) -> None:
    result = _score(variant, concealed, win, indicator)
    tiles = [*parse_tiles(concealed), kind_of(win)]
    wilds = get_variant(variant).wild_rule(None if indicator is None else kind_of(indicator)).wilds
    assert _wild_faces(result.reading, tiles, set(wilds)) == [kind_of(k) for k in stood_for], result.reading


def test_cx7_the_issue_s_reading_no_longer_shows_the_long_as_3m() -> None:
    result = _score("cixi", "3m26m47p36s234556z", "7z", "2m")
    assert result.hand_name == "十三幺七風齊"
    assert format_tiles(parse_tiles("236m47p36s2345567z")) not in result.reading
    assert result.reading == "unrelated:26m47p36s12345567z*"  # 東 in place of the 3m, one 龍
