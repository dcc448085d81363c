"""The claim prompt: only the claims the engine says are legal (C-5), several chi choices each shown as tiles.

:class:`ClaimPanel` is the part that owns the keys — ``c`` chi (with several sequences ``c`` or ``1`` takes
the first, ``2``/``3`` another), ``p`` peng, ``k`` kong, ``w`` win, ``Esc`` pass — each shown in the footer
only when that claim is legal (``check_action``), and posts :class:`ClaimPanel.Chosen` with the action.
:class:`ClaimPrompt` is the box around it: the discard and who let it go, the panel, a warning. It is a part
of the table screen, over the centre of the table (the own seat stays in sight), shown for a question and
hidden after its answer (``TableScreen.ask_claim``). It was a screen of its own: opening it cost 50-80 ms
(a new screen composed, styled, laid out and painted whole, the table under it painted again through
Textual's background-screen filter), closing it 12-17 ms more, on a claimant's table inside someone else's
discard (issue 30). Only hot-seat's look with nothing to claim, which must hide the table, is a screen
(:class:`NothingToClaim`) around the same box.
"""

from __future__ import annotations

from dataclasses import dataclass
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
from mahjong_tui.no_win_left import claim_warnings
from mahjong_tui.table_log import latest_discard
from mahjong_tui.table_protocol import Ask, Session
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


@dataclass(frozen=True)
class ClaimQuestion:
    """What a claim prompt shows: the claims (the pass among them), the tile, who let it go."""

    legal: tuple[Action, ...]
    tile: int
    discarder: str  # the discarder's wind, worded
    robbing: bool = False  # the tile is added to a pung (搶槓), not discarded
    warnings: tuple[str, ...] = ()  # a claim that would leave no hand to win with (no_win_left)


class ClaimPrompt(Vertical):
    """The claim question in a box: its title, the :class:`ClaimPanel` and its warning. Hidden until asked
    (:meth:`ask`); the panel's answer bubbles up to the screen as :class:`ClaimPanel.Chosen`."""

    DEFAULT_CSS = "ClaimPrompt #claim-warning { color: $error; width: 46; height: auto; margin-top: 1; }"

    def __init__(self, strings: Strings, style: FaceStyle) -> None:
        super().__init__(id="claim-box", classes="dialog")
        self.strings = strings
        self.tile_style = strings.faces(style)  # this app's faces (一万 in zh-Hans)
        self.question = ClaimQuestion((Action(0, ActionKind.PASS),), 0, "")

    def compose(self) -> ComposeResult:
        yield Static("", classes="dialog-title", id="claim-title")
        yield ClaimPanel(self.strings, list(self.question.legal), self.tile_style)
        yield Static("", id="claim-warning")

    @property
    def legal(self) -> list[Action]:
        return list(self.question.legal)

    @property
    def tile(self) -> int:
        return self.question.tile

    @property
    def warnings(self) -> tuple[str, ...]:
        return self.question.warnings

    @property
    def is_open(self) -> bool:
        return self.display

    def ask(self, question: ClaimQuestion) -> None:
        """Show ``question`` and give its panel the keys."""
        self.question = question
        words = "rob_prompt" if question.robbing else "claim_prompt"
        title = Text(self.strings(words, name=question.discarder, tile=""))
        title.append_text(tile_text_of(question.tile, self.tile_style))
        self.query_one("#claim-title", Static).update(title)
        panel = self.query_one(ClaimPanel)
        panel.legal = list(question.legal)
        panel.refresh(layout=True)
        warning = self.query_one("#claim-warning", Static)
        warning.update(Text("\n".join(question.warnings), style="bold"))
        warning.display = bool(question.warnings)
        self.set_class(bool(question.warnings), "-warned")
        self.display = True
        self.screen.set_focus(panel)

    def close(self) -> None:
        """Hidden again; the keys go back to the hand if the panel had them."""
        if not self.display:
            return
        panel_focused = self.screen.focused is self.query_one(ClaimPanel)
        self.display = False
        if panel_focused:  # straight to the hand: each change of focus is a change of the screen's bindings
            self.screen.set_focus(self.screen.query_one("#hand"), scroll_visible=False)

    def of_kind(self, kind: ActionKind) -> list[Action]:
        return of_kind(self.legal, kind)

    def choices_text(self) -> Text:
        return choices_text(self.strings, self.legal, self.tile_style)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return claim_allowed(self.legal, action, parameters)


class NothingToClaim(ModalScreen[Action]):
    """The claim prompt with Pass alone, hiding the table: a hot-seat caller's look while nobody could claim
    comes after the next player's draw (the wall one shorter, their hand one longer), which the table would
    give away."""

    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall"), (45, "-tallest")]  # noqa: RUF012 — Textual's list
    AUTO_FOCUS = "ClaimPanel"

    def __init__(self, strings: Strings, question: ClaimQuestion, style: FaceStyle) -> None:
        super().__init__()
        self.strings = strings
        self.question = question
        self.style_name = style

    def compose(self) -> ComposeResult:
        yield ClaimPrompt(self.strings, self.style_name)
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.styles.background = self.app.theme_variables["background"]  # over the app's transparent prompt
        self.query_one(ClaimPrompt).ask(self.question)

    @property
    def legal(self) -> list[Action]:
        return list(self.question.legal)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return claim_allowed(self.legal, action, parameters)

    def on_claim_panel_chosen(self, message: ClaimPanel.Chosen) -> None:
        message.stop()
        if self.app.screen is self:  # a key on its way after the look was closed
            self.dismiss(message.action)


def claim_question_for(session: Session, asked: Ask, strings: Strings, *,
                       hiding: bool = False) -> ClaimQuestion:
    """The question for a claim: the discard, who let it go, the claims and their warnings (none on a
    hot-seat look with nothing to claim, ``hiding``)."""
    obs = session.observation(asked.chair)
    discard = latest_discard(session.events(asked.chair))
    discarder, tile = (discard[1], discard[2]) if discard is not None else (obs.turn, 0)
    legal = tuple(asked.legal) or (Action(asked.chair, ActionKind.PASS),)
    tile = next((a.tile for a in legal if a.tile is not None), tile)
    warnings = () if hiding else claim_warnings(session, asked.chair, list(legal), strings)
    return ClaimQuestion(legal, tile, strings.wind(obs.winds[discarder]), robbing=obs.phase == "rob",
                         warnings=warnings)
