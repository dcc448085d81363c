"""One language at a time (issue 18): a walk through every screen of the app, each variant, each language.

The walk opens the new-game screen, its help, the rules page, the calculator (with a score worked out),
the drills (with an answer), the profile, then plays a hand at the table — the hint, every claim prompt,
the result with its explained score — and keeps every notification. On each screen it reads what the
widgets show and checks:

* en: no Chinese-only line (Chinese appears beside English: a glossed term, a tile face) and no tile code
  (``5m``, ``12f``);
* zh-Hans: no traditional-only character and no English word; zh-Hant: no simplified-only character and no
  English word. Tile faces are drawn as on real tiles (萬 條 東 發), so they are left out of the script check.

The command line's help is checked the same way (it is English with the games' Chinese names).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import opencc
import pytest
from click.testing import CliRunner
from textual.app import App
from textual.content import Content
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Input, RichLog, Select, Static

from mahjong_tui.app import MahjongApp, make_app
from mahjong_tui.cli import COMMANDS, cli
from mahjong_tui.keys_bar import KeysBar
from mahjong_tui.screens.result import ResultScreen
from mahjong_tui.screens.rules_page import LANGUAGE_LABELS as RULES_PAGE_LANGUAGES
from mahjong_tui.screens.rules_page import RulesPageScreen
from mahjong_tui.settings import GameSettings
from mahjong_tui.tiles_view import TileStyle, face, face_rows
from mahjong_tui.words import LANG_LABELS
from rules.tiles import N_ALL_KINDS
from rules.variants import VARIANT_IDS
from tests.tui.conftest import play_until_result, settle
from tests.tui.rendered import plain
from tests.tui.test_snapshots import win_now, winning_app

LANGS = ("zh-Hans", "zh-Hant", "en")
CJK = re.compile(r"[\u3400-\u9fff]+")
JARGON = re.compile(r"\b(?:shanten|ukeire|live tiles?)\b", re.IGNORECASE)  # say "tiles from ready" …
TILE_CODE = re.compile(r"\b[1-9][mpsz]\b|\b\d+f\b")
ENGLISH_WORD = re.compile(r"[A-Za-z]{4,}")
KEY_NAMES = frozenset({"JSON", "ASCII","Enter", "Space", "ctrl", "Ctrl", "shift", "click", "Esc", "Tab",
                       "escape", "enter",
                       "space", "tab"})  # keys as printed on them
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
RULE_ID = re.compile(r"\b[A-Z]{2}-\d+\b")
FILE_NAME = re.compile(r"\S+\.json\b")  # a save's file name (the replay's title) is in no language
MELD_INPUT = re.compile(r"\b[a-z_]+:[0-9a-z]+(?:@[ESWN])?")  # the calculator's meld notation, typed as shown
_T2S = opencc.OpenCC("t2s")
_S2T = opencc.OpenCC("s2tw")  # the converter the app uses (mahjong_tui/script.py)
# forms traditional tables write too, which OpenCC would change (mahjong_tui/script.py keeps them): 台, the
# scoring unit; 斗, a measure (日進斗金); 幺, the one of 十三幺
SIMPLIFIED_ONLY_ALLOWED = frozenset("台斗幺")
TEXTUAL_WIDGETS_WITH_WORDS = frozenset({"Button", "Checkbox", "RadioButton", "FooterKey", "Label", "Tab"})
# the two rows inside a framed tile (一/萬, 東/風): tiles_view.face_rows
FRAMED_ROWS = {row.strip() for k in range(N_ALL_KINDS) for row in face_rows(k, TileStyle.CJK) if row.strip()}
FACES = sorted({face(k, TileStyle.CJK, compact=c).strip() for k in range(N_ALL_KINDS) for c in (False, True)}
               | FRAMED_ROWS,
               key=len, reverse=True)
FACE = re.compile("|".join(re.escape(f) for f in FACES))


def changed(text: str, converter: opencc.OpenCC) -> set[str]:
    """The characters OpenCC would write otherwise both alone and in their phrase (a character that only its
    phrase changes is a variant the other script writes too: 溪 in 慈溪)."""
    alone = {ch for ch in text if str(converter.convert(ch)) != ch}
    converted = str(converter.convert(text))
    if len(converted) != len(text):
        return alone
    return alone & {a for a, b in zip(text, converted, strict=True) if a != b}


def traditional_only(text: str) -> set[str]:
    return changed(text, _T2S)


def simplified_only(text: str) -> set[str]:
    return changed(text, _S2T) - SIMPLIFIED_ONLY_ALLOWED


def without_language_names(text: str) -> str:
    """The language picker names each language in its own script (简体中文, 繁體中文, English)."""
    for name in (*LANG_LABELS.values(), *RULES_PAGE_LANGUAGES.values()):
        text = text.replace(name, " ")
    return text


def without_faces(text: str) -> str:
    """The text with the tile faces taken out (a face stands alone: between spaces, brackets or ×)."""
    return re.sub(rf"(?<![\u3400-\u9fff])(?:{FACE.pattern})(?![\u3400-\u9fff])", " ", text)


def problems(text: str, lang: str) -> list[str]:
    """What a reader of ``lang`` should not meet in ``text``, line by line."""
    found: list[str] = []
    for line in without_language_names(text).splitlines():
        line = FILE_NAME.sub(" ", MELD_INPUT.sub(" ", line))
        if lang == "en":
            rest = RULE_ID.sub(" ", without_faces(line))
            if CJK.search(rest) and not LATIN_WORD.search(rest):
                found.append(f"Chinese only: {line.strip()!r}")
            if TILE_CODE.search(line):
                found.append(f"tile code: {line.strip()!r}")
            if JARGON.search(line):
                found.append(f"jargon: {line.strip()!r}")
            continue
        words = [w for w in ENGLISH_WORD.findall(line) if w not in KEY_NAMES]
        if words:
            found.append(f"English {words}: {line.strip()!r}")
        if lang == "zh-Hans":  # the tiles' faces too are simplified (一万, 兰, 东): nothing is taken out
            wrong = traditional_only(line)
        else:
            wrong = simplified_only(without_faces(line))
        if wrong:
            found.append(f"wrong script {sorted(wrong)}: {line.strip()!r}")
    return found


def widget_text(widget: Widget, width: int) -> str:
    """What one widget shows, as plain text (a Select's every choice, an Input's placeholder too)."""
    parts: list[str] = []
    if isinstance(widget, Select):
        parts += [str(label) for label, _ in getattr(widget, "_options", [])]
    if isinstance(widget, Input):  # the player's own typing, and notation examples (input keeps codes)
        return ""
    shown: Any = widget.content if isinstance(widget, Static) else None
    kind = type(widget)
    ours = kind.__module__.startswith("mahjong_tui") or kind.__name__ in TEXTUAL_WIDGETS_WITH_WORDS
    if shown is None and not widget.children and not isinstance(widget, RichLog) and ours:
        shown = widget.render()
    if isinstance(shown, str):
        parts.append(Content.from_markup(shown).plain if "[" in shown else shown)
    elif hasattr(shown, "plain"):
        parts.append(str(shown.plain))
    elif hasattr(shown, "__rich_console__") or hasattr(shown, "__rich__"):
        parts.append(plain(shown, width=width))
    return "\n".join(parts)


def screen_text(app: App[Any]) -> str:
    """Every widget of the screen on top, the footer's key words included."""
    width = app.size.width
    texts = [widget_text(w, width) for w in app.screen.query("*")]
    texts += [cell.words for bar in app.screen.query(KeysBar) for cell in bar.cells()  # left out ones too
              if cell.active.enabled]
    return "\n".join(t for t in texts if t)


class Walk:
    """Collects each screen's text and every notification, by the screen's name."""

    def __init__(self, app: MahjongApp) -> None:
        self.app = app
        self.seen: dict[str, str] = {}
        self.notes: list[str] = []
        original = app.notify

        def notify(message: str, *args: Any, **kwargs: Any) -> None:
            self.notes.append(str(message))
            original(message, *args, **kwargs)

        app.notify = notify  # type: ignore[method-assign]

    def read(self, name: str) -> None:
        self.seen[name] = screen_text(self.app)

    def report(self, lang: str) -> list[str]:
        out = [f"{name}: {p}" for name, text in self.seen.items() for p in problems(text, lang)]
        return out + [f"notification: {p}" for note in self.notes for p in problems(note, lang)]


async def rules_page_done(pilot: Pilot[None]) -> None:
    page = pilot.app.screen
    assert isinstance(page, RulesPageScreen)
    while not page.complete:
        await pilot.pause(0.01)
    await pilot.pause()


async def walk_the_menus(pilot: Pilot[None], walk: Walk) -> None:
    app = walk.app
    await pilot.pause()
    walk.read("new game")
    for key, name in (("f1", "help"), ("f2", "rules page")):
        await pilot.press(key)
        if name == "rules page":
            await rules_page_done(pilot)
        await pilot.pause()
        walk.read(name)
        await pilot.press("escape")
        await pilot.pause()
    app.open_calculator()
    await pilot.pause()
    await pilot.press("ctrl+s")  # calculator.score: the variant's own example, as it opens
    await pilot.pause()
    walk.read("calculator")
    await pilot.press("escape")
    app.open_drills(seed=5)
    await pilot.pause()
    walk.read("drills")
    entry = app.screen.query_one("#drill-input", Input)
    entry.value = "5z"
    await pilot.press("enter")
    await pilot.pause()
    walk.read("drills answered")
    await pilot.press("escape")
    app.open_profile()
    await pilot.pause()
    walk.read("profile")
    await pilot.press("escape")
    await pilot.pause()


async def walk_the_saved_screens(pilot: Pilot[None], walk: Walk) -> None:
    """Over the table (its match is saved by now): the saved matches, the replay of this match, the
    lessons."""
    app = walk.app
    table = app.screen
    for name, opener in (("saved matches", app.open_saved), ("replay", app.open_replay),
                         ("lessons", app.open_lessons)):
        opener()
        await pilot.pause()
        await pilot.pause()
        assert app.screen is not table, name
        walk.read(name)
        while app.screen is not table:
            app.pop_screen()
            await pilot.pause()


async def walk_the_table(pilot: Pilot[None], walk: Walk, *, whole_hand: bool) -> None:
    await settle(pilot)
    walk.read("table")
    await pilot.press("i")
    await pilot.pause()
    walk.read("table with hint")
    await walk_the_saved_screens(pilot, walk)
    if whole_hand:
        screen = await play_until_result(pilot)
        assert isinstance(screen, ResultScreen)
        await pilot.pause()
        walk.read("result")


# the default run walks each language once; the whole matrix (every variant in every language), with a hand
# played to its result in each, runs with ``-m slow`` (about three minutes on two cores)
EVERYDAY = (("jinshan", "zh-Hans"), ("shanghai", "en"), ("jinhua", "zh-Hant"))
MATRIX = [pytest.param(variant, lang, marks=pytest.mark.slow)
          for variant in VARIANT_IDS for lang in LANGS if (variant, lang) not in EVERYDAY]


@pytest.mark.parametrize(("variant", "lang"), [*EVERYDAY, *MATRIX])
async def test_every_screen_reads_in_one_language(variant: str, lang: str, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    settings = GameSettings(variant=variant, seed=11, bot_delay=0.0, lang=lang)
    app = make_app(settings, home=tmp_path, show_new_game=True)
    walk = Walk(app)
    async with app.run_test(size=(140, 50)) as pilot:
        await walk_the_menus(pilot, walk)
        await pilot.press("ctrl+s")
        await walk_the_table(pilot, walk, whole_hand=(variant, lang) not in EVERYDAY)
    assert set(walk.seen) >= {"new game", "help", "rules page", "calculator", "drills", "profile", "table",
                              "saved matches", "replay", "lessons"}
    assert all(len(text) > 20 for text in walk.seen.values()), walk.seen
    assert walk.report(lang) == []


@pytest.mark.parametrize("lang", LANGS)
async def test_the_result_screen_reads_in_one_language(lang: str, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A 天胡 with every kind of line: items, limit, formula, the losers' settlement, the explained score."""
    monkeypatch.setenv("MAHJONG_TUI_HOME", str(tmp_path))
    app = winning_app(tmp_path, lang)
    walk = Walk(app)
    async with app.run_test(size=(140, 60)) as pilot:
        await win_now(pilot)
        assert isinstance(app.screen, ResultScreen)
        walk.read("result")
    assert "天胡" in walk.seen["result"] and walk.report(lang) == []


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_the_command_line_help_reads_in_english_with_one_script(command: str) -> None:
    result = CliRunner().invoke(cli, [*([command] if command else []), "--help"])
    assert result.exit_code == 0, result.output
    assert problems(result.output, "en") == []
    assert simplified_only(result.output) == set(), "the help names the games as the English screens do"


@pytest.mark.parametrize(("text", "lang", "bad"), [
    ("牌墙 83 東 玩家", "zh-Hant", True), ("牌墙 83", "zh-Hans", False), ("牌牆 83", "zh-Hans", True),
    ("Discard 6s", "en", True), ("12f", "en", True), ("自摸", "en", True),
    ("Caishen 財神 (the wild tile)", "en", False),
    ("一萬 5筒 東", "en", False), ("Hint 提示", "zh-Hans", True), ("打出 一万  一萬 5筒", "zh-Hans", True),
    ("打出 一万 1万 5筒 东 发 兰", "zh-Hans", False),  # a zh-Hans face is simplified too
])
def test_the_checks_catch_what_they_are_for(text: str, lang: str, bad: bool) -> None:
    assert bool(problems(text, lang)) is bad
