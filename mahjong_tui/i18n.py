"""Chinese and English strings of the app.

Three languages (issue 18): ``zh-Hans`` (the default Chinese; ``zh`` is its alias), ``zh-Hant`` and ``en``.
The language comes from ``LANG`` (``zh_TW``/``zh_HK`` → zh-Hant, other ``zh`` → zh-Hans, else English);
``play --lang`` overrides. The Chinese text is written once in traditional characters and put in the
reader's script by :func:`mahjong_tui.script.to_script`. Widgets never pick a language themselves: the app
hands them a :class:`Strings` built once, whose :meth:`Strings.pick` chooses and converts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mahjong_tui.catalogue import catalogue
from mahjong_tui.script import to_script
from mahjong_tui.tiles_view import Faces, FaceStyle, faces_of
from mahjong_tui.words import LANGS, canonical_lang, is_chinese, term, tile_name, tile_names

if TYPE_CHECKING:
    from collections.abc import Iterable

    from textual.binding import Binding

__all__ = ["LANGS", "LANG_CHOICES", "Strings", "detect_lang"]

LANG_CHOICES = (*LANGS, "zh")  # what --lang accepts: zh is zh-Hans


# scoring units and totals as the scorers name them, in Chinese (the result screen)
UNITS_ZH: dict[str, str] = {
    "hu": "胡", "tai": "台", "hua": "花", "lezi": "勒子", "x": "倍", "points": "分", "limit": "辣子",
    "flowers": "花",
    "winner_take": "贏家共收",  # JS-17 (its "a" = 胡 × 2^台 stays a letter, as the formula writes it)
    "loser_E": "東家v", "loser_S": "南家v", "loser_W": "西家v", "loser_N": "北家v",  # JS-21 losers' v
    "multiplier": "倍數", "share": "每份", "ante": "底",  # JH-29, SH-12
    "basic": "底分", "long": "龍數", "paohua": "抛花",  # CX-9
}

# the same in English: the Chinese unit glossed, no bare pinyin (issue 18)
UNITS_EN: dict[str, str] = {
    "hu": "胡 points", "tai": "台 doublings", "hua": "花 points", "lezi": "勒子 (10 points)", "x": "×",
    "limit": "limit", "flowers": "flower points", "winner_take": "winner takes",
    "loser_E": "East's v", "loser_S": "South's v", "loser_W": "West's v", "loser_N": "North's v",
    "multiplier": "multiplier", "share": "share", "ante": "ante", "basic": "basic score",
    "long": "龍 count", "paohua": "抛花 bonus",
}

# hand names a refused or item-less score is titled with, in English (the items carry their own)
HAND_NAMES_EN: dict[str, str] = {
    "平胡": "plain win", "碰碰胡": "all pungs", "混一色": "half flush", "清一色": "full flush",
    "混碰": "half flush all pungs", "清碰": "full flush all pungs", "七對": "seven pairs",
    "七對子": "seven pairs", "十三幺": "thirteen orphans",
    "十三不靠": "thirteen unrelated", "字一色": "all honors", "風一色": "all honors",
}

# the special shapes a hint names (bots.advice.ROUTE_NAMES keys), as players call them; then each region's own
ROUTE_NAMES: dict[str, tuple[str, str]] = {
    "seven_pairs": ("七對", "seven pairs"),
    "thirteen_orphans": ("十三幺", "十三幺 (thirteen orphans)"),  # JS-11
    "unrelated": ("十三不靠", "十三不靠 (thirteen unrelated)"),
    "all_honors": ("字一色", "all honors"),
}
VARIANT_ROUTE_NAMES: dict[str, dict[str, tuple[str, str]]] = {
    "shanghai": {"all_honors": ("風一色", "風一色 (all honors)")},  # SH-9
    "jinhua": {"seven_pairs": ("七對子", "七對子 (seven pairs)"),  # JH-13
               "all_honors": ("亂風", "亂風 (all honors)")},  # JH-19
    "cixi": {"unrelated": ("十三幺", "十三幺 (unrelated tiles)"),  # CX-7
             "all_honors": ("全風向", "全風向 (all honors)")},
}

# the bot registry's levels (bots.BOTS) as a player names them
BOT_NAMES: dict[str, tuple[str, str]] = {
    "easy": ("新手電腦", "Easy bot"), "normal": ("普通電腦", "Normal bot"),
    "hard": ("高手電腦", "Hard bot"),
    "expert": ("大師電腦", "Expert bot"),  # issue 29: hard with the evaluator's say
    "heuristic": ("穩健電腦", "Steady bot"), "random": ("亂打電腦", "Random bot"), "bot": ("電腦", "Bot"),
}

# how a hand was won (rules.engine.state HandResult.how) beyond 自摸 and a discard
WIN_HOWS: dict[str, tuple[str, str]] = {
    "搶槓": ("搶槓", "by robbing a kong (搶槓)"), "八花齊": ("八花齊", "with all eight flowers (八花齊)"),
    "四龍": ("四龍", "with all four 龍 (四龍)"), "十連風": ("十連風", "on ten honors in a row (十連風)"),
    "抛花": ("抛花", "on paohua 抛花 (a lone wild)"),
    "單吊抛花": ("單吊抛花", "on a single-wait paohua (單吊抛花)"),
}

_SUIT_WORDS_EN = {"萬": "Characters", "條": "Bamboo", "筒": "Dots"}

_SEAT_NAMES = {
    "zh": ("東", "南", "西", "北"),
    "en": ("East", "South", "West", "North"),
}

HELP_ROWS: tuple[tuple[str, str, str], ...] = (
    ("← → / h l", "選牌 (摸到的牌預先選中)", "select a tile (the drawn tile is preselected)"),
    ("Enter / Space", "打出選中的牌", "discard the selected tile"),
    ("click", "點牌選中，再點打出", "click a tile to select it, again to discard"),
    ("c", "吃", "chi (in a claim prompt)"),
    ("p", "碰", "peng (in a claim prompt)"),
    ("k", "槓 (明槓、暗槓、加槓)", "kong (claim, concealed or added)"),
    ("w", "胡 (放沖或自摸)", "win (on a discard or self-drawn)"),
    ("Esc", "過", "pass a claim"),
    ("r", "敲 (上海敲麻)", "knock (Shanghai)"),
    ("i", "提示", "hint"),
    ("F1 / ?", "本說明", "this help"),
    ("F2", "規則頁", "the variant's rules page"),
    ("ctrl+q", "存檔並離開", "save and quit"),
)


# the footer's words in Chinese, by binding id (the English ones are the bindings' own descriptions)
BINDINGS_ZH: dict[str, str] = {
    "app.quit": "存檔離開", "join.quit": "離開", "app.undo": "悔牌", "app.bot_hands": "電腦的牌",
    "table.select_left": "←", "table.select_right": "→", "table.discard": "打出", "table.swap_mark": "選",
    "table.swap_confirm": "換牌", "table.swap_pass": "不換", "table.win": "胡", "table.kong": "槓",
    "table.knock": "敲", "table.hint": "提示", "table.help": "說明", "table.rules": "規則",
    "claim.win": "胡", "claim.kong": "槓", "claim.peng": "碰", "claim.chi": "吃", "claim.chi1": "吃 1",
    "claim.chi2": "吃 2", "claim.chi3": "吃 3", "claim.pass": "過",
    "result.next": "繼續", "result.rules": "規則", "result.details": "明細", "summary.close": "關閉",
    "help.close": "關閉", "summary.leave": "離開牌桌",
    "privacy.reveal": "看我的牌", "calls.go_on": "繼續",
    "calls.call1": "叫牌 1", "calls.call2": "叫牌 2", "calls.call3": "叫牌 3", "calls.call4": "叫牌 4",
    "bot_hands.close": "返回", "rules.close": "返回", "profile.close": "返回",
    "new_game.start": "開始", "new_game.rules": "規則", "new_game.help": "說明", "new_game.replay": "重播",
    "new_game.calculator": "算分", "new_game.drills": "練習", "new_game.profile": "戰績",
    "replay.forward": "下一步", "replay.back": "上一步", "replay.start": "發牌", "replay.end": "最後",
    "replay.next_hand": "下一局", "replay.previous_hand": "上一局", "replay.close": "返回",
    "drills.close": "返回", "drills.next": "下一題", "drills.pick": "打出",
    "calculator.score": "算分", "calculator.close": "返回",
    "new_game.lessons": "學牌", "course.close": "返回", "course.match": "比賽",
    "lesson_done.next": "下一課", "lesson_done.match": "比賽",
    "lesson_done.rules": "規則", "lesson_done.back": "返回",  # issue 21 lessons
    # the way into the game (issue 19): the first screen, saved matches, the summary, the tour
    "first.resume": "繼續", "first.saved": "存檔", "first.new_game": "新遊戲", "first.rules": "規則",
    "first.help": "說明", "first.replay": "重播", "first.calculator": "算分", "first.drills": "練習",
    "first.lessons": "學牌",
    "first.profile": "戰績", "saved.resume": "繼續", "saved.replay": "重播", "saved.close": "返回",
    "summary.again": "再來", "summary.menu": "首頁", "tour.next": "下一步", "tour.skip": "跳過",
    "new_game.back": "返回", "app.palette": "指令",
    "result.review": "複盤這一局", "saved.review": "複盤", "replay.review": "複盤",  # issue 29 review
    "review.next_mistake": "下個失誤", "review.previous_mistake": "上個失誤",
    "review.next_decision": "下一手", "review.previous_decision": "上一手", "review.play_on": "從這裡打",
    "review.forward": "下一步", "review.back": "上一步", "review.next_hand": "下一局",
    "review.previous_hand": "上一局", "review.start": "複盤", "review.close": "返回",
    "review.start_of_hand": "發牌", "review.end_of_hand": "最後",
}


@dataclass(frozen=True)
class Strings:
    """The app's text in one language."""

    lang: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "lang", canonical_lang(self.lang))

    @property
    def is_zh(self) -> bool:
        return is_chinese(self.lang)

    def __call__(self, key: str, **values: object) -> str:
        """The catalogue's words for ``key`` (``section.key``; a bare key is in [app]) in this language,
        with ``values`` filled in (mahjong_tui/words.toml: one word catalogue for the app, issue 28)."""
        section, _, name = key.rpartition(".")
        zh, en = catalogue()[section or "app"][name]
        text = self.pick(zh, en)
        return text.format(**values) if values else text

    def pick(self, zh: str, en: str) -> str:
        """``zh`` in the reader's script for a Chinese reader, else ``en``."""
        return to_script(zh, self.lang) if self.is_zh else en

    def script(self, text: str) -> str:
        """Chinese text from elsewhere (a variant's or a scoring item's name) in the reader's script."""
        return to_script(text, self.lang)

    def tile(self, kind: int) -> str:
        """A tile in running text (三万 / 三萬 / "3 Characters"): see :mod:`mahjong_tui.words`."""
        return tile_name(kind, self.lang)

    def tiles(self, kinds: Iterable[int]) -> str:
        return tile_names(kinds, self.lang)

    def faces(self, style: FaceStyle) -> Faces:
        """The tile faces of this app's language in the player's style (一万 for zh-Hans): passed down to
        every place that draws a face, so no two apps share a script."""
        return Faces(faces_of(style).style, simplified=self.lang == "zh-Hans")

    def wind(self, wind: int) -> str:
        """The seat wind's name: 0 = East (the dealer) … 3 = North."""
        return self.pick(_SEAT_NAMES["zh"][wind], _SEAT_NAMES["en"][wind])

    def bot_name(self, name: str) -> str:
        """A bot level's name (普通電腦 / "Normal bot"); a level this table does not know keeps its own."""
        zh, en = BOT_NAMES.get(name, (name, name))
        return self.pick(zh, en)

    def win_headline(self, winners: str, how: str, discarder: str = "") -> str:
        """The result's headline: the winner side 胡 / "wins", the discarder's side 點炮 ("on South's
        discard")."""
        return self("winner_line", name=winners, how=self.win_how(how, discarder))

    def win_how(self, how: str, discarder: str = "") -> str:
        """How a hand was won, in words: 自摸, on whose discard ("— 南 點炮"), 搶槓 …"""
        if how == "放沖" and discarder:
            return self("on_discard", name=discarder)
        if how == "自摸":
            return self("self_drawn")
        zh, en = WIN_HOWS.get(how, (how, how))
        return self.pick(zh, en)

    def plan_name(self, plan: str) -> str:
        """A bot plan's name (bots.advice.plan_label: 混一色 條, 碰碰胡): in the reader's script, in English
        glossed ("混一色 條 (half flush in Bamboo)")."""
        if self.is_zh or not plan:
            return self.script(plan)
        name, _, suit = plan.partition(" ")
        english = HAND_NAMES_EN.get(name, "")
        suit_en = _SUIT_WORDS_EN.get(suit, suit)
        gloss = f"{english} in {suit_en}" if english and suit else english
        return f"{plan} ({gloss})" if gloss else plan

    def unit(self, unit: str) -> str:
        """A scoring unit or total's name (hu, tai, 勒子 …) in this language."""
        return self.pick(UNITS_ZH.get(unit, unit), UNITS_EN.get(unit, unit))

    def wild_name(self, variant: str) -> str:
        """What the players of ``variant`` call its wild (its ``Words.wild_term``: JS-3 百搭, JH-2 財神,
        CX-1 龍); the plain word where the variant has no wild."""
        from rules.variants import VARIANT_IDS, get_variant

        key = get_variant(variant).wild_term if variant in VARIANT_IDS else None
        if key is None:
            return self("wild")
        return self.pick(term(key, "zh"), term(key, "en", first=True))

    def route_name(self, variant: str, route: str) -> str:
        """A special shape's name (seven pairs, 十三不靠 …) as the players of ``variant`` call it."""
        zh, en = VARIANT_ROUTE_NAMES.get(variant, {}).get(route) or ROUTE_NAMES.get(route, (route, route))
        return self.pick(zh, en)

    def key_word(self, binding: Binding) -> str:
        """What a key does, as the footer and the palette say it: the binding's own description in
        English, its words by ``id`` in :data:`BINDINGS_ZH` for a Chinese reader."""
        if not self.is_zh:
            return binding.description
        return to_script(BINDINGS_ZH.get(binding.id or "", binding.description), self.lang)

    def help_rows(self) -> list[tuple[str, str]]:
        return [(keys, self.pick(zh, en)) for keys, zh, en in HELP_ROWS]


def detect_lang(environ: Mapping[str, str], override: str | None = None) -> str:
    """``override`` if given (``zh`` = zh-Hans), else from ``LC_ALL`` or ``LANG``:
    ``zh_TW``/``zh_HK``/``zh_MO`` read traditional, any other ``zh`` simplified, everything else English."""
    if override:
        return canonical_lang(override)
    locale = (environ.get("LC_ALL") or environ.get("LANG") or "").lower().replace("_", "-")
    if not locale.startswith("zh"):
        return "en"
    return "zh-Hant" if locale.startswith(("zh-tw", "zh-hk", "zh-mo", "zh-hant")) else "zh-Hans"
