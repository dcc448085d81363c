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
from mahjong_tui.reason_text import ACTIONS_ZH, seat_name, why_text
from mahjong_tui.words import name_codes
from rules.engine import Action
from rules.scenario import ScenarioError
from rules.variants import VARIANT_IDS, get_variant

_JSON_TYPES_ZH = {"a boolean": "真假值", "a number": "數字", "a string": "字串", "a list": "列表",
                  "an object": "物件", "null": "null"}
_MELDS_ZH = {"chi": "吃", "peng": "碰", "kong": "明槓", "added_kong": "加槓", "concealed_kong": "暗槓"}
_WINDS_ZH = {"E": "東", "S": "南", "W": "西", "N": "北"}
# Python's json decoder (json/decoder.py), for a context typed in the calculator or a damaged save
_JSON_DECODER_ZH = {
    "Expecting value": "這裡要一個值", "Expecting ',' delimiter": "少了逗號",
    "Expecting ':' delimiter": "少了冒號",
    "Expecting property name enclosed in double quotes": "鍵要用雙引號",
    "Unterminated string starting at": "字串沒有結束", "Extra data": "後面多了東西",
    "Invalid control character": "字串裡有控制字元", "Invalid \\escape": "不正確的跳脫字元",
    "Invalid \\uXXXX escape": "不正確的 \\u 跳脫字元",
}


def _variant_zh(variant_id: str) -> str:
    return get_variant(variant_id).name_zh if variant_id in VARIANT_IDS else variant_id


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
    # rules/scenario.py
    (r"invalid JSON at line (?P<line>\d+) column (?P<col>\d+): (?P<json>.+)",
     "JSON 第 {line} 行第 {col} 列：{json}"),
    (r"key given twice", "這個鍵寫了兩次"),
    (r"nested more than (?P<n>\d+) levels deep", "括號套了超過 {n} 層"),
    (r"(?P<name>NaN|Infinity|-Infinity) is not a JSON number", "{name} 不是 JSON 的數字"),
    (r"missing", "缺少"),
    (r"unknown variant '(?P<name>.*)' \(choose from (?P<ids>.+)\)", "沒有 {name} 這個玩法（可選：{ids}）"),
    (r"the winner's hand is missing", "沒有胡的人的手牌"),
    (r"the winner cannot win on their own discard", "不能胡自己打出的牌"),
    (r"a robbed kong needs win\.from \(the konger\)", "搶槓要寫 win.from（加槓的人）"),
    (r"is a self-drawn win: win\.from must be absent", "是自摸：不能寫 win.from"),
    (r"a kong or flower replacement is not the last live tile", "槓或補花摸的牌不是海底牌"),
    # rules/scenario_table.py
    (r"(?P<variant>\w+) is played without flowers: (?P<tile>\w+)", "{variant}不用花牌：{tile}"),
    (r"missing \(the winner's tiles in hand\)", "缺少（胡的人手上的牌）"),
    (r"(?P<tile>\w+) is set aside in (?P<variant>\w+): list it in flowers",
     "{tile} 在{variant}是花：寫在 flowers"),
    (r"(?P<tile>\w+) is not a flower set aside in (?P<variant>\w+)", "{tile} 在{variant}不是花"),
    (r"expected a list, got (?P<type>.+)", "要一個列表，這裡是{type}"),
    (r"a waiting hand holds 13 tiles \(kongs count 3\), got (?P<n>\d+)",
     "沒胡的人手上要 13 張（槓算 3 張），這裡有 {n} 張"),
    (r"at most 4 melds, got (?P<n>\d+)", "最多 4 副副露，這裡有 {n} 副"),
    (r"unknown meld type (?P<typed>.+) \((?P<kinds>.+)\)", "沒有 {typed} 這種副露（可用：{kinds}）"),
    (r"a concealed kong has no supplier", "暗槓沒有人供牌"),
    (r"missing: who supplied the claimed tile of this (?P<meld>\w+)", "缺少：這副{meld}的牌是誰打的"),
    (r"a player cannot claim their own tile", "不能吃碰自己打的牌"),
    (r"chi only from the previous player \(上家\) (?P<seat>[ESWN])", "只能吃上家（{seat}）的牌"),
    (r"claim (?P<n>\d+) on (?P<seat>[ESWN]) in one hand: at most (?P<limit>\d+) claims on one player",
     "一局裡第 {n} 次要{seat}家的牌：同一家最多只能要 {limit} 次"),
    (r"(?P<tile>\w+) cannot be discarded or claimed: no win on it from win\.from",
     "{tile} 不能打出也不能被要：不能胡別人打的這張"),
    (r"the winner holds (?P<n>\d+) tiles with the win tile \(kongs count 3\); 14 needed",
     "胡的人連胡的牌有 {n} 張（槓算 3 張）；要 14 張"),
    (r"second copy of (?P<tile>\w+) on the table", "桌上有第二張 {tile}"),
    (r"fifth copy of (?P<tile>\w+) on the table", "桌上有第五張 {tile}"),
    (r"wild tile (?P<tile>\w+) cannot take part in a meld", "{wild} {tile} 不能用在副露裡"),
    (r"flower (?P<tile>\w+) cannot take part in a meld", "花 {tile} 不能用在副露裡"),
    (r"a chi is three consecutive tiles of one suit, not (?P<tiles>\w*)", "吃是同一門連續三張，{tiles} 不是"),
    (r"a (?P<meld>\w+) is (?P<n>\d) identical tiles, not (?P<tiles>\w*)",
     "{meld}是 {n} 張相同的牌，{tiles} 不是"),
    # rules/scenario_values.py
    (r"expected an object, got (?P<type>.+)", "要一個物件 {{…}}，這裡是{type}"),
    (r"unknown key \(expected one of (?P<keys>.+)\)", "沒有這個鍵（可用：{keys}）"),
    (r"expected a seat E, S, W or N, got (?P<typed>.+)", "要一個座位 E、S、W 或 N，這裡是 {typed}"),
    (r"expected true or false, got (?P<type>.+)", "要 true 或 false，這裡是{type}"),
    (r"expected a whole number from (?P<least>\d+) to (?P<most>\d+), got a (?P<n>\d+)-digit number",
     "要一個 {least} 到 {most} 的整數，這裡是一個 {n} 位數"),
    (r"expected a whole number from (?P<least>\d+) to (?P<most>\d+), got (?P<typed>.+)",
     "要一個 {least} 到 {most} 的整數，這裡是 {typed}"),
    (r"a tile string has at most (?P<most>\d+) characters, got (?P<n>\d+)",
     "一串牌最多 {most} 個字元，這裡有 {n} 個"),
    (r'expected a tile string like "123m55z", got (?P<type>.+)', '要一串牌，如 "123m55z"，這裡是{type}'),
    (r"expected one tile, got (?P<n>\d+)", "要一張牌，這裡有 {n} 張"),
    (r"(?P<tile>\w+) is a flower, not a playing tile", "{tile} 是花，不是打的牌"),
    (r"expected two dice, e\.g\. \[2, 5\]", "要兩顆骰子，如 [2, 5]"),
    (r"a die shows 1 to 6, not (?P<n>-?\d+)", "骰子只有 1 到 6，沒有 {n}"),
    (r"expected a list of seats, got (?P<type>.+)", "要一串座位，這裡是{type}"),
    (r"a seat is listed twice", "同一個座位寫了兩次"),
    (r"(?P<variant>\w+) does not use this context key \(it uses: (?P<uses>.+)\)",
     "{variant}不用這項牌桌情況（用：{uses}）"),
    # mahjong_tui/tile_input.py: typed text that names no tile
    (r"no tile called (?P<part>'.*') in (?P<typed>'.*'): write it as shown .*",
     "{typed} 裡的 {part} 不是牌：照畫面寫（三萬、3萬、西）或寫代碼"),
    (r"type a tile: write it as shown .*", "請輸入一張牌：照畫面寫（三萬、3萬、西）或寫代碼"),
    # rules/tiles.py (TileError): a typed tile string
    (r"bad tile token (?P<token>'.*') in (?P<typed>'.*'): ranks must be followed by m, p, s, z or f",
     "看不懂 {typed} 裡的 {token}：數字後面要接 m、p、s、z 或 f"),
    (r"bad tile token (?P<token>'.*') in (?P<typed>'.*')", "看不懂 {typed} 裡的 {token}"),
    (r"bad tile token (?P<token>'.*'): unknown suit letter (?P<letter>'.*')",
     "看不懂 {token}：沒有 {letter} 這一門"),
    (r"bad tile token (?P<token>'.*'): no rank (?P<n>\d) in suit (?P<letter>'.*')",
     "看不懂 {token}：{letter} 沒有 {n}"),
    (r"expected one tile, got (?P<typed>'.*')", "要一張牌，這裡是 {typed}"),
    (r"fifth copy of (?P<tile>\w+)", "第五張 {tile}"),
    (r"second copy of (?P<tile>\w+)", "第二張 {tile}"),
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
    """An error message of the kinds above in the app's language; ``variant`` names the wild tile."""
    if not strings.is_zh:
        return name_codes(text, strings.lang)
    converters: dict[str, Callable[[str], str]] = {
        "type": lambda v: _JSON_TYPES_ZH.get(v, v), "variant": _variant_zh, "seat": lambda v: _WINDS_ZH[v],
        "meld": lambda v: _MELDS_ZH.get(v, v), "json": _json_zh, "action": lambda v: action_text(v, strings),
        "detail": _detail_zh(strings), "uses": lambda v: "無" if v == "none" else v,
        "known": lambda v: "無" if v == "none" else v, "value": value_zh,
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
