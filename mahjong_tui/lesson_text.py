"""A lesson's own words (issue 21): its callouts live in its file, in zh-Hans,
zh-Hant and en (rules/variants/<id>/lessons/*.toml)."""

from __future__ import annotations

from mahjong_tui.i18n import Strings
from mahjong_tui.words import canonical_lang, tile_name
from rules.lessons.model import TILE_MARK, Text
from rules.tiles import kind_of
from rules.variants import get_variant


def lesson_lang(strings: Strings) -> str:
    """The lesson text's language for the app's: zh-Hans (also ``zh``), zh-Hant or en."""
    try:
        return canonical_lang(strings.lang)
    except ValueError:
        return "en"


def lesson_words(strings: Strings, text: Text) -> str:
    """A lesson's text in the app's language, each ``[4m]`` worded by the running-text vocabulary."""
    lang = lesson_lang(strings)
    return TILE_MARK.sub(lambda mark: tile_name(kind_of(mark[1]), lang), text.in_lang(lang))


def variant_name(strings: Strings, variant: str) -> str:
    v = get_variant(variant)
    return strings.script(v.name_zh) if strings.is_zh else f"{v.name_en} {v.name_zh}"  # 金山麻将 in zh-Hans
