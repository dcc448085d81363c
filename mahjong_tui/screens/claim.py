"""The claim prompt: only the claims the engine says are legal (C-5), several chi choices each shown as tiles.

:class:`ClaimPanel` is the part that owns the keys — ``c`` chi (with several sequences ``c`` or ``1`` takes
the first, ``2``/``3`` another), ``p`` peng, ``k`` kong, ``w`` win, ``Esc`` pass — each shown in the footer
only when that claim is legal (``check_action``), and posts :class:`ClaimPanel.Chosen` with the action.
:class:`ClaimPrompt` shows it over the table (the own seat stays in sight) and dismisses with the action.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Static

from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.tiles_view import FaceStyle, tile_text_of, tiles_text
from rules.engine.actions import Action, ActionKind

_KEY_OF = {ActionKind.WIN: "w", ActionKind.KONG: "k", ActionKind.PENG: "p", ActionKind.CHI: "c"}
_NAME_OF = {ActionKind.WIN: "win", ActionKind.KONG: "kong", ActionKind.PENG: "peng", ActionKind.CHI: "chi"}


def of_kind(legal: list[Action], kind: ActionKind) -> list[Action]:
    return [a for a in legal if a.kind is kind]


def claim_allowed(legal: list[Action], action: str, parameters: tuple[object, ...]) -> bool:
    """Whether a claim key applies: ``claim(name)`` when that claim is legal (pass always), ``chi_choice(i)``
    when there are several chi sequences and an i-th one."""
    if action == "claim":
        name = str(parameters[0]) if parameters else ""
        return name == "pass" or bool(of_kind(legal, ActionKind(name)))
    if action == "chi_choice":
        chis = of_kind(legal, ActionKind.CHI)
        index = int(str(parameters[0])) if parameters else 0
        return len(chis) > 1 and index < len(chis)
    return True


def claim_answer(legal: list[Action], name: str, index: int = 0) -> Action | None:
    """The answer a key gives: the pass, the claim named (with several chi sequences ``index`` picks one)."""
    options = of_kind(legal, ActionKind.PASS if name == "pass" else ActionKind(name))
    return options[index] if index < len(options) else None


def choices_text(strings: Strings, legal: list[Action], style: FaceStyle) -> Text:
    """The claims on offer, each with its key: 胡, 槓, 碰, each chi sequence as tiles, and the pass."""
    t = strings
    lines: list[Text] = []
    for kind in (ActionKind.WIN, ActionKind.KONG, ActionKind.PENG):
        options = of_kind(legal, kind)
        if options:
            line = Text.assemble((f" {_KEY_OF[kind]} ", "bold reverse"), f" {t(_NAME_OF[kind])}")
            if options[0].meld:  # JH-3: the peng of a 財神 with two 白板 shows the tiles it takes
                line.append_text(Text.assemble("  ", tiles_text(options[0].meld, style)))
            lines.append(line)
    chis = of_kind(legal, ActionKind.CHI)
    for n, chi in enumerate(chis, 1):
        # c takes the first sequence, the number keys any: each line names the key that picks it
        key = ("c/1" if n == 1 else str(n)) if len(chis) > 1 else "c"
        lines.append(Text.assemble((f" {key} ", "bold reverse"), f" {t('chi')}  ",
                                   tiles_text(chi.meld, style)))
    lines.append(Text.assemble((" Esc ", "bold reverse"), f" {t('claim_pass')}"))
    return Text("\n").join(lines)


class ClaimPanel(Widget, can_focus=True):
    """The choices of one claim question and their keys; holds the legal actions it was given."""

    DEFAULT_CSS = "ClaimPanel { height: auto; }"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("w", "claim('win')", "Win 胡", id="claim.win"),
        Binding("k", "claim('kong')", "Kong 槓", id="claim.kong"),
        Binding("p", "claim('peng')", "Peng 碰", id="claim.peng"),
        Binding("c", "claim('chi')", "Chi 吃", id="claim.chi"),
        Binding("1", "chi_choice(0)", "Chi 1", id="claim.chi1", show=False),
        Binding("2", "chi_choice(1)", "Chi 2", id="claim.chi2", show=False),
        Binding("3", "chi_choice(2)", "Chi 3", id="claim.chi3", show=False),
        Binding("escape", "claim('pass')", "Pass 過", id="claim.pass"),
    ]

    class Chosen(Message):
        """The answer: a claim, or the pass."""

        def __init__(self, action: Action) -> None:
            super().__init__()
            self.action = action

    def __init__(self, strings: Strings, legal: list[Action], style: FaceStyle) -> None:
        super().__init__(id="claim-choices")
        self.strings = strings
        self.legal = legal
        self.tile_style = style

    def of_kind(self, kind: ActionKind) -> list[Action]:
        return of_kind(self.legal, kind)

    def render(self) -> Text:
        return self.choices_text()

    def choices_text(self) -> Text:
        return choices_text(self.strings, self.legal, self.tile_style)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return claim_allowed(self.legal, action, parameters)

    def action_claim(self, name: str) -> None:
        self.choose(claim_answer(self.legal, name))  # with several chi sequences, c takes the first

    def action_chi_choice(self, index: int) -> None:
        self.choose(claim_answer(self.legal, "chi", index))

    def choose(self, action: Action | None) -> None:
        if action is not None:
            self.post_message(self.Chosen(action))


class ClaimPrompt(ModalScreen[Action]):
    """The claim question over the table: the discard and who gave it up, the :class:`ClaimPanel`. The
    prompt answers the panel's keys too, so that a key pressed as the prompt opens, before the panel has
    the focus, is not lost (the actions are the panel's)."""

    DEFAULT_CSS = "ClaimPrompt #claim-warning { color: $error; width: 46; height: auto; margin-top: 1; }"
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall"), (45, "-tallest")]  # noqa: RUF012 — Textual's list
    AUTO_FOCUS = "ClaimPanel"
    BINDINGS = ClaimPanel.BINDINGS

    def __init__(self, strings: Strings, legal: list[Action], tile: int, discarder: str, style: FaceStyle, *,
                 robbing: bool = False, warnings: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.warnings = warnings  # a claim that would leave no hand to win with (no_win_left.claim_warnings)
        self.robbing = robbing  # the tile is added to a pung (搶槓), not discarded
        self.strings = strings
        self.legal = legal
        self.tile = tile
        self.discarder = discarder
        self.tile_style = strings.faces(style)  # this app's faces (一万 in zh-Hans)

    def of_kind(self, kind: ActionKind) -> list[Action]:
        return of_kind(self.legal, kind)

    def compose(self) -> ComposeResult:
        t = self.strings
        title = Text(t("rob_prompt" if self.robbing else "claim_prompt", name=self.discarder, tile=""))
        title.append_text(tile_text_of(self.tile, self.tile_style))
        with Vertical(id="claim-box", classes="dialog -warned" if self.warnings else "dialog"):
            yield Static(title, classes="dialog-title")
            yield ClaimPanel(self.strings, self.legal, self.tile_style)
            warning = Static(Text("\n".join(self.warnings), style="bold"), id="claim-warning")
            warning.display = bool(self.warnings)
            yield warning
        yield KeysBar(self.strings)

    def choices_text(self) -> Text:
        return choices_text(self.strings, self.legal, self.tile_style)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return claim_allowed(self.legal, action, parameters)

    def action_claim(self, name: str) -> None:
        self.answer(claim_answer(self.legal, name))

    def action_chi_choice(self, index: int) -> None:
        self.answer(claim_answer(self.legal, "chi", index))

    def answer(self, action: Action | None) -> None:
        if action is not None:
            self.dismiss(action)

    def on_claim_panel_chosen(self, message: ClaimPanel.Chosen) -> None:
        message.stop()
        self.answer(message.action)
