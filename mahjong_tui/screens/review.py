"""Review a hand (issue 29): the replay with each of the player's decisions marked by its verdict, keys to
jump to the next or previous mistake, the candidate table at a decision drawn with tiles, and "Play on
from here" — a practice table at that point of the hand, same wall.

The review is computed in a thread worker (``group="review"``), one hand at a time, with a progress bar;
Esc stops it (the evaluator is asked between rounds whether to go on). A finished review is kept in the
data directory (:mod:`mahjong_tui.review_keep`) so a hand is reviewed once, and the chips lost a decision
are booked in the profile.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import ProgressBar, Static
from textual.worker import get_current_worker

from bots.evaluate import Budget
from bots.evaluate.review import Decision, summary
from mahjong_tui.i18n import Strings
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.messages import PlayOn
from mahjong_tui.replay import MatchReplay, ReplayFile
from mahjong_tui.review_keep import KeptReview, next_mistake, review_key
from mahjong_tui.review_text import action_text, action_words
from mahjong_tui.review_words import kind_text, reason_text, verdict_text
from mahjong_tui.screens.replay import replay_view
from mahjong_tui.tiles_view import FaceStyle, TileStyle, tile_text_of
from mahjong_tui.worker_processes import ready_for_worker_processes
from rules.records import HandRecord

if TYPE_CHECKING:
    from mahjong_tui.review_keep import ReviewDesk

REVIEW_SEED = 0  # the CLI's default seed: the app and `mahjong-tui review` agree on a hand
MARKS = {"best": ("✓", "bold green"), "fine": ("·", "dim"), "mistake": ("?", "bold yellow"),
         "blunder": ("!", "bold red")}
SHOWN_CANDIDATES = 6
COMPACT_BELOW = 14 * 5 + 6 + 14  # a hand of 14 full faces beside the seat labels (~14 cells)


class ReviewProgress(Message):
    def __init__(self, decision: int, decisions: int, share: float) -> None:
        super().__init__()
        self.decision, self.decisions, self.share = decision, decisions, share


class ReviewDone(Message):
    def __init__(self, key: str, decisions: list[Decision]) -> None:
        super().__init__()
        self.key, self.decisions = key, decisions


def first_human(players: Sequence[str]) -> int:
    """The seat a review is of: the first human's, else the first seat (cli.md ``review --seat``)."""
    return next((chair for chair, player in enumerate(players) if player == "human"), 0)


def marks_text(decisions: Sequence[Decision], position: int) -> Text:
    """One mark a decision in the hand's order; the one at the replay's position stands out."""
    text = Text()
    for d in decisions:
        mark, style = MARKS[d.verdict]
        text.append(mark, style=f"{style} reverse" if d.at == position else style)
        text.append(" ")
    return text


def candidate_table(strings: Strings, d: Decision, style: FaceStyle, compact: bool = False) -> Table:
    """The answers at a decision, best first: rank, the answer drawn with its tiles, chips ± error, loss;
    the player's choice marked (and shown though it ranks below the first few)."""
    table = Table(box=box.SIMPLE_HEAD, header_style="bold", padding=(0, 1), expand=False)
    for key, justify in (("head_rank", "right"), ("head_choice", "left"), ("head_value", "right"),
                         ("head_loss", "right")):
        table.add_column(strings(f"review.{key}"), justify=justify, no_wrap=True)  # type: ignore[arg-type]
    table.add_column("", no_wrap=True)
    best = d.candidates[0].value
    for rank, c in enumerate(d.candidates, start=1):
        mine = c.action == d.chosen
        if rank > SHOWN_CANDIDATES and not mine:
            continue
        se = f"{c.se:.1f}" if c.se != float("inf") else "?"
        choice = action_text(strings, c.action, style, compact=compact)
        table.add_row(str(rank), choice, f"{c.value:+.1f} ± {se}",
                      f"{max(0.0, best - c.value):.1f}", strings("review.you") if mine else "",
                      style="bold" if mine else None)
    return table


def decision_panel(strings: Strings, d: Decision, style: FaceStyle, compact: bool = False) -> RenderableType:
    """What was chosen, its verdict and loss, the candidate table and the evaluator's reason; ``compact``:
    the tiles' faces as the hand rows below draw them on this width."""
    mark, mark_style = MARKS[d.verdict]
    head = Text(f"{mark} ", style=mark_style)
    # the loss is the best and the choice played again on fresh deals: a best choice was not played again
    said = "review.decision_best" if d.chosen == d.best else "review.decision"
    head.append(strings(said, kind=kind_text(d.kind, strings.lang), chosen=action_words(strings, d.chosen),
                        verdict=verdict_text(d.verdict, strings.lang), rank=d.rank, of=d.of,
                        loss=f"{d.loss:.1f}"), style="bold")
    # a tile reads in the reason as in the table above it (one name per tile on a screen; English in words)
    def face(kind: int) -> str:
        return tile_text_of(kind, style, compact=compact).plain.strip()

    name = face if strings.is_zh else strings.tile
    why = reason_text(d.reason.key, dict(d.reason.params), strings.lang, name_tiles=True, tile_name=name)
    replayed = replayed_line(strings, d, style, compact)
    return Group(head, candidate_table(strings, d, style, compact), *replayed, Text(why), Text(""))


def replayed_line(strings: Strings, d: Decision, style: FaceStyle, compact: bool = False) -> list[Text]:
    """Where the loss was taken on fresh deals, what they said beside the table's picking deals: the two can
    disagree (a choice ahead in the table may lose when played again), and a player reading both needs to
    know they are different deals. The answers are named as the table draws them."""
    if not d.fresh or d.against is None or d.against == d.chosen:
        return []
    key = "review.replayed_loss" if d.paired_loss > 0 else "review.replayed_gain"
    return [Text(strings(key, fresh=d.fresh, picked=d.candidates[0].samples,
                         best=action_text(strings, d.against, style, compact=compact).plain.strip(),
                         chosen=action_text(strings, d.chosen, style, compact=compact).plain.strip(),
                         diff=f"{abs(d.paired_loss):.1f}", noise=f"{d.noise:.1f}"), style="dim")]


class ReviewScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "mistake(1)", "Next mistake", id="review.next_mistake"),
        Binding("p", "mistake(-1)", "Prev mistake", id="review.previous_mistake"),
        Binding("right_square_bracket", "decision(1)", "Next choice", id="review.next_decision", show=False),
        Binding("left_square_bracket", "decision(-1)", "Prev choice", id="review.previous_decision",
                show=False),
        Binding("o", "play_on", "Play on", id="review.play_on"),
        Binding("right,l", "step(1)", "Step", id="review.forward"),
        Binding("left,h", "step(-1)", "Back", id="review.back"),
        Binding("home", "edge(0)", "Deal", id="review.start_of_hand", show=False),
        Binding("end", "edge(1)", "End", id="review.end_of_hand", show=False),
        Binding("pagedown", "hand(1)", "Next hand", id="review.next_hand", show=False),
        Binding("pageup", "hand(-1)", "Prev hand", id="review.previous_hand", show=False),
        Binding("v", "start", "Review", id="review.start", show=False),
        Binding("escape,q", "close", "Close", id="review.close"),
    ]

    def __init__(self, strings: Strings, file: ReplayFile, name: str, desk: ReviewDesk,
                 style: FaceStyle = TileStyle.CJK, *, hand: int = 1, chair: int | None = None) -> None:
        """``desk``: where the budget and the kept reviews come from (the app)."""
        super().__init__()
        self.desk = desk
        self.strings = strings
        self.file = file
        self.file_name = name
        self.tile_style = strings.faces(style)
        self.replay = MatchReplay(file)
        self.replay.go_to_hand(hand - 1)
        self.chair = first_human(file.players) if chair is None else chair
        self.decisions: list[Decision] | None = None
        self.working: tuple[int, int] | None = None  # (decision, decisions) while computing
        self.key = ""

    def compose(self) -> ComposeResult:
        players = self.file.players
        who = players[self.chair] if self.chair < len(players) and players[self.chair] else str(self.chair)
        from mahjong_tui.views import player_label

        title = self.strings("review.title", file=self.file_name,
                    who=player_label(who, self.chair, self.strings))
        with VerticalScroll(id="review"):
            yield Static(title, classes="dialog-title")
            yield Static(id="review-state")
            yield ProgressBar(id="review-bar", show_eta=False)
            yield Static(id="review-marks")
            yield Static(id="review-step")
            yield Static(id="review-decision")
            yield Static(id="review-table")
        yield KeysBar(self.strings)

    def on_mount(self) -> None:
        self.action_start()

    def on_resize(self) -> None:
        self.show()

    # --- computing ------------------------------------------------------------------------------

    def hand_source(self) -> tuple[int, HandRecord, tuple[int, ...] | None]:
        index = self.replay.index
        return index + 1, self.file.hands[index], self.file.first_wall if index == 0 else None

    def action_start(self) -> None:
        """The kept review of the hand on screen, else compute it in a worker."""
        if self.working is not None:
            return
        number, record, wall = self.hand_source()
        budget = self.desk.review_budget()
        self.key = review_key(record, wall, self.chair, budget, REVIEW_SEED)
        kept: KeptReview = self.desk.reviews.load(self.key, record, self.chair, number)
        if kept.damaged is not None:
            self.notify(self.strings("review.damaged", path=kept.damaged), severity="warning", timeout=8)
        self.decisions = kept.decisions
        if self.decisions is None:
            if budget.processes > 1:
                ready_for_worker_processes()
            self.working = (0, 0)
            self.compute(self.key, number, record, wall, budget)
        self.show()

    @work(thread=True, exclusive=True, group="review")
    def compute(self, key: str, number: int, record: HandRecord, wall: tuple[int, ...] | None,
                budget: Budget) -> None:
        from bots.evaluate import Cancelled
        from bots.evaluate.review import review_hands

        worker = get_current_worker()

        def told(decision: int, decisions: int, share: float) -> None:
            self.post_message(ReviewProgress(decision, decisions, share))

        try:
            found = review_hands([(number, record, wall)], self.chair, budget=budget,
                                 seed=REVIEW_SEED, progress=told, cancelled=lambda: worker.is_cancelled)
        except Cancelled:
            return
        if not worker.is_cancelled:
            self.post_message(ReviewDone(key, found))

    def on_review_progress(self, message: ReviewProgress) -> None:
        if self.working is None:
            return
        self.working = (message.decision, message.decisions)
        bar = self.query_one("#review-bar", ProgressBar)
        bar.update(total=max(1, message.decisions), progress=message.decision + message.share)
        self.show_state()

    def on_review_done(self, message: ReviewDone) -> None:
        if message.key != self.key:
            return  # a hand left since
        self.working = None
        self.decisions = message.decisions
        problem = self.desk.keep_review(message.key, message.decisions, self.file.hands[0].variant)
        if problem is not None:
            self.notify(self.strings("review.not_kept", reason=problem), severity="warning", timeout=8)
        self.show()

    def stop(self) -> None:
        self.workers.cancel_group(self, "review")
        self.working = None

    # --- drawing --------------------------------------------------------------------------------

    def show_state(self) -> None:
        state = self.query_one("#review-state", Static)
        bar = self.query_one("#review-bar", ProgressBar)
        bar.display = self.working is not None
        if self.working is not None:
            n, total = self.working
            state.update(self.strings("review.working", n=min(n + 1, total), total=total) if total
                         else self.strings("review.starting"))
        elif self.decisions is None:
            state.update(self.strings("review.stopped"))
        elif not self.decisions:
            state.update(self.strings("review.none"))
        else:
            s = summary(self.decisions)
            state.update(Text(self.strings("review.summary", decisions=s.decisions, agree=s.agree,
                                  mistakes=s.mistakes, blunders=s.blunders,
                                  loss=f"{s.loss_per_decision:.2f}"), style="bold"))

    def show(self) -> None:
        if not self.is_mounted:
            return
        self.show_state()
        position = self.replay.hand.position
        decisions = self.decisions or []
        self.query_one("#review-marks", Static).update(marks_text(decisions, position))
        width = self.size.width - 2
        step, table = replay_view(self.strings, self.replay, self.tile_style, width, self.chair)
        self.query_one("#review-step", Static).update(step)
        here = next((d for d in decisions if d.at == position), None)
        panel = self.query_one("#review-decision", Static)
        if here is not None:
            compact = width < COMPACT_BELOW  # as replay_view's rows decide (RowLayout.fit)
            panel.update(decision_panel(self.strings, here, self.tile_style, compact))
        else:
            panel.update(Text(self.strings("review.between"), style="dim"))
        self.query_one("#review-table", Static).update(table)

    # --- keys -----------------------------------------------------------------------------------

    def go_to(self, position: int) -> None:
        self.replay.hand.go_to(position)
        self.show()
        self.query_one("#review", VerticalScroll).scroll_home(animate=False)

    def action_step(self, delta: int) -> None:
        self.go_to(self.replay.hand.position + delta)

    def action_edge(self, end: int) -> None:
        self.go_to(len(self.replay.hand) if end else 0)

    def action_mistake(self, step: int) -> None:
        if self.working is not None:
            self.notify(self.strings("review.wait"))
            return
        decisions = self.decisions or []
        found = next_mistake(decisions, self.replay.hand.position, step)
        if found is None:
            none = not next_mistake(decisions, -1, 1)
            self.notify(self.strings("review.no_mistakes" if none else "review.no_mistake_after" if step > 0
                                     else "review.no_mistake_before"))
            return
        self.go_to(found.at)

    def action_decision(self, step: int) -> None:
        position = self.replay.hand.position
        ahead = [d for d in (self.decisions or []) if (d.at > position if step > 0 else d.at < position)]
        if not ahead:
            self.notify(self.strings("review.no_decision"))
            return
        self.go_to(ahead[0].at if step > 0 else ahead[-1].at)

    def action_hand(self, delta: int) -> None:
        before = self.replay.index
        self.replay.go_to_hand(before + delta)
        if self.replay.index != before:
            self.stop()
            self.decisions = None
            self.action_start()

    def action_play_on(self) -> None:
        """A practice table at this point of the hand (the match's hands before it played again)."""
        hand = self.replay.hand
        if self.file.seed is None:
            self.notify(self.strings("review.no_match"), severity="warning")
            return
        if hand.game.result is not None:
            self.notify(self.strings("review.hand_over"), severity="warning")
            return
        self.stop()
        self.post_message(PlayOn(self.file, self.replay.index, hand.position, self.chair))

    def action_close(self) -> None:
        if self.working is not None:
            self.stop()
            self.show()
            return
        self.dismiss(None)
