"""上海敲麻 Shanghai knock — variant id ``shanghai`` (shared/spec/rules-shanghai.md).

Its table rules are in ``table_rules.py``; its hooks, its scorer's entry, its accelerators and its words
below; the scoring items in ``scoring.py``, SH-13..SH-20's payments in ``payments.py``, SH-6 in ``knock.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rules.analysis.shape_rules import ShapeRules
from rules.engine.actions import Action
from rules.hand import Meld
from rules.refusal import Refusal
from rules.scoring import FinishedHand, Payment, ScoreResult
from rules.tiles import FLOWER
from rules.variants.base import Carry, HandOutcome, PhaseHooks, TableWin, Variant
from rules.variants.shanghai import knocking
from rules.variants.shanghai.knock import could_knock
from rules.variants.shanghai.swap import Swap
from rules.variants.shanghai.table_rules import EIGHT_FLOWERS, SWAP_TILES, TABLE_RULES, TURN_SECONDS

if TYPE_CHECKING:
    from rules.engine.phases import Turn
    from rules.engine.table import Table


class ShanghaiVariant(Variant):
    # --- words ---
    id = "shanghai"
    name_zh = "上海敲麻"
    name_en = "Shanghai knock"

    table_rules = TABLE_RULES

    # --- hooks ---
    def win_on_flower(self, flowers: Sequence[int]) -> TableWin | None:
        """SH-2 八花齊: the eighth flower set aside wins the hand at once."""
        return TableWin("八花齊", {"eight_flowers": True}) if len(flowers) >= EIGHT_FLOWERS else None

    def next_dealer(self, outcome: HandOutcome, rng: random.Random) -> int:
        """SH-3: the winner (nearest after the discarder) deals next; a drawn hand keeps the dealer."""
        return outcome.winners[0] if outcome.winners else outcome.dealer

    def table_marks(self, dice: tuple[int, int], carry: Carry) -> dict[str, int]:
        """SH-16 荒番 (shown from 0) and SH-15 開寶 when the dice of this hand make it."""
        from rules.variants.shanghai.payments import is_kaibao

        return {"huangfan": carry.get("huangfan", 0), "kaibao": int(is_kaibao(dice))}

    def next_carry(self, carry: Carry, outcome: HandOutcome) -> Carry:
        """SH-16 荒番: a drawn hand adds 1; a won hand while above 0 takes 1 off."""
        from rules.variants.shanghai.payments import huangfan_after

        return {**carry, "huangfan": huangfan_after(carry.get("huangfan", 0), won=bool(outcome.winners))}

    def starting_stack(self, options: Mapping[str, Any]) -> int | None:
        """SH-20 逛花園: option ``stack`` (None or 0 = off) is every player's starting points."""
        stack: int | None = options.get("stack")
        return stack or None

    def swap_limit(self, options: Mapping[str, Any]) -> int:
        """SH-18 換牌: with option ``swap_tiles`` each player may once exchange up to five tiles."""
        return SWAP_TILES if options.get("swap_tiles") else 0

    def turn_seconds(self, options: Mapping[str, Any]) -> int | None:
        """SH-19 計時: option ``turn_timer`` on gives 20 s to discard or answer a claim."""
        return TURN_SECONDS if options.get("turn_timer") else None

    # --- table hooks (phases): SH-6/7 knocking in knocking.py, SH-18 換牌 in swap.py ---
    def opening_phase(self, table: Table, turn: Turn) -> Swap | None:
        """SH-18 換牌 with option ``swap_tiles``: each player in turn, dealer first, before the first
        discard."""
        limit = self.swap_limit(table.options)
        return Swap(turn, limit) if limit else None

    # --- its own seat state: SH-6's knock (None until the seat knocks) ---
    def public_marks(self, state: knocking.Knock | None) -> tuple[str, ...]:
        return knocking.public_marks(state)

    def state_context(self, table: Table, chair: int | None, discarder: int | None) -> Mapping[str, Any]:
        return knocking.state_context(table, chair, discarder)

    def after_discard(self, table: Table, chair: int, discard: Action) -> TableWin | None:
        """SH-6: a knock is made with a discard; the hand is locked on its waits (SH-7)."""
        if discard.kind is knocking.KNOCK:
            knocking.knock(table, chair)
        return None

    def restore_seat(self, table: Table, chair: int, marks: tuple[str, ...]) -> knocking.Knock | None:
        return knocking.restored_knock(table, chair, marks)

    def turn_actions(self, table: Table, chair: int, actions: list[Action]) -> list[Action]:
        return knocking.turn_actions(table, chair, actions)

    def claim_actions(self, table: Table, chair: int, actions: list[Action]) -> list[Action]:
        return knocking.claim_actions(table, chair, actions)

    def win_refusal(self, table: Table, chair: int, *, self_drawn: bool, forced: bool) -> Refusal | None:
        return knocking.win_refusal(table, chair)

    def discard_refusal(self, table: Table, chair: int, tile: int) -> Refusal | None:
        return knocking.discard_refusal(table, chair, tile)

    def phase_hooks(self) -> PhaseHooks:
        """The table asks knocking.py's functions themselves: SH-6 is asked of every seat on every discard
        and turn, where the method around each cost ~0.7% of a hand apiece."""
        return super().phase_hooks()._replace(turn_actions=knocking.turn_actions,
                                              claim_actions=knocking.claim_actions,
                                              win_refusal=knocking.win_refusal,
                                              state_context=knocking.state_context)

    # --- scorer ---
    context_keys = ("dice", "huangfan", "knocked", "stacks")  # stacks: SH-20, scoring.py

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.shanghai.scoring import score

        return score(hand)

    def settle(self, results: Sequence[ScoreResult], discarder: int | None, options: Mapping[str, Any],
               context: Mapping[str, Any]) -> list[Payment]:
        """SH-5/SH-17/SH-20: several winners on one discard are paid nearest first, each payer cut at the
        hand's loss limit and their 逛花園 stack across all of them (one winner: already cut by the
        scorer)."""
        if discarder is None:
            return super().settle(results, discarder, options, context)
        from rules.variants.shanghai.payments import settle_multiple

        return settle_multiple(results, discarder, options, context)

    def no_win_left(self, melds: Sequence[Meld]) -> str | None:
        """SH-9: a chi and melds of two suits leave no hand that may win."""
        from rules.variants.shanghai.scoring import no_allowed_hand_left

        return no_allowed_hand_left(melds)

    # --- accelerators ---
    def shape_rules(self) -> ShapeRules:
        return ShapeRules(all_honors=True)  # SH-9 風一色: 14 honors in any arrangement

    def knock_possible(self, counts: Sequence[int], melds: Sequence[Meld]) -> bool:
        """SH-6: only a hand that one discard leaves waiting on an allowed hand (SH-9) may knock."""
        return could_knock(counts, melds)

    def accepts_win(self, hand: FinishedHand) -> bool | None:
        """SH-2/SH-6/SH-9 without items or payments (offered wins, and every discard that could knock)."""
        from rules.variants.shanghai.scoring import accepts_win

        return accepts_win(hand)

    def accepts_own_win(self, concealed: Sequence[int], melds: Sequence[Meld], win_tile: int, *,
                        seat_state: knocking.Knock | None, self_drawn: bool, flowers: int,
                        wind: int) -> bool | None:
        """SH-6/SH-9 from the winner's tiles alone (every wait of a hand that could knock); a flower may
        complete only 八花齊 (SH-2), which reads the set-aside flowers: the full hand then."""
        if win_tile >= FLOWER:
            return None
        from rules.variants.shanghai.scoring import win_refusal

        return win_refusal(concealed, melds, win_tile, knocked=seat_state is not None) is None


VARIANT = ShanghaiVariant()
