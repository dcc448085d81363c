"""Hand result: every hand revealed, the winning hand with its scoring items (rule id, Chinese and English
name, unit, value), the formula line, the payments table (Jinshan's losers' settlement too) and chips (C-9).

Below each score, "how the score was made" (issue 10) walks from the items to the chips step by step: the
items summed (or multiplied) per unit, the variant's formula one clause at a time, each payment and the net.
Every rule id there is a link that opens the variant's rules page at that rule (``r`` opens the first).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from rich import box
from rich.console import Group, JustifyMethod, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from mahjong_tui.explain import explained_steps, step_markup
from mahjong_tui.i18n import HAND_NAMES_EN, Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.learn_text import say
from mahjong_tui.reason_text import why_text
from mahjong_tui.result_words import WinningSet, detail_words, is_loser_total, unit_words
from mahjong_tui.result_words import say as say_result
from mahjong_tui.tiles_view import FaceStyle, tile_text_of, tiles_text
from mahjong_tui.widgets.seat import MeldView, meld_text
from rules.scoring import Payment, ScoreItem, ScoreResult


@dataclass(frozen=True)
class RevealedHand:
    """One seat's tiles at the end of the hand, named for display; a winner's ``sets`` split from the
    scorer's reading, each wild with the face it stood for."""

    label: str  # "東 Alice"
    concealed: tuple[int, ...]
    melds: tuple[MeldView, ...]
    flowers: tuple[int, ...]
    wilds: frozenset[int] = frozenset()
    win_tile: int | None = None
    sets: tuple[WinningSet, ...] = ()


@dataclass(frozen=True)
class ResultView:
    title: str
    headline: str
    hands: tuple[RevealedHand, ...]
    scores: tuple[ScoreResult, ...]  # one per winner; empty for a drawn hand
    seat_labels: tuple[str, str, str, str]  # by this hand's wind (0 = East), as a ScoreResult counts them
    chips: tuple[tuple[str, int, int], ...]  # (label, this hand, total) per chair
    stacks: tuple[int, ...] | None = None  # SH-20 逛花園: points left per chair, when the option is on
    banner: str = ""  # who won and how: 自摸, or on whose discard
    chair_winds: tuple[int, ...] = ()  # each chair's wind this hand: the pinned money names seats by wind


def revealed_text(hand: RevealedHand, style: FaceStyle) -> Text:
    """One seat's tiles: concealed (a winner's set by set), the winning tile apart, melds and flowers (the
    label is its own column)."""
    if hand.sets:
        text = Text("  ").join(set_text(group, style) for group in hand.sets)
    else:
        text = tiles_text(hand.concealed, style, wilds=hand.wilds)
        if hand.win_tile is not None:
            text.append(" + ")
            text.append_text(tile_text_of(hand.win_tile, style, selected=True))
    for meld in hand.melds:
        text.append("  ")
        text.append_text(meld_text(meld, style))
    if hand.flowers:
        text.append("  ")
        text.append_text(tiles_text(hand.flowers, style, compact=True))
    return text


def set_text(group: WinningSet, style: FaceStyle) -> Text:
    """One set of the winning hand; a wild as itself → the tile it stood for (菊→2筒)."""
    parts = []
    for face, wild in group:
        if wild is None:
            parts.append(tile_text_of(face, style, compact=True))
        else:
            shown = tile_text_of(wild, style, compact=True, wild=True)
            shown.rstrip()
            parts.append(Text.assemble(shown, ("→", "bold"), tile_text_of(face, style, compact=True)))
    return Text.assemble("[", Text(" ").join(parts), "]")


def hands_table(hands: tuple[RevealedHand, ...], style: FaceStyle) -> Table:
    """Every seat's hand, the labels in a column of their own so a name never runs into a tile."""
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for hand in hands:
        table.add_row(hand.label, revealed_text(hand, style))
    return table


_LOSER_ITEM = re.compile(r"^[ESWN]: ")  # JS-22 an item a loser counts for the losers' settlement


def items_table(strings: Strings, items: tuple[ScoreItem, ...], labels: tuple[str, str, str, str],
                title: str | None = None) -> Table:
    t = strings
    table = Table(title=title, expand=False, header_style="bold", box=box.SIMPLE_HEAD)
    english = not t.is_zh  # the item's English name beside the Chinese one, in English only
    for column in (t("rule"), t("name"), *([""] if english else []), t("unit"), t("value")):
        table.add_column(column, justify="right" if column == t("value") else "left")
    for item in items:
        detail = f" {why_text(detail_words(item.detail, t, labels), t)}" if item.detail else ""
        table.add_row(item.rule, t.script(item.name) + detail, *([item.name_en] if english else []),
                      unit_words(t, item.unit), f"{item.value:g}")
    return table


def totals_text(strings: Strings, score: ScoreResult) -> Text:
    """The winner's totals in words ("胡 points 20  台 doublings 1"); the losers' counts go to their
    section."""
    parts = [f"{unit_words(strings, k)} {v:g}" for k, v in score.totals.items() if not is_loser_total(k)]
    return Text("   ".join(parts), style="bold")

def hand_title(strings: Strings, score: ScoreResult) -> str:
    """The hand's name (平胡 …) in the reader's script; in English with the item's English name beside it."""
    if strings.is_zh or not score.hand_name:
        return strings.script(score.hand_name)
    english = next((item.name_en for item in score.items if item.name == score.hand_name and item.name_en),
                   HAND_NAMES_EN.get(score.hand_name, ""))
    return f"{score.hand_name} {english}".strip()


def refusal_text(strings: Strings, score: ScoreResult) -> Text:
    """Why the variant does not accept this hand, in the app's language."""
    return Text(why_text(score.reason or "", strings), style="bold red")


def ledger(strings: Strings, payments: tuple[Payment, ...], labels: tuple[str, str, str, str], *,
           reasons: bool = True) -> Table:
    """Who pays whom, aligned: payer → payee, the amount right-aligned, why with its rule id (``reasons``)."""
    table = Table(box=None, show_header=False, padding=(0, 1))
    justifies: tuple[JustifyMethod, ...] = ("left", "center", "left", "right", "left")
    for justify in justifies[:None if reasons else -1]:
        table.add_column(justify=justify, no_wrap=True)
    for pay in payments:
        why = f"{why_text(pay.why, strings)} ({pay.rule})" if pay.rule else why_text(pay.why, strings)
        table.add_row(labels[pay.payer], "→", labels[pay.payee], str(pay.amount), *([why] if reasons else []))
    return table


def score_block(strings: Strings, score: ScoreResult, labels: tuple[str, str, str, str]) -> RenderableType:
    """One winner's score: the refusal if any, the items, totals, formula, who pays whom; then Jinshan's
    losers' settlement (JS-21) in its own section."""
    t = strings
    parts: list[RenderableType] = []
    if not score.valid:
        parts.append(refusal_text(t, score))
    mine = tuple(i for i in score.items if not _LOSER_ITEM.match(i.detail))
    theirs = tuple(i for i in score.items if _LOSER_ITEM.match(i.detail))
    parts.append(items_table(t, mine, labels, hand_title(t, score) or None))
    parts.append(totals_text(t, score))
    if score.formula:
        parts.append(Text(f"{t('formula')}: {why_text(score.formula, t)}"))
    winner_pays = tuple(p for p in score.payments if p.payee == score.winner)
    parts.append(Text(f"\n{say_result(t, 'ledger')}", style="bold"))
    parts.append(ledger(t, winner_pays, labels))
    take = score.totals.get("winner_take")
    if take is not None:
        parts.append(Text(say_result(t, "winner_takes", who=labels[score.winner], n=f"{take:g}")))
    losers_pay = tuple(p for p in score.payments if p.payee != score.winner)
    if theirs or losers_pay:
        parts.append(Text(f"\n{say_result(t, 'losers')}", style="bold"))
        if theirs:
            parts.append(items_table(t, theirs, labels))
        parts.append(ledger(t, losers_pay, labels))
    return Group(*parts)


def money_table(strings: Strings, view: ResultView) -> Table:
    """Who pays whom (the winners', then the losers' settlement) beside the chips: what a short terminal
    pins under the scrolling details, so the money never scrolls off the screen (the reasons are in the
    details). Seats are named by their wind alone: with the players' names the two tables ran past 80
    columns ("East (Normal bot …", "North (Normal bot" / "1)"); the hands above name the players."""
    t = strings
    winds = (t.wind(0), t.wind(1), t.wind(2), t.wind(3)) if view.chair_winds else view.seat_labels
    parts: list[RenderableType] = [Text(say_result(t, "ledger"), style="bold")]
    for score in view.scores:
        parts.append(ledger(t, tuple(p for p in score.payments if p.payee == score.winner), winds,
                            reasons=False))
    losers = tuple(p for score in view.scores for p in score.payments if p.payee != score.winner)
    if losers:
        parts.append(Text(say_result(t, "losers"), style="bold"))
        parts.append(ledger(t, losers, winds, reasons=False))
    table = Table.grid(padding=(0, 3))
    table.add_column(no_wrap=True)
    table.add_column(no_wrap=True)
    table.add_row(Group(*parts), chips_table(t, view, by_wind=bool(view.chair_winds)))
    return table


def chips_table(strings: Strings, view: ResultView, *, by_wind: bool = False) -> Table:
    """Each chair's chips this hand and in all, named by its label (or its wind alone, ``by_wind``)."""
    t = strings
    table = Table(expand=False, header_style="bold", box=box.SIMPLE_HEAD)
    stacks = view.stacks
    for column in (t("player"), t("net"), t("total"), *([t("stack")] if stacks is not None else [])):
        table.add_column(column, justify="left" if column == t("player") else "right")
    for chair, (label, delta, total) in enumerate(view.chips):
        stack = [str(stacks[chair])] if stacks is not None else []
        name = t.wind(view.chair_winds[chair]) if by_wind else label
        table.add_row(name, f"{delta:+d}", f"{total:+d}", *stack)
    return table


class ResultScreen(Screen[None]):
    # below 36 rows the payments and chips are pinned at the bottom (#result-money) and the rest scrolls
    VERTICAL_BREAKPOINTS = [(0, "-short"), (36, "-tall")]  # noqa: RUF012 — Textual declares it a list
    DEFAULT_CSS = """
    ResultScreen #result-money { display: none; height: auto; max-height: 60%;
                                 padding: 0 1; border-top: solid $primary; }
    ResultScreen.-short #result-money { display: block; }
    ResultScreen.-short #result-chips { display: none; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "next", "Continue", id="result.next"),
        Binding("r", "open_rule", "Rules", id="result.rules"),
        Binding("v", "review", "Review this hand", id="result.review"),
    ]

    def __init__(self, strings: Strings, view: ResultView, style: FaceStyle,
                 review: Callable[[], None] | None = None) -> None:
        """``review``: opens the review of this hand (issue 29); None where there is no player to review."""
        super().__init__()
        self.strings = strings
        self.view = view
        self.review = review
        self.tile_style = strings.faces(style)  # this app's faces (一万 in zh-Hans)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="result-scroll"):
            yield Static(Text(self.view.title), classes="dialog-title")
            yield Static(Text(self.view.banner or self.view.headline), id="result-headline")
            yield Static(hands_table(self.view.hands, self.tile_style), id="result-hands")
            for number, score in enumerate(self.view.scores):
                yield Static(self.score_block(score), classes="result-score")
                yield Static(self.explained(score), id=f"explained-{number}", classes="result-explained")
            yield Static(self.chips_table(), id="result-chips")
            yield Static(self.strings("next_hand"), classes="notice")
        if self.view.scores:
            yield Static(money_table(self.strings, self.view), id="result-money")
        else:  # a drawn hand: no payments, the chips alone
            yield Static(chips_table(self.strings, self.view, by_wind=bool(self.view.chair_winds)),
                         id="result-money")
        yield KeysBar(self.strings)

    def score_block(self, score: ScoreResult) -> RenderableType:
        return score_block(self.strings, score, self.view.seat_labels)

    def explained(self, score: ScoreResult) -> str:
        """Textual markup: the steps from items to chips, each rule id a link to the rules page."""
        t = self.strings
        lines = [f"[b $warning]{say(t, 'explained')}[/]  [dim]{say(t, 'open_rule_hint')}[/]"]
        steps = explained_steps(t, score, self.view.seat_labels)
        lines += [f"{n}. {step_markup(step)}" for n, step in enumerate(steps, 1)]
        return "\n".join(lines)

    def action_open_rule(self, rule: str | None = None, variant: str | None = None) -> None:
        """Open the rules page at ``rule`` (by default the first rule of the first score)."""
        from mahjong_tui.screens.rules_page import open_rules_page

        if not self.view.scores:
            return
        first = self.view.scores[0]
        rule = rule or next((i.rule for i in first.items if i.rule), None) or next(
            (p.rule for p in first.payments if p.rule), None)
        open_rules_page(self.app, self.strings, variant or first.variant, rule, self.tile_style)

    def chips_table(self) -> Table:
        return chips_table(self.strings, self.view)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.review is not None if action == "review" else True

    def action_review(self) -> None:
        if self.review is not None:
            self.review()

    def action_next(self) -> None:
        self.dismiss(None)
