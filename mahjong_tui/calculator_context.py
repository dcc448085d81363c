"""The calculator's table context as fields a player fills: one labelled field per key the variant's scorer
reads (``Variant.context_keys``, shared/spec/cli.md), turned back into the scenario's ``context`` object.

A tile key takes a tile as the other tile fields do (三萬, 7p: :func:`calculator_fields.as_codes`), a count an
integer input, the dice two, the knocked seats and yes/no facts checkboxes, SH-20's stacks one count per
seat. An empty field is not given (as ``{}`` was); text that is no number goes on as typed, so the
scenario's own one-line error names the key (``context.draws_before``) in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual.containers import Horizontal
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label

from mahjong_tui.calculator_fields import as_codes, shown_tiles
from mahjong_tui.i18n import Strings
from rules.scoring import WIND_LETTERS


class StateCheckbox(Checkbox):
    """A checkbox that shows its state by its mark, not by colour alone: ✓ when on, blank when off (the
    compact checkbox drew an X either way, told apart only by a shade the app's theme hid)."""

    @property
    def _button(self) -> Content:
        self.BUTTON_INNER = "✓" if self.value else " "
        return super()._button


@dataclass(frozen=True)
class ContextField:
    """How one context key is asked: ``kind`` is tile, count, dice, seats, flag or stacks."""

    kind: str
    rule: str = ""

    def label(self, strings: Strings, key: str) -> str:
        words = strings(f"calculator_context.{key}")
        return f"{words} ({self.rule})" if self.rule else words


FIELDS: dict[str, ContextField] = {  # the labels are words.toml [calculator_context]
    "indicator": ContextField("tile"),
    "draws_before": ContextField("count", "JH-6"),
    "dice": ContextField("dice", "SH-15"),
    "huangfan": ContextField("count", "SH-16"),
    "knocked": ContextField("seats", "SH-6"),
    "stacks": ContextField("stacks", "SH-20"),
    "single_wait_discard": ContextField("tile", "CX-12"),
    "after_own_kong": ContextField("flag", "CX-14"),
    "ten_honors": ContextField("flag", "CX-7"),
    "four_long": ContextField("flag", "CX-7"),
    "paohua_single": ContextField("flag", "CX-13"),
}


def context_rows(strings: Strings, keys: tuple[str, ...]) -> list[Widget]:
    """Label and field for each key the variant reads, in the variant's order (none for Jinshan)."""
    widgets: list[Widget] = []
    for key in keys:
        field = FIELDS[key]
        widgets.append(Label(field.label(strings, key)))
        widgets.append(field_widget(strings, key, field.kind))
    return widgets


def field_widget(strings: Strings, key: str, kind: str) -> Widget:
    if kind == "tile":
        return Input(compact=True, id=f"ctx-{key}")
    if kind == "count":
        return Input(type="integer", compact=True, id=f"ctx-{key}")
    if kind == "flag":
        return StateCheckbox(strings("calculator.yes"), compact=True, id=f"ctx-{key}")
    # a seat in one character (東, or E as the melds' @E): four seats and their points fit 80 columns
    winds = [(strings(f"wind_letter.{letter}"), letter) for letter in WIND_LETTERS]
    if kind == "dice":
        parts: list[Widget] = [Input(type="integer", compact=True, id=f"ctx-{key}-{n}") for n in range(2)]
    elif kind == "seats":
        parts = [StateCheckbox(name, compact=True, id=f"ctx-{key}-{letter}") for name, letter in winds]
    else:  # stacks: a seat's name, then its points
        parts = [widget for name, letter in winds
                 for widget in (Label(name), Input(type="integer", compact=True, id=f"ctx-{key}-{letter}"))]
    return Horizontal(*parts, classes=f"ctx-parts ctx-{kind}")


def number(text: str) -> object:
    """A whole number, or the text as typed (the scenario then names the key: never a traceback)."""
    try:
        return int(text)
    except ValueError:
        return text


def read_context(screen: Widget, keys: tuple[str, ...]) -> dict[str, Any]:
    """The filled fields as the scenario's ``context``: only the keys given."""
    out: dict[str, Any] = {}
    for key in keys:
        kind = FIELDS[key].kind
        if kind in ("tile", "count"):
            typed = screen.query_one(f"#ctx-{key}", Input).value.strip()
            if typed:
                out[key] = as_codes(typed) if kind == "tile" else number(typed)
        elif kind == "flag":
            if screen.query_one(f"#ctx-{key}", Checkbox).value:
                out[key] = True
        elif kind == "dice":
            faces = [screen.query_one(f"#ctx-{key}-{n}", Input).value.strip() for n in range(2)]
            if any(faces):
                out[key] = [number(face) for face in faces]
        elif kind == "seats":
            if knocked := [w for w in WIND_LETTERS if screen.query_one(f"#ctx-{key}-{w}", Checkbox).value]:
                out[key] = knocked
        else:  # stacks
            points = {w: screen.query_one(f"#ctx-{key}-{w}", Input).value.strip() for w in WIND_LETTERS}
            if given := {w: number(p) for w, p in points.items() if p}:
                out[key] = given
    return out


def fill_context(screen: Widget, keys: tuple[str, ...], values: dict[str, Any], strings: Strings) -> None:
    """The fields showing ``values`` (an example's context); a key not in it is left empty."""
    for key in keys:
        kind, value = FIELDS[key].kind, values.get(key)
        if kind in ("tile", "count"):
            shown = "" if value is None else str(value)
            if kind == "tile":
                shown = shown_tiles(shown, strings)
            screen.query_one(f"#ctx-{key}", Input).value = shown
        elif kind == "flag":
            screen.query_one(f"#ctx-{key}", Checkbox).value = bool(value)
        elif kind == "dice":
            for n in range(2):
                screen.query_one(f"#ctx-{key}-{n}", Input).value = str(value[n]) if value else ""
        elif kind == "seats":
            for wind in WIND_LETTERS:
                screen.query_one(f"#ctx-{key}-{wind}", Checkbox).value = wind in (value or ())
        else:
            for wind in WIND_LETTERS:
                points = (value or {}).get(wind)
                screen.query_one(f"#ctx-{key}-{wind}", Input).value = "" if points is None else str(points)
