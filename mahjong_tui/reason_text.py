"""The engine's and the scorers' words in the app's language: the hint's reason for each discard
(bots.advice gives a key and its values); every refusal — the engine's refusal of an illegal action, the
why-not of the engine and the variants' scorers — from its value (:class:`rules.refusal.Refusal`, worded by
``words.toml`` [refusal]: :func:`refusal_text`, issue 28 §2); and the scorers' formulas, item details and
payment reasons, from their values too (:class:`rules.refusal.Phrase`, worded by ``words.toml`` [score]). A
text that is no value is shown as it came (never hidden); tests/tui/test_i18n_messages.py walks the texts a zh
player can meet.
Errors away from the table (a scenario, a record, a save, a file, an option, a typed tile) are refusals too:
:func:`error_text` and :func:`scenario_error_text` word them.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from mahjong_tui.catalogue import catalogue, entry
from mahjong_tui.i18n import Strings
from mahjong_tui.option_text import value_zh
from mahjong_tui.words import name_codes
from rules.engine import Action
from rules.refusal import JOINS, Phrase, Refusal, Said, reason_of

if TYPE_CHECKING:
    from bots.advice import Candidate

@cache
def _hint_en() -> dict[str, str]:
    """bots.advice.REASONS: the hint's English where words.toml [hint] gives none."""
    from bots.advice import REASONS  # the bots load on the first hint, not when the app starts

    return REASONS


def seat_name(letter: str, strings: Strings) -> str:
    """rules.engine.game.tile_chair names chairs E S W N by their index: the app calls them seats 1-4."""
    return strings("table.seat_number", n="ESWN".index(letter) + 1)


def hint_reason(candidate: Candidate, strings: Strings, variant: str = "") -> str:
    """The hint's one-line reason in the app's language; a special route by the name ``variant``'s players
    give it (十三不靠, Cixi's 十三幺, 亂風 …)."""
    values: dict[str, object] = dict(candidate.reason_values)
    zh = strings.is_zh
    routed = "route" in values
    words = entry("hint", candidate.reason_key)
    if words is None:
        return name_codes(candidate.reason, strings.lang)
    template = strings.pick(*words) or _hint_en()[candidate.reason_key]
    if routed:
        values["route"] = strings.route_name(variant, str(values["route"]))
    for name in ("tile", "other"):
        if name in values:
            values[name] = strings.tile(int(str(values[name])))
    values["waits"] = strings.tiles(kind for kind, _ in candidate.waits)
    plan = values.get("plan") or ""
    aim = strings("table.hint_aim", plan=plan if zh else strings.plan_name(str(plan))) if plan else ""
    text = template.format(**values, aim=aim)
    return strings.script(text) if zh else text


# the games' Chinese terms the engine and the scorers write in their English texts, glossed for an
# English reader on their first use in a text (words.toml [gloss]: "抛花 only wins by self-draw" names a
# rule a Western player has never heard of); a term already followed by its gloss ("knock (敲)", "上家 (the
# player …)") is left alone
@cache
def _glossed_term() -> re.Pattern[str]:
    return re.compile("|".join(sorted(map(re.escape, catalogue()["gloss"]), key=len, reverse=True)))


_ALREADY_GLOSSED = re.compile(r"\s*[(（](?![A-Z]{2}-\d)[^)）]*[a-z]{2}")  # "(the player …)", not "(CX-13)"


_ENGLISH_SENTENCE = re.compile(r"[a-z]{3,} [a-z]{2,}")


def gloss_terms_en(text: str) -> str:
    """``text`` with each Chinese term of the games glossed in English on its first use. A bare term (a
    payment's reason: 自摸, 放沖) is left as it is: the score's items beside it gloss it already."""
    if not _ENGLISH_SENTENCE.search(text):
        return text
    seen: set[str] = set()

    def glossed(found: re.Match[str]) -> str:
        word = found[0]
        inside_brackets = text[:found.start()].rstrip().endswith(("(", "（"))
        if word in seen or inside_brackets or _ALREADY_GLOSSED.match(text, found.end()):
            return word
        seen.add(word)
        return f"{word} ({catalogue()['gloss'][word][1]})"

    return _glossed_term().sub(glossed, text)


def why_text(text: str, strings: Strings, variant: str = "") -> str:
    """A text of the engine or a scorer (a why-not reason, a refused action, a formula, an item's detail, a
    payment's reason) in the app's language; in English its Chinese terms glossed on first use. A value
    (a refusal, a scorer's phrase) is worded from its key and parameters (:func:`refusal_text`); other text
    (tile codes, Chinese names) is shown as it came, its tiles named."""
    if isinstance(text, Said):
        return refusal_text(text, strings, variant)
    if not strings.is_zh or not text:
        return gloss_terms_en(name_codes(text, strings.lang))
    return strings.script(name_codes(text, strings.lang))


def refusal_text(why: Said, strings: Strings, variant: str = "", **extra: object) -> str:
    """A refusal or a scorer's phrase in the app's language, from its key and parameters (``words.toml``
    [refusal] or [score]); where the catalogue has no English, or no entry at all, the rules' plain English
    with tiles named and terms glossed. ``variant`` names the wild ({wild}); ``extra`` are values the caller
    knows beside the refusal."""
    words = entry("score" if isinstance(why, Phrase) else "refusal", why.key)
    template = None if words is None else strings.pick(*words)
    if not template:
        return gloss_terms_en(name_codes(why, strings.lang))
    if why.key in JOINS:  # a formula's clauses, a series, steps: each part worded, joined the language's way
        return template.join(_param_text("", part, strings, variant) for part in why.params.values())
    values = {name: _param_text(name, value, strings, variant) for name, value in why.params.items()}
    values.setdefault("wild", strings.wild_name(variant).split(" ")[0])
    return template.format(**values | extra)


def formula_clauses(formula: str) -> list[str]:
    """A score's formula as its clauses (each said on its own line): a scorer's joined phrase by its parts,
    a text read from elsewhere split at its semicolons."""
    if isinstance(formula, Phrase):
        return [part for part in formula.parts() if part] if formula.key == "clauses" else [formula]
    return [clause.strip() for clause in formula.split(";") if clause.strip()]


def _param_text(name: str, value: object, strings: Strings, variant: str) -> str:
    """A refusal's parameter in words: a tile's name, a seat, an action as players say it, a refusal inside
    this one."""
    if name == "detail":  # a reason after a colon ("：" in Chinese) or, when it is not one, nothing
        return _detail_text(value, strings, variant)
    if isinstance(value, Said):
        return refusal_text(value, strings, variant)
    if name == "tile" and isinstance(value, int):
        return strings.tile(value)
    if name == "tiles" and isinstance(value, tuple):
        return strings.tiles(value)
    if name == "chair" and isinstance(value, int):
        return strings("table.seat_number", n=value + 1)
    if not strings.is_zh:
        return str(value)
    text = str(value)
    if name == "action":
        return strings.said("action", text)
    if name == "notation":  # an action as recorded (E discard 5m), as players say it
        return action_text(text, strings)
    if name == "type":  # a JSON type: "a list"
        return json_type_text(text, strings)
    if name == "variant":  # its Chinese name is written in traditional characters
        return strings.script(variant_zh(text))
    if name in ("meld", "seat"):  # a meld type, a seat letter
        return strings.pick(*(entry("meld_type" if name == "meld" else "wind_letter", text) or (text, text)))
    if name == "codes":  # tiles as typed: named
        return strings.script(name_codes(text, strings.lang))
    if name in ("typed", "value"):  # a value as quoted: "a 31-digit number" in words
        return strings.script(value_zh(text))
    if name in ("uses", "known") and text == "none":
        return strings("learn.none")
    return strings.script(text)


def _detail_text(value: object, strings: Strings, variant: str) -> str:
    """The reason inside a reason, said after "：" in Chinese: a refusal worded from its value; a reason that
    is no value (a Python exception's own words, kept with the file set aside) says nothing in Chinese rather
    than English."""
    if not strings.is_zh:
        return str(value)
    if isinstance(value, Said):
        return f"：{refusal_text(value, strings, variant)}"
    return ""


def error_text(text: str, strings: Strings, variant: str = "") -> str:
    """An error message in the app's language: a refusal from its value; any other text as it came (codes
    named in English). ``variant`` names the wild tile."""
    if isinstance(text, Refusal):
        return refusal_text(text, strings, variant)
    return text if strings.is_zh else name_codes(text, strings.lang)


def scenario_error_text(error: ValueError, strings: Strings, variant: str = "") -> str:
    """A refused scenario as the calculator shows it: a ScenarioError keeps its JSON path before the
    phrase; a scorer's refusal (JH-2's missing indicator) is worded from its value."""
    from rules.scenario import ScenarioError  # the calculator's: not loaded to show a table

    if isinstance(error, ScenarioError):
        return f"{error.path}: {error_text(error.what, strings, variant)}"
    return error_text(reason_of(error), strings, variant)


def action_text(text: str, strings: Strings, chair_name: str = "") -> str:
    """An action's notation (``E discard 5m``: chair E..N = 0..3, action, tiles) in the app's language;
    ``chair_name`` is how the screen names that chair (else 座位 1-4, as the table's notes do)."""
    try:
        action = Action.parse(text)
    except ValueError:
        return text
    if not strings.is_zh:
        return name_codes(text, strings.lang)
    chair, kind, *tiles = str(action).split()
    words = [chair_name or seat_name(chair, strings), strings.said("action", kind), *tiles]
    return strings.script(name_codes(" ".join(words), strings.lang))


def json_type_text(name: str, strings: Strings) -> str:
    """A JSON value's type as a refusal names it ("a list") in the app's language."""
    return strings.pick(*(entry("json_type", name) or (name, name)))


def variant_zh(variant_id: str) -> str:
    """A variant's Chinese name (its id when there is no such variant)."""
    from rules.variants import VARIANT_IDS, get_variant

    return get_variant(variant_id).name_zh if variant_id in VARIANT_IDS else variant_id
