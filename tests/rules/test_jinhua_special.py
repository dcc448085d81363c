"""金華 Jinhua special shapes and situations: 七對子 JH-13/14, 十三不靠/七風 JH-15/16, JH-27, 天胡/地胡/人胡
JH-25, 海底撈月 JH-26, and the exclusive groups and best reading of JH-28.
"""

from __future__ import annotations

import random

import pytest

from rules.variants.jinhua.scoring import score
from tests.rules.jinhua_hands import E, N, W, finished, items, win

# ---------------------------------------------------------------- special shapes


def test_jh13_seven_pairs_with_caishen_as_wild() -> None:
    # JH-13 七對子 ×2: 7p completes the 3z pair; on a discard (no 爆頭)
    result = win("1133m2255p446s3z7p", "3z", discarder=W)
    assert items(result) == [("JH-13", "七對子", 2)]


def test_jh13_pure_seven_pairs() -> None:
    # JH-13 清七對 ×4: no 財神
    result = win("1133m2255p4466s3z", "3z", discarder=W)
    assert items(result) == [("JH-13", "清七對", 4)]
    assert result.net == (-4, 16, -8, -4)


def test_jh13_caishen_pair_as_own_face_is_still_pure() -> None:
    result = win("1133m2255p44s7p7p3z", "3z", discarder=W)
    assert items(result) == [("JH-13", "清七對", 4)]


def test_jh13_four_of_a_kind_is_two_pairs() -> None:
    result = win("1111m2255p4466s3z", "3z", discarder=W)
    assert items(result) == [("JH-13", "清七對", 4)]


def test_jh14_burst_head_seven_pairs_on_a_drawn_caishen() -> None:
    # JH-14: the drawn tile is the second 財神; still ×8 (not 清七對 ×4)
    result = win("1133m2255p4466s7p", "7p")
    assert items(result) == [("JH-14", "七對子爆頭", 8)]


def test_jh14_burst_head_when_the_drawn_tile_could_pair_naturally() -> None:
    # held: five pairs, 3z + 財神, lone 財神; drawing 3z is still 七對子爆頭 (best reading, JH-28)
    result = win("1133m2255p44s3z7p7p", "3z")
    assert items(result) == [("JH-14", "七對子爆頭", 8)]


def test_jh14_with_one_suit_multiplies() -> None:
    # JH-14 × JH-18 (財神 as wild: ×2)
    result = win("1122m3344m5566m7p", "9m")
    assert items(result) == [("JH-14", "七對子爆頭", 8), ("JH-18", "清一色", 2)]


def test_jh13_with_one_suit_pure() -> None:
    result = win("1122m3344m5566m9m", "9m", discarder=W)
    assert items(result) == [("JH-13", "清七對", 4), ("JH-18", "清一色", 4)]


def test_jh15_thirteen_unrelated() -> None:
    result = win("147m258p369s1234z", "5z", discarder=W)
    assert items(result) == [("JH-15", "十三不靠", 1)]


def test_jh15_caishen_stands_for_a_suit_tile() -> None:
    result = win("147m25p369s12345z", "7p", discarder=None)
    assert items(result) == [("JH-15", "十三不靠", 1)]


def test_jh16_seven_winds() -> None:
    result = win("147m25p3s1234567z", "9s", discarder=W)
    assert items(result) == [("JH-16", "七風", 2)]


def test_jh27_caishen_cannot_stand_for_an_honor_in_unrelated() -> None:
    # four honors + 財神: not 十三不靠 (JH-27), and no other shape
    result = score(finished("147m258p369s1234z", "7p"))
    assert not result.valid


def test_jh27_honor_caishen_seven_winds_needs_two_whites() -> None:
    # seed: 當風作為財神時，手上必須有兩個白板 — 財神 東: one 白板 is 白, the other stands for 東
    result = win("147m25p36s234567z", "5z", discarder=W, indicator="1z")
    assert items(result) == [("JH-16", "七風", 2)]


def test_jh15_suit_tiles_must_be_three_apart() -> None:
    result = score(finished("146m258p369s1234z", "5z", discarder=W))
    assert not result.valid


# ---------------------------------------------------------------- situations


def test_jh25_heavenly_win() -> None:
    result = win("123m456m789s234p5z", "5z", wind=E, first_turn=True)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-25", "天胡", 2)]
    assert result.net == (12, -4, -4, -4)


def test_jh25_earthly_win_on_the_dealers_first_discard() -> None:
    result = win("123m456m789s234p5z", "5z", discarder=E, first_turn=True)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-25", "地胡", 2)]


def test_jh25_human_win_non_dealer_first_self_draw() -> None:
    result = win("1133m2255p4466s3z", "3z", wind=N, first_turn=True)
    assert items(result) == [("JH-13", "清七對", 4), ("JH-25", "人胡", 2)]
    assert result.totals["multiplier"] == 8


def test_jh25_no_item_on_another_non_dealers_discard() -> None:
    result = win("123m456m789s234p5z", "5z", discarder=W, first_turn=True)
    assert items(result) == [("JH-10", "平胡", 1)]


def test_jh26_last_tile_self_drawn() -> None:
    result = win("123m456m789s234p5z", "5z", last_tile=True)
    assert items(result) == [("JH-10", "平胡", 1), ("JH-26", "海底撈月", 2)]


def test_jh26_seed_example_seven_pairs_and_burst_head() -> None:
    # seed: 海撈七對 ×4, 海撈清七對 ×8 (each ×2 on the hand's multiplier)
    pairs = win("1133m2255p446s3z7p", "6s", last_tile=True)
    assert items(pairs) == [("JH-13", "七對子", 2), ("JH-26", "海底撈月", 2)]
    assert pairs.totals["multiplier"] == 4
    pure = win("1133m2255p4466s3z", "3z", last_tile=True)
    assert items(pure) == [("JH-13", "清七對", 4), ("JH-26", "海底撈月", 2)]
    assert pure.totals["multiplier"] == 8


def test_jh26_not_on_a_discard() -> None:
    result = win("123m456m789s234p5z", "5z", discarder=W, last_tile=True)
    assert items(result) == [("JH-10", "平胡", 1)]


def test_jh28_many_groups_multiply() -> None:
    # 三財一刻 × 清一色 (財神 as own face) × 碰碰胡 × 海底撈月 × JH-6: 8 × 4 × 2 × 2 × 2
    result = win("111m222m444m55m7m7m", "7m", indicator="7m", last_tile=True, draws_before=1)
    assert items(result) == [
        ("JH-11", "碰碰胡", 2),
        ("JH-18", "清一色", 4),
        ("JH-22", "三財一刻", 8),
        ("JH-26", "海底撈月", 2),
        ("JH-6", "荒局加倍", 2),
    ]
    assert result.totals["multiplier"] == 256


def test_jh28_equal_products_prefer_the_bigger_single_item() -> None:
    # drawn 財神 on 111m 222z 333p 44m 7p7p: 三財一刻 ×8 or 財神頭 ×4 × 爆頭 ×2 (also a 爆頭 wait);
    # both × 碰碰胡 = 16. DECISION: the reading with the bigger single item is shown.
    result = win("111m222z333p44m7p7p", "7p")
    assert items(result) == [("JH-11", "碰碰胡", 2), ("JH-22", "三財一刻", 8)]


JH28_GROUPS = ({"JH-13", "JH-14"}, {"JH-18"}, {"JH-19", "JH-20"}, {"JH-15", "JH-16"}, {"JH-21", "JH-22"})


@pytest.mark.parametrize(
    ("concealed", "tile", "indicator"),
    [
        ("1122m3344m5566m7m", "7m", "7m"),  # 七對子 group, 清一色 group candidates together
        ("111m222m444m55m7m7m", "7m", "7m"),  # 財神頭 / 三財一刻 both readable
        ("111z333z222z66z5z7z", "7z", "5z"),  # 亂風 / 清風 both readable
        ("147m25p3s1234567z", "9s", "1m"),  # 十三不靠 / 七風
    ],
)
def test_jh28_at_most_one_item_per_group(concealed: str, tile: str, indicator: str) -> None:
    result = win(concealed, tile, indicator=indicator)
    rules = [i.rule for i in result.items]
    for group in JH28_GROUPS:
        assert sum(1 for r in rules if r in group) <= 1, rules


def test_rules_page_names_every_rule_id_in_both_languages() -> None:
    # rules/variants/jinhua/rules.md: every JH-1 … JH-30 as a bold heading, Chinese and English text
    from rules.variants import get_variant

    page = get_variant("jinhua").rules_page_text()
    ids = [f"JH-{n}" for n in (*range(1, 9), *range(10, 31))]
    missing = [rule for rule in ids if f"**{rule} " not in page]
    assert missing == []
    assert page.count("DECISION") >= 10
    assert "財神" in page and "wild" in page


def _random_hand(rng: random.Random) -> tuple[int, list[int]] | None:
    """A 14-tile hand that is often complete: groups, seven pairs or noise, with 0-3 財神 sprinkled in."""
    face = rng.randrange(34)
    mode = rng.random()
    if mode < 0.5:
        hand: list[int] = []
        while len(hand) < 12:
            s = rng.randrange(34)
            hand += [s, s + 1, s + 2] if s < 27 and s % 9 <= 6 and rng.random() < 0.5 else [s] * 3
        pair = rng.randrange(34)
        hand += [pair, pair]
    elif mode < 0.75:
        hand = [k for k in rng.sample(range(34), 7) for _ in range(2)]
    else:
        hand = [rng.randrange(27, 34) if rng.random() < 0.5 else rng.randrange(34) for _ in range(14)]
    for _ in range(rng.randrange(4)):
        hand[rng.randrange(14)] = face
    if any(hand.count(k) > 4 for k in hand) or hand.count(face) > 3:
        return None
    return face, hand


def test_scorer_accepts_exactly_what_the_analysis_calls_complete() -> None:
    # C-6 / JH-13..JH-20 / JH-27: the exhaustive scorer and the fast analysis agree on 400 seeded hands;
    # every valid result is zero-sum and its multiplier is the product of its items
    from rules.analysis import complete
    from rules.hand import WildRule
    from rules.scoring import FinishedHand, SeatHand
    from rules.variants.jinhua import VARIANT

    rng = random.Random(20261129)
    checked = valid = 0
    while checked < 400:
        drawn = _random_hand(rng)
        if drawn is None:
            continue
        face, hand = drawn
        checked += 1
        seats = (SeatHand(), SeatHand(concealed=tuple(hand[:-1])), SeatHand(), SeatHand())
        result = score(FinishedHand(winner=1, win_tile=hand[-1], hands=seats, context={"indicator": face}))
        assert result.valid == complete(hand, WildRule.caishen(face), 4, VARIANT.shape_rules()), (face, hand)
        if result.valid:
            valid += 1
            assert sum(result.net) == 0
            product = 1
            for item in result.items:
                product *= int(item.value)
            assert result.totals["multiplier"] == product
    assert valid > 100
