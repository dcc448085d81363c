"""SH-9: a hand whose melds already rule out every allowed hand can never win (issue 27 bug 3). The variant
answers it through the generic ``no_win_left`` hook, which the status line, the hint and the claim prompt
ask; a variant where any shape may still win answers None."""

from __future__ import annotations

import pytest

from rules.hand import Meld, MeldType
from rules.tiles import parse_tiles
from rules.variants import VARIANT_IDS, get_variant

SHANGHAI = get_variant("shanghai")


def meld(kind: MeldType, tiles: str) -> Meld:
    return Meld(kind, tuple(parse_tiles(tiles)), source=3)


CHI_P = meld(MeldType.CHI, "123p")
PENG_M = meld(MeldType.PENG, "222m")
PENG_Z = meld(MeldType.PENG, "555z")


def test_a_chi_and_melds_in_two_suits_leave_no_allowed_hand() -> None:
    # the hand: 碰 二萬 then 吃 1-2-3筒: no 碰碰胡 family (a chi) and no flush (two suits)
    why = SHANGHAI.no_win_left((PENG_M, CHI_P))
    assert why is not None and "SH-9" in why and "all pungs" in why and "flush" in why


@pytest.mark.parametrize(("melds", "still"), [
    ((), "anything"),
    ((PENG_M, meld(MeldType.PENG, "999s")), "碰碰胡: pungs of any suits"),
    ((CHI_P, meld(MeldType.CHI, "789p")), "清一色 筒"),
    ((CHI_P, PENG_Z), "混一色 筒"),
    ((meld(MeldType.KONG, "2222m"), meld(MeldType.CONCEALED_KONG, "5555p")), "碰碰胡 with kongs"),
])
def test_while_one_allowed_hand_is_left_the_hand_is_alive(melds: tuple[Meld, ...], still: str) -> None:
    assert SHANGHAI.no_win_left(melds) is None, still


@pytest.mark.parametrize("variant", [v for v in VARIANT_IDS if v != "shanghai"])
def test_where_a_plain_hand_wins_melds_never_rule_every_hand_out(variant: str) -> None:
    # JS-12's 20 胡 is no such rule: flowers, 自摸 and the winning hand's own pungs can still bring it
    assert get_variant(variant).no_win_left((PENG_M, CHI_P, meld(MeldType.CHI, "789s"))) is None
