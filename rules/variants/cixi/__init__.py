"""慈溪麻將 Cixi — variant id ``cixi`` (shared/spec/rules-cixi.md).

Its table rules are in ``table_rules.py``; its hooks, its scorer's entry, its accelerator and its words
below; the scoring items in ``scoring.py`` and ``points.py``, the hands in ``hands.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rules.analysis.shape_rules import ShapeRules
from rules.hand import WildRule
from rules.refusal import Refusal
from rules.scoring import FinishedHand, ScoreResult
from rules.tiles import HONOR, N_KINDS, next_kind
from rules.variants.base import PhaseHooks, TableWin, Variant
from rules.variants.cixi import paohua
from rules.variants.cixi.shapes import CIXI_SHAPES
from rules.variants.cixi.table_rules import TABLE_RULES, TEN_WINDS

if TYPE_CHECKING:
    from rules.engine.actions import Action
    from rules.engine.table import Table


class CixiVariant(Variant):
    # --- words ---
    id = "cixi"
    name_zh = "慈溪麻將"
    name_en = "Cixi"
    wild_term = "long"  # CX-1 龍

    table_rules = TABLE_RULES

    # --- hooks ---
    def wild_rule(self, indicator: int | None) -> WildRule:
        # CX-1 龍 = the kind after the indicator
        return WildRule.none() if indicator is None else WildRule(frozenset({next_kind(indicator)}))

    def wall_reserve(self, kongs: int, options: Mapping[str, Any]) -> int:
        """CX-4: drawn at 34 tiles left, 2 fewer per kong; option ``play_to_end``: at the empty wall."""
        return 0 if options.get("play_to_end") else max(0, 34 - 2 * kongs)

    def win_on_unclaimed_discard(self, discards: Sequence[int], claimed: Sequence[bool]) -> TableWin | None:
        """CX-7 十連風: a player's first ten discards were all honors and none was claimed: they win."""
        if len(discards) != TEN_WINDS or any(claimed) or not all(HONOR <= k < N_KINDS for k in discards):
            return None
        return TableWin("十連風", {"ten_honors": True})

    def settling_discard(self, melds: int) -> TableWin | None:
        """CX-13 單吊抛花: a 抛花 player down to a lone wild (four melds made) discards it: someone who can
        win on it must, or else the hand ends as their win."""
        return TableWin("單吊抛花", {"paohua_single": True}) if melds == 4 else None

    def pick_best_winner(self, candidates: Sequence[tuple[int, ScoreResult]]) -> int:
        """CX-6: the higher basic score S; equal → nearest after the discarder (candidates come in that
        order)."""
        best = max(float(result.totals.get("basic", 0)) for _, result in candidates)
        return next(chair for chair, result in candidates if float(result.totals.get("basic", 0)) == best)

    # --- its own seat state and table hooks (phases): CX-11 抛花, CX-13, CX-14, CX-15, in paohua.py ---
    def seat_state(self, table: Table, chair: int) -> paohua.PaohuaSeat:
        """CX-11: a hand dealt in 抛花 is known from the deal."""
        return paohua.dealt_state(table, chair)

    def public_marks(self, state: paohua.PaohuaSeat) -> tuple[str, ...]:
        return paohua.public_marks(state)

    def state_context(self, table: Table, chair: int | None, discarder: int | None) -> Mapping[str, Any]:
        return paohua.state_context(table, chair, discarder)

    def after_draw(self, table: Table, chair: int) -> TableWin | None:
        return paohua.win_on_draw(table, chair)

    def after_discard(self, table: Table, chair: int, discard: Action) -> TableWin | None:
        """CX-11: whether the hand now wins on any tile; CX-13: such a hand's discard may settle the hand."""
        if paohua.after_discard(table, chair):
            return self.settling_discard(len(table.seats[chair].melds))
        return None

    def after_kong(self, table: Table, chair: int) -> None:
        paohua.after_kong(table, chair)  # CX-14

    def restore_seat(self, table: Table, chair: int, marks: tuple[str, ...]) -> paohua.PaohuaSeat:
        """CX-11: whether the seat's waiting hand wins on any tile, as after its discard. A seat holding a
        full hand on its turn is left as not 抛花: had it been, its draw would have won already (CX-15's
        added kong aside). CX-14's kong before a discard is not known of a seat drawn at random."""
        waiting = table.seats[chair].held % 3 == 1
        return paohua.PLAIN._replace(paohua=waiting and paohua.wins_on_any_tile(table, chair))

    def turn_actions(self, table: Table, chair: int, actions: list[Action]) -> list[Action]:
        return paohua.kong_or_win(table, chair, actions)  # CX-15

    def win_refusal(self, table: Table, chair: int, *, self_drawn: bool, forced: bool) -> Refusal | None:
        return paohua.win_refusal(table, chair, self_drawn=self_drawn, forced=forced)

    def phase_hooks(self) -> PhaseHooks:
        """The table asks paohua.py's functions themselves on every draw and turn: the method around each
        cost ~0.5% of a hand apiece (instructions_per_hand.sh)."""
        return super().phase_hooks()._replace(after_draw=paohua.win_on_draw, turn_actions=paohua.kong_or_win)

    # --- scorer ---
    context_keys = (
        "indicator", "single_wait_discard", "after_own_kong", "ten_honors", "four_long",
        "paohua_single",  # CX-13 單吊 in 抛花 (rules/variants/cixi/rules.md)
    )

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.cixi.scoring import score

        return score(hand)

    # --- accelerators ---
    def shape_rules(self) -> ShapeRules:
        return CIXI_SHAPES  # CX-7 seven pairs, 十三幺, 全風向

    def any_tile_completes(self, concealed: Sequence[int], n_melds: int, rule: WildRule) -> bool:
        """CX-11 抛花 read from the hand's shape (``hands.is_paohua``) instead of trying every kind."""
        from rules.variants.cixi.hands import is_paohua

        (long_kind,) = rule.wilds
        return is_paohua(concealed, n_melds, long_kind)


VARIANT = CixiVariant()
