"""Tile faces (C-1 display): CJK text coloured per suit, ASCII, Unicode glyphs; fixed widths for clicking."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from mahjong_tui.i18n import Strings, detect_lang
from mahjong_tui.tiles_view import TileStyle, colour_of, face, face_width, glyph_of, tile_text_of
from rules.tiles import kind_of


@pytest.mark.parametrize(
    ("tile", "cjk", "ascii_", "glyph"),
    [("1m", "一萬", "1m", "\U0001f007"), ("5p", "5筒", "5p", "\U0001f01d"), ("9s", "9條", "9s", "\U0001f018"),
     ("1z", "東", "1z", "\U0001f000"), ("7z", "中", "7z", "\U0001f004"), ("5z", "白", "5z", "\U0001f006"),
     ("1f", "春", "1f", "\U0001f026"), ("7f", "竹", "7f", "\U0001f024")],
)
def test_c1_faces_in_each_style(tile: str, cjk: str, ascii_: str, glyph: str) -> None:
    kind = kind_of(tile)
    assert face(kind, TileStyle.CJK) == cjk
    assert face(kind, TileStyle.ASCII) == ascii_
    assert glyph_of(kind) == glyph


def test_compact_cjk_face_of_characters_uses_a_digit() -> None:
    assert face(kind_of("3m"), TileStyle.CJK, compact=True) == "3萬"


@pytest.mark.parametrize("style", list(TileStyle))
def test_every_face_is_padded_to_the_same_width(style: TileStyle) -> None:
    widths = {cell_len(tile_text_of(k, style).plain) for k in range(42)}
    assert widths == {face_width(style)}


def test_suits_have_distinct_colours() -> None:
    assert len({colour_of(kind_of(t)) for t in ("1m", "1p", "1s")}) == 3


def test_language_from_lang_env_and_override() -> None:
    assert detect_lang({"LANG": "zh_CN.UTF-8"}) == "zh-Hans"
    assert detect_lang({"LANG": "zh_TW.UTF-8"}) == "zh-Hant"
    assert detect_lang({}, "zh") == "zh-Hans"
    assert detect_lang({"LANG": "en_US.UTF-8"}) == "en"
    assert detect_lang({}) == "en"
    assert detect_lang({"LANG": "zh_TW"}, "en") == "en"
    with pytest.raises(ValueError, match="unknown language"):
        detect_lang({}, "fr")


def test_strings_in_both_languages() -> None:
    assert Strings("zh")("wall", n=83) == "牌墙 83"
    assert Strings("zh-Hant")("wall", n=83) == "牌牆 83"
    assert Strings("en")("wall", n=83) == "Wall 83"
    assert Strings("zh").wind(0) == "东"
    assert Strings("zh-Hant").wind(0) == "東"
    assert Strings("en").wind(3) == "North"
