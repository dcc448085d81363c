"""The variant interface: the parameters and hooks the engine, the scorer and the bots ask.

A variant subclass reads as the list of its differences from the common rules (rules-common.md);
the table engine (:mod:`rules.engine`) asks these and never tests a variant's name. Scoring lives
next to each variant in ``rules/variants/<id>/scoring.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from rules.analysis.shape_rules import STANDARD, ShapeRules
from rules.hand import Meld, WildRule
from rules.scoring import FinishedHand, Payment, ScoreResult, SeatHand

if TYPE_CHECKING:
    from rules.engine.actions import Action

WinnersRule = Literal["all", "nearest", "best"]
# counters carried from one hand to the next (SH-16 荒番, JH-6 draws before); a new match starts empty
Carry = dict[str, int]


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """What the dealer rotation and the carried counters need to know about a finished hand (chairs)."""

    dealer: int
    winners: tuple[int, ...]  # chairs, nearest after the discarder first; empty for a drawn hand
    discarder: int | None


@dataclass(frozen=True, slots=True)
class TableWin:
    """A win the table declares by itself, with no player choosing it (SH-2 八花齊, CX-7 十連風, CX-13
    單吊抛花): its name in the hand's result (``how``) and the facts the variant's scorer reads."""

    how: str
    facts: Mapping[str, Any]


class Variant:
    id: str = ""
    name_zh: str = ""
    name_en: str = ""

    # --- tiles (C-8) ---
    with_flowers: bool = False  # 144 tiles instead of 136
    set_aside: frozenset[int] = frozenset()  # flowers set aside on being dealt/drawn and replaced (C-3)
    turns_indicator: bool = False  # a tile is turned up after the deal and picks the wilds (JH-2, CX-1)
    option_defaults: Mapping[str, Any] = {}
    option_limits: Mapping[str, tuple[int, int]] = {}  # a whole-number option's least and most values

    # --- play ---
    winners_on_discard: WinnersRule = "nearest"  # C-5 default: one winner, nearest after the discarder
    claim_limit: int | None = None  # claims allowed on one supplier per hand (CX-5)
    knocking: bool = False  # 敲 before winning (SH-6)
    missed_win_binds_kind: bool = False  # 漏胡 on the declined tile kind (JS-8, SH-8)
    no_same_kind_after_claim: bool = False  # JS-7
    wild_discard: Literal["free", "last", "never"] = "free"  # JS-3 last resort, CX-2 never
    four_wilds_win: bool = False  # CX-7 四龍
    any_tile_auto_win: bool = False  # CX-11 抛花: wins automatically on the draw, never on a discard
    context_keys: tuple[str, ...] = ()  # FinishedHand.context keys this variant's scorer reads (cli.md)

    # --- how the table shows it (asked by the app, never by the engine) ---
    river_row: int = 6  # discards per river row (CX-17: ten)
    liable_after_claims: int | None = None  # claims on one supplier that make it liable (JH-8 承包: three)

    # --- the rules page (shipped as package data beside the variant's code) ---
    def rules_page(self, lang: str | None = None) -> Traversable:
        """``rules/variants/<id>/rules.md`` (Chinese and English together); a ``rules.<lang>.md`` beside it
        is preferred for that language when one exists."""
        folder = files(f"rules.variants.{self.id}")
        if lang:
            own = folder.joinpath(f"rules.{lang}.md")
            if own.is_file():
                return own
        return folder.joinpath("rules.md")

    def rules_page_text(self, lang: str | None = None) -> str:
        """The rules page as Markdown text; raises FileNotFoundError when the build left it out."""
        return self.rules_page(lang).read_text(encoding="utf-8")

    def options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The option values for a game: defaults overridden by ``given``; an unknown option is an error."""
        values = dict(self.option_defaults)
        for key, value in (given or {}).items():
            if key not in values:
                known = ", ".join(sorted(values)) or "none"
                raise ValueError(f"unknown option {key!r} for {self.id} (known: {known})")
            values[key] = value
        return values

    def wild_rule(self, indicator: int | None) -> WildRule:
        """Which held kinds are wild, given the turned indicator (None where nothing is turned)."""
        return WildRule.none()

    def shape_rules(self) -> ShapeRules:
        """Which shapes win (C-6, C-8): the standard shape unless the variant lists more."""
        return STANDARD

    def any_tile_completes(self, concealed: Sequence[int], n_melds: int, rule: WildRule) -> bool:
        """CX-11 抛花: whether every drawable tile completes this waiting hand (asked only when
        ``any_tile_auto_win``)."""
        return False

    # --- event hooks: the table asks these as the hand goes on; None (the default) is the common rules ---
    def win_on_flower(self, flowers: Sequence[int]) -> TableWin | None:
        """A flower was set aside (C-3); ``flowers``: all the seat has set aside now. A win the table
        declares for that seat on it (SH-2 八花齊), or None."""
        return None

    def win_on_unclaimed_discard(self, discards: Sequence[int], claimed: Sequence[bool]) -> TableWin | None:
        """Nobody claimed a discard; ``discards`` are the discarder's so far, in order (``claimed``: taken by
        a claim, parallel to them). A win the table declares for the discarder (CX-7 十連風), or None."""
        return None

    def settling_discard(self, melds: int) -> TableWin | None:
        """A player whose hand wins on any tile (CX-11 抛花) discards, with ``melds`` melds made. A discard
        that ends the hand (CX-13 單吊抛花): whoever can win on it is made to (the variant picks among
        several), and when nobody can, the discarder wins. None: the discard is offered as any other."""
        return None

    def wall_reserve(self, kongs: int, options: Mapping[str, Any]) -> int:
        """Tiles left in the wall when the hand is drawn (JS-5/SH-4: 0, it ends when the wall is empty)."""
        return 0

    def first_dealer(self, rng: random.Random) -> int:
        """JS-4, SH-3, JH-5, CX-3: the first hand's dealer is random."""
        return rng.randrange(4)

    def next_dealer(self, outcome: HandOutcome, rng: random.Random) -> int:
        """Dealer wins or the hand is drawn → same dealer; another player wins → the next player deals."""
        if not outcome.winners or outcome.dealer in outcome.winners:
            return outcome.dealer
        return (outcome.dealer + 1) % 4

    def table_marks(self, dice: tuple[int, int], carry: Carry) -> dict[str, int]:
        """What the table shows of this hand's standing multipliers: the carried counters (SH-16 荒番,
        JH-6 draws before) and marks of this hand such as SH-15 開寶 (1 = on); none by default."""
        return dict(carry)

    def next_carry(self, carry: Carry, outcome: HandOutcome) -> Carry:
        """Counters carried into the next hand; none by default."""
        return dict(carry)

    def table_context(self, facts: Mapping[str, Any], carry: Carry) -> dict[str, Any]:
        """The FinishedHand context for this variant's scorer: the table facts it reads (cli.md keys)."""
        merged = {**carry, **facts}
        return {key: merged[key] for key in self.context_keys if merged.get(key) is not None}

    def settle(self, results: Sequence[ScoreResult], discarder: int | None, options: Mapping[str, Any],
               context: Mapping[str, Any]) -> list[Payment]:
        """The payments of a hand's winners (seats are winds), given their valid results nearest to the
        discarder first and the table ``context`` they were scored with: by default each result's own
        payments. A variant with limits across winners (SH-17, SH-20) applies them here."""
        return [p for result in results for p in result.payments]

    def starting_stack(self, options: Mapping[str, Any]) -> int | None:
        """Points every player starts the match with when a match is played down (SH-20 逛花園); None = off."""
        return None

    def swap_limit(self, options: Mapping[str, Any]) -> int:
        """Tiles each player may once exchange with the wall right after the deal (SH-18 換牌); 0 = no swap."""
        return 0

    def turn_seconds(self, options: Mapping[str, Any]) -> int | None:
        """Seconds a player has to act before the table acts for them (SH-19 計時); None = no timer.
        The app keeps the time; :meth:`rules.engine.Game.timeout_action` is what happens then."""
        return None

    def progress(self, hand: SeatHand, wind: int, options: Mapping[str, Any]) -> str | None:
        """Progress toward the variant's minimum for a hand still in play (issue 10 status line), such as
        "16/20 胡", from the seat's own tiles, melds and flowers (``wind``: 0 = East); None = nothing to show."""
        return None

    def score(self, hand: FinishedHand) -> ScoreResult:
        """Score a finished hand: validity (minimum, allowed hands, knock), items, totals, payments."""
        raise NotImplementedError

    def knock_possible(self, counts: Sequence[int], melds: Sequence[Meld]) -> bool:
        """A cheap necessary condition for knocking (SH-6) with these concealed ``counts`` (by kind, the
        turn's 14-tile hand) and ``melds``: False when no discard could leave a hand that some tile makes a
        legal win, so the engine need not look further. True (the default): look."""
        return True

    def accepts_win(self, hand: FinishedHand) -> bool | None:
        """Whether ``hand``, complete by :meth:`shape_rules`, is a legal win (``score(hand).valid``) when
        the variant can tell more cheaply than by scoring it: the engine then scores only a win that is
        taken. None (the default): the engine scores the hand to know."""
        return None

    def accepts_own_win(self, concealed: Sequence[int], melds: Sequence[Meld], win_tile: int, *,
                        knocked: bool, self_drawn: bool, flowers: int, wind: int) -> bool | None:
        """:meth:`accepts_win` of a win on ``win_tile`` told from the winner's own ``concealed`` tiles (by
        kind, without ``win_tile``), ``melds``, number of ``flowers`` set aside and seat ``wind`` (0 = East)
        alone, when the variant needs nothing else of the hand (other seats, the table): the engine then
        skips building the hand. ``knocked``: the winner has knocked (SH-6); ``self_drawn``: 自摸, not a
        discard. The melds' sources are chairs here, not winds: not to be read.
        None (the default): the engine builds the full hand and asks :meth:`accepts_win`."""
        return None

    def pick_best_winner(self, candidates: Sequence[tuple[int, ScoreResult]]) -> int:
        """CX-6: among several who can win on one discard (nearest first), the higher basic score wins."""
        return candidates[0][0]

    # Table hooks (phases) ---------------------------------------------------------------------------------
    # The phases of rules/engine/phases.py ask these as a hand goes on; each default is the common rules.
    # ``table`` is the hand's rules.engine.table.Table, typed Any here because the engine imports this module;
    # the variant's own modules name it. The table binds once per hand only the hooks a variant overrides
    # (:meth:`table_hooks`): every draw and discard of every hand would otherwise pay a call for nothing.
    def opening_phase(self, table: Any, turn: Any) -> Any:
        """The phase between the deal and the dealer's first ``turn`` (a rules.engine.phases.Phase), or None
        to begin with that turn. SH-18 換牌: the players' swaps with the wall."""
        return None

    def after_draw(self, table: Any, chair: int) -> TableWin | None:
        """``chair`` drew its turn's tile or a replacement. A win the table declares on it (CX-11 抛花)."""
        return None

    def after_discard(self, table: Any, chair: int, discard: Action) -> TableWin | None:
        """``chair`` discarded (``discard``: a discard, or SH-6's knock with it). The variant keeps its own
        seat state here (SH-6 the knock's waits, CX-11 whether the hand now wins on any tile); a win that
        settles the discard at once (CX-13 單吊抛花, see :meth:`settling_discard`), or None."""
        return None

    def turn_actions(self, table: Any, chair: int, actions: list[Action]) -> list[Action]:
        """The turn player's choices by the common rules, as the variant allows them: SH-6 adds 敲 (knock)
        with each discard that leaves a ready hand, SH-7 locks a knocked hand."""
        return actions

    def claim_actions(self, table: Any, chair: int, actions: list[Action]) -> list[Action]:
        """``chair``'s claims on a discard by the common rules, as the variant allows them (SH-7: a knocked
        player only wins, or kongs when the waits stay the same)."""
        return actions

    def win_refusal(self, table: Any, chair: int, *, self_drawn: bool, forced: bool) -> str | None:
        """Why ``chair`` may not win now whatever its hand (SH-6: it has not knocked; CX-11: a 抛花 hand wins
        only self-drawn, unless ``forced`` by CX-13), or None. Asked before the hand is looked at."""
        return None

    def table_hooks(self) -> TableHooks:
        """The hooks above this variant overrides, bound; None for each one it leaves as the common rules."""
        def own(name: str) -> Any:
            return getattr(self, name) if getattr(type(self), name) is not getattr(Variant, name) else None

        return TableHooks(own("after_draw"), own("after_discard"), own("win_on_unclaimed_discard"),
                          own("turn_actions"), own("claim_actions"), own("win_refusal"))


class TableHooks(NamedTuple):
    """A variant's table hooks, bound, as the table asks them (None: the common rules, nothing to ask)."""

    after_draw: Callable[[Any, int], TableWin | None] | None
    after_discard: Callable[[Any, int, Action], TableWin | None] | None
    win_on_unclaimed_discard: Callable[[Sequence[int], Sequence[bool]], TableWin | None] | None
    turn_actions: Callable[[Any, int, list[Action]], list[Action]] | None
    claim_actions: Callable[[Any, int, list[Action]], list[Action]] | None
    win_refusal: Callable[..., str | None] | None
