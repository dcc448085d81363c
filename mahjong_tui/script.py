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


# OpenCC's t2s converts characters, not words: Taiwan's words came out in simplified characters (自订, 纪录,
# 搜寻, 档案 …). The mainland's words for them (issue 27), longest first where one contains another; 存档
# stays (mainland games say it), and 表单, 提示, 列 (a column) read the same on both sides.
_HANS_WORDS = (("跳脱字元", "转义字符"), ("纪录档", "记录文件"), ("自订", "自定义"), ("纪录", "记录"),
               ("搜寻", "搜索"), ("档案", "文件"), ("字串", "字符串"), ("字元", "字符"), ("物件", "对象"),
               ("选单", "菜单"), ("终端机", "终端"), ("范例", "示例"), ("指令", "命令"), ("萤幕", "屏幕"),
               ("资料夹", "文件夹"), ("讯息", "消息"), ("网路", "网络"), ("预设", "默认"), ("程式", "程序"),
               ("软体", "软件"), ("滑鼠", "鼠标"), ("视窗", "窗口"))


@cache
def _converter(config: str) -> opencc.OpenCC:
    import opencc  # loaded by the first Chinese text: an English table never needs it

    return opencc.OpenCC(config)


@lru_cache(maxsize=8192)
def to_script(text: str, lang: str) -> str:
    """``text`` in ``lang``'s script: simplified for ``zh-Hans``, traditional for ``zh-Hant``, unchanged
    else."""
    if lang == "zh-Hans":
        converted = str(_converter("t2s").convert(text))
        for taiwan, mainland in _HANS_WORDS:
            converted = converted.replace(taiwan, mainland)
        return converted
    if lang == "zh-Hant":
        converted = str(_converter("s2tw").convert(text))
        for made, kept in _HANT_KEEP.items():
            converted = converted.replace(made, kept)
        return converted
    return text
