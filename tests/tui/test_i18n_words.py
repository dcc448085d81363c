"""The running-text vocabulary and the tile parser that reads it back (issue 18)."""

from __future__ import annotations

import pytest

from mahjong_tui.i18n import Strings
from mahjong_tui.script import to_script
from mahjong_tui.tile_input import TileNameError, parse_tile_word, parse_tile_words
from mahjong_tui.words import LANGS, canonical_lang, name_codes, tile_name, tile_names
from rules.tiles import N_ALL_KINDS, TileError, name_zh, tile_text

WEST, RED, GREEN = 29, 33, 32


@pytest.mark.parametrize(("kind", "lang", "name"), [
    (1, "zh-Hans", "二万"), (20, "zh-Hans", "三条"), (13, "zh-Hans", "五筒"), (27, "zh-Hans", "东"),
    (33, "zh-Hans", "中"), (32, "zh-Hans", "发"), (39, "zh-Hans", "兰"),
    (1, "zh-Hant", "二萬"), (20, "zh-Hant", "三條"), (27, "zh-Hant", "東"), (32, "zh-Hant", "發"),
    (1, "en", "2 Characters"), (0, "en", "1 Character"), (20, "en", "3 Bamboo"), (13, "en", "5 Dots"),
    (9, "en", "1 Dot"), (27, "en", "East wind"), (33, "en", "Red dragon"), (38, "en", "Plum flower"),
])
def test_each_language_names_a_tile_one_way(kind: int, lang: str, name: str) -> None:
    assert tile_name(kind, lang) == name


def test_tile_names_join_in_each_language() -> None:
    assert tile_names([2, 3], "en") == "3 Characters, 4 Characters"
    assert tile_names([2, 29], "zh-Hans") == "三万 西"


@pytest.mark.parametrize("lang", LANGS)
def test_every_name_a_screen_writes_reads_back(lang: str) -> None:
    for kind in range(N_ALL_KINDS):
        assert parse_tile_word(tile_name(kind, lang)) == kind


def test_tile_faces_and_codes_read_back() -> None:
    for kind in range(N_ALL_KINDS):
        assert parse_tile_word(name_zh(kind)) == kind  # 一萬, 5筒, 東 as drawn on the tiles
        assert parse_tile_word(tile_text(kind)) == kind


@pytest.mark.parametrize("typed", ["西", "West", "west wind", "3z", " 3Z "])
def test_west_by_any_name(typed: str) -> None:
    assert parse_tile_word(typed) == WEST


@pytest.mark.parametrize("typed",
                         ["三萬", "三万", "3萬", "3万", "3 Characters", "3 characters", "three characters",
                                   "3 crak", "3m"])
def test_three_characters_by_any_name(typed: str) -> None:
    assert parse_tile_word(typed) == 2


@pytest.mark.parametrize(("typed", "kind"), [("紅中", RED), ("红中", RED), ("Red", RED), ("青發", GREEN),
                                             ("5 dots", 13), ("五餅", 13), ("7索", 24), ("二條", 19)])
def test_regional_names(typed: str, kind: int) -> None:
    assert parse_tile_word(typed) == kind


def test_a_hand_may_be_written_in_names_codes_or_both() -> None:
    expected = [2, 3, 4, 29, 29]
    assert parse_tile_words("三万 四万 五万 西 西") == expected
    assert parse_tile_words("三萬四萬五萬西西") == expected
    assert parse_tile_words("3 Characters, 4 Characters, 5 Characters, West, West wind") == expected
    assert parse_tile_words("345m33z") == expected
    assert parse_tile_words("345m 西 west") == expected


@pytest.mark.parametrize("typed", ["", "x", "10 Characters", "Bamboo", "三", "東京", "3 Characters zz"])
def test_text_that_names_no_tile_is_refused_naming_the_bad_part(typed: str) -> None:
    with pytest.raises(TileNameError, match="no tile called|type a tile"):
        parse_tile_words(typed)


@pytest.mark.parametrize("typed", ["١٢٣m", "１２３m", "٣ Characters", "３萬"])
def test_a_tile_typed_with_other_digits_is_refused(typed: str) -> None:
    with pytest.raises((TileNameError, TileError)):
        parse_tile_words(typed)


def test_a_code_with_a_bad_rank_says_so() -> None:
    with pytest.raises(TileError, match="no rank 8"):
        parse_tile_word("8z")


def test_one_tile_is_expected_where_one_is_asked_for() -> None:
    with pytest.raises(TileNameError):
        parse_tile_word("三万 四万")


def test_languages_and_their_aliases() -> None:
    assert canonical_lang("zh") == "zh-Hans"
    assert canonical_lang("zh-Hant") == "zh-Hant"
    assert canonical_lang("en") == "en"
    with pytest.raises(ValueError, match="unknown language"):
        canonical_lang("fr")


def test_a_wild_is_named_as_its_players_call_it_glossed_in_english() -> None:
    assert Strings("en").wild_name("jinhua") == "Caishen 財神 (the wild tile)"
    assert Strings("en").wild_name("jinshan") == "Baida 百搭 (the wild tile)"
    assert Strings("zh-Hant").wild_name("jinhua") == "財神"
    assert Strings("zh").wild_name("cixi") == "龙"
    assert Strings("en").wild_name("shanghai") == Strings("en")("wild")  # no wild of its own name


@pytest.mark.parametrize(("engine_text", "lang", "reader_text"), [
    ("5m is not in hand", "en", "5 Characters is not in hand"),
    ("fifth copy of 1z", "zh-Hans", "fifth copy of 东"),
    ("flowers 12f", "en", "flowers Spring flower, Summer flower"),
    ("JS-12 needs 20 胡; melds like peng:777z@W", "en", "JS-12 needs 20 胡; melds like peng:777z@W"),
    ("8z stays as written", "en", "8z stays as written"),
])
def test_engine_text_names_tiles_instead_of_codes(engine_text: str, lang: str, reader_text: str) -> None:
    assert name_codes(engine_text, lang) == reader_text


def test_traditional_chinese_keeps_the_words_the_tables_write() -> None:
    assert to_script("慈溪麻將 吃 台 日進斗金 牌墙 十三幺 幺九 胡同樣", "zh-Hant") == (
        "慈溪麻將 吃 台 日進斗金 牌牆 十三幺 幺九 胡同樣")
    assert to_script("慈溪麻將 吃 台 日進斗金 牌牆", "zh-Hans") == "慈溪麻将 吃 台 日进斗金 牌墙"


@pytest.mark.parametrize(("written", "mainland"), [
    ("自訂新遊戲…", "自定义新游戏…"), ("個人紀錄", "个人记录"), ("搜尋指令…", "搜索命令…"), ("選單", "菜单"),
    ("沒有這個檔案：{path}", "没有这个文件：{path}"), ("字串裡有控制字元", "字符串里有控制字符"),
    ("不正確的跳脫字元", "不正确的转义字符"), ("要一個物件", "要一个对象"), ("終端機太小", "终端太小"),
    ("範例已填好", "示例已填好"), ("不是紀錄檔", "不是记录文件"),
])
def test_simplified_chinese_says_it_the_mainland_way(written: str, mainland: str) -> None:
    """Issue 27: the traditional source went through OpenCC's character converter alone, so Taiwan's
    words came out in simplified characters (自订, 纪录, 搜寻, 档案 …) where the mainland says 自定义…"""
    assert to_script(written, "zh-Hans") == mainland


_TAIWAN_WORDS = ("自订", "纪录", "搜寻", "档案", "字串", "字元", "物件", "跳脱", "选单", "终端机", "范例",
                 "萤幕", "资料夹", "讯息", "网路", "预设", "程式", "软体", "滑鼠", "视窗")


def test_no_simplified_screen_text_keeps_a_taiwan_word() -> None:
    """Every Chinese string the app writes, as a zh-Hans reader gets it, and every lesson's zh-Hans text."""
    import io
    import re
    import tokenize
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    texts = []
    for path in (root / "mahjong_tui").rglob("*.py"):
        for token in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
            if token.type == tokenize.STRING and re.search(r"[\u4e00-\u9fff]", token.string):
                texts.append((path.name, to_script(token.string, "zh-Hans")))
    for path in (root / "rules" / "variants").rglob("*.toml"):
        texts += [(path.name, found) for found in re.findall(r'zh-Hans = "([^"]*)"', path.read_text("utf-8"))]
    leaks = [(name, word, text) for name, text in texts for word in _TAIWAN_WORDS if word in text]
    assert leaks == []
