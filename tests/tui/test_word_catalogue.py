"""One word catalogue for the app (issue 28 §2): mahjong_tui/words.toml, said through ``Strings``."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from mahjong_tui.catalogue import catalogue
from mahjong_tui.i18n import Strings

SAID = re.compile(r"""(?:strings|\bt|\bs)\(\s*f?["']([a-z_]+)\.([a-z_]+)["']""")  # strings("table.ready")


def test_every_key_the_app_says_is_in_the_catalogue() -> None:
    """A key written in the source (``strings("table.ready")``) has its words: a misspelt one would raise
    on the screen that says it."""
    words = catalogue()
    said = {(section, key) for path in Path("mahjong_tui").rglob("*.py")
            for section, key in SAID.findall(path.read_text(encoding="utf-8")) if section in words}
    assert len(said) > 150
    assert [f"{section}.{key}" for section, key in sorted(said) if key not in words[section]] == []


def test_every_entry_is_a_pair_and_says_the_same_values_in_both_languages() -> None:
    fields = re.compile(r"{(\w*)(?:![rsa])?}")  # {typed!r}: the same value, quoted
    for section, entries in catalogue().items():
        for key, (zh, en) in entries.items():
            assert zh, f"{section}.{key}"
            if en:  # "" = the rules' own English (a refusal)
                assert set(fields.findall(zh)) == set(fields.findall(en)), f"{section}.{key}"


@pytest.mark.parametrize(("lang", "said"),
                         [("zh-Hans", "1 向听"), ("zh-Hant", "1 向聽"), ("en", "1 tile from ready")])
def test_a_key_is_said_in_the_readers_language_and_script(lang: str, said: str) -> None:
    assert Strings(lang)("table.one_from_ready") == said
    assert Strings(lang)("app_title") == {"zh-Hans": "麻将", "zh-Hant": "麻將", "en": "Mahjong"}[lang]


def test_the_seven_tables_and_their_say_functions_are_gone() -> None:
    """The (zh, en) tables of the table, the result screen, the learning screens, the dead hand, the lessons,
    the menus and the log, each with its own say-function, are words.toml's sections now."""
    modules = [importlib.import_module(f"mahjong_tui.{name}")
               for name in ("i18n", "views", "result_words", "no_win_left", "lesson_text", "table_log",
                            "menu_text")]
    assert [m.__name__ for m in modules if {"_TEXT", "_WORDS", "_LATEST", "say", "lesson_say", "_say"}
            & set(vars(m))] == []
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("mahjong_tui.learn_text")


def test_the_screens_and_the_joined_tables_tables_are_gone() -> None:
    """The drills', the calculator's, the tour's, the joined table's news and the line client's (zh, en)
    tables and say-functions are words.toml's [drill], [calculator], [tour], [news] and [line] (issue 28)."""
    modules = [importlib.import_module(f"mahjong_tui.{name}")
               for name in ("screens.drills", "screens.calculator", "screens.tour", "net.news_text",
                            "net.line_client", "tile_input")]
    assert [m.__name__ for m in modules if {"_TEXT", "_WORDS", "_ENDED", "_PROBLEM_ZH", "say", "text"}
            & set(vars(m))] == []
    assert Strings("zh-Hans")("news.left").startswith("你离开了牌桌")
    assert Strings("en")("drill.waits") == "waits "


def test_the_reviews_tables_are_gone() -> None:
    """The review screen's (zh, en) table and its say, and the evaluator's reasons, verdicts and kinds, are
    words.toml's [review], [review_action], [review_reason], [review_verdict] and [review_kind] (issues 28,
    29); review_words keeps only the sets of keys a kept review is checked against."""
    from mahjong_tui import review_text, review_words
    assert {"_TEXT", "_ACTION_WORDS", "say"} & set(vars(review_text)) == set()
    assert all(isinstance(keys, frozenset) for keys in (review_words.REASONS, review_words.VERDICTS,
                                                         review_words.KINDS))
    assert Strings("zh-Hans")("review.wait") == "还在复盘，请稍候"
    assert Strings("en")("review_action.peng") == "peng"


def test_the_join_forms_tables_are_gone() -> None:
    """The join form's (zh, en) tables and form_say are words.toml's [join] and [join_refused] (issue 30)."""
    from mahjong_tui import join_app
    assert {"_FORM", "_REFUSED", "form_say"} & set(vars(join_app)) == set()
    assert join_app.refused_words(Strings("zh-Hant"), "room_full") == "牌桌已滿"
    assert join_app.refused_words(Strings("en"), "a_new_code") == "a_new_code"  # a code from a newer host


def test_the_replays_and_the_calculators_tables_are_gone() -> None:
    """The replay's step words are words.toml's [replay_step]; the calculator's meld types and seat letters
    say [meld_type] and [wind_letter], which the refusals share (issue 28 §2)."""
    from mahjong_tui import calculator_fields
    from mahjong_tui.screens import calculator, replay
    assert "_STEPS" not in vars(replay)
    assert calculator_fields.MELD_TYPES == ("chi", "peng", "kong", "concealed_kong", "added_kong")
    assert set(calculator_fields.MELD_TYPES) == set(catalogue()["meld_type"])
    assert calculator.meld_word is calculator_fields.meld_word  # one, not two
    assert calculator_fields.meld_word("kong", Strings("zh-Hans")) == "明杠"
    assert calculator_fields.seat_word("W", Strings("zh-Hant")) == "西"
    assert Strings("en")("replay_step.pass", who="East") == "East passes"


def _source_strings() -> tuple[set[str], set[str], set[str]]:
    """Every string constant of the app, the rules and the bots, and the constant head and tail of every
    f-string (``f"log.{kind}"`` → ``log.``, ``f"{name}_field"`` → ``_field``): the keys the code can say."""
    literals: set[str] = set()
    heads: set[str] = set()
    tails: set[str] = set()
    for folder in ("mahjong_tui", "rules", "bots"):
        for path in Path(folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    literals.add(node.value)
                elif isinstance(node, ast.JoinedStr):
                    head, tail = next(iter(node.values), None), node.values[-1] if node.values else None
                    heads.update([str(head.value)] if isinstance(head, ast.Constant) else [])
                    tails.update([str(tail.value)] if isinstance(tail, ast.Constant) else [])
    return literals, heads, tails


# lookup tables over the rules' own words, not keys the code writes: a term glossed where an engine text
# names it, a hand's English name where a scorer titles a hand with it
LOOKUPS = ("gloss", "hand_name")


def test_no_entry_of_the_catalogue_is_left_unsaid() -> None:
    """An entry is said by its key written whole (``strings("table.ready")``, ``Refusal.of(…, "key", …)``),
    or by a key made from a head the code writes (``f"log.{kind}"``, ``f"option_{problem}"``) in a section
    the code names; an entry nothing can say is a leftover."""
    literals, heads, tails = _source_strings()
    unsaid = []
    for section, entries in catalogue().items():
        named = section in literals or f"{section}." in heads or f"{section}_" in heads
        for key in entries:
            whole = f"{section}.{key}"
            made = (any(len(head) > 2 and (whole.startswith(head) or key.startswith(head)) for head in heads)
                    or any(len(tail) > 2 and key.endswith(tail) for tail in tails))
            if (whole in literals or (section == "app" and key in literals) or section in LOOKUPS or made
                    or (named and (key in literals or key.isdigit()))):
                continue
            unsaid.append(whole)
    assert unsaid == []


def test_the_rules_own_english_serves_only_for_values() -> None:
    """An empty English ("": the rules' own text) is for what carries it: a refusal, a scorer's phrase, a
    hint's reason (bots.advice), a key's binding (its description)."""
    for section, entries in catalogue().items():
        if section not in ("refusal", "score", "hint", "binding"):
            assert [key for key, (_, en) in entries.items() if not en] == [], section


def test_the_names_and_labels_tables_are_gone() -> None:
    """The units, hand, route, bot, win and wind names, the help rows, the footer's words, the hint's reasons,
    the actions, the glosses, the typed melds' refusals, the binding marks, the crash notice and the profile's
    columns are words.toml's sections (issue 28 §2): no module keeps a (zh, en) table of its own."""
    gone = {
        "i18n": {"UNITS_ZH", "UNITS_EN", "HAND_NAMES_EN", "ROUTE_NAMES", "VARIANT_ROUTE_NAMES", "BOT_NAMES",
                 "WIN_HOWS", "_SUIT_WORDS_EN", "_SEAT_NAMES", "HELP_ROWS", "BINDINGS_ZH"},
        "reason_text": {"_PHRASES_ZH", "_compiled_phrases", "_why_zh", "_HINT_ZH", "_HINT_EN_WORDS",
                        "ACTIONS_ZH", "GLOSSES_EN"},
        "meld_input": {"_PROBLEMS", "_KIND_WORDS", "_NEEDS", "_KONG_NEEDS", "_EXAMPLE"},
        "table_view": {"_BOUND_MARKS"}, "explain": {"UNIT_NAMES"},
        "result_words": {"_UNITS_EN", "_UNITS_ZH_EXTRA"},
        "crash": {"NOTICE", "SAVED", "NOT_SAVED", "SAVING_OFF", "NOTHING_TO_SAVE", "CANNOT_GO_ON"},
        "screens.profile": {"HANDS", "WINS", "CHIPS", "DRILLS_TRIED", "DRILLS_RIGHT"},
    }
    kept = {name: names & set(vars(importlib.import_module(f"mahjong_tui.{name}")))
            for name, names in gone.items()}
    assert {name: names for name, names in kept.items() if names} == {}
    assert Strings("zh-Hans").wind(0) == "东" and Strings("en").bot_name("hard") == "Hard bot"
    assert Strings("zh-Hant").route_name("cixi", "unrelated") == "十三幺"
