"""金華 rank titles (JH-30, seed 等級說明): the title shown for a player's lifetime score in the profile.

The ladder is the seed's, thresholds and all (its 將王 → 將神 step is ×4 where the others are ×2; we
keep the seed's numbers). A score below the first threshold, negative included, keeps the first title.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Final

# (lifetime score needed, Chinese title as the seed writes it, English)
TITLES: Final[tuple[tuple[int, str, str], ...]] = (
    (0, "初出茅庐", "Fresh from the Country"),
    (10, "小有财运", "A Little Lucky"),
    (20, "贫农", "Poor Peasant"),
    (40, "中农", "Middle Peasant"),
    (80, "富农", "Rich Peasant"),
    (160, "小有成就", "Modest Success"),
    (320, "富翁", "Man of Means"),
    (640, "富豪", "Tycoon"),
    (1280, "大富豪", "Great Tycoon"),
    (2560, "日进斗金", "Gold by the Bushel"),
    (5120, "老千", "Card Sharp"),
    (10240, "大老千", "Great Card Sharp"),
    (20480, "千王", "King of Sharps"),
    (40960, "圣手", "Master Hand"),
    (81920, "将侠", "Mahjong Knight"),
    (163840, "将王", "Mahjong King"),
    (655360, "将神", "Mahjong God"),
    (1310720, "独孤求败", "Seeker of Defeat"),
    (2621440, "天下无敌", "Invincible under Heaven"),
)

_THRESHOLDS: Final = tuple(needed for needed, _, _ in TITLES)


def title_for(lifetime_score: int) -> tuple[str, str]:
    """JH-30: (Chinese, English) title for a lifetime score: the highest rung whose threshold it reaches."""
    rung = max(bisect_right(_THRESHOLDS, lifetime_score) - 1, 0)
    _, zh, en = TITLES[rung]
    return zh, en


def next_title(lifetime_score: int) -> tuple[int, str, str] | None:
    """The next rung above the title this score holds (threshold, Chinese, English), or None at the top of
    the ladder. A score below the first threshold holds the first title already, so its next is the second."""
    rung = bisect_right(_THRESHOLDS, max(lifetime_score, _THRESHOLDS[0]))
    return TITLES[rung] if rung < len(TITLES) else None
