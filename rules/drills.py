""""What would you discard?" drills (issue 10): a random concealed hand of 14 tiles dealt from a variant's
tile set (its wilds included: the turned indicator picks 財神/龍, Jinshan's 梅蘭竹菊 are held 百搭), with the
best answers taken from :mod:`rules.analysis`: the discards that leave the lowest shanten and, among those,
the most live ukeire (tiles not visible to the player that lower the shanten). Seeded: the same generator
deals the same drills.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rules.analysis import DiscardOption, analyze
from rules.hand import WildRule
from rules.refusal import Refusal
from rules.tiles import N_ALL_KINDS, N_KINDS, counts_of, full_set, is_flower
from rules.variants.base import Variant

HAND_SIZE = 14
MAX_DEALS = 50


@dataclass(frozen=True, slots=True)
class Drill:
    variant: str
    concealed: tuple[int, ...]  # 14 tiles, sorted; wilds included
    indicator: int | None  # the turned tile (JH-2, CX-1), None where nothing is turned
    wilds: frozenset[int]
    options: tuple[DiscardOption, ...]  # every allowed discard, best first
    best: frozenset[int]  # the discards that share the best (shanten, ukeire)

    def option(self, tile: int) -> DiscardOption | None:
        return next((o for o in self.options if o.tile == tile), None)


@dataclass(frozen=True, slots=True)
class Verdict:
    right: bool
    chosen: DiscardOption
    best: tuple[DiscardOption, ...]
    options: tuple[DiscardOption, ...] = ()  # every allowed discard, best first (the explanation's table)


def rank_key(option: DiscardOption) -> tuple[int, int, int]:
    """Lower shanten first, then more live ukeire, then the tile (a stable order)."""
    return (option.shanten, -option.ukeire, option.tile)


def unseen_counts(concealed: tuple[int, ...], indicator: int | None) -> list[int]:
    """Copies the player cannot see, per kind: all but those in hand and the turned tile."""
    held = counts_of(concealed, N_ALL_KINDS)
    unseen = [4 - held[k] if k < N_KINDS else 1 - held[k] for k in range(N_ALL_KINDS)]
    if indicator is not None:
        unseen[indicator] -= 1
    return unseen


def _deal_once(variant: Variant, rng: random.Random) -> tuple[tuple[int, ...], int | None, WildRule]:
    wall = full_set(variant.table_rules.with_flowers)
    rng.shuffle(wall)
    indicator = None
    if variant.table_rules.turns_indicator:
        indicator = next(k for k in wall if not is_flower(k))
        wall.remove(indicator)
    # flowers set aside are replaced (C-3)
    hand = [k for k in wall if k not in variant.table_rules.set_aside][:HAND_SIZE]
    return tuple(sorted(hand)), indicator, variant.wild_rule(indicator)


def deal_drill(variant: Variant, rng: random.Random, *, near: int = 2) -> Drill:
    """A hand not yet complete where the choice matters (not every discard is equally good), preferably
    within ``near`` shanten of ready (a hand far from ready teaches little); else the nearest dealt."""
    found: Drill | None = None
    for _ in range(MAX_DEALS):
        concealed, indicator, rule = _deal_once(variant, rng)
        analysis = analyze(concealed, rule, 4, variant.shape_rules(),
                           unseen=unseen_counts(concealed, indicator),
                           can_discard_wild=variant.table_rules.wild_discard == "free")
        if analysis.shanten < 0 or not analysis.discards:
            continue
        options = tuple(sorted(analysis.discards, key=rank_key))
        top = rank_key(options[0])[:2]
        best = frozenset(o.tile for o in options if rank_key(o)[:2] == top)
        if len(best) == len(options):
            continue
        drill = Drill(variant.id, concealed, indicator, rule.wilds, options, best)
        if analysis.shanten <= near:
            return drill
        if found is None or drill.options[0].shanten < found.options[0].shanten:
            found = drill
    if found is None:  # pragma: no cover - practically unreachable
        raise RuntimeError(f"no drill found in {MAX_DEALS} deals")
    return found


def answer(drill: Drill, tile: int) -> Verdict:
    """Judge a discard; raises ValueError for a tile that is not an allowed discard of this hand."""
    chosen = drill.option(tile)
    if chosen is None:
        raise ValueError(Refusal.of("", "not_a_drill_discard",
                                    "that tile is not in the hand or may not be discarded"))
    best = tuple(o for o in drill.options if o.tile in drill.best)
    return Verdict(tile in drill.best, chosen, best, drill.options)
