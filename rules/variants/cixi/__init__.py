"""慈溪麻將 Cixi — variant id ``cixi`` (shared/spec/rules-cixi.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from rules.analysis.shape_rules import ShapeRules
from rules.hand import WildRule
from rules.scoring import FinishedHand, ScoreResult
from rules.tiles import HONOR, N_KINDS, next_kind
from rules.variants.base import TableWin, Variant
from rules.variants.cixi import paohua
from rules.variants.cixi.shapes import CIXI_SHAPES

if TYPE_CHECKING:
    from rules.engine.actions import Action
    from rules.engine.table import Table

TEN_WINDS = 10  # CX-7 十連風: the first ten discards all honors, none claimed


class CixiVariant(Variant):
    id = "cixi"
    name_zh = "慈溪麻將"
    name_en = "Cixi"
    turns_indicator = True  # the turned tile is out of play
    winners_on_discard = "best"  # CX-6 the higher basic score wins
    claim_limit = 2  # CX-5 a third claim on one supplier is not offered
    wild_discard = "never"  # CX-2 a 龍 is never discarded
    four_wilds_win = True  # CX-7 四龍
    any_tile_auto_win = True  # CX-11 抛花
    river_row = 10  # CX-17 each player's discards sit in rows of ten
    context_keys = (
        "indicator", "single_wait_discard", "after_own_kong", "ten_honors", "four_long",
        "paohua_single",  # CX-13 單吊 in 抛花 (rules/variants/cixi/rules.md)
    )
    option_defaults = MappingProxyType({"ante": 1, "play_to_end": False})  # CX-16, CX-3
    option_limits = MappingProxyType({"ante": (1, 1000)})  # CX-16: every amount × a positive ante

    def wild_rule(self, indicator: int | None) -> WildRule:
        # CX-1 龍 = the kind after the indicator
        return WildRule.none() if indicator is None else WildRule(frozenset({next_kind(indicator)}))

    def shape_rules(self) -> ShapeRules:
        return CIXI_SHAPES  # CX-7 seven pairs, 十三幺, 全風向

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

    def any_tile_completes(self, concealed: Sequence[int], n_melds: int, rule: WildRule) -> bool:
        from rules.variants.cixi.hands import is_paohua

        (long_kind,) = rule.wilds
        return is_paohua(concealed, n_melds, long_kind)

    def pick_best_winner(self, candidates: Sequence[tuple[int, ScoreResult]]) -> int:
        """CX-6: the higher basic score S; equal → nearest after the discarder (candidates come in that order)."""
        best = max(float(result.totals.get("basic", 0)) for _, result in candidates)
        return next(chair for chair, result in candidates if float(result.totals.get("basic", 0)) == best)

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.cixi.scoring import score

        return score(hand)

    # --- table hooks: CX-11 抛花 and CX-13 單吊抛花 (paohua.py) ---
    def after_draw(self, table: Table, chair: int) -> TableWin | None:
        return paohua.win_on_draw(table, chair)

    def after_discard(self, table: Table, chair: int, discard: Action) -> TableWin | None:
        """CX-11: whether the hand now wins on any tile; CX-13: such a hand's discard may settle the hand."""
        paohua.update_any_tile_wins(table, chair)
        seat = table.seats[chair]
        return self.settling_discard(len(seat.melds)) if seat.any_tile_wins else None

    def win_refusal(self, table: Table, chair: int, *, self_drawn: bool, forced: bool) -> str | None:
        return paohua.win_refusal(table, chair, self_drawn=self_drawn, forced=forced)


VARIANT = CixiVariant()
