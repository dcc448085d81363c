"""The score calculator: enter a finished hand in notation or build it from the tile palette, with the table
context, and see the variant's breakdown and payments — exactly what ``mahjong-tui score`` answers, because
the inputs become a cli.md scenario read by :mod:`rules.scenario` and scored by the variant (no scoring here).

Tiles may be typed by name (三萬, 西, 3 Characters) as well as in codes (mahjong_tui.tile_input). The fields
open on a real example hand of the variant (the ``score`` command's examples), so Score answers at
once; changing the variant loads that variant's example unless a field was edited. The palette adds a tile to
the field it points at (hand, melds, win tile, flowers: the last one focused, or chosen on the palette's first
line); a meld button starts a new meld there. Melds are written as the tiles read (``碰 中中中@西``,
``peng 東東東, chi 4-5-6 Characters@W``, ``456万``) or in codes (``peng:777z@W concealed_kong:9999m``), ``@``
the supplier's seat (mahjong_tui.meld_input; the fields' editing is mahjong_tui.calculator_fields). The table
context is one field per key the variant's scorer reads (mahjong_tui.calculator_context) and the house rules
are the new-game form's option fields (mahjong_tui.option_fields); a variant switch rebuilds both.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, VerticalScroll
from textual.markup import escape
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Select, Static

from mahjong_tui.calculator_context import StateCheckbox, context_rows, fill_context, read_context
from mahjong_tui.calculator_examples import EXAMPLES
from mahjong_tui.calculator_fields import (
    MELD_TYPES,
    add_tile,
    as_codes,
    meld_word,
    remove_last_tile,
    shown_melds,
    shown_tiles,
    with_supplier,
)
from mahjong_tui.catalog import variant_choices
from mahjong_tui.explain import explained_steps, step_markup
from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.meld_input import MeldTextError, meld_problem_text, melds_json
from mahjong_tui.option_fields import option_rows, read_option_fields
from mahjong_tui.reason_text import scenario_error_text
from mahjong_tui.screens.result import score_block
from mahjong_tui.screens.rules_page import open_rules_page
from mahjong_tui.tiles_view import FaceStyle, TileStyle, face
from rules.scenario import WIN_KEYS, scenario_from_json
from rules.scoring import WIND_LETTERS, ScoreResult
from rules.tiles import N_KINDS
from rules.variants import get_variant

FLAGS = tuple(sorted(WIN_KEYS - {"seat", "tile", "from"}))


TARGETS = ("hand", "melds", "win", "flowers")  # words.toml [calculator_target]


class CalculatorScreen(Screen[None]):
    AUTO_FOCUS = "#calc-hand"  # typing goes into the hand (not the scroll first: a restyle)
    DEFAULT_CSS = """
    /* 44: the option labels name their rule, as on the new-game form (逛花園 starting stack (SH-20; ...)) */
    #calculator-grid { grid-size: 2; grid-columns: 44 1fr; grid-rows: 1; height: auto; margin-bottom: 1; }
    #calc-flags { grid-size: 2; grid-columns: 1fr 1fr; grid-rows: 1; height: auto; margin-bottom: 1; }
    #calc-context-grid, #calc-options-grid {
        grid-size: 2; grid-columns: 44 1fr; grid-rows: 1; height: auto; margin-bottom: 1;
    }
    .ctx-parts { height: 1; }
    .ctx-parts Input { width: 6; margin-right: 1; }
    .ctx-parts Label { margin-right: 1; }
    .ctx-parts Checkbox { margin-right: 2; }
    #calc-palette { margin-bottom: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "score", "Score", id="calculator.score"),
        Binding("escape", "close", "Back", id="calculator.close"),
    ]

    def __init__(self, strings: Strings, variant: str, style: FaceStyle = TileStyle.CJK) -> None:
        super().__init__()
        self.strings = strings
        self.variant = variant
        self.tile_style = strings.faces(style)  # this app's faces (一万 in zh-Hans)
        self.result: ScoreResult | None = None
        self.target = "hand"

    def compose(self) -> ComposeResult:
        t = self.strings
        winds = [(t.wind(n), WIND_LETTERS[n]) for n in range(4)]
        page = VerticalScroll(id="calculator")
        page.can_focus = False  # Tab walks the fields; a focused page took typed tiles nowhere (issue 27)
        with page:
            yield Static(t("learn.calc_title"), classes="dialog-title")
            yield Static(t("calculator.example"), classes="dim")
            with Grid(id="calculator-grid"):
                yield Label(t("variant"))
                yield Select(variant_choices(t.lang), value=self.variant, allow_blank=False, compact=True,
                             id="calc-variant")
                for label, widget in self.fields(winds):
                    yield Label(label)
                    yield widget
            keys = get_variant(self.variant).context_keys
            yield Static(t("learn.calc_context"), classes="section-title", id="calc-context-title")
            yield Grid(*context_rows(t, keys), id="calc-context-grid")
            yield Static(t("calculator.options"), classes="section-title", id="calc-options-title")
            yield Grid(*option_rows(t, self.variant, {}), id="calc-options-grid")
            yield Static(t("learn.calc_pick"), classes="section-title")
            yield Static(self.palette(), id="calc-palette")
            with Grid(id="calc-flags"):
                for flag in FLAGS:
                    yield StateCheckbox(t(f"learn.calc_flag_{flag}"), id=f"calc-flag-{flag}", compact=True)
            yield Button(t("learn.calc_score"), variant="primary", id="calc-score")
            yield Static(id="calc-result")
            yield Static(id="calc-explained")
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        for name in ("context", "options"):
            self.show_section(name)
        self.fill_example(self.variant)
        # typing goes into the hand; Enter there scores the example at once (on_input_submitted)
        self.query_one("#calc-hand", Input).focus()

    def fields(self, winds: list[tuple[str, str]]) -> list[tuple[str, Input | Select[str]]]:
        t = self.strings
        return [
            (t("learn.calc_hand"), Input(compact=True, id="calc-hand")),
            (t("learn.calc_melds"), Input(compact=True, id="calc-melds")),
            (t("learn.calc_flowers"), Input(compact=True, id="calc-flowers")),
            (t("learn.calc_win_tile"), Input(compact=True, id="calc-win")),
            (t("learn.calc_seat"), Select(winds, value="S", allow_blank=False, compact=True, id="calc-seat")),
            (t("learn.calc_from"),
             Select(winds, prompt=t("learn.calc_self_drawn"), allow_blank=True, compact=True,
                                         id="calc-from")),
        ]

    def example_values(self, variant: str) -> dict[str, str]:
        example = EXAMPLES[variant]
        t = self.strings
        return {"hand": shown_tiles(example.hand, t), "melds": shown_melds(example.melds, t),
                "flowers": shown_tiles(example.flowers, t),
                "win": shown_tiles(example.win, t)}

    def fill_example(self, variant: str) -> None:
        """The variant's example in every field: Score works at once."""
        example = EXAMPLES[variant]
        for name, value in self.example_values(variant).items():
            self.query_one(f"#calc-{name}", Input).value = value
        self.query_one("#calc-seat", Select).value = example.wind
        chooser = self.query_one("#calc-from", Select)
        if example.discarder is None:
            chooser.clear()
        else:
            chooser.value = example.discarder
        for flag in FLAGS:
            self.query_one(f"#calc-flag-{flag}", Checkbox).value = False
        fill_context(self, get_variant(variant).context_keys, json.loads(example.context), self.strings)

    async def on_select_changed(self, event: Select.Changed) -> None:
        """Another variant: its context and option fields, and its example unless the hand was changed
        from the last example."""
        if event.select.id != "calc-variant" or not isinstance(event.value, str):
            return
        if event.value == self.variant:
            return
        shown = {name: self.query_one(f"#calc-{name}", Input).value
                 for name in self.example_values(self.variant)}
        untouched = shown == self.example_values(self.variant) and self.context() == json.loads(
            EXAMPLES[self.variant].context)
        self.variant = event.value
        await self.rebuild_variant_fields(event.value)
        if untouched:
            self.fill_example(event.value)

    async def rebuild_variant_fields(self, variant: str) -> None:
        """The context keys and house rules of ``variant``; a heading with nothing under it is hidden."""
        grids = {"context": context_rows(self.strings, get_variant(variant).context_keys),
                 "options": option_rows(self.strings, variant, json.loads(EXAMPLES[variant].options))}
        for name, widgets in grids.items():
            grid = self.query_one(f"#calc-{name}-grid", Grid)
            await grid.remove_children()
            await grid.mount_all(widgets)
            self.show_section(name)

    def show_section(self, name: str) -> None:
        grid = self.query_one(f"#calc-{name}-grid", Grid)
        self.query_one(f"#calc-{name}-title").display = grid.display = bool(grid.children)

    def context(self) -> dict[str, Any]:
        return read_context(self, get_variant(self.variant).context_keys)

    def palette(self) -> str:
        """The field a click adds to, meld buttons, then every playing tile and flower as a link."""
        t = self.strings
        targets = []
        for name in TARGETS:
            label = escape(t(f"calculator_target.{name}"))
            style = "reverse bold" if name == self.target else "underline"
            targets.append(f"[{style}][@click=screen.target('{name}')]{label}[/][/]")
        lines = [f"{escape(t('calculator.target'))} " + "  ".join(targets)
                 + f"   [@click=screen.remove_last()]{escape(t('calculator.undo'))}[/]"
                 + f"  [@click=screen.clear_target()]{escape(t('calculator.clear'))}[/]"]
        labels = {kind: escape(meld_word(kind, t).replace("_", " ")) for kind in MELD_TYPES}
        melds = "  ".join(f"[@click=screen.new_meld('{kind}')]{label}[/]" for kind, label in labels.items())
        suppliers = " ".join(f"[@click=screen.meld_from('{letter}')]{escape(t.wind(n))}[/]"
                             for n, letter in enumerate(WIND_LETTERS))
        # two lines: in English the meld kinds and the seats ran past 80 columns and wrapped mid-list
        lines.append(f"{escape(t('calculator.new_meld'))} {melds}")
        lines.append(f"{escape(t('calculator.supplier'))} {suppliers}")
        # 萬 條 筒 as the table
        for start, end in ((0, 9), (18, 27), (9, 18), (27, N_KINDS), (N_KINDS, N_KINDS + 8)):
            links = [f"[@click=screen.add_tile({k})]{escape(face(k, self.tile_style))}[/]"
                     for k in range(start, end)]
            lines.append(" ".join(links))
        return "\n".join(lines)

    def refresh_palette(self) -> None:
        self.query_one("#calc-palette", Static).update(self.palette())

    def target_input(self) -> Input:
        return self.query_one(f"#calc-{self.target}", Input)

    def action_target(self, name: str) -> None:
        if name in TARGETS:
            self.target = name
            self.refresh_palette()

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Focusing the hand, melds, win tile or flowers field points the palette at it."""
        name = (event.widget.id or "").removeprefix("calc-")
        if isinstance(event.widget, Input) and name in TARGETS and name != self.target:
            self.action_target(name)

    def action_add_tile(self, kind: int) -> None:
        entry = self.target_input()
        entry.value = add_tile(self.target, entry.value, kind, self.strings)

    def action_new_meld(self, kind: str) -> None:
        self.target = "melds"
        entry = self.target_input()
        entry.value = f"{entry.value.rstrip()} {meld_word(kind, self.strings)}:".lstrip()
        self.refresh_palette()

    def action_meld_from(self, letter: str) -> None:
        """The last meld was claimed from this seat (``@W``): a claimed meld needs its supplier."""
        entry = self.query_one("#calc-melds", Input)
        entry.value = with_supplier(entry.value, letter, self.strings)

    def action_remove_last(self) -> None:
        entry = self.target_input()
        entry.value = remove_last_tile(entry.value)

    def action_clear_target(self) -> None:
        self.target_input().value = ""

    def scenario(self) -> dict[str, Any]:
        """The inputs as a cli.md scenario object."""
        value = self.query_one
        winner = str(value("#calc-seat", Select).value)
        hand: dict[str, Any] = {"concealed": as_codes(value("#calc-hand", Input).value)}
        if melds := melds_json(value("#calc-melds", Input).value):
            hand["melds"] = melds
        if flowers := as_codes(value("#calc-flowers", Input).value):
            hand["flowers"] = flowers
        win: dict[str, Any] = {"seat": winner, "tile": as_codes(value("#calc-win", Input).value)}
        supplier = value("#calc-from", Select).value
        if isinstance(supplier, str):
            win["from"] = supplier
        for flag in FLAGS:
            if value(f"#calc-flag-{flag}", Checkbox).value:
                win[flag] = True
        return {"variant": str(value("#calc-variant", Select).value), "hands": {winner: hand}, "win": win,
                "context": self.context(),
                "options": read_option_fields(self, self.variant)}

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
            chosen = str(self.query_one("#calc-variant", Select).value)
            why = (meld_problem_text(exc, self.strings) if isinstance(exc, MeldTextError)
                   else scenario_error_text(exc, self.strings, chosen))
            out.update(Text(self.strings("learn.calc_error", why=why), style="bold red"))
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

