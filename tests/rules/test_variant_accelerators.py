"""Every variant's accelerators agree with its scorer (rules/variants/accelerators.py).

Each variant plays seeded hands twice in lockstep: as it is, and as a plain twin whose accelerators all
answer "don't know" (``accepts_win``, ``accepts_own_win`` → None, ``knock_possible`` → True) or are done
the slow way (``any_tile_completes`` tries every drawable kind), so that the engine scores every hand
the shortcut would have judged. Both must offer the same actions at every decision and end the hand
the same way: a shortcut that refused a win ``score`` accepts (or the reverse) shows as a difference.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from bots import get_bot
from rules.analysis import is_complete
from rules.engine import Game
from rules.hand import Meld, WildRule
from rules.scoring import FinishedHand
from rules.tiles import N_KINDS
from rules.variants import VARIANT_IDS, get_variant
from rules.variants.base import Variant


def plain_twin(variant: Variant) -> Variant:
    """``variant`` with every accelerator answered the slow way, by the scorer or by trying each tile."""

    class Plain(type(variant)):  # type: ignore[misc]
        def accepts_win(self, hand: FinishedHand) -> bool | None:
            return None

        def accepts_own_win(self, concealed: Sequence[int], melds: Sequence[Meld], win_tile: int, *,
                            seat_state: Any, self_drawn: bool, flowers: int, wind: int) -> bool | None:
            return None

        def knock_possible(self, counts: Sequence[int], melds: Sequence[Meld]) -> bool:
            return True

        def any_tile_completes(self, concealed: Sequence[int], n_melds: int, rule: WildRule) -> bool:
            return every_tile_completes(self, concealed, n_melds, rule)

    return Plain()


def every_tile_completes(variant: Variant, concealed: Sequence[int], n_melds: int, rule: WildRule) -> bool:
    """CX-11 抛花 read literally: each kind the hand does not hold four of completes it by shape."""
    (wild,) = rule.wilds
    for kind in range(N_KINDS):
        if concealed.count(kind) >= 4:
            continue
        counts = [0] * N_KINDS
        wilds = 0
        for tile in (*concealed, kind):
            if tile == wild:
                wilds += 1
            else:
                counts[tile] += 1
        if not is_complete(counts, wilds, 4 - n_melds, variant.shape_rules(), wild_kind=wild):
            return False
    return True


def play_in_lockstep(variant_id: str, seed: int, hands: int) -> int:
    """Play ``hands`` hands of ``variant_id`` with the normal bot, real and plain side by side; the
    number of decisions where a win or a knock was on offer (so the test knows it met some)."""
    real_variant = get_variant(variant_id)
    twin = plain_twin(real_variant)
    bots = [get_bot("normal", random.Random(f"{seed}:{chair}")) for chair in range(4)]
    deals = random.Random(seed)
    offered = 0
    for number in range(hands):
        hand_seed, dealer = deals.getrandbits(32), number % 4
        real, plain = Game(real_variant, hand_seed, dealer), Game(twin, hand_seed, dealer)
        while real.result is None:
            chair = real.turn if real.phase == "turn" else real.to_act()[0]
            legal = real.legal_actions(chair)
            assert [str(a) for a in legal] == [str(a) for a in plain.legal_actions(chair)], (
                variant_id, hand_seed, chair, real.events[-3:])
            offered += any(a.kind.name in ("WIN", "KNOCK") for a in legal)
            action = bots[chair].choose(real.observation(chair))
            real.apply(action)
            plain.apply(action)
        assert plain.result is not None
        assert (plain.result.winners, plain.result.net, plain.result.how) == (
            real.result.winners, real.result.net, real.result.how)
    return offered


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_accelerators_agree_with_score_in_play(variant_id: str) -> None:
    assert play_in_lockstep(variant_id, seed=17, hands=3) > 0


@pytest.mark.slow
@pytest.mark.parametrize("variant_id", VARIANT_IDS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_accelerators_agree_with_score_in_many_hands(variant_id: str, seed: int) -> None:
    assert play_in_lockstep(variant_id, seed, hands=20) > 0


def test_every_tile_completes_agrees_with_cixis_paohua_on_wild_hands() -> None:
    """CX-11: ``any_tile_completes`` (the hand's shape read once) against trying all 34 kinds."""
    cixi = get_variant("cixi")
    rng = random.Random(11)
    rule = cixi.wild_rule(0)  # 龍 = 2m
    (wild,) = rule.wilds
    seen = set()
    for _ in range(400):
        n_melds = rng.choice([2, 3, 4])
        size = 13 - 3 * n_melds
        pool = [k for k in range(N_KINDS) for _ in range(4)]
        rng.shuffle(pool)
        concealed = sorted([wild] * rng.randint(1, min(3, size)) + pool[: size])[:size]
        if any(concealed.count(k) > 4 for k in concealed):
            continue
        fast = cixi.any_tile_completes(concealed, n_melds, rule)
        seen.add(fast)
        assert fast == every_tile_completes(cixi, concealed, n_melds, rule), (concealed, n_melds)
    assert seen == {True, False}
