"""The first screen (issue 19): Resume the latest match, the saved matches, a chooser that says what makes
each game special, quick starts (solo vs bots, hot-seat for 2–4, watch four bots), the custom new-game form
and the learning tools."""

from __future__ import annotations

import secrets
import time
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from mahjong_tui.catalog import variant_choices
from mahjong_tui.focus_moves import DIRECTIONS, move_focus
from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.menu_text import damaged_notice
from mahjong_tui.messages import OpenNewGame, OpenSaved, OpenTool, ResumeMatch, StartMatch
from mahjong_tui.settings import DEFAULT_BOT, HUMAN, GameSettings
from mahjong_tui.storage import SavedMatch, Saves

# (kind, humans): the quick starts, each with the chosen game and the bots at their default level
QUICK_STARTS = (("solo", 1), ("watch", 0), ("hot", 2), ("hot", 3), ("hot", 4))

# the learning tools: (key, the tool as OpenTool names it, its label in menu_text); room for one more
TOOLS = (("f5", "replay", "tool_replay"), ("f6", "calculator", "tool_calculator"),
         ("f7", "drills", "tool_drills"), ("f8", "profile", "tool_profile"),
         ("f9", "lessons", "tool_lessons"))  # issue 21


def quick_settings(base: GameSettings, variant: str, humans: int) -> GameSettings:
    """A quick start: ``humans`` people in the first chairs, bots after them, a fresh seed, no options."""
    seats = tuple([HUMAN] * humans + [DEFAULT_BOT] * (4 - humans))
    return base.with_(variant=variant, seats=(seats[0], seats[1], seats[2], seats[3]), options={},
                      seed=secrets.randbelow(2**31) + 1, practice=False, show_bot_hands=False)


def quick_label(strings: Strings, kind: str, humans: int) -> str:
    return strings("menu.hot_seat", n=humans) if kind == "hot" else strings(f"menu.{kind}")


def variant_name(strings: Strings, variant: str) -> str:
    return next((name for name, vid in variant_choices(strings.lang) if vid == variant), variant)


def saved_label(strings: Strings, saved: SavedMatch) -> str:
    """"金山麻將 Jinshan · you vs 3 bots · hand 2 · 2026-12-01 19:40": what the player knows it by."""
    humans = sum(player == HUMAN for player in saved.seats)
    if humans == 1:
        seats = strings("menu.seats_solo", bots=3)
    elif humans:
        seats = strings("menu.seats_hot", humans=humans)
    else:
        seats = strings("menu.seats_watch")
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(saved.saved_at))
    row = "saved_row_over" if saved.finished else "saved_row"
    return strings(f"menu.{row}", variant=variant_name(strings, saved.variant), seats=seats, hand=saved.hand,
                    when=when)


class FirstScreen(Screen[None]):
    """Where the bare ``mahjong-tui`` opens; the match-over screen's Back to menu comes here too. Where the
    player goes from here is posted as a message (``messages.py``) for the app to take them there."""

    AUTO_FOCUS = "#variants"  # the game is the first choice (not the scroll first: a restyle)
    DEFAULT_CSS = """
    FirstScreen #first { padding: 0 2; }
    FirstScreen #variants { height: auto; max-height: 12; border: none; padding: 0; max-width: 120; }
    FirstScreen #variants > .option-list--option-highlighted { background: $accent 40%; text-style: bold; }
    FirstScreen #quick-grid, FirstScreen #tools-grid {
        grid-size: 3; grid-columns: 1fr 1fr 1fr; grid-rows: 1; grid-gutter: 0 2; height: auto; max-width: 96;
    }
    FirstScreen #resume-row { height: auto; }
    FirstScreen Button { min-width: 0; }
    FirstScreen #first Button:focus { background: $warning; color: $background; text-style: bold; }
    FirstScreen #variants:focus > .option-list--option-highlighted {
        background: $warning; color: $background; text-style: bold;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "resume", "Resume", id="first.resume"),
        Binding("s", "saved", "Saved", id="first.saved"),
        Binding("n", "new_game", "New game", id="first.new_game"),
        Binding("f1", "help", "Help", id="first.help"),
        # the arrows walk the screen (a list's cursor first): before the scroll takes them (issue 27)
        *(Binding(key, f"arrow('{key}')", "", show=False, priority=True) for key in DIRECTIONS),
        # the tools' buttons name their keys (Replay (F5) …): off the footer, which ran past 80 columns
        Binding("f2", "rules", "Rules", id="first.rules", show=False),
        *(Binding(key, f"tool('{tool}')", tool.capitalize(), id=f"first.{tool}", show=False)
          for key, tool, _ in TOOLS),
    ]

    def __init__(self, strings: Strings, defaults: GameSettings, saves: Saves) -> None:
        super().__init__()
        self.strings = strings
        self.defaults = defaults
        self.saves = saves
        self.variant = defaults.variant
        self.saved: list[SavedMatch] = []

    def compose(self) -> ComposeResult:
        t = self.strings
        self.saved, damaged = self.saves.listed()
        self.damaged = damaged
        with VerticalScroll(id="first"):
            yield Static(t("menu.welcome"), classes="dialog-title")
            if self.saved:
                with Vertical(id="resume-row"):  # one per line: a save's name is long at 80 columns
                    yield Button(t("menu.resume_latest", match=saved_label(t, self.saved[0])),
                                 variant="primary", compact=True, id="resume")
                    yield Button(t("menu.saved_matches", n=len(self.saved)), compact=True, id="saved")
            yield Static(t("menu.choose_game"), classes="section-title")
            options = [Option(f"{name} — {t(f'menu.about_{vid}')}", id=vid)
                       for name, vid in variant_choices(t.lang)]
            yield OptionList(*options, id="variants")
            yield Static(self.quick_title(), classes="section-title", id="quick-title")
            with Grid(id="quick-grid"):
                for kind, humans in QUICK_STARTS:
                    yield Button(quick_label(t, kind, humans), compact=True, id=f"quick-{kind}-{humans}",
                                 variant="primary" if kind == "solo" and not self.saved else "default")
                yield Button(t("menu.custom"), compact=True, id="custom")
            yield Static(t("menu.tools"), classes="section-title")
            with Grid(id="tools-grid"):
                for key, tool, label in TOOLS:
                    yield Button(f"{t(f'menu.{label}')} ({key.upper()})", compact=True, id=f"tool-{tool}")
                yield Button(f"{t('menu.tool_rules')} (F2)", compact=True, id="rules")
        yield KeysBar(self.strings)

    def quick_title(self) -> str:
        return f"{self.strings('menu.quick_start')} — {variant_name(self.strings, self.variant)}"

    def on_mount(self) -> None:
        variants = self.query_one("#variants", OptionList)
        ids = [vid for _, vid in variant_choices(self.strings.lang)]
        variants.highlighted = ids.index(self.variant) if self.variant in ids else 0
        variants.focus()  # the first choice is the game; Resume is r (it was focused: resumed by accident)
        for bad in self.damaged:
            self.notify(damaged_notice(self.strings, bad), severity="warning", timeout=10)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id is not None:
            self.variant = event.option.id
            self.query_one("#quick-title", Static).update(self.quick_title())

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on a game: the quick start the player is most likely after, solo against bots."""
        if event.option.id is not None:
            self.variant = event.option.id
            self.query_one("#quick-solo-1", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        button = event.button.id or ""
        if button.startswith("quick-"):
            humans = int(button.rsplit("-", 1)[1])
            self.post_message(StartMatch(quick_settings(self.defaults, self.variant, humans)))
        elif button.startswith("tool-"):
            self.action_tool(button.removeprefix("tool-"))
        elif button in ("resume", "saved", "custom", "rules"):
            getattr(self, f"action_{'new_game' if button == 'custom' else button}")()

    def action_arrow(self, direction: str) -> None:
        move_focus(self.focused, self.focus_chain, direction)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Resume is offered (and in the footer) only when there is a match to resume."""
        return bool(self.saved) if action == "resume" else True

    def action_resume(self) -> None:
        if self.saved:
            self.post_message(ResumeMatch(self.saved[0].store))

    def action_saved(self) -> None:
        self.post_message(OpenSaved())

    def action_new_game(self) -> None:
        self.post_message(OpenNewGame(self.variant))

    def action_tool(self, tool: str) -> None:
        self.post_message(OpenTool(tool, self.variant))  # drills, calculator, lessons: the game chosen here

    def action_rules(self) -> None:
        from mahjong_tui.screens.rules_page import RulesPageScreen

        self.app.push_screen(RulesPageScreen(self.strings, self.variant))

    def action_help(self) -> None:
        from mahjong_tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.strings))
