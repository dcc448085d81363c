"""A variant's house rules as form fields, shared by the new-game form and the calculator: one labelled
field per option, filled with its default (or a given value) — on/off as a choice, a number as an integer
input — and read back as the options object a game or a scenario takes."""

from __future__ import annotations

from typing import Any

from textual.widget import Widget
from textual.widgets import Input, Label, Select

from mahjong_tui.catalog import variant_option_defaults
from mahjong_tui.i18n import Strings
from mahjong_tui.learn_text import option_name, say


def on_off_choices(strings: Strings) -> list[tuple[str, bool]]:
    return [(say(strings, "on"), True), (say(strings, "off"), False)]


def option_rows(strings: Strings, variant: str, given: dict[str, Any]) -> list[Widget]:
    """Label and field for each option of the variant, showing ``given`` or the default."""
    widgets: list[Widget] = []
    for name, default in variant_option_defaults(variant).items():
        value = given.get(name, default)
        widgets.append(Label(option_name(strings, name)))
        if isinstance(value, bool):
            widgets.append(Select(on_off_choices(strings), value=value, allow_blank=False,
                                  compact=True, id=f"opt-{name}", classes="option"))
        else:
            text = "" if value is None else str(value)
            numeric = value is None or isinstance(value, int)
            widgets.append(Input(text, type="integer" if numeric else "text", compact=True,
                                 id=f"opt-{name}", classes="option"))
    return widgets


def read_option_fields(screen: Widget, variant: str, *, keep_typed: bool = False) -> dict[str, Any]:
    """The options as filled in. ``keep_typed``: text that is no number goes on as typed (the calculator's
    scenario then names the option), instead of leaving the default (the new-game form)."""
    options: dict[str, Any] = {}
    for name, default in variant_option_defaults(variant).items():
        widget = screen.query_one(f"#opt-{name}")
        if isinstance(widget, Select):
            options[name] = bool(widget.value)
        elif isinstance(widget, Input):
            text = widget.value.strip()
            options[name] = default if not text else option_value(text, default, keep_typed=keep_typed)
    return options


def option_value(text: str, default: Any, *, keep_typed: bool = False) -> Any:
    """Typed like the default; an option off by default (None, e.g. SH-20 stack) takes a whole number.
    Text that is not a number leaves the default (or is kept as typed)."""
    try:
        return int(text) if default is None else type(default)(text)
    except ValueError:
        return text if keep_typed or default is None else default
