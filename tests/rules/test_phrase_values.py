"""A scorer's words are values (issue 28 §2): each clause of a formula, each payment's reason and each item's
detail that says something in words is a :class:`rules.refusal.Phrase` — a rule id, a key and parameters,
made where the rule lives — whose str is the plain English ``score --json`` has always written."""

from __future__ import annotations

import copy
import json
import pickle
from pathlib import Path

from rules.refusal import JOINS, Phrase
from rules.scenario import load_scenario
from rules.scoring import Payment, ScoreResult
from rules.tiles import kind_of
from rules.variants.shanghai.payments import LossLimits, limited

EXAMPLES = {path.name.split("-")[0]: path
            for path in (Path(__file__).parents[1] / "cli" / "examples").glob("*.json")}


def example_score(variant: str) -> ScoreResult:
    scorer, hand = load_scenario(EXAMPLES[variant].read_text())
    return scorer.score(hand)


def test_a_phrase_is_its_english_text_and_its_value() -> None:
    said = Phrase.of("JS-19", "capped", "{pay}, no payment above {cap}", pay="11", cap=50)
    assert said == "11, no payment above 50" and (said.rule, said.key) == ("JS-19", "capped")
    assert json.dumps(said) == '"11, no payment above 50"'
    for kept in (copy.deepcopy(said), pickle.loads(pickle.dumps(said))):
        assert type(kept) is Phrase and dict(kept.params) == {"pay": "11", "cap": 50}
    tiles = Phrase.of("CX-9", "longs_held", "{n} × {tile}", n=2, tile=kind_of("5m"))
    assert tiles == "2 × 5m" and tiles.params["tile"] == kind_of("5m")


def test_a_joined_phrase_keeps_its_parts_in_order() -> None:
    head = Phrase.of("JS-16", "hu_times_tai", "{hu} 胡 × 2^{tai} 台 = {a}", hu=20, tai=1, a=40)
    clauses = Phrase.joined("clauses", [head, "x"])
    assert clauses == "20 胡 × 2^1 台 = 40; x" and clauses.parts() == (head, "x")
    assert isinstance(clauses.parts()[0], Phrase)
    assert head.parts() == (head,)
    assert set(JOINS) == {"clauses", "series", "steps"}


def test_jinshan_formula_is_clauses_of_values_js16_to_js22() -> None:
    score = example_score("jinshan")
    assert score.formula == "30 胡 × 2^2 台 = 120; 自摸: each pays ⌈2×120/10⌉+3 = 27; " \
                            "losers' v (JS-21): E 0×2^0=0, W 0×2^0=0, N 0×2^0=0"
    assert isinstance(score.formula, Phrase) and score.formula.key == "clauses"
    head, pay, losers = score.formula.parts()
    assert (head.rule, head.key) == ("JS-16", "hu_times_tai")
    assert dict(head.params) == {"hu": 30, "tai": 2, "a": 120}
    assert (pay.rule, pay.key, dict(pay.params)) == ("JS-18", "self_drawn_pays", {"a": 120, "pay": 27})
    assert isinstance(losers, Phrase) and losers.rule == "JS-21"
    series = losers.params["values"]
    assert isinstance(series, Phrase) and [p.params["seat"] for p in series.parts()] == ["E", "W", "N"]


def test_every_payment_reason_is_a_value_under_the_payments_rule() -> None:
    for variant in EXAMPLES:
        score = example_score(variant)
        assert score.payments
        for pay in score.payments:
            assert isinstance(pay.why, Phrase), (variant, pay)
            assert pay.why.rule == pay.rule and pay.why.key, (variant, pay)


def test_every_formula_is_a_value_with_its_numbers() -> None:
    shanghai, jinhua, cixi = (example_score(v) for v in ("shanghai", "jinhua", "cixi"))
    assert shanghai.formula.key == "steps"  # type: ignore[attr-defined]
    last = shanghai.formula.parts()[-1]  # type: ignore[attr-defined]
    assert (last.rule, last.key, last.params["n"]) == ("SH-12", "share", shanghai.totals["share"])
    head = jinhua.formula.parts()[0]  # type: ignore[attr-defined]
    assert (head.rule, head.params["share"]) == ("JH-29", jinhua.totals["share"])
    assert cixi.formula.rule == "CX-9"  # type: ignore[attr-defined]
    assert cixi.formula.params["basic"] == cixi.totals["basic"]  # type: ignore[attr-defined]


def test_a_cut_payment_keeps_its_own_reason_as_a_value_sh17_sh20() -> None:
    reason = Phrase.of("SH-14", "bound_self_drawn", "承包 (自摸)")
    cut = limited([Payment(1, 0, 80, reason, "SH-14")], LossLimits(per_hand=50, stacks=None))
    assert cut[0].why == "承包 (自摸) — cut at 5 勒子 (SH-17)"
    assert (cut[0].why.rule, cut[0].why.key) == ("SH-17", "cut_at_limit")  # type: ignore[attr-defined]
    assert cut[0].why.params["reason"] is reason  # type: ignore[attr-defined]
    again = limited(cut, LossLimits(per_hand=50, stacks=(30, 30, 30, 30)))  # cut again from its own reason
    assert again[0].why == "承包 (自摸) — 逛花園 stack: 30 left (SH-20)"
    assert again[0].why.params["reason"] is reason  # type: ignore[attr-defined]
