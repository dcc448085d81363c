"""Writing Chinese text in the reader's script (issue 18): one script per screen.

The app's Chinese is written once, in traditional characters (the seeds' script); ``zh-Hans`` readers get it
through OpenCC's ``t2s`` converter, ``zh-Hant`` readers through ``s2tw`` so that a stray simplified character
in a source string is mended too. OpenCC (the field's converter, on PyPI as ``opencc``) runs at run time:
a converted string is remembered, so each text pays once.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import opencc

# OpenCC's Taiwan-standard converter (s2tw: 吃, 裡, 群 as traditional readers write them today) with a few
# words put back: 台, the scoring unit as the seeds and the tables write it (not 臺); 慈溪, the town (not the
# archaic 慈谿); 斗金, a measure of gold in the 日進斗金 title (not 鬥, a fight); 幺, the one of 十三幺 and
# 幺九; and 胡 before 同樣 ("放沖胡同樣"), which the converter reads as 胡同, an alley.
_HANT_KEEP = {"臺": "台", "檯": "台", "慈谿": "慈溪", "鬥金": "斗金", "十三麼": "十三幺", "十三么": "十三幺",
              "麼九": "幺九", "么九": "幺九", "衚衕": "胡同"}


@cache
def _converter(config: str) -> opencc.OpenCC:
    import opencc  # loaded by the first Chinese text: an English table never needs it

    return opencc.OpenCC(config)


@lru_cache(maxsize=8192)
def to_script(text: str, lang: str) -> str:
    """``text`` in ``lang``'s script: simplified for ``zh-Hans``, traditional for ``zh-Hant``, unchanged
    else."""
    if lang == "zh-Hans":
        return str(_converter("t2s").convert(text))
    if lang == "zh-Hant":
        converted = str(_converter("s2tw").convert(text))
        for made, kept in _HANT_KEEP.items():
            converted = converted.replace(made, kept)
        return converted
    return text
