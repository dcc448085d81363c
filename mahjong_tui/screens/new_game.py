"""New game: variant, four seats (human or a bot level), options, match length, seed, language, tile style."""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from mahjong_tui.catalog import variant_choices
from mahjong_tui.i18n import LANGS, Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.messages import OpenTool
from mahjong_tui.option_fields import on_off_choices, option_rows, read_option_fields, variant_options
from mahjong_tui.option_text import field_refusal, option_help, refusal_text
from mahjong_tui.settings import (
    AUTO_PASS_CHOICES,
    DEFAULT_BOT,
    HUMAN,
    MAX_HANDS,
    MAX_SEED,
    GameSettings,
    bot_names,
)
from mahjong_tui.tiles_view import TileStyle
from mahjong_tui.words import LANG_LABELS, canonical_lang
from rules.variants import get_variant
from rules.variants.options import OptionError, OptionWords, WholeNumber, value_from_text

# the learning screens reached from here: (key, action, text key)
MENU = (("f5", "replay", "menu_replay"), ("f6", "calculator", "menu_calculator"),
        ("f7", "drills", "menu_drills"), ("f8", "profile", "menu_profile"), ("f9", "lessons", "menu_lessons"))


# the form's own number fields, read as an option's field is (issue 26): what is typed goes to the check
# whole, so a typed 1.5 is refused by name (an integer-only input dropped the "." and played 15 hands)
_NO_WORDS = OptionWords("", "", "", "")
FORM_NUMBERS = {"hands": WholeNumber("hands", "", _NO_WORDS, None, 0, MAX_HANDS, off=True),
                "seed": WholeNumber("seed", "", _NO_WORDS, None, 0, MAX_SEED, off=True)}


# the bots in the seat list, weakest first; random plays any legal move and is there for testing
BOT_LEVELS = ("easy", "normal", "hard", "expert", "random")
SAME_BOT = {DEFAULT_BOT: "normal", "heuristic": "normal"}  # other names of the normal bot


def seat_choices(strings: Strings) -> list[tuple[str, str]]:
    """Human, then one entry per bot ordered by strength (issue 19: no "Bot" and "Bot: normal" twice)."""
    known = set(bot_names())
    levels = [name for name in BOT_LEVELS if name in known]
    levels[-1:-1] = sorted(known - set(BOT_LEVELS) - set(SAME_BOT))  # a new bot goes before random
    return [(strings("human"), HUMAN)] + [(bot_label(strings, name), name) for name in levels]


def bot_label(strings: Strings, name: str) -> str:
    """The bot's name as the table shows it; random plays any legal move, so it is marked for testing."""
    return strings.bot_name(name) + (strings("menu.bot_testing") if name == "random" else "")


class NewGameScreen(Screen[GameSettings | None]):
    """Dismisses with the chosen :class:`GameSettings` (None: back to the first screen)."""

    AUTO_FOCUS = "#start"  # Enter starts at once (issue 19); focusing the form's scroll first restyled it all
    DEFAULT_CSS = """
    NewGameScreen #new-game { height: 1fr; }
    NewGameScreen #new-game-buttons { height: auto; margin: 0 2; }
    NewGameScreen Select:focus > SelectCurrent, NewGameScreen Input:focus { background: $accent 35%; }
    NewGameScreen Select:focus > SelectCurrent { text-style: bold; }
    NewGameScreen Button:focus { text-style: bold reverse; }
    NewGameScreen #learn-buttons {
        grid-size: 2; grid-columns: 1fr 1fr; grid-rows: 1; grid-gutter: 0 2; height: auto; max-width: 96;
    }
    NewGameScreen #learn-buttons Button { min-width: 0; }
    NewGameScreen #option-help { color: $text-muted; height: auto; margin-top: 1; }
    NewGameScreen #form-problem { color: $error; text-style: bold; height: auto; margin: 1 0; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start", id="new_game.start"),
        Binding("escape", "back", "Back", id="new_game.back"),
        Binding("f2", "rules", "Rules", id="new_game.rules"),
        Binding("f1", "help", "Help", id="new_game.help"),
        # in the footer too, in a word each: at 100×30 the menu below the form scrolls out of sight
        *(Binding(key, action, action.capitalize(), id=f"new_game.{action}") for key, action, _ in MENU),
    ]

    def __init__(self, strings: Strings, defaults: GameSettings) -> None:
        super().__init__()
        self.strings = strings
        self.defaults = defaults
        self.options_shown_for: str | None = None  # the variant whose options the form shows

    def compose(self) -> ComposeResult:
        t = self.strings
        d = self.defaults
        seats = seat_choices(t)
        on_off = on_off_choices(t)
        with VerticalScroll(id="new-game"):
            yield Static(f"{t('app_title')} — {t('new_game')}", classes="dialog-title")
            with Grid(id="new-game-grid"):
                yield Label(t("variant"))
                yield Select(variant_choices(t.lang), value=d.variant, allow_blank=False, compact=True,
                             id="variant")
                for chair in range(4):
                    yield Label(f"{t('seat')} {chair + 1}")
                    player = SAME_BOT.get(d.seats[chair], d.seats[chair])
                    yield Select(seats, value=player, allow_blank=False, compact=True, id=f"seat-{chair}")
                yield Label(t("match_length"))
                yield Input(str(d.hands), compact=True, id="hands")
                yield Label(t("seed"))
                yield Input(str(d.seed) if d.seed else "", compact=True, id="seed")
                yield Label(t("language"))
                yield Select([(LANG_LABELS[lang], lang) for lang in LANGS], value=canonical_lang(d.lang),
                             allow_blank=False, compact=True, id="lang")
                yield Label(t("tile_style"))
                styles = [(t(f"style_{s.value}"), s.value) for s in TileStyle]
                yield Select(styles, value=d.tile_style.value, allow_blank=False, compact=True,
                             id="tile-style")
                yield Label(t("auto_pass"))
                passes = [(t(f"auto_pass_{c}"), c) for c in AUTO_PASS_CHOICES]
                yield Select(passes, value=d.auto_pass, allow_blank=False, compact=True, id="auto-pass")
                yield Label(t("learn.practice"))
                yield Select(on_off, value=d.practice, allow_blank=False, compact=True, id="practice")
                yield Label(t("learn.show_bot_hands"))
                yield Select(on_off, value=d.show_bot_hands, allow_blank=False, compact=True,
                             id="show-bot-hands")
                yield Label(t("review.confirm_blunders"))
                yield Select(on_off, value=d.confirm_blunders, allow_blank=False, compact=True,
                             id="confirm-blunders")
            yield Static(t("options"), classes="section-title", id="options-title")
            yield Grid(id="options-grid")
            # under the options (issue 26): the focused option's range and what it does; a refused one, named
            yield Static("", id="option-help")
            yield Static("", id="form-problem")
            # the menu of the learning screens (issue 10), two to a row: in one row it was cut at 100 columns
            with Grid(id="learn-buttons"):
                for key, _, label in MENU:
                    yield Button(f"{t(f'learn.{label}')} ({key.upper()})", id=f"menu-{label}", compact=True)
        with Horizontal(id="new-game-buttons"):  # outside the scroll: Start never scrolls off (issue 19)
            yield Button(t("start"), variant="primary", id="start")
            yield Button(t("rules_page"), id="rules")
        yield KeysBar(self.strings)

    async def on_mount(self) -> None:
        await self.show_options(self.defaults.variant)
        self.query_one("#start", Button).focus()  # Enter starts at once (issue 19)

    async def on_select_changed(self, event: Select.Changed) -> None:
        # the variant's Select says Changed once as it mounts too: its options are already shown (on_mount),
        # and building them again cost a tenth of the form's start
        variant = event.value if event.select.id == "variant" else None
        if isinstance(variant, str) and variant != self.options_shown_for:
            await self.show_options(variant)

    async def show_options(self, variant: str) -> None:
        """One input per option of the variant, filled with its default (or the given value)."""
        self.options_shown_for = variant
        grid = self.query_one("#options-grid", Grid)
        await grid.remove_children()
        given = self.defaults.options if variant == self.defaults.variant else {}
        widgets = option_rows(self.strings, variant, given)
        await grid.mount_all(widgets)
        self.query_one("#options-title").display = grid.display = bool(widgets)  # no empty heading
        self.say_option_help(None)
        self.say_refusal("")

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """The focused option's range and help under the options (nothing when another field has focus)."""
        name = (event.widget.id or "").removeprefix("opt-") if "option" in event.widget.classes else None
        self.say_option_help(name)
        if name is not None:  # the field and its help line in sight
            self.call_after_refresh(self.query_one("#option-help").scroll_visible, animate=False)

    def say_option_help(self, name: str | None) -> None:
        variant = str(self.query_one("#variant", Select).value)
        option = next((o for o in variant_options(variant) if o.name == name), None)
        help_line = self.query_one("#option-help", Static)
        help_line.update(option_help(self.strings, option) if option is not None else "")
        help_line.display = option is not None

    def say_refusal(self, text: str) -> None:
        problem = self.query_one("#form-problem", Static)
        problem.update(text)
        problem.display = bool(text)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "rules":
            self.action_rules()
        for _, action, label in MENU:
            if event.button.id == f"menu-{label}":
                getattr(self, f"action_{action}")()

    def action_replay(self) -> None:
        self.open_tool("replay")

    def action_calculator(self) -> None:
        self.open_tool("calculator")

    def action_drills(self) -> None:
        self.open_tool("drills")

    def action_profile(self) -> None:
        self.open_tool("profile")

    def action_lessons(self) -> None:  # issue 21: the chosen variant's course
        self.open_tool("lessons")

    def open_tool(self, tool: str) -> None:
        """A learning screen over the form, on the game chosen in it (the app opens it: ``OpenTool``)."""
        self.post_message(OpenTool(tool, str(self.query_one("#variant", Select).value)))

    def action_start(self) -> None:
        """Start with what the form says, once every field is taken — the variant's schema checks the options
        (issue 26), the form's numbers are whole numbers in range: a value refused is said here, naming the
        field, the field gets the focus and no match starts."""
        variant = str(self.query_one("#variant", Select).value)
        try:
            options = get_variant(variant).options(read_option_fields(self, variant))
            hands, seed = self.form_number("hands"), self.form_number("seed")
        except OptionError as refused:
            self.refuse(variant, refused)
            return
        self.dismiss(self.chosen(options, hands, seed))

    def form_number(self, name: str) -> int | None:
        """The Hands or Seed field as a whole number (None when blank: the defaults')."""
        text = self.query_one(f"#{name}", Input).value.strip()
        return FORM_NUMBERS[name].check(value_from_text(text) if text else None, "form")

    def refuse(self, variant: str, refused: OptionError) -> None:
        if refused.name in FORM_NUMBERS:
            field = self.query_one(f"#{refused.name}")
            self.say_refusal(field_refusal(self.strings, self.strings(f"{refused.name}_field"), refused))
        else:
            field = self.query_one(f"#opt-{refused.name}")
            option = next((o for o in variant_options(variant) if o.name == refused.name), None)
            self.say_refusal(refusal_text(self.strings, refused, option))
        field.focus()
        self.call_after_refresh(self.query_one("#form-problem").scroll_visible, animate=False)

    def action_back(self) -> None:
        self.dismiss(None)

    def action_rules(self) -> None:
        from mahjong_tui.screens.rules_page import RulesPageScreen

        self.app.push_screen(RulesPageScreen(self.strings, str(self.query_one("#variant", Select).value)))

    def action_help(self) -> None:
        from mahjong_tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.strings))

    def chosen(self, options: dict[str, Any], hands: int | None, seed: int | None) -> GameSettings:
        seats = tuple(str(self.query_one(f"#seat-{c}", Select).value) for c in range(4))
        variant = str(self.query_one("#variant", Select).value)
        return self.defaults.with_(
            variant=variant,
            seats=(seats[0], seats[1], seats[2], seats[3]),
            seed=self.defaults.seed if seed is None else seed,
            hands=self.defaults.hands if hands is None else hands,
            lang=str(self.query_one("#lang", Select).value),
            tile_style=TileStyle(str(self.query_one("#tile-style", Select).value)),
            auto_pass=str(self.query_one("#auto-pass", Select).value),
            options=options,
            practice=bool(self.query_one("#practice", Select).value),
            show_bot_hands=bool(self.query_one("#show-bot-hands", Select).value),
            confirm_blunders=bool(self.query_one("#confirm-blunders", Select).value),
        )
