"""The reasons the table explains in Chinese: the hint's reason for each discard (bots.advice gives a key and
its values) and the why-not messages of the engine and the variants' scorers (issue 10), which they word in
English with the Chinese terms of the game. An unknown text is shown as it came (never hidden)."""

from __future__ import annotations

import re

from bots.advice import Candidate
from mahjong_tui.i18n import Strings
from rules.tiles import name_zh

# bots.advice.REASONS in Chinese; {aim} = "，做 X" when the hint has a plan
_HINT_ZH: dict[str, str] = {
    "ready": "聽 {waits}（還有 {live} 張）",
    "ready_dead": "聽 {waits}（還有 {live} 張）— 全是絕張",
    "off_plan": "不合 {plan}",
    "isolated": "孤張{aim}",
    "most_live": "留下最多進張（{ukeire} 張）{aim}",
    "loosest": "最散的一張（離聽牌還遠：先顧牌型）{aim}",
}

# (whole English text as a pattern, Chinese with {0} {1} … for the groups): rules/engine/legal.py and the
# variants' scorers (rules/variants/*/scoring.py)
_WHY_ZH: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(pattern), zh) for pattern, zh in (
    (r"C-5: a discarded wild tile cannot be claimed", "C-5：打出的百搭（財神、龍）誰都不能要"),
    (r"漏胡 \(JS-8/SH-8\): you passed this tile since your last draw", "漏胡 (JS-8/SH-8)：上次摸牌後你放過這張牌"),
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
    (r"not a winning hand \(no standard, seven pairs, 十三不靠 or 亂風 reading\)",
     "不成胡（不是四副一對、七對、十三不靠或亂風）"),
    (r"not a winning hand", "不成胡"),
    (r"the variant does not accept this hand", "這個玩法不算胡"),
))


def hint_reason(candidate: Candidate, strings: Strings) -> str:
    """The hint's one-line reason in the app's language."""
    template = _HINT_ZH.get(candidate.reason_key)
    if strings.lang != "zh" or template is None:
        return candidate.reason
    values: dict[str, object] = dict(candidate.reason_values)
    values["waits"] = " ".join(name_zh(kind) for kind, _ in candidate.waits)
    plan = values.get("plan") or ""
    return template.format(**values, aim=f"，做 {plan}" if plan else "")


def why_text(text: str, strings: Strings) -> str:
    """A why-not reason of the engine or a scorer in the app's language."""
    if strings.lang != "zh":
        return text
    for pattern, zh in _WHY_ZH:
        found = pattern.fullmatch(text)
        if found:
            return zh.format(*found.groups())
    return text
