"""A variant's house rules in the player's language (issue 26): each option's label and help come from the
variant's schema (rules/variants/<id>/options.py), its range is worded here, and a refused value
(:class:`~rules.variants.options.OptionError`) is worded from its data — the problem's key and values — in
Chinese (words.toml [refusal] ``option_<problem>``) or English. Where the refusal travels as a reason (a
damaged save's, the calculator's scenario) it is a :class:`~rules.refusal.Refusal` worded the same way."""

from __future__ import annotations

import re

from mahjong_tui.catalogue import entry
from mahjong_tui.i18n import Strings
from rules.variants.options import PROBLEMS, Choice, Flag, Option, OptionError, WholeNumber

_LONG_NUMBER = re.compile(r"a (?P<digits>\d+)-digit number")


def option_label(strings: Strings, option: Option) -> str:
    """The field's label with the rule that defines the option: ``底注 (JH-29)``."""
    return f"{strings.pick(option.words.label_zh, option.words.label_en)} ({option.rule})"


def option_name(strings: Strings, variant: str, name: str) -> str:
    """The label of ``variant``'s option ``name`` (the name itself for an option the variant has not)."""
    from rules.variants import get_variant

    option = next((o for o in get_variant(variant).table_rules.options if o.name == name), None)
    return option_label(strings, option) if option is not None else name


def option_range(strings: Strings, option: Option) -> str:
    """What the option takes, in a phrase: ``a whole number from 1 to 1000``."""
    if isinstance(option, WholeNumber):
        zh = f"{option.least} 到 {option.most} 的整數"
        en = f"a whole number from {option.least} to {option.most}"
        if option.off:
            zh, en = zh + "，或空白（不用）", en + ", or blank (off)"
        return strings.pick(zh, en)
    if isinstance(option, Choice):
        return strings("calculator.one_of") + ", ".join(option.choices)
    assert isinstance(option, Flag)
    return strings("calculator.on_or_off")


def option_help(strings: Strings, option: Option) -> str:
    """One line for the focused field: its label, its range and what it does."""
    words = option.words
    label = strings.pick(words.label_zh, words.label_en)
    zh = f"{label}：{option_range(strings, option)}。{words.help_zh}"
    en = f"{label}: {option_range(strings, option)}. {words.help_en}"
    return strings.pick(zh, en)


def value_zh(text: str) -> str:
    """A value as quoted in a refusal, in Chinese where it is words (``a 31-digit number``)."""
    found = _LONG_NUMBER.fullmatch(text)
    return f"一個 {found['digits']} 位數" if found else text


def refusal_text(strings: Strings, refused: OptionError, option: Option | None) -> str:
    """A refused value as the form shows it: the field's label (the option's name when it has none), then
    the problem in the player's language."""
    return field_refusal(strings, option_label(strings, option) if option is not None else refused.name,
                         refused)


def field_refusal(strings: Strings, label: str, refused: OptionError) -> str:
    """A refused value after the label of the field it was typed in (``Hands: 1.5 is not a whole number``)."""
    if not strings.is_zh:
        return f"{label}: {PROBLEMS[refused.problem].format(**refused.values)}"
    values = {**refused.values, "value": value_zh(refused.values.get("value", "")), "cited": ""}
    zh, _ = entry("refusal", f"option_{refused.problem}") or ("", "")
    return strings.script(f"{label}：{zh.format(**values)}")
