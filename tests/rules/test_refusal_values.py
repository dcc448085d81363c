"""Refusals are values (issue 28 §2): a rule id, a key and parameters, made where the rule lives; the str of
one is its plain-English text, unchanged for the CLI, the logs and ``simulate --json``."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from rules.engine import IllegalAction
from rules.refusal import Refusal
from rules.scenario_values import ScenarioError, read_count
from rules.tiles import TileError, kind_of, parse_tiles
from rules.variants.shanghai.knocking import knock
from tests.rules.engine_helpers import act, stacked_game

OTHERS = ["147m258m369s1567z", "258m369p147s5677z"]


def test_a_refusal_is_its_english_text_and_its_value() -> None:
    why = Refusal.of("JS-12", "too_few_hu", "{hu} 胡 — at least {least} needed", hu=18, least=20)
    assert why == "18 胡 — at least 20 needed" and (why.rule, why.key) == ("JS-12", "too_few_hu")
    assert dict(why.params) == {"hu": 18, "least": 20}
    assert json.dumps(why, ensure_ascii=False) == '"18 胡 — at least 20 needed"'  # score --json unchanged
    for kept in (copy.deepcopy(why), pickle.loads(pickle.dumps(why))):
        assert isinstance(kept, Refusal) and kept.key == "too_few_hu"
        assert dict(kept.params) == dict(why.params)
    with pytest.raises(AttributeError):
        why.key = "other"  # type: ignore[misc]


def test_tiles_and_chairs_are_named_in_the_english_by_their_codes() -> None:
    why = Refusal.of("", "not_possible", "{action} is not possible now for {chair} ({tile}, {tiles})",
                     action="win", chair=2, tile=kind_of("5m"), tiles=(kind_of("1z"), kind_of("2z")))
    assert why == "win is not possible now for chair W (5m, 1z 2z)"
    assert why.params["tile"] == kind_of("5m")  # the value keeps the kind: the app names it its own way


def test_scorers_refuse_with_their_rule() -> None:
    game = stacked_game("jinshan", ["999m456p789s234s55m", *OTHERS, "123m456p789s234s6m"])
    why = game.why_not_win(0)
    assert isinstance(why, Refusal) and why.rule == "JS-12" and dict(why.params) == {"hu": 18, "least": 20}
    game = stacked_game("shanghai", ["123m456p789s1234z9m", *OTHERS, "123m456p789s234s5m"])
    knock(game, 3)
    why = game.why_not_win(3, (kind_of("5m"), 0))
    assert isinstance(why, Refusal) and (why.rule, why.key) == ("SH-9", "plain_hand")


def test_sh6_the_variant_bar_is_a_value() -> None:
    game = stacked_game("shanghai", ["456m456p789s1234z9m", *OTHERS, "111m222p333s44z55z"])
    why = game.why_not_win(3, (kind_of("5z"), 0))
    assert isinstance(why, Refusal) and (why.rule, why.key) == ("SH-6", "not_knocked")


def _refused(game, text: str) -> Refusal:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as refused:
        act(game, text)
    assert refused.value.refusal is not None and str(refused.value) == refused.value.refusal
    return refused.value.refusal


def test_an_illegal_discard_names_the_rule_that_keeps_the_tile() -> None:
    # CX-2: the 龍 (8s, the indicator 7s) never goes out; the catch-all once named JS-7 and knocking
    game = stacked_game("cixi", ["8s23m456p789p1234z5z", "258m369p147s5566z", "369m258p2359s77z1z",
                                 "123m456m789m11p9p1s"], indicator="7s")
    why = _refused(game, "E discard 8s")
    assert (why.rule, why.key, why.params["tile"]) == ("CX-2", "wild_never", kind_of("8s"))
    assert why == "8s is a wild: it is never discarded (CX-2)"
    assert _refused(game, "E discard 9s").key == "not_in_hand"
    assert _refused(game, "S discard 2m").key == "not_your_turn"
    assert _refused(game, "E peng 2m").key == "not_possible"


def test_js3_a_baida_stays_while_other_tiles_are_held() -> None:
    game = stacked_game("jinshan", ["5f23m456p789p1234z5z", "258m369p147s5566z", "369m258p2359s77z1z",
                                    "123m456m789m11p9p1s"])
    why = _refused(game, "E discard 5f")
    assert (why.rule, why.key) == ("JS-3", "wild_kept")


@pytest.mark.parametrize(("typed", "key", "english"), [
    ("5x", "unknown_suit", "bad tile token '5x': unknown suit letter 'x'"),
    ("8z", "no_rank", "bad tile token '8z': no rank 8 in suit 'z'"),
    ("12", "rank_digits", "bad tile token '1' in '12': ranks are written 1-9"),
    ("x1m", "rank_without_suit", "bad tile token 'x' in 'x1m': ranks must be followed by m, p, s, z or f"),
    ("55555m", "fifth_copy", "fifth copy of 5m"),
])
def test_a_tile_string_is_refused_with_a_value(typed: str, key: str, english: str) -> None:
    with pytest.raises(TileError) as refused:
        parse_tiles(typed)
    assert str(refused.value) == english and isinstance(refused.value.why, Refusal)
    assert refused.value.why.key == key


def test_a_scenario_value_is_refused_with_a_value() -> None:
    with pytest.raises(ScenarioError) as refused:
        read_count("7", "context.huangfan", most=32)
    assert str(refused.value) == 'context.huangfan: expected a whole number from 0 to 32, got "7"'
    why = refused.value.what
    assert isinstance(why, Refusal) and why.key == "not_a_count" and why.params["most"] == 32
