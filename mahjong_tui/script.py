"""Writing Chinese text in the reader's script (issue 18): one script per screen.

The app's Chinese is written once, in traditional characters (the seeds' script); ``zh-Hans`` readers get it
through OpenCC's ``t2s`` converter, ``zh-Hant`` readers through ``s2t`` so that a stray simplified character
in a source string is mended too. OpenCC (the field's converter, on PyPI as ``opencc``) runs at run time:
a converted string is remembered, so each text pays once.
"""

from __future__ import annotations

from functools import cache, lru_cache

import opencc

# 台 is the scoring unit as the seeds and Taiwanese tables write it; s2t would make it 臺.
_HANT_KEEP = {"臺": "台"}


@cache
def _converter(config: str) -> opencc.OpenCC:
    return opencc.OpenCC(config)


@lru_cache(maxsize=8192)
def to_script(text: str, lang: str) -> str:
    """``text`` in ``lang``'s script: simplified for ``zh-Hans``, traditional for ``zh-Hant``, unchanged else."""
    if lang == "zh-Hans":
        return str(_converter("t2s").convert(text))
    if lang == "zh-Hant":
        converted = str(_converter("s2t").convert(text))
        for made, kept in _HANT_KEEP.items():
            converted = converted.replace(made, kept)
        return converted
    return text
