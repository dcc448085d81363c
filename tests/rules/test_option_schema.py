"""Issue 26 §1: one option schema per variant, checked by one checker (rules/variants/options.py).

Each variant declares its house rules once (name, type, range, default, rule id, words); the checker turns
a given value into the checked value or raises :class:`OptionError` naming the field and the rule. Every
place that takes options (the CLI, the new-game form, saves, lessons, scenarios, the scorers) goes through
it, so these tests pin its answers once."""

from __future__ import annotations

import re
from typing import Any

import pytest

from rules.safe_json import LongNumber
from rules.scenario import ScenarioError, scenario_from_json
from rules.variants import VARIANT_IDS, get_variant
from rules.variants.options import (
    Choice,
    Flag,
    OptionError,
    OptionWords,
    WholeNumber,
    check_options,
    value_from_text,
)
from tests.rules.test_rules_pages import page_ids

WORDS = OptionWords("速度", "Speed", "快或慢。", "Fast or slow.")
SPEED = Choice("speed", "SH-19", WORDS, default="fast", choices=("fast", "slow"))
SCHEMA = (Flag("swap", "SH-18", WORDS, default=False), WholeNumber("ante", "JH-29", WORDS, 1, 1, 1000),
          WholeNumber("stack", "SH-20", WORDS, None, 0, 1_000_000, off=True), SPEED)


def number_options() -> list[tuple[str, WholeNumber]]:
    return [(variant, option) for variant in VARIANT_IDS
            for option in get_variant(variant).table_rules.options if isinstance(option, WholeNumber)]


def test_the_number_options_are_the_four_of_the_issue() -> None:
    assert [(v, o.name) for v, o in number_options()] == [
        ("shanghai", "max_loss_lezi"), ("shanghai", "stack"), ("jinhua", "ante"), ("cixi", "ante")]


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_each_variants_defaults_pass_its_own_check(variant: str) -> None:
    rules = get_variant(variant)
    defaults = {option.name: option.default for option in rules.table_rules.options}
    assert rules.options() == defaults
    assert rules.options(defaults) == defaults
    for option in rules.table_rules.options:
        assert option.check(option.default, "options") == option.default


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_every_option_has_a_rule_id_on_its_rules_page_and_words_in_both_languages(variant: str) -> None:
    rules = get_variant(variant)
    page = rules.rules_page_text()
    for option in rules.table_rules.options:
        assert option.rule in page_ids(variant), option
        assert f"`{option.name}`" in page, f"the {variant} page names the option {option.name}"
        words = option.words
        assert re.search(r"[\u4e00-\u9fff]", words.label_zh) and re.search(r"[\u4e00-\u9fff]", words.help_zh)
        assert re.search(r"[A-Za-z]{3}", words.label_en) and re.search(r"[A-Za-z]{3}", words.help_en)


@pytest.mark.parametrize(("value", "message"), [
    (0, "options.ante: 0 is below 1 (JH-29)"),
    (-1, "options.ante: -1 is below 1 (JH-29)"),
    (1001, "options.ante: 1001 is above 1000 (JH-29)"),
    (10**30, "options.ante: 1000000000000000000000000000000 is above 1000 (JH-29)"),
    (LongNumber("1" + "0" * 40), "options.ante: a 41-digit number is above 1000 (JH-29)"),
    (1.5, "options.ante: 1.5 is not a whole number (JH-29)"),
    (2.0, "options.ante: 2.0 is not a whole number (JH-29)"),
    (True, "options.ante: true is not a number (JH-29)"),
    ("2", 'options.ante: "2" is not a number (JH-29)'),
    (None, "options.ante: null is not a number: this option is never off (JH-29)"),
    ([1], "options.ante: [1] is not a number (JH-29)"),
])
def test_a_bad_number_names_the_field_the_problem_and_the_rule(value: object, message: str) -> None:
    with pytest.raises(OptionError) as refused:
        check_options("jinhua", SCHEMA, {"ante": value})
    assert str(refused.value) == message
    assert isinstance(refused.value, ValueError)
    assert refused.value.field == "options.ante" and refused.value.rule == "JH-29"


def test_the_field_is_named_where_the_options_came_from() -> None:
    with pytest.raises(OptionError, match=r"^match\.options\.ante: 0 is below 1 \(JH-29\)$"):
        check_options("jinhua", SCHEMA, {"ante": 0}, where="match.options")


@pytest.mark.parametrize(("given", "checked"), [
    ({}, {"swap": False, "ante": 1, "stack": None, "speed": "fast"}),
    ({"ante": 1000, "stack": 0}, {"swap": False, "ante": 1000, "stack": 0, "speed": "fast"}),
    ({"stack": None, "swap": True, "speed": "slow"},
     {"swap": True, "ante": 1, "stack": None, "speed": "slow"}),
    ({"stack": 1_000_000}, {"swap": False, "ante": 1, "stack": 1_000_000, "speed": "fast"}),
])
def test_good_values_come_back_checked_with_the_defaults_filled(given: dict[str, Any],
                                                                 checked: dict[str, Any]) -> None:
    assert check_options("jinhua", SCHEMA, given) == checked


@pytest.mark.parametrize(("given", "message"), [
    ({"swap": 1}, "options.swap: 1 is not true or false (SH-18)"),
    ({"swap": "yes"}, 'options.swap: "yes" is not true or false (SH-18)'),
    ({"swap": None}, "options.swap: null is not true or false (SH-18)"),
    ({"speed": "slower"}, 'options.speed: "slower" is not one of fast, slow (SH-19)'),
    ({"speed": 1}, "options.speed: 1 is not one of fast, slow (SH-19)"),
    ({"stack": -1}, "options.stack: -1 is below 0 (SH-20)"),
    ({"stack": 10**26}, "options.stack: 100000000000000000000000000 is above 1000000 (SH-20)"),
    ({"sprint": 1}, "options.sprint: jinhua has no such option (options: ante, speed, stack, swap)"),
])
def test_flags_choices_and_unknown_names_are_refused_by_name(given: dict[str, Any], message: str) -> None:
    with pytest.raises(OptionError) as refused:
        check_options("jinhua", SCHEMA, given)
    assert str(refused.value) == message


def test_a_long_value_is_cut_short_in_the_message() -> None:
    with pytest.raises(OptionError) as refused:
        check_options("jinhua", SCHEMA, {"ante": "x" * 5000})
    assert len(str(refused.value)) < 100


@pytest.mark.parametrize(("variant", "option"), number_options(), ids=lambda x: getattr(x, "name", x))
@pytest.mark.parametrize("value", [-1, 1.5, "2", True, 10**30, LongNumber("9" * 31)])
def test_every_number_option_refuses_what_the_reliability_run_found(variant: str, option: WholeNumber,
                                                                    value: object) -> None:
    with pytest.raises(OptionError, match=rf"^options\.{option.name}: .* \({option.rule}\)$"):
        get_variant(variant).options({option.name: value})


@pytest.mark.parametrize(("variant", "name"), [("jinhua", "ante"), ("cixi", "ante")])
def test_an_ante_is_at_least_one_and_never_off(variant: str, name: str) -> None:
    for value in (0, None):
        with pytest.raises(OptionError):
            get_variant(variant).options({name: value})


def test_shanghai_writes_off_as_zero_or_null_where_its_rules_say_so() -> None:
    shanghai = get_variant("shanghai")
    assert shanghai.options({"max_loss_lezi": 0, "stack": 0})["max_loss_lezi"] == 0  # SH-17: no limit
    assert shanghai.options({"stack": None})["stack"] is None  # SH-20 off
    with pytest.raises(OptionError, match="max_loss_lezi: null"):
        shanghai.options({"max_loss_lezi": None})


@pytest.mark.parametrize(("text", "value"), [
    ("3", 3), ("-1", -1), ("1.5", 1.5), ("true", True), ("null", None), ('"2"', "2"), ("abc", "abc"),
    ("1e3", 1000.0), ("", ""), (" 7 ", 7),
])
def test_typed_text_is_read_as_json_and_a_bare_word_stays_text(text: str, value: object) -> None:
    assert value_from_text(text) == value


def test_a_typed_number_of_5000_digits_stays_a_long_number() -> None:
    assert isinstance(value_from_text("9" * 5000), LongNumber)


def test_a_scenario_is_refused_by_the_same_checker() -> None:
    scenario = {"variant": "cixi", "options": {"ante": 0}, "context": {"indicator": "1z"},
                "hands": {"E": {"concealed": "123m456p789s234s5s"}}, "win": {"seat": "E", "tile": "5s"}}
    with pytest.raises(ScenarioError) as refused:
        scenario_from_json(scenario)
    assert str(refused.value) == "options.ante: 0 is below 1 (CX-16)"
