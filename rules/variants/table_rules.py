"""A variant's table rules: the fixed facts of its table, as one frozen value (``Variant.table_rules``).

What the tile set is, what is set aside, how many may win on one discard, which claims are limited and
which discards refused — the numbers and switches of ``shared/spec/rules-<id>.md`` that need no code.
The engine, the bots and the app read them; behaviour that needs code is a hook (:mod:`.hooks`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.variants.options import Option

WinnersRule = Literal["all", "nearest", "best"]
WildDiscard = Literal["free", "last", "never"]


@dataclass(frozen=True, slots=True)
class TableRules:
    """The common rules' values (rules-common.md) unless a variant names its own."""

    # --- tiles (C-8) ---
    with_flowers: bool = False  # 144 tiles instead of 136
    set_aside: frozenset[int] = frozenset()  # flowers set aside on being dealt/drawn and replaced (C-3)
    turns_indicator: bool = False  # a tile is turned up after the deal and picks the wilds (JH-2, CX-1)

    # --- play ---
    winners_on_discard: WinnersRule = "nearest"  # C-5 default: one winner, nearest after the discarder
    claim_limit: int | None = None  # claims allowed on one supplier per hand (CX-5)
    knocking: bool = False  # 敲 before winning (SH-6)
    missed_win_binds_kind: bool = False  # 漏胡 on the declined tile kind (JS-8, SH-8)
    no_same_kind_after_claim: bool = False  # JS-7
    wild_discard: WildDiscard = "free"  # JS-3 last resort, CX-2 never
    four_wilds_win: bool = False  # CX-7 四龍
    # the opening a non-dealer's win is rewarded in (cli.md ``first_turn``): its own first turn, or
    # (JS-15 地胡) the whole first go-around, up to the dealer's second discard
    opening_go_around: bool = False
    any_tile_auto_win: bool = False  # CX-11 抛花: wins automatically on the draw, never on a discard
    liable_after_claims: int | None = None  # claims on one supplier that make it liable (JH-8 承包: three)
    bound_both_ways: bool = False  # 承包 binds both players (SH-14), not the supplier alone (JH-8)

    # --- how the table lies ---
    river_row: int = 6  # discards per river row (CX-17: ten)

    # --- the house rules a game is started with (cli.md --option): the variant's options.py ---
    options: tuple[Option, ...] = ()

