"""The scorers' phrases worded by the app (issue 28 §2): every formula clause, payment reason and item detail
the scorers make is worded from its value by ``words.toml`` [score] in each language; a zh reader meets no
English word in a whole scored hand of any variant, and the English screen says the rules' own English."""

from __future__ import annotations

import importlib
import inspect
import random
import re
from pathlib import Path
from typing import Any

import pytest

import rules.refusal
from bots import get_bot
from mahjong_tui.catalogue import catalogue
from mahjong_tui.explain import explained_steps, step_plain
from mahjong_tui.i18n import Strings
from mahjong_tui.net.refusals import restore_refusals, with_refusals
from mahjong_tui.net.results import result_from, result_json
from mahjong_tui.reason_text import gloss_terms_en, why_text
from mahjong_tui.screens.result import score_block
from mahjong_tui.words import name_codes
from rules.engine import Game
from rules.refusal import JOINS, Phrase
from rules.scenario import load_scenario
from rules.scoring import ScoreResult
from tests.tui.rendered import plain

LABELS = ("東 玩家 1", "南 電腦 2", "西 電腦 3", "北 電腦 4")
EXAMPLES = sorted((Path(__file__).parents[1] / "cli" / "examples").glob("*.json"))
VARIANTS = ("jinshan", "shanghai", "jinhua", "cixi")
# what a Chinese formula may still write in Latin letters: tile codes (5m), rule ids (JS-12) and the rules'
# letters for a value (S = the share, 2S; v a loser's count), never a seat's letter
NOTATION = re.compile(r"\b[1-9]+[mpszf]\b|\b[A-Z]{2}-\d+\b|\bS = |(?<=\d)S\b|(?<=付 )S\b|\bv\b")
LATIN = re.compile(r"[A-Za-z]+")
MODULES = [f"rules.variants.{name}" for name in ("jinshan.scoring", "jinshan.settlement",
                                                 "shanghai.payments", "jinhua.scoring", "cixi.scoring",
                                                 "cixi.points")]
SCORING_TESTS = ("test_shanghai_payments", "test_cixi_payments", "test_jinhua_scoring", "test_cixi_scoring",
                 "test_shanghai_scoring", "test_jinshan_scoring", "test_jinshan_settlement",
                 "test_cixi_paohua")


def latin_words(text: str) -> list[str]:
    return LATIN.findall(NOTATION.sub("", text))


def shown(score: ScoreResult, lang: str) -> str:
    """Everything the result screen and "how the score was made" show of a score."""
    strings = Strings(lang)
    steps = "\n".join(step_plain(s) for s in explained_steps(strings, score, LABELS))
    return f"{plain(score_block(strings, score, LABELS), width=200)}\n{steps}"


def played_hand(variant: str, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game(variant, seed, seed % 4, None, None)
    bots = [get_bot("normal", rng) for _ in range(4)]
    while game.result is None:
        chair = game.to_act()[0]
        game.apply(bots[chair].choose(game.observation(chair)))
    return game


def won_scores(variant: str) -> list[ScoreResult]:
    """The example of ``variant`` and the first two hands bots won in it."""
    scores = [v.score(h) for v, h in (load_scenario(p.read_text()) for p in EXAMPLES) if v.id == variant]
    for seed in range(40):
        result = played_hand(variant, seed).result
        if result is not None and result.winners:
            scores += result.scores.values()
        if len(scores) >= 3:
            break
    return scores


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_whole_scored_hand_reads_in_chinese_without_english(variant: str) -> None:
    for score in won_scores(variant):
        assert isinstance(score.formula, Phrase)
        for lang in ("zh-Hans", "zh-Hant"):
            text = shown(score, lang)
            assert latin_words(text) == [], (lang, text)
        english = shown(score, "en")
        assert all(item.name_en in english for item in score.items if item.name_en)


def scorers_phrases(monkeypatch: pytest.MonkeyPatch) -> list[Phrase]:
    """Every phrase the scorers make while the scoring tests run (the hands of every rule: 承包, a cut at the
    loss limit, 單吊抛花 …)."""
    made: list[Phrase] = []
    restore = rules.refusal._restore

    def spy(kind: Any, *args: Any) -> Any:
        said = restore(kind, *args)
        if isinstance(said, Phrase):
            made.append(said)
        return said

    monkeypatch.setattr(rules.refusal, "_restore", spy)
    for name in SCORING_TESTS:
        module = __import__(f"tests.rules.{name}", fromlist=["_"])
        for test_name, test in inspect.getmembers(module, inspect.isfunction):
            slow = any(mark.name == "slow" for mark in getattr(test, "pytestmark", []))
            if test_name.startswith("test_") and not inspect.signature(test).parameters and not slow:
                test()
    return list({repr(said): said for said in made}.values())


def test_every_phrase_the_scorers_make_is_worded_in_every_language(monkeypatch: pytest.MonkeyPatch) -> None:
    made = scorers_phrases(monkeypatch)
    words = catalogue()["score"]
    keys = {said.key for said in made}
    assert len(keys) >= 25, sorted(keys)  # the phrases with numbers; the constant ones are worded below
    for said in made:
        assert said.key in words, said.key
        assert said.rule or said.key in JOINS, said
        for lang in ("zh-Hans", "zh-Hant"):
            worded = why_text(said, Strings(lang))
            assert latin_words(worded) == [], (said, worded)
        english = Strings("en")
        assert why_text(said, english) == gloss_terms_en(name_codes(said, english.lang))  # the rules' English


def test_every_constant_phrase_is_worded_in_every_language() -> None:
    """The reasons made once at import (自摸, 承包 (pays for all three), limit hand (CX-7) …)."""
    values = [value for name in MODULES for value in vars(importlib.import_module(name)).values()]
    found = [said for value in values for said in (value.values() if isinstance(value, dict) else (value,))]
    constants = [said for said in found if isinstance(said, Phrase)]
    assert len({said.key for said in constants}) >= 20
    for said in constants:
        assert said.rule, said
        assert latin_words(why_text(said, Strings("zh-Hant"))) == [], said


def test_every_phrase_key_in_the_rules_is_in_the_catalogue_and_every_entry_is_made() -> None:
    """A key a scorer makes has its words; an entry of [score] no scorer makes is a leftover."""
    made = {key for path in Path("rules").rglob("*.py")
            for key in re.findall(r'Phrase\.of\(\s*[\w."-]+,\s*"(\w+)"', path.read_text(encoding="utf-8"))}
    made |= set(JOINS) | set(rules.scoring._COMMON_REASONS)
    assert sorted(made - set(catalogue()["score"])) == []
    assert sorted(set(catalogue()["score"]) - made) == []


def test_a_joined_table_words_the_phrases_as_the_host_does() -> None:
    """The phrases travel beside their English (docs/protocol.md "refusals"): a client in Chinese words the
    result's formula, reasons and details as the host's own screen would, nested phrases too."""
    games = (played_hand("jinshan", seed) for seed in range(20))
    game = next(g for g in games if g.result and g.result.winners)
    assert game.result is not None
    message = restore_refusals(with_refusals({"type": "result", "result": result_json(game.result)}))
    read = result_from(message["result"])
    for chair, score in game.result.scores.items():
        assert shown(read.scores[chair], "zh-Hans") == shown(score, "zh-Hans")
        assert isinstance(read.scores[chair].formula, Phrase)
