"""The errors a player meets away from the table, in Chinese: the calculator's refusal of its inputs
(:class:`rules.scenario.ScenarioError`, ``hands.S.concealed: fifth copy of 5m``: the JSON path is kept, the
phrase after it translated), tile notation (:class:`rules.tiles.TileError`), the drills' refusal of a
discard, a replay file or a save that cannot be read back (:class:`rules.records.RecordError`) and the
reason given with a damaged save.

rules/ keeps its messages in English (the ``score`` CLI and its tests read them); each whole phrase is
matched here as a pattern whose named groups are rewritten on the way (a JSON type, a variant id, a seat
letter, a meld type, an action, a nested message). What an input names stays as typed: tile codes, the
scenario's JSON keys, meld types and file paths. An unknown phrase is shown as it came (never hidden);
tests/tui/test_i18n_errors.py makes the real code raise every message, so a reworded one is noticed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from mahjong_tui.i18n import Strings
from mahjong_tui.option_text import value_zh
from mahjong_tui.reason_text import ACTIONS_ZH, refusal_text, seat_name, variant_zh, why_text
from mahjong_tui.words import name_codes
from rules.engine import Action
from rules.refusal import Refusal, reason_of
from rules.scenario import ScenarioError


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
    words = [chair_name or seat_name(chair), ACTIONS_ZH.get(kind, kind), *tiles]
    return strings.script(name_codes(" ".join(words), strings.lang))


def _detail_zh(strings: Strings) -> Callable[[str], str]:
    """A nested message (the reason after a colon): Chinese after "：", or nothing when it has none (a Python
    exception's own words, as a damaged save may give: the file is kept aside for whoever wants them)."""

    def detail(text: str) -> str:
        zh = error_text(text, strings)
        if zh == text:
            zh = why_text(text, strings)
        # a JSON path (match.options.ante) and JSON's literals are kept as they are written
        words = re.sub(r"\w+(?:\.\w+)+|\b(?:true|false|null)\b", "", zh)
        return "" if re.search(r"[A-Za-z]{4,}", words) else f"：{zh}"

    return detail


# (whole English phrase with named groups, its Chinese): rules/scenario*.py, rules/tiles.py, rules/drills.py,
# rules/records.py, rules/engine/match.py and actions.py, the app's own save store and calculator
_ERRORS_ZH: tuple[tuple[str, str], ...] = (
    # a replay file (mahjong_tui/replay.py) and the records (rules/records.py, rules/engine/match.py)
    (r"no such file: (?P<path>.+)", "沒有這個檔案：{path}"),
    (r"(?P<file>\S+) is not a readable record \((?P<why>.*)\)", "{file} 讀不出來，不是紀錄檔"),
    (r"not a mahjong-tui save, match record or hand record", "不是本遊戲的存檔、比賽紀錄或一局的紀錄"),
    (r"the record holds no hand yet", "紀錄裡還沒有任何一局"),
    (r"not a mahjong-tui match record \(expected format (?P<n>.+)\)", "不是本遊戲的比賽紀錄（格式不對）"),
    (r"not a match record \((?P<why>.*)\)", "不是比賽紀錄"),
    (r"hands\[(?P<index>\d+)\]: not a hand record \((?P<why>.*)\)", "第 {index} 局不是一局的紀錄"),
    (r"hand: not a hand record \((?P<why>.*)\)", "不是一局的紀錄"),
    (r"hand (?P<n>\d+): seed/dealer differ from the record", "第 {n} 局：種子或莊家和紀錄不同"),
    (r"hand (?P<n>\d+): the recorded actions do not finish the hand", "第 {n} 局：紀錄的動作沒有打完這一局"),
    (r"replayed scores (?P<a>.+) differ from the saved (?P<b>.+)", "重播出的分數 {a} 和存下的 {b} 不同"),
    (r"hand (?P<n>\d+), action (?P<step>\d+) \('(?P<action>.*)'\): (?P<detail>.+)",
     "第 {n} 局第 {step} 步（{action}）出錯{detail}"),
    (r"hand in progress, action (?P<step>\d+) \('(?P<action>.*)'\): (?P<detail>.+)",
     "這一局第 {step} 步（{action}）出錯{detail}"),
    (r"cannot read action '(?P<action>.*)': .+", "看不懂這個動作"),
    (r"action (?P<step>\d+) \('(?P<action>.*)'\): (?P<detail>.+)", "第 {step} 步（{action}）出錯{detail}"),
    (r"dice (?P<a>.+) differ from the recorded (?P<b>.+)", "骰子 {a} 和紀錄的 {b} 不同"),
)


@cache
def _compiled_errors() -> tuple[tuple[re.Pattern[str], str], ...]:
    """The patterns compiled on the first message in Chinese, not at start-up (a tenth of a second)."""
    return tuple((re.compile(pattern), zh) for pattern, zh in _ERRORS_ZH)


def error_text(text: str, strings: Strings, variant: str = "") -> str:
    """An error message of the kinds above in the app's language; ``variant`` names the wild tile. A refusal
    is worded from its value (``reason_text.refusal_text``)."""
    if isinstance(text, Refusal):
        return _refusal_words(text, strings, variant)
    if not strings.is_zh:
        return name_codes(text, strings.lang)
    converters: dict[str, Callable[[str], str]] = {
        "variant": variant_zh, "action": lambda v: action_text(v, strings),
        "detail": _detail_zh(strings), "known": lambda v: "無" if v == "none" else v, "value": value_zh,
        "index": lambda v: str(int(v) + 1),
    }
    for pattern, zh in _compiled_errors():
        found = pattern.fullmatch(text)
        if found:
            values = {name: converters.get(name, str)(value) for name, value in found.groupdict().items()}
            said = zh.format(**values, wild=strings.wild_name(variant))
            return strings.script(name_codes(said, strings.lang))
    return text


def _refusal_words(why: Refusal, strings: Strings, variant: str) -> str:
    """A refusal worded from its value; the reason inside it (``detail``) too, the ones not yet values by
    their English (a record's refusal inside a damaged save's)."""
    detail = why.params.get("detail")
    if detail is None or not strings.is_zh:
        return refusal_text(why, strings, variant)
    if isinstance(detail, Refusal):
        inside = _refusal_words(detail, strings, variant)
    else:
        said = error_text(str(detail), strings, variant)
        inside = "" if said == str(detail) else said
    return refusal_text(why, strings, variant, detail=f"：{inside}" if inside else "")


def scenario_error_text(error: ValueError, strings: Strings, variant: str = "") -> str:
    """A refused scenario as the calculator shows it: a ScenarioError keeps its JSON path before the
    phrase; a scorer's refusal (JH-2's missing indicator) is worded from its value."""
    if isinstance(error, ScenarioError):
        return f"{error.path}: {error_text(error.what, strings, variant)}"
    return error_text(reason_of(error), strings, variant)
