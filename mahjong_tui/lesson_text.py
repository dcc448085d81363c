"""The lesson screens' own words (issue 21), zh and en; a lesson's callouts live in its file, in zh-Hans,
zh-Hant and en (rules/variants/<id>/lessons/*.toml)."""

from __future__ import annotations

from mahjong_tui.i18n import Strings
from mahjong_tui.words import canonical_lang, tile_name
from rules.lessons.model import TILE_MARK, Text
from rules.tiles import kind_of

_TEXT: dict[str, tuple[str, str]] = {
    "course_title": ("學牌：{variant}", "Learn {variant}"),
    "course_intro": ("每一課是一手短牌，在真的牌桌上打；到了關鍵時刻會停下來講解。←/→ 換玩法，Enter 開始。",
                     ("Each lesson is a short hand at the real table that stops to explain at the key "
                      "moment. ←/→ change the game, Enter starts a lesson.")),
    "lesson_line": ("{mark} 第 {n} 課  {title}  ({rules})", "{mark} Lesson {n}  {title}  ({rules})"),
    "course_progress": ("已完成 {done}/{total} 課", "{done}/{total} lessons done"),
    "callout_head": ("第 {n}/{total} 課 · {title}", "Lesson {n}/{total} · {title}"),
    "refused": ("不是這一步：", "Not this one: "),
    "try_again": ("再試一次。", "Try again."),
    "done_title": ("第 {n} 課完成：{title}", "Lesson {n} done: {title}"),
    "done_paid": ("這一手的付款：", "What this hand paid:"),
    "done_rules": ("這一課學到的規則（點一下看規則頁）：",
                   "Rules this lesson taught (click one for the rules page):"),
    "done_next": ("Enter 下一課 · Esc 回到課程 · F2 規則頁",
                  "Enter next lesson · Esc back to the course · F2 rules page"),
    "done_last": ("Enter 回到課程 · F2 規則頁", "Enter back to the course · F2 rules page"),
    "course_done": ("{variant} 的課全部學完了！按 m 開始第一場真正的比賽。",
                    "You finished the {variant} course! Press m to start your first real match."),
    "lesson_damaged": ("✗ 第 {n} 課  有誤，不能開始：{reason}",
                       "✗ Lesson {n}  damaged: {reason}"),
    "lessons_none": ("{folder} 裡沒有任何課程。", "No lesson files in {folder}."),
}


def lesson_say(strings: Strings, key: str, **values: object) -> str:
    zh, en = _TEXT[key]
    text = strings.pick(zh, en)  # the Chinese in the reader's script
    return text.format(**values) if values else text


def lesson_lang(strings: Strings) -> str:
    """The lesson text's language for the app's: zh-Hans (also ``zh``), zh-Hant or en."""
    try:
        return canonical_lang(strings.lang)
    except ValueError:
        return "en"


def lesson_words(strings: Strings, text: Text) -> str:
    """A lesson's text in the app's language, each ``[4m]`` worded by the running-text vocabulary."""
    lang = lesson_lang(strings)
    return TILE_MARK.sub(lambda mark: tile_name(kind_of(mark[1]), lang), text.in_lang(lang))
