"""Tile faces (C-1 display): CJK text coloured per suit, ASCII, Unicode glyphs; fixed widths for clicking."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len

from mahjong_tui.i18n import Strings, detect_lang
from mahjong_tui.tiles_view import (
    Faces,
    TileSize,
    TileStyle,
    colour_of,
    face,
    face_rows,
    face_width,
    glyph_of,
    tile_block,
    tile_text_of,
)
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


# (tile, zh-Hans face, compact, framed rows) — zh-Hant and English keep the traditional faces
SIMPLIFIED_FACES = [("1m", "一万", "1万", ("一", "万")), ("2s", "2条", "2条", ("２", "条")),
                    ("5p", "5筒", "5筒", ("５", "筒")), ("1z", "东", "东", ("东", "风")),
                    ("6z", "发", "发", ("发", "  ")), ("6f", "兰", "兰", ("兰", "花"))]


def cjk_faces(kind: int, faces: Faces) -> tuple[str, str, tuple[str, str], str]:
    """Every CJK face of a kind: full, compact, the framed rows and the framed block's first face row."""
    block = tile_block(kind, faces, TileSize.FRAMED)
    compact = face(kind, faces, compact=True)
    return face(kind, faces), compact, face_rows(kind, faces), block[1].plain


@pytest.mark.parametrize(("tile", "hans", "compact", "rows"), SIMPLIFIED_FACES)
def test_zh_hans_faces_are_simplified(tile: str, hans: str, compact: str, rows: tuple[str, str]) -> None:
    kind = kind_of(tile)
    traditional = cjk_faces(kind, Faces(TileStyle.CJK))
    assert cjk_faces(kind, Strings("zh-Hans").faces(TileStyle.CJK)) == (hans, compact, rows, f"│{rows[0]}│")
    assert face(kind, Strings("zh-Hans").faces(TileStyle.ASCII)) == tile  # codes and glyphs have no script
    for lang in ("zh-Hant", "en"):
        assert cjk_faces(kind, Strings(lang).faces(TileStyle.CJK)) == traditional
    assert cjk_faces(kind, Faces(TileStyle.CJK)) == traditional  # the simplified block was not cached for it
    assert traditional[0] != hans or tile == "5p"


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


async def test_two_apps_in_one_process_each_draw_their_own_script(home: Path) -> None:
    """The faces' script was a module-level switch the last app built set for every app in the process: a
    zh-Hans app made while an English one was running turned the English table's 蘭 into 兰."""
    from mahjong_tui.screens.table import TableScreen
    from mahjong_tui.widgets.hand import HandView
    from tests.tui.conftest import new_app, settle

    def hand_drawn(table: TableScreen) -> str:
        hand = table.query_one(HandView)
        return "".join(strip.text for strip in hand.render_lines(hand.region.reset_offset))

    english = new_app(home, lang="en", variant="jinshan", seed=3)
    async with english.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        table = next(s for s in english.screen_stack if isinstance(s, TableScreen))
        assert "蘭" in hand_drawn(table)  # seed 3: the wild 蘭 in the hand
        hans = new_app(home, lang="zh-Hans")  # built meanwhile, as a test or a second window may
        await pilot.press("left")
        await pilot.pause()
        drawn = hand_drawn(table)
        assert "蘭" in drawn and "兰" not in drawn, drawn
    assert hans.strings.faces(TileStyle.CJK) != english.strings.faces(TileStyle.CJK)
