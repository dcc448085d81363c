"""Hand result (issue 27): first one headline — who won, how, what each player pays this hand and stands
at in the match — then each winner's hand drawn as tiles (the winning tile ▲, each wild as the tile it
stood for ★) with its scoring items and the score they make, then the other hands; the derivation ("how
the score was made": the items summed per unit, the formula clause by clause, each payment with its rule
and the net) is folded until ``d`` opens it, so no number is shown three times.

A drawn hand (荒) says so, shows the four hands and what the draw carries into the next hand (SH-16 荒番,
JH-6). Every rule id of the derivation is a link that opens the variant's rules page at that rule (``r``
opens the first).
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
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.markup import escape
from textual.screen import Screen
from textual.widgets import Static

from mahjong_tui.explain import explained_steps, step_markup
from mahjong_tui.i18n import Strings, hand_name_en
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.reason_text import formula_clauses, why_text
from mahjong_tui.result_hand import (
    RevealedMeld,
    TileGroup,
    TileRows,
    flower_group,
    loose_group,
    meld_group,
    tiles_size,
    winning_groups,
)
from mahjong_tui.result_words import WinningSet, detail_words, is_loser_total, unit_words
from mahjong_tui.tiles_view import FaceStyle, TileSize, plain_name
from rules.scoring import Payment, ScoreItem, ScoreResult


@dataclass(frozen=True)
class RevealedHand:
    """One seat's tiles at the end of the hand, named for display; a winner's ``sets`` split from the
    scorer's reading, each wild with the face it stood for."""

    label: str  # "東 Alice"
    concealed: tuple[int, ...]
    melds: tuple[RevealedMeld, ...]
    flowers: tuple[int, ...]
    wilds: frozenset[int] = frozenset()
    win_tile: int | None = None
    sets: tuple[WinningSet, ...] = ()
    wind: int | None = None  # this hand's wind (0 = East): a score names its winner by wind


@dataclass(frozen=True)
class ResultView:
    title: str
    headline: str  # who won and how (on whose discard, 自摸), or that the hand was drawn
    hands: tuple[RevealedHand, ...]
    scores: tuple[ScoreResult, ...]  # one per winner; empty for a drawn hand
    seat_labels: tuple[str, str, str, str]  # by this hand's wind (0 = East), as a ScoreResult counts them
    chips: tuple[tuple[str, int, int], ...]  # (label, this hand, total) per chair
    stacks: tuple[int, ...] | None = None  # SH-20 逛花園: points left per chair, when the option is on
    chair_winds: tuple[int, ...] = ()  # each chair's wind this hand
    carried: tuple[str, ...] = ()  # what a drawn hand carries into the next (SH-16 荒番, JH-6), worded


def hand_groups(hand: RevealedHand) -> list[TileGroup]:
    """A revealed hand as groups of tiles: a winner's sets (or its tiles and the winning tile apart), its
    melds, its flowers."""
    if hand.sets:
        groups = winning_groups(hand.sets, hand.win_tile)
    else:
        groups = loose_group(hand.concealed, hand.wilds)
        if hand.win_tile is not None:
            groups += winning_groups((((hand.win_tile, None),),), hand.win_tile)
    groups += [meld_group(meld) for meld in hand.melds]
    return groups + flower_group(hand.flowers)


def legend_text(strings: Strings, hand: RevealedHand, style: FaceStyle) -> Text:
    """Under a winner's tiles: which tile it won on, and what each wild stood for (★ 梅 stood for 東)."""
    parts = []
    if hand.win_tile is not None:
        parts.append(strings("result.won_on", tile=plain_name(hand.win_tile, style)))
    for group in hand.sets:
        for face, wild in group:
            if wild is None:
                continue
            if wild == face:  # 還原: its ★ is drawn too, so it is said (seen at a Cixi result: a bare ★)
                parts.append(strings("result.wild_self", wild=plain_name(wild, style)))
            else:
                parts.append(strings("result.wild_as", wild=plain_name(wild, style),
                                        tile=plain_name(face, style)))
    return Text("   ".join(dict.fromkeys(parts)), style="dim")  # two wilds read alike: said once


def hands_table(hands: tuple[RevealedHand, ...], style: FaceStyle) -> Table:
    """Seats' hands in one row of tiles each, the labels in a column of their own so a name never runs
    into a tile; a row too long for the screen wraps set by set."""
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for hand in hands:
        table.add_row(hand.label, TileRows(hand_groups(hand), style, TileSize.COMPACT))
    return table


_LOSER_ITEM = re.compile(r"^[ESWN]: ")  # JS-22 an item a loser counts for the losers' settlement


def items_table(strings: Strings, items: tuple[ScoreItem, ...], labels: tuple[str, str, str, str],
                title: str | None = None, *, header: bool = True) -> Table:
    t = strings
    table = Table(title=title, expand=False, header_style="bold", box=box.SIMPLE_HEAD if header else None,
                  show_header=header, padding=(0, 1))
    english = not t.is_zh  # the item's English name beside the Chinese one, in English only
    for column in (t("rule"), t("name"), *([""] if english else []), t("unit"), t("value")):
        table.add_column(column, justify="right" if column == t("value") else "left")
    for item in items:
        detail = f" {why_text(detail_words(item.detail, t, labels), t)}" if item.detail else ""
        table.add_row(Text(item.rule, style="dim"), t.script(item.name) + detail,
                      *([item.name_en] if english else []), unit_words(t, item.unit), f"{item.value:g}")
    return table


def totals_text(strings: Strings, score: ScoreResult) -> Text:
    """The winner's totals in words ("胡 points 20  台 doublings 1"); the losers' counts go to their
    section."""
    parts = [f"{unit_words(strings, k)} {v:g}" for k, v in score.totals.items() if not is_loser_total(k)]
    return Text("   ".join(parts), style="bold")


def score_line(strings: Strings, score: ScoreResult) -> Text:
    """What the items make: the formula's first clause ("24 胡 × 2^1 台 = 48"), or the totals in words."""
    first = next(iter(formula_clauses(score.formula)), "")
    if not first:
        return totals_text(strings, score)
    return Text(strings("result.score_is", formula=why_text(first, strings)), style="bold")


def hand_title(strings: Strings, score: ScoreResult) -> str:
    """The hand's name (平胡 …) in the reader's script; in English with the item's English name beside it."""
    if strings.is_zh or not score.hand_name:
        return strings.script(score.hand_name)
    english = next((item.name_en for item in score.items if item.name == score.hand_name and item.name_en),
                   hand_name_en(score.hand_name))
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
    """One score whole (the calculator's answer): the refusal if any, the items, totals, formula, who pays
    whom; then Jinshan's losers' settlement (JS-21) in its own section."""
    t = strings
    parts: list[RenderableType] = []
    if not score.valid:
        parts.append(refusal_text(t, score))
    mine = tuple(i for i in score.items if not _LOSER_ITEM.match(i.detail))
    theirs = tuple(i for i in score.items if _LOSER_ITEM.match(i.detail))
    parts.append(items_table(t, mine, labels, hand_title(t, score) or None))
    parts.append(totals_text(t, score))
    if score.formula:
        parts.append(Text(t("learn.step_formula", formula=why_text(score.formula, t))))
    winner_pays = tuple(p for p in score.payments if p.payee == score.winner)
    parts.append(Text(f"\n{t('result.ledger')}", style="bold"))
    parts.append(ledger(t, winner_pays, labels))
    take = score.totals.get("winner_take")
    if take is not None:
        parts.append(Text(t("result.winner_takes", who=labels[score.winner], n=f"{take:g}")))
    losers_pay = tuple(p for p in score.payments if p.payee != score.winner)
    if theirs or losers_pay:
        parts.append(Text(f"\n{t('result.losers')}", style="bold"))
        if theirs:
            parts.append(items_table(t, theirs, labels))
        parts.append(ledger(t, losers_pay, labels))
    return Group(*parts)


def winner_items(strings: Strings, score: ScoreResult, labels: tuple[str, str, str, str]) -> RenderableType:
    """A winner's items (a loser's own count, JS-22, is in the derivation) and the score they make."""
    parts: list[RenderableType] = []
    if not score.valid:
        parts.append(refusal_text(strings, score))
    mine = tuple(i for i in score.items if not _LOSER_ITEM.match(i.detail))
    parts += [items_table(strings, mine, labels, header=False), score_line(strings, score)]
    return Group(*parts)


def money_grid(strings: Strings, view: ResultView) -> Table:
    """What each seat gets or pays this hand and where it stands in the match, a column a seat (East
    first): the headline's answer to "what do I pay"."""
    t = strings
    table = Table(box=None, padding=(0, 1), pad_edge=False, show_edge=False, header_style="bold")
    table.add_column("")
    order = sorted(range(len(view.chips)), key=lambda chair: view.chair_winds[chair]
                   if view.chair_winds else chair)
    for chair in order:
        table.add_column(view.chips[chair][0], justify="right")
    nets = [Text(f"{view.chips[c][1]:+d}", style=_money_style(view.chips[c][1])) for c in order]
    table.add_row(Text(t("result.net_row"), style="bold"), *nets)
    table.add_row(t("result.total_row"), *(f"{view.chips[c][2]:+d}" for c in order))
    if view.stacks is not None:
        table.add_row(t("result.stack_row"), *(str(view.stacks[c]) for c in order))
    return table


def _money_style(amount: int) -> str:
    return "bold green" if amount > 0 else "bold red" if amount < 0 else ""


class ResultScreen(Screen[None]):
    DEFAULT_CSS = """
    ResultScreen #result-headline { text-style: bold; }
    ResultScreen #result-money { margin-bottom: 1; }
    ResultScreen .result-winner-title { text-style: bold; color: $warning; }
    ResultScreen .result-winning-hand { margin-bottom: 1; }
    ResultScreen .result-score { margin-bottom: 1; }
    ResultScreen #result-details-title { color: $accent; margin-top: 1; }
    ResultScreen #result-details { height: auto; display: none; }
    ResultScreen #result-details.-open { display: block; }
    ResultScreen .result-explained { margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "next", "Continue", id="result.next"),
        Binding("d", "toggle_details", "Details", id="result.details"),
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
        self.size_shown: TileSize | None = None

    def winner_hand(self, score: ScoreResult) -> RevealedHand:
        return next((h for h in self.view.hands if h.wind == score.winner), self.view.hands[0])

    def winner_title(self, score: ScoreResult) -> str:
        """"North (Bot 2) · 平胡 plain win": whose score this is and the hand's name."""
        parts = (self.winner_hand(score).label, hand_title(self.strings, score))
        return " · ".join(part for part in parts if part)

    def compose(self) -> ComposeResult:
        t, view = self.strings, self.view
        winners = {id(self.winner_hand(score)) for score in view.scores}
        with VerticalScroll(id="result-scroll"):
            yield Static(Text(view.title), classes="dialog-title")
            yield Static(Text(view.headline), id="result-headline")
            yield Static(money_grid(t, view), id="result-money")
            for number, score in enumerate(view.scores):
                yield Static(Text(self.winner_title(score)), classes="result-winner-title")
                yield Static(self.winner_tiles(self.winner_hand(score)), id=f"result-winner-{number}",
                             classes="result-winning-hand")
                yield Static(winner_items(t, score, view.seat_labels), classes="result-score")
            others = tuple(h for h in view.hands if id(h) not in winners)
            yield Static(Text(t("result.others" if view.scores else "result.all_hands"), style="bold"))
            yield Static(hands_table(others, self.tile_style), id="result-hands")
            for line in view.carried:
                yield Static(Text(t("result.next_carry", marks=line), style="bold"), classes="notice")
            if view.scores:
                yield Static(self.details_title(), id="result-details-title")
                with Vertical(id="result-details"):
                    for number, score in enumerate(view.scores):
                        yield Static(self.explained(score), id=f"explained-{number}",
                                     classes="result-explained")
        yield KeysBar(self.strings)

    def winner_tiles(self, hand: RevealedHand) -> RenderableType:
        """A winner's tiles as big as the terminal allows (one row of faces below 100×30), and the legend."""
        self.size_shown = tiles_size(self.app.size.width, self.app.size.height)
        tiles = TileRows(hand_groups(hand), self.tile_style, self.size_shown)
        return Group(tiles, legend_text(self.strings, hand, self.tile_style))

    def on_resize(self, event: events.Resize) -> None:
        """Another terminal size: the winners' tiles redrawn when their form changes."""
        if tiles_size(self.app.size.width, self.app.size.height) is self.size_shown:
            return
        for number, score in enumerate(self.view.scores):
            tiles = self.winner_tiles(self.winner_hand(score))
            self.query_one(f"#result-winner-{number}", Static).update(tiles)

    def details_title(self) -> str:
        """The fold's title: a link that opens or folds it, as ``d`` does."""
        opened = self.is_mounted and self.query_one("#result-details").has_class("-open")
        words = self.strings("result.details_open" if opened else "result.details_folded",
                           title=self.strings("learn.explained"))
        return f"[@click=screen.toggle_details][b]{words}[/b][/]"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A drawn hand has no score: no details to open, no rule to read; a hand with no player here has
        no review."""
        if action == "review":
            return self.review is not None
        return bool(self.view.scores) or action not in ("toggle_details", "open_rule")

    def action_toggle_details(self) -> None:
        details = self.query_one("#result-details")
        details.toggle_class("-open")
        self.query_one("#result-details-title", Static).update(self.details_title())
        if details.has_class("-open"):
            self.call_after_refresh(details.scroll_visible, animate=False, top=True)

    def explained(self, score: ScoreResult) -> str:
        """Textual markup: the steps from items to chips, each rule id a link to the rules page."""
        t = self.strings
        lines = [f"[b]{escape(self.winner_title(score))}[/]  [dim]{t('learn.open_rule_hint')}[/]"]
        steps = explained_steps(t, score, self.view.seat_labels, net=False)  # the headline has it
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

    def action_review(self) -> None:
        if self.review is not None:
            self.review()

    def action_next(self) -> None:
        self.dismiss(None)
