"""The claim prompt: only the claims the engine says are legal (C-5), several chi choices each shown as tiles.

``c`` chi (``1``-``3`` pick among several sequences), ``p`` peng, ``k`` kong, ``w`` win, ``Esc`` pass.
Each binding shows in the footer only when that claim is legal (``check_action``). Dismisses with the
chosen :class:`Action`.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.tiles_view import FaceStyle, tile_text_of, tiles_text
from rules.engine.actions import Action, ActionKind

_KEY_OF = {ActionKind.WIN: "w", ActionKind.KONG: "k", ActionKind.PENG: "p", ActionKind.CHI: "c"}
_NAME_OF = {ActionKind.WIN: "win", ActionKind.KONG: "kong", ActionKind.PENG: "peng", ActionKind.CHI: "chi"}


class ClaimPrompt(ModalScreen[Action]):
    DEFAULT_CSS = "ClaimPrompt #claim-warning { color: $error; width: 46; height: auto; margin-top: 1; }"
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]  # noqa: RUF012 — Textual declares it a list
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
        return [a for a in self.legal if a.kind is kind]

    def compose(self) -> ComposeResult:
        t = self.strings
        title = Text(t("rob_prompt" if self.robbing else "claim_prompt", name=self.discarder, tile=""))
        title.append_text(tile_text_of(self.tile, self.tile_style))
        with Vertical(id="claim-box", classes="dialog -warned" if self.warnings else "dialog"):
            yield Static(title, classes="dialog-title")
            yield Static(self.choices_text(), id="claim-choices")
            warning = Static(Text("\n".join(self.warnings), style="bold"), id="claim-warning")
            warning.display = bool(self.warnings)
            yield warning
        yield KeysBar(self.strings)

    def choices_text(self) -> Text:
        t = self.strings
        lines: list[Text] = []
        for kind in (ActionKind.WIN, ActionKind.KONG, ActionKind.PENG):
            options = self.of_kind(kind)
            if options:
                line = Text.assemble((f" {_KEY_OF[kind]} ", "bold reverse"), f" {t(_NAME_OF[kind])}")
                if options[0].meld:  # JH-3: the peng of a 財神 with two 白板 shows the tiles it takes
                    line.append_text(Text.assemble("  ", tiles_text(options[0].meld, self.tile_style)))
                lines.append(line)
        chis = self.of_kind(ActionKind.CHI)
        for n, chi in enumerate(chis, 1):
            key = f"c/{n}" if len(chis) > 1 else "c"
            lines.append(Text.assemble((f" {key} ", "bold reverse"), f" {t('chi')}  ",
                                       tiles_text(chi.meld, self.tile_style)))
        lines.append(Text.assemble((" Esc ", "bold reverse"), f" {t('claim_pass')}"))
        return Text("\n").join(lines)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        chis = self.of_kind(ActionKind.CHI)
        if action == "claim":
            name = str(parameters[0]) if parameters else ""
            return name == "pass" or bool(self.of_kind(ActionKind(name)))
        if action == "chi_choice":
            index = int(str(parameters[0])) if parameters else 0
            return len(chis) > 1 and index < len(chis)
        return True

    def action_claim(self, name: str) -> None:
        if name == "pass":
            passes = self.of_kind(ActionKind.PASS)
            if passes:
                self.dismiss(passes[0])
            return
        options = self.of_kind(ActionKind(name))
        if options:
            # with several chi sequences, c takes the first; 1-3 pick another
            self.dismiss(options[0])

    def action_chi_choice(self, index: int) -> None:
        chis = self.of_kind(ActionKind.CHI)
        if index < len(chis):
            self.dismiss(chis[index])
