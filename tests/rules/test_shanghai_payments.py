"""上海敲麻 payments: 自摸/放沖/搶槓 (SH-13), 承包 (SH-14), loss limit (SH-17), 逛花園 stack (SH-20)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.scenario import load_scenario
from rules.scoring import net_of
from rules.variants import get_variant
from rules.variants.shanghai.payments import bound_players, claim_counts, settle_multiple
from rules.variants.shanghai.scoring import score
from tests.rules.shanghai_hands import MeldSpec, finished, items_of, net, pays

# S's 混一色 (no 花): (2 + 0) × 2 = a share of 4. S claimed three times from E: S and E are bound (SH-14).
BOUND_TO_E: list[MeldSpec] = [("chi", "123m", "E"), ("peng", "555m", "E"), ("peng", "999m", "E")]
# the same hand with its claims spread over three players: nobody bound
UNBOUND: list[MeldSpec] = [("chi", "123m", "E"), ("peng", "555m", "W"), ("peng", "999m", "N")]
# N claimed three times from S: S and N are bound the other way round (反承包)
N_CLAIMED_FROM_S: dict[str, list[MeldSpec]] = {"N": [("peng", "111p", "S"), ("peng", "222p", "S"),
                                                     ("peng", "333s", "S")]}


def half_flush(melds: list[MeldSpec], **kw: Any) -> dict[str, int]:
    result = score(finished("S", "777m3z", "3z", melds=melds, **kw))
    assert result.valid and result.hand_name == "混一色" and result.totals["share"] == 4
    assert items_of(result) == [("SH-12", "底", "hua", 2), ("SH-12", "混一色", "x", 2)]
    return net(result)


# --- SH-13 ---------------------------------------------------------------------------------------


def test_sh13_self_drawn_each_other_player_pays_one_share() -> None:
    assert half_flush(UNBOUND) == {"E": -4, "S": 12, "W": -4, "N": -4}


def test_sh13_discard_only_the_discarder_pays() -> None:
    assert half_flush(UNBOUND, discarder="N") == {"E": 0, "S": 4, "W": 0, "N": -4}


def test_sh10_sh13_robbed_kong_the_konger_alone_pays_three_shares() -> None:
    # SH-10 the tile comes from the konger's added kong; valued as 自摸 (no 杠開), paid by the konger
    result = score(finished("S", "777m3z", "3z", melds=UNBOUND, discarder="W", robbed_kong=True))
    assert [(p.payer, p.amount, p.why) for p in result.payments] == [(2, 12, "搶槓")]
    assert "杠開" not in [i.name for i in result.items]


# two 清碰 waiting on 3p that can both win on W's 3p (tile copies add up): 清碰 + 開寶 = 40 each (SH-12)
FLUSH_PUNGS_ON_3P: dict[str, tuple[str, list[MeldSpec]]] = {
    "S": ("555p2233p", [("peng", "111p", "E"), ("peng", "999p", "W")]),
    "N": ("444p666p3p", [("peng", "777p", "E"), ("peng", "888p", "W")]),
}


def _pure_flush_pungs(winner: str, discarder: str) -> Any:
    concealed, melds = FLUSH_PUNGS_ON_3P[winner]
    result = score(finished(winner, concealed, "3p", melds=melds, discarder=discarder,
                            context={"dice": [5, 5]}))
    assert result.hand_name == "清碰" and result.totals["share"] == 40
    return result


def test_sh13_sh17_several_winners_paid_in_turn_order_after_the_discarder_until_the_limit() -> None:
    # W discards; N (next after W) and S both win 40: N is paid 40 in full, S the 10 left of 5 勒子
    first, second = _pure_flush_pungs("S", "W"), _pure_flush_pungs("N", "W")
    payments = settle_multiple([first, second], discarder=2)
    assert [(p.payer, p.payee, p.amount) for p in payments] == [(2, 3, 40), (2, 1, 10)]
    assert payments[1].why == "放沖 — cut at 5 勒子 (SH-17)"
    assert net_of(payments) == (0, 10, -50, 40)


def test_sh13_several_winners_without_a_limit_pay_in_full() -> None:
    results = [_pure_flush_pungs("S", "W"), _pure_flush_pungs("N", "W")]
    payments = settle_multiple(results, discarder=2, options={"max_loss_lezi": 0})
    assert sorted(p.amount for p in payments) == [40, 40]


# --- SH-14 承包 ----------------------------------------------------------------------------------


def test_sh14_claim_counts_and_bindings_from_the_melds() -> None:
    hand = finished("S", "777m3z", "3z", melds=BOUND_TO_E, others=N_CLAIMED_FROM_S)
    assert claim_counts(hand.hands)[1][0] == 3 and claim_counts(hand.hands)[3][1] == 3
    assert bound_players(hand.hands, 1) == (0, 3)
    two: list[MeldSpec] = [("chi", "123m", "E"), ("peng", "555m", "E"), ("peng", "999m", "W")]
    assert bound_players(finished("S", "777m3z", "3z", melds=two).hands, 1) == ()


def test_sh14_self_drawn_the_bound_player_pays_five_shares() -> None:
    assert half_flush(BOUND_TO_E) == {"E": -20, "S": 20, "W": 0, "N": 0}


def test_sh14_binding_works_both_ways() -> None:
    result = score(finished("S", "777m3z", "3z", melds=UNBOUND, others=N_CLAIMED_FROM_S))
    assert pays(result) == [("N", "S", 20, "SH-14")]


def test_sh14_bound_player_discarding_pays_two_shares() -> None:
    assert half_flush(BOUND_TO_E, discarder="E") == {"E": -8, "S": 8, "W": 0, "N": 0}


def test_sh14_third_player_not_knocked_pays_two_shares() -> None:
    assert half_flush(BOUND_TO_E, discarder="W") == {"E": 0, "S": 8, "W": -8, "N": 0}


def test_sh14_third_player_knocked_pays_one_share_and_the_bound_player_one() -> None:
    result = score(finished("S", "777m3z", "3z", melds=BOUND_TO_E, discarder="W", knocked=["S", "W"]))
    assert pays(result) == [("W", "S", 4, "SH-14"), ("E", "S", 4, "SH-14")]
    assert net(result) == {"E": -4, "S": 8, "W": -4, "N": 0}


def test_sh14_robbed_kong_with_a_binding_both_pay_three_shares() -> None:
    result = score(finished("S", "777m3z", "3z", melds=BOUND_TO_E, discarder="N", robbed_kong=True))
    assert pays(result) == [("N", "S", 12, "SH-13"), ("E", "S", 12, "SH-14")]


def test_sh14_robbed_kong_by_the_bound_player_pays_three_shares_once() -> None:
    result = score(finished("S", "777m3z", "3z", melds=BOUND_TO_E, discarder="E", robbed_kong=True))
    assert pays(result) == [("E", "S", 12, "SH-13")]


def test_sh14_bound_to_two_players_each_binding_applies() -> None:
    kw: dict[str, Any] = {"melds": BOUND_TO_E, "others": N_CLAIMED_FROM_S}
    assert net(score(finished("S", "777m3z", "3z", **kw))) == {"E": -20, "S": 40, "W": 0, "N": -20}
    # W not knocked: 2 shares for each binding
    assert net(score(finished("S", "777m3z", "3z", discarder="W", **kw))) == {"E": 0, "S": 16, "W": -16,
                                                                              "N": 0}
    # W knocked: for each binding W and the bound player pay one share
    knocked = score(finished("S", "777m3z", "3z", discarder="W", knocked=["S", "W"], **kw))
    assert net(knocked) == {"E": -4, "S": 16, "W": -8, "N": -4}
    # E (bound) discards, not knocked: 2 shares as the bound player + 2 as a third player to the N binding
    assert net(score(finished("S", "777m3z", "3z", discarder="E", **kw))) == {"E": -16, "S": 16, "W": 0,
                                                                              "N": 0}


def test_sh14_binding_is_still_cut_by_the_loss_limit() -> None:
    # 清一色 門清 is 20 a share; five shares = 100 → 50 (SH-17). S is concealed; N claimed 3 from S.
    result = score(finished("S", "1112345678999m", "5m", others=N_CLAIMED_FROM_S))
    assert [(p.payer, p.amount) for p in result.payments] == [(3, 50)]


def test_sh14_eight_flowers_is_paid_as_a_plain_self_draw() -> None:
    hand = finished("S", "777m", "8f", melds=BOUND_TO_E, flowers="1234567f", knocked=[])
    assert net(score(hand)) == {"E": -20, "S": 60, "W": -20, "N": -20}


# --- SH-17 loss limit ----------------------------------------------------------------------------


@pytest.mark.parametrize(("lezi", "paid"), [(None, 80), (0, 80), (1, 10), (5, 50), (10, 80)])
def test_sh17_max_loss_option(lezi: int | None, paid: int) -> None:
    options = {} if lezi == 5 else {"max_loss_lezi": lezi}
    melds: list[MeldSpec] = [("peng", "111z", "E")]
    hand = finished("S", "222z333z555z6z", "6z", melds=melds, discarder="N", context={"huangfan": 2},
                    options=options)
    assert [p.amount for p in score(hand).payments] == [paid]


def test_sh17_bad_option_names_the_key() -> None:
    # checked where options enter (rules/variants/options.py); the scorer trusts what came through
    with pytest.raises(ValueError, match=r"options\.max_loss_lezi: -1 is below 0 \(SH-17\)"):
        get_variant("shanghai").options({"max_loss_lezi": -1})


# --- SH-20 逛花園 stack ---------------------------------------------------------------------------


def test_sh20_a_player_at_zero_pays_nothing_and_a_short_one_pays_what_is_left() -> None:
    hand = finished("S", "1112345678999m", "5m", options={"stack": 100},
                    context={"stacks": {"E": 0, "W": 15}})
    result = score(hand)
    assert [(p.payer, p.amount) for p in result.payments] == [(2, 15), (3, 20)]
    assert result.payments[0].why == "自摸 — 逛花園 stack: 15 left (SH-20)"
    assert net(result) == {"E": 0, "S": 35, "W": -15, "N": -20}


def test_sh20_a_player_at_zero_can_still_win() -> None:
    hand = finished("S", "1112345678999m", "5m", options={"stack": 100},
                    context={"stacks": [100, 0, 100, 100]})
    assert net(score(hand)) == {"E": -20, "S": 60, "W": -20, "N": -20}


def test_sh20_stack_and_loss_limit_across_several_winners() -> None:
    # W has 45 left: N is paid 40, S the last 5
    results = [_pure_flush_pungs("S", "W"), _pure_flush_pungs("N", "W")]
    payments = settle_multiple(results, discarder=2, options={"stack": 200}, context={"stacks": {"W": 45}})
    assert [(p.payee, p.amount) for p in payments] == [(3, 40), (1, 5)]


def test_sh20_stacks_need_the_option() -> None:
    with pytest.raises(ValueError, match="context.stacks"):
        score(finished("S", "1112345678999m", "5m", context={"stacks": {"E": 0}}))


def test_sh17_sh20_cutting_twice_keeps_one_reason() -> None:
    # a 風碰 + 荒番 (80) already cut to 50 in its own result is not cut again in settle_multiple
    hand = finished("S", "222z333z555z6z", "6z", melds=[("peng", "111z", "E")], discarder="N",
                    context={"huangfan": 1})
    payments = settle_multiple([score(hand)], discarder=3)
    assert [(p.amount, p.why) for p in payments] == [(50, "放沖 — cut at 5 勒子 (SH-17)")]


def test_sh20_stacks_through_the_score_scenario_reader() -> None:
    scenario = {
        "variant": "shanghai",
        "options": {"stack": 100},
        "hands": {"S": {"concealed": "1112345678999m"}},
        "win": {"seat": "S", "tile": "5m"},
        "context": {"knocked": ["S"], "stacks": {"E": 0, "W": 15}},
    }
    variant, hand = load_scenario(json.dumps(scenario))
    assert variant.score(hand).to_json()["net"] == {"E": 0, "S": 35, "W": -15, "N": -20}
