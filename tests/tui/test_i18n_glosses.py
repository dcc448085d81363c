"""English texts of the engine and the scorers (why-not reasons, refusals, item details, payments) name the
games' Chinese terms: an English reader is told each one in English where the text first uses it (issue
18)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from mahjong_tui.i18n import Strings
from mahjong_tui.reason_text import gloss_terms_en, why_text

CJK_WORD = re.compile(r"[\u3400-\u9fff]+")
ENGLISH_SENTENCE = re.compile(r"[a-z]{3,} [a-z]{2,}")
RULES = Path(__file__).resolve().parents[2] / "rules"


def engine_texts() -> list[str]:
    """Every string the engine and the scorers write in English with a Chinese term (docstrings aside)."""
    found: set[str] = set()
    for path in sorted(RULES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
                      and node.body and isinstance(node.body[0], ast.Expr)
                      and isinstance(node.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
                    and CJK_WORD.search(node.value) and ENGLISH_SENTENCE.search(node.value)):
                found.add(node.value)
    return sorted(found)


def unglossed(text: str) -> set[str]:
    """The Chinese words of ``text`` an English reader is never told: no use of the word is followed by a
    bracketed English gloss or stands in brackets after the English ("knock (敲)")."""
    words = set(CJK_WORD.findall(text))
    told = {m[1] for m in re.finditer(r"([\u3400-\u9fff]+)\s*[(（](?![A-Z]{2}-\d)[^)）]*[a-z]{2}", text)}
    told |= {m[1] for m in re.finditer(r"[(（]([\u3400-\u9fff]+)[)）]", text)}
    told |= {w for gloss in re.findall(r"[(（][^)）]*[)）]", text) for w in CJK_WORD.findall(gloss)}
    return words - told


TEXTS = engine_texts()


def test_the_scan_finds_the_texts_players_meet() -> None:
    assert "CX-11: 抛花 only wins by self-draw" in TEXTS
    assert len(TEXTS) > 20


@pytest.mark.parametrize("text", TEXTS)
def test_every_chinese_term_in_an_english_engine_text_is_glossed(text: str) -> None:
    shown = why_text(text, Strings("en"))
    assert not unglossed(shown), shown


def test_the_flower_throw_reads_in_english() -> None:
    shown = why_text("CX-11: 抛花 only wins by self-draw", Strings("en"))
    assert shown.startswith("CX-11: 抛花 (the flower throw")


def test_a_term_is_glossed_once_and_a_glossed_one_not_again() -> None:
    assert gloss_terms_en("a 龍 beside another 龍") == "a 龍 (Long, the wild tile) beside another 龍"
    assert gloss_terms_en("knock (敲) first") == "knock (敲) first"
    assert gloss_terms_en("龍 (the wild) stays") == "龍 (the wild) stays"


@pytest.mark.parametrize("text", ["抛花 only wins by self-draw", "a 財神 alone"])
def test_the_check_catches_a_bare_term(text: str) -> None:
    assert unglossed(text)
