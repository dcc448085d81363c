"""The score calculator: enter a finished hand in notation (or click tiles) and the table context, and see the
variant's breakdown and payments — exactly what ``mahjong-tui score`` answers, because the inputs become a
cli.md scenario read by :mod:`rules.scenario` and scored by the variant (no scoring here).

Melds are written ``peng:777z@W chi:345s@N kong:5555p@E added_kong:1111s@S concealed_kong:9999m``
(``@`` the supplier's seat); context and options are JSON objects as in a scenario file.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.markup import escape
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from mahjong_tui.catalog import variant_choices
from mahjong_tui.error_text import scenario_error_text
from mahjong_tui.explain import explained_steps, step_markup
from mahjong_tui.i18n import Strings
from mahjong_tui.learn_text import say
from mahjong_tui.screens.result import score_block
from mahjong_tui.screens.rules_page import open_rules_page
from mahjong_tui.tiles_view import TileStyle, face
from rules.scenario import WIN_KEYS, scenario_from_json
from rules.scoring import SEAT_LETTERS, ScoreResult
from rules.tiles import N_KINDS, tile_text

FLAGS = tuple(sorted(WIN_KEYS - {"seat", "tile", "from"}))


def melds_json(text: str) -> list[dict[str, str]]:
    """``peng:777z@W chi:345s@N`` → scenario melds; a word without ``type:`` is refused by the caller."""
    melds = []
    for word in text.split():
        kind, _, rest = word.partition(":")
        tiles, _, supplier = rest.partition("@")
        if not tiles:
            raise ValueError(f"meld {word!r}: write type:tiles@seat, e.g. peng:777z@W")
        meld = {"type": kind, "tiles": tiles}
        if supplier:
            meld["from"] = supplier.upper()
        melds.append(meld)
    return melds


def json_object(text: str, what: str) -> dict[str, Any]:
    if not text.strip():
        return {}
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{what}: {exc.msg}") from None
    if not isinstance(value, dict):
        raise ValueError(f"{what}: expected a JSON object")  # noqa: TRY004 - bad input, shown to the player
    return value


class CalculatorScreen(Screen[None]):
    DEFAULT_CSS = """
    #calculator-grid { grid-size: 2; grid-columns: 40 1fr; grid-rows: 1; height: auto; margin-bottom: 1; }
    #calculator Horizontal { height: auto; }
    #calc-palette { margin-bottom: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "score", "Score", id="calculator.score"),
        Binding("escape", "close", "Back", id="calculator.close"),
    ]

    def __init__(self, strings: Strings, variant: str, style: TileStyle = TileStyle.CJK) -> None:
        super().__init__()
        self.strings = strings
        self.variant = variant
        self.tile_style = style
        self.result: ScoreResult | None = None

    def compose(self) -> ComposeResult:
        t = self.strings
        seats = [(t.wind(n), SEAT_LETTERS[n]) for n in range(4)]
        with VerticalScroll(id="calculator"):
            yield Static(say(t, "calc_title"), classes="dialog-title")
            with Grid(id="calculator-grid"):
                yield Label(t("variant"))
                yield Select(variant_choices(t.lang), value=self.variant, allow_blank=False, compact=True,
                             id="calc-variant")
                for key, widget in self.fields(seats):
                    yield Label(say(t, key))
                    yield widget
            yield Static(say(t, "calc_pick"), classes="section-title")
            yield Static(self.palette(), id="calc-palette")
            with Horizontal():
                for flag in FLAGS:
                    yield Checkbox(say(t, f"calc_flag_{flag}"), id=f"calc-flag-{flag}", compact=True)
            yield Button(say(t, "calc_score"), variant="primary", id="calc-score")
            yield Static(id="calc-result")
            yield Static(id="calc-explained")
        yield Footer()

    def fields(self, seats: list[tuple[str, str]]) -> list[tuple[str, Input | Select[str]]]:
        return [
            ("calc_hand", Input(placeholder="123m456p789s1z", compact=True, id="calc-hand")),
            ("calc_melds", Input(placeholder="peng:777z@W", compact=True, id="calc-melds")),
            ("calc_flowers", Input(placeholder="1f2f", compact=True, id="calc-flowers")),
            ("calc_win_tile", Input(placeholder="5p", compact=True, id="calc-win")),
            ("calc_seat", Select(seats, value="S", allow_blank=False, compact=True, id="calc-seat")),
            ("calc_from", Select(seats, prompt=say(self.strings, "calc_self_drawn"), allow_blank=True, compact=True,
                                 id="calc-from")),
            ("calc_context", Input(placeholder='{"indicator": "8s"}', compact=True, id="calc-context")),
        ]

    def palette(self) -> str:
        """Every playing tile and flower as a link that adds it to the hand."""
        rows = []
        for start, end in ((0, 9), (9, 18), (18, 27), (27, N_KINDS), (N_KINDS, N_KINDS + 8)):
            links = [f"[@click=screen.add_tile({k})]{escape(face(k, self.tile_style))}[/]" for k in range(start, end)]
            rows.append(" ".join(links))
        return "\n".join(rows)

    def action_add_tile(self, kind: int) -> None:
        entry = self.query_one("#calc-hand", Input)
        entry.value += tile_text(kind)

    def scenario(self) -> dict[str, Any]:
        """The inputs as a cli.md scenario object."""
        value = self.query_one
        winner = str(value("#calc-seat", Select).value)
        hand: dict[str, Any] = {"concealed": value("#calc-hand", Input).value.strip()}
        if melds := melds_json(value("#calc-melds", Input).value):
            hand["melds"] = melds
        if flowers := value("#calc-flowers", Input).value.strip():
            hand["flowers"] = flowers
        win: dict[str, Any] = {"seat": winner, "tile": value("#calc-win", Input).value.strip()}
        supplier = value("#calc-from", Select).value
        if isinstance(supplier, str):
            win["from"] = supplier
        for flag in FLAGS:
            if value(f"#calc-flag-{flag}", Checkbox).value:
                win[flag] = True
        return {"variant": str(value("#calc-variant", Select).value), "hands": {winner: hand}, "win": win,
                "context": json_object(value("#calc-context", Input).value, "context")}

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "calc-score":
            self.action_score()

    def on_input_submitted(self) -> None:
        self.action_score()

    def action_score(self) -> None:
        out = self.query_one("#calc-result", Static)
        try:
            variant, hand = scenario_from_json(self.scenario())
            self.result = variant.score(hand)
        except ValueError as exc:  # ScenarioError (or the scorer) names the field, as `score` does
            self.result = None
            why = scenario_error_text(exc, self.strings, str(self.query_one("#calc-variant", Select).value))
            out.update(Text(say(self.strings, "calc_error", why=why), style="bold red"))
            self.query_one("#calc-explained", Static).update("")
            return
        out.update(self.breakdown(self.result))
        self.query_one("#calc-explained", Static).update(self.explained(self.result))

    def breakdown(self, score: ScoreResult) -> RenderableType:
        return score_block(self.strings, score, self.labels())  # as the result screen shows a score

    def labels(self) -> tuple[str, str, str, str]:
        t = self.strings
        return (t.wind(0), t.wind(1), t.wind(2), t.wind(3))

    def explained(self, score: ScoreResult) -> str:
        steps = explained_steps(self.strings, score, self.labels())
        return "\n".join(f"{n}. {step_markup(step)}" for n, step in enumerate(steps, 1))

    def action_open_rule(self, rule: str) -> None:
        if self.result is not None:
            open_rules_page(self.app, self.strings, self.result.variant, rule, self.tile_style)

    def action_close(self) -> None:
        self.dismiss(None)

