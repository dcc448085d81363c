"""上海敲麻 Shanghai knock — variant id ``shanghai`` (shared/spec/rules-shanghai.md).

Table parameters and hooks live here (engine issue); scoring lives in ``scoring.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from rules.analysis.shape_rules import ShapeRules
from rules.scoring import FinishedHand, ScoreResult
from rules.tiles import PLANT_FLOWERS, SEASON_FLOWERS
from rules.variants.base import Carry, HandOutcome, Variant


class ShanghaiVariant(Variant):
    id = "shanghai"
    name_zh = "上海敲麻"
    name_en = "Shanghai knock"
    with_flowers = True
    set_aside = frozenset(SEASON_FLOWERS + PLANT_FLOWERS)  # SH-1 all eight set aside
    winners_on_discard = "all"  # SH-5 一炮多響
    knocking = True  # SH-6, SH-7
    missed_win_binds_kind = True  # SH-8 漏胡 on one tile kind
    flowers_for_instant_win = 8  # SH-2 八花齊
    # SH-4 the wall ends empty: the engine's default
    context_keys = ("dice", "huangfan", "knocked", "stacks")  # stacks: SH-20, scoring.py
    # SH-10 only an added kong may be robbed: the engine's rule for every variant (C-5)
    option_defaults = MappingProxyType({
        "max_loss_lezi": 5,  # SH-17
        "swap_tiles": False,  # SH-18 換牌 (an option the table does not offer yet)
        "turn_timer": False,  # SH-19 計時 (an option the table does not offer yet)
        "stack": None,  # SH-20 逛花園; None = off
    })

    def shape_rules(self) -> ShapeRules:
        return ShapeRules(all_honors=True)  # SH-9 風一色: 14 honors in any arrangement

    def next_dealer(self, outcome: HandOutcome, rng: random.Random) -> int:
        """SH-3: the winner (nearest after the discarder) deals next; a drawn hand keeps the dealer."""
        return outcome.winners[0] if outcome.winners else outcome.dealer

    def table_marks(self, dice: tuple[int, int], carry: Carry) -> dict[str, int]:
        """SH-16 荒番 (shown from 0) and SH-15 開寶 when the dice of this hand make it."""
        from rules.variants.shanghai.payments import is_kaibao

        return {"huangfan": carry.get("huangfan", 0), "kaibao": int(is_kaibao(dice))}

    def next_carry(self, carry: Carry, outcome: HandOutcome) -> Carry:
        """SH-16 荒番: a drawn hand adds 1; a won hand while above 0 takes 1 off."""
        count = carry.get("huangfan", 0)
        count = count + 1 if not outcome.winners else max(0, count - 1)
        return {**carry, "huangfan": count}

    def max_loss(self, options: Mapping[str, Any]) -> int | None:
        """SH-17: no player pays more than ``max_loss_lezi`` 勒子 (10 each) in one hand."""
        lezi = options.get("max_loss_lezi")
        return None if lezi is None else int(lezi) * 10

    def score(self, hand: FinishedHand) -> ScoreResult:
        from rules.variants.shanghai.scoring import score

        return score(hand)


VARIANT = ShanghaiVariant()
