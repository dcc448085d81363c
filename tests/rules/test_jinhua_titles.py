"""JH-30: the seed's rank titles (等級說明) for a player's lifetime score."""

from __future__ import annotations

import pytest

from rules.variants.jinhua.titles import TITLES, next_title, title_for

SEED_LADDER = [
    ("初出茅庐", 0), ("小有财运", 10), ("贫农", 20), ("中农", 40), ("富农", 80), ("小有成就", 160),
    ("富翁", 320), ("富豪", 640), ("大富豪", 1280), ("日进斗金", 2560), ("老千", 5120),
    ("大老千", 10240), ("千王", 20480), ("圣手", 40960), ("将侠", 81920), ("将王", 163840),
    ("将神", 655360), ("独孤求败", 1310720), ("天下无敌", 2621440),
]  # fmt: skip


def test_jh30_the_full_seed_ladder() -> None:
    assert [(zh, needed) for needed, zh, _ in TITLES] == SEED_LADDER
    assert all(en for _, _, en in TITLES)


@pytest.mark.parametrize(("zh", "needed"), SEED_LADDER)
def test_jh30_each_threshold_gives_its_title(zh: str, needed: int) -> None:
    assert title_for(needed)[0] == zh


@pytest.mark.parametrize(
    ("lifetime", "zh", "en"),
    [
        (-500, "初出茅庐", "Fresh from the Country"),
        (9, "初出茅庐", "Fresh from the Country"),
        (19, "小有财运", "A Little Lucky"),
        (163839, "将侠", "Mahjong Knight"),
        (655359, "将王", "Mahjong King"),  # the seed's ×4 step: nothing between 将王 and 将神
        (10**9, "天下无敌", "Invincible under Heaven"),
    ],
)
def test_jh30_title_between_thresholds(lifetime: int, zh: str, en: str) -> None:
    assert title_for(lifetime) == (zh, en)


def test_jh30_next_title() -> None:
    assert next_title(0) == (10, "小有财运", "A Little Lucky")
    assert next_title(-32) == (10, "小有财运", "A Little Lucky")  # below zero the first title is held already
    assert next_title(2621440) is None
