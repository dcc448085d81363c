"""A variant's house rules as form fields, shared by the new-game form and the calculator: one labelled
field per option of the variant's schema (rules/variants/<id>/options.py), filled with its default (or a
given value) — on/off and a choice as a list, a number as text — and read back as the options object a game
or a scenario takes.

A number field takes any text: what is typed is read as JSON (rules/variants/options.py's
``value_from_text``) and the schema refuses it by name, so ``1.5`` is refused as ``1.5`` (an integer-only
field used to drop the ``.`` and read 15)."""

from __future__ import annotations

from typing import Any

from textual.widget import Widget
from textual.widgets import Input, Label, Select

from mahjong_tui.i18n import Strings
from mahjong_tui.learn_text import say
from mahjong_tui.option_text import option_label
from rules.variants import get_variant
from rules.variants.options import Choice, Flag, Option, value_from_text


def on_off_choices(strings: Strings) -> list[tuple[str, bool]]:
    return [(say(strings, "on"), True), (say(strings, "off"), False)]


def variant_options(variant: str) -> tuple[Option, ...]:
    return get_variant(variant).table_rules.options


def option_rows(strings: Strings, variant: str, given: dict[str, Any]) -> list[Widget]:
    """Label and field for each option of the variant, showing ``given`` or the default."""
    widgets: list[Widget] = []
    for option in variant_options(variant):
        value = given.get(option.name, option.default)
        widgets.append(Label(option_label(strings, option)))
        field_id, classes = f"opt-{option.name}", "option"
        if isinstance(option, Flag):
            widgets.append(Select(on_off_choices(strings), value=bool(value), allow_blank=False, compact=True,
                                  id=field_id, classes=classes))
        elif isinstance(option, Choice):
            widgets.append(Select([(choice, choice) for choice in option.choices], value=value,
                                  allow_blank=False, compact=True, id=field_id, classes=classes))
        else:
            widgets.append(Input("" if value is None else str(value), compact=True, id=field_id,
                                 classes=classes))
    return widgets


def read_option_fields(screen: Widget, variant: str) -> dict[str, Any]:
    """The options as filled in, not yet checked: a list's choice, or typed text read as JSON (a blank
    number field is the option's default). The variant's schema checks them where they are used."""
    options: dict[str, Any] = {}
    for option in variant_options(variant):
        widget = screen.query_one(f"#opt-{option.name}")
        if isinstance(widget, Select):
            options[option.name] = widget.value
        elif isinstance(widget, Input):
            text = widget.value.strip()
            options[option.name] = value_from_text(text) if text else option.default
    return options
