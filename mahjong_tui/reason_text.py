"""The engine's and the scorers' free text in Chinese (issue 10): the hint's reason for each discard
(bots.advice gives a key and its values), the why-not messages of the engine and the variants' scorers, the
engine's refusal of an illegal action, and the scorers' formulas, item details and payment reasons. The engine
words these in English with the Chinese terms of the game; a whole text is matched first (``_WHY_ZH``), and
what no whole pattern knows has its known phrases replaced (``_PHRASES_ZH``: formulas are built from them).
An unknown text is shown as it came (never hidden); tests/tui/test_i18n_messages.py walks the texts a zh
player can meet so that a reworded engine message is noticed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from mahjong_tui.i18n import Strings
from mahjong_tui.words import name_codes

if TYPE_CHECKING:
    from bots.advice import Candidate

# bots.advice.REASONS in Chinese; {aim} = "，做 X" when the hint has a plan
_HINT_ZH: dict[str, str] = {
    "ready": "聽 {waits}（還有 {live} 張）",
    "ready_dead": "聽 {waits}（還有 {live} 張）— 全是絕張",
    "off_plan": "不合 {plan}",
    "isolated": "孤張{aim}",
    "most_live": "留下最多進張（{ukeire} 張）{aim}",
    "loosest": "最散的一張（離聽牌還遠：先顧牌型）{aim}",
    "route_lone": "{route}：{tile} 是單張，湊不成對",
    "route_third": "{route}：第三張 {tile} 多過一對",
    "route_not_orphan": "{route}：{tile} 不是幺九也不是字",
    "route_extra": "{route}：{tile} 多一張（只要一對）",
    "route_near": "{route}：{tile} 和 {other} 相差不到三（同一門要隔三，如 147/258/369）",
    "route_twice": "{route}：{tile} 有兩張（每張只要一張）",
    "route_not_honor": "{route}：{tile} 不是字牌",
    "route_spare": "{route}：{tile} 是這個牌型多出來的一張",
}

# bots.advice.REASONS reworded in a player's English (no "live", no "ukeire": issue 18)
_HINT_EN_WORDS: dict[str, str] = {
    "ready": "ready on {waits} ({live} left)",
    "ready_dead": "ready on {waits} ({live} left) — none of them is left to draw",
    "most_live": "keeps the most tiles that help ({ukeire}){aim}",
    "loosest": "the loosest tile (far from ready: shape first){aim}",
}


@cache
def _hint_en() -> dict[str, str]:
    from bots.advice import REASONS  # the bots load on the first hint, not when the app starts

    return REASONS | _HINT_EN_WORDS

# the engine's action kinds (rules.engine.ActionKind values) as players say them
ACTIONS_ZH: dict[str, str] = {
    "discard": "打牌", "knock": "敲", "chi": "吃", "peng": "碰", "kong": "槓", "concealed_kong": "暗槓",
    "added_kong": "加槓", "win": "胡", "pass": "過", "swap": "換牌",
}


def seat_name(letter: str) -> str:
    """rules.engine.game.tile_chair names chairs E S W N by their index: the app calls them seats 1-4."""
    return f"座位 {'ESWN'.index(letter) + 1}"


# a Chinese text: a template with {0} {1} … for the groups, or a function of the match
Rewrite = str | Callable[[re.Match[str]], str]

# (whole English text as a pattern, its Chinese): rules/engine/legal.py and game.py (illegal actions),
# rules/engine/winning.py, and the variants' scorers (rules/variants/*/scoring.py)
_WHY_ZH: tuple[tuple[str, Rewrite], ...] = (
    (r"C-5: a discarded wild tile cannot be claimed", "C-5：打出的百搭（財神、龍）誰都不能要"),
    (r"漏胡 \(JS-8/SH-8\): you passed this tile since your last draw",
     "漏胡 (JS-8/SH-8)：上次摸牌後你放過這張牌"),
    (r"CX-11: 抛花 only wins by self-draw", "CX-11：抛花只能自摸"),
    (r"抛花 only wins by self-draw", "抛花只能自摸"),
    (r"SH-6: knock \(敲\) first — only a knocked hand may win", "SH-6：要先敲 — 敲了才能胡"),
    (r"must knock first \(SH-6\)", "要先敲才能胡 (SH-6)"),
    (r"CX-5: a third claim from this player is not allowed \((\d+) already made on their discards\)",
     "CX-5：不能第三次吃碰同一家（已吃碰他 {0} 次）"),
    (r"(\d+) 胡 — at least (\d+) needed", "{0} 胡 — 至少要 {1} 胡"),
    (r"not a complete hand: 4 melds and a pair \(33332\), or 十三幺 \(JS-11\)",
     "不成胡：要四副一對 (33332) 或十三幺 (JS-11)"),
    (r"a plain hand cannot win in 敲麻 \(SH-9: (.+) only\)", "敲麻不能胡平胡（SH-9：只有 {0}）"),
    (r"a flower completes a win only as 八花齊 \(SH-2\)", "花只能以八花齊胡 (SH-2)"),
    (r"not a complete hand \(SH-9\)", "不成胡 (SH-9)"),
    (r"a chi rules out all pungs, two melded suits the flushes \(SH-9\)",
     "吃過就不能碰碰胡，兩門副露也不能清一色、混一色（SH-9）"),
    (r"not a complete hand: (\d+) tiles in hand where (\d+) are needed", "不成胡：手上 {0} 張，要 {1} 張"),
    (r"not a winning hand \(no standard, seven pairs, 十三不靠 or 亂風 reading\)",
     "不成胡（不是四副一對、七對、十三不靠或亂風）"),
    (r"not a winning hand", "不成胡"),
    (r"the variant does not accept this hand", "這個玩法不算胡"),
    # JH: a scenario the calculator scores (rules/variants/jinhua/scoring.py invalid_reason)
    (r"the winner holds (\d+) tiles with (\d+) melds, (\d+) needed",
     "胡的人有 {0} 張牌、{1} 副副露，要 {2} 張"),
    (r"a 財神 \((\S+)\) never takes part in chi, peng or kong \(C-5\)", "財神（{0}）不能吃、碰、槓 (C-5)"),
    (r"chi .+ is not a sequence", "這副吃不是順子"),
    (r".+ is not (\d) identical tiles", "這副不是 {0} 張相同的牌"),
    (r"a discarded 財神 cannot be claimed \(C-5\)", "打出的財神不能要 (C-5)"),
    (r"won on a kong replacement \(after_kong\) but the winner has no kong", "槓上開花，但胡的人沒有槓"),
    # CX: rules/variants/cixi/scoring.py why_not_a_win
    (r"(\d+) tiles in hand with (\d+) melds: a win holds 14 − 3 per meld",
     "手上 {0} 張、{1} 副副露：胡牌要 14 張，每副副露少 3 張"),
    (r"a 龍 can never be discarded \(CX-2\)", "龍永遠不能打出 (CX-2)"),
    (r"四龍 needs all four 龍 \((\S+)\) in hand \(CX-7\)", "四龍要四張龍（{0}）都在手上 (CX-7)"),
    (r"四龍 and 十連風 are won on the player's own turn: win.from must be absent \(CX-7\)",
     "四龍和十連風在自己的回合胡：沒有放沖的人 (CX-7)"),
    (r"十連風: win.tile is the tenth honor discarded, never a 龍 \(CX-7\)",
     "十連風：胡的牌是打出的第十張字牌，不能是龍 (CX-7)"),
    (r"單吊抛花 \(CX-13\): the 抛花 player holds a lone 龍 after four melds",
     "單吊抛花 (CX-13)：抛花的人四副副露後只剩一張龍"),
    (r"no scoring for (\S+) yet \(\w+\): win scored as 0", "{0} 還不能算分：這次胡算 0"),
    # the engine refusing an action (rules/engine/game.py Game._why_illegal)
    (r"the hand is over", "這一局已經結束"),
    (r"it is not chair ([ESWN])'s turn to act \(waiting for .*\)", lambda m: f"還沒輪到{seat_name(m[1])}"),
    (r"(\w+) is not possible now for chair ([ESWN])",
     lambda m: f"{seat_name(m[2])}現在不能{ACTIONS_ZH.get(m[1], m[1])}"),
    (r"(\S+) is not in hand", "手上沒有 {0}"),
    (r"SH-7: after knocking the drawn tile must be discarded", "SH-7：敲了以後摸到的牌要打出"),
    (r"(\S+) may not be discarded now \(wild or JS-7 ban, or not ready to knock\)",
     "{0} 現在不能打（百搭、JS-7 不許打，或打了不能敲）"),
    (r".+ is not among the legal choices: .*", "現在不能這樣做"),
)

# phrases of the scorers' formulas, item details and payment reasons, replaced where they stand
_PHRASES_ZH: tuple[tuple[str, str], ...] = (
    (r"every payer pays the cap (\d+)", r"每家付封頂 \1"),  # JS-15
    (r"no payment above (\d+)", r"每家最多付 \1"),  # JS-17
    (r"losers' v", "輸家互算 v"),  # JS-21
    (r"\beach pays\b", "每家付"),
    (r"\bthe others\b", "其他兩家"),
    (r"\bpays it all\b", "全付"),
    (r"\bpays\b", "付"),
    (r"\bdiscarder\b", "放沖者"),
    (r"\bothers\b", "其他兩家"),
    (r"\bshare\b", "每份"),  # SH-12
    (r"\bbase (\d+) cut to (\d+)", r"底 \1 封頂為 \2"),  # SH-12
    (r"\bbase (\d+) raised to 1 勒子", r"底 \1 升為 1 勒子"),
    (r"\bcut at (\d+) 勒子", r"封頂 \1 勒子"),  # SH-17
    (r"逛花園 stack: (\d+) left", r"逛花園剩 \1"),  # SH-20
    (r", not knocked", "，未敲"),  # SH-14
    (r", knocked", "，已敲"),
    (r"\bcounter (\d+)", r"荒番 \1"),  # SH-16
    (r"(\d+) drawn before", r"前面流局 \1 次"),  # JH-6
    (r"none held: counts as 2", "沒有龍：算 2"),  # CX-9
    (r"CX-7 shape", "CX-7 牌型"),
    (r"\(pays for all three\)", "（包三家）"),  # JH-8
)


WholeTexts = tuple[tuple[re.Pattern[str], Rewrite], ...]
Phrases = tuple[tuple[re.Pattern[str], str], ...]


@cache
def _compiled_zh() -> tuple[WholeTexts, Phrases]:
    """(whole texts, phrases) compiled on the first text in Chinese, not at start-up."""
    return (tuple((re.compile(pattern), zh) for pattern, zh in _WHY_ZH),
            tuple((re.compile(pattern), zh) for pattern, zh in _PHRASES_ZH))


def hint_reason(candidate: Candidate, strings: Strings, variant: str = "") -> str:
    """The hint's one-line reason in the app's language; a special route by the name ``variant``'s players
    give it (十三不靠, Cixi's 十三幺, 亂風 …)."""
    values: dict[str, object] = dict(candidate.reason_values)
    zh = strings.is_zh
    routed = "route" in values
    template = (_HINT_ZH if zh else _hint_en()).get(candidate.reason_key)
    if template is None:
        return name_codes(candidate.reason, strings.lang)
    if routed:
        values["route"] = strings.route_name(variant, str(values["route"]))
    for name in ("tile", "other"):
        if name in values:
            values[name] = strings.tile(int(str(values[name])))
    values["waits"] = strings.tiles(kind for kind, _ in candidate.waits)
    plan = values.get("plan") or ""
    aim = (f"，做 {plan}" if zh else f", toward {strings.plan_name(str(plan))}") if plan else ""
    text = template.format(**values, aim=aim)
    return strings.script(text) if zh else text


# the games' Chinese terms the engine and the scorers write in their English texts, as an English reader is
# told them: glossed on their first use in a text ("抛花 only wins by self-draw" names a rule a Western
# player has never heard of); a term already followed by its gloss ("knock (敲)", "上家 (the player …)") is
# left alone
GLOSSES_EN: dict[str, str] = {
    "單吊抛花": "a lone wild after four melds in 抛花",
    "抛花": "the flower throw: ready on a lone wild, any tile wins",
    "財神": "Caishen, the wild tile",
    "四龍": "all four wilds",
    "龍": "Long, the wild tile",
    "百搭": "Baida, the wild tile",
    "十連風": "ten honors discarded in a row",
    "自摸": "self-drawn",
    "放沖": "dealt in",
    "承包": "pays for all",
    "漏胡": "missed win",
    "敲麻": "Shanghai knock",
    "十三幺": "thirteen orphans",
    "十三不靠": "thirteen unconnected",
    "亂風": "all honors",
    "八花齊": "all eight flowers",
    "逛花園": "flower-garden stakes",
    "辣子": "a limit hand",
    "勒子": "lezi, a limit unit",
}
_GLOSSED_TERM = re.compile("|".join(sorted(map(re.escape, GLOSSES_EN), key=len, reverse=True)))
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
        return f"{word} ({GLOSSES_EN[word]})"

    return _GLOSSED_TERM.sub(glossed, text)


def why_text(text: str, strings: Strings) -> str:
    """A text of the engine or a scorer (a why-not reason, a refused action, a formula, an item's detail, a
    payment's reason) in the app's language; in English its Chinese terms glossed on first use."""
    if not strings.is_zh or not text:
        return gloss_terms_en(name_codes(text, strings.lang))
    return strings.script(name_codes(_why_zh(text), strings.lang))


def _why_zh(text: str) -> str:
    whole_texts, phrases = _compiled_zh()
    for pattern, zh in whole_texts:
        found = pattern.fullmatch(text)
        if found:
            return zh(found) if callable(zh) else zh.format(*found.groups())
    for pattern, phrase in phrases:
        text = pattern.sub(phrase, text)
    return text
