"""Chinese and English text of the review in the app (issue 29): the review screen, its candidate table,
"play on from here", the deeper hint and the blunder check. The evaluator's own words (verdicts, kinds,
reasons) are :mod:`mahjong_tui.review_words`, shared with the command line. Chinese is written in
traditional characters and put in the reader's script by :meth:`Strings.pick`."""

from __future__ import annotations

from rich.text import Text

from mahjong_tui.i18n import Strings
from mahjong_tui.tiles_view import FaceStyle, tiles_text
from rules.engine import Action, ActionKind

# key -> (zh, en); placeholders use str.format names
_TEXT: dict[str, tuple[str, str]] = {
    "title": ("複盤 {file} · {who}", "Review {file} · {who}"),
    "starting": ("正在複盤… · Esc 停止", "Reviewing… · Esc stops"),
    "working": ("正在複盤：第 {n}/{total} 手 · Esc 停止", "Reviewing decision {n} of {total} · Esc stops"),
    "stopped": ("複盤已停止 · v 重新開始 · Esc 返回", "Review stopped · v starts it again · Esc goes back"),
    "none": ("這一局你沒有要選擇的時候", "You had no choice to make in this hand"),
    "summary": ("{decisions} 手 · 最佳 {agree} · 失誤 {mistakes} · 大錯 {blunders} · 每手損失 {loss} 籌",
                ("{decisions} decisions · best {agree} · mistakes {mistakes} · blunders {blunders} · "
                 "{loss} chips lost a decision")),
    # "Win on offer: you chose discard 白" — was "Your win: 白" for a win let go by a discard
    "decision": ("{kind}：你選 {chosen} · {verdict} · 第 {rank}/{of} · 損失 {loss} 籌",
                 "{kind}: you chose {chosen} · {verdict} · #{rank} of {of} · loses {loss} chips"),
    "between": ("n/p 下一個/上一個失誤 · ]/[ 下一手/上一手 · o 從這裡打起",
                "n/p next/previous mistake · ]/[ next/previous decision · o plays on from here"),
    "wait": ("還在複盤，請稍候", "Still reviewing: a moment"),
    "no_mistake_after": ("後面沒有失誤了", "No mistake after this point"),
    "no_mistakes": ("這一局沒有失誤：] 看你的下一手",
                    "No mistake in this hand: ] goes to your next decision"),
    "no_mistake_before": ("前面沒有失誤了", "No mistake before this point"),
    "no_decision": ("那個方向沒有你的選擇了", "No decision of yours that way"),
    "head_rank": ("名次", "#"),
    "head_choice": ("選擇", "Choice"),
    "head_value": ("籌碼 ± 誤差", "Chips ± error"),
    "head_loss": ("損失", "Loss"),
    "you": ("← 你", "← you"),
    "no_match": ("這個檔案只有一局，沒有比賽可以接著打", "This file holds a lone hand: no match to play on"),
    "hand_over": ("這一局在這裡已經結束：往回走再接著打", "The hand is over here: step back to play on"),
    "not_kept": ("複盤沒有存下：{reason}", "The review could not be kept: {reason}"),
    "damaged": ("存下的複盤壞了，已另存為 {path}；重新計算",
                "A kept review was damaged (kept aside as {path}); computing it again"),
    "play_on": ("練習：從第 {hand} 局第 {step} 步打起", "Practice from hand {hand}, step {step}"),
    "profile_loss": ("每手損失（複盤，舊 → 新）", "Chips lost a decision (reviews, old → new)"),
    "deeper": ("推演 {seconds:.1f} 秒：", "Played out for {seconds:.1f} s:"),
    "blunder_ask": ("推演認為打 {chosen} 是大錯（少 {loss} 籌；{best} 更好）。再按一次就打出",
                    ("The evaluator rates {chosen} a blunder ({loss} chips less; {best} is better). "
                     "Press again to play it")),
    "confirm_blunders": ("大錯前先問（練習）", "Ask before a blunder"),
}

# what an action does, as the candidate table says it before its tiles
_ACTION_WORDS: dict[ActionKind, tuple[str, str]] = {
    ActionKind.DISCARD: ("打", "discard"), ActionKind.KNOCK: ("敲，打", "knock,"),
    ActionKind.CHI: ("吃", "chi"), ActionKind.PENG: ("碰", "peng"), ActionKind.KONG: ("槓", "kong"),
    ActionKind.CONCEALED_KONG: ("暗槓", "kong"), ActionKind.ADDED_KONG: ("加槓", "kong"),
    ActionKind.WIN: ("胡", "win"), ActionKind.PASS: ("過", "pass"), ActionKind.SWAP: ("換牌", "swap"),
}


def say(strings: Strings, key: str, **values: object) -> str:
    """The text for ``key`` in the app's language."""
    zh, en = _TEXT[key]
    text = strings.pick(zh, en)
    return text.format(**values) if values else text


def action_words(strings: Strings, action: Action) -> str:
    """An action in words with its tiles named ("peng 5 Characters"; a discard is its tile alone), for a line
    of text."""
    words = strings.pick(*_ACTION_WORDS[action.kind])
    tiles = action_tiles(action)
    if action.kind is ActionKind.DISCARD and tiles:
        return strings.tiles(tiles)
    return f"{words} {strings.tiles(tiles)}".strip() if tiles else words


def action_text(strings: Strings, action: Action, style: FaceStyle) -> Text:
    """An action drawn with its tiles: a discard is its tile alone, a claim its word and the meld."""
    tiles = action_tiles(action)
    if action.kind is ActionKind.DISCARD and tiles:
        return tiles_text(tiles, style)  # as the hand draws it: 六万, not 6万 beside it
    text = Text(strings.pick(*_ACTION_WORDS[action.kind]))
    if tiles:
        text.append(" ")
        text.append_text(tiles_text(tiles, style))
    return text


def action_tiles(action: Action) -> tuple[int, ...]:
    if action.kind is ActionKind.CHI and action.meld:
        return tuple(action.meld)
    if action.kind is ActionKind.PENG and action.tile is not None:
        return (action.tile,) * 3
    if action.kind in (ActionKind.WIN, ActionKind.PASS) or action.tile is None:
        return ()
    return (action.tile,)
