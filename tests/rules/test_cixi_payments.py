"""慈溪 Cixi payments: 單吊 penalty CX-12, 單吊抛花 CX-13, 熱炮 / 搶槓 CX-14, CX-15, ante CX-16, CX-6 basic
score (shared/spec/rules-cixi.md; rules/variants/cixi/rules.md for the DECISIONs)."""

from __future__ import annotations

import pytest

from rules.tiles import kind_of
from rules.variants import get_variant
from rules.variants.cixi.scoring import basic_score, score
from tests.rules.cixi_fixtures import FOUR_MELDS, finished, items_of, net_of, seat_hand

# --- CX-12 單吊 penalty --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("gone", "won_on", "liable"),
    [
        *(("3p", t, True) for t in ("1p", "2p", "4p", "5p")),
        *(("2p", t, True) for t in ("1p", "3p", "4p")),
        *(("9p", t, True) for t in ("7p", "8p")),
        ("3p", "3p", False),  # the same rank
        ("3p", "6p", False),  # three ranks away
        ("2p", "5p", False),
        ("9p", "6p", False),
        ("3p", "4m", False),  # another suit
        ("1z", "2z", False),  # honors have no neighbours (DECISION)
    ],
)
def test_single_wait_penalty_seed_examples(gone: str, won_on: str, liable: bool) -> None:
    """CX-12: after going single by discarding ``gone``, a win on a tile within two ranks of it, same suit,
    counts as 自摸 and the discarder pays all three shares (6S); otherwise the usual 2S / S / S."""
    hand = finished(won_on, won_on, indicator="9s", melds=FOUR_MELDS, frm="N",
                    context={"single_wait_discard": kind_of(gone)})
    result = score(hand)
    basic = result.totals["basic"]
    assert ("CX-8", "單吊", 5) in items_of(result)
    if liable:
        payments = [(p.payer, p.amount, p.why, p.rule) for p in result.payments]
        assert payments == [(3, 6 * basic, "單吊 包三家", "CX-12")]
    else:
        assert net_of(result) == {"E": -basic, "S": 4 * basic, "W": -basic, "N": -2 * basic}


# --- CX-13 單吊 in 抛花 ------------------------------------------------------------------------------

PAOHUA_SINGLE = seat_hand("1z", ("peng:111s:S", "chi:234m:N", "peng:777p:S", "peng:555z:E"))  # W, 龍 = 東


def test_paohua_single_discard_won_on_pays_fixed_100() -> None:
    """CX-13: W (4 melds + a lone 龍) discards 6m; S can win on it: counts as 自摸, W alone pays S 100."""
    hand = finished("123p456s789s11m57m", "6m", indicator="4z", frm="W", others={"W": PAOHUA_SINGLE})
    result = score(hand)  # detected from W's hand
    assert items_of(result) == [("CX-8", "胡牌", 6), ("CX-9", "龍數", 2)]
    assert [(p.payer, p.amount, p.rule) for p in result.payments] == [(2, 100, "CX-13")]
    flagged = finished("123p456s789s11m57m", "6m", indicator="4z", frm="W", context={"paohua_single": True},
                       options={"ante": 3})
    assert net_of(score(flagged)) == {"E": 0, "S": 300, "W": -300, "N": 0}  # CX-16 the 100 × ante


def test_paohua_single_nobody_wins_pays_34_each() -> None:
    """CX-13: nobody can win on the 抛花 player's discard (6m): they win; every other player pays 34."""
    hand = finished("1z", "6m", indicator="4z", winner="W", melds=FOUR_MELDS, context={"paohua_single": True})
    result = score(hand)
    assert ("CX-11", "抛花", 5) in items_of(result)
    assert [(p.payer, p.amount, p.why) for p in result.payments] == [(0, 34, "單吊抛花"), (1, 34, "單吊抛花"),
                                                                    (3, 34, "單吊抛花")]
    doubled = finished("1z", "6m", indicator="4z", winner="W", melds=FOUR_MELDS,
                       context={"paohua_single": True},
                       options={"ante": 2})
    assert net_of(score(doubled)) == {"E": -68, "S": -68, "W": 204, "N": -68}


def test_paohua_single_flag_needs_a_lone_long() -> None:
    """CX-13 only applies to a 抛花 player holding a lone 龍 after four melds."""
    not_single = finished("2z", "2z", indicator="4z", winner="W", melds=FOUR_MELDS,
                          context={"paohua_single": True})
    assert not score(not_single).valid
    wrong_supplier = seat_hand("2z", ("peng:111s:S", "chi:234m:N", "peng:777p:S", "peng:555z:E"))
    hand = finished("123p456s789s11m57m", "6m", indicator="4z", frm="W", others={"W": wrong_supplier},
                    context={"paohua_single": True})
    assert "CX-13" in (score(hand).reason or "")


# --- CX-14 熱炮 and 搶槓, CX-15 抛花 with an added kong -------------------------------------------------


def test_hot_discard_after_own_kong() -> None:
    """CX-14 熱炮: a win on the first discard after the discarder's own kong: the kong player pays 6S."""
    hand = finished("123m456p789m11z45s", "6s", indicator="1p", frm="E", context={"after_own_kong": True})
    result = score(hand)
    assert result.totals["basic"] == 8
    assert [(p.payer, p.amount, p.why, p.rule) for p in result.payments] == [(0, 48, "熱炮 包三家", "CX-14")]


def test_robbed_kong_plain_hand_may_rob() -> None:
    """CX-14 搶槓: a plain hand (6 + 2) robs N's added kong of 6s: counts as 自摸, N pays 6S."""
    hand = finished("123m456p789m11z45s", "6s", indicator="1p", frm="N", robbed_kong=True)
    result = score(hand)
    assert items_of(result) == [("CX-8", "胡牌", 6), ("CX-9", "龍數", 2)]
    assert net_of(result) == {"E": 0, "S": 48, "W": 0, "N": -48}


def test_paohua_hand_may_rob_a_kong() -> None:
    """CX-14 with CX-11 (DECISION): robbing an added kong is not winning on a discard, so 抛花 may rob."""
    result = score(finished("1z", "9m", indicator="4z", melds=FOUR_MELDS, frm="E", robbed_kong=True))
    assert result.valid and result.hand_name == "單吊 抛花"
    assert [(p.payer, p.amount, p.why) for p in result.payments] == [(0, 6 * 17, "搶槓 包三家")]


def test_paohua_added_kong_cases() -> None:
    """CX-15: 抛花 player adds a kong and wins on the replacement → 抛花 + 杠上花; someone robs the kong →
    熱炮 against the 抛花 player (6S); no kong → a plain 抛花 win (test above)."""
    melds = ("added_kong:1111s:E", "chi:234m:E", "peng:777p:W", "peng:555z:N")
    kong_win = score(finished("1z", "9m", indicator="4z", melds=melds, after_kong=True))
    assert items_of(kong_win) == [
        ("CX-8", "胡牌", 6), ("CX-8", "單吊", 5), ("CX-8", "杠上花", 5), ("CX-9", "龍數", 1),
        ("CX-11", "抛花", 5),
    ]
    assert net_of(kong_win) == {"E": -44, "S": 132, "W": -44, "N": -44}
    robbed_seat = seat_hand("1z", ("peng:111s:E", "chi:234m:E", "peng:777p:W", "peng:555z:N"))
    robbed = score(finished("123m456p789m11z4s5s", "1s", indicator="4z", frm="S", winner="W",
                            robbed_kong=True,
                            others={"S": robbed_seat}))
    assert robbed.valid, robbed.reason
    assert [(p.payer, p.amount, p.rule) for p in robbed.payments] == [(1, 6 * robbed.totals["basic"],
                                                                       "CX-15")]


# --- CX-16 ante, CX-6 basic score ------------------------------------------------------------------------


def test_ante_multiplies_every_amount() -> None:
    """CX-16: ante 5 multiplies the example's payments; S itself stays 7."""
    result = score(finished("123m456p789m11z4s9s", "5s", indicator="8s", frm="N", options={"ante": 5}))
    assert result.totals["basic"] == 7
    assert net_of(result) == {"E": -35, "S": 140, "W": -35, "N": -70}
    with pytest.raises(ValueError, match=r"options\.ante: 0 is below 1 \(CX-16\)"):  # checked where it enters
        get_variant("cixi").options({"ante": 0})


def test_basic_score_ranks_winners_on_one_discard() -> None:
    """CX-6: the higher basic score takes the discard; basic_score gives S."""
    plain = finished("123m456p789m11z4s9s", "5s", indicator="8s", frm="N")
    flush = finished("123456789m1m5p34m", "2m", indicator="4p", frm="W")
    assert basic_score(plain) == 7
    assert basic_score(flush) == 12 > basic_score(plain)
