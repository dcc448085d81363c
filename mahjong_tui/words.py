"""The running-text vocabulary: how a tile and a game term are written in a sentence, per language.

A tile's *face* is drawn as on a real tile (``mahjong_tui.tiles_view``); this module is what a sentence
says about it — a message, a hint, a log line, an explanation, an error. Every screen words tiles through
:func:`tile_name`, so one tile has one name per language:

* ``zh-Hans`` 二万 三条 五筒 东 中 发 白 春 … (the default Chinese: Shanghai and Zhejiang players read it)
* ``zh-Hant`` 二萬 三條 五筒 東 中 發 白 春 …
* ``en``      2 Characters, 3 Bamboo, 5 Dots, East wind, Red dragon, Plum flower

Raw codes (``5z``, ``6s``) appear only in the command line's JSON and ``--hand``/``analyze`` input.
:mod:`mahjong_tui.tile_input` reads back every name written here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from rules.tiles import FLOWER, HONOR, parse_tiles

LANGS = ("zh-Hans", "zh-Hant", "en")
LANG_ALIASES = {"zh": "zh-Hans", "zh-cn": "zh-Hans", "zh-sg": "zh-Hans", "zh-tw": "zh-Hant",
                "zh-hk": "zh-Hant",
                "zh-hans": "zh-Hans", "zh-hant": "zh-Hant"}

LANG_LABELS = {"zh-Hans": "简体中文", "zh-Hant": "繁體中文", "en": "English"}  # each in its own script


def canonical_lang(lang: str) -> str:
    """``zh`` → ``zh-Hans``; a known language unchanged; anything else raises :class:`ValueError`."""
    if lang in LANGS:
        return lang
    known = LANG_ALIASES.get(lang.lower())
    if known is None:
        raise ValueError(f"unknown language {lang!r} (choose zh-Hans, zh-Hant or en; zh means zh-Hans)")
    return known


def is_chinese(lang: str) -> bool:
    return lang.startswith("zh")


_CN_RANK = "一二三四五六七八九"
_SUIT_HANT = ("萬", "筒", "條")
_SUIT_HANS = ("万", "筒", "条")
_HONOR_HANT = "東南西北白發中"
_HONOR_HANS = "东南西北白发中"
_FLOWER_HANT = "春夏秋冬梅蘭竹菊"
_FLOWER_HANS = "春夏秋冬梅兰竹菊"
_SUIT_EN = (("Character", "Characters"), ("Dot", "Dots"), ("Bamboo", "Bamboo"))
_HONOR_EN = ("East wind", "South wind", "West wind", "North wind", "White dragon", "Green dragon",
             "Red dragon")
_FLOWER_EN = ("Spring", "Summer", "Autumn", "Winter", "Plum", "Orchid", "Bamboo", "Chrysanthemum")


def tile_name(kind: int, lang: str) -> str:
    """One tile in running text: 三万 / 三萬 / "3 Characters", 东 / 東 / "East wind"."""
    if lang == "en":
        return _tile_name_en(kind)
    hans = lang != "zh-Hant"
    if kind < HONOR:
        suit = (_SUIT_HANS if hans else _SUIT_HANT)[kind // 9]
        return _CN_RANK[kind % 9] + suit
    if kind < FLOWER:
        return (_HONOR_HANS if hans else _HONOR_HANT)[kind - HONOR]
    return (_FLOWER_HANS if hans else _FLOWER_HANT)[kind - FLOWER]


def _tile_name_en(kind: int) -> str:
    if kind < HONOR:
        rank = kind % 9 + 1
        one, many = _SUIT_EN[kind // 9]
        return f"{rank} {one if rank == 1 else many}"
    if kind < FLOWER:
        return _HONOR_EN[kind - HONOR]
    return f"{_FLOWER_EN[kind - FLOWER]} flower"


def tile_names(kinds: Iterable[int], lang: str) -> str:
    """Several tiles in running text, each named: 三万 四万 五万 / "3 Characters, 4 Characters"."""
    sep = ", " if lang == "en" else " "
    return sep.join(tile_name(k, lang) for k in kinds)


# not inside a meld written as input (peng:777z@W)
_CODE = re.compile(r"(?<![\w:-])([1-9]+)([mpszf])(?![\w@-])")


def name_codes(text: str, lang: str, name: Callable[[int], str] | None = None) -> str:
    """The engine's free text with each tile code (``5m``, ``12f``) written as the tile's name in ``lang``
    (or by ``name``: a screen's own faces, so that a tile reads as it is drawn beside the text).

    The engine and the scorers word their reasons with codes (``5m is not in hand``); a player reads names.
    Rule ids (``JS-12``) and words are left alone.
    """
    def names(match: re.Match[str]) -> str:
        digits, suit = match.groups()
        max_rank = {"z": 7, "f": 8}.get(suit, 9)
        if any(int(d) > max_rank for d in digits):
            return match[0]
        kinds = parse_tiles(match[0], check_copies=False)
        return " ".join(name(k) for k in kinds) if name is not None else tile_names(kinds, lang)

    return _CODE.sub(names, text)
