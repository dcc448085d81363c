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
from mahjong_tui.option_text import option_patterns, value_zh
from mahjong_tui.reason_text import ACTIONS_ZH, refusal_text, seat_name, variant_zh, why_text
from mahjong_tui.words import name_codes
from rules.engine import Action
from rules.refusal import Refusal
from rules.scenario import ScenarioError

# Python's json decoder (json/decoder.py), for a context typed in the calculator or a damaged save
_JSON_DECODER_ZH = {
    "Expecting value": "這裡要一個值", "Expecting ',' delimiter": "少了逗號",
    "Expecting ':' delimiter": "少了冒號",
    "Expecting property name enclosed in double quotes": "鍵要用雙引號",
    "Unterminated string starting at": "字串沒有結束", "Extra data": "後面多了東西",
    "Invalid control character": "字串裡有控制字元", "Invalid \\escape": "不正確的跳脫字元",
    "Invalid \\uXXXX escape": "不正確的 \\u 跳脫字元",
}


def _json_zh(message: str) -> str:
    """A json decoder message (``Expecting value``, ``Invalid control character '\\n' at``) in Chinese."""
    return next((zh for en, zh in _JSON_DECODER_ZH.items() if message.startswith(en)), "格式不對")


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
    (r"context\.indicator: required for (?P<variant>\w+) \(the turned tile, e\.g\. \"\w+\"\)",
     "{variant}要在牌桌情況填翻開的指示牌"),  # JH-2 / CX-1
    (r"context\.indicator is required: 龍 is the kind after it \(CX-1\)",
     "要在牌桌情況填翻開的指示牌：龍是它的下一張 (CX-1)"),
    # rules/safe_json.py, read through rules/scenario.py
    (r"invalid JSON at line (?P<line>\d+) column (?P<col>\d+): (?P<json>.+)",
     "JSON 第 {line} 行第 {col} 列：{json}"),
    (r"nested more than (?P<n>\d+) levels deep", "括號套了超過 {n} 層"),
    (r"(?P<name>NaN|Infinity|-Infinity) is not a JSON number", "{name} 不是 JSON 的數字"),
    # mahjong_tui/tile_input.py: typed text that names no tile
    (r"no tile called (?P<part>'.*') in (?P<typed>'.*'): write it as shown .*",
     "{typed} 裡的 {part} 不是牌：照畫面寫（三萬、3萬、西）或寫代碼"),
    (r"type a tile: write it as shown .*", "請輸入一張牌：照畫面寫（三萬、3萬、西）或寫代碼"),
    # rules/drills.py
    (r"that tile is not in the hand or may not be discarded", "手上沒有這張牌，或這張不能打"),
    # the calculator's own inputs (mahjong_tui/screens/calculator.py)
    (r"meld (?P<typed>'.*'): write type:tiles@seat, e\.g\. peng:777z@W",
     "看不懂副露 {typed}：寫成 類型:牌@座位，如 peng:777z@W"),
    (r"context: expected a JSON object", "牌桌情況要一個 JSON 物件 {{…}}"),
    (r"context: (?P<json>.+)", "牌桌情況不是正確的 JSON：{json}"),
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
    # the save store (mahjong_tui/storage.py, session.py): a damaged save's reason
    (r"cannot read (?P<file>\S+): (?P<json>.+): line (?P<line>\d+) column (?P<col>\d+) \(char \d+\)",
     "{file} 第 {line} 行第 {col} 列讀不懂：{json}"),
    (r"cannot read (?P<file>\S+): '[\w-]+' codec can't decode .+", "{file} 不是 UTF-8 文字"),
    (r"cannot read (?P<file>\S+): \[Errno (?P<n>\d+)\] .+", "{file} 讀不出來（系統錯誤 {n}）"),
    (r"(?P<file>\S+) is not a mahjong-tui save", "{file} 不是本遊戲的存檔"),
    # ... read through mahjong_tui/safe_read.py
    (r"cannot read (?P<file>\S+): invalid JSON at line (?P<line>\d+) column (?P<col>\d+): (?P<json>.+)",
     "{file} 第 {line} 行第 {col} 列讀不懂：{json}"),
    (r"cannot read (?P<file>\S+): line \d+: not UTF-8 text", "{file} 不是 UTF-8 文字"),
    (r"cannot read (?P<file>\S+): is .+, not a file", "{file} 不是一般檔案"),
    (r"cannot read (?P<file>\S+): larger than \d+ KiB; not read", "{file} 太大"),
    (r"cannot read (?P<file>\S+): nested more than \d+ levels deep", "{file} 的層次太深"),
    (r"cannot read (?P<file>\S+): (?P<name>\w+) is not a JSON number", "{file} 裡的 {name} 不是可用的數字"),
    (r"cannot read (?P<file>\S+): cannot read: .+", "{file} 讀不出來"),
    (r"cannot replay the saved match: (?P<detail>.+)", "存下的比賽不能重播{detail}"),
    # rules/variants/options.py: a house rule's value refused (a save, the calculator's scenario)
    *option_patterns(),
)


@cache
def _compiled_errors() -> tuple[tuple[re.Pattern[str], str], ...]:
    """The patterns compiled on the first message in Chinese, not at start-up (a tenth of a second)."""
    return tuple((re.compile(pattern), zh) for pattern, zh in _ERRORS_ZH)


def error_text(text: str, strings: Strings, variant: str = "") -> str:
    """An error message of the kinds above in the app's language; ``variant`` names the wild tile. A refusal
    is worded from its value (``reason_text.refusal_text``)."""
    if isinstance(text, Refusal):
        return refusal_text(text, strings, variant)
    if not strings.is_zh:
        return name_codes(text, strings.lang)
    converters: dict[str, Callable[[str], str]] = {
        "variant": variant_zh, "json": _json_zh, "action": lambda v: action_text(v, strings),
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


def scenario_error_text(error: ValueError, strings: Strings, variant: str = "") -> str:
    """A refused scenario as the calculator shows it: a ScenarioError keeps its JSON path before the
    phrase."""
    if isinstance(error, ScenarioError):
        return f"{error.path}: {error_text(error.what, strings, variant)}"
    return error_text(str(error), strings, variant)
