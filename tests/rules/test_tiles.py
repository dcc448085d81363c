"""C-1 tile notation: parse and format round-trip, errors name the bad token, names, CX-1 cycles."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.tiles import (
    TileError,
    format_tiles,
    full_set,
    kind_of,
    name_en,
    name_zh,
    next_kind,
    parse_tiles,
)


@settings(max_examples=100, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(full_set(True)), max_size=18).filter(
    lambda ks: all(ks.count(k) <= (1 if k >= 34 else 4) for k in set(ks))
))
def test_parse_and_format_round_trip(kinds: list[int]) -> None:
    assert parse_tiles(format_tiles(kinds)) == sorted(kinds)


@pytest.mark.parametrize(
    ("text", "token"),
    [("123x", "'123x'"), ("0m", "'0m'"), ("8z", "'8z'"), ("9f", "'9f'"), ("11111m", "fifth copy of 1m"),
     ("5f5f", "second copy of 5f"), ("12", "'12'"), ("1m?", "'?'")],
)
def test_errors_name_the_bad_token(text: str, token: str) -> None:
    with pytest.raises(TileError, match=token.replace("?", r"\?")):
        parse_tiles(text)
    assert issubclass(TileError, ValueError)


# Arabic-Indic, fullwidth, Devanagari and superscript digits: str.isdigit() and int() take them as numbers
@pytest.mark.parametrize("text", ["١٢٣m456p789s1122z", "１２３m456p789s1122z", "123m४५६p", "¹m"])
def test_only_ascii_digits_are_tile_ranks(text: str) -> None:
    foreign = next(ch for ch in text if not ch.isascii())
    with pytest.raises(TileError, match=f"bad tile token '{foreign}'.*ranks are written 1-9") as caught:
        parse_tiles(text)
    assert "\n" not in str(caught.value)


def test_names() -> None:
    names = (name_zh(kind_of("1m")), name_zh(kind_of("5p")), name_zh(kind_of("1z")), name_zh(kind_of("5f")))
    assert names == ("一萬", "5筒", "東", "梅")
    assert name_en(kind_of("3s")) == "3 bamboo" and name_en(kind_of("7z")) == "Red"


def test_indicator_cycles_cx1() -> None:
    # CX-1: 9→1 within a suit, 北→東, 中→發→白→中
    assert next_kind(kind_of("9p")) == kind_of("1p")
    assert next_kind(kind_of("4z")) == kind_of("1z")
    assert [next_kind(kind_of(t)) for t in ("7z", "6z", "5z")] == [kind_of("6z"), kind_of("5z"),
                                                                   kind_of("7z")]
